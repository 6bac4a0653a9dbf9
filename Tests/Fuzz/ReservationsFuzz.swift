// libFuzzer driver: the reservations JSON reader must never crash, hang or blow up.
import Foundation
import PanelsSamples

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReservations(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    _ = try? ReservationsFile.decode(data, file: "fuzz.json")
    return 0
}
