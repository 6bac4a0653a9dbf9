import Panels

/// Draws a `DisplayList` into a `Canvas`: Panels' own anti-aliased rasterizer for
/// shapes, clips, groups, shadows and pictures; glyph coverage comes from a
/// `GlyphSource` and picture pixels from a `PictureCache` (both SDL-backed in
/// `PanelsSDL`). Shared by the offscreen renderer and the window host, so both draw
/// the same pixels.
///
/// Contract: callers serialize access to the sources and caches (today the whole
/// render holds `SDLLock`). Deterministic: the same list gives the same
/// pixels. Problems (a font or picture that cannot be opened) are collected in
/// `diagnostics`, each once, naming the file; drawing goes on with a visible fallback
/// (a crossed placeholder for pictures). A picture with no file was reported when it
/// resolved, so it is only drawn as a placeholder here. Hosts pass the diagnostics on
/// to the sink of what they draw (`PanelContext.diagnostics`).
package struct DisplayListExecutor {
    package var diagnostics: [Diagnostic] = []
    /// Commands skipped because what follows paints over all they touch (a clear under
    /// the background, `overdrawnByNext`), for tests.
    package private(set) var overdrawnSkipped = 0
    /// Commands not drawn in a piece of a region because an opaque fill after them
    /// covers all of that piece (`Occlusion`), for tests.
    package private(set) var occludedSkipped = 0
    /// Pixels set to a scrim's colour over its base without drawing either
    /// (`Occlusion.fold`), for tests.
    package var foldedPixels = 0
    let glyphs: any GlyphSource
    let pictures: PictureCache

    /// Where shadow masks are kept: the process's cache unless one is injected (a
    /// test that counts blurs exactly gives the executor a cache of its own).
    package var shadows = ShadowCache.shared
    /// Whether a picture still decoding is waited for (offscreen stills) rather than
    /// drawn as a plain block (windows, which redraw when it is decoded).
    package var waitsForPictures = false

    package init(glyphs: any GlyphSource, pictures: PictureCache) {
        self.glyphs = glyphs
        self.pictures = pictures
    }

    /// Whether the first drawing command from `start` (after square clips that keep all
    /// of `region`) is an opaque square fill covering every pixel of `region` entirely.
    private static func coveredAfterClear(_ commands: [DrawCommand], from start: Int, region: PixelRect) -> Bool {
        var index = start
        while index < commands.count {
            switch commands[index] {
            case .pushClip(let rect, let corners) where corners.isZero && PixelRect.snapped(rect).contains(region):
                index += 1
            case .fill(let rect, let color, 0):
                return color.alpha == 255 && PixelRect.interior(rect).contains(region)
            default:
                return false
            }
        }
        return false
    }

    /// Whether the drawing command at `index` (whose pixels `bounds` holds) changes only
    /// pixels that the next command sets whatever they were: an opaque square fill in
    /// the same clip and layer, covering each of them entirely (a shadow under an opaque
    /// panel clipped to itself). Skipping it changes no byte: at full coverage and no
    /// clip mask such a fill replaces the pixel. Text and pictures are always drawn, so
    /// what they report is reported.
    private static func overdrawnByNext(
        _ commands: [DrawCommand], _ index: Int, bounds: [PixelRect], canvas: Canvas
    ) -> Bool {
        guard index + 1 < commands.count, case .fill(let rect, let color, 0) = commands[index + 1],
            color.alpha == 255, !canvas.hasClipMask
        else { return false }
        let clip = canvas.clipBounds
        return PixelRect.interior(rect).intersection(clip).contains(bounds[index].intersection(clip))
    }

    package mutating func draw(_ list: DisplayList, into canvas: inout Canvas) {
        draw(list, into: &canvas, bounds: nil)
    }

    /// Draws `list`, skipping drawing commands whose `bounds` (one per command, as
    /// `FrameDamage` keeps them: every pixel the command can change) miss the clip in
    /// force: the same pixels, less work when the canvas draws a damaged region.
    /// From `start` (an occluder of `Occlusion` that covers all of the canvas's region),
    /// only the clips before it are kept, as the stack they make (rounded ones, never
    /// in force at an occluder, as clips of nothing): nothing before it shows.
    package mutating func draw(
        _ list: DisplayList, into canvas: inout Canvas, bounds: [PixelRect]?, from start: Int = 0
    ) {
        let commands = list.commands
        let bounds = bounds.flatMap { $0.count == commands.count ? $0 : nil }
        for (index, command) in commands.enumerated() {
            if index < start {
                switch command {
                case .pushClip(let rect, let corners):
                    if corners.isZero { canvas.pushClip(rect, corners: corners) } else { canvas.pushEmptyClip() }
                case .popClip: canvas.popClip()
                case .beginGroup, .endGroup: break
                default: occludedSkipped += 1
                }
                continue
            }
            if let bounds {
                switch command {
                case .clear, .pushClip, .popClip, .beginGroup, .endGroup: break
                case .fill, .fillRounded, .stroke, .polygon, .shadow:
                    if !bounds[index].intersects(canvas.clipBounds) { continue }
                    if Self.overdrawnByNext(commands, index, bounds: bounds, canvas: canvas) {
                        overdrawnSkipped += 1
                        continue
                    }
                default: if !bounds[index].intersects(canvas.clipBounds) { continue }
                }
            }
            switch command {
            case .clear(let color):
                // A clear the next drawing command paints over entirely (an opaque,
                // square fill of the whole canvas or region drawn: a scene's
                // background), past clips that keep all of it, changes no byte.
                if canvas.isAtBase, Self.coveredAfterClear(commands, from: index + 1, region: canvas.region) {
                    overdrawnSkipped += 1
                    continue
                }
                canvas.clear(color)
            case .fill(let rect, let color, let radius):
                if radius > 0 {
                    canvas.fill(rect, corners: CornerRadii(radius), color)
                } else {
                    canvas.fill(rect, color)
                }
            case .fillRounded(let rect, let corners, let color):
                canvas.fill(rect, corners: corners, color)
            case .stroke(let rect, let corners, let width, let color):
                canvas.stroke(rect, corners: corners, lineWidth: width, color)
            case .polygon(let points, let color):
                let (mask, x, y) = PolygonRaster.mask(points)
                canvas.blend(mask: mask, x: x, y: y, color: color)
            case .shadow(let rect, let corners, let color, let blur):
                drawShadow(rect, corners, color, blur: blur, into: &canvas)
            case .pushClip(let rect, let corners):
                canvas.pushClip(rect, corners: corners)
            case .popClip:
                canvas.popClip()
            case .beginGroup(let opacity):
                canvas.beginGroup(opacity: opacity)
            case .endGroup:
                canvas.endGroup()
            case .text(let run):
                drawText(run, into: &canvas)
            case .picture(let run):
                drawPicture(run, into: &canvas)
            }
        }
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    private func drawShadow(
        _ rect: Rect, _ corners: CornerRadii, _ color: RGBA, blur: Double,
        into canvas: inout Canvas
    ) {
        // Beyond ±2^40 px (or not finite) nothing of it can be on a canvas.
        let limit = 1_099_511_627_776.0
        guard abs(rect.minX) < limit, abs(rect.minY) < limit, abs(rect.maxX) < limit, abs(rect.maxY) < limit
        else { return }
        let x = Int(rect.minX.rounded()), y = Int(rect.minY.rounded())
        let w = Int(rect.maxX.rounded()) - x, h = Int(rect.maxY.rounded()) - y
        guard w > 0, h > 0, w <= 8192, h <= 8192, color.alpha > 0 else { return }
        let quantizedBlur = (max(0, min(512, blur.isFinite ? blur : 0)) * 4).rounded() / 4
        let (mask, pad) = shadows.mask(width: w, height: h, corners: corners, blur: quantizedBlur)
        canvas.blend(mask: mask, x: x - pad, y: y - pad, color: color)
    }

    private mutating func drawText(_ run: TextRun, into canvas: inout Canvas) {
        // A line beyond ±2^40 px (or not finite) is on no canvas.
        let limit = 1_099_511_627_776.0
        guard !run.text.isEmpty, run.color.alpha > 0, abs(run.origin.x) < limit, abs(run.origin.y) < limit,
            (run.boxWidth ?? 0).magnitude < limit
        else { return }
        do {
            var mask = try glyphs.coverage(of: run)
            if run.mirrored { mask = mask.mirrored() }
            for problem in glyphs.problems(for: run) { report(problem) }
            var x = Int(run.origin.x.rounded())
            if run.direction == .rightToLeft, let box = run.boxWidth, box.isFinite {
                x = Int((run.origin.x + box).rounded()) - mask.width
            }
            let y = Int(run.origin.y.rounded())
            canvas.blend(mask: mask, x: x, y: y, color: run.color)
            // Colour glyphs (emoji) in their own colours, faded with the text's alpha.
            for glyph in try glyphs.colorGlyphs(of: run) {
                let image = run.mirrored ? glyph.image.mirrored() : glyph.image
                let gx = run.mirrored ? mask.width - glyph.x - image.width : glyph.x
                canvas.draw(colorImage: image, x: x + gx, y: y + glyph.y, opacity: UInt32(run.color.alpha))
            }
        } catch {
            // No glyphs (a missing or broken font): an outlined box where the line
            // goes, in the text's color, so the gap is visible; the error names the file.
            report(Diagnostic(.warning, "\(error)", subject: run.text))
            let width = run.boxWidth ?? Double(run.text.count) * run.pixelSize * 0.6
            let box = Rect(
                x: run.origin.x, y: run.origin.y + run.pixelSize * 0.1,
                width: max(1, width), height: max(1, run.pixelSize))
            let line = max(1, (run.pixelSize / 14).rounded())
            canvas.fill(Rect(x: box.minX, y: box.minY, width: box.width, height: line), run.color)
            canvas.fill(Rect(x: box.minX, y: box.maxY - line, width: box.width, height: line), run.color)
            canvas.fill(Rect(x: box.minX, y: box.minY, width: line, height: box.height), run.color)
            canvas.fill(Rect(x: box.maxX - line, y: box.minY, width: line, height: box.height), run.color)
        }
    }

    // MARK: Pictures

    private mutating func drawPicture(_ run: PictureRun, into canvas: inout Canvas) {
        let frame = run.frame
        guard frame.width > 0, frame.height > 0 else { return }
        guard let load = run.load ?? run.file.map({ PictureLoad.file($0, run) }) else {
            drawPlaceholder(run, into: &canvas)
            return
        }
        let file = load.key
        let pixels: PictureCache.Pixels
        // Never decoded here: the store's worker decodes (an offscreen still waits for it).
        switch pictures.pixels(for: load, waiting: waitsForPictures) {
        case .ready(let decoded): pixels = decoded
        case .failed(let message):
            report(
                Diagnostic(
                    .warning, "Picture \(Diagnostic.quoted(run.name)): \(message)",
                    at: run.file.map { FileLocation(file: $0) },
                    subject: run.name))
            drawPlaceholder(run, into: &canvas)
            return
        case .loading:
            drawLoading(run, into: &canvas)
            return
        }
        let full = pixels.base
        let iw = Double(full.width), ih = Double(full.height)
        let s = run.mode == .fit ? min(frame.width / iw, frame.height / ih) : max(frame.width / iw, frame.height / ih)
        let dw = iw * s, dh = ih * s
        let placed = Rect(x: frame.midX - dw / 2, y: frame.midY - dh / 2, width: dw, height: dh)
        let visible = Rect(
            x: max(placed.minX, frame.minX), y: max(placed.minY, frame.minY),
            width: min(placed.maxX, frame.maxX) - max(placed.minX, frame.minX),
            height: min(placed.maxY, frame.maxY) - max(placed.minY, frame.minY))
        guard visible.width > 0, visible.height > 0 else { return }
        let source = pixels.level(forWidth: dw, height: dh)
        // Sampled and shaped relative to the whole pixel at the visible part's top
        // left, so the same picture moved by whole pixels (scrolling) reuses its tile.
        let covered = PixelRect.covering(visible)
        let ox = Double(covered.x0), oy = Double(covered.y0)
        let key = PictureTileCache.Key(
            file: file, pixelBudget: run.pixelBudget, levelWidth: source.width, levelHeight: source.height,
            placed: Rect(x: placed.minX - ox, y: placed.minY - oy, width: dw, height: dh),
            visible: Rect(x: visible.minX - ox, y: visible.minY - oy, width: visible.width, height: visible.height),
            corners: run.corners.clamped(width: visible.width, height: visible.height))
        let box = covered.intersection(canvas.clip.rect)
        guard !box.isEmpty else { return }
        let tile = PictureTileCache.shared.tile(key, source: source)
        guard tile.width > 0 else { return }
        tile.pixels.withUnsafeBufferPointer { p in
            tile.coverage.withUnsafeBufferPointer { c in
                for y in box.y0 ..< min(box.y1, covered.y0 + tile.height) {
                    let offset = (y - covered.y0) * tile.width
                    canvas.imageRow(
                        y: y, x: covered.x0, source: p.baseAddress! + offset, count: tile.width,
                        coverage: c.baseAddress! + offset, opacity: UInt32(run.opacity))
                }
            }
        }
        canvas.noteDrawn(box)
    }

    /// Bilinear sample of premultiplied pixels at (u, v) (pixel centers at integers),
    /// edges clamped; weights in 1/256 steps.
    @inline(__always)
    package static func sample(_ b: PixelBuffer, u: Double, v: Double) -> UInt32 {
        sample(b, sampleAxis(u, count: b.width), sampleAxis(v, count: b.height))
    }

    /// Where a sample at `t` falls on an axis of `count` pixels: the two pixels it
    /// mixes and the second one's weight (1/256 steps), edges clamped.
    @inline(__always)
    package static func sampleAxis(_ t: Double, count: Int) -> (i0: Int, i1: Int, w: UInt32) {
        let c = max(0, min(Double(count - 1), t))
        let i0 = Int(c)
        return (i0, min(count - 1, i0 + 1), UInt32(((c - Double(i0)) * 256).rounded()))
    }

    /// `sample(_:u:v:)` at axis positions from `sampleAxis`.
    @inline(__always)
    package static func sample(
        _ b: PixelBuffer, _ u: (i0: Int, i1: Int, w: UInt32), _ v: (i0: Int, i1: Int, w: UInt32)
    ) -> UInt32 {
        let x0 = u.i0, x1 = u.i1, y0 = v.i0, y1 = v.i1, wx = u.w, wy = v.w
        func lerp(_ a: UInt32, _ c: UInt32, _ w: UInt32) -> UInt32 {
            if w == 0 { return a }
            if w >= 256 { return c }
            let iw: UInt32 = 256 - w
            let mask: UInt32 = 0x00FF_00FF
            let half: UInt32 = 0x0080_0080
            let aRB: UInt32 = a & mask, cRB: UInt32 = c & mask
            let aAG: UInt32 = (a >> 8) & mask, cAG: UInt32 = (c >> 8) & mask
            let rb: UInt32 = ((aRB &* iw &+ cRB &* w &+ half) >> 8) & mask
            let ag: UInt32 = ((aAG &* iw &+ cAG &* w &+ half) >> 8) & mask
            return rb | (ag << 8)
        }
        let p = b.pixels
        let top = lerp(p[y0 * b.width + x0], p[y0 * b.width + x1], wx)
        let bottom = lerp(p[y1 * b.width + x0], p[y1 * b.width + x1], wx)
        return lerp(top, bottom, wy)
    }

    /// A light box with a border and a cross: what a missing or broken picture shows.
    private func drawPlaceholder(_ run: PictureRun, into canvas: inout Canvas) {
        let frame = run.frame
        let corners = run.corners.clamped(width: frame.width, height: frame.height)
        canvas.fill(frame, corners: corners, RGBA(hex: 0xE5E5EA))
        let line = max(1, (min(frame.width, frame.height) / 40).rounded())
        canvas.stroke(frame, corners: corners, lineWidth: line, RGBA(hex: 0xAEAEB2))
        canvas.pushClip(frame, corners: corners)
        let inset = line
        let a = Point(x: frame.minX + inset, y: frame.minY + inset)
        let b = Point(x: frame.maxX - inset, y: frame.maxY - inset)
        let c = Point(x: frame.maxX - inset, y: frame.minY + inset)
        let d = Point(x: frame.minX + inset, y: frame.maxY - inset)
        for (p, q) in [(a, b), (c, d)] {
            let dx = q.x - p.x, dy = q.y - p.y
            let length = max(0.001, (dx * dx + dy * dy).squareRoot())
            let nx = -dy / length * line / 2, ny = dx / length * line / 2
            let (mask, x, y) = PolygonRaster.mask([
                Point(x: p.x + nx, y: p.y + ny), Point(x: q.x + nx, y: q.y + ny),
                Point(x: q.x - nx, y: q.y - ny), Point(x: p.x - nx, y: p.y - ny),
            ])
            canvas.blend(mask: mask, x: x, y: y, color: RGBA(hex: 0xAEAEB2))
        }
        canvas.popClip()
    }
}
