/// Dragging a modal card by its grabber (`ModalCardMotion`): a press on the top
/// `grabberHeight` points of the frontmost card starts it; the card follows the
/// pointer; released past the distance or flicked down fast, it is dismissed,
/// otherwise it settles back.
extension InputRouter {
    /// The pointer went down at `point`: true when it grabbed the frontmost modal card.
    func beginCardDrag(at point: Point) -> Bool {
        guard let index = popovers.open.indices.last, index < popovers.placements.count,
            popovers.open[index].attachment.style == .card
        else { return false }
        let key = popovers.open[index].key
        let bubble = popovers.placements[index].placement.bubble
        let grabber = Rect(x: bubble.minX, y: bubble.minY, width: bubble.width, height: ModalCardMotion.grabberHeight)
        guard grabber.contains(point) else { return false }
        let current = popovers.cardDrags[key]?.offset(at: scene.inputTime) ?? 0
        popovers.cardDrags[key] = ModalCardDrag(grabbedAt: point.y, offset: current, time: scene.inputTime)
        draggedCard = key
        return true
    }

    /// The pointer moved while a card is held.
    func moveCardDrag(to point: Point) -> Bool {
        guard let key = draggedCard, point.y.isFinite else { return false }
        popovers.cardDrags[key]?.move(to: point.y, at: scene.inputTime)
        return true
    }

    /// The pointer went up (or the drag was lost): dismiss or settle back.
    func endCardDrag(at point: Point?) -> Bool {
        guard let key = draggedCard else { return false }
        draggedCard = nil
        if let point, point.y.isFinite { popovers.cardDrags[key]?.move(to: point.y, at: scene.inputTime) }
        guard var drag = popovers.cardDrags[key],
            let index = popovers.open.firstIndex(where: { $0.key == key }), index < popovers.placements.count
        else { return true }
        let height = popovers.placements[index].placement.bubble.height
        if point != nil,
            ModalCardMotion.dismisses(translation: drag.offset, velocity: drag.velocity, height: height)
        {
            popovers.open[index].attachment.dismiss()
        } else {
            drag.release(at: scene.inputTime)
            popovers.cardDrags[key] = drag
        }
        return true
    }
}
