import Foundation
import Panels
import PanelsSDL

/// Drives a `Stage` the way a user does, for tests: finds elements by id, label, role
/// or text (`Find`, from the accessibility tree), taps, types, presses keys, scrolls,
/// drags and flings them, and lets motion come to rest (`settle()`) on the stage's
/// virtual clock — no coordinates, no guessed times.
///
/// ```swift
/// @Test @MainActor func signingIn() throws {
///     let model = LoginModel()
///     let tester = PanelTester(size: Size(width: 390, height: 844)) { LoginForm(model: model) }
///     try tester.type("ana@example.com", into: .role(.textField, label: "Email"))
///     try tester.tap(.label("Sign in"))
///     try tester.settle()
///     #expect(model.isSignedIn)
/// }
/// ```
///
/// Contract:
/// - Every action finds exactly one element first: none, or more than one, throws a
///   `TesterError` naming the finder, what was found and the window's elements; an
///   element whose centre is outside the window throws (scroll to it first).
/// - After each action the tester draws a frame one step (1/60 s) later, as a host
///   would, so the next find sees the change; `settle()` goes on until nothing moves.
/// - Drags and flings move the pointer in steps of 1/60 s: a drag over `duration`
///   (0.5 s by default), a fling over 0.05 s, so it is released fast.
/// - The stage is the tester's: keep using it (`stage`) for snapshots between actions.
public final class PanelTester {
    public let stage: Stage
    public var size: Size
    public var scale: Double
    /// The virtual clock of the last frame drawn.
    public private(set) var time: Double
    /// The longest `settle()` waits, in virtual seconds.
    public var settleLimit = 10.0
    static let step = 1.0 / 60

    /// A tester of `stage` in a window of `size` points at `scale`; draws the first frame.
    public init(stage: Stage, size: Size, scale: Double = 1) {
        self.stage = stage
        self.size = size
        self.scale = scale
        time = stage.clock
        _ = stage.frame(size: size, scale: scale, at: time)
    }

