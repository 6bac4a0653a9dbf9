import Foundation
import Panels
import PanelsTestSupport
import Testing

@testable import PanelsSDL

/// The audit measured from rendered pixels: contrast of text with what is drawn
/// behind it (WCAG 2.2 AA), small targets, unlabeled pictures and controls, and
/// controls the keyboard cannot reach.
@Suite("Accessibility audit")
struct AccessibilityAuditTests {
    static func audit<P: Panel>(_ panel: P, scale: Double = 1) throws -> [AccessibilityFinding] {
        let (image, _, composition) = try Drawing.render(panel, 320, 200, scale: scale)
        return AccessibilityAudit.findings(in: composition, pixels: image)
    }

    @Test func theRatioIsWCAGs() {
        #expect(ContrastRatio.between(.black, .white) == 21)
        #expect(ContrastRatio.between(.white, .white) == 1)
        // The card's old start time: #E8462B on white.
        let orange = ContrastRatio.between(RGBA(hex: 0xE8462B), .white)
        #expect((orange * 100).rounded() / 100 == 3.93)
        // The dark card's old "Book a class": white on #FF6B4F.
        #expect((ContrastRatio.between(.white, RGBA(hex: 0xFF6B4F)) * 100).rounded() / 100 == 2.81)
        #expect(ContrastRatio.minimum(for: TextStyle(size: 14)) == 4.5)
        #expect(ContrastRatio.minimum(for: TextStyle(size: 14, weight: .bold)) == 3)
        #expect(ContrastRatio.minimum(for: TextStyle(size: 18)) == 3)
    }

    @Test func lowContrastTextIsFoundWithItsMeasuredRatio() throws {
        let findings = try Self.audit(
            Column(spacing: 8) {
                Caption("Today, 7:00 PM").foreground(RGBA(hex: 0xE8462B)).textStyle(TextStyle(size: 14))
                Caption("Readable").foreground(RGBA(hex: 0x1C1C1E))
                Caption("Book a class").foreground(.white).textStyle(TextStyle(size: 15))
                    .padding(8).background(RGBA(hex: 0xFF6B4F))
                Caption("Large and orange").foreground(RGBA(hex: 0xE8462B)).textStyle(TextStyle(size: 20))
            }, scale: 2)
        let contrast = findings.filter { $0.kind == .contrast }
        #expect(contrast.map(\.subject) == ["\"Today, 7:00 PM\"", "\"Book a class\""])
        #expect(contrast[0].detail.hasPrefix("3.93:1 (#E8462B on #FFFFFF), needs 4.5:1"))
        #expect(contrast[1].detail.hasPrefix("2.81:1 (#FFFFFF on #FF6B4F)"))
    }

    @Test func contrastIsMeasuredAgainstWhatIsReallyBehind() throws {
        // Gray text passes on white, fails on a mid-gray panel, at any scale.
        PropertyTest.check("contrast behind text", cases: 40) { g in
            let gray = UInt8(g.int(0 ... 255))
            let backdrop = UInt8(g.int(0 ... 255))
            let scale = g.element(of: [1.0, 2, 3])
            let text = RGBA(red: gray, green: gray, blue: gray, alpha: 255)
            let behind = RGBA(red: backdrop, green: backdrop, blue: backdrop, alpha: 255)
            guard
                let findings = try? Self.audit(
                    Caption("Sample text").foreground(text).padding(10).background(behind), scale: scale)
            else { return "render failed" }
            let expected = ContrastRatio.between(text, behind) < 4.5
            let found = findings.contains { $0.kind == .contrast }
            return expected == found || abs(ContrastRatio.between(text, behind) - 4.5) < 0.05
                ? nil : "gray \(gray) on \(backdrop) at \(scale)x: expected \(expected), found \(findings)"
        }
    }

    @Test func smallUnlabeledAndUnreachableControlsAreFound() throws {
        let findings = try Self.audit(
            Row(spacing: 8) {
                Pressable(action: {}) { _ in Caption("OK").padding(4) }
                Pressable(action: {}) { _ in Caption("Big enough").padding(14) }
                Pressable(action: {}) { _ in Swatch(RGBA(hex: 0x0A84FF)).frame(width: 44, height: 44) }
                Caption("7").frame(width: 60, height: 60)
                    .accessibilityAdjustable(value: "7", increment: {}, decrement: {})
            })
        #expect(findings.filter { $0.kind == .target }.map(\.subject) == ["button \"OK\""])
        #expect(findings.filter { $0.kind == .target }.first?.measured ?? 0 < 44)
        #expect(findings.filter { $0.kind == .unlabeled }.map(\.subject) == ["button"])
        #expect(findings.filter { $0.kind == .keyboard }.map(\.subject) == ["adjustable \"7\""])
    }
}
