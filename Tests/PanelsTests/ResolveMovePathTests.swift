import Foundation
import PanelsTestSupport
import Testing

@testable import Panels

/// The resolver's shortcuts give what the long way gives: a resolve whose rich kinds
/// and flexible frames are reserved from the last one's counts.
@Suite struct ResolveMovePathTests {
    static func dump<P: Panel>(_ panel: P) -> String {
        let session = LayoutSession(panel, measurer: WordWidthMeasurer())
        session.layout(in: Size(width: 300, height: 2_000))
        return session.layoutDump + "\(session.tree.explicitIDs.sorted { $0.key < $1.key })"
    }

    struct Cards: Panel {
        var count: Int
        var seed: Int
        var body: some Panel {
            Column(spacing: 1) {
                for i in 0 ..< count {
                    Row(spacing: 2) {
                        // No picture folder: a placeholder leaf, the same on every resolve.
                        Picture("p\(i)").cornerRadius(Double((i &* seed) % 7))
                        Caption("Card \(i) \(seed)").frame(maxWidth: .infinity, alignment: .leading)
                        if (i + seed) % 3 == 0 { Caption("more").frame(minWidth: 4, maxWidth: 40) }
                    }
                    .padding(2)
                }
            }
        }
    }

    /// Trees of pictures, captions and flexible frames of generated sizes resolve the
    /// same whatever was resolved before them (the rich kinds and flexible frames are
    /// reserved from the last resolve of the type: a capacity only).
    @Test func reservedKindsChangeNoTree() {
        var fresh: [Int: String] = [:]
        PropertyTest.check("reserved kinds", cases: 1_500) { random in
            let count = random.int(0 ... 40)
            let seed = random.int(0 ... 3)
            let before = random.int(0 ... 80)
            _ = NodeTree(resolving: Cards(count: before, seed: seed))
            let hint = ResolveSizeHint.last(for: Cards.self)
            let tree = NodeTree(resolving: Cards(count: before, seed: seed))
            if hint.richKinds != tree.richKinds.count {
                return "hint for \(hint.richKinds) rich kinds, made \(tree.richKinds.count)"
            }
            let dump = Self.dump(Cards(count: count, seed: seed))
            let key = count * 4 + seed
            if let known = fresh[key], known != dump { return "\(count) cards after \(before):\n\(dump)\nvs\n\(known)" }
            fresh[key] = dump
            return nil
        }
    }
}
