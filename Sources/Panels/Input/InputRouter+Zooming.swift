/// Zoom gestures (`.onZoomGesture`): Ctrl+wheel and double clicks go to the innermost
/// panel under the pointer that asks for them, before scrolling and pressing.
extension InputRouter {
    /// The innermost zoom handler around the main-tree node under `point`, and the
    /// point relative to that node's presented frame.
    func zoomHandler(at point: Point) -> ((ZoomGesture) -> Void, Point)? {
        guard let hit = hit(at: point, for: .wheel), hit.layer == .main, var node = hit.node else { return nil }
        let tree = scene.tree
        while node >= 0 {
            if let handler = tree.interactions[node]?.onZoomGesture {
                let frame = scene.presentedFrame(ofIndex: node)
                return (handler, Point(x: point.x - frame.minX, y: point.y - frame.minY))
            }
            node = tree.records[Int(node)].parent
        }
        return nil
    }
}

/// A zoom gesture on a panel, at a point relative to its frame.
package enum ZoomGesture: Sendable, Equatable {
    /// Ctrl+wheel: `lines` positive away from the user (zoom in).
    case wheel(lines: Double, at: Point)
    /// A double click (toggles fit and fill).
    case doubleClick(at: Point)
}

extension Panel {
    /// Runs `action` for Ctrl+wheel and double clicks on this panel (the innermost wins).
    package consuming func onZoomGesture(_ action: @escaping (ZoomGesture) -> Void) -> _ControlModified<Self> {
        _ControlModified(attachment: .zoomGesture(action), content: self)
    }
}
