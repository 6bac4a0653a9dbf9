import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import PanelsTestSupport
import Testing

/// String tables from a real multi-locale fixture folder: per-key fallback, plurals
/// from `.stringsdict` and `.xcstrings`, format arguments, pseudo-locales.
@Suite("Localization")
struct LocalizationTests {
    static let catalog = AssetCatalog.load(from: Fixture.url("catalog"))
    static let now = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21 14:13 UTC, a Monday

    func text(_ key: String, table: String = "Main", _ locale: String, _ arguments: FormatArgument...) -> String {
        Self.catalog.strings.localize(
            key, table: table, locale: locale, arguments: arguments,
            formatter: LocaleFormatter(locale: Locale(identifier: locale), now: Self.now)
        ).text
    }

    func problems(_ key: String, table: String = "Main", _ locale: String) -> [Diagnostic] {
        Self.catalog.strings.localize(
            key, table: table, locale: locale, arguments: [],
            formatter: LocaleFormatter(locale: Locale(identifier: locale), now: Self.now)
        ).problems
    }

    @Test func catalogLoadsCleanly() {
        #expect(Self.catalog.problems.isEmpty, "\(Self.catalog.problems)")
        #expect(Self.catalog.strings.locales == ["ar", "de", "en", "fr", "nl", "pt", "pt-PT"])
        #expect(Self.catalog.strings.tableNames == ["Cards", "Main"])
        #expect(AssetLinter.lint(Self.catalog).isEmpty, "\(AssetLinter.lint(Self.catalog))")
    }

    @Test func localeTags() {
        #expect(LocaleTag.normalize("pt_PT") == "pt-PT")
        #expect(LocaleTag.normalize("zh_hans_cn") == "zh-Hans-CN")
        #expect(LocaleTag.normalize("EN") == "en")
        #expect(LocaleTag.normalize("en-XA") == "en-XA")
        #expect(LocaleTag.normalize("es-419") == "es-419")
        #expect(LocaleTag.normalize("ar@numbers=latn") == "ar")
        #expect(LocaleTag.fallbacks("zh-Hans-CN") == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(LocaleTag.isRightToLeft("ar-XB") && LocaleTag.isRightToLeft("he") && !LocaleTag.isRightToLeft("en-XA"))
    }

    @Test("Chinese finds its script's table and withdrawn codes their replacement's, as Apple's Bundle does")
    func lookupOrderByScript() {
        #expect(LocaleTag.lookupOrder("zh-TW") == ["zh-TW", "zh-Hant-TW", "zh-Hant", "zh"])
        #expect(LocaleTag.lookupOrder("zh_HK") == ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh"])
        #expect(LocaleTag.lookupOrder("zh-CN") == ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh"])
        #expect(LocaleTag.lookupOrder("zh") == ["zh", "zh-Hans"])
        #expect(LocaleTag.lookupOrder("zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(LocaleTag.lookupOrder("iw-IL") == ["iw-IL", "iw", "he-IL", "he"])
        #expect(LocaleTag.lookupOrder("in") == ["in", "id"])
        #expect(LocaleTag.lookupOrder("pt-BR") == ["pt-BR", "pt"])
        // An app with Traditional and Hebrew tables only.
        var strings = StringCatalog()
        let here = FileLocation(file: "Localizable.strings")
        for (locale, text) in [("en", "Menu"), ("zh-Hant", "選單"), ("he", "תפריט")] {
            strings.add(
                ["menu": LocalizedValue(.plain(text), location: here)], locale: locale, table: "Main",
                file: "\(locale).lproj")
        }
        for (locale, expected) in [
            ("zh-TW", "選單"), ("zh-HK", "選單"), ("zh-MO", "選單"), ("zh-Hant", "選單"), ("zh-CN", "Menu"),
            ("zh", "Menu"), ("iw", "תפריט"), ("he-IL", "תפריט"), ("de", "Menu"),
        ] {
            #expect(strings.lookup("menu", table: "Main", locale: locale)?.value.texts == [expected], "\(locale)")
        }
    }

