/// The table: one entry per node kind. To add a kind, add its case to `NodeKind`,
/// its entry here, and one line to `NodeKind.unretainedTraits` (the compiler asks for
/// it).
extension NodeKind {
    /// What this kind means to every pass (see `NodeTraits`).
    var traits: NodeTraits { unretainedTraits.takeUnretainedValue() }

    /// `traits` without counting a reference: the entries are constants that live as
    /// long as the process (the resolver compiles every node through one, and a
    /// retain and release a node were a measurable part of building a tree).
    var unretainedTraits: Unmanaged<NodeTraits> {
        switch self {
        case .stack: return .passUnretained(.stack)
        case .layers: return .passUnretained(.layers)
        case .gap: return .passUnretained(.gap)
        case .caption: return .passUnretained(.caption)
        case .padding: return .passUnretained(.padding)
        case .frame: return .passUnretained(.frame)
        case .swatch: return .passUnretained(.swatch)
        case .background: return .passUnretained(.background)
        case .empty: return .passUnretained(.empty)
        case .flexFrame: return .passUnretained(.flexFrame)
        case .aspectRatio: return .passUnretained(.aspectRatio)
        case .offset: return .passUnretained(.offset)
        case .overlay: return .passUnretained(.overlay)
        case .measured: return .passUnretained(.measured)
        case .priority: return .passUnretained(.priority)
        case .shape: return .passUnretained(.shape)
        case .effect: return .passUnretained(.effect)
        case .picture: return .passUnretained(.picture)
        case .scroller: return .passUnretained(.scroller)
        case .longList: return .passUnretained(.longList)
        }
    }
}

extension NodeTraits {
    // MARK: Containers

    static let stack = NodeTraits(
        name: { kind in
            guard case .stack(let axis, _, _) = kind else { return "Stack" }
            return axis == .vertical ? "Column" : "Row"
        },
        layout: { kind, n in
            guard case .stack(let axis, let alignment, let spacing) = kind else { return }
            n.op = .stack
            n.axis = axis.rawValue
            n.a = spacing
            if axis == .vertical {
                n.hAlign = HorizontalAlignment(rawValue: alignment) ?? .center
            } else {
                n.vAlign = VerticalAlignment(rawValue: alignment) ?? .center
            }
        })

    static let layers = NodeTraits(
        named: "Layers",
        layout: { kind, n in
            guard case .layers(let alignment) = kind else { return }
            n.op = .layers
            n.hAlign = alignment.horizontal
            n.vAlign = alignment.vertical
        })

    static let measured = NodeTraits(named: "Measured", layout: { _, n in n.op = .measured })

    // MARK: Modifiers

    static let padding = NodeTraits(
        named: "Padding",
        layout: { kind, n in
            guard case .padding(let insets) = kind else { return }
            n.op = .padding
            n.a = insets.top
            n.b = insets.leading
            n.c = insets.bottom
            n.d = insets.trailing
        })

    static let frame = NodeTraits(
        named: "Frame",
        layout: { kind, n in
            guard case .frame(let spec) = kind else { return }
            n.op = .frame
            n.a = spec.width ?? -1
            n.b = spec.height ?? -1
            n.hAlign = spec.alignment.horizontal
            n.vAlign = spec.alignment.vertical
        })

    static let flexFrame = NodeTraits(
        named: "Frame",
        layout: { kind, n in
            guard case .flexFrame(let spec) = kind else { return }
            n.op = .flexFrame
            n.hAlign = spec.alignment.horizontal
            n.vAlign = spec.alignment.vertical
        })

    static let aspectRatio = NodeTraits(
        named: "AspectRatio",
        layout: { kind, n in
            guard case .aspectRatio(let ratio, let mode) = kind else { return }
            n.op = .aspect
            n.a = ratio ?? -1
            n.fill = mode == .fill
        })

    static let offset = NodeTraits(
        named: "Offset",
        dumpDetails: { kind in
            guard case .offset(let x, let y) = kind else { return "" }
            return " by (\(DumpFormat.number(x)), \(DumpFormat.number(y)))"
        },
        layout: { kind, n in
            guard case .offset(let x, let y) = kind else { return }
            n.op = .offset
            n.a = x
            n.b = y
        })

    static let priority = NodeTraits(
        named: "Priority",
        dumpDetails: { kind in
            guard case .priority(let value) = kind else { return "" }
            return " priority=\(DumpFormat.number(value))"
        },
        layout: { kind, n in
            guard case .priority(let value) = kind else { return }
            n.op = .passthrough
            n.priority = value
        })

    /// Content first (it sizes the node), decorations after; drawn behind it.
    static let background = NodeTraits(
        named: "Background", layout: { _, n in n.op = .background }, contentDrawnLast: true)

    static let overlay = NodeTraits(
        named: "Overlay",
        layout: { kind, n in
            guard case .overlay(let alignment) = kind else { return }
            n.op = .overlay
            n.hAlign = alignment.horizontal
            n.vAlign = alignment.vertical
        })

