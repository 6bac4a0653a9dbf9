// libFuzzer driver: the .xcstrings catalog reader must never crash, hang or blow up.
import Foundation
@testable import PanelsAssetFiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    _ = XCStringsReader.read(Data(bytes: start, count: count), file: "fuzz.xcstrings")
    return 0
}
