import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The snapshot strategies read the one sink: a frame carries what its render met,
/// and a failed comparison prints it.
@Suite("Snapshot diagnostics")
struct SnapshotDiagnosticsTests {
    static let size = Size(width: 40, height: 20)

    struct Missing: Panel {
        var body: some Panel { Swatch("NoSuchColor") }
    }

    @Test func aFrameCarriesWhatItsRenderMetAndAFailureSaysIt() throws {
        var taken: FrameSnapshot?
        Snapshotting<Missing, FrameSnapshot>.image(size: Self.size).snapshot(Missing()).run { taken = $0 }
        let frame = try #require(taken)
        let found = try #require(frame.diagnostics.first)
        #expect(found.subject == "NoSuchColor")
        #expect(found.location?.file == "<colors>")

        var other: FrameSnapshot?
        Snapshotting<Swatch, FrameSnapshot>.image(size: Self.size).snapshot(Swatch(.white)).run { other = $0 }
        let reference = try #require(other)
        #expect(reference.diagnostics.isEmpty)
        let (message, _) = try #require(Diffing<FrameSnapshot>.frame().diffV2(reference, frame))
        #expect(message.contains("Rendering reported:\n  <colors>: error: missing color \"NoSuchColor\""), "\(message)")
        // By default a render with problems fails, and recording would write the list,
        // not a picture; a test that expects them opts out.
        #expect(frame.problem?.contains("rendering met 1 problem") == true)
        #expect(String(decoding: frame.png, as: UTF8.self).contains("missing color \"NoSuchColor\""))
        var allowed: FrameSnapshot?
        Snapshotting<Missing, FrameSnapshot>.image(size: Self.size, allowingProblems: true).snapshot(Missing())
            .run { allowed = $0 }
        #expect(allowed?.problem == nil)
        #expect(allowed?.diagnostics.count == 1)
    }

    /// A failure states what this run rendered with (blend path, library versions); a
    /// reference recorded with other library versions is said so, and the same frame
    /// under other versions still matches (versions alone are not a failure).
    @Test func aFailureStatesTheEnvironmentAndAVersionMismatch() throws {
        func frame(_ color: RGBA) throws -> FrameSnapshot {
            var taken: FrameSnapshot?
            Snapshotting<Swatch, FrameSnapshot>.image(size: Self.size).snapshot(Swatch(color)).run { taken = $0 }
            return try #require(taken)
        }
        let now = RenderingEnvironment.current
        var older = now
        older.versions["FreeType"] = "1.0.0"
        let white = try frame(.white)
        let image = try #require(white.image)
        let recorded = FrameSnapshot(
            png: try PNGEncoder.encode(image, text: [RenderingEnvironment.pngKeyword: older.librarySummary]))
        #expect(recorded.environment?.versions["FreeType"] == "1.0.0")
        // Same pixels, other versions: a match.
        #expect(Diffing<FrameSnapshot>.frame().diffV2(recorded, white) == nil)
        let (message, _) = try #require(Diffing<FrameSnapshot>.frame().diffV2(recorded, try frame(.black)))
        #expect(message.contains("Rendered with: \(now.summary)"), "\(message)")
        // The path in use when the frame was drawn: tests that compare paths switch the
        // process-wide path while this one runs, so any of the machine's paths is right.
        #expect(BlendPath.available.contains { message.contains("blend \($0.description)") }, "\(message)")
        let current = try #require(now.versions["FreeType"])
        #expect(
            message.contains("recorded with other library versions: FreeType 1.0.0 (this run: \(current))"),
            "\(message)")
        // A reference without the record says nothing of versions.
        let (plain, _) = try #require(
            Diffing<FrameSnapshot>.frame().diffV2(FrameSnapshot(png: try PNGEncoder.encode(image)), try frame(.black)))
        #expect(!plain.contains("other library versions"))
    }

    @Test func aStageMomentCarriesTheStagesDiagnostics() throws {
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { Missing() }
        var taken: FrameSnapshot?
        Snapshotting<Stage, FrameSnapshot>.image(size: Self.size, scale: 1, at: 0).snapshot(stage).run { taken = $0 }
        let frame = try #require(taken)
        #expect(frame.diagnostics.map(\.subject) == ["NoSuchColor"])
    }
}