    static let effect = NodeTraits(
        name: { kind in
            guard case .effect(let effect) = kind else { return "Effect" }
            return effect.name
        },
        layout: { _, n in n.op = .passthrough },
        paint: { painter, node, kind, frame in
            guard case .effect(let effect) = kind else { return }
            painter.paintEffect(effect, node: node, frame: frame, direction: painter.tree.direction(of: node))
        },
        paintsChildren: false)

    // MARK: Leaves

    static let empty = NodeTraits(named: "Empty", layout: { _, n in n.op = .empty })

    static let gap = NodeTraits(
        named: "Gap",
        layout: { kind, n in
            guard case .gap(let axis, let minLength) = kind else { return }
            n.op = .gap
            n.axis = axis.map { $0.rawValue } ?? 2
            n.a = minLength
        })

    static let caption = NodeTraits(
        named: "Caption",
        dumpLabel: { kind in
            guard case .caption(let content) = kind else { return "" }
            return " \"\(DrawCommand.escape(content.text))\""
        },
        layout: { _, n in n.op = .caption },
        hit: { _ in .blocks },
        color: { kind, slot in
            guard slot == 0, case .caption(let content) = kind else { return nil }
            return content.color
        },
        recolored: { kind, slot, color in
            guard slot == 0, case .caption(var content) = kind else { return kind }
            content.color = color
            return .caption(content)
        },
        paint: { painter, node, kind, frame in
            guard case .caption(let content) = kind else { return }
            painter.paintCaption(content, node: node, frame: frame, direction: painter.tree.direction(of: node))
        })

    static let swatch = NodeTraits(
        named: "Swatch",
        layout: { _, n in n.op = .fill },
        hit: { kind in
            guard case .swatch(let color, _) = kind, color.alpha > 0 else { return .passes }
            return .blocks
        },
        color: { kind, slot in
            guard slot == 0, case .swatch(let color, _) = kind else { return nil }
            return color
        },
        recolored: { kind, slot, color in
            guard slot == 0, case .swatch(_, let radius) = kind else { return kind }
            return .swatch(color, cornerRadius: radius)
        },
        paint: { painter, node, kind, frame in
            guard case .swatch(let color, let radius) = kind else { return }
            painter.paintSwatch(color, cornerRadius: radius, frame: frame)
        })

    /// Filled shapes cover their frame (an outline alone takes gestures, and presses
    /// only with a control on it); the fill and the stroke both animate.
    static let shape = NodeTraits(
        named: "Shape",
        layout: { _, n in n.op = .fill },
        hit: { kind in
            guard case .shape(let spec) = kind, let fill = spec.fill, fill.alpha > 0 else { return .gestures }
            return .blocks
        },
        color: { kind, slot in
            guard case .shape(let spec) = kind else { return nil }
            return slot == 0 ? spec.fill : slot == 1 ? spec.stroke : nil
        },
        recolored: { kind, slot, color in
            guard case .shape(var spec) = kind else { return kind }
            if slot == 0, spec.fill != nil { spec.fill = color }
            if slot == 1, spec.stroke != nil { spec.stroke = color }
            return .shape(spec)
        },
        paint: { painter, node, kind, frame in
            guard case .shape(let spec) = kind else { return }
            painter.paintShape(spec, frame: frame, direction: painter.tree.direction(of: node))
        })

    /// A picture always draws (its image or a crossed placeholder).
    static let picture = NodeTraits(
        named: "Picture",
        layout: { kind, n in
            guard case .picture(let spec) = kind else { return }
            n.op = .picture
            n.a = spec.naturalSize.width
            n.b = spec.naturalSize.height
            n.fill = spec.mode == .fill
        },
        hit: { _ in .blocks },
        paint: { painter, node, kind, frame in
            guard case .picture(let spec) = kind else { return }
            painter.paintPicture(spec, frame: frame, direction: painter.tree.direction(of: node))
        })

    // MARK: Scrolling

    /// The content (one child) is drawn by `paintScroller`: clipped to the frame, moved
    /// by the presented offset, with its indicators.
    static let scroller = NodeTraits(
        named: "Scroller",
        layout: { kind, n in
            guard case .scroller(let spec) = kind else { return }
            n.op = .scroller
            n.a = spec.axes.contains(.horizontal) ? 1 : 0
            n.b = spec.axes.contains(.vertical) ? 1 : 0
        },
        hit: { _ in .gestures },
        paint: { painter, node, kind, frame in
            guard case .scroller(let spec) = kind else { return }
            painter.paintScroller(spec, node: node, frame: frame)
        },
        paintsChildren: false)

    /// The rows resolved for the visible range, stacked after the estimated space
    /// before them.
    static let longList = NodeTraits(
        named: "LongList",
        layout: { kind, n in
            guard case .longList(let spec) = kind else { return }
            n.op = .longList
            n.a = spec.leading
            n.b = spec.trailing
            n.c = spec.spacing
        })
}
