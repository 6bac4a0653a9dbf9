import Panels
import Testing

@testable import PanelsSDL

/// The AT-SPI export's own rules, without a bus (the export end to end is
/// `ATSPIEndToEndTests`): the numbers read from a value's text for AtkValue, and the
/// ATK names of the actions.
#if os(Linux)
@Suite("AT-SPI export")
struct ATSPIExportTests {
    @Test("A value's number is the first number written in its text, in any decimal digits")
    func numbers() {
        let cases: [(String, Double?)] = [
            ("61%", 61), ("40 %", 40), ("3.5", 3.5), ("3,5 kg", 3.5), ("-2", -2), ("\u{2212}7", -7),
            ("Guests: 4", 4), ("٤٢٪", 42), ("５", 5), ("none", nil), ("", nil), ("12.", 12),
        ]
        for (text, expected) in cases {
            #expect(ATSPIWindowExport.number(in: text) == expected, "\(text)")
        }
    }

    @Test("Every action has its own ATK name; a press is GTK's \"click\"")
    func actionNames() {
        let actions: [AccessibilityAction] = [
            .press, .increment, .decrement, .scrollForward, .scrollBackward, .dismiss, .focus, .custom("Archive"),
        ]
        let names = actions.map(ATSPIWindowExport.atkName)
        #expect(names.first == "click")
        #expect(names.last == "Archive")
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test("The export is automatic unless the app decides")
    func defaultMode() {
        #expect(AccessibilityExport.mode == .automatic)
    }
}
#endif
