/// One problem Panels met, from any stage: reading asset files, looking up strings
/// and colors, resolving (nesting cut), laying out popovers, drawing (a picture or
/// font that cannot be opened), or reading a sample's data.
///
/// Contract: `description` is `file:line:column: severity: message`, the form
/// compilers print, so editors and terminals can jump to it (the place is left out
/// when there is none; line and column when they are 0). Errors mean the input is
/// wrong (malformed, missing, mismatched); warnings mean it works but is probably not
/// meant. `subject` names what the problem is about when that is not a place: a
/// string key, a color or picture name, a node's identity. Every stage reports to
/// one sink, the `DiagnosticLog` in `PanelContext.diagnostics`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: Sendable, Hashable, Comparable {
        /// Works, but is probably not what was meant (a value held to its limits, a fallback used).
        case warning
        /// The input is wrong: malformed, missing or mismatched.
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What went wrong, without the place or the severity (`description` adds those).
    public var message: String
    /// Where it is, when it is in a file.
    public var location: FileLocation?
    /// What it is about: a key, a color or picture name, a node's identity.
    public var subject: String?

    /// A problem with `message`, at `location` in a file and about `subject` when given (nil:
    /// none).
    public init(_ severity: Severity, _ message: String, at location: FileLocation? = nil, subject: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.subject = subject
    }

    /// A problem at `file` (a path, or a short description such as `<table Widget>`),
    /// `line` and `column` (1-based; 0 when unknown).
    package init(_ severity: Severity, file: String, line: Int = 0, column: Int = 0, _ message: String) {
        self.init(severity, message, at: FileLocation(file: file, line: line, column: column))
    }

    /// A problem at `location`.
    package init(_ severity: Severity, at location: FileLocation, _ message: String) {
        self.init(severity, message, at: location)
    }

    /// Whether the severity is `.error`.
    public var isError: Bool { severity == .error }

    /// The file's path as it was found (empty when there is no place).
    package var file: String {
        get { location?.file ?? "" }
        set { location = FileLocation(file: newValue, line: line, column: column) }
    }

    /// 1-based line; 0 when unknown.
    package var line: Int { location?.line ?? 0 }

    /// 1-based column; 0 when unknown.
    package var column: Int { location?.column ?? 0 }

    public var description: String {
        guard let location, !location.description.isEmpty else { return "\(severity.rawValue): \(message)" }
        return "\(location): \(severity.rawValue): \(message)"
    }

    /// `text` as messages and dumps quote what users gave: in double quotes, at most
    /// `limit` characters (then "…" and how many more), quotes, backslashes, line breaks
    /// and other control characters escaped, so a hostile value (a 100,000-character
    /// name, a 10 MB caption) never floods a message and a dump stays one line.
    package static func quoted(_ text: String, limit: Int = 80) -> String {
        var out = "\""
        var count = 0
        for character in text {
            if count == limit { break }
            count += 1
            switch character {
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.properties.generalCategory == .control
                {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.append(character)
                }
            }
        }
        out += "\""
        if count == limit {
            let rest = text.dropFirst(limit).count
            if rest > 0 { out += "… (\(rest) more character\(rest == 1 ? "" : "s"))" }
        }
        return out
    }
}

/// The cases' names, as the command line, dumps and reports write them.
extension Diagnostic.Severity {
    /// The case's name.
    package var rawValue: String {
        switch self {
        case .warning: "warning"
        case .error: "error"
        }
    }

    /// The case named `rawValue`, or nil.
    package init?(rawValue: String) {
        switch rawValue {
        case "warning": self = .warning
        case "error": self = .error
        default: return nil
        }
    }
}
