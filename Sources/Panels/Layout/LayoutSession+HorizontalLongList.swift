/// Lazy lists that scroll sideways (`LongListSpec.horizontal`): the vertical list's
/// rule turned a quarter — entries side by side from the leading edge (the right in
/// right-to-left), each proposed nil width and the list's height, after the estimated
/// space before them; the list is as wide as that space, its entries and the space
/// after them, and as tall as its proposal (else its tallest entry).
extension LayoutSession {
    /// Places the entries of horizontal lazy list `n` laid out at `size`: side by side
    /// from the leading edge; a detached header just before the first entry.
    @inline(never)
    func placeHorizontalLongList(_ n: LayoutNode, size: SIMD2<Double>, proposal p: SIMD2<Double>) {
        let entryProposal = SIMD2(-1.0, p.y >= 0 && p.y.isFinite ? p.y : size.y)
        var x = n.leadingSpace
        let flow = Int(n.childCount) - (n.detachedHeader && n.childCount > 0 ? 1 : 0)
        for k in 0 ..< flow {
            let entry = kids[Int(n.childStart) &+ k]
            let entrySize = measure(entry, entryProposal)
            positions[entry] = SIMD2(n.rtl ? size.x - x - entrySize.x : x, 0)
            place(entry, entryProposal, entrySize)
            x += entrySize.x + n.rowSpacing
        }
        if flow < Int(n.childCount) {
            let header = kids[Int(n.childStart) &+ flow]
            let headerSize = measure(header, entryProposal)
            let start = n.leadingSpace - n.rowSpacing - headerSize.x
            positions[header] = SIMD2(n.rtl ? size.x - start - headerSize.x : start, 0)
            place(header, entryProposal, headerSize)
        }
    }
}
