import Foundation
import Panels
import PanelsComponents
import PanelsSDL
import PanelsSnapshotTesting
import StreakWidgets
import Testing

/// The badge and the app as a user of Panels tests them: assets from the package's own
/// bundle, an offscreen render, snapshots in every locale × appearance, the shell.
@Suite struct StreakWidgetsTests {
    let size = Size(width: 158, height: 158)

    var context: PanelContext {
        var context = PanelContext()
        context.assets = StreakAssets.catalog()
        return context
    }

    @Test func assetsLoadFromTheBundle() {
        let catalog = StreakAssets.catalog()
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        #expect(catalog.colors.names == ["BadgeBackground", "BadgeText"])
        #expect(Set(catalog.strings.locales).isSuperset(of: ["en", "nl", "ar"]))
    }

    @Test func rendersOffscreenToPNG() throws {
        let image = try OffscreenRenderer.render(
            StreakBadge(days: 12, isActive: true), size: size, scale: 2, context: context)
        #expect(image.width == 316 && image.height == 316)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streak-badge-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try PNGCodec.write(image, to: url)
        #expect(try Data(contentsOf: url).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func badgeEverywhere() {
        assertSnapshots(
            of: StreakBadge(days: 12, isActive: true),
            matrix: .combinations(.locales(["en", "nl", "ar"]), .appearances([.light, .dark])),
            base: context
        ) { context in
            // Audited too: readable contrast in every locale and appearance.
            .image(size: size, context: context, auditing: true)
        }
    }

    @Test func badgeReadsWell() {
        assertSnapshots(
            of: StreakBadge(days: 12, isActive: true).accessibilityGroup(),
            matrix: .locales(["en", "ar"]), base: context
        ) { context in
            .accessibility(size: size, context: context)
        }
    }

    @Test func shellOpensItsMenu() throws {
        let shell = ShellState()
        shell.openMenu()
        #expect(shell.isMenuOpen)
        let image = try OffscreenRenderer.render(
            StreakApp(shell: shell, days: 3), size: Size(width: 480, height: 320), context: context)
        #expect(image.width == 480 && image.height == 320)
    }
}
