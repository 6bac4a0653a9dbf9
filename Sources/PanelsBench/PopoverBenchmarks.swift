import Panels

/// `popover.place`: one placement (flip, shift, arrow, trace) of a 300×300 bubble
/// for anchors spread over a 1280×800 window, in ns per call.
extension BenchmarkGroup {
    static let popover = BenchmarkGroup(name: "popover") { rounds in
        let window = Rect(x: 0, y: 0, width: 1280, height: 800)
        var requests: [PopoverPlacement.Request] = []
        for y in stride(from: 0.0, to: 800, by: 80) {
            for x in stride(from: 0.0, to: 1280, by: 128) {
                requests.append(.init(anchor: Rect(x: x, y: y, width: 44, height: 30),
                                      bubbleSize: Size(width: 300, height: 300), window: window,
                                      permitted: ArrowDirection.any, previous: .down))
            }
        }
        let perRound = requests.count * 10
        let ns = Stopwatch.median(rounds: rounds) {
            var checksum = 0.0
            for _ in 0 ..< 10 {
                for request in requests {
                    checksum += PopoverPlacement(request).bubble.minX
                }
            }
            blackHole(checksum)
        }
        return [Figure(scenario: "popover.place", value: ns / Double(perRound), unit: "ns")]
    }
}
