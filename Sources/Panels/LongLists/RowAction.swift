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

/// Which row shows its actions and how far they are revealed (points, ≥ 0).
///
/// The open row (one at most) is observed: opening or closing a row resolves the list
/// again, once, to put its buttons under it (or take them away). How far it is
/// revealed is a `LiveValue` its content is drawn moved by, so a drag that moves it
/// resolves and lays out nothing; gliding open or shut is that value's motion (at once
/// under reduce motion).
@Observable
final class LongListSwipes: @unchecked Sendable {
    /// The row whose buttons are resolved under it.
    private(set) var open: Identity?
    /// The open row's reveal (what its content is drawn moved by).
    @ObservationIgnored private var live: (row: Identity, value: LiveValue)?
    /// What every closed row is drawn moved by: nothing.
    @ObservationIgnored let closed = LiveValue(0)

    /// How far `row` is revealed (where it rests when it moves).
    func reveal(_ row: Identity) -> Double { live?.row == row ? live?.value.value ?? 0 : 0 }

    /// The reveals of the rows that have one above 0.
    var reveals: [Identity: Double] {
        guard let live, live.value.value > 0 else { return [:] }
        return [live.row: live.value.value]
    }

    /// The live value `row`'s content is drawn moved by.
    func liveValue(_ row: Identity) -> LiveValue { live?.row == row ? live?.value ?? closed : closed }

    /// Sets `row`'s reveal at once, closing every other row's.
    func set(_ row: Identity, _ amount: Double) {
        if amount > 0 {
            value(for: row).value = amount
        } else if live?.row == row {
            live?.value.value = 0
            close(row)
        }
    }

    /// Moves `row`'s reveal to `amount` with `motion` (closing every other row's); a row
    /// glided shut closes when it gets there.
    func glide(_ row: Identity, to amount: Double, motion: Motion = .easeOut(0.25)) {
        guard amount > 0 || live?.row == row else { return }
        value(for: row).animate(to: amount, motion: motion) { [weak self] in
            if amount <= 0 { self?.close(row) }
        }
    }

    /// `row`'s live value, made the open row's (every other row closed) when it is not.
    private func value(for row: Identity) -> LiveValue {
        if let live, live.row == row { return live.value }
        let value = LiveValue(0)
        live = (row, value)
        if open != row { open = row }
        return value
    }

    private func close(_ row: Identity) {
        guard live?.row == row else { return }
        live = nil
        if open != nil { open = nil }
    }
}

/// A row's swipe actions as resolved: the actions, how far they are revealed, the
/// direction, and where the reveal is kept.
struct LongListSwipeLook {
    static let actionWidth = 80.0

    var actions: [RowAction]
    /// Whether the row's buttons are resolved under it (it is open or moving).
    var isOpen: Bool
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
                swipes.glide(row, to: amount > width / 2 ? width : 0)
            }
            return .zero
        case .cancelled:
            swipes.glide(row, to: 0)
            return .zero
        }
    }

    /// Reveals the actions when hidden, hides them when shown (the keyboard's way in).
    func toggle() {
        guard let swipes else { return }
        swipes.glide(row, to: swipes.reveal(row) > 0 ? 0 : width)
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
                    // Two centred lines, so a longer title ("Remind me") wraps at its
                    // words instead of being cut in the button's width.
                    Caption(action.title).lineAlignment(.center).textStyle(.body).lineLimit(2).foreground(.white)
                        .padding(horizontal: 6, vertical: 4)
                        .frame(width: LongListSwipeLook.actionWidth)
                        .frame(maxHeight: .infinity)
                        .background(RGBA(hex: action.destructive ? 0xD70015 : 0x0040DD))
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
    }
}
