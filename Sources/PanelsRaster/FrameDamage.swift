import Panels

/// What changed between the display list a frame shows and the next one: the few
/// rectangles of pixels that must be drawn again, so a caret blink, a hover or a
/// spinner repaints, rasterizes and uploads only its own pixels.
///
/// Contract: `regions(for:width:height:executor:)` compares the list with the one
/// given last. Drawing commands are compared in order, each with its command and the
/// clips it is drawn in (by value); group begins and ends take part too, with the
/// bounds of everything drawn inside the group. A common subsequence of the two is
/// kept (prefix, suffix, and a short look-ahead past insertions, removals and
/// replacements); every command outside it damages its bounds (after its clips), in
/// the old list and in the new. Every pixel outside the damage has the same commands
/// touching it in the same order with the same clips and groups in both lists, so
/// it keeps its bytes: drawing the new list inside the damaged rectangles, over the
/// old frame, gives byte for byte the pixels of drawing it whole. The damage is
/// merged into at most `maxRegions` disjoint rectangles; nil (draw everything) for
/// the first list, a new size, more than `maxChanges` changed commands, or damage
/// over half the frame. Afterwards `bounds` holds the new list's per-command bounds
/// (after clips) for culling (`DisplayListExecutor.draw(_:into:bounds:)`).
/// `reset()` forgets the last list (the pixels no longer show it).
package struct FrameDamage {
    /// Most rectangles a frame's damage is merged into.
    package static let maxRegions = 4
    /// Most changed commands before a frame is simply drawn whole.
    package static let maxChanges = 512
    /// How far past a difference the comparison looks for the lists to agree again.
    static let lookAhead = 24

    private var previous: DisplayList?
    private var previousWidth = 0
    private var previousHeight = 0
    /// Per command of the last list: every pixel it can change, after its clips.
    package private(set) var bounds: [PixelRect] = []

    package init() {}

    /// Forgets the last list: the next `regions` call asks for a whole frame.
    package mutating func reset() {
        previous = nil
        bounds = []
        previousSettled = []
    }

    /// Per command of the last list: false for a picture whose pixels were still
    /// loading when it was compared. The executor draws what the store has when it
    /// draws (a loading block, then the picture), so an unchanged command can still draw
    /// differently: such a picture is drawn again until it has settled (decoded or failed).
    private var previousSettled: [Bool] = []

    /// Whether `command` draws the same pixels whenever it is drawn from now on: not a
    /// picture still loading.
    private static func settled(_ command: DrawCommand, executor: DisplayListExecutor) -> Bool {
        guard case .picture(let run) = command,
            let load = run.load ?? run.file.map({ PictureLoad.file($0, run) })
        else { return true }
        if case .loading = executor.pictures.pixels(for: load, waiting: false) { return false }
        return true
    }

    /// Clip chains by value, shared by both lists of a comparison: equal ids are
    /// equal chains of clips.
    private struct ClipKey: Hashable {
        var parent: Int32
        var rect: Rect
        var corners: CornerRadii
    }

    /// Per command of `list`, the clip chain it is drawn in (-1: none); new chains
    /// are interned in `ids`, with their pixel rectangles in `rects`.
    private static func flatten(
        _ list: DisplayList, ids: inout [ClipKey: Int32], rects: inout [PixelRect], canvas: PixelRect
    ) -> [Int32] {
        var clips = [Int32](repeating: -1, count: list.commands.count)
        var stack: [Int32] = []
        for (index, command) in list.commands.enumerated() {
            let current = stack.last ?? -1
            clips[index] = current
            switch command {
            case .pushClip(let rect, let corners):
                let key = ClipKey(parent: current, rect: rect, corners: corners)
                if let id = ids[key] {
                    stack.append(id)
                } else {
                    let id = Int32(rects.count)
                    let parentRect = current < 0 ? canvas : rects[Int(current)]
                    rects.append(PixelRect.covering(rect).intersection(parentRect))
                    ids[key] = id
                    stack.append(id)
                }
            case .popClip:
                if !stack.isEmpty { stack.removeLast() }
            default:
                break
            }
        }
        return clips
    }

    /// Whether the command changes pixels through the common path (not a clip marker
    /// or an unmatched end, which change none by themselves).
    private static func isOp(_ command: DrawCommand) -> Bool {
        switch command {
        case .pushClip, .popClip: return false
        default: return true
        }
    }

    /// The rectangles of the frame to draw `list` in over pixels that show the last
    /// list, or nil to draw it whole; remembers `list` (and its `bounds`) for the next.
    package mutating func regions(
        for list: DisplayList, width: Int, height: Int, executor: DisplayListExecutor
    ) -> [PixelRect]? {
        let canvas = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        var ids: [ClipKey: Int32] = [:]
        var rects: [PixelRect] = []
        let newCommands = list.commands
        let newClips = Self.flatten(list, ids: &ids, rects: &rects, canvas: canvas)
        var newBounds = [PixelRect](repeating: .empty, count: newCommands.count)
        var known = [Bool](repeating: false, count: newCommands.count)

        func measure(_ index: Int) -> PixelRect {
            let command = newCommands[index]
            var r = executor.bounds(of: command, width: width, height: height)
            if case .clear = command {
            } else {
                let clip = newClips[index]
                r = r.intersection(clip < 0 ? canvas : rects[Int(clip)])
            }
            r = r.intersection(canvas)
            return r.isEmpty ? .empty : r
        }

        let settledNow = newCommands.map { Self.settled($0, executor: executor) }
        var damage: [PixelRect] = []
        var changes = 0
        var whole = true
        if let previous, previous.pixelWidth == list.pixelWidth, previous.pixelHeight == list.pixelHeight,
            previous.commands.count == bounds.count, width == previousWidth, height == previousHeight
        {
            whole = false
            // The old list's clip chains, interned with the same table.
            let oldClips = Self.flatten(previous, ids: &ids, rects: &rects, canvas: canvas)
            let old = previous.commands
            let oldOps = old.indices.filter { Self.isOp(old[$0]) }
            let newOps = newCommands.indices.filter { Self.isOp(newCommands[$0]) }
            let wasSettled = previousSettled
            @inline(__always) func same(_ a: Int, _ b: Int) -> Bool {
                let i = oldOps[a], j = newOps[b]
                return oldClips[i] == newClips[j] && old[i] == newCommands[j]
                    && (i >= wasSettled.count || wasSettled[i]) && settledNow[j]
            }
            var unmatchedOld: [Int] = []
            var unmatchedNew: [Int] = []
            var a = 0, b = 0
            // Common suffix first, so the walk below ends there.
            var endA = oldOps.count, endB = newOps.count
            while endA > a, endB > b, same(endA - 1, endB - 1) {
                endA -= 1
                endB -= 1
            }
            while a < endA && b < endB && unmatchedOld.count + unmatchedNew.count <= Self.maxChanges {
                if same(a, b) {
                    let j = newOps[b]
                    newBounds[j] = bounds[oldOps[a]]
                    known[j] = true
                    a += 1
                    b += 1
                    continue
                }
                // Look ahead for the nearest point where they agree again.
                var step = 0
                var skipOld = 0, skipNew = 0
                for d in 1 ... Self.lookAhead {
                    if a + d < endA, same(a + d, b) {
                        skipOld = d
                        step = d
                        break
                    }
                    if b + d < endB, same(a, b + d) {
                        skipNew = d
                        step = d
                        break
                    }
                }
                if step == 0 {
                    unmatchedOld.append(oldOps[a])
                    unmatchedNew.append(newOps[b])
                    a += 1
                    b += 1
                } else {
                    for k in 0 ..< skipOld { unmatchedOld.append(oldOps[a + k]) }
                    for k in 0 ..< skipNew { unmatchedNew.append(newOps[b + k]) }
                    a += skipOld
                    b += skipNew
                }
            }
            for k in a ..< endA { unmatchedOld.append(oldOps[k]) }
            for k in b ..< endB { unmatchedNew.append(newOps[k]) }
            // The common suffix.
            for k in 0 ..< (oldOps.count - endA) {
                let j = newOps[endB + k]
                newBounds[j] = bounds[oldOps[endA + k]]
                known[j] = true
            }
            changes = unmatchedOld.count + unmatchedNew.count
            if changes > Self.maxChanges {
                whole = true
            } else {
                for i in unmatchedOld { damage.append(bounds[i]) }
                for j in unmatchedNew {
                    if !known[j] {
                        newBounds[j] = measure(j)
                        known[j] = true
                    }
                }
                // Group markers' bounds come from their contents (below); the new
                // list's unmatched markers are added once those are known.
                Self.groupBounds(newCommands, &newBounds, known: &known, measure: measure)
                for j in unmatchedNew { damage.append(newBounds[j]) }
            }
        }
        if whole {
            for j in newCommands.indices where !known[j] {
                newBounds[j] = measure(j)
                known[j] = true
            }
            Self.groupBounds(newCommands, &newBounds, known: &known, measure: measure)
        }
        previous = list
        previousSettled = settledNow
        previousWidth = width
        previousHeight = height
        bounds = newBounds
        if whole { return nil }
        let merged = Self.merge(damage, limit: Self.maxRegions)
        let area = merged.reduce(0) { $0 + $1.area }
        return area * 2 > width * height ? nil : merged
    }

    /// Sets each group marker's bounds to everything drawn inside the group (after
    /// clips); measures any drawing command not known yet.
    private static func groupBounds(
        _ commands: [DrawCommand], _ bounds: inout [PixelRect], known: inout [Bool],
        measure: (Int) -> PixelRect
    ) {
        var open: [(begin: Int, content: PixelRect)] = []
        for (index, command) in commands.enumerated() {
            switch command {
            case .beginGroup:
                open.append((index, .empty))
            case .endGroup:
                guard let group = open.popLast() else {
                    bounds[index] = .empty
                    continue
                }
                bounds[group.begin] = group.content
                bounds[index] = group.content
                if !open.isEmpty { open[open.count - 1].content = open[open.count - 1].content.union(group.content) }
            case .pushClip, .popClip:
                bounds[index] = .empty
            default:
                if !known[index] {
                    bounds[index] = measure(index)
                    known[index] = true
                }
                if !open.isEmpty { open[open.count - 1].content = open[open.count - 1].content.union(bounds[index]) }
            }
        }
        // Groups never ended: their contents still count (they are not composited,
        // but a later list may end them).
        while let group = open.popLast() {
            bounds[group.begin] = group.content
            if !open.isEmpty { open[open.count - 1].content = open[open.count - 1].content.union(group.content) }
        }
    }

    /// `rects` merged into at most `limit` disjoint rectangles covering them all: each
    /// joins the rectangle it grows least, then overlapping ones are joined.
    package static func merge(_ rects: [PixelRect], limit: Int) -> [PixelRect] {
        var out: [PixelRect] = []
        for r in rects where !r.isEmpty {
            if out.contains(where: { $0.x0 <= r.x0 && $0.y0 <= r.y0 && $0.x1 >= r.x1 && $0.y1 >= r.y1 }) { continue }
            if out.count < limit {
                out.append(r)
                continue
            }
            var best = 0
            var bestGrowth = Int.max
            for (i, o) in out.enumerated() {
                let growth = o.union(r).area - o.area
                if growth < bestGrowth {
                    bestGrowth = growth
                    best = i
                }
            }
            out[best] = out[best].union(r)
        }
        // Disjoint: join any two that share a pixel until none do.
        var joined = true
        while joined {
            joined = false
            search: for i in out.indices {
                for j in out.indices where j > i && out[i].intersects(out[j]) {
                    out[i] = out[i].union(out[j])
                    out.remove(at: j)
                    joined = true
                    break search
                }
            }
        }
        return out
    }
}

