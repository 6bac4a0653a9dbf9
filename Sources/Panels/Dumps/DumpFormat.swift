/// Stable number formatting for text dumps: at most two decimals, no trailing zeros,
/// no locale, no "-0".
enum DumpFormat {
    static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(rounded)
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
            text = String(text[..<text.index(dot, offsetBy: 3)])
        }
        return text
    }
}
