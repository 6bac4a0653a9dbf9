import Foundation
import Panels
@testable import PanelsRaster
@testable import PanelsSDL
import Testing

/// The FriBidi integration against Unicode's own conformance data
/// (`BidiCharacterTest.txt`, Debian's `unicode-data`), and direction runs as the
/// text renderer uses them.
@Suite("Drawing: bidirectional text", .serialized)
struct DrawingBidiTests {
    static let testFile = URL(fileURLWithPath: "/usr/share/unicode/BidiCharacterTest.txt")

    struct Case {
        var line: Int
        var scalars: [UInt32]
        var base: BidiText.Base
        var paragraphLevel: UInt8
        /// nil where the character is removed by rule X9.
        var levels: [UInt8?]
        var order: [Int]
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOf: testFile, encoding: .utf8)
        var result: [Case] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count >= 5 else { continue }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
            let base: BidiText.Base = fields[1] == "0" ? .leftToRight : fields[1] == "1" ? .rightToLeft : .auto
            let levels = fields[3].split(separator: " ").map { $0 == "x" ? nil : UInt8($0) }
            let order = fields[4].split(separator: " ").compactMap { Int($0) }
            result.append(
                Case(
                    line: index + 1, scalars: scalars, base: base,
                    paragraphLevel: UInt8(fields[2]) ?? 0, levels: levels, order: order))
        }
        return result
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: testFile.path),
            "needs Debian's unicode-data (make test installs it)"))
    func resolvedLevelsAndOrderMatchBidiCharacterTest() throws {
        let cases = try Self.cases()
        #expect(cases.count > 90_000)
        var failures: [String] = []
        var failed = 0
        for c in cases {
            let resolved = BidiText.resolve(c.scalars, base: c.base)
            let levels = zip(resolved.levels, c.levels).map { $1 == nil ? nil : $0 }
            let order = resolved.visual.filter { c.levels[$0] != nil }
            if resolved.paragraphLevel != c.paragraphLevel || levels != c.levels || order != c.order {
                failed += 1
                if failures.count < 3 {
                    failures.append(
                        "line \(c.line): levels \(levels.map { $0.map(String.init) ?? "x" }) order \(order)")
                }
            }
        }
        #expect(failed == 0, "\(failed) of \(cases.count) cases differ, e.g. \(failures)")
    }

    @Test func mixedLineSplitsIntoVisualRuns() {
        let ltr = BidiText.visualRuns("abc אבג def", base: .leftToRight)
        #expect(ltr.map(\.text) == ["abc ", "אבג", " def"])
        #expect(ltr.map(\.rightToLeft) == [false, true, false])
        // In a right-to-left paragraph the English runs come out in reverse order.
        let rtl = BidiText.visualRuns("אבג abc 123 def", base: .rightToLeft)
        #expect(rtl.map(\.text) == ["abc 123 def", "אבג "])
        #expect(rtl.map(\.rightToLeft) == [false, true])
        #expect(BidiText.visualRuns("", base: .leftToRight).isEmpty)
    }

    @Test func rightToLeftRunsAreShapedAndOrderedRightToLeft() throws {
        // "אב" shown right to left puts alef (the first letter) at the right end.
        func mask(_ text: String) throws -> AlphaMask {
            try SDLLock.run { () throws(SDLError) -> AlphaMask in
                try TextCache.shared.mask(
                    TextRun(
                        text: text, origin: .zero, pixelSize: 28, weight: .regular,
                        color: .black, direction: .rightToLeft))
            }
        }
        let pair = try mask("אב"), alef = try mask("א"), bet = try mask("ב")
        #expect(pair.width == alef.width + bet.width)
        func columns(_ m: AlphaMask, _ range: Range<Int>) -> [UInt8] {
            (0 ..< m.height).flatMap { y in range.map { m.bytes[y * m.width + $0] } }
        }
        #expect(columns(pair, pair.width - alef.width ..< pair.width) == columns(alef, 0 ..< alef.width))
        #expect(columns(pair, 0 ..< bet.width) == columns(bet, 0 ..< bet.width))
    }

    @Test func arabicLettersJoin() throws {
        // Joined (shaped) beh-beh is narrower than two isolated behs side by side.
        func width(_ text: String) throws -> Int {
            try SDLLock.run { () throws(SDLError) -> Int in
                try TextCache.shared.mask(
                    TextRun(
                        text: text, origin: .zero, pixelSize: 28, weight: .regular,
                        color: .black, direction: .rightToLeft)
                ).width
            }
        }
        #expect(try width("ببب") < 3 * (try width("ب")))
    }

    @Test func rightToLeftCaptionRendersAndDumpsItsDirection() throws {
        let panel = Caption("שלום עולם").layoutDirection(.rightToLeft)
        let (image, problems, composition) = try Drawing.render(panel, 200, 40, scale: 2)
        #expect(problems.isEmpty)
        #expect(composition.displayList.dump.contains(" rtl \"שלום עולם\""))
        let dark = (0 ..< image.width).contains { x in
            (0 ..< image.height).contains { y in image.pixel(x: x, y: y).red < 60 }
        }
        #expect(dark)
    }
}

extension DrawingBidiTests {
    @Test func shapedWidthMatchesTheRasterizedLine() throws {
        for (text, rtl) in [("مرحبا بالعالم", true), ("Mixed: العربية and English 123", false), ("plain text", false)] {
            let (mask, width) = try SDLLock.run { () throws(SDLError) -> (AlphaMask, Int) in
                let run = TextRun(
                    text: text, origin: .zero, pixelSize: 20, weight: .regular, color: .black,
                    direction: rtl ? .rightToLeft : .leftToRight)
                let font = try FontLibrary.shared.font(.regular, pixelSize: 20)
                return (
                    try TextCache.shared.mask(run),
                    TextCache.shapedWidth(text, font: font, base: rtl ? .rightToLeft : .leftToRight)
                )
            }
            #expect(mask.width == width, "\(text)")
        }
    }
}
