import ArgumentParser
import Foundation
import Panels
import PanelsDemoSupport
@testable import PanelsPreview
import PanelsSDL
import Testing

/// The preview window's page, driven through a `Stage` without a window: keys switch
/// locale, size and appearance, and the page's marks follow.
@Suite("Preview window page")
struct PreviewWindowTests {
    static func model(assets: URL? = nil) throws -> PreviewWindowModel {
        let plan = try PreviewRunner(widgets: [.upcomingClass])
            .plan(
                try PreviewOptions.parse(
                    ["upcoming-class", "--locales", "en,en-XA,ar"] + (assets.map { ["--assets", $0.path] } ?? [])))
        let model = PreviewWindowModel(plan: plan)
        model.refresh(reload: true)
        return model
    }

    static func press(_ key: String, on stage: Stage) {
        _ = stage.frame(size: Size(width: 1200, height: 860), scale: 1, at: 0)
        #expect(stage.handle(.keyDown(KeyEvent(key: key))), "\(key) was not handled")
    }

    @Test func keysSwitchLocaleSizeAndAppearance() throws {
        let model = try Self.model()
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { PreviewWindowPanel(model: model) }
        #expect(model.page?.axes.rows.map(\.label) == ["en · light", "en · dark"])
        #expect(model.page?.axes.columns.map(\.label) == ["small · upcoming", "small · nothing", "small · logged-out"])

        Self.press("ArrowRight", on: stage)
        #expect(model.page?.axes.rows.first?.locale == "en-XA")
        Self.press("ArrowLeft", on: stage)
        Self.press("ArrowLeft", on: stage)
        #expect(model.page?.axes.rows.first?.locale == "ar")
        Self.press("ArrowDown", on: stage)
        #expect(model.page?.axes.columns.first?.size.name == "medium")
        Self.press("a", on: stage)
        #expect(model.page?.axes.rows.map(\.label) == ["ar · light"])
        Self.press("a", on: stage)
        #expect(model.page?.axes.rows.map(\.label) == ["ar · dark"])
        Self.press("a", on: stage)
        #expect(model.page?.axes.rows.count == 2)
    }

    @Test func thePageCarriesTheSameMarksAsTheSheet() throws {
        let folder = try ContactSheetTests.assetsWithALongSubtitle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = try Self.model(assets: folder)
        model.stepLocale(1)  // en-XA
        model.stepSize(1)  // medium
        let issues = model.page?.issues.map(\.description) ?? []
        #expect(issues.contains { $0.hasPrefix("truncated: en-XA · light · medium · nothing") }, "\(issues)")
        let marked = model.page?.notes.reduce(0) { $0 + $1.count } ?? 0
        #expect(marked == 2)
    }

    @Test func theWatcherNoticesAddedAndChangedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.strings")
        try Data("\"a\" = \"1\";".utf8).write(to: file)
        let watcher = AssetWatcher(folder: folder, extraFile: nil)
        #expect(!watcher.changed())
        #expect(!watcher.changed())
        try Data("\"a\" = \"12\";".utf8).write(to: file)
        #expect(watcher.changed())
        #expect(!watcher.changed())
        try Data().write(to: folder.appendingPathComponent("b.strings"))
        #expect(watcher.changed())
    }
}
