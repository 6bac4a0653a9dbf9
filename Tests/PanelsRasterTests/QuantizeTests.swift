import Foundation
import PanelsTestSupport
import Testing

@testable import PanelsRaster

/// `Canvas.quantize` rounds coverage to 0…255 without libm and must give exactly what
/// `UInt32((coverage * 255).rounded())` gives (the rasterizer's bytes depend on it).
@Suite("Coverage quantization")
struct QuantizeTests {
    static func reference(_ coverage: Double) -> UInt32 {
        coverage >= 1 ? 255 : coverage <= 0 ? 0 : UInt32((coverage * 255).rounded())
    }

    /// Every value next to a rounding boundary: k + 0.5 for each k, scaled back, and
    /// its neighbours one and two ulps away, above and below.
    @Test func eachHalfwayPointAndItsNeighbours() {
        for k in 0 ... 255 {
            for target in [Double(k) + 0.5, Double(k)] {
                var value = target / 255
                for _ in 0 ..< 2 { value = value.nextDown }
                for _ in 0 ..< 5 {
                    #expect(Canvas.quantize(value) == Self.reference(value), "coverage \(value)")
                    value = value.nextUp
                }
            }
        }
        #expect(Canvas.quantize(.nan) == 0)
        #expect(Canvas.quantize(-.infinity) == 0 && Canvas.quantize(.infinity) == 255)
        #expect(Canvas.quantize(-0.0) == 0 && Canvas.quantize(.leastNonzeroMagnitude) == 0)
    }

    @Test func generatedCoverages() {
        PropertyTest.check("quantize equals rounded()", cases: 200_000) { random in
            // Uniform in 0…1, and raw bit patterns of doubles in that range.
            let value =
                random.bool()
                ? Double(random.next() >> 11) / Double(1 << 53)
                : Double(bitPattern: random.next() % Double(1).bitPattern)
            let got = Canvas.quantize(value)
            let expected = Self.reference(value)
            return got == expected ? nil : "coverage \(value): \(got), rounded() gives \(expected)"
        }
    }
}
