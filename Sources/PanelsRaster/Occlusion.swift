import Panels

/// Where a display list's opaque square fills hide everything drawn before them: a
/// menu, a sheet or a popover's panel over the screen beneath it. A region drawn
/// (`DisplayListExecutor.draw(_:into:regions:bounds:)`) is cut into pieces inside and
/// outside the largest such fill, and each piece starts at the last fill that covers
/// all of it: what comes before it there is never drawn.
///
/// Contract: exact. An occluder is a `.fill` with no rounding, alpha 255, outside any
/// group and any rounded clip; it covers the pixels its rectangle holds entirely,
/// within the square clips in force (snapped as `Canvas.pushClip` snaps them). At full
/// coverage and with no clip mask such a fill replaces each of those pixels whatever
/// they held, so a piece drawn from it is byte for byte the piece drawn from the
/// start. Cutting a region changes no byte either: a command's pixels do not depend
/// on the region they are drawn in (`FrameDamage` relies on the same).
package struct Occlusion {
    /// An opaque square fill at `index` that sets every pixel of `area`.
    package struct Occluder: Equatable {
        package var index: Int
        package var area: PixelRect
    }

    /// A part of a drawn region and the first command drawn there.
    package struct Piece: Equatable {
        package var rect: PixelRect
        package var start: Int
    }

    /// A translucent square fill (alpha 1 to 254) outside any group and rounded clip
    /// that covers all of `area`: a scrim. Over a pixel that holds one colour it gives
    /// one colour.
    package struct Tint: Equatable {
        package var index: Int
        package var color: RGBA
        package var area: PixelRect
    }

    /// The list's occluders, in drawing order.
    package let occluders: [Occluder]
    /// The list's tints as large as occluders, in drawing order.
    package let tints: [Tint]

    /// Fills smaller than this many pixels are not worth cutting a region for.
    package static let minimumArea = 1_024

    package init(_ commands: [DrawCommand]) {
        // The clips in force: each one's pixel rectangle (within those outside it) and
        // whether a coverage mask is in force there (a rounded clip, or any clip inside one).
        var clips: [(rect: PixelRect?, masked: Bool)] = []
        var groups = 0
        var found: [Occluder] = []
        var tinted: [Tint] = []
        for (index, command) in commands.enumerated() {
            switch command {
            case .pushClip(let rect, let corners):
                let outer = clips.last
                let masked = !corners.isZero || (outer?.masked ?? false)
                let own = masked ? PixelRect.covering(rect) : PixelRect.snapped(rect)
                clips.append((outer?.rect.map { $0.intersection(own) } ?? own, masked))
            case .popClip:
                if !clips.isEmpty { clips.removeLast() }
            case .beginGroup:
                groups += 1
            case .endGroup:
                groups = max(0, groups - 1)
            case .fill(let rect, let color, 0) where color.alpha > 0 && groups == 0:
                guard !(clips.last?.masked ?? false) else { continue }
                var area = PixelRect.interior(rect)
                if let clip = clips.last?.rect { area = area.intersection(clip) }
                guard area.area >= Self.minimumArea else { continue }
                if color.alpha == 255 {
                    found.append(Occluder(index: index, area: area))
                } else {
                    tinted.append(Tint(index: index, color: color, area: area))
                }
            default:
                continue
            }
        }
        occluders = found
        tints = tinted
    }

    /// `region` cut by the occluder that hides most of it (if any hides enough): the
    /// part inside it, and up to four bands around it; each with the last occluder
    /// covering all of it as its start (0: drawn from the first command). Only
    /// occluders drawn after the region's own start and not covering all of it count
    /// (cutting by any other starts no piece later): a menu's panel over a window-wide
    /// background cuts a region the background covers.
    package func pieces(of region: PixelRect) -> [Piece] {
        guard !region.isEmpty else { return [] }
        var best: PixelRect?
        var bestCount = Self.minimumArea - 1
        let own = start(of: region)
        for occluder in occluders where occluder.index > own || own == 0 {
            if occluder.area.contains(region) { continue }
            let shared = occluder.area.intersection(region)
            if shared.area > bestCount { (best, bestCount) = (shared, shared.area) }
        }
        guard let inner = best else { return [Piece(rect: region, start: own)] }
        return ([inner] + region.subtracting(inner)).map { Piece(rect: $0, start: start(of: $0)) }
    }

    /// A piece where a tint falls on one colour: the first tint after the piece's start
    /// that covers all of it, the colour it gives over the piece's base (the occluder
    /// it starts at, or a first `.clear`, or the zeroed pixels of a list without one),
    /// and the part of the piece that something drawn between the two touches
    /// (`bounds`, one per command). Elsewhere in the piece each pixel is that colour
    /// once the tint is drawn: the base replaced it (alpha 255 at full coverage, or a
    /// clear, which sets its region) and the tint blended over it (`PixelMath.over`,
    /// as `Canvas.fill` blends a covered pixel).
    package func fold(
        _ piece: Piece, commands: [DrawCommand], bounds: [PixelRect]
    ) -> (tint: Tint, color: UInt32, touched: PixelRect)? {
        guard bounds.count == commands.count,
            let tint = tints.first(where: { $0.index > piece.start }), tint.area.contains(piece.rect)
        else { return nil }
        let base: UInt32, between: Int
        if piece.start > 0 || occluders.first.map({ $0.index == 0 && $0.area.contains(piece.rect) }) == true {
            guard case .fill(_, let color, 0) = commands[piece.start] else { return nil }
            (base, between) = (PixelMath.premultiplied(color), piece.start + 1)
        } else if case .clear(let color) = commands.first {
            (base, between) = (PixelMath.premultiplied(color), 1)
        } else {
            // No clear: the piece starts zeroed, and every command before the tint counts.
            (base, between) = (0, 0)
        }
        var touched = PixelRect.empty
        for index in between ..< tint.index where bounds[index].intersects(piece.rect) {
            touched = touched.union(bounds[index].intersection(piece.rect))
        }
        return (tint, PixelMath.over(PixelMath.premultiplied(tint.color), base), touched)
    }

    /// The index of the last occluder that sets every pixel of `rect` (0: none does).
    package func start(of rect: PixelRect) -> Int {
        occluders.last(where: { $0.area.contains(rect) })?.index ?? 0
    }
}
