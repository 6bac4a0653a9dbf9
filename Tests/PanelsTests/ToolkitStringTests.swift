import Foundation
import Observation
import Panels
import PanelsTestSupport
import Testing

/// The toolkit's own words (a secure field's Show / Hide, a dialog's OK, …) are in the
/// context's language: every locale of the table has every word with the English
/// format's specifiers, a tag finds its word through its fallbacks, and the components
/// show and speak them.
@Suite("The toolkit's own words")
struct ToolkitStringTests {
    /// The specifiers of a format, by argument and kind ("1@", "2d", …), in order.
    static func specifiers(_ format: String) -> [String] {
        FormatString(format).specifiers.map { "\($0.argument)\($0.conversion)" }.sorted()
    }

    @Test func everyLocaleHasEveryWordWithTheEnglishSpecifiers() {
        for tag in ToolkitString.locales {
            let row = ToolkitString.translations[tag]
            #expect(row != nil, "no row for \(tag)")
            for word in ToolkitString.allCases {
                let text = row?[word] ?? ""
                #expect(!text.isEmpty, "\(tag) has no \(word)")
                #expect(
                    text == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(tag) \(word): spaces at an end")
                #expect(
                    Self.specifiers(text) == Self.specifiers(word.text(for: "en")),
                    "\(tag) \(word): \(text) fills other arguments than the English")
            }
        }
        #expect(Set(ToolkitString.translations.keys) == Set(ToolkitString.locales + ["en"]))
    }

    @Test func aTagFindsItsWordThroughItsFallbacks() {
        let cases: [(String, String)] = [
            ("de", "Zurück"), ("de-CH", "Zurück"), ("de_AT", "Zurück"), ("pt-BR", "Voltar"), ("pt", "Voltar"),
            ("fr-CA", "Retour"), ("zh-Hans", "返回"), ("zh-CN", "返回"), ("zh", "返回"), ("ja-JP", "戻る"),
            ("ar-EG", "رجوع"), ("iw", "חזרה"), ("he-IL", "חזרה"), ("en-GB", "Back"), ("xx", "Back"), ("", "Back"),
        ]
        for (tag, expected) in cases { #expect(ToolkitString.back.text(for: tag) == expected, "\(tag)") }
        #expect(ToolkitString.tabs.text(for: "pt-PT") == "Separadores")
        #expect(ToolkitString.tabs.text(for: "pt-BR") == "Abas")
        #expect(ToolkitString.menu.text(for: "zh-TW") == "選單")
        #expect(ToolkitString.menu.text(for: "zh-Hant-HK") == "選單")
        #expect(ToolkitString.menu.text(for: "zh-HK") == "選單")
        #expect(ToolkitString.menu.text(for: "zh-SG") == "菜单")
    }

    @Test func thePseudoLocalesDressTheEnglishAsTheyDressAnApp() {
        let accented = ToolkitString.back.text(for: "en-XA")
        #expect(accented.hasPrefix("[") && accented.hasSuffix("]") && !accented.contains("Back"))
        #expect(ToolkitString.back.text(for: "ar-XB").unicodeScalars.contains("\u{202E}"))
        #expect(ToolkitString.placeOf.text(for: "en-XA").contains("%2$d"), "specifiers stay whole")
    }

    @Test func anyTagGivesAWordOfTheTable() {
        let all = Set(ToolkitString.translations.values.flatMap { $0.values })
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCHNSTXZ_-@0123456789é👍 ")
        PropertyTest.check("toolkit tags", cases: 2_000) { generator in
            let count = Int.random(in: 0 ... 24, using: &generator)
            let tag = String((0 ..< count).map { _ in alphabet.randomElement(using: &generator)! })
            let text = ToolkitString.closeMenu.text(for: tag)
            return all.contains(text) || PseudoLocale(tag: tag) != nil ? nil : "\(tag) gave \(text)"
        }
    }

    /// The words a resolved tree shows and gives to assistive technologies, in `locale`.
    static func tree(_ locale: String) -> (dump: String, tree: AccessibilityTree) {
        let state = EntryFieldState()
        func screen() -> some Panel {
            Column {
                SecureEntryField(
                    text: .constant("secret"), placeholder: "Password", state: state, revealed: .constant(false))
            }
            .alert("Saved", isPresented: .constant(true))
            .locale(locale)
        }
        let size = Size(width: 400, height: 600)
        let stage = Stage(measurer: WordWidthMeasurer()) { screen() }
        _ = stage.frame(size: size, scale: 1, at: 0)
        let composition = Composition(screen(), size: size, measurer: WordWidthMeasurer())
        return (composition.layoutDump, stage.accessibilityTree())
    }

    @Test func componentsShowAndSpeakTheirWordsInTheContextsLanguage() throws {
        for (locale, show, showText, ok) in [
            ("en", "Show", "Show text", "OK"), ("de", "Anzeigen", "Text anzeigen", "OK"),
            ("es", "Mostrar", "Mostrar texto", "Aceptar"), ("ar", "إظهار", "إظهار النص", "حسنًا"),
            ("ja", "表示", "テキストを表示", "OK"), ("tr", "Göster", "Metni göster", "Tamam"),
        ] {
            let (dump, tree) = Self.tree(locale)
            #expect(dump.contains("\"\(show)\""), "\(locale): \(dump.prefix(400))")
            #expect(dump.contains("\"\(ok)\""), "\(locale)")
            #expect(tree.element(labelled: showText)?.role == .button, "\(locale)")
            #expect(tree.element(labelled: ok)?.role == .button, "\(locale)")
        }
        let (dump, _) = Self.tree("en-XA")
        #expect(!dump.contains("\"Show\"") && !dump.contains("\"OK\""), "pseudo-localized, not hard-coded")
    }
}

/// A locale identifier Foundation cannot format for (non-ASCII characters, or longer
/// than ICU's capacity) is reported and replaced by English, so nothing traps later.
@Suite("Unusable locale identifiers")
struct UnusableLocaleTests {
    @Test func anyIdentifierFormatsWithoutATrap() {
        let alphabet = Array("abcdeXYZ019-_@=;.é\u{FFFD} 👍/")
        PropertyTest.check("locale identifiers", cases: 300) { g in
            let count = g.int(0 ... 3) == 0 ? g.int(150 ... 400) : g.int(0 ... 24)
            let identifier = String((0 ..< count).map { _ in g.element(of: alphabet) })
            var context = PanelContext()
            let log = DiagnosticLog()
            context.diagnostics = log
            context.locale = Locale(identifier: identifier)
            let usable = LocaleTag.isUsableIdentifier(identifier)
            if usable != (context.locale.identifier == identifier) { return "\(identifier) kept: \(!usable)" }
            if usable != log.isEmpty { return "\(identifier): reported \(log.all)" }
            // What formats numbers for the locale: none of it traps.
            _ = context.formatted(.number(0.4))
            _ = context.localizedText("k", table: "T", arguments: [.integer(3)])
            _ = ToolkitString.placeOf.text(for: context.localeTag)
            return nil
        }
        var context = PanelContext()
        context.locale = Locale(identifier: "d\u{E9}")
        #expect(context.locale.identifier == "en")
        context.locale = Locale(identifier: "pt_PT")
        #expect(context.locale.identifier == "pt_PT")
    }
}
