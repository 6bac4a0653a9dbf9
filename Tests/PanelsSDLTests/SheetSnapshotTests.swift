import Foundation
import Panels
import PanelsComponents
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The sheet over a map drawn at chosen moments: at rest at half (light), at the top with the
/// map dimmed (dark), scrubbing in Arabic, at half in Japanese and Hebrew, and the spring after a fling (filmstrip).
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter SheetSnapshotTests` and look.
@Suite("Sheet snapshots", .serialized)
struct SheetSnapshotTests {
    static let size = SheetPhone.size

    static func stage(_ model: SheetModel, locale: String = "en", dark: Bool = false) -> Stage {
        var context = PanelContext()
        context.locale = Locale(identifier: locale)
        if dark { context.appearance = .dark }
        let stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: 1)) { SheetScene(model: model) }
        _ = stage.frame(size: size, scale: 1, at: 0)
        return stage
    }

    @Test func restingAtHalfLight() {
        let stage = Self.stage(SheetModel())
        assertSnapshot(
            of: stage, as: .image(size: Self.size, scale: 1, at: 0.1, tolerance: .exact), named: "half-light")
    }

    @Test func atTheTopDimmedDark() {
        let stage = Self.stage(SheetModel(detent: .expanded), dark: true)
        assertSnapshot(of: stage, as: .image(size: Self.size, scale: 1, at: 0.1, tolerance: .exact), named: "top-dark")
    }

    @Test func scrubbingInArabic() {
        let model = SheetModel()
        let stage = Self.stage(model, locale: "ar")
        let frame = stage.presentedFrame(id: "scrubber")!
        // A press a quarter of the way from the leading (right) edge: 1:01 of 4:05.
        stage.handle(.pointerDown(PointerEvent(location: Point(x: frame.maxX - frame.width / 4, y: frame.midY))), at: 0)
        #expect(abs(model.seconds - 245.0 / 4) < 0.01)
        assertSnapshot(
            of: stage, as: .image(size: Self.size, scale: 1, at: 0.05, tolerance: .exact), named: "scrubbing-ar")
    }

    /// The card's two newest locales: Japanese from the sample subset (no boxes), Hebrew
    /// right to left (segments, rows and the scrubber mirrored, the map not).
    @Test(arguments: ["ja", "he"])
    func restingAtHalfTranslated(locale: String) {
        let stage = Self.stage(SheetModel(), locale: locale)
        assertSnapshot(
            of: stage, as: .image(size: Self.size, scale: 1, at: 0.1, tolerance: .exact), named: "half-light-\(locale)")
    }

    @Test func springAfterAFlingUp() {
        let model = SheetModel()
        let stage = Self.stage(model)
        // A flick up on the header, released while moving.
        var t = 0.0
        stage.handle(.pointerDown(PointerEvent(location: Point(x: 215, y: 520))), at: t)
        for k in 1 ... 6 {
            t += 1.0 / 60
            _ = stage.frame(size: Self.size, scale: 1, at: t)
            stage.handle(
                .pointerMove(
                    PointerEvent(location: Point(x: 215, y: 520 - Double(k) * 20), button: .primary, clickCount: 0)),
                at: t)
        }
        stage.handle(.pointerUp(PointerEvent(location: Point(x: 215, y: 400))), at: t)
        _ = stage.frame(size: Self.size, scale: 1, at: t)
        #expect(model.detent == .expanded)
        assertSnapshot(
            of: stage,
            as: .filmstrip(
                size: Self.size, scale: 0.5, times: [t + 0.03, t + 0.08, t + 0.15, t + 1], tolerance: .exact),
            named: "fling-up")
    }
}
