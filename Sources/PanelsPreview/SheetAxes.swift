import Foundation
import Panels

/// What a contact sheet shows: one row per locale × appearance × text size, one
/// column per size × state, in the order given.
///
/// Contract: labels are stable ("de · dark", "medium · nothing") — they appear on the
/// sheet, in the printed report and in tests.
public struct SheetAxes: Sendable, Equatable {
    /// A row: one locale in one appearance at one text size (named in the label when
    /// it is not the default, `large`).
    public struct Row: Sendable, Equatable {
        public var locale: String
        public var appearance: Appearance
        public var textSize: TextSizeCategory = .large
        public var label: String {
            "\(locale) · \(appearance == .dark ? "dark" : "light")" + (textSize == .large ? "" : " · \(textSize)")
        }
    }

    /// A column: one size in one state.
    public struct Column: Sendable, Equatable {
        public var size: PreviewSize
        public var state: String
        public var label: String { "\(size.name) · \(state)" }
    }

    public var rows: [Row]
    public var columns: [Column]

    public init(
        locales: [String], appearances: [Appearance], sizes: [PreviewSize], states: [String],
        textSizes: [TextSizeCategory] = [.large]
    ) {
        rows = locales.flatMap { locale in
            appearances.flatMap { appearance in
                textSizes.map { Row(locale: locale, appearance: appearance, textSize: $0) }
            }
        }
        columns = sizes.flatMap { size in states.map { Column(size: size, state: $0) } }
    }

    public var cellCount: Int { rows.count * columns.count }

    /// Height of the tallest size, in points.
    var cardHeight: Double { columns.map(\.size.points.height).max() ?? 0 }
}