    @Test("Every tag's lookup order starts with it, keeps its fallbacks in order and repeats nothing")
    func lookupOrderKeepsTheFallbacks() {
        let pieces = [
            "zh", "ZH", "iw", "in", "ji", "pt", "en", "Hant", "Hans", "TW", "hk", "MO", "CN", "419", "x", "Latn",
        ]
        PropertyTest.check("lookup order", cases: 2_000) { g in
            let tag = (0 ..< g.int(1 ... 4)).map { _ in g.element(of: pieces) }.joined(separator: g.bool() ? "-" : "_")
            let order = LocaleTag.lookupOrder(tag)
            let chain = LocaleTag.fallbacks(tag)
            if order.first != chain.first { return "\(tag): \(order) does not start with \(chain.first ?? "-")" }
            if Set(order).count != order.count { return "\(tag): \(order) repeats" }
            let kept = order.filter { chain.contains($0) }
            if kept != chain { return "\(tag): \(order) does not keep \(chain) in order" }
            if let odd = order.first(where: { LocaleTag.normalize($0) != $0 }) { return "\(tag): \(odd) is not normal" }
            return nil
        }
    }

    @Test func perKeyFallback() {
        // pt-PT has its own title; other keys come from pt; then en; then the key.
        #expect(text("title", "pt-PT") == "A seguir")
        #expect(text("hello", "pt-PT") == "Oi")
        #expect(text("hello", "pt_PT") == "Oi")
        #expect(text("hello", "pt-BR") == "Oi")
        #expect(text("title", "sv") == "Up next")
        #expect(problems("title", "sv").map(\.severity) == [.warning])
        #expect(problems("title", "pt-PT").isEmpty)
        #expect(text("no.such.key", "nl") == "no.such.key")
        let missing = problems("no.such.key", "nl")
        #expect(missing.count == 1 && missing[0].isError)
        #expect(missing[0].message.contains("missing key \"no.such.key\" for nl (looked in nl, en, Base)"))
    }

    @Test func formatArguments() {
        #expect(text("greeting", "fr", "Ada") == "Bonjour, Ada !")
        #expect(text("when", "nl", "morgen", "19:00") == "morgen om 19:00")
        #expect(text("items", "de", 3) == "3 Elemente")
        // Missing arguments stay visible and are reported.
        #expect(text("when", "en", "Today") == "Today at %2$@")
    }

    @Test func stringsdictPlurals() {
        #expect(text("classes", "en", 1) == "1 class")
        #expect(text("classes", "en", 2) == "2 classes")
        #expect(text("classes", "nl", 1) == "1 les")
        #expect(text("classes", "fr", 0) == "0 cours")
        // The count in the locale's form, as Foundation writes it (a narrow no-break space).
        #expect(text("classes", "fr", 1_000_000) == "1\u{202F}000\u{202F}000 de cours")
        #expect(text("classes", "pt-PT", 0) == "0 aulas (PT)")  // pt-PT: 0 is "other"
        #expect(text("classes", "pt", 0) == "0 aula")  // pt: 0 is "one"
        #expect(text("classes", "ar", 0) == "لا حصص")
        #expect(text("classes", "ar", 2) == "حصتان")
        #expect(text("classes", "ar", 5) == "5 حصص")
        #expect(text("classes", "ar", 11) == "11 حصة")
        #expect(text("classes.at", "en", 3, "the gym") == "3 classes at the gym")
    }

    @Test func xcstringsPlurals() {
        #expect(text("cards.title", table: "Cards", "de") == "Karten")
        #expect(text("cards.count", table: "Cards", "en", 1) == "1 card")
        #expect(text("cards.count", table: "Cards", "nl", 7) == "7 kaarten")
        #expect(text("cards.count", table: "Cards", "pt-PT", 1) == "1 cartão")
        #expect(text("cards.count", table: "Cards", "ar", 3) == "3 بطاقات")
    }

