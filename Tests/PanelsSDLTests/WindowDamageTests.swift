import Foundation
import Panels
@testable import PanelsSDL
import Testing

extension InProcessWindows {
    /// A window uploads only the rectangles that changed (`FrameDamage`), and what it
    /// shows is still exactly the frame drawn whole: a caret that blinks, a button
    /// that the pointer hovers, a progress bar that runs, frame after frame, read
    /// back from the renderer.
    @Suite("Window damage", .serialized)
    struct WindowDamageTests {
        final class Model: @unchecked Sendable {
            var text = "Damage"
        }

        struct Screen: Panel {
            let model: Model
            let field: EntryFieldState

            var body: some Panel {
                Column(alignment: .leading, spacing: 12) {
                    EntryField(text: Ref(model, \.text), state: field).id("field")
                    Pressable("Press") {}.id("button")
                    ProgressBar("Working")
                    Caption("A card with a shadow").padding(12)
                        .background(RGBA(hex: 0xFFFFFF), cornerRadius: 10)
                        .shadow(RGBA(hex: 0x000000, opacity: 0.2), radius: 8, y: 3, cornerRadius: 10)
                    Gap()
                }
                .padding(16)
                .background(RGBA(hex: 0xF2F2F7))
            }
        }

        @Test(
            .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"),
            arguments: [WindowHost.RendererKind.software, .accelerated])
        @MainActor
        func uploadsOnlyWhatChangedAndShowsTheWholeFrame(renderer: WindowHost.RendererKind) throws {
            let host = try WindowHost(title: "damage", size: Size(width: 320, height: 240), renderer: renderer)
            var context = PanelContext()
            context.caretBlinks = true
            let model = Model(), field = EntryFieldState()
            let stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: host.metrics.scale)) {
                Screen(model: model, field: field)
            }
            let (size, scale) = host.metrics
            host.present(stage.frame(size: size, scale: scale, at: 0.1))
            _ = stage.keyDown(.tab)
            var partial = 0
            var time = 0.2
            for step in 0 ..< 24 {
                time += step % 6 == 0 ? 0.5 : 1.0 / 60
                if step % 4 == 2, let button = stage.presentedFrame(id: "button") {
                    let over = step % 8 == 2
                    let at = over ? Point(x: button.midX, y: button.midY) : Point(x: 300, y: 230)
                    _ = stage.handle(.pointerMove(PointerEvent(location: at)))
                }
                let list = stage.frame(size: size, scale: scale, at: time)
                host.present(list)
                if host.lastUploadedPixels < list.pixelWidth * list.pixelHeight { partial += 1 }
                let shown = try host.readPixels()
                let expected = try OffscreenRenderer.render(list)
                #expect(shown.bytes == expected.bytes, "frame \(step): the window differs from the whole frame")
            }
            #expect(partial >= 20, "\(partial) of 24 frames uploaded only what changed")
        }
    }
}