    /// A tester of a new stage of `content` (measured with the bundled fonts, at
    /// `scale`), with `context`; the caret does not blink.
    public convenience init<Content: Panel>(
        size: Size, scale: Double = 1, context: PanelContext = PanelContext(),
        @PanelBuilder content: @escaping () -> Content
    ) {
        var context = context
        context.caretBlinks = false
        let stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: scale), content: content)
        self.init(stage: stage, size: size, scale: scale)
    }

    // MARK: Finding

    /// The stage's accessibility tree as of the last frame.
    public var tree: AccessibilityTree { stage.accessibilityTree() }

    /// Every element `finder` finds, in reading order.
    public func findAll(_ finder: Find) -> [AccessibilityElement] {
        let tree = tree
        return Self.find(finder, in: tree, under: nil).map { tree.elements[$0] }
    }

    /// The one element `finder` finds; throws when there is none or more than one.
    @discardableResult
    public func find(_ finder: Find) throws(TesterError) -> AccessibilityElement {
        let tree = tree
        let found = Self.find(finder, in: tree, under: nil)
        guard found.count == 1 else {
            let what =
                found.isEmpty
                ? "nothing"
                : "\(found.count) elements:\n"
                    + found.prefix(8).map { "  " + tree.path(of: $0) }.joined(separator: "\n")
            throw TesterError("\(finder) found \(what)\nThe window has:\n\(tree.text)")
        }
        return tree.elements[found[0]]
    }

    /// Whether `finder` finds at least one element.
    public func exists(_ finder: Find) -> Bool { !findAll(finder).isEmpty }

    static func find(_ finder: Find, in tree: AccessibilityTree, under root: Int?) -> [Int] {
        if case .within(let outer, let inner) = finder {
            let outers = find(outer, in: tree, under: root)
            guard outers.count == 1 else { return [] }
            return find(inner, in: tree, under: outers[0])
        }
        var out: [Int] = []
        var stack = [root ?? 0]
        while let index = stack.popLast() {
            if index != root && finder.matches(tree.elements[index]) { out.append(index) }
            stack.append(contentsOf: tree.elements[index].children.reversed())
        }
        return out
    }

    /// The centre of the one element `finder` finds, checked to be in the window.
    func point(_ finder: Find) throws(TesterError) -> Point {
        let element = try find(finder)
        let frame = element.frame
        let centre = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        guard centre.x >= 0, centre.y >= 0, centre.x < size.width, centre.y < size.height else {
            throw TesterError(
                "\(finder) is outside the window (at \(frame), the window is \(size)); scroll to it first")
        }
        return centre
    }

    // MARK: Time

    /// Draws the frame `seconds` later (one step by default).
    public func advance(_ seconds: Double = 1.0 / 60) {
        time += seconds.isFinite && seconds > 0 ? seconds : Self.step
        _ = stage.frame(size: size, scale: scale, at: time)
    }

    /// Advances the clock until nothing moves (`Stage.pendingMotion`), at most
    /// `settleLimit` seconds; throws naming what still moves after that.
    @discardableResult
    public func settle() throws(TesterError) -> Double {
        var still: [String] = []
        let start = time
        guard let rest = stage.settle(size: size, scale: scale, step: Self.step, limit: settleLimit, still: &still)
        else {
            time = stage.clock
            throw TesterError(
                "still moving after \(settleLimit) s: \(still.joined(separator: ", ")) (a repeating animation never settles; use advance(_:))"
            )
        }
        time = rest
        return rest - start
    }

    // MARK: Actions

    /// Clicks the element `finder` finds, once (`count` 2: a double click).
    public func tap(_ finder: Find, count: Int = 1) throws(TesterError) {
        let at = try point(finder)
        for click in 1 ... max(1, min(count, 3)) {
            stage.handle(.pointerDown(PointerEvent(location: at, clickCount: click)), at: time)
            stage.handle(.pointerUp(PointerEvent(location: at, clickCount: click)), at: time)
        }
        advance()
    }

    /// Double-clicks the element `finder` finds.
    public func doubleTap(_ finder: Find) throws(TesterError) { try tap(finder, count: 2) }

    /// Clicks the element `finder` finds with the secondary button (a context menu).
    public func secondaryClick(_ finder: Find) throws(TesterError) {
        let at = try point(finder)
        stage.handle(.pointerDown(PointerEvent(location: at, button: .secondary)), at: time)
        stage.handle(.pointerUp(PointerEvent(location: at, button: .secondary)), at: time)
        advance()
    }

    /// Types `text` into the focused entry, or first taps the one `finder` finds
    /// (which must then have focus).
    public func type(_ text: String, into finder: Find? = nil) throws(TesterError) {
        if let finder {
            try tap(finder)
            guard stage.wantsTextInput else { throw TesterError("\(finder) did not take focus for typing") }
        } else if !stage.wantsTextInput {
            throw TesterError("no text entry has focus to type \"\(text)\" into")
        }
        stage.handle(.textInput(text), at: time)
        advance()
    }

    /// Presses `key` (with `modifiers`) where focus is: a name as `KeyEvent.key` has it
    /// (`"Tab"`, `"ArrowUp"`, `"m"`), a combination (`"shift+Tab"`), or a `KeyName`
    /// (`.up`, `.escape`, `KeyName.tab.with(.shift)`).
    public func press(_ key: KeyName, modifiers: KeyModifiers = []) {
        let event = KeyEvent(key: key.rawValue, modifiers: key.modifiers.union(modifiers))
        stage.handle(.keyDown(event), at: time)
        stage.handle(.keyUp(event), at: time)
        advance()
    }

    /// Presses the key named `key` (a combination such as `"shift+Tab"` holds its
    /// modifiers) where focus is.
    public func press(_ key: String, modifiers: KeyModifiers = []) {
        press(KeyName(key), modifiers: modifiers)
    }

    /// Gives keyboard focus to the element `finder` finds, as a screen reader's focus
    /// action does (no click: a click may also act); throws when it cannot take focus.
    public func focus(_ finder: Find) throws(TesterError) {
        try perform(.focus, on: finder)
    }

    /// Carries out `action` on the element `finder` finds, as an assistive technology
    /// asks it (`.press`, `.focus`, `.increment`, `.custom("Cancel")` …); throws when the
    /// element does not offer it.
    public func perform(_ action: AccessibilityAction, on finder: Find) throws(TesterError) {
        let element = try find(finder)
        guard stage.perform(action, on: element) else {
            throw TesterError("\(finder) does not offer \(action): it has \(element.actions)")
        }
        advance()
    }

    /// Turns the wheel over the element `finder` finds so its content moves `dy` points
    /// up (toward the end, as scrolling down reads on; negative: back toward the start)
    /// and `dx` points toward its trailing side, in `ScrollPhysics.lineLength` lines.
    public func scroll(_ finder: Find, dy: Double, dx: Double = 0) throws(TesterError) {
        let at = try point(finder)
        let line = ScrollPhysics.lineLength
        stage.handle(.wheel(dx: dx / line, dy: -dy / line, at: at, modifiers: []), at: time)
        advance()
    }

    /// Scrolls the element `scroller` finds until `target` is in the window, in steps
    /// of `step` points, at most `limit` steps; throws when it never shows.
    public func scroll(_ scroller: Find, until target: Find, step: Double = 200, limit: Int = 100)
        throws(TesterError)
    {
        for _ in 0 ..< limit {
            if let element = findAll(target).first, element.frame.minY >= 0,
                element.frame.maxY <= size.height
            {
                return
            }
            try scroll(scroller, dy: step)
            try settle()
        }
        throw TesterError("\(target) did not come into view after scrolling \(scroller) \(limit) times")
    }

    /// Drags the element `finder` finds by `offset` points over `duration` seconds,
    /// then releases it (without settling).
    public func drag(_ finder: Find, by offset: Point, duration: Double = 0.5) throws(TesterError) {
        let start = try point(finder)
        let steps = max(1, Int((duration.isFinite ? duration : 0.5) / Self.step))
        stage.handle(.pointerDown(PointerEvent(location: start)), at: time)
        var at = start
        for i in 1 ... steps {
            let t = Double(i) / Double(steps)
            at = Point(x: start.x + offset.x * t, y: start.y + offset.y * t)
            advance()
            stage.handle(.pointerMove(PointerEvent(location: at)), at: time)
        }
        stage.handle(.pointerUp(PointerEvent(location: at)), at: time)
        advance()
    }

    /// Drags the element `finder` finds by `offset` quickly (over 0.05 s) and lets go:
    /// what scrolls goes on with momentum.
    public func fling(_ finder: Find, by offset: Point) throws(TesterError) {
        try drag(finder, by: offset, duration: 0.05)
    }
}
