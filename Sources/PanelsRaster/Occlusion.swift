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

    /// The list's occluders, in drawing order.
    package let occluders: [Occluder]

    /// Fills smaller than this many pixels are not worth cutting a region for.
    package static let minimumArea = 1_024

    package init(_ commands: [DrawCommand]) {
        // The clips in force: each one's pixel rectangle (within those outside it) and
        // whether a coverage mask is in force there (a rounded clip, or any clip inside one).
        var clips: [(rect: PixelRect?, masked: Bool)] = []
        var groups = 0
        var found: [Occluder] = []
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
            case .fill(let rect, let color, 0) where color.alpha == 255 && groups == 0:
                guard !(clips.last?.masked ?? false) else { continue }
                var area = PixelRect.interior(rect)
                if let clip = clips.last?.rect { area = area.intersection(clip) }
                if area.area >= Self.minimumArea { found.append(Occluder(index: index, area: area)) }
            default:
                continue
            }
        }
        occluders = found
    }

    /// `region` cut by the occluder that hides most of it (if any hides enough): the
    /// part inside it, and up to four bands around it; each with the last occluder
    /// covering all of it as its start (0: drawn from the first command).
    package func pieces(of region: PixelRect) -> [Piece] {
        guard !region.isEmpty else { return [] }
        var best: PixelRect?
        var bestCount = Self.minimumArea - 1
        for occluder in occluders {
            let shared = occluder.area.intersection(region)
            if shared.area > bestCount { (best, bestCount) = (shared, shared.area) }
        }
        guard let inner = best else { return [Piece(rect: region, start: start(of: region))] }
        var rects = [inner]
        // Above and below the inner part across the whole region, then its sides.
        rects.append(PixelRect(x0: region.x0, y0: region.y0, x1: region.x1, y1: inner.y0))
        rects.append(PixelRect(x0: region.x0, y0: inner.y1, x1: region.x1, y1: region.y1))
        rects.append(PixelRect(x0: region.x0, y0: inner.y0, x1: inner.x0, y1: inner.y1))
        rects.append(PixelRect(x0: inner.x1, y0: inner.y0, x1: region.x1, y1: inner.y1))
        return rects.filter { !$0.isEmpty }.map { Piece(rect: $0, start: start(of: $0)) }
    }

    /// The index of the last occluder that sets every pixel of `rect` (0: none does).
    package func start(of rect: PixelRect) -> Int {
        occluders.last(where: { $0.area.contains(rect) })?.index ?? 0
    }
}
