import Panels

/// What a `PanelTester` looks for: elements of the stage's accessibility tree (what a
/// screen reader finds), so tests name things as users and readers do, not by
/// coordinates.
///
/// ```swift
/// try tester.tap(.label("Save"))
/// try tester.tap(.role(.toggle, label: "Wi-Fi"))
/// try tester.type("ana@example.com", into: .id("login.email"))
/// ```
///
/// Contract: `.id` matches the element's explicit id (`.id(_:)` on the panel);
/// `.label` the whole label; `.text` any element whose label or value contains the
/// text (case-sensitive); `.role` the role, and the whole label when given.
/// `.within` narrows any finder to the elements under one that another finder
/// finds exactly once.
public indirect enum Find: Sendable, CustomStringConvertible {
    case id(String)
    case label(String)
    case text(String)
    case role(AccessibilityRole, label: String? = nil)
    case within(Find, Find)

    public var description: String {
        switch self {
        case .id(let id): return "id \"\(id)\""
        case .label(let label): return "label \"\(label)\""
        case .text(let text): return "text \"\(text)\""
        case .role(let role, let label): return "\(role)" + (label.map { " \"\($0)\"" } ?? "")
        case .within(let outer, let inner): return "\(inner) within \(outer)"
        }
    }

    /// Whether `element` is what this finder (not `.within`) looks for.
    func matches(_ element: AccessibilityElement) -> Bool {
        switch self {
        case .id(let id): return element.id == id
        case .label(let label): return element.label == label
        case .text(let text): return element.label.contains(text) || element.value?.contains(text) == true
        case .role(let role, let label): return element.role == role && (label.map { element.label == $0 } ?? true)
        case .within(_, let inner): return inner.matches(element)
        }
    }
}

/// Why a `PanelTester` action could not be done: nothing matched, more than one thing
/// did, the element is outside the window, or motion did not come to rest.
public struct TesterError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) { self.description = description }
}
