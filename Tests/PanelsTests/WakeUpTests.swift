import Foundation
import Observation
import Panels
import PanelsTestSupport
import Testing

/// An app model the stage reads only through `Ref`s (no body reads `target`).
@Observable
final class WakeListModel: @unchecked Sendable {
    var target: ScrollTarget?
    var offset = Point.zero
    var focused: String?
    var label = "a"
}

/// A model a body reads.
@Observable
final class WakeTextModel: @unchecked Sendable {
    var width = 10.0
}

/// Changes made off the input path (a main-actor `Task`, a timer, another thread)
/// wake a sleeping host exactly once and show at the next frame.
@Suite("Wake-ups")
struct WakeUpTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func bump() { lock.withLock { value += 1 } }
    }

    static func list(_ model: WakeListModel) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(model, \.offset), target: Ref(model, \.target), indicators: false) {
                Column(spacing: 0) {
                    for i in 0 ..< 100 {
                        Swatch(.black).frame(height: 50).id("r\(i)")
                    }
                }
            }
        }
    }

    @Test("A scroll target set from a main-actor Task wakes the host once and scrolls at the next frame")
    @MainActor
    func scrollTargetFromTaskWakes() async {
        let model = WakeListModel()
        let stage = Self.list(model)
        let wakes = Counter()
        stage.onNeedsFrame = { wakes.bump() }
        let size = Size(width: 200, height: 400)
        _ = stage.frame(size: size, scale: 1, at: 0)
        #expect(!stage.needsFrame(at: 0.1))
        await Task { @MainActor in model.target = ScrollTarget(id: "r40", anchor: .top, animated: false) }.value
        #expect(wakes.count == 1, "wake-ups after the change: \(wakes.count)")
        #expect(stage.needsFrame(at: 0.1))
        _ = stage.frame(size: size, scale: 1, at: 0.1)
        #expect(stage.presentedFrame(id: "r40")?.minY == 0)
        #expect(model.target == nil)
        // Nothing more (once the indicators' fade is over): writing the request back
        // did not ask for another frame.
        #expect(!stage.needsFrame(at: 10))
        #expect(wakes.count == 1, "wake-ups after the frame: \(wakes.count)")
    }

    @Test("Several changes before a frame wake the host once")
    @MainActor
    func changesCoalesce() async {
        let model = WakeTextModel()
        let stage = Stage(measurer: NoTextMeasurer()) { Swatch(.black).frame(width: model.width) }
        let wakes = Counter()
        stage.onNeedsFrame = { wakes.bump() }
        _ = stage.frame(size: Size(width: 100, height: 100), scale: 1, at: 0)
        await Task { @MainActor in
            model.width = 20
            model.width = 30
        }.value
        #expect(wakes.count == 1)
        _ = stage.frame(size: Size(width: 100, height: 100), scale: 1, at: 0.1)
        #expect(!stage.needsFrame(at: 0.1))
        model.width = 40
        #expect(wakes.count == 2)
    }
}
