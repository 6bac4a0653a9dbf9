// libFuzzer driver: the .stringsdict reader must never crash, hang or blow up.
import Foundation
@testable import PanelsAssetFiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDict(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    _ = StringsDictReader.read(Data(bytes: start, count: count), file: "fuzz.stringsdict")
    return 0
}
