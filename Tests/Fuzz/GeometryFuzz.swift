// libFuzzer driver: any numbers in any modifier, any window size, scale and time, any
// pointer and wheel positions — resolving, laying out, painting, hit testing and the
// accessibility tree must never trap, hang or blow up (P25).
//
// The input is read as a program: one byte chooses a modifier (or a stage call), the
// next eight bytes are a Double (any bit pattern: NaN payloads, infinities,
// subnormals, ±10³⁰⁸).
import Foundation
import Panels

/// Made-up metrics (no SDL in the fuzz build): 8 pt a character, 16 pt a line.
struct FuzzMeasurer: TextMeasurer {
    func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
        let width = Double(text.count) * 8
        return TextLayout(lines: [TextLayout.Line(text: text, width: width)], lineHeight: 16, ascent: 12)
    }
}

/// The bytes as a stream of choices and numbers.
struct FuzzReader {
    var bytes: [UInt8]
    var at = 0

    var isEmpty: Bool { at >= bytes.count }

    mutating func byte() -> UInt8 {
        guard at < bytes.count else { return 0 }
        defer { at += 1 }
        return bytes[at]
    }

    mutating func number() -> Double {
        var bits: UInt64 = 0
        for _ in 0 ..< 8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }
}

func fuzzTree(_ reader: inout FuzzReader, depth: Int) -> AnyPanel {
    guard depth > 0, !reader.isEmpty else {
        switch reader.byte() % 4 {
        case 0: return AnyPanel(Caption("Fuzz"))
        case 1: return AnyPanel(Swatch(.black, cornerRadius: reader.number()))
        case 2: return AnyPanel(Separator(inset: reader.number(), trailing: reader.number()))
        default: return AnyPanel(Tile(cornerRadius: reader.number()).fill(.black))
        }
    }
    let choice = reader.byte() % 18
    let child = fuzzTree(&reader, depth: depth - 1)
    let a = reader.number(), b = reader.number(), c = reader.number(), d = reader.number()
    switch choice {
    case 0: return AnyPanel(child.padding(a))
    case 1: return AnyPanel(child.padding(EdgeInsets(top: a, leading: b, bottom: c, trailing: d)))
    case 2: return AnyPanel(child.frame(width: a, height: b))
    case 3: return AnyPanel(child.frame(minWidth: a, idealWidth: b, maxWidth: c, minHeight: d, maxHeight: a))
    case 4: return AnyPanel(child.offset(x: a, y: b))
    case 5:
        let other = fuzzTree(&reader, depth: depth - 1)
        return AnyPanel(
            Column(spacing: a) {
                child; other
            })
    case 6:
        let other = fuzzTree(&reader, depth: depth - 1)
        return AnyPanel(
            Row(spacing: a) {
                child; Gap(minLength: b); other
            })
    case 7: return AnyPanel(child.opacity(a))
    case 8: return AnyPanel(child.shadow(radius: a, x: b, y: c, cornerRadius: d))
    case 9: return AnyPanel(child.border(.black, width: a, cornerRadius: b))
    case 10: return AnyPanel(child.clipped(cornerRadius: a))
    case 11: return AnyPanel(child.textStyle(TextStyle(size: a, lineHeight: b)))
    case 12: return AnyPanel(child.aspectRatio(a))
    case 13: return AnyPanel(Scroller { child })
    case 14:
        return AnyPanel(
            child.popover(isOpen: .constant(true), size: Size(width: a, height: b), margin: c, offset: d) {
                Caption("Bubble")
            })
    case 15: return AnyPanel(child.hitTarget(minimum: a))
    case 16:
        return AnyPanel(
            child.presence(Presence(rawValue: UInt8(truncatingIfNeeded: a.bitPattern)) ?? .shown))
    default: return AnyPanel(child.focusOrder(a).accessibilityOrder(b))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometry(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var reader = FuzzReader(bytes: Array(UnsafeRawBufferPointer(start: start, count: min(count, 4096))))
    let panel = fuzzTree(&reader, depth: 6)
    let stage = Stage(measurer: FuzzMeasurer()) { panel }
    // The window is kept to a sane size here (sizes are fuzzed below, without painting
    // a frame that large into memory twice).
    var time = 0.0
    while !reader.isEmpty {
        let a = reader.number(), b = reader.number()
        time += 1.0 / 60
        switch reader.byte() % 6 {
        case 0: _ = stage.frame(size: Size(width: a, height: b), scale: reader.number(), at: time)
        case 1: _ = stage.click(at: Point(x: a, y: b))
        case 2: _ = stage.wheel(dx: a, dy: b, at: Point(x: reader.number(), y: reader.number()))
        case 3: _ = stage.keyDown(.tab)
        case 4: _ = stage.accessibilityTree()
        default: _ = stage.frame(size: Size(width: 300, height: 300), scale: 1, at: a)
        }
    }
    _ = stage.frame(size: Size(width: 300, height: 300), scale: 2, at: time + 1)
    return 0
}
