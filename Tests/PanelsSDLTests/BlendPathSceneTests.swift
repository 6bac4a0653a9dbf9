import Foundation
import Panels
import PanelsSamples
import PanelsSnapshotTesting
import Testing

@testable import PanelsSDL

/// Every built-in scene renders to the same bytes through every blend path this CPU
/// has (scalar, AVX2, AVX-512BW), in light and dark: a reference recorded on a machine
/// with AVX-512 matches on one without. The paths this machine lacks are named in the
/// test's output, so a run that proved less says so.
@Suite("Blend paths")
struct BlendPathSceneTests {
    @Test(arguments: [Appearance.light, .dark])
    func everySceneIsTheSameOnEveryPath(_ appearance: Appearance) throws {
        let paths = BlendPath.available
        if paths.count < BlendPath.allCases.count {
            let missing = BlendPath.allCases.filter { !paths.contains($0) }.map(\.description)
            print(
                "Blend paths: this CPU lacks \(missing.joined(separator: ", ")); compared \(paths.map(\.description))")
        }
        #expect(paths.first == .scalar)
        for entry in SceneCatalog.builtIn.entries {
            var context = PanelContext()
            context.appearance = appearance
            let list = Composition(
                entry.make(entry.defaultSize), size: entry.defaultSize, context: context,
                measurer: SDLTextMeasurer.shared(scale: 1)
            ).displayList
            var frames: [(BlendPath, PixelImage)] = []
            for path in paths {
                try BlendPath.with(path) {
                    #expect(BlendPath.current == path)
                    TextCache.shared.removeAll()
                    frames.append((path, try OffscreenRenderer.render(list)))
                }
            }
            let (_, scalar) = frames[0]
            for (path, image) in frames.dropFirst() {
                #expect(
                    image.bytes == scalar.bytes,
                    "\(entry.name) (\(appearance)): the \(path) path differs from the scalar one")
            }
        }
    }

    @Test func thePathIsNamedWhereArtifactsCanSayIt() throws {
        let environment = RenderingEnvironment.current
        #expect(environment.blendPath == BlendPath.current.description)
        for library in RenderingEnvironment.libraries {
            let version = try #require(environment.versions[library], "\(library) has no version")
            #expect(version.split(separator: ".").count >= 2, "\(library) \(version)")
        }
        #expect(RenderingEnvironment(summary: environment.summary) == environment)
        #expect(RenderingEnvironment(summary: "nothing here") == nil)
    }

    /// A `PANELS_BLEND` that names no path, or a path this CPU lacks, is said beside the
    /// path used (it was ignored silently); a request met is not mentioned.
    @Test func anUnmetBlendRequestIsSaid() {
        let bogus = BlendPath.Unrecognized(value: "sse9")
        #expect(
            RenderingEnvironment.describe(.avx2, requested: .failure(bogus), available: [.scalar, .avx2])
                == "AVX2 (PANELS_BLEND=sse9 is not scalar, avx2 or avx512, so it was ignored)")
        #expect(
            RenderingEnvironment.describe(.avx2, requested: .success(.avx512), available: [.scalar, .avx2])
                == "AVX2 (PANELS_BLEND=avx512, but this CPU has no AVX-512BW)")
        #expect(RenderingEnvironment.describe(.scalar, requested: .success(.scalar), available: [.scalar]) == "scalar")
        #expect(RenderingEnvironment.describe(.avx2, requested: nil, available: [.scalar, .avx2]) == "AVX2")
        // No ";" inside: the summary stays readable back.
        let summary = RenderingEnvironment(
            blendPath: RenderingEnvironment.describe(.avx2, requested: .failure(bogus), available: [.avx2]),
            versions: ["SDL": "2.26.5"]
        ).summary
        #expect(RenderingEnvironment(summary: summary)?.versions == ["SDL": "2.26.5"])
    }

    /// A reference's recorded versions are the file's words: quoted to 80 characters.
    @Test func aHostileRecordedVersionIsQuotedShort() {
        let now = RenderingEnvironment(blendPath: "", versions: ["FreeType": "2.12.1"])
        let hostile = RenderingEnvironment(
            blendPath: "", versions: ["FreeType": String(repeating: "9", count: 100_000)])
        let said = hostile.versionDifferences(from: now)
        #expect(said.count == 1 && said[0].count < 120, "\(said.first?.count ?? 0) characters")
    }

    @Test func aVersionChangeIsNamedButTheBlendPathIsNot() {
        let now = RenderingEnvironment(
            blendPath: "AVX2", versions: ["SDL": "2.26.5", "FreeType": "2.12.1", "HarfBuzz": "6.0.0"])
        var recorded = now
        recorded.blendPath = "scalar"
        #expect(recorded.versionDifferences(from: now).isEmpty)
        recorded.versions["FreeType"] = "2.13.2"
        #expect(recorded.versionDifferences(from: now) == ["FreeType 2.13.2 (this run: 2.12.1)"])
    }

    @Test func recordedFramesCarryTheirEnvironment() throws {
        let image = try OffscreenRenderer.render(Caption("Recorded").padding(4), size: Size(width: 80, height: 30))
        let recorded = FrameSnapshot(png: FrameSnapshot(image: image).png)
        var libraries = RenderingEnvironment.current
        libraries.blendPath = ""  // a reference is the same file whichever path recorded it
        #expect(recorded.environment == libraries)
        // An older reference without the chunk records nothing.
        #expect(FrameSnapshot(png: try PNGEncoder.encode(image)).environment == nil)
        // The chunk does not change the pixels.
        #expect(try recorded.pixels() == image)
    }
}
