/// What a caption shows when it is given a key: the key, its table and the arguments,
/// resolved against the context's locale and string tables when the tree resolves
/// (so changing the locale re-resolves it). A caption made with `Caption(formatted:)`
/// shows one argument formatted for the locale.
///
/// A class (immutable, shared by copies): a caption holds it as one optional
/// reference, so resolving or copying a plain caption (no key) checks a pointer for
/// nil instead of copying an optional enum and array through the runtime's value
/// witnesses (90 instructions a caption, the feed's 2,001 captions 0.18 M).
@usableFromInline
package final class CaptionLocalization: Sendable {
    enum Source: Sendable {
        case key(String, table: String)
        case formatted
        /// One of the toolkit's own words (`ToolkitString`).
        case toolkit(ToolkitString)
    }

    let source: Source
    let arguments: [FormatArgument]

    init(source: Source, arguments: [FormatArgument]) {
        self.source = source
        self.arguments = arguments
    }

    func text(in context: PanelContext) -> String {
        switch source {
        case .key(let key, let table):
            return context.localizedText(key, table: table, arguments: arguments)
        case .formatted:
            return arguments.first.map(context.formatted) ?? ""
        case .toolkit(let word):
            let text = word.text(for: context.localeTag)
            guard !arguments.isEmpty else { return text }
            let language = LocaleTag.language(context.localeTag)
            return StringFormatter(language: language, formatter: context.formatter).format(.plain(text), arguments)
                .text
        }
    }
}

extension Caption {
    /// A caption localized from the string table `table` (`<locale>.lproj/<table>.strings`,
    /// `.stringsdict` or `<table>.xcstrings`) for the context's locale, with
    /// `arguments` filling its `%@`, `%d`, `%1$@` … specifiers. A missing key shows the
    /// key itself and is reported to the context's `diagnostics`.
    public init(key: String, table: String = "Localizable", arguments: FormatArgument...) {
        self.init(key)
        localization = CaptionLocalization(source: .key(key, table: table), arguments: arguments)
    }

    /// A caption localized from `table`, with variables as arguments:
    /// `Caption(key: "runs", arguments: runs, distance)` for an `Int` and a `Double`
    /// (see `FormatArgumentConvertible` for what each type becomes; `nil` is empty text).
    public init<each Argument: FormatArgumentConvertible>(
        key: String, table: String = "Localizable",
        arguments: repeat each Argument
    ) {
        var list: [FormatArgument] = []
        for argument in repeat each arguments { list.append(argument.formatArgument) }
        self.init(key: key, table: table, argumentList: list)
    }

    /// A caption localized from `table`, with the arguments given as an array.
    public init(key: String, table: String = "Localizable", argumentList: [FormatArgument]) {
        self.init(key)
        localization = CaptionLocalization(source: .key(key, table: table), arguments: argumentList)
    }

    /// One of the toolkit's own words, in the context's locale, with `arguments` filling
    /// its format (`ToolkitString.placeOf`, `.timeOf`); the English until the tree resolves.
    package init(toolkit word: ToolkitString, arguments: FormatArgument...) {
        self.init(word.text(for: "en"))
        localization = CaptionLocalization(source: .toolkit(word), arguments: arguments)
    }

    /// A caption showing a value formatted for the context's locale:
    /// `Caption(formatted: distance)` shows "5.2" or "5,2", `Caption(formatted: .time(start))`
    /// "7:00 PM" or "19:00".
    public init<Value: FormatArgumentConvertible>(formatted value: Value) {
        self.init("")
        localization = CaptionLocalization(source: .formatted, arguments: [value.formatArgument])
    }
}
