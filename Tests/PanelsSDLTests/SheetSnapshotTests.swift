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
        // The list's photos decoded before the frame, not shown as placeholders when the
        // worker is slow (a loaded machine): the snapshot is of a moment, not a settle.
        context.waitsForPictures = true
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

    /// The classes' time filter in Arabic, pressed a quarter of the way from its leading
    /// (right) edge: the value snaps to 15 minutes, the list starts there, and the thumb
    /// has moved to the press (drawn after its 0.2 s motion).
    @Test func scrubbingInArabic() throws {
        let model = SheetModel()
        model.segment = .classes
        let stage = Self.stage(model, locale: "ar")
        let frame = try #require(stage.presentedFrame(id: "scrubber"))
        stage.handle(.pointerDown(PointerEvent(location: Point(x: frame.maxX - frame.width / 4, y: frame.midY))), at: 0)
        let classes = StudioListing.sample.classesByStart
        let first = Double(classes.first?.minuteOfDay ?? 0), last = Double(classes.last?.minuteOfDay ?? 0)
        let expected = first + ((last - first) / 4 / 15).rounded() * 15
        #expect(model.startsAfter == expected)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)  // the thumb's motion starts at this frame
        assertSnapshot(
            of: stage, as: .image(size: Self.size, scale: 1, at: 0.3, tolerance: .exact), named: "scrubbing-ar")
    }

    /// The card's two newest locales: Japanese from the sample subset (no boxes), Hebrew
    /// right to left (segments, rows and the scrubber mirrored, the map not).
    @Test(arguments: ["ja", "he"])
    func restingAtHalfTranslated(locale: String) {
        let stage = Self.stage(SheetModel(), locale: locale)
        assertSnapshot(
            of: stage, as: .image(size: Self.size, scale: 1, at: 0.1, tolerance: .exact), named: "half-light-\(locale)")
    }

    /// The classes, earliest first, each start in the locale's clock ("6:30 AM", "06:30",
    /// "6:30", Arabic digits) in a column as wide as the widest start: no time wraps, and
    /// the kinds line up. Light and dark, left to right and right to left.
    @Test(arguments: [("en", false), ("de", true), ("ar", false), ("ja", true), ("he", false)])
    func classesInTheLocalesClock(locale: String, dark: Bool) {
        let model = SheetModel(detent: .expanded)
        model.segment = .classes
        let stage = Self.stage(model, locale: locale, dark: dark)
        assertSnapshot(
            of: stage, as: .image(size: Self.size, scale: 1, at: 0.1, tolerance: .exact),
            named: "classes-\(locale)-\(dark ? "dark" : "light")")
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

/// Times in the Sheet's class list, in every locale of the card and the pseudo-locales,
/// with the bundled fonts: none cut (the time column is as wide as the widest start;
/// it was 52 pt, and "06:30" wrapped as "06:3 / 0" in every locale).
@Suite("Sheet: class times")
struct SheetClassTimesTests {
    @Test(arguments: UpcomingClassDemoModel.locales)
    func noTimeIsCut(locale: String) throws {
        let model = SheetModel(detent: .expanded)
        model.segment = .classes
        var context = PanelContext()
        context.locale = Locale(identifier: locale)
        let composition = Composition(
            SheetScene(model: model).context { $0 = context }, size: SheetPhone.size, scale: 1,
            measurer: SDLTextMeasurer.shared(scale: 1))
        let dump = composition.layoutDump
        // Times only: the header's title is cut in en-XA beside the scrubber (which the
        // app moves out of the header).
        let cut = dump.split(separator: "\n").filter {
            $0.contains("truncated") && $0.range(of: #"\d[:.٫]\d\d"#, options: .regularExpression) != nil
        }
        #expect(dump.contains("Caption"), "\(locale): no caption laid out")
        #expect(cut.isEmpty, "\(locale): \(cut.prefix(3))")
    }
}
