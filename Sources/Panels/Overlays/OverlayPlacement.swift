/// Where an overlay goes, by its `OverlayStyle`: popovers and anchored dialogs by
/// `PopoverPlacement`; menus and submenus by `PopoverPlacement` too, without an arrow
/// and aligned to a point (`menu(at:…)`); alerts centered in the window; modal cards at
/// its bottom. Every placement lies inside the window less the margin, the bubble
/// constrained to it when larger.
package enum OverlayPlacement {
    /// The geometry of a bubble without an arrow (menus): same corners, no arrow.
    static let arrowless = PopoverGeometry(cornerRadius: 10, arrowBase: 0, arrowHeight: 0)

    /// A menu of `size` opened at `point`: its top leading corner at the point (its
    /// top trailing corner in right-to-left), below the point when it fits, else above
    /// it; shifted along the row as far as staying inside the window less `margin`
    /// needs; constrained to that when larger. Pure and deterministic.
    package static func menu(
        at point: Point, size: Size, window: Size, margin: Double = 8,
        layoutDirection: LayoutDirection = .leftToRight
    ) -> PopoverPlacement {
        let p = Point(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
        let width = size.width.isFinite ? max(0, size.width) : 0
        // An anchor as wide as the menu, from the point along the reading direction:
        // centered on it, the menu starts at the point.
        let x = layoutDirection == .rightToLeft ? p.x - width : p.x
        return below(Rect(x: x, y: p.y, width: width, height: 0), size: size, window: window, margin: margin)
    }

    /// A menu below `anchor` (above when it does not fit), its leading edge on the
    /// anchor's leading edge (a menu button's menu).
    static func menu(
        below anchor: Rect, size: Size, window: Size, margin: Double, layoutDirection: LayoutDirection
    ) -> PopoverPlacement {
        let width = size.width.isFinite ? max(0, size.width) : 0
        let x = layoutDirection == .rightToLeft ? anchor.maxX - width : anchor.minX
        return below(
            Rect(x: x, y: anchor.minY, width: width, height: anchor.height), size: size, window: window,
            margin: margin)
    }

    static func below(_ anchor: Rect, size: Size, window: Size, margin: Double) -> PopoverPlacement {
        var placement = PopoverPlacement(
            .init(
                anchor: anchor, bubbleSize: size, window: Rect(origin: .zero, size: window), permitted: [.up, .down],
                margin: margin, offset: 2, geometry: arrowless, mirrorsInRightToLeft: false))
        placement.arrowVisible = false
        return placement
    }

    /// A submenu beside `item` (trailing side first, mirrored in right-to-left), its
    /// first item level with `item`.
    static func submenu(
        beside item: Rect, size: Size, window: Size, margin: Double, layoutDirection: LayoutDirection
    ) -> PopoverPlacement {
        let height = size.height.isFinite ? max(0, size.height) : 0
        // An anchor as tall as the submenu from the item's top: centered on it, the
        // submenu's first row is level with the item.
        // Across, the anchor reaches the menu's edges (the item lies within its padding).
        let anchor = Rect(
            x: item.minX - MenuMetrics.padding, y: item.minY - MenuMetrics.padding,
            width: item.width + 2 * MenuMetrics.padding, height: height)
        var placement = PopoverPlacement(
            .init(
                anchor: anchor, bubbleSize: size, window: Rect(origin: .zero, size: window),
                permitted: [.left, .right], margin: margin, offset: -2, geometry: arrowless,
                layoutDirection: layoutDirection))
        placement.arrowVisible = false
        let bounds = bounds(window, margin)
        if placement.isConstrained, size.width <= bounds.width {
            // Neither side holds it: at full width on the side with more room, moved
            // inside the window over the menu it opened from (its rows stay whole).
            let full = PopoverPlacement.bubbleFrame(
                .init(
                    anchor: anchor, bubbleSize: size, window: Rect(origin: .zero, size: window), margin: margin,
                    offset: -2, geometry: arrowless),
                placement.direction, size: Size(width: size.width, height: placement.bubble.height))
            placement.bubble = PopoverPlacement.inside(full, bounds)
        }
        return placement
    }

    /// A bubble of `size` (constrained to the window less `margin`) at `origin`, without
    /// an arrow.
    static func fixed(_ frame: Rect, window: Size, margin: Double) -> PopoverPlacement {
        var placement = PopoverPlacement(
            .init(
                anchor: Rect(x: frame.midX, y: frame.minY, width: 0, height: 0), bubbleSize: frame.size,
                window: Rect(origin: .zero, size: window), permitted: [.up], margin: margin, geometry: arrowless))
        placement.bubble = frame
        placement.arrowTip = Point(x: frame.midX, y: frame.midY)  // what appearing grows from
        placement.shift = 0
        placement.arrowVisible = false
        return placement
    }

    /// An alert of `size` centered in the window, constrained to it less `margin`.
    package static func centered(_ size: Size, window: Size, margin: Double = 20) -> PopoverPlacement {
        let bounds = bounds(window, margin)
        let w = min(clean(size.width), bounds.width), h = min(clean(size.height), bounds.height)
        let frame = Rect(
            x: bounds.minX + ((bounds.width - w) / 2).rounded(), y: bounds.minY + ((bounds.height - h) / 2).rounded(),
            width: w, height: h)
        return fixed(frame, window: window, margin: margin)
    }

    /// A modal card of `size` at the bottom of the window, centered across: at most
    /// `ModalCardMotion.maxWidth` wide and the window less `ModalCardMotion.topInset`
    /// tall, inside the window less `margin`.
    package static func card(_ size: Size, window: Size, margin: Double = 8) -> PopoverPlacement {
        let bounds = bounds(window, margin)
        let w = min(max(clean(size.width), min(ModalCardMotion.maxWidth, bounds.width)), bounds.width)
        let h = min(clean(size.height), max(0, bounds.height - ModalCardMotion.topInset))
        let frame = Rect(
            x: bounds.minX + ((bounds.width - w) / 2).rounded(), y: bounds.maxY - h, width: w, height: h)
        return fixed(frame, window: window, margin: margin)
    }

    /// Places the overlay `attachment` describes.
    static func place(
        _ a: PopoverAttachment, anchor: Rect, bubbleSize: Size, window: Size, previous: ArrowDirection?
    ) -> PopoverPlacement {
        switch a.style {
        case .popover, .anchoredDialog:
            return PopoverPlacement(
                .init(
                    anchor: anchor, bubbleSize: bubbleSize, window: Rect(origin: .zero, size: window),
                    permitted: a.arrows, previous: previous, margin: a.margin, offset: a.offset,
                    layoutDirection: a.context.layoutDirection))
        case .menu:
            if let point = a.point?() {
                return menu(
                    at: point, size: bubbleSize, window: window, margin: a.margin,
                    layoutDirection: a.context.layoutDirection)
            }
            return menu(
                below: anchor, size: bubbleSize, window: window, margin: a.margin,
                layoutDirection: a.context.layoutDirection)
        case .submenu:
            return submenu(
                beside: anchor, size: bubbleSize, window: window, margin: a.margin,
                layoutDirection: a.context.layoutDirection)
        case .alert:
            return centered(bubbleSize, window: window, margin: a.margin)
        case .card:
            return card(bubbleSize, window: window, margin: a.margin)
        }
    }

    static func bounds(_ window: Size, _ margin: Double) -> Rect {
        let m = margin.isFinite ? max(0, margin) : 0
        let w = window.width.isFinite ? max(0, window.width) : 0
        let h = window.height.isFinite ? max(0, window.height) : 0
        return Rect(x: m, y: m, width: max(0, w - 2 * m), height: max(0, h - 2 * m))
    }

    static func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
}
