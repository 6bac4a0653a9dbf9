import ArgumentParser
import Foundation
import Panels
import PanelsPreview
import PanelsSamples
import Testing

/// `panels preview --audit`: the card's old colors fail WCAG AA where they were
/// measured (the start time and "Book a class", 3.93:1 in light, 2.81:1 in dark);
/// the card's colors now pass in every locale, size, state and appearance.
@Suite("Preview audit", .serialized)
struct PreviewAuditTests {
    /// A copy of the card's assets with the accent and button-text colors it had
    /// before the audit (`Fixtures/UpcomingOldColors`).
    static func assetsWithOldColors() throws -> URL {
        let folder = try ContactSheetTests.copyOfAssets()
        let old = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/UpcomingOldColors")
        for name in ["Accent.colorset", "ButtonText.colorset"] {
            let target = folder.appendingPathComponent("Colors.xcassets").appendingPathComponent(name)
            try FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: old.appendingPathComponent(name), to: target)
        }
        return folder
    }

    static func sheet(assets: URL? = nil) throws -> ContactSheet.Result {
        let runner = PreviewRunner(widgets: [ContactSheetTests.card])
        var arguments = ["upcoming-class", "--audit", "--strict", "--states", "all"]
        if let assets { arguments += ["--assets", assets.path] }
        let plan = try runner.plan(try PreviewOptions.parse(arguments))
        var sheet = ContactSheet(
            widget: plan.widget, axes: plan.axes, now: plan.now, assetsFolder: plan.assetsFolder)
        sheet.audits = true
        return try sheet.render()
    }

    @Test func theOldColorsFailWithTheirMeasuredContrast() throws {
        let folder = try Self.assetsWithOldColors()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.sheet(assets: folder)
        let lines = result.issues.map(\.description)
        // (The time has ICU's narrow no-break space before PM.)
        #expect(
            lines.contains {
                $0.hasPrefix("contrast: en · light · small · upcoming: \"Today, 7:00")
                    && $0.contains(": 3.93:1 (#E8462B on #FFFFFF), needs 4.5:1 for text (11 pt bold)")
            }, "\(lines.prefix(5))")
        #expect(
            lines.contains {
                $0.hasPrefix("contrast: en · light · medium · nothing: \"Book a class\": 3.93:1 (#FFFFFF on #E8462B)")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("contrast: en · dark · medium · nothing: \"Book a class\": 2.81:1 (#FFFFFF on #FF6B4F)")
            })
        #expect(result.markedCells > 0)
        #expect(result.issues.allSatisfy { $0.kind == .contrast })
    }

    @Test func theCardsColorsPassEverywhere() throws {
        let result = try Self.sheet()
        #expect(result.issues.isEmpty, "\(result.issues.prefix(5).map(\.description))")
        #expect(result.markedCells == 0)
    }

    /// At the largest text size the card's text no longer fits: the preview reports
    /// every caption that was cut or reaches outside, never a silent overlap.
    @Test func theLargestTextSizeIsReportedNeverSilent() throws {
        let runner = PreviewRunner(widgets: [ContactSheetTests.card])
        let plan = try runner.plan(
            try PreviewOptions.parse([
                "upcoming-class", "--locales", "en,ar", "--states", "upcoming,nothing",
                "--text-sizes", "large,accessibility5",
            ]))
        #expect(plan.axes.rows.map(\.label).contains("ar · dark · accessibility5"))
        let result = try ContactSheet(
            widget: plan.widget, axes: plan.axes, now: plan.now, assetsFolder: plan.assetsFolder
        ).render()
        #expect(result.issues.allSatisfy { $0.row.hasSuffix("accessibility5") }, "the standard size fits")
        for size in ContactSheetTests.card.sizes.map(\.name) {
            #expect(
                result.issues.contains { $0.column.hasPrefix(size) && ($0.kind == .truncated || $0.kind == .overflow) },
                "\(size): nothing reported")
        }
        #expect(throws: Error.self) {
            try runner.plan(try PreviewOptions.parse(["upcoming-class", "--text-sizes", "huge"]))
        }
    }
}
