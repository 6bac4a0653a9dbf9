import Panels

/// One problem `AssetLinter` found, with what it is about, so `LintReport` can group
/// it and a baseline can recognize it again.
///
/// Contract: `identity` names the problem without line numbers (scope, table,
/// locale, key, kind), so a baseline survives edits that move lines; `diagnostic` is
/// what is printed, with the file, line and column.
public struct LintFinding: Sendable, Hashable {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A malformed file or value (from reading).
        case file
        /// A key of the development language with no translation in a locale.
        case missingKey = "missing-key"
        /// A whole table with no translation in a locale.
        case missingTable = "missing-table"
        /// A key only in a translation.
        case onlyInTranslation = "only-in-translation"
        /// Format arguments that differ from the development language.
        case argumentMismatch = "argument-mismatch"
        /// A translation that leaves out arguments the development language shows
        /// (the rest agree): a warning, as translations may say less.
        case droppedArgument = "dropped-argument"
        /// A literal `%` followed by a space, read as a specifier.
        case literalPercent = "literal-percent"
        /// A plural form the language needs but the value lacks.
        case pluralForm = "plural-form"
        /// A `.stringsdict` value that references itself or expands past its budget.
        case pluralExpansion = "plural-expansion"
        /// A format issue in the development language.
        case format
        /// A color set with no dark variant.
        case noDarkVariant = "no-dark-variant"
        /// The same table, locale and key with different values in two scopes.
        case crossScope = "cross-scope"
        /// Something worth knowing that is not a problem (a color set left empty as in
        /// Xcode's template uses the system accent): printed as `note:`, never counted
        /// as a warning, never an error, not even with `--strict`.
        case note

        /// Kinds rolled up to one line per locale unless `--verbose`, and
        /// warnings unless `--strict`.
        public var isTranslationCoverage: Bool {
            self == .missingKey || self == .missingTable || self == .onlyInTranslation
        }
    }

    /// A problem's name in a baseline: never a line number.
    public struct Identity: Sendable, Hashable, Codable, Comparable {
        public var kind: Kind
        public var scope: String
        public var table: String
        public var locale: String
        public var key: String

        public init(kind: Kind, scope: String, table: String, locale: String, key: String) {
            self.kind = kind
            self.scope = scope
            self.table = table
            self.locale = locale
            self.key = key
        }

        public static func < (a: Identity, b: Identity) -> Bool {
            (a.scope, a.table, a.locale, a.key, a.kind.rawValue) < (b.scope, b.table, b.locale, b.key, b.kind.rawValue)
        }
    }

    public var diagnostic: Diagnostic
    public var identity: Identity
    /// Printed as `note:`, never counted as a problem, not even with `--strict`: every
    /// `.note`, and plural forms only large round numbers reach (see
    /// `AssetLinter.Options.strictPlurals`).
    public var isNote: Bool

    public init(_ diagnostic: Diagnostic, identity: Identity, isNote: Bool? = nil) {
        self.diagnostic = diagnostic
        self.identity = identity
        self.isNote = isNote ?? (identity.kind == .note)
    }
}
