import Panels
import Testing
import PanelsTestSupport

/// Records what handlers saw.
final class Log: @unchecked Sendable {
    var entries: [String] = []
    var drags: [PointerDrag] = []
}

@Suite("Focus and dragging")
struct FocusAndDragTests {
    func focusScene(_ log: Log) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Column(spacing: 10) {
                Row(spacing: 10) {
                    Swatch(RGBA(hex: 0x0A84FF)).frame(width: 50, height: 50).focusable().id("a")
                        .onKey(.enter) { log.entries.append("a enter") }
                    Swatch(RGBA(hex: 0x30D158)).frame(width: 50, height: 50).focusable().id("b")
                }
                Swatch(RGBA(hex: 0xFF9F0A)).frame(width: 50, height: 50).id("plain")
                Swatch(RGBA(hex: 0xFF375F)).frame(width: 50, height: 50).focusable().id("c")
            }
            .onKey(.enter) { log.entries.append("column enter") }
            .onKey(KeyName.tab.with(.control)) { log.entries.append("ctrl tab") }
        }
    }

    @Test("Tab and Shift+Tab move focus in reading order and wrap; Ctrl+Tab goes to handlers")
    func focusOrder() {
        let log = Log()
        let driver = Driver(focusScene(log))
        let stage = driver.stage
        #expect(stage.focusedID == nil)
        var seen: [String?] = []
        for _ in 0 ..< 4 {
            stage.keyDown(.tab)
            seen.append(stage.focusedID)
        }
        #expect(seen == ["a", "b", "c", "a"])
        stage.keyDown(KeyName("shift+Tab"))
        #expect(stage.focusedID == "c")
        stage.keyDown(KeyName("ctrl+Tab"))
        #expect(stage.focusedID == "c")
        #expect(log.entries == ["ctrl tab"])
    }

    @Test("Keys go to the focused panel first, then bubble to its ancestors")
    func keysBubble() {
        let log = Log()
        var driver = Driver(focusScene(log))
        let stage = driver.stage
        stage.keyDown(.enter)
        #expect(log.entries == ["a enter"], "nothing focused: the frontmost handler")
        let a = stage.presentedFrame(id: "a")!
        driver.down(a.midX, a.midY)
        driver.up(a.midX, a.midY)
        driver.frame(at: 0.1)
        #expect(stage.focusedID == "a")
        stage.keyDown(.enter)
        #expect(log.entries.last == "a enter")
        stage.keyDown(.tab)
        #expect(stage.focusedID == "b")
        stage.keyDown(.enter)
        #expect(log.entries.last == "column enter", "b has no handler: it bubbles to the column")
        let plain = stage.presentedFrame(id: "plain")!
        driver.down(plain.midX, plain.midY)
        driver.up(plain.midX, plain.midY)
        #expect(stage.focusedID == nil, "a click on something not focusable clears focus")
    }

    @Test("The focus ring is drawn around the panel focused with the keyboard, not after a click")
    func focusRing() {
        let log = Log()
        var driver = Driver(focusScene(log))
        let stage = driver.stage
        func strokes() -> Int {
            stage.frame(size: driver.size, scale: 1, at: driver.time).commands.filter {
                if case .stroke = $0 { return true }
                return false
            }.count
        }
        #expect(strokes() == 0)
        stage.keyDown(.tab)
        #expect(strokes() == 1)
        let b = stage.presentedFrame(id: "b")!
        driver.down(b.midX, b.midY)
        driver.up(b.midX, b.midY)
        driver.frame(at: 0.1)
        #expect(stage.focusedID == "b")
        #expect(strokes() == 0)
    }

    @Test("A drag begins after 4 pt, reports translation and velocity, and a press inside is not a tap")
    func dragPhases() {
        let log = Log()
        var taps = 0
        let stage = Stage(measurer: NoTextMeasurer()) {
            Swatch(RGBA(hex: 0x0A84FF)).frame(width: 300, height: 300)
                .onTap { taps += 1 }
                .onPointerDrag { drag in log.drags.append(drag) }
        }
        var driver = Driver(stage)
        driver.down(200, 300)
        driver.frame(at: 1.0 / 60)
        driver.move(202, 300)
        #expect(log.drags.isEmpty, "2 pt: not yet")
        for k in 1 ... 10 {
            driver.frame(at: Double(k + 1) / 60)
            driver.move(202 + Double(k) * 10, 300)
        }
        driver.up(302, 300)
        #expect(log.drags.first?.phase == .began)
        #expect(log.drags.last?.phase == .ended)
        #expect(log.drags.last?.translation == Point(x: 102, y: 0))
        let speed = log.drags.last?.velocity.x ?? 0
        #expect(abs(speed - 600) < 1e-6, "10 pt per 1/60 s: \(speed)")
        #expect(taps == 0)
        driver.down(200, 300)
        driver.up(200, 300)
        #expect(taps == 1)
    }

    @Test("The innermost handler that can move that way gets the drag; a vertical drag passes to the scroller")
    func arbitration() {
        let log = Log()
        let box = OffsetBox()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(box, \.offset)) {
                Column(spacing: 0) {
                    Swatch(RGBA(hex: 0x0A84FF)).frame(height: 100)
                        .onPointerDrag(axes: .horizontal) { drag in log.drags.append(drag) }
                    Swatch(RGBA(hex: 0xE5E5EA)).frame(height: 2_000)
                }
            }
        }
        var driver = Driver(stage)
        driver.drag(from: Point(x: 100, y: 50), to: Point(x: 200, y: 50), duration: 0.2)
        #expect(log.drags.contains { $0.phase == .changed })
        #expect(box.offset.y == 0)
        log.drags = []
        driver.drag(from: Point(x: 100, y: 90), to: Point(x: 100, y: 40), duration: 0.2)
        #expect(log.drags.isEmpty)
        #expect(box.offset.y == 50)
    }
}
