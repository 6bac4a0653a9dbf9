import Foundation
import PanelsTestSupport
import Testing

/// The accessibility options of `panels`, as a user runs them: the tree, the audit
/// with its exit codes, text sizes with what no longer fits.
@Suite("Accessibility on the command line", .serialized)
struct AccessibilityCommandLineTests {
    static let output = FileManager.default.temporaryDirectory.appendingPathComponent("panels-a11y-cli.png").path

    @Test func renderPrintsTheTree() throws {
        let result = try ChildProcess.run("panels", ["render", "search", "--accessibility", "-o", Self.output])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("textField \"Classes, studios, treatments\" value=\"yoga\" selection=4..<4"))
        #expect(result.output.contains("button \"Yoga, Category\""))
    }

    @Test func theAuditExitsOneOnFindingsAndZeroWithout() throws {
        // Every built-in scene passes at its own size (the popover anchors and the
        // text fields reach 44 pt targets); squeezed to 200×120 pt, the popovers'
        // anchors lose their backgrounds' contrast.
        let squeezed = try ChildProcess.run(
            "panels", ["render", "popovers", "--size", "200x120", "--audit", "-o", Self.output])
        #expect(squeezed.status == 1, "\(squeezed.output)")
        #expect(squeezed.output.contains("contrast: \"Resizable\""), "\(squeezed.output)")
        let search = try ChildProcess.run("panels", ["render", "search", "--audit", "-o", Self.output])
        #expect(search.status == 0, "\(search.output)")
        #expect(!search.output.contains("small target: textField"), "\(search.output)")
        let feed = try ChildProcess.run("panels", ["render", "feed", "--audit", "-o", Self.output])
        #expect(feed.status == 0, "\(feed.output)")
        #expect(feed.output.contains("Audit: no findings."))
        let card = try ChildProcess.run(
            "panels", ["preview", "upcoming-class", "--audit", "--strict", "-o", Self.output])
        #expect(card.status == 0, "\(card.output)")
    }

    @Test func textSizesListWhatNoLongerFits() throws {
        let large = try ChildProcess.run("panels", ["render", "shell", "--text-size", "large", "-o", Self.output])
        #expect(large.output.contains("At large: every caption fits."), "\(large.output)")
        let largest = try ChildProcess.run(
            "panels", ["render", "shell", "--text-size", "accessibility5", "-o", Self.output])
        #expect(largest.status == 0)
        #expect(largest.output.contains("word broken: \"Bookings\" is cut inside a word"), "\(largest.output)")
        let unknown = try ChildProcess.run("panels", ["render", "shell", "--text-size", "huge"])
        #expect(unknown.status == 64)
        #expect(unknown.output.contains("Unknown text size \"huge\""))
        // A hostile value is quoted short, in our words.
        let hostile = try ChildProcess.run(
            "panels", ["render", "shell", "--text-size", String(repeating: "y", count: 100_000)])
        #expect(hostile.status == 64)
        #expect(hostile.output.contains("… (99920 more characters)"))
        #expect(hostile.output.count < 2_000, "\(hostile.output.prefix(300))")
    }
}
