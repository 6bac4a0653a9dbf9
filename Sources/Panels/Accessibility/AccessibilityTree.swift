/// What assistive technologies read of a window: its elements, in reading order, each
/// with a role, label, value, states, frame and actions (`AccessibilityElement`).
///
/// Built on demand from a laid-out tree — `Composition.accessibilityTree`,
/// `Stage.accessibilityTree()` — never on every frame, so an idle window stays idle.
///
/// Contract (what the tree derives where modifiers leave facts unset):
/// - The root is the `window` element. Elements follow the order panels are written
///   (logical order, right to left included), reordered among siblings by
///   `.accessibilityOrder(_:)`; open popovers follow the main tree as `dialog`s,
///   innermost last, each with `dismiss`.
/// - A `Caption` is `text` (its whole text, truncated or not). A `Pressable` is a
///   `button` labelled by the text inside it, joined by ", "; what is inside is not
///   announced separately. An entry field is a `textField` with its text as value and
///   its selection. A scroller is a `scrollArea` (scroll actions); a `LongList` a
///   `list` with `rowCount` for all its data and a `listItem` per row laid out; a
///   picture an `image`; a `Separator` a `separator`.
/// - Panels that are none of these and carry no facts are not elements: what they
///   contain belongs to the nearest element around them.
/// - `.accessibilityHidden()` and `.decorative()` leave a panel and its contents out;
///   `.accessibilityGroup()` makes one element labelled by the text inside.
/// - A picture without a label that is not decorative, and a button without a label,
///   are listed in `findings`.
public struct AccessibilityTree: Sendable {
    /// Every element; `elements[0]` is the window.
    public internal(set) var elements: [AccessibilityElement]
    /// Elements a screen reader cannot announce properly (unlabeled pictures and
    /// buttons), naming the element by its path.
    public internal(set) var findings: [Diagnostic]
    /// The element each finding is about (indices into `elements`).
    var findingElements: [Int] = []

    /// The window element.
    public var root: AccessibilityElement { elements[0] }

    /// The tree as stable text: one line per element (`AccessibilityElement.line`),
    /// depth first in reading order, indented two spaces per level. New facts are only
    /// ever appended at the end of a line.
    public var text: String {
        var out = ""
        var stack: [(Int, Int)] = [(0, 0)]
        while let (index, depth) = stack.popLast() {
            out += String(repeating: "  ", count: depth) + elements[index].line + "\n"
            for child in elements[index].children.reversed() { stack.append((child, depth + 1)) }
        }
        return out
    }

    /// The elements with `role` (and `label`, when given), in reading order.
    public func elements(role: AccessibilityRole? = nil, label: String? = nil) -> [AccessibilityElement] {
        preorder.map { elements[$0] }.filter { element in
            (role.map { element.role == $0 } ?? true) && (label.map { element.label == $0 } ?? true)
        }
    }

    /// The first element, in reading order, labelled `label`.
    public func element(labelled label: String) -> AccessibilityElement? {
        preorder.lazy.map { elements[$0] }.first { $0.label == label }
    }

    /// Element indices depth first in reading order.
    var preorder: [Int] {
        var order: [Int] = []
        order.reserveCapacity(elements.count)
        var stack = [0]
        while let index = stack.popLast() {
            order.append(index)
            stack.append(contentsOf: elements[index].children.reversed())
        }
        return order
    }

    /// The path of `index` from the window, for messages: roles and labels, e.g.
    /// `window > list "Classes" > listItem > image`.
    public func path(of index: Int) -> String {
        var parts: [String] = []
        var current = index
        while current >= 0 {
            let element = elements[current]
            let label = element.label.isEmpty ? "" : " " + Diagnostic.quoted(element.label, limit: 40)
            parts.append(element.role.rawValue + label)
            current = element.parent
        }
        return parts.reversed().joined(separator: " > ")
    }
}
