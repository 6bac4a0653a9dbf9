import Foundation
import Panels
import PanelsTestSupport
import Testing

/// Text setting is linear in the text's length: `LineSetter`'s work counters (clusters
/// scanned, width calls, bytes measured) per byte of text stay the same from 1 MB to
/// 8 MB, for text with no break opportunity, with many, in mixed scripts and with
/// combining marks. Widths come from a fixed-width measure (`WordWidthMeasurer`'s
/// 10 pt per cluster), so the counts are the setter's own work.
@Suite("Linear text setting")
struct LinearTextTests {
    /// Text of about `bytes` UTF-8 bytes, repeating `unit`.
    static func text(_ unit: String, bytes: Int) -> String {
        String(repeating: unit, count: max(1, bytes / unit.utf8.count))
    }

    /// The kinds of text, each with the break table libunibreak would give in the
    /// large (after spaces; after each CJK ideograph).
    enum Kind: String, CaseIterable, Sendable {
        case unbreakable, manyBreaks, mixedScripts, combiningMarks

        var unit: String {
            switch self {
            case .unbreakable: "abcdefghijklmnopqrstuvwxyz"
            case .manyBreaks: "lorem ipsum dolor sit amet "
            case .mixedScripts: "Latin עברית العربية 中文字符 "
            case .combiningMarks: "e\u{301}\u{323}a\u{308}o\u{302}"
            }
        }

        func breaks(_ text: String) -> [Int8] {
            var table = [Int8](repeating: 2, count: text.utf8.count)
            guard self != .unbreakable && self != .combiningMarks else { return table }
            var offset = 0
            for scalar in text.unicodeScalars {
                let length = UTF8.width(scalar)
                if scalar == " " || (0x4E00 ... 0x9FFF).contains(scalar.value) { table[offset + length - 1] = 1 }
                offset += length
            }
            return table
        }
    }

    static var sizes: [Int] {
        let megabyte = 1 << 20
        // The 8 MB cases only in the plain run: a sanitizer build is 10–50× slower.
        let sanitized = ProcessInfo.processInfo.environment["PANELS_SANITIZER"] == "1"
        return (sanitized ? [1, 2] : [1, 2, 4, 8]).map { $0 * megabyte }
    }

    /// Work per byte of `kind` at `bytes`, set at 200 pt (20 clusters a line).
    static func workPerByte(_ kind: Kind, bytes: Int) -> (perByte: Double, work: LineSetter.Work, lines: Int) {
        let text = text(kind.unit, bytes: bytes)
        var work = LineSetter.Work()
        let opportunities = LineSetter.opportunities(text, utf8Breaks: kind.breaks(text), work: &work)
        let result = LineSetter.set(
            text, opportunities: opportunities, maxWidth: 200, lineLimit: nil, truncation: .tail, work: &work
        ) { piece in
            Double(piece.count) * WordWidthMeasurer.characterWidth
        }
        let total = work.scanned + work.measures + work.measuredBytes
        return (Double(total) / Double(text.utf8.count), work, result.lines.count)
    }

    @Test("Work per byte stays within 1.5× from 1 MB to 8 MB", arguments: Kind.allCases)
    func workPerByteIsFlat(_ kind: Kind) {
        var perByte: [Double] = []
        for bytes in Self.sizes {
            let (ratio, work, lines) = Self.workPerByte(kind, bytes: bytes)
            #expect(lines > 0)
            print(
                "linear text \(kind.rawValue) \(bytes >> 20) MB: \(work.scanned) scanned, \(work.measures) measures, "
                    + "\(work.measuredBytes) bytes measured, \(lines) lines: \(ratio) per byte")
            perByte.append(ratio)
        }
        let spread = perByte.max()! / perByte.min()!
        #expect(spread <= 1.5, "\(kind.rawValue): work per byte \(perByte)")
    }

    @Test("The linear setter sets every text as the previous (quadratic) one did")
    func sameAsBefore() {
        PropertyTest.check("line setting", cases: 3_000) { g in
            var text = ""
            for _ in 0 ..< g.int(0 ... 40) {
                text += g.element(of: [
                    "a", "bb", " ", "  ", "\n", String(repeating: "c", count: g.int(30 ... 80)), "é", "中", "e\u{301}",
                    "שלום", "مرحبا", "👩‍👩‍👧",
                ])
            }
            let breaks = text.utf8.map { $0 == 32 ? Int8(1) : $0 == 10 ? Int8(0) : Int8(2) }
            let opportunities = LineSetter.opportunities(text, utf8Breaks: breaks)
            let maxWidth = g.element(of: [5.0, 30, 75, 200, 1_000, .infinity])
            let limit: Int? = g.bool() ? nil : g.int(1 ... 4)
            let truncation = g.element(of: [TruncationMode.tail, .head, .middle])
            let width = { (piece: Substring) in Double(piece.count) * 10 }
            let direction = { (paragraph: Substring) -> LayoutDirection? in
                paragraph.unicodeScalars.first { $0.properties.isAlphabetic }.map {
                    (0x0590 ... 0x08FF).contains($0.value) ? .rightToLeft : .leftToRight
                }
            }
            let result = LineSetter.set(
                text, opportunities: opportunities, maxWidth: maxWidth, lineLimit: limit, truncation: truncation,
                paragraphDirection: direction, width: width)
            let expected = QuadraticLineSetter.set(
                text, opportunities: opportunities, maxWidth: maxWidth, lineLimit: limit, truncation: truncation,
                paragraphDirection: direction, width: width)
            return result == expected
                ? nil
                : "\(text.debugDescription) at \(maxWidth), limit \(String(describing: limit)), \(truncation): "
                    + "\(result.lines.map(\.text)) vs \(expected.lines.map(\.text))"
        }
    }
}
