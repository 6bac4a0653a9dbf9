// libFuzzer driver: the picture header reader must never crash, hang or blow up.
import Foundation
import Panels

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictureHeader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    _ = try? PictureHeader.pixelSize(bytes: bytes, name: "fuzz.png")
    return 0
}
