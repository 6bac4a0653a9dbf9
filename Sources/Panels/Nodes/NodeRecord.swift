/// How a `NodeTree` stores one node: `Node`'s fields, with the kind's parameters as
/// plain data (`Payload`) when they are plain, or the index of the kind in the tree's
/// `richKinds` when they hold text, pictures, effects or other references.
///
/// Contract: trivial (no references, `_isPOD`), so a tree's nodes are made, copied
/// and freed as plain bytes, and a node is never built as a `NodeKind` first and
/// copied into place. `NodeTree.kind(of:)` gives the node's `NodeKind` back, equal
/// to the one it was made from.
struct NodeRecord {
    /// A kind's parameters when they are plain data; `rich` otherwise.
    enum Payload {
        case stack(axis: Axis, alignment: UInt8, spacing: Double)
        case layers(Alignment)
        case gap(axis: Axis?, minLength: Double)
        case padding(EdgeInsets)
        case frame(FrameSpec)
        case swatch(RGBA, cornerRadius: Double)
        case background
        case empty
        case aspectRatio(Double?, AspectMode)
        case offset(x: Double, y: Double)
        case overlay(Alignment)
        case measured
        case priority(Double)
        /// The kind is `NodeTree.richKinds[index]` (usually one whose parameters are
        /// not plain; a plain one when a rich kind was replaced, see `setKind`).
        case rich(Int32)

        /// `kind`'s plain parameters, or nil when they are not plain (a caption, a
        /// flexible frame, a shape, an effect, a picture, a scroller, a lazy list).
        @inline(__always)
        init?(_ kind: borrowing NodeKind) {
            switch kind {
            case .stack(let axis, let alignment, let spacing):
                self = .stack(axis: axis, alignment: alignment, spacing: spacing)
            case .layers(let alignment): self = .layers(alignment)
            case .gap(let axis, let minLength): self = .gap(axis: axis, minLength: minLength)
            case .padding(let insets): self = .padding(insets)
            case .frame(let spec): self = .frame(spec)
            case .swatch(let color, let radius): self = .swatch(color, cornerRadius: radius)
            case .background: self = .background
            case .empty: self = .empty
            case .aspectRatio(let ratio, let mode): self = .aspectRatio(ratio, mode)
            case .offset(let x, let y): self = .offset(x: x, y: y)
            case .overlay(let alignment): self = .overlay(alignment)
            case .measured: self = .measured
            case .priority(let value): self = .priority(value)
            case .caption, .flexFrame, .shape, .effect, .picture, .scroller, .longList: return nil
            }
        }

        /// The kind these parameters are, or nil for `rich`.
        var kind: NodeKind? {
            switch self {
            case .stack(let axis, let alignment, let spacing):
                .stack(axis: axis, alignment: alignment, spacing: spacing)
            case .layers(let alignment): .layers(alignment)
            case .gap(let axis, let minLength): .gap(axis: axis, minLength: minLength)
            case .padding(let insets): .padding(insets)
            case .frame(let spec): .frame(spec)
            case .swatch(let color, let radius): .swatch(color, cornerRadius: radius)
            case .background: .background
            case .empty: .empty
            case .aspectRatio(let ratio, let mode): .aspectRatio(ratio, mode)
            case .offset(let x, let y): .offset(x: x, y: y)
            case .overlay(let alignment): .overlay(alignment)
            case .measured: .measured
            case .priority(let value): .priority(value)
            case .rich: nil
            }
        }
    }

    var payload: Payload
    var direction: LayoutDirection
    /// Index of the parent node, or -1 for the root.
    var parent: Int32
    /// First index of this node's children in `NodeTree.childIndices`.
    var childStart: Int32
    /// Number of children.
    var childCount: Int32
    var identity: Identity

    @inline(__always)
    init(payload: Payload, identity: Identity, direction: LayoutDirection) {
        self.payload = payload
        self.direction = direction
        parent = -1
        childStart = 0
        childCount = 0
        self.identity = identity
    }
}
