import CFriBidi
import Panels

/// The Unicode bidirectional algorithm (UAX #9) through GNU FriBidi: embedding
/// levels, visual order, and a line split into direction runs for shaping.
///
/// Contract: levels and order are FriBidi's (checked against Unicode's
/// BidiCharacterTest.txt in the tests); a line is treated as one paragraph and one
/// line (rules L1–L2 applied to the whole text). Pure and thread-safe.
enum BidiText {
    /// The paragraph direction to resolve with.
    enum Base: Sendable {
        case leftToRight, rightToLeft
        /// From the first strong character (rules P2–P3), left-to-right if none.
        case auto
    }

    /// The result of resolving one line.
    struct Resolved: Equatable {
        /// Level per scalar (after L1); odd levels are right-to-left.
        var levels: [UInt8]
        /// `visual[i]` is the logical index shown at visual position i.
        var visual: [Int]
        /// The resolved paragraph level (0 or 1).
        var paragraphLevel: UInt8
    }

    /// A maximal run of one level, in logical order, ready to shape in one direction.
    struct Run: Equatable {
        var text: String
        var rightToLeft: Bool
        /// Logical scalar range of the run.
        var range: Range<Int>
    }

    static func resolve(_ scalars: [UInt32], base: Base) -> Resolved {
        let count = scalars.count
        guard count > 0 else {
            return Resolved(levels: [], visual: [], paragraphLevel: base == .rightToLeft ? 1 : 0)
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var map = [FriBidiStrIndex](0 ..< FriBidiStrIndex(count))
        var parType: FriBidiParType
        switch base {
        case .leftToRight: parType = panels_fribidi_par_ltr()
        case .rightToLeft: parType = panels_fribidi_par_rtl()
        case .auto: parType = panels_fribidi_par_on()
        }
        let length = FriBidiStrIndex(count)
        scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, length, &types)
            fribidi_get_bracket_types(text.baseAddress, length, types, &brackets)
        }
        let ok = fribidi_get_par_embedding_levels_ex(types, brackets, length, &parType, &levels)
        if ok != 0 {
            // Flags 0: the plain algorithm (no mirroring in the text, no NSM reordering);
            // HarfBuzz mirrors glyphs in right-to-left runs itself.
            _ = fribidi_reorder_line(0, types, length, 0, parType, &levels, nil, &map)
        }
        let paragraphLevel: UInt8 = parType == panels_fribidi_par_rtl() ? 1 : 0
        return Resolved(
            levels: levels.map { UInt8(clamping: Int($0)) }, visual: map.map(Int.init),
            paragraphLevel: paragraphLevel)
    }

    /// The direction of a paragraph's first strong character, skipping isolates (UAX #9
    /// P2–P3, FriBidi's `fribidi_get_par_direction`); nil when it has none.
    static func firstStrong(_ text: Substring) -> LayoutDirection? {
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return nil }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        scalars.withUnsafeBufferPointer {
            fribidi_get_bidi_types($0.baseAddress, FriBidiStrIndex(scalars.count), &types)
        }
        let direction = fribidi_get_par_direction(types, FriBidiStrIndex(scalars.count))
        if direction == panels_fribidi_par_rtl() { return .rightToLeft }
        if direction == panels_fribidi_par_ltr() { return .leftToRight }
        return nil
    }

    /// The line split into runs of one direction, in visual order (left to right).
    static func visualRuns(_ text: String, base: Base) -> [Run] {
        let scalars = Array(text.unicodeScalars)
        let resolved = resolve(scalars.map(\.value), base: base)
        guard !scalars.isEmpty else { return [] }
        // Logical runs of equal level.
        var runs: [(range: Range<Int>, level: UInt8)] = []
        var start = 0
        for i in 1 ... scalars.count where i == scalars.count || resolved.levels[i] != resolved.levels[start] {
            runs.append((start ..< i, resolved.levels[start]))
            start = i
        }
        // Rule L2 on runs: from the highest level down to the lowest odd level,
        // reverse every sequence of runs at that level or higher.
        let maxLevel = runs.map(\.level).max() ?? 0
        let lowestOdd = runs.map(\.level).filter { $0 & 1 == 1 }.min() ?? (maxLevel + 1)
        if maxLevel >= lowestOdd {
            var level = maxLevel
            while level >= lowestOdd {
                var i = 0
                while i < runs.count {
                    if runs[i].level >= level {
                        var j = i
                        while j < runs.count && runs[j].level >= level { j += 1 }
                        runs[i ..< j].reverse()
                        i = j
                    } else {
                        i += 1
                    }
                }
                if level == 0 { break }
                level -= 1
            }
        }
        return runs.map { run in
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[run.range])
            return Run(text: String(s), rightToLeft: run.level & 1 == 1, range: run.range)
        }
    }

    /// An ISO 15924 script tag for shaping `text`: from its first character of a
    /// script with its own shaping (Arabic, Hebrew, …), else Latin.
    static func script(of text: String) -> String {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0600 ... 0x06FF, 0x0750 ... 0x077F, 0x08A0 ... 0x08FF, 0xFB50 ... 0xFDFF, 0xFE70 ... 0xFEFF:
                return "Arab"
            case 0x0590 ... 0x05FF, 0xFB1D ... 0xFB4F: return "Hebr"
            case 0x0370 ... 0x03FF: return "Grek"
            case 0x0400 ... 0x04FF: return "Cyrl"
            default: continue
            }
        }
        return "Latn"
    }
}
