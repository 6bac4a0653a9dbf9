import Observation
@testable import Panels
import Testing
import PanelsTestSupport

/// A chat: messages the app appends to.
@Observable
final class ChatModel {
    var messages: [Int]
    var offset = Point.zero
    init(count: Int) { messages = Array(0 ..< count) }
}

/// Message `i`'s height: 30 … 90 pt, not the estimate.
func messageHeight(_ i: Int) -> Double { 30 + Double((i &* 7919) % 61) }

@Suite("Lazy lists anchored to their end")
struct LongListEndTests {
    static func stage(_ model: ChatModel) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(model, \.offset)) {
                LongList(model.messages, id: \.self, estimatedRowHeight: 50) { i in
                    Swatch(.white).frame(height: messageHeight(i))
                }
                .anchoredToEnd()
            }
        }
    }

    /// The bottom of the last message on screen, or nil when it is not resolved.
    static func lastBottom(_ stage: Stage, _ model: ChatModel) -> Double? {
        model.messages.last.flatMap { stage.presentedFrame(id: "\($0)")?.maxY }
    }

    @Test("A chat opens at its newest message and stays there as messages arrive and the window resizes")
    func followsTheEnd() {
        let model = ChatModel(count: 5_000)
        let stage = Self.stage(model)
        var size = Size(width: 320, height: 480)
        _ = stage.frame(size: size, scale: 1, at: 0)
        #expect(Self.lastBottom(stage, model) == size.height)
        for step in 1 ... 5 {
            model.messages.append(model.messages.count)
            _ = stage.frame(size: size, scale: 1, at: Double(step) / 60)
            #expect(Self.lastBottom(stage, model) == size.height, "after message \(step)")
        }
        size = Size(width: 320, height: 700)
        _ = stage.frame(size: size, scale: 1, at: 1)
        #expect(Self.lastBottom(stage, model) == size.height, "taller window")
        size = Size(width: 200, height: 300)
        _ = stage.frame(size: size, scale: 1, at: 2)
        #expect(Self.lastBottom(stage, model) == size.height, "smaller window")
    }

    @Test("Scrolled away from the end, an arriving message leaves the content where the user put it")
    func staysWhereTheUserIs() {
        let model = ChatModel(count: 2_000)
        let stage = Self.stage(model)
        let size = Size(width: 320, height: 480)
        _ = stage.frame(size: size, scale: 1, at: 0)
        stage.handle(.wheel(dx: 0, dy: 5, at: Point(x: 100, y: 200), modifiers: []), at: 0)
        _ = stage.frame(size: size, scale: 1, at: 0.1)
        let id = model.messages[model.messages.count - 8]
        let before = stage.presentedFrame(id: "\(id)")
        model.messages.append(model.messages.count)
        _ = stage.frame(size: size, scale: 1, at: 0.2)
        #expect(before != nil && stage.presentedFrame(id: "\(id)") == before)
        // Back at the end, it follows again.
        _ = stage.keyDown(.end) || true
        stage.handle(.wheel(dx: 0, dy: -50, at: Point(x: 100, y: 200), modifiers: []), at: 0.3)
        _ = stage.frame(size: size, scale: 1, at: 0.4)
        model.messages.append(model.messages.count)
        _ = stage.frame(size: size, scale: 1, at: 0.5)
        #expect(Self.lastBottom(stage, model) == size.height)
    }
}

@Suite("Lazy list end properties")
struct LongListEndPropertyTests {
    @Test(
        "After random appends, resizes and scrolls: the last row's bottom is the viewport's bottom unless the user scrolled away, and then nothing on screen moves"
    )
    func endRule() {
        PropertyTest.check("anchored end", cases: 30) { random in
            let model = ChatModel(count: random.int(0 ... 3_000))
            let stage = LongListEndTests.stage(model)
            var size = Size(width: 320, height: random.number(200 ... 900))
            var time = 0.0
            _ = stage.frame(size: size, scale: 1, at: time)
            // Whether the list was at its end after the last frame.
            var following = true
            for step in 0 ..< 20 {
                let action = random.int(0 ... 4)
                // Away from the end, a row on screen must stay put when messages arrive.
                var watched: (id: Int, frame: Rect)?
                if !following && action <= 1 {
                    let id = model.messages.last { id in
                        stage.presentedFrame(id: "\(id)").map { $0.maxY > 0 && $0.minY < size.height } ?? false
                    }
                    watched = id.flatMap { id in stage.presentedFrame(id: "\(id)").map { (id, $0) } }
                }
                switch action {
                case 0, 1:
                    for _ in 0 ..< random.int(1 ... 3) { model.messages.append(model.messages.count) }
                case 2:
                    size = Size(width: random.number(150 ... 500), height: random.number(200 ... 900))
                case 3:
                    let lines = random.element(of: [-200, -3, -1, 1, 3, 200.0])
                    stage.handle(.wheel(dx: 0, dy: lines, at: Point(x: 100, y: 100), modifiers: []), at: time)
                default:
                    break
                }
                time += 1.0 / 60
                _ = stage.frame(size: size, scale: 1, at: time)
                let last = LongListEndTests.lastBottom(stage, model)
                let firstTop = model.messages.first.flatMap { stage.presentedFrame(id: "\($0)")?.minY }
                let fits = model.messages.isEmpty || (firstTop == 0 && (last ?? .infinity) <= size.height)
                if fits {
                    following = true
                    continue
                }
                defer {
                    // At the end now (the user's wheel, or a resize that clamped the
                    // offset to it): it follows from here.
                    following = last.map { abs($0 - size.height) < 0.5 } ?? false
                }
                if action == 3 { continue }
                if following && last != size.height {
                    return
                        "step \(step) (action \(action)): following the end, the last row ends at \(String(describing: last)), the viewport at \(size.height)"
                }
                if let watched, let now = stage.presentedFrame(id: "\(watched.id)"), now.minY != watched.frame.minY {
                    return
                        "step \(step): scrolled away, row \(watched.id) moved from \(watched.frame.minY) to \(now.minY) (offset \(model.offset.y), last \(String(describing: last)), size \(size), count \(model.messages.count))"
                }
            }
            return nil
        }
    }
}
