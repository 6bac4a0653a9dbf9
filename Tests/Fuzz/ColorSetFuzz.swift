// libFuzzer driver: the color set reader must never crash, hang or blow up.
import Foundation
@testable import PanelsAssetFiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorSet(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    _ = ColorSetReader.read(bytes: bytes, name: "Fuzz", file: "Fuzz.colorset/Contents.json")
    return 0
}
