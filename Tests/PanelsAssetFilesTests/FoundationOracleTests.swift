import Foundation
@testable import Panels
import PanelsTestSupport
import Testing

/// Generated formats filled by `StringFormatter` and by Foundation's
/// `String(format:locale:arguments:)` on this machine, with the same arguments, must
/// read the same: every specifier Panels formats as a number (`%d`, `%ld`, `%lld`,
/// `%i`, `%u`, `%x`, `%X`, `%o`, `%f`, `%.Nf`, `%e`, `%g` …, with flags and widths),
/// `%@`, `%%`, in order or with positions, in locales with other separators and
/// digits ("12,341", "12.341", "12 341", "١٢٬٣٤١", "၁၂,၃၄၁").
@Suite("Formatting agrees with Foundation")
struct FoundationOracleTests {
    static let locales = [
        "en", "en-GB", "de", "de-CH", "fr", "bg", "pl", "ru", "uk", "cs", "es", "ca", "it", "pt-BR", "pt-PT", "nl",
        "sv", "tr", "ar", "ar-EG", "ar-SA", "ckb", "fa", "he", "ur", "hi", "bn", "ne", "mr", "my", "th", "ja", "ko",
        "zh-Hans", "zh-Hant", "vi", "id",
    ]

    /// One argument's specifier and the value for each side.
    struct Slot {
        var specifier: String
        var panels: FormatArgument
        var foundation: any CVarArg
        var shown: String
    }

    static func slot(_ g: inout SplitMix64) -> Slot {
        func flags(_ allowed: String) -> String {
            var result = ""
            for flag in allowed where g.int(0 ... 3) == 0 { result.append(flag) }
            return result
        }
        func width() -> String { g.int(0 ... 2) == 0 ? String(g.int(1 ... 12)) : "" }
        switch g.int(0 ... 7) {
        case 0:
            let text = g.element(of: ["Ana", "plán", "東京", "٣ كتب", "x y", ""])
            return Slot(specifier: "%@", panels: .text(text), foundation: text, shown: "\"\(text)\"")
        case 1:
            let value = Int32(g.int(-2_000_000 ... 2_000_000) / g.element(of: [1, 10, 1000]))
            let conversion = g.element(of: ["d", "i"])
            return Slot(
                specifier: "%" + flags("-+0 ") + width() + conversion, panels: .integer(Int(value)), foundation: value,
                shown: "\(value)")
        case 2:
            let value = g.int(-5_000_000_000_000 ... 5_000_000_000_000) / g.element(of: [1, 1000, 1_000_000])
            let conversion = g.element(of: ["ld", "lld", "li", "lli"])
            return Slot(
                specifier: "%" + flags("-+0 ") + width() + conversion, panels: .integer(value), foundation: value,
                shown: "\(value)")
        case 3:
            let value = UInt32(g.int(0 ... 4_000_000))
            let conversion = g.element(of: ["u", "x", "X", "o"])
            return Slot(
                specifier: "%" + flags("-0") + width() + conversion, panels: .integer(Int(value)), foundation: value,
                shown: "\(value)")
        case 4:
            let value = UInt(g.int(0 ... 90_000_000_000))
            let conversion = g.element(of: ["lu", "llu", "lx", "llX"])
            return Slot(
                specifier: "%" + flags("-0") + width() + conversion, panels: .integer(Int(value)), foundation: value,
                shown: "\(value)")
        default:
            let magnitude = g.element(of: [1.0, 100.0, 10_000.0, 1_000_000.0])
            let value = Double(g.int(-1_000_000 ... 1_000_000)) / 997.0 * magnitude / 1000
            let precision = g.int(0 ... 2) == 0 ? "" : "." + String(g.int(0 ... 6))
            let conversion = g.element(of: ["f", "f", "f", "F", "e", "E", "g", "G"])
            return Slot(
                specifier: "%" + flags("-+0 ") + width() + precision + conversion, panels: .number(value),
                foundation: value, shown: "\(value)")
        }
    }

    @Test func generatedFormatsAgreeWithStringFormatLocale() {
        let now = Date(timeIntervalSince1970: 0)
        var formatters: [String: StringFormatter] = [:]
        PropertyTest.check("Panels and String(format:locale:)", cases: 4_000) { g in
            let locale = g.element(of: Self.locales)
            let slots = (0 ..< g.int(1 ... 4)).map { _ in Self.slot(&g) }
            let positional = g.bool()
            // Positional formats take the arguments in a shuffled order.
            var order = Array(slots.indices)
            if positional { order.shuffle(using: &g) }
            var format = g.element(of: ["", "", "Total: ", "%% ", "« "])
            for (n, index) in order.enumerated() {
                var specifier = slots[index].specifier
                if positional {
                    specifier.insert(contentsOf: "\(index + 1)$", at: specifier.index(after: specifier.startIndex))
                }
                format +=
                    specifier
                    + (n == order.count - 1
                        ? g.element(of: ["", " »", " 100%%"]) : g.element(of: [" ", ", ", " / ", " de "]))
            }
            let formatter =
                formatters[locale]
                ?? StringFormatter(
                    language: locale, formatter: LocaleFormatter(locale: Locale(identifier: locale), now: now))
            formatters[locale] = formatter
            let ours = formatter.format(.plain(format), slots.map(\.panels))
            let theirs = String(format: format, locale: Locale(identifier: locale), arguments: slots.map(\.foundation))
            guard ours.text == theirs, ours.issues.isEmpty else {
                return
                    "\(locale) \"\(format)\" with \(slots.map(\.shown).joined(separator: ", ")): Panels \"\(ours.text)\" \(ours.issues), Foundation \"\(theirs)\""
            }
            return nil
        }
    }
}
