import Panels
import PanelsSnapshotTesting
import Testing

/// CIEDE2000 against the published test data, and the sRGB → Lab conversion.
@Suite("CIEDE2000")
struct LabColorTests {
    /// The 34 pairs of Sharma, Wu & Dalal, "The CIEDE2000 color-difference formula:
    /// implementation notes, supplementary test data, and mathematical observations"
    /// (Color Research & Application 30, 2005), table 1: L1 a1 b1, L2 a2 b2, ΔE00.
    static let sharma: [(LabColor, LabColor, Double)] = [
        (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ].map { (LabColor(l: $0.0, a: $0.1, b: $0.2), LabColor(l: $0.3, a: $0.4, b: $0.5), $0.6) }

    @Test func matchesSharmaWuDalalTestData() {
        #expect(Self.sharma.count == 34)
        for (index, (first, second, expected)) in Self.sharma.enumerated() {
            let forward = first.deltaE2000(to: second)
            let backward = second.deltaE2000(to: first)
            #expect(abs(forward - expected) < 0.00005, "pair \(index + 1): \(forward) vs \(expected)")
            #expect(abs(backward - expected) < 0.00005, "pair \(index + 1) reversed: \(backward) vs \(expected)")
        }
    }

    @Test func equalColorsAreZeroApart() {
        let color = LabColor(l: 52, a: 10, b: -30)
        #expect(color.deltaE2000(to: color) == 0)
        #expect(RGBA(hex: 0x0A84FF).deltaE2000(to: RGBA(hex: 0x0A84FF)) == 0)
    }

    @Test func srgbConvertsToKnownLabValues() {
        func close(_ lab: LabColor, _ l: Double, _ a: Double, _ b: Double) -> Bool {
            abs(lab.l - l) < 0.01 && abs(lab.a - a) < 0.01 && abs(lab.b - b) < 0.01
        }
        #expect(close(LabColor(red: 255, green: 255, blue: 255), 100, 0, 0))
        #expect(close(LabColor(red: 0, green: 0, blue: 0), 0, 0, 0))
        #expect(close(LabColor(red: 255, green: 0, blue: 0), 53.24, 80.09, 67.20))
        #expect(close(LabColor(red: 0, green: 255, blue: 0), 87.73, -86.18, 83.18))
        #expect(close(LabColor(red: 0, green: 0, blue: 255), 32.30, 79.19, -107.86))
        // Mid gray: L* of sRGB 119 is about 50.
        #expect(abs(LabColor(red: 119, green: 119, blue: 119).l - 50.03) < 0.05)
    }

    @Test func oneStepOfGrayIsBelowTheDefaultThreshold() {
        // The smallest 8-bit change is invisible; the default threshold lets it pass.
        let step = RGBA(hex: 0x808080).deltaE2000(to: RGBA(hex: 0x818181))
        #expect(step > 0 && step < 1)
        #expect(RGBA.white.deltaE2000(to: .black) > 99)
    }

    @Test func opacityChangesCountEvenWhenTheColorIsTheSame() {
        let opaque = RGBA(hex: 0x0A84FF)
        let faded = RGBA(hex: 0x0A84FF, opacity: 0.5)
        #expect(opaque.deltaE2000(to: faded) > 10)
        // Fully transparent pixels look the same whatever their color bytes.
        #expect(RGBA(red: 255, green: 0, blue: 0, alpha: 0).deltaE2000(to: .clear) == 0)
    }
}