    @Test func pseudoLocales() {
        let accented = text("title", "en-XA")
        #expect(accented.hasPrefix("[Ûþ ñéẋţ") && accented.hasSuffix("]"))
        let long = "Log in to see your upcoming classes and bookings"
        let pseudo = PseudoLocale.accented.transform(long)
        let growth = Double(pseudo.count) / Double(long.count)
        #expect(growth >= 1.35 && growth <= 1.55, "\(growth)")
        #expect(text("greeting", "en-XA", "Ada") == "[Ĥéļļö, Ada! one two]")
        #expect(text("classes", "en-XA", 2) == "[2 çļåššéš one two]")
        // ar-XB wraps each word in RLM RLO … PDF RLM (as Android does): the characters
        // stay in logical order, specifiers stay whole, and drawing mirrors each line.
        let (o, c) = ("\u{200F}\u{202E}", "\u{202C}\u{200F}")
        #expect(text("title", "ar-XB") == "\(o)Up\(c) \(o)next\(c)")
        #expect(PseudoLocale.bidi.transform("%@ has %d") == "\(o)%@\(c) \(o)has\(c) \(o)%d\(c)")
        #expect(PseudoLocale.bidi.transform("% d%%") == "\(o)% d%%\(c)")
        #expect(text("when", "ar-XB", "Today", "7:00 PM") == "\(o)Today\(c) \(o)at\(c) \(o)7:00 PM\(c)")
        #expect(problems("title", "en-XA").isEmpty)
    }

