/// One localized string as a table holds it: plain text, a `.stringsdict` plural
/// format, or an `.xcstrings` plural variation; with the place it was read from.
package struct LocalizedValue: Sendable, Hashable {
    /// The text, or the plural forms, of a localized value.
    package enum Content: Sendable, Hashable {
        /// A format string (`"%@ at %@"`) or plain text.
        case plain(String)
        /// A `.stringsdict` entry: `NSStringLocalizedFormatKey` with `%#@name@`
        /// variables, each choosing a form by the plural category of its argument.
        case pluralFormat(String, variables: [String: PluralVariable])
        /// An `.xcstrings` plural variation: the form is chosen by the first numeric
        /// argument.
        case pluralForms([PluralCategory: String])
    }

    package var content: Content
    package var location: FileLocation

    package init(_ content: Content, location: FileLocation) {
        self.content = content
        self.location = location
    }

    /// The argument numbers and kinds this value expects (see `FormatString.signature`).
    package var signature: [Int: FormatString.Kind] {
        switch content {
        case .plain(let text):
            return FormatString(text).signature
        case .pluralFormat(let format, let variables):
            var result = FormatString(format).signature
            for s in FormatString(format).specifiers {
                guard let name = s.variable, let variable = variables[name] else { continue }
                for form in variable.forms.values {
                    for inner in FormatString(form).specifiers where inner.explicitPosition {
                        result[inner.argument] = inner.kind
                    }
                }
            }
            return result
        case .pluralForms(let forms):
            var result: [Int: FormatString.Kind] = [:]
            for category in PluralCategory.allCases.reversed() {
                guard let form = forms[category] else { continue }
                result.merge(FormatString(form).signature) { old, _ in old }
            }
            return result
        }
    }

    /// Every text the value can show (each plural form), for checks.
    package var texts: [String] {
        switch content {
        case .plain(let text): return [text]
        case .pluralFormat(let format, let variables):
            return [format]
                + variables.keys.sorted().flatMap { name in
                    PluralCategory.allCases.compactMap { variables[name]!.forms[$0] }
                }
        case .pluralForms(let forms): return PluralCategory.allCases.compactMap { forms[$0] }
        }
    }

    /// The value with every text passed through `transform` (for pseudo-locales).
    package func mapTexts(_ transform: (String) -> String) -> LocalizedValue {
        var copy = self
        switch content {
        case .plain(let text): copy.content = .plain(transform(text))
        case .pluralFormat(let format, let variables):
            copy.content = .pluralFormat(
                format,
                variables: variables.mapValues { v in
                    PluralVariable(valueType: v.valueType, forms: v.forms.mapValues(transform))
                })
        case .pluralForms(let forms): copy.content = .pluralForms(forms.mapValues(transform))
        }
        return copy
    }
}

/// One `%#@name@` variable of a `.stringsdict` entry: its value type (`d`, `ld` …) and
/// a text per plural category (`other` is required).
package struct PluralVariable: Sendable, Hashable {
    package var valueType: String
    package var forms: [PluralCategory: String]

    package init(valueType: String, forms: [PluralCategory: String]) {
        self.valueType = valueType
        self.forms = forms
    }
}
