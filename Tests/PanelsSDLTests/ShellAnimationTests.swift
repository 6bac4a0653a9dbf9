import Foundation
import Panels
import PanelsComponents
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The app shell's opening animation, rendered at chosen times: t = 0, 0.1, 0.25, 0.5 s
/// and settled, in both directions and both appearances. Each strip is one reference.
@Suite("Shell animation", .serialized)
struct ShellAnimationTests {
    static let size = Size(width: 480, height: 320)
    static let times: [Double] = [0, 0.1, 0.25, 0.5, 1.0]

    /// The frames of the menu opening at `times`, side by side with 8 px gaps.
    static func openingStrip(_ direction: LayoutDirection, _ appearance: Appearance) throws -> PixelImage {
        var context = PanelContext()
        context.layoutDirection = direction
        context.appearance = appearance
        let state = ShellState()
        let stage = Stage(
            context: context, background: appearance == .dark ? .black : .white,
            measurer: SDLTextMeasurer.shared(scale: 1)
        ) { ShellDemo(state: state) }
        _ = stage.frame(size: size, scale: 1, at: 0)
        state.openMenu()
        let frames = try times.map { t in try OffscreenRenderer.render(stage.frame(size: size, scale: 1, at: t)) }
        return hstack(frames, gap: 8)
    }

    static func hstack(_ images: [PixelImage], gap: Int) -> PixelImage {
        let height = images.map(\.height).max() ?? 0
        let width = images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
        var bytes = [UInt8](repeating: 128, count: width * height * 4)
        var x0 = 0
        for image in images {
            for y in 0 ..< image.height {
                let source = y * image.width * 4
                let target = (y * width + x0) * 4
                bytes.replaceSubrange(
                    target ..< target + image.width * 4,
                    with: image.bytes[source ..< source + image.width * 4])
            }
            x0 += image.width + gap
        }
        return PixelImage(width: width, height: height, bytes: bytes)
    }

    @Test func openingInEachDirectionAndAppearance() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for appearance in [Appearance.light, .dark] {
                let strip = try Self.openingStrip(direction, appearance)
                let name = "\(direction == .leftToRight ? "ltr" : "rtl")-\(appearance.rawValue)"
                assertSnapshot(of: strip, as: .image(), named: name)
            }
        }
    }

    /// The shell's edges at 2×: the settled menu with the toolbar closed (the menu
    /// reaches the bottom) and open (it stops at the toolbar), and the menu 0.1 s into
    /// sliding in over white content, where only its leading-edge shadow shows it.
    @Test func menuEdgesAt2x() throws {
        let size = Size(width: 480, height: 320)
        for (name, toolbar) in [("toolbar-closed", false), ("toolbar-open", true)] {
            let state = ShellState(menuOpen: true, toolbarOpen: toolbar)
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) { ShellDemo(state: state) }
            let image = try OffscreenRenderer.render(stage.frame(size: size, scale: 2, at: 0))
            assertSnapshot(of: image, as: .image(), named: name)
            #expect(stage.presentedFrame(id: ShellID.menu)?.height == (toolbar ? 276 : 320))
        }
        for appearance in [Appearance.light, .dark] {
            var context = PanelContext()
            context.appearance = appearance
            let state = ShellState()
            let background: RGBA = appearance == .dark ? .black : .white
            let stage = Stage(context: context, background: background, measurer: SDLTextMeasurer.shared(scale: 2)) {
                SideMenuShell(state: state) {
                    Swatch(background)
                } menu: {
                    Column(alignment: .leading, spacing: 12) {
                        Caption("Menu").textStyle(.title).foreground(named: "label")
                        Caption("Home").foreground(named: "label")
                        Caption("Settings").foreground(named: "label")
                        Gap()
                    }
                    .padding(20)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .background(background)
                } toolbar: {
                    Swatch("secondaryBackground")
                }
            }
            _ = stage.frame(size: size, scale: 2, at: 0)
            state.openMenu()
            _ = stage.frame(size: size, scale: 2, at: 1)
            let image = try OffscreenRenderer.render(stage.frame(size: size, scale: 2, at: 1.1))
            assertSnapshot(of: image, as: .image(), named: "menu-at-0.1s-over-\(appearance.rawValue)")
            // Left of the menu's leading edge the content is no longer its own color:
            // the shadow (light) or the hairline (dark) marks the edge.
            let edge = try #require(stage.presentedFrame(id: ShellID.menu)).minX
            let x = Int(((appearance == .dark ? edge : edge - 3) * 2).rounded(.down))
            #expect(image.pixel(x: x, y: 300) != background, "\(appearance) at x \(x)")
        }
    }

    @Test func theMenuMovesAndTheScrimWaitsForItsDelay() throws {
        let strip = try Self.openingStrip(.leftToRight, .light)
        let frame = 480 + 8
        // At t = 0.1 the menu has entered partly: the right edge is white, the content
        // still unscrimmed (its page color) near the left.
        let t01 = frame * 1
        #expect(strip.pixel(x: t01 + 470, y: 160) == RGBA(hex: 0xFFFFFF))
        #expect(strip.pixel(x: t01 + 10, y: 300) == RGBA(hex: 0xF2F2F7))
        // Settled: the scrim darkens the content: F2F2F7 under 30 % of 808080.
        let settled = frame * 4
        let scrimmed = strip.pixel(x: settled + 10, y: 300)
        #expect(scrimmed.red < 0xF2 && scrimmed.red > 0x80)
        // The menu's leading edge sits 270 pt from the trailing edge.
        #expect(strip.pixel(x: settled + 480 - 270 + 4, y: 200) == RGBA(hex: 0xFFFFFF))
    }
}
