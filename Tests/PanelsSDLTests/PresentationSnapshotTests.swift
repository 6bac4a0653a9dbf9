import Foundation
import Observation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

@Observable
final class PresentationSnapshotModel {
    var alert = false
    var confirm = false
    var card = false
    let menu = MenuState()
}

/// Alerts, a delete confirmation anchored to a trash control, a context menu with
/// an open submenu and a modal card, drawn in light and dark (and right to left, and
/// at an accessibility text size), after their appear motion.
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter PresentationSnapshotTests` and look.
@Suite("Presentation snapshots", .serialized)
struct PresentationSnapshotTests {
    static let size = Size(width: 420, height: 520)

    static func stage(_ model: PresentationSnapshotModel, configure: (inout PanelContext) -> Void) -> Stage {
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
            Column(alignment: .leading, spacing: 12) {
                Row(spacing: 12) {
                    Caption("Holiday photos").textStyle(.headline).foreground(named: "label")
                    Gap()
                    Pressable(action: { model.confirm = true }) { _ in
                        Caption("Trash").foreground(named: "tint").padding(10)
                    }
                    .id("trash")
                    .confirmation(
                        "Delete this photo?", isPresented: Ref(model, \.confirm),
                        message: "It is removed from all your devices.",
                        actions: [
                            DialogAction("Delete", role: .destructive) {},
                            DialogAction("Cancel", role: .cancel) {},
                        ])
                }
                Caption("Beach.jpg — right-click for actions").foreground(named: "secondaryLabel").padding(10)
                    .id("row")
                    .contextMenu(state: model.menu, label: "Photo") {
                        MenuItem("Open") {}
                        MenuItem("Rename", enabled: false) {}
                        MenuItem.separator
                        MenuItem.submenu("Share") {
                            MenuItem("Mail") {}
                            MenuItem("Messages") {}
                            MenuItem("Copy link") {}
                        }
                        MenuItem.separator
                        MenuItem("Delete", role: .destructive) {}
                    }
            }
            .padding(20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(named: "secondaryBackground")
            .alert(
                "Discard changes?", isPresented: Ref(model, \.alert),
                message: "The edits you made to this photo will be lost.",
                actions: [
                    DialogAction("Discard", role: .destructive) {},
                    DialogAction("Cancel", role: .cancel) {},
                ]
            )
            .modalCard(isPresented: Ref(model, \.card), label: "New album") {
                Column(alignment: .leading, spacing: 12) {
                    Caption("New album").textStyle(.headline).foreground(named: "label")
                    Caption("Choose photos to add to the album. You can add more later.")
                        .foreground(named: "secondaryLabel")
                    Pressable("Create", style: .prominent) {}
                }
                .padding(horizontal: 20, vertical: 8)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        configure(&stage.context)
        stage.context.caretBlinks = false
        return stage
    }

    @Test(arguments: ["light", "dark", "rtl", "large-text"])
    func alert(_ variant: String) {
        let model = PresentationSnapshotModel()
        let stage = Self.stage(model) { context in
            context.appearance = variant == "dark" ? .dark : .light
            if variant == "rtl" {
                context.layoutDirection = .rightToLeft
                context.locale = Locale(identifier: "ar")
            }
            if variant == "large-text" { context.textSize = .accessibility2 }
        }
        _ = stage.frame(size: Self.size, scale: 2, at: 0)
        model.alert = true
        _ = stage.frame(size: Self.size, scale: 2, at: 0.5)  // it appears from here
        assertSnapshot(of: stage, as: .image(size: Self.size, at: 1), named: "alert-\(variant)")
    }

    @Test(arguments: ["light", "dark"])
    func deleteConfirmation(_ variant: String) throws {
        let model = PresentationSnapshotModel()
        let stage = Self.stage(model) { $0.appearance = variant == "dark" ? .dark : .light }
        _ = stage.frame(size: Self.size, scale: 2, at: 0)
        let trash = try #require(stage.presentedFrame(id: "trash"))
        #expect(stage.click(at: Point(x: trash.midX, y: trash.midY)))
        _ = stage.frame(size: Self.size, scale: 2, at: 0.5)  // it appears from here
        #expect(stage.keyDown(.tab))  // the ring on the first action
        assertSnapshot(of: stage, as: .image(size: Self.size, at: 1), named: "confirmation-\(variant)")
    }

    @Test(arguments: ["light", "dark", "rtl"])
    func contextMenuWithSubmenu(_ variant: String) throws {
        let model = PresentationSnapshotModel()
        let stage = Self.stage(model) { context in
            context.appearance = variant == "dark" ? .dark : .light
            if variant == "rtl" { context.layoutDirection = .rightToLeft }
        }
        _ = stage.frame(size: Self.size, scale: 2, at: 0)
        let row = try #require(stage.presentedFrame(id: "row"))
        let point = Point(x: variant == "rtl" ? row.maxX - 40 : row.minX + 40, y: row.midY)
        stage.handle(.pointerDown(PointerEvent(location: point, button: .secondary)), at: 0.1)
        _ = stage.frame(size: Self.size, scale: 2, at: 0.5)
        #expect(stage.keyDown(KeyName("s")))
        #expect(stage.keyDown(variant == "rtl" ? .left : .right))
        _ = stage.frame(size: Self.size, scale: 2, at: 0.6)
        assertSnapshot(of: stage, as: .image(size: Self.size, at: 1.5), named: "context-menu-\(variant)")
    }

    @Test(arguments: ["light", "dark"])
    func modalCard(_ variant: String) {
        let model = PresentationSnapshotModel()
        let stage = Self.stage(model) { $0.appearance = variant == "dark" ? .dark : .light }
        _ = stage.frame(size: Self.size, scale: 2, at: 0)
        model.card = true
        _ = stage.frame(size: Self.size, scale: 2, at: 0.5)  // it slides up from here
        assertSnapshot(of: stage, as: .image(size: Self.size, at: 1), named: "modal-card-\(variant)")
    }
}