extension DisplayListExecutor {
    /// Draws `list` inside `regions` of `buffer` only (each pixel there as drawing the
    /// whole list would leave it), skipping commands whose `bounds` miss a region.
    /// Each region is first zeroed unless the list starts with `.clear` (as a frame
    /// taken from `PixelBufferPool` for the list would be). With bounds, regions are cut
    /// where opaque panels hide what is under them, and where a scrim falls on one
    /// colour it is set to the colour that gives (`Occlusion`).
    package mutating func draw(
        _ list: DisplayList, into buffer: PixelBuffer, regions: [PixelRect], bounds: [PixelRect]?
    ) {
        let commands = list.commands
        let startsCleared: Bool
        if case .clear = commands.first { startsCleared = true } else { startsCleared = false }
        let occlusion = bounds == nil ? nil : Occlusion(commands)
        let whole = PixelRect(x0: 0, y0: 0, x1: buffer.width, y1: buffer.height)
        for region in regions {
            let pieces =
                occlusion?.pieces(of: region.intersection(whole)) ?? [Occlusion.Piece(rect: region, start: 0)]
            for piece in pieces {
                let r = piece.rect.intersection(whole)
                guard !r.isEmpty else { continue }
                if let occlusion, let bounds,
                    let fold = occlusion.fold(
                        Occlusion.Piece(rect: r, start: piece.start), commands: commands, bounds: bounds)
                {
                    // Where nothing lies between the base and the scrim: their colour, then
                    // what comes after the scrim.
                    for band in r.subtracting(fold.touched) {
                        for y in band.y0 ..< band.y1 {
                            (buffer.pixels + y * buffer.width + band.x0).update(
                                repeating: fold.color, count: band.width)
                        }
                        foldedPixels += band.area
                        var canvas = Canvas(buffer: buffer, region: band)
                        draw(list, into: &canvas, bounds: bounds, from: fold.tint.index + 1)
                    }
                    if !fold.touched.isEmpty {
                        draw(
                            list, into: buffer, piece: Occlusion.Piece(rect: fold.touched, start: piece.start),
                            startsCleared: startsCleared, bounds: bounds)
                    }
                    continue
                }
                draw(
                    list, into: buffer, piece: Occlusion.Piece(rect: r, start: piece.start),
                    startsCleared: startsCleared, bounds: bounds)
            }
        }
    }

    /// One piece drawn from its start (zeroed first when it starts at the first command
    /// of a list without a clear).
    private mutating func draw(
        _ list: DisplayList, into buffer: PixelBuffer, piece: Occlusion.Piece, startsCleared: Bool,
        bounds: [PixelRect]?
    ) {
        var canvas = Canvas(buffer: buffer, region: piece.rect)
        let r = canvas.region
        guard !r.isEmpty else { return }
        if !startsCleared && piece.start == 0 {
            for y in r.y0 ..< r.y1 {
                (buffer.pixels + y * buffer.width + r.x0).update(repeating: 0, count: r.width)
            }
        }
        draw(list, into: &canvas, bounds: bounds, from: piece.start)
    }
}
