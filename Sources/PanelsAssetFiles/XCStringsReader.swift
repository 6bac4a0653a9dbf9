import Foundation
import Panels

/// Reads an `.xcstrings` string catalog (JSON, decoded with `Codable`) into values per
/// locale, with plural variations.
///
/// Contract: a key with no localization in the source language means the key itself
/// (Xcode's rule). Problems carry the line and column of the JSON value they concern:
/// the catalog is also read by `JSONReader`, which maps a decoding error's coding
/// path back to a position. Never traps on any bytes. `substitutions` become plural
/// variables at their `argNum`, or without one at the argument their `%#@name@` takes
/// in the text (in order of appearance; the value's signature counts them there); device
/// variations use `devicePreference` (iphone, then other); `shouldTranslate: false` and
/// `extractionState: stale` keys are listed in `exempt` (lint does not ask for their
/// translations).
enum XCStringsReader {
    struct Catalog: Decodable {
        var sourceLanguage: String
        var strings: [String: Entry]
        var version: String?
    }

    struct Entry: Decodable {
        var localizations: [String: Localization]?
        var comment: String?
        var extractionState: String?
        var shouldTranslate: Bool?
    }

    struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: Substitution]?
    }

    /// `%#@name@` in a value: the argument it counts and its plural forms, where
    /// `%arg` stands for the argument.
    struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }

    struct StringUnit: Decodable {
        var state: String?
        var value: String
    }

    struct Variations: Decodable {
        var plural: [String: Localization]?
        var device: [String: Localization]?
    }

    struct Result {
        var sourceLanguage: String
        /// locale → key → value
        var values: [String: [String: LocalizedValue]]
        var problems: [Diagnostic]
        /// Keys lint does not expect translations for: `shouldTranslate: false`
        /// ("not to be translated") and `extractionState: stale` ("stale").
        var exempt: [String: String] = [:]
    }

    /// The device variation used when a value varies by device: Panels draws phone
    /// widgets, so `iphone`, then Xcode's `other`, then the first by name.
    static let devicePreference = ["iphone", "other"]

    static func read(_ data: Data, file: String) -> Result {
        var result = Result(sourceLanguage: "en", values: [:], problems: [])
        let document: JSONReader.Node
        do {
            document = try JSONReader.parse([UInt8](data))
        } catch {
            result.problems.append(
                Diagnostic(
                    .error, file: file, line: error.line, column: error.column,
                    "malformed JSON: \(error.message)"))
            return result
        }
        func node(at path: [String]) -> JSONReader.Node {
            var current = document
            for component in path {
                if let next = current[component] {
                    current = next
                } else if let index = Int(component), current.elements.indices.contains(index) {
                    current = current.elements[index]
                } else {
                    break
                }
            }
            return current
        }
        let catalog: Catalog
        do {
            catalog = try JSONDecoder().decode(Catalog.self, from: data)
        } catch let error as DecodingError {
            let (path, message) = describe(error)
            let at = node(at: path)
            result.problems.append(Diagnostic(.error, file: file, line: at.line, column: at.column, message))
            return result
        } catch {
            result.problems.append(
                Diagnostic(.error, file: file, line: 1, column: 1, "cannot read the string catalog: \(error)"))
            return result
        }
        result.sourceLanguage = LocaleTag.normalize(catalog.sourceLanguage)
        for key in catalog.strings.keys.sorted() {
            let entry = catalog.strings[key]!
            let keyNode = node(at: ["strings", key])
            var hasSource = false
            if entry.shouldTranslate == false {
                result.exempt[key] = "not to be translated"
            } else if entry.extractionState == "stale" {
                result.exempt[key] = "stale"
            }
            for (language, localization) in entry.localizations ?? [:] {
                let tag = LocaleTag.normalize(language)
                let path = ["strings", key, "localizations", language]
                let at = node(at: path)
                let location = FileLocation(file: file, line: at.line, column: at.column)
                guard
                    let content = read(
                        localization, key: key, language: language, path: path, location: location,
                        node: node, problems: &result.problems)
                else { continue }
                result.values[tag, default: [:]][key] = LocalizedValue(content, location: location)
                if tag == result.sourceLanguage { hasSource = true }
            }
            if !hasSource {
                let location = FileLocation(file: file, line: keyNode.line, column: keyNode.column)
                result.values[result.sourceLanguage, default: [:]][key] = LocalizedValue(
                    .plain(key), location: location)
            }
        }
        result.problems.sort { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
        return result
    }

    /// One localization's content: a string unit, plural or device variations (device
    /// first, see `devicePreference`), with `substitutions` turned into plural
    /// variables at their argument numbers (`%#@books@` → `%1$#@books@`, `%arg` →
    /// `%1$lld`).
    private static func read(
        _ localization: Localization, key: String, language: String, path: [String], location: FileLocation,
        node: ([String]) -> JSONReader.Node, problems: inout [Diagnostic]
    ) -> LocalizedValue.Content? {
        func report(_ at: [String], _ message: String) {
            let bad = node(at)
            problems.append(Diagnostic(.error, file: location.file, line: bad.line, column: bad.column, message))
        }
        if let device = localization.variations?.device {
            let name =
                devicePreference.first { device[$0] != nil } ?? device.keys.sorted().first
            guard let name, let chosen = device[name] else {
                report(path, "\"\(key)\" (\(language)): device variations are empty")
                return nil
            }
            return read(
                chosen, key: key, language: language, path: path + ["variations", "device", name],
                location: location, node: node, problems: &problems)
        }
        if let plural = localization.variations?.plural {
            guard
                let forms = pluralForms(
                    plural, key: key, language: language, path: path + ["variations", "plural"], report: report)
            else { return nil }
            return .pluralForms(forms)
        }
        guard let unit = localization.stringUnit else {
            report(path, "\"\(key)\" (\(language)): expected a stringUnit or plural variations")
            return nil
        }
        guard let substitutions = localization.substitutions, !substitutions.isEmpty else { return .plain(unit.value) }
        // A substitution without `argNum` counts the argument its `%#@name@` takes in
        // the text, in order (as Xcode numbers them), not in the order of the names.
        var parsed = FormatString(unit.value)
        var arguments: [String: Int] = [:]
        for piece in parsed.pieces {
            if case .specifier(let s) = piece, let name = s.variable, arguments[name] == nil {
                arguments[name] = substitutions[name]?.argNum ?? s.argument
            }
        }
        var variables: [String: PluralVariable] = [:]
        for name in substitutions.keys.sorted() {
            let substitution = substitutions[name]!
            let subPath = path + ["substitutions", name]
            let argument = arguments[name] ?? substitution.argNum ?? 1
            let specifier = substitution.formatSpecifier ?? "lld"
            guard let plural = substitution.variations?.plural,
                var forms = pluralForms(
                    plural, key: key, language: language, path: subPath + ["variations", "plural"], report: report)
            else {
                if substitution.variations?.plural == nil {
                    report(subPath, "\"\(key)\" (\(language)): substitution \"\(name)\" has no plural variations")
                }
                return nil
            }
            forms = forms.mapValues { $0.replacingOccurrences(of: "%arg", with: "%\(argument)$\(specifier)") }
            variables[name] = PluralVariable(valueType: specifier, forms: forms)
        }
        // Every specifier written with its position, so the numbering above holds.
        for index in parsed.pieces.indices {
            guard case .specifier(var s) = parsed.pieces[index] else { continue }
            if let name = s.variable, let argument = arguments[name] { s.argument = argument }
            s.explicitPosition = true
            parsed.pieces[index] = .specifier(s)
        }
        let format = parsed.positional()
        return .pluralFormat(format, variables: variables)
    }

    private static func pluralForms(
        _ plural: [String: Localization], key: String, language: String, path: [String],
        report: ([String], String) -> Void
    ) -> [PluralCategory: String]? {
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name) else {
                report(
                    path + [name], "unknown plural category \"\(name)\" (expected zero, one, two, few, many, other)")
                continue
            }
            guard let value = form.stringUnit?.value else {
                report(path + [name], "plural form \"\(name)\" has no stringUnit")
                continue
            }
            forms[category] = value
        }
        guard forms[.other] != nil else {
            report(
                Array(path.dropLast(2)), "\"\(key)\" (\(language)): plural variation has no \"other\" form (required)")
            return nil
        }
        return forms
    }

    private static func describe(_ error: DecodingError) -> ([String], String) {
        func path(_ context: DecodingError.Context) -> [String] {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        }
        func dotted(_ p: [String]) -> String { p.isEmpty ? "the top level" : p.joined(separator: ".") }
        switch error {
        case .keyNotFound(let key, let context):
            return (path(context), "missing \"\(key.stringValue)\" in \(dotted(path(context)))")
        case .typeMismatch(let type, let context):
            return (path(context), "\(dotted(path(context))): expected \(type == String.self ? "a string" : "\(type)")")
        case .valueNotFound(let type, let context):
            return (path(context), "\(dotted(path(context))): expected \(type), found null")
        case .dataCorrupted(let context):
            return (path(context), "\(dotted(path(context))): \(context.debugDescription)")
        @unknown default:
            return ([], "cannot read the string catalog")
        }
    }
}
