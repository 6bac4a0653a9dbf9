/// Turns a laid-out tree into a `DisplayList`: walks nodes back to front (parents
/// before children, children in order) and emits commands in device pixels.
struct Painter {
    let tree: NodeTree
    let frames: [Rect]
    let texts: PlacedTexts
    let scale: Double
    var commands: [DrawCommand] = []
    /// Inside a `.redacted` subtree: the color captions and pictures are drawn as
    /// placeholders in (innermost wins).
    var redaction: RGBA?
    /// Scrollers' offsets and indicator visibility, by node index (a `Stage`'s).
    var scrolls: [Int32: ScrollPaint] = [:]
    /// The focused node and the ring's color, when the ring shows.
    var focusRing: (node: Int32, color: RGBA)?
    /// Colors drawn instead of the resolved ones (animating, fading, live).
    var overrides = PaintOverrides()
    /// Inside a scroller: the visible rectangle (points); nodes whose frame lies more
    /// than `cullMargin` outside it are not drawn.
    var visible: Rect?
    static let cullMargin = 64.0

    init(tree: NodeTree, frames: [Rect], texts: PlacedTexts, scale: Double) {
        self.tree = tree
        self.frames = frames
        self.texts = texts
        self.scale = scale
    }

    /// Paints `node` and its subtree as its kind's traits say (`NodeTraits`); inside a
    /// scroller, subtrees far outside the visible area are skipped; the focused panel
    /// gets its ring.
    mutating func paint(_ node: Int32) {
        let frame = frames[Int(node)]
        if let visible, !Painter.near(frame, visible) { return }
        var kind = tree.kind(of: node)
        if !overrides.isEmpty { kind = overrides.applied(to: kind, of: node) }
        paintNode(node, kind, frame)
        if let ring = focusRing, ring.node == node {
            // Around a panel, 1 pt clear of it; inside a scroller (which often fills
            // the window), 2 pt in from its edges.
            var inset = -3.0
            if case .scroller = kind { inset = 2 }
            let box = Rect(
                x: frame.minX + inset, y: frame.minY + inset,
                width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
            commands.append(.stroke(box.scaled(by: scale), CornerRadii(6 * scale), width: 2 * scale, ring.color))
        }
    }

    /// Whether `frame` lies within `cullMargin` of `visible`.
    static func near(_ frame: Rect, _ visible: Rect) -> Bool {
        frame.maxX >= visible.minX - cullMargin && frame.minX <= visible.maxX + cullMargin
            && frame.maxY >= visible.minY - cullMargin && frame.minY <= visible.maxY + cullMargin
    }

    private mutating func paintNode(_ node: Int32, _ kind: NodeKind, _ frame: Rect) {
        let traits = kind.traits
        traits.paint(&self, node, kind, frame)
        guard traits.paintsChildren else { return }
        let children = tree.children(of: node)
        if traits.contentDrawnLast, let content = children.first {
            for child in children.dropFirst() { paint(child) }
            paint(content)
        } else if case .longList = kind, let order = tree.pinnedHeaderOrder(node) {
            for child in order { paint(child) }
        } else {
            for child in children { paint(child) }
        }
    }

    mutating func paintSwatch(_ color: RGBA, cornerRadius radius: Double, frame: Rect) {
        guard color.alpha > 0 && frame.width > 0 && frame.height > 0 else { return }
        commands.append(
            .fill(
                frame.scaled(by: scale), color,
                cornerRadius: min(radius, min(frame.width, frame.height) / 2) * scale))
    }

    mutating func paintPicture(_ spec: PictureSpec, frame: Rect, direction: LayoutDirection) {
        let rtl = direction == .rightToLeft
        let corners = (rtl ? spec.corners.mirrored : spec.corners).scaled(by: scale)
        if let redaction {
            paintRedactedPicture(frame: frame, corners: corners, color: redaction)
            return
        }
        if let waiting = spec.waiting {
            // Not decoded yet: its placeholder block (nothing under a placeholder panel).
            if spec.waitingRedacted {
                paintRedactedPicture(frame: frame, corners: corners, color: waiting)
            } else if waiting.alpha > 0 {
                let pixels = frame.scaled(by: scale)
                commands.append(
                    .fillRounded(pixels, corners.clamped(width: pixels.width, height: pixels.height), waiting))
            }
            return
        }
        var run = PictureRun(
            file: spec.file, name: spec.name, frame: frame.scaled(by: scale),
            mode: spec.mode, corners: corners, pixelBudget: spec.pixelBudget)
        run.load = spec.load
        run.opacity = spec.opacity
        guard spec.opacity > 0 else { return }
        commands.append(.picture(run))
    }

    mutating func paintCaption(
        _ content: CaptionContent, node: Int32, frame: Rect,
        direction: LayoutDirection
    ) {
        guard let layout = texts[node] else { return }
        if let redaction {
            paintRedactedCaption(content, layout: layout, frame: frame, direction: direction, color: redaction)
            return
        }
        let alignment = Painter.lineAlignment(content, direction)
        var y = frame.minY
        for line in layout.lines {
            let x = frame.minX + alignment.offset(child: line.width, in: frame.width)
            commands.append(
                .text(
                    TextRun(
                        text: line.text,
                        origin: Point(x: (x * scale).rounded(), y: (y * scale).rounded()),
                        pixelSize: content.style.size * scale, weight: content.style.weight,
                        color: content.color,
                        direction: content.direction.resolve(paragraph: line.direction, layout: direction),
                        boxWidth: line.width * scale, family: content.style.family, italic: content.style.italic,
                        caption: content.text, mirrored: content.mirrored)))
            y += layout.lineHeight
        }
    }

    /// Where a caption's lines sit in its frame: its alignment, leading and trailing
    /// swapped in right-to-left.
    private static func lineAlignment(_ content: CaptionContent, _ direction: LayoutDirection) -> HorizontalAlignment {
        let alignment = content.alignment
        guard direction == .rightToLeft else { return alignment }
        return alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
    }

    // MARK: Redaction

    /// One rounded bar per set line: as wide as the line, 70 % of the line box high,
    /// centered in it, placed where the line's text would be.
    private mutating func paintRedactedCaption(
        _ content: CaptionContent, layout: TextLayout, frame: Rect,
        direction: LayoutDirection, color: RGBA
    ) {
        guard color.alpha > 0 else { return }
        let barHeight = (layout.lineHeight * 0.7).rounded()
        let alignment = Painter.lineAlignment(content, direction)
        var y = frame.minY
        for line in layout.lines {
            defer { y += layout.lineHeight }
            guard line.width > 0 else { continue }
            let width = min(line.width, frame.width)
            let x = frame.minX + alignment.offset(child: width, in: frame.width)
            let bar = Rect(x: x, y: y + (layout.lineHeight - barHeight) / 2, width: width, height: barHeight)
            commands.append(.fill(bar.scaled(by: scale), color, cornerRadius: min(barHeight / 2, 4) * scale))
        }
    }

    /// A rounded block the size of the picture's frame (at least 6 pt corners).
    private mutating func paintRedactedPicture(frame: Rect, corners: CornerRadii, color: RGBA) {
        guard color.alpha > 0, frame.width > 0, frame.height > 0 else { return }
        let pixels = frame.scaled(by: scale)
        let minimum = CornerRadii(min(6, min(frame.width, frame.height) / 4) * scale)
        let radii = CornerRadii(
            topLeading: max(corners.topLeading, minimum.topLeading),
            topTrailing: max(corners.topTrailing, minimum.topTrailing),
            bottomTrailing: max(corners.bottomTrailing, minimum.bottomTrailing),
            bottomLeading: max(corners.bottomLeading, minimum.bottomLeading))
        commands.append(.fillRounded(pixels, radii.clamped(width: pixels.width, height: pixels.height), color))
    }

    // MARK: Shapes and effects

    mutating func paintShape(_ spec: ShapeSpec, frame: Rect, direction: LayoutDirection) {
        guard frame.width > 0, frame.height > 0 else { return }
        let rtl = direction == .rightToLeft
        var rect = frame
        var corners: CornerRadii
        switch spec.outline {
        case .roundedRect(let radii):
            corners = rtl ? radii.mirrored : radii
        case .circle:
            let side = min(frame.width, frame.height)
            rect = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            corners = CornerRadii(side / 2)
        case .capsule:
            corners = CornerRadii(min(frame.width, frame.height) / 2)
        case .arrow(let edge):
            guard let fill = spec.fill, fill.alpha > 0 else { return }
            let r = frame.scaled(by: scale)
            var tipEdge = edge
            if rtl { tipEdge = edge == .leading ? .trailing : edge == .trailing ? .leading : edge }
            let points: [Point]
            switch tipEdge {
            case .top: points = [Point(x: r.minX, y: r.maxY), Point(x: r.midX, y: r.minY), Point(x: r.maxX, y: r.maxY)]
            case .bottom:
                points = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.midX, y: r.maxY)]
            case .leading:
                points = [Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.midY)]
            case .trailing:
                points = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.midY), Point(x: r.minX, y: r.maxY)]
            }
            commands.append(.polygon(points, fill))
            return
        }
        let pixels = rect.scaled(by: scale)
        corners = corners.scaled(by: scale).clamped(width: pixels.width, height: pixels.height)
        if let fill = spec.fill, fill.alpha > 0 {
            commands.append(.fillRounded(pixels, corners, fill))
        }
        if let stroke = spec.stroke, stroke.alpha > 0, spec.strokeWidth > 0 {
            commands.append(.stroke(pixels, corners, width: spec.strokeWidth * scale, stroke))
        }
    }

    mutating func paintEffect(_ effect: Effect, node: Int32, frame: Rect, direction: LayoutDirection) {
        let rtl = direction == .rightToLeft
        let pixels = frame.scaled(by: scale)
        func corners(_ radii: CornerRadii) -> CornerRadii {
            (rtl ? radii.mirrored : radii).scaled(by: scale).clamped(width: pixels.width, height: pixels.height)
        }
        switch effect {
        case .opacity(let opacity):
            if opacity <= 0 { return }
            if opacity < 1 { commands.append(.beginGroup(opacity: opacity)) }
            paintChildren(node)
            if opacity < 1 { commands.append(.endGroup) }
        case .clip(let radii):
            commands.append(.pushClip(pixels, corners(radii)))
            paintChildren(node)
            commands.append(.popClip)
        case .shadow(let shadow):
            if shadow.color.alpha > 0 {
                let cast = pixels.offsetBy(dx: shadow.x * scale, dy: shadow.y * scale)
                commands.append(.shadow(cast, corners(shadow.corners), shadow.color, blur: shadow.radius * scale))
            }
            paintChildren(node)
        case .redaction(let color):
            let outer = redaction
            redaction = color
            paintChildren(node)
            redaction = outer
        case .presence(let presence):
            if presence != .offstage { paintChildren(node) }
        case .border(let color, let width, let radii):
            paintChildren(node)
            if color.alpha > 0, width > 0, pixels.width > 0, pixels.height > 0 {
                commands.append(.stroke(pixels, corners(radii), width: width * scale, color))
            }
        }
    }

    /// The content clipped to the frame (drawn at its presented, scrolled frames),
    /// then the indicators.
    mutating func paintScroller(_ spec: ScrollerSpec, node: Int32, frame: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        commands.append(.pushClip(frame.scaled(by: scale), .zero))
        let outer = visible
        visible = frame
        paintChildren(node)
        visible = outer
        commands.append(.popClip)
        guard spec.showsIndicators, let scroll = scrolls[node], scroll.opacity > 0 else { return }
        var color = scroll.color
        color.alpha = UInt8((Double(color.alpha) * min(1, scroll.opacity)).rounded())
        let radius = ScrollPhysics.indicatorThickness / 2 * scale
        for rect in scroll.indicators(frame: frame, axes: spec.axes) {
            commands.append(.fill(rect.scaled(by: scale), color, cornerRadius: radius))
        }
    }

    private mutating func paintChildren(_ node: Int32) {
        for child in tree.children(of: node) { paint(child) }
    }
}
