/// The laid-out tree a stage's subsystems share. The frame loop (`Stage`) writes it
/// after each resolve and layout and at each frame; presentation, input, focus,
/// scrolling and popovers read it.
///
/// Contract: `targetFrames`, `presentedFrames` and `paintOrder` index `tree`'s nodes
/// (empty before the first layout); `indexOfIdentity` maps each identity to its
/// first node; `inputTime` is the clock of input events (the last frame's time, or
/// the time a host gave with an event).
final class StageScene {
    var tree = NodeTree()
    var session: LayoutSession?
    var layoutSize: Size?
    var needsResolve = true
    /// Nodes the last resolve made (the tree grows past it with `Measured` content).
    var resolvedCount = 0
    /// Frames as laid out, in points.
    var targetFrames: [Rect] = []
    /// Frames as drawn at the last frame: animated, scrolled, moved by live offsets.
    var presentedFrames: [Rect] = []
    var indexOfIdentity: [Identity: Int32] = [:]
    /// Node indices in drawing order (`NodeTree.paintOrder`).
    var paintOrder: [Int32] = []
    var inputTime = 0.0

    func presentedFrame(ofIndex index: Int32) -> Rect {
        Int(index) < presentedFrames.count ? presentedFrames[Int(index)] : .zero
    }

    func targetFrame(ofIndex index: Int32) -> Rect {
        Int(index) < targetFrames.count ? targetFrames[Int(index)] : .zero
    }

    func identity(of index: Int32) -> Identity { tree.records[Int(index)].identity }
}
