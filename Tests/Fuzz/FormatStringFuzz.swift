// libFuzzer driver: the format-string parser and the formatter must never crash,
// hang or blow up, whatever the format (plural variables included).
import Foundation
import Panels

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatString(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let format = FormatString(text)
    _ = format.positional(defaultPosition: 1)
    let variable = PluralVariable(valueType: "d", forms: [.one: text, .other: text])
    let formatter = StringFormatter(
        language: "en",
        formatter: LocaleFormatter(locale: Locale(identifier: "en"), now: Date(timeIntervalSince1970: 0)))
    _ = formatter.format(.pluralFormat(text, variables: ["v": variable]), [.integer(3), .text("x"), .number(1.5)])
    _ = formatter.format(.plain(text), [.integer(1)])
    return 0
}
