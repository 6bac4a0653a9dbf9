import Foundation
import Panels
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The shipped locale and appearance cells, alone and combined with the others.
@Suite("Context variants", .serialized)
struct ContextVariantTests {
    @Test func localesAreNamedByIdentifierAndSetTheLocaleAndDirection() {
        let cells = ContextVariant.locales(["en", "pt-PT", "ar", "en-XA"])
        #expect(cells.map(\.name) == ["en", "pt-PT", "ar", "en-XA"])
        let contexts = cells.map { $0.context() }
        #expect(contexts.map(\.localeTag) == ["en", "pt-PT", "ar", "en-XA"])
        #expect(contexts.map(\.layoutDirection) == [.leftToRight, .leftToRight, .rightToLeft, .leftToRight])
        // Nothing else changes.
        #expect(contexts.allSatisfy { $0.appearance == .light && $0.textStyle == .body })
        #expect(ContextVariant.locale("de").name == "de")
    }

    @Test func appearancesAreNamedLightAndDark() {
        let cells = ContextVariant.appearances([.light, .dark])
        #expect(cells.map(\.name) == ["light", "dark"])
        #expect(cells.map { $0.context().appearance } == [.light, .dark])
        #expect(ContextVariant.appearances().map(\.name) == ["light", "dark"])
        var base = PanelContext()
        base.locale = Locale(identifier: "fr")
        #expect(ContextVariant.appearance(.dark).context(from: base).localeTag == "fr")
    }

    @Test func theyCombineWithEachOtherAndWithDirections() {
        let matrix = ContextVariant.combinations(.locales(["en", "ar"]), .appearances([.light, .dark]))
        #expect(matrix.map(\.name) == ["en-light", "en-dark", "ar-light", "ar-dark"])
        let arDark = matrix[3].context()
        #expect(arDark.localeTag == "ar" && arDark.appearance == .dark && arDark.layoutDirection == .rightToLeft)
        // The later list applies last: a direction after a locale overrides the locale's.
        let forced = ContextVariant.combinations(.locales(["ar"]), ContextVariant.layoutDirections)
        #expect(forced.map(\.name) == ["ar-ltr", "ar-rtl"])
        #expect(forced.map { $0.context().layoutDirection } == [.leftToRight, .rightToLeft])
        // Where a list is expected the shipped lists read without the type name.
        let cells: [ContextVariant] = .combinations(.layoutDirections, .appearances([.dark]))
        #expect(cells.map(\.name) == ["ltr-dark", "rtl-dark"])
    }

    /// A panel whose look depends on locale and appearance: a named background, the
    /// label color, a locale-formatted time and number.
    struct Clock: Panel {
        var body: some Panel {
            Row(spacing: 8) {
                Caption(formatted: .time(Date(timeIntervalSince1970: 1_767_294_000)))  // 19:00 UTC
                Gap()
                Caption(formatted: 1234.5)
            }
            .padding(horizontal: 12, vertical: 8)
            .background(named: "secondaryBackground", cornerRadius: 8)
            .padding(4)
            .background(named: "background")
        }
    }

    @Test func aLocaleByAppearanceMatrixSnapshot() {
        assertSnapshots(of: Clock(), matrix: .combinations(.locales(["en", "ar"]), .appearances([.light, .dark]))) {
            .image(size: Size(width: 200, height: 44), context: $0)
        }
    }
}
