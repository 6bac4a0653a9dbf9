/// Where an element's label comes from: text given or known when the tree was built,
/// or the text inside a panel (a button's captions, a group's), read when the label
/// is first asked for: building a tree joins no strings for labels nobody reads.
///
/// Contract: `.inside` reads the text inside the node in reading order, captions'
/// text and the labels given to panels inside (which stand for what they contain),
/// hidden panels left out, joined by ", "; the same text every time, since the tree
/// it reads is a value.
enum AccessibilityLabelSource: Sendable {
    case text(String)
    case inside(AccessibilityTreeSource, Int32)

    var text: String {
        switch self {
        case .text(let text): text
        case .inside(let source, let node): AccessibilityLabelSource.text(inside: node, in: source.tree)
        }
    }

    /// Whether the label is empty (for `.inside`, without joining the text).
    var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .inside(let source, let node):
            !AccessibilityLabelSource.visitText(inside: node, in: source.tree) { _ in false }
        }
    }

    /// The text inside `node`, joined by ", ".
    static func text(inside node: Int32, in tree: NodeTree) -> String {
        var parts: [String] = []
        _ = visitText(inside: node, in: tree) { part in
            parts.append(part)
            return true
        }
        return parts.joined(separator: ", ")
    }

    /// Calls `body` with each non-empty part of the text inside `node`, in reading
    /// order, until it returns false. Returns true when there was a part.
    static func visitText(inside node: Int32, in tree: NodeTree, _ body: (String) -> Bool) -> Bool {
        let checksFacts = !tree.accessibility.isEmpty
        var found = false
        var stack = Array(tree.children(of: node).reversed())
        while let current = stack.popLast() {
            var part: String?
            if checksFacts, let facts = tree.accessibility[current] {
                if facts.hidden == true { continue }
                part = facts.label
            }
            if part == nil, case .caption(let content) = tree.kind(of: current) { part = content.text }
            guard let part else {
                stack.append(contentsOf: tree.children(of: current).reversed())
                continue
            }
            if part.isEmpty { continue }
            found = true
            if !body(part) { return true }
        }
        return found
    }
}

/// A laid-out tree shared by the elements whose labels read from it.
final class AccessibilityTreeSource: Sendable {
    let tree: NodeTree
    init(_ tree: NodeTree) { self.tree = tree }
}
