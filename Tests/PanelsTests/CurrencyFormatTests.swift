import Foundation
import Panels
import Testing

/// Money in the locale's format (`FormatArgument.currency`), for any number and any
/// code: never a crash, never an empty text.
@Suite("Currency format")
struct CurrencyFormatTests {
    func text(_ value: Double, _ code: String, _ locale: String) -> String {
        var context = PanelContext()
        context.locale = Locale(identifier: locale)
        return context.formatted(.currency(value, code: code))
    }

    @Test("Euros in each card locale's own way; the pseudo-locales as English")
    func locales() {
        #expect(text(21, "EUR", "en") == "€21.00")
        #expect(text(21, "EUR", "de").hasSuffix("€") && text(21, "EUR", "de").contains("21,00"))
        #expect(text(21, "EUR", "fr").contains("21,00"))
        #expect(text(21, "eur", "en") == "€21.00", "codes are case-insensitive")
        #expect(text(21, "EUR", "en-XA") == "€21.00", "no letters to dress up")
    }

    @Test("NaN, infinities, huge values and codes that are not codes give text, not a crash")
    func hostile() {
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300, .leastNonzeroMagnitude, -0.0] {
            for code in ["EUR", "", "E", "€€€", "EURO", String(repeating: "X", count: 10_000), "🙂🙂🙂"] {
                let shown = text(value, code, "ar")
                #expect(!shown.isEmpty, "\(value) \(code.prefix(8))")
                #expect(shown.count <= 600, "\(value) \(code.prefix(8)): \(shown.prefix(40))")
            }
        }
        #expect(text(.nan, "EUR", "en") == "NaN")
        #expect(text(12.5, String(repeating: "X", count: 10_000), "en") == "12.5 XXXXXXXX")
    }
}
