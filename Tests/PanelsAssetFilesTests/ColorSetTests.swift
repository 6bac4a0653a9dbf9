import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import Testing

/// Color sets read from real `.xcassets` folders in Xcode's format.
@Suite("Color sets")
struct ColorSetTests {
    static let good = AssetCatalog.load(from: Fixture.url("colors"))
    static let bad = AssetCatalog.load(from: Fixture.url("colors-bad"))

    func color(_ name: String, _ appearance: Appearance = .light, _ contrast: Contrast = .standard) -> RGBA? {
        Self.good.colors.color(named: name, appearance: appearance, contrast: contrast)
    }

    @Test func goodCatalogLoadsWithoutProblems() {
        #expect(Self.good.problems.isEmpty, "\(Self.good.problems)")
        #expect(Self.good.colors.names.count == 19)
    }

    @Test func componentNotations() {
        #expect(color("Numbers") == RGBA(red: 255, green: 128, blue: 0))
        #expect(color("DecimalStrings") == RGBA(red: 0, green: 122, blue: 255))
        #expect(color("HexStrings") == RGBA(red: 255, green: 128, blue: 10))
        #expect(color("IntegerStrings") == RGBA(red: 255, green: 128, blue: 10))
        // No color space means sRGB.
        #expect(color("DefaultSpace") == RGBA(red: 51, green: 102, blue: 153, alpha: 128))
    }

    @Test func displayP3ConvertsColorimetrically() throws {
        // sRGB red and green written in Display P3 come back as sRGB red and green.
        let red = try #require(color("P3OfSRGBRed"))
        #expect(red.red >= 254 && red.green <= 2 && red.blue <= 2, "\(red)")
        let green = try #require(color("P3OfSRGBGreen"))
        #expect(green.red <= 2 && green.green >= 254 && green.blue <= 2, "\(green)")
        // Gray is the same in both spaces; pure P3 red lies outside sRGB and clamps.
        #expect(color("P3Gray") == RGBA(red: 153, green: 153, blue: 153))
        #expect(color("P3Red") == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func extendedAndGraySpaces() {
        #expect(color("Extended") == RGBA(red: 255, green: 0, blue: 128))
        #expect(color("LinearHalf") == RGBA(red: 188, green: 188, blue: 188))
        #expect(color("GrayGamma") == RGBA(red: 128, green: 128, blue: 128))
        #expect(color("ExtendedGray") == RGBA(red: 255, green: 255, blue: 255))
    }

    @Test func appearanceResolution() {
        #expect(color("Appearances", .light) == RGBA(hex: 0x222222))
        #expect(color("Appearances", .dark) == RGBA(hex: 0x333333))
        #expect(color("Appearances", .light, .high) == RGBA(hex: 0x444444))
        #expect(color("Appearances", .dark, .high) == RGBA(hex: 0x555555))
        // Exact → drop contrast → any.
        #expect(color("DarkOnly", .light) == RGBA(hex: 0x102030))
        #expect(color("DarkOnly", .dark) == RGBA(hex: 0x405060))
        #expect(color("DarkOnly", .dark, .high) == RGBA(hex: 0x405060))
        #expect(color("DarkOnly", .light, .high) == RGBA(hex: 0x708090))
    }

    @Test func idiomsNestingNamespacesAndReferences() {
        #expect(color("Idioms") == RGBA(hex: 0x020202))
        #expect(color("Nested") == RGBA(hex: 0x0A0B0C))
        #expect(color("Brand/Accent") == RGBA(hex: 0xABCDEF))
        #expect(color("Accent") == nil)
        #expect(color("SystemReference") == RGBA(hex: 0xFF3B30))
    }

    @Test func semanticPaletteInLightAndDark() {
        #expect(color("label", .light) == RGBA(hex: 0x1C1C1E))
        #expect(color("label", .dark) == RGBA(hex: 0xFFFFFF))
        #expect(color("background", .dark) == RGBA(hex: 0x000000))
        for name in ["background", "label", "secondaryLabel", "separator", "tint", "red"] {
            #expect(color(name, .light) != nil && color(name, .light) != color(name, .dark) || name == "gray")
        }
    }

    /// Each malformed color set: its problem names the file, line and column and what
    /// was expected; the good set next to them still loads.
    @Test(arguments: [
        ("MalformedJSON", "5:40", "malformed JSON: expected ',' or '}' in an object"),
        ("UnknownSpace", "5:24", "unknown color space \"cmyk\""),
        ("BadHex", "7:18", "\"0xZZ\" is not a hex byte"),
        ("OutOfRange", "7:18", "\"300\" is out of range"),
        ("UnitOutOfRange", "7:18", "1.5 is outside 0…1"),
        ("MissingComponent", "6:23", "missing component \"green\""),
        ("NotANumber", "7:18", "\"reddish\" is not a number"),
        ("UnknownAppearance", "7:20", "unknown luminosity value \"dim\""),
        ("NoColors", "1:1", "expected a \"colors\" array"),
        ("NotAnObject", "1:1", "expected a JSON object"),
        ("Empty", "1:1", "expected a value but the file ends"),
        ("Binary", "1:1", "expected a value"),
    ])
    func malformed(_ name: String, _ position: String, _ message: String) throws {
        let file = Fixture.url("colors-bad/Bad.xcassets/\(name).colorset/Contents.json").path
        let problem = try #require(Self.bad.problems.first { $0.file == file })
        #expect(problem.isError)
        #expect("\(problem.line):\(problem.column)" == position, "\(problem)")
        #expect(problem.message.contains(message), "\(problem)")
        #expect(Self.bad.colors.color(named: name, appearance: .light) == nil)
    }

    @Test func missingContentsAndSurvivors() {
        #expect(Self.bad.problems.contains { $0.message.contains("\"NoContents\" has no readable Contents.json") })
        #expect(Self.bad.colors.names == ["Good"])
        #expect(Self.bad.colors.color(named: "Good", appearance: .dark) == .white)
    }

    @Test func missingFolderIsReported() {
        let catalog = AssetCatalog.load(from: Fixture.url("no-such-folder"))
        #expect(catalog.problems.map(\.message) == ["assets folder not found (expected a folder)"])
    }
}
