/// What a node is, with the parameters layout and paint need. Resolved: colors are
/// RGBA, strings are final text, directions are known.
///
/// Containers keep their children in the node tree; this enum holds only their own
/// parameters, so layout can switch over it without generic code.
@usableFromInline package enum NodeKind: Sendable, Equatable {
    /// Lays children out one after another along `axis`, aligned on the cross axis
    /// (`alignment.horizontal` in a column, `alignment.vertical` in a row).
    case stack(axis: Axis, alignment: Alignment, spacing: Double)
    /// Places every child in the same space, aligned; sized to the largest.
    case layers(Alignment)
    /// Flexible empty space. Along `axis` (the enclosing stack's) it takes what is
    /// offered, at least `minLength`; with no axis it takes the whole proposal.
    case gap(axis: Axis?, minLength: Double)
    /// Text, measured by the injected `TextMeasurer`.
    case caption(CaptionContent)
    /// Insets its single child.
    case padding(EdgeInsets)
    /// Gives its single child a fixed width and/or height and aligns it inside.
    case frame(FrameSpec)
    /// Fills whatever it is given with a color, optionally with rounded corners.
    case swatch(RGBA, cornerRadius: Double)
    /// Two children: the content (sizes the node) and a decoration drawn behind it,
    /// proposed exactly the content's size.
    case background
    /// No size, no drawing.
    case empty
    /// Minimum, ideal and maximum lengths per axis around its single child, aligned.
    case flexFrame(FlexFrameSpec)
    /// Proposes its single child the largest (fit) or smallest (fill) size of
    /// `ratio` (width / height; nil: the child's ideal ratio) inside the proposal.
    case aspectRatio(Double?, AspectMode)
    /// Draws its single child moved by `x`, `y` points; layout ignores the move.
    case offset(x: Double, y: Double)
    /// Two or more children: the content (sizes the node) and decorations drawn in
    /// front of it, proposed exactly the content's size and aligned.
    case overlay(Alignment)
    /// Takes the space proposed; its children are resolved at layout time from the
    /// size it is given (`Measured`). The closure lives in `NodeTree.measuredContents`.
    case measured
    /// Passes its single child through; stacks give space to higher priorities first.
    case priority(Double)
    /// A drawn shape leaf (rounded rectangle, circle, capsule, arrow); takes the proposal.
    case shape(ShapeSpec)
    /// A single-child wrapper that draws its child with an effect; layout pass-through.
    case effect(Effect)
    /// An image leaf; ideal size is the image's size in points.
    case picture(PictureSpec)
    /// A scrolling container: its single child (the content) is laid out with no
    /// proposal on the scrolling axes, clipped to the node's frame and drawn moved by
    /// the scroll offset (presentation, like animation: layout ignores it).
    case scroller(ScrollerSpec)
    /// A lazy list: its children are the rows resolved for the visible range, stacked
    /// after `leading` points of estimated space and followed by `trailing` points.
    case longList(LongListSpec)
    /// A hairline between rows or columns (`Separator`): 1 pt along its stack, the
    /// proposal across, drawn one device pixel thick.
    case separator(SeparatorSpec)
    /// Proposes its single child nil (its ideal length) on the axes given as true,
    /// whatever it is proposed, and takes the child's size (`.idealSize`).
    case idealSize(horizontal: Bool, vertical: Bool)

    /// Short name used in dumps.
    @usableFromInline package var name: String { traits.name(self) }
}

// MARK: The table: each case's definition

extension NodeKind {
    /// The definition of the kind stored at `index` (a case's `definitionIndex`).
    /// To add a kind: its case above, its definition's file (`Nodes/Kinds/`), and its
    /// line here and in `definitionIndex` (a test checks that they agree).
    @inline(__always)
    static func definition(at index: UInt8) -> any NodeKindDefinition.Type {
        switch index {
        case 0: StackKind.self
        case 1: LayersKind.self
        case 2: GapKind.self
        case 3: CaptionKind.self
        case 4: PaddingKind.self
        case 5: FrameKind.self
        case 6: SwatchKind.self
        case 7: BackgroundKind.self
        case 8: EmptyKind.self
        case 9: FlexFrameKind.self
        case 10: AspectRatioKind.self
        case 11: OffsetKind.self
        case 12: OverlayKind.self
        case 13: MeasuredKind.self
        case 14: PriorityKind.self
        case 15: ShapeKind.self
        case 16: EffectKind.self
        case 17: PictureKind.self
        case 18: ScrollerKind.self
        case 19: LongListKind.self
        case 20: SeparatorKind.self
        default: IdealSizeKind.self
        }
    }

