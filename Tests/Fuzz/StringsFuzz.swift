// libFuzzer driver: the .strings parser must never crash, hang or blow up.
import Foundation
import PanelsAssetFiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    _ = StringsFileParser.parse(bytes, file: "fuzz.strings")
    return 0
}
