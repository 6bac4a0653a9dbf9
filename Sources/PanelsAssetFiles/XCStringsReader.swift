import Foundation
import Panels

/// Reads an `.xcstrings` string catalog (JSON, decoded with `Codable`) into values per
/// locale, with plural variations.
///
/// Contract: a key with no localization in the source language means the key itself
/// (Xcode's rule). Problems carry the line and column of the JSON value they concern:
/// the catalog is also read by `JSONReader`, which maps a decoding error's coding
/// path back to a position. Never traps on any bytes.
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
    }

    struct Localization: Decodable {
        var stringUnit: StringUnit?
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
    }

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
            for (language, localization) in entry.localizations ?? [:] {
                let tag = LocaleTag.normalize(language)
                let at = node(at: ["strings", key, "localizations", language])
                let location = FileLocation(file: file, line: at.line, column: at.column)
                if let unit = localization.stringUnit {
                    result.values[tag, default: [:]][key] = LocalizedValue(.plain(unit.value), location: location)
                } else if let plural = localization.variations?.plural {
                    var forms: [PluralCategory: String] = [:]
                    for (name, form) in plural {
                        guard let category = PluralCategory(rawValue: name) else {
                            let bad = node(at: [
                                "strings", key, "localizations", language, "variations", "plural", name,
                            ])
                            result.problems.append(
                                Diagnostic(
                                    .error, file: file, line: bad.line, column: bad.column,
                                    "unknown plural category \"\(name)\" (expected zero, one, two, few, many, other)"))
                            continue
                        }
                        guard let value = form.stringUnit?.value else {
                            let bad = node(at: [
                                "strings", key, "localizations", language, "variations", "plural", name,
                            ])
                            result.problems.append(
                                Diagnostic(
                                    .error, file: file, line: bad.line, column: bad.column,
                                    "plural form \"\(name)\" has no stringUnit"))
                            continue
                        }
                        forms[category] = value
                    }
                    guard forms[.other] != nil else {
                        result.problems.append(
                            Diagnostic(
                                .error, at: location,
                                "\"\(key)\" (\(language)): plural variation has no \"other\" form (required)"))
                        continue
                    }
                    result.values[tag, default: [:]][key] = LocalizedValue(.pluralForms(forms), location: location)
                } else if let device = localization.variations?.device,
                    let unit = (device["other"] ?? device.values.first)?.stringUnit
                {
                    result.values[tag, default: [:]][key] = LocalizedValue(.plain(unit.value), location: location)
                } else {
                    result.problems.append(
                        Diagnostic(
                            .error, at: location, "\"\(key)\" (\(language)): expected a stringUnit or plural variations"
                        ))
                    continue
                }
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