    @Test func pluralRules() {
        func c(_ n: Int, _ language: String) -> PluralCategory {
            PluralRules.category(of: .init(n), language: language)
        }
        #expect([0, 1, 2].map { c($0, "en") } == [.other, .one, .other])
        #expect([0, 1, 2].map { c($0, "de") } == [.other, .one, .other])
        #expect([0, 1, 2, 1_000_000].map { c($0, "fr") } == [.one, .one, .other, .many])
        #expect([0, 1, 2].map { c($0, "pt") } == [.one, .one, .other])
        #expect([0, 1, 2].map { c($0, "pt-PT") } == [.other, .one, .other])
        #expect(
            [0, 1, 2, 3, 10, 11, 99, 100, 102, 103].map { c($0, "ar") }
                == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few])
        #expect(PluralRules.category(of: .init(decimal: "1.0")!, language: "en") == .other)
        #expect(PluralRules.category(of: .init(decimal: "1.5")!, language: "fr") == .one)
        #expect(PluralRules.categories(language: "ar") == Set(PluralCategory.allCases))
        #expect(PluralRules.categories(language: "ja") == [.other])
    }

    @Test func formatStringParsing() {
        let f = FormatString("%@ and %2$d, %.2f%% %#@n@ %lld %q")
        #expect(f.specifiers.map(\.argument) == [1, 2, 2, 3, 4])
        #expect(f.signature == [1: .object, 2: .float, 3: .integer, 4: .integer])
        #expect(f.issues.count == 1)
        #expect(FormatString("%@ %d").positional() == "%1$@ %2$d")
    }

    @Test func ownFormattingOfArguments() {
        let en = StringFormatter(
            language: "en", formatter: LocaleFormatter(locale: Locale(identifier: "en"), now: Self.now))
        let de = StringFormatter(
            language: "de", formatter: LocaleFormatter(locale: Locale(identifier: "de"), now: Self.now))
        #expect(
            en.format(.plain("%05d|%-4d|%x|%.1f|%c|%+d"), [42, 7, 255, 2.25, 65, 3]).text == "00,042|7   |ff|2.2|A|+3")
        #expect(de.format(.plain("%d"), [12341]).text == "12.341")
        #expect(de.format(.plain("%.2f"), [3.5]).text == "3,50")
        #expect(en.format(.plain("%@"), [.number(1234.5)]).text == "1,234.5")
        #expect(de.format(.plain("%@"), [.number(1234.5)]).text == "1.234,5")
        // Untrusted formats never trap: %n, %s without arguments, wrong kinds.
        let hostile = en.format(.plain("%n %s %d %99999$@ %"), ["x"])
        #expect(hostile.text == "%n x %d %99999$@ %")
        #expect(hostile.issues.count >= 3)
    }

    @Test func datesTimesAndRelativeDays() {
        let utc = TimeZone(identifier: "UTC")!
        func f(_ locale: String, _ cycle: LocaleFormatter.HourCycle? = nil) -> LocaleFormatter {
            LocaleFormatter(locale: Locale(identifier: locale), timeZone: utc, now: Self.now, hourCycle: cycle)
        }
        let sevenPM = Date(timeIntervalSince1970: 1_790_017_200 + 86_400)  // Tue 2026-09-22 19:00 UTC
        #expect(f("en_US").time(sevenPM) == "7:00\u{202F}PM")
        #expect(f("nl").time(sevenPM) == "19:00")
        #expect(f("fr").time(sevenPM) == "19:00")
        #expect(f("en_US", .twentyFourHour).time(sevenPM) == "19:00")
        #expect(f("de", .twelveHour).time(sevenPM).hasPrefix("7:00"))
        #expect(f("en").relativeDay(sevenPM) == "Tomorrow")
        #expect(f("nl").relativeDay(sevenPM) == "Morgen")
        #expect(f("de").relativeDay(Self.now) == "Heute")
        #expect(f("fr").relativeDay(Self.now.addingTimeInterval(-86_400)) == "Hier")
        #expect(f("pt-PT").relativeDay(sevenPM) == "Amanhã")
        #expect(f("ar").relativeDay(sevenPM) == "غدًا")
        #expect(f("en").relativeDay(Self.now.addingTimeInterval(3 * 86_400)) == "Thursday")
        #expect(f("en").relativeDay(Self.now.addingTimeInterval(30 * 86_400)) == "Oct 21, 2026")
        // Late evening: "tomorrow" is a calendar day, not 24 hours.
        let late = LocaleFormatter(
            locale: Locale(identifier: "en"), timeZone: utc,
            now: Date(timeIntervalSince1970: 1_790_035_200 - 60))  // 23:59
        #expect(late.relativeDay(Date(timeIntervalSince1970: 1_790_035_200 + 60)) == "Tomorrow")
        // Pseudo-locales pseudo-localize what formatters make, too.
        #expect(f("en-XA").time(sevenPM) == "7:00\u{202F}ÞṀ")
        #expect(f("en-XA").relativeDay(Self.now.addingTimeInterval(3 * 86_400)) == "Ţĥûŕšðåý")
        #expect(f("ar-XB").relativeDay(sevenPM) == "\u{200F}\u{202E}Tomorrow\u{202C}\u{200F}")
        #expect(f("ar-XB").integer(1200) == "\u{200F}\u{202E}1,200\u{202C}\u{200F}")
        #expect(f("de").number(1234.5) == "1.234,5")
        #expect(f("en").integer(1_000_000) == "1,000,000")
    }

    /// Times use each locale's own pattern (CLDR's `jmm` template), morning and evening.
    @Test func timesInTheLocalesOwnPatterns() {
        let utc = TimeZone(identifier: "UTC")!
        func t(_ locale: String, _ date: Date, _ cycle: LocaleFormatter.HourCycle? = nil) -> String {
            LocaleFormatter(locale: Locale(identifier: locale), timeZone: utc, now: Self.now, hourCycle: cycle)
                .time(date).replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(
                    of: "\u{A0}", with: " ")
        }
        let morning = Date(timeIntervalSince1970: 1_790_017_200 + 86_400 - 41_400)  // 07:30 UTC
        let evening = Date(timeIntervalSince1970: 1_790_017_200 + 86_400 + 2_700)  // 19:45 UTC
        let expected: [(String, String, String)] = [
            ("en", "7:30 AM", "7:45 PM"),
            ("en_GB", "07:30", "19:45"),
            ("de", "07:30", "19:45"),
            ("fr", "07:30", "19:45"),
            ("nl", "07:30", "19:45"),
            ("pt-PT", "07:30", "19:45"),
            ("ja", "7:30", "19:45"),
            ("he", "7:30", "19:45"),
            ("ar", "7:30 ص", "7:45 م"),
        ]
        for (locale, am, pm) in expected {
            #expect(t(locale, morning) == am, "\(locale)")
            #expect(t(locale, evening) == pm, "\(locale)")
        }
        // Overriding the clock keeps the locale's pattern for that clock.
        #expect(t("en", morning, .twentyFourHour) == "07:30")
        #expect(t("de", evening, .twelveHour) == "7:45 PM")
        #expect(t("ja", evening, .twelveHour) == "午後7:45")
    }
}