    /// Every kind's definition, by `definitionIndex` (the last one answers every
    /// index past its own, so the list ends where the definitions start repeating).
    static var definitions: [any NodeKindDefinition.Type] {
        var seen = Set<ObjectIdentifier>()
        return (0 ... UInt8.max).map { definition(at: $0) }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// This case's position in `definitions`: what a node record stores.
    @inline(__always)
    var definitionIndex: UInt8 {
        switch self {
        case .stack: 0
        case .layers: 1
        case .gap: 2
        case .caption: 3
        case .padding: 4
        case .frame: 5
        case .swatch: 6
        case .background: 7
        case .empty: 8
        case .flexFrame: 9
        case .aspectRatio: 10
        case .offset: 11
        case .overlay: 12
        case .measured: 13
        case .priority: 14
        case .shape: 15
        case .effect: 16
        case .picture: 17
        case .scroller: 18
        case .longList: 19
        case .separator: 20
        case .idealSize: 21
        }
    }

    /// What this kind means to every pass (see `NodeTraits`).
    @inline(__always)
    var traits: NodeTraits { NodeTraits(NodeKind.definition(at: definitionIndex)) }

    /// Whether a node of this kind clips what it holds to its frame (a scroller, a
    /// clipped panel): what the preview's inspector needs to know what is drawn.
    package var clipsContent: Bool { traits.clip(self) != nil }
}

/// A caption's resolved text and how to set it.
@usableFromInline package struct CaptionContent: Sendable, Equatable {
    @usableFromInline package var text: String
    @usableFromInline package var style: TextStyle
    @usableFromInline package var color: RGBA
    /// Maximum number of lines; nil means unlimited.
    @usableFromInline package var lineLimit: Int?
    /// Alignment of lines inside the caption's frame (leading follows the direction).
    @usableFromInline package var alignment: HorizontalAlignment
    /// Where text that does not fit loses characters.
    @usableFromInline package var truncation: TruncationMode
    /// The base direction of the text's paragraphs (`.auto`: from their first strong
    /// character).
    @usableFromInline package var direction: TextDirection
    /// True when truncating this caption is intended (`.truncationIntended()`):
    /// previews and strict checks do not report it.
    @usableFromInline package var truncationIntended: Bool
    /// Drawn mirrored left to right (an icon that points a way, in right-to-left).
    @usableFromInline package var mirrored: Bool = false

    @usableFromInline package init(
        text: String, style: TextStyle, color: RGBA, lineLimit: Int?,
        alignment: HorizontalAlignment, truncation: TruncationMode = .tail,
        direction: TextDirection = .auto, truncationIntended: Bool = false
    ) {
        self.text = text
        self.style = style
        self.color = color
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncation = truncation
        self.direction = direction
        self.truncationIntended = truncationIntended
    }
}

/// The sizing rule of a frame node: fixed lengths per axis (nil = the child's own).
@usableFromInline package struct FrameSpec: Sendable, Equatable {
    @usableFromInline package var width: Double?
    @usableFromInline package var height: Double?
    @usableFromInline package var alignment: Alignment

    @usableFromInline package init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// The sizing rule of a flexible frame, per axis: a minimum, an ideal and a maximum
/// length (nil = not constrained on that side; the maximum may be `.infinity`).
///
/// Contract (per axis, `p` the proposed length, `c` the child's chosen length):
/// the child is proposed `p` clamped to [min, max]; when `p` is nil, the ideal
/// clamped to [min, max], or with no ideal nil (the child's ideal) unless the child
/// then chooses a length beyond a finite maximum: it is proposed the maximum instead.
/// So a maximum is never exceeded by a child that can be shorter (text wraps to it),
/// whatever the parent asks. The frame takes `p` clamped to
/// [min ?? min(c, max), max ?? max(c, min)], or, with no proposal, the ideal clamped
/// to [min, max] (else `c` clamped to [min, max]).
@usableFromInline package struct FlexFrameSpec: Sendable, Equatable {
    @usableFromInline package var minWidth: Double?
    @usableFromInline package var idealWidth: Double?
    @usableFromInline package var maxWidth: Double?
    @usableFromInline package var minHeight: Double?
    @usableFromInline package var idealHeight: Double?
    @usableFromInline package var maxHeight: Double?
    @usableFromInline package var alignment: Alignment

    @usableFromInline package init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// How `.aspectRatio` fits its ratio into the proposal: `fit` the largest size that
/// fits inside, `fill` the smallest size that covers it.
public enum AspectMode: Sendable, Equatable {
    /// The largest size with the ratio that fits inside the proposal.
    case fit
    /// The smallest size with the ratio that covers the proposal (it may overflow it).
    case fill
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension AspectMode {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .fit: 0
        case .fill: 1
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .fit
        case 1: self = .fill
        default: return nil
        }
    }
}
