import Observation

/// One action on a `LongList` row, revealed by swiping the row (`LongList.swipeActions`),
/// and offered to assistive technologies and the keys as well.
public struct RowAction {
    let title: String
    let destructive: Bool
    let perform: () -> Void

    /// An action named `title` (the button's text and the accessibility action's name)
    /// that runs `perform`; `destructive` ones are drawn red.
    public init(_ title: String, destructive: Bool = false, perform: @escaping () -> Void) {
        self.title = title
        self.destructive = destructive
        self.perform = perform
    }
}

/// How far each row's actions are revealed, by the row's identity (points, ≥ 0):
/// observed, so a change resolves the list again (and, in `animate`, glides).
@Observable
final class LongListSwipes: @unchecked Sendable {
    var reveals: [Identity: Double] = [:]

    func reveal(_ row: Identity) -> Double { reveals[row] ?? 0 }

    /// Sets `row`'s reveal, closing every other row's.
    func set(_ row: Identity, _ amount: Double) {
        var next: [Identity: Double] = [:]
        if amount > 0 { next[row] = amount }
        if next != reveals { reveals = next }
    }
}

/// A row's swipe actions as resolved: the actions, how far they are revealed, the
/// direction, and where the reveal is kept.
struct LongListSwipeLook {
    static let actionWidth = 80.0

    var actions: [RowAction]
    var reveal: Double
    var rightToLeft: Bool
    var row: Identity
    var swipes: LongListSwipes?

    var width: Double { Self.actionWidth * Double(actions.count) }
    /// The content's horizontal offset for a reveal (leftwards in left-to-right).
    var sign: Double { rightToLeft ? 1 : -1 }

    /// Follows a horizontal drag on the row; hands the vertical part on (to the scroller).
    func drag(_ drag: PointerDrag) -> Point {
        guard let swipes else { return drag.delta }
        let rowWidth = drag.frame.width > 0 ? drag.frame.width : 3 * width
        switch drag.phase {
        case .began, .changed:
            let amount = min(max(0, swipes.reveal(row) + sign * drag.delta.x), rowWidth)
            swipes.set(row, amount)
            return Point(x: 0, y: drag.delta.y)
        case .ended:
            let amount = swipes.reveal(row)
            if amount > 0.6 * rowWidth, let first = actions.first {
                // A full swipe: the first action, at once.
                swipes.set(row, 0)
                first.perform()
            } else {
                animate(.easeOut(0.25)) { swipes.set(row, amount > width / 2 ? width : 0) }
            }
            return .zero
        case .cancelled:
            animate(.easeOut(0.25)) { swipes.set(row, 0) }
            return .zero
        }
    }

    /// Reveals the actions when hidden, hides them when shown (the keyboard's way in).
    func toggle() {
        guard let swipes else { return }
        animate(.easeOut(0.25)) { swipes.set(row, swipes.reveal(row) > 0 ? 0 : width) }
    }
}

/// The buttons under a swiped row, at its trailing end, as tall as the row.
struct LongListSwipeButtons: Panel {
    let look: LongListSwipeLook

    var body: some Panel {
        Row(spacing: 0) {
            Each(Array(look.actions.enumerated()), id: \.offset) { _, action in
                Pressable(action: {
                    look.swipes?.set(look.row, 0)
                    action.perform()
                }) { _ in
                    Caption(action.title).textStyle(.body).lineLimit(1).foreground(.white)
                        .padding(8)
                        .frame(width: LongListSwipeLook.actionWidth)
                        .frame(maxHeight: .infinity)
                        .background(RGBA(hex: action.destructive ? 0xD70015 : 0x0040DD))
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
    }
}
