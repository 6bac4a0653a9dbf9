// libFuzzer driver: the input-script parser must never crash, hang or blow up.
// Built together with Sources/PanelsDemoSupport/InputScript.swift (run-fuzzers.sh):
// the fuzz build links no SDL target, and the parser needs none.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputScript(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? InputScript(parsing: text, file: "fuzz.script")
    return 0
}
