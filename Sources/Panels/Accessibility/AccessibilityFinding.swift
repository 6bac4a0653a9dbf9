/// Something the accessibility audit found: text below WCAG 2.2 AA contrast, a hit
/// target under 44×44 pt, a picture or control without a label, a control the
/// keyboard cannot reach.
///
/// Contract: `description` is one line, `kind: subject: detail`, naming the node
/// (a caption's text, an element's role and label) and the measured figure.
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
    /// What sort of problem a finding is; its raw value starts the finding's description.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// Text whose contrast with the pixels behind it is below AA.
        case contrast
        /// A control smaller than 44×44 pt.
        case target
        /// A picture or control a screen reader cannot name.
        case unlabeled
        /// A control Tab never reaches.
        case keyboard
    }

    /// What sort of problem this is.
    public var kind: Kind
    /// What it is about: `"Book a class"` for text, `button "en"` for a control.
    public var subject: String
    /// The measure and the need: `3.93:1, #E8462B on #FFFFFF, needs 4.5:1`.
    package var detail: String
    /// Where, in window points.
    public var frame: Rect
    /// The measured figure: the contrast ratio, or the smaller side in points.
    package var measured: Double?

    /// A finding; `frame` in window points, `measured` the figure behind it (nil when there is
    /// none).
    package init(_ kind: Kind, subject: String, detail: String, frame: Rect, measured: Double? = nil) {
        self.kind = kind
        self.subject = subject
        self.detail = detail
        self.frame = frame
        self.measured = measured
    }

    public var description: String { "\(kind.rawValue): \(subject): \(detail)" }
}

/// The cases' names, as the command line, dumps and reports write them.
extension AccessibilityFinding.Kind {
    /// The case's name.
    package var rawValue: String {
        switch self {
        case .contrast: "contrast"
        case .target: "small target"
        case .unlabeled: "unlabeled"
        case .keyboard: "not keyboard-reachable"
        }
    }

    /// The case named `rawValue`, or nil.
    package init?(rawValue: String) {
        switch rawValue {
        case "contrast": self = .contrast
        case "small target": self = .target
        case "unlabeled": self = .unlabeled
        case "not keyboard-reachable": self = .keyboard
        default: return nil
        }
    }
}
