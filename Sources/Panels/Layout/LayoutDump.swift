/// The stable text form of a laid-out tree, for tests, `panels render --layout` and
/// bug reports.
///
/// Contract: one line per node reachable from the root, depth-first in child order,
/// indented two spaces per level: the kind's name, the caption's text in quotes, the
/// identity (eight hex digits), `id=…` for explicit ids, the frame in points
/// (`[x, y, width x height]`), then for captions `lines=N` when there is more than
/// one line and `truncated(N)` with the number of hidden characters; for offsets and
/// priorities their value; for ideal sizes their axes (`axes=horizontal`). Numbers use `Format` (at most two decimals). New facts are
/// only ever appended at the end of a line.
package enum LayoutDump {
    package static func text(tree: NodeTree, frames: [Rect], texts: PlacedTexts) -> String {
        guard tree.root >= 0 else { return "(empty)\n" }
        var out = ""
        var stack: [(Int32, Int)] = [(tree.root, 0)]
        while let (node, depth) = stack.popLast() {
            let n = tree.nodes[Int(node)]
            out += String(repeating: "  ", count: depth)
            let traits = n.kind.traits
            out += traits.name(n.kind) + traits.dumpLabel(n.kind)
            out += " \(n.identity)"
            if let id = tree.explicitIDs[node] { out += " id=\(id)" }
            out += " \(Int(node) < frames.count ? frames[Int(node)] : .zero)"
            out += traits.dumpDetails(n.kind)
            if let text = texts[node] {
                if text.lines.count > 1 { out += " lines=\(text.lines.count)" }
                if text.isTruncated { out += " truncated(\(text.hiddenCharacters))" }
            }
            out += "\n"
            for child in tree.children(of: node).reversed() { stack.append((child, depth + 1)) }
        }
        return out
    }
}
