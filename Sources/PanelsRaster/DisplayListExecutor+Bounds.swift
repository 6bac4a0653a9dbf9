import Panels

extension DisplayListExecutor {
    /// Every pixel `command` can change on a `width` × `height` canvas, before clips:
    /// what `draw` would touch, found the way `draw` places it (a text line's glyph
    /// mask and colour glyphs, a shadow's padded mask, a polygon's mask). Clip and
    /// group markers change no pixel by themselves: empty. A clear is the whole canvas.
    /// Never smaller than what drawing touches: damage and culling rely on it.
    package func bounds(of command: DrawCommand, width: Int, height: Int) -> PixelRect {
        switch command {
        case .clear:
            return PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        case .fill(let rect, _, _), .fillRounded(let rect, _, _), .stroke(let rect, _, _, _):
            return rect.width > 0 && rect.height > 0 ? PixelRect.covering(rect) : .empty
        case .polygon(let points, _):
            guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .empty }
            var minX = points[0].x, maxX = points[0].x, minY = points[0].y, maxY = points[0].y
            for p in points {
                minX = min(minX, p.x)
                maxX = max(maxX, p.x)
                minY = min(minY, p.y)
                maxY = max(maxY, p.y)
            }
            return PixelRect.covering(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        case .shadow(let rect, _, let color, let blur):
            let limit = 1_099_511_627_776.0
            guard abs(rect.minX) < limit, abs(rect.minY) < limit, abs(rect.maxX) < limit, abs(rect.maxY) < limit
            else { return .empty }
            let x = Int(rect.minX.rounded()), y = Int(rect.minY.rounded())
            let w = Int(rect.maxX.rounded()) - x, h = Int(rect.maxY.rounded()) - y
            guard w > 0, h > 0, w <= 8192, h <= 8192, color.alpha > 0 else { return .empty }
            let quantizedBlur = (max(0, min(512, blur.isFinite ? blur : 0)) * 4).rounded() / 4
            // The mask's size without making it: the box and its padding.
            let pad = ShadowCache.padding(blur: quantizedBlur)
            return PixelRect(x0: x - pad, y0: y - pad, x1: x + w + pad, y1: y + h + pad)
        case .text(let run):
            return textBounds(run)
        case .picture(let run):
            return run.frame.width > 0 && run.frame.height > 0 ? PixelRect.covering(run.frame) : .empty
        case .pushClip, .popClip, .beginGroup, .endGroup:
            return .empty
        }
    }

    /// Where `drawText` puts `run`: its mask, its colour glyphs, or the outlined box
    /// drawn when the line cannot be set.
    private func textBounds(_ run: TextRun) -> PixelRect {
        let limit = 1_099_511_627_776.0
        guard !run.text.isEmpty, run.color.alpha > 0, abs(run.origin.x) < limit, abs(run.origin.y) < limit,
            (run.boxWidth ?? 0).magnitude < limit
        else { return .empty }
        do {
            let mask = try glyphs.coverage(of: run)
            var x = Int(run.origin.x.rounded())
            if run.direction == .rightToLeft, let box = run.boxWidth, box.isFinite {
                x = Int((run.origin.x + box).rounded()) - mask.width
            }
            let y = Int(run.origin.y.rounded())
            var rect = PixelRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height)
            for glyph in try glyphs.colorGlyphs(of: run) {
                let gx = run.mirrored ? mask.width - glyph.x - glyph.image.width : glyph.x
                rect = rect.union(
                    PixelRect(
                        x0: x + gx, y0: y + glyph.y, x1: x + gx + glyph.image.width,
                        y1: y + glyph.y + glyph.image.height))
            }
            return rect
        } catch {
            let width = run.boxWidth ?? Double(run.text.count) * run.pixelSize * 0.6
            return PixelRect.covering(
                Rect(
                    x: run.origin.x, y: run.origin.y + run.pixelSize * 0.1,
                    width: max(1, width), height: max(1, run.pixelSize)))
        }
    }
}
