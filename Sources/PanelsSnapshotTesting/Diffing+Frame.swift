import Foundation
import Panels
import PanelsSDL
import SnapshotTesting

extension Diffing where Value == FrameSnapshot {
    /// Compares rendered frames stored as PNG.
    ///
    /// A frame rendered in this run is compared by its pixels with the reference's
    /// (decoded once per process): equal pixels match at once, without encoding the
    /// frame as PNG. Stored frames with equal PNG bytes match at once. Otherwise both
    /// are compared pixel by pixel (`ImageComparison`): sizes must be equal;
    /// pixels whose CIEDE2000 ΔE exceeds `tolerance.deltaE` count as differing, and
    /// the frame fails when more than `tolerance.differingFraction` of its pixels
    /// differ. A failure writes reference, actual and diff images to
    /// `SnapshotArtifacts.directory` and its message gives the numbers and the paths;
    /// it is also added to the test process's report page (the article "Reviewing a
    /// run"), and recorded again under `PANELS_RECORD=failed`. Every reference read or
    /// written is noted in the run's record, for `panels snapshots --unused`.
    public static func frame(tolerance: ImageTolerance = .default) -> Diffing {
        .diff(
            toData: { frame in
                let data = frame.png
                SnapshotRun.current.use(data)
                return data
            },
            fromData: { data in
                SnapshotRun.current.use(data)
                return FrameSnapshot(png: data)
            },
            diffV2: { reference, actual in
                FrameDiff.compare(reference: reference, actual: actual, tolerance: tolerance)
            }
        )
    }
}

/// The comparison behind `Diffing.frame(tolerance:)`.
enum FrameDiff {
    /// A failed comparison: its message and attachments, and what the report shows.
    struct Mismatch {
        var message: String
        var attachments: [DiffAttachment] = []
        var comparison: ImageComparison?
        var diffPNG: Data?
    }

    /// The failure, with what rendering the actual frame met (a missing string or
    /// picture often explains a difference), added to the run's report (and recorded
    /// again under `PANELS_RECORD=failed`).
    static func compare(
        reference: FrameSnapshot, actual: FrameSnapshot,
        tolerance: ImageTolerance
    ) -> (String, [DiffAttachment])? {
        let run = SnapshotRun.current
        if let bad = run.badRecordMode { return (bad, []) }
        guard let mismatch = compareFrames(reference: reference, actual: actual, tolerance: tolerance)
        else { return nil }
        var message = mismatch.message
        if !actual.diagnostics.isEmpty {
            message += "\nRendering reported:\n" + actual.diagnostics.map { "  \($0)" }.joined(separator: "\n")
        }
        let failure = SnapshotFailure(
            referenceData: reference.png, pathExtension: "png",
            recordableData: actual.problem == nil ? actual.png : nil,
            fallbackName: SnapshotArtifacts.location(reference: reference, actual: actual).1,
            body: .image(
                reference: reference.png, actual: actual.problem == nil ? actual.png : nil, diff: mismatch.diffPNG,
                comparison: mismatch.comparison, scale: actual.scale),
            message: message)
        return (message + run.failed(failure), mismatch.attachments)
    }

    static func compareFrames(
        reference: FrameSnapshot, actual: FrameSnapshot,
        tolerance: ImageTolerance
    ) -> Mismatch? {
        if let problem = actual.problem {
            return Mismatch(message: "The frame could not be rendered: \(problem)")
        }
        if actual.image == nil, reference.png == actual.png { return nil }
        let referencePixels: PixelImage
        let actualPixels: PixelImage
        do {
            referencePixels = try reference.pixels(name: "the reference PNG")
        } catch {
            let files = SnapshotArtifacts.write(reference: reference, actual: actual, diff: nil)
            return Mismatch(
                message: "The reference could not be decoded (\(error)); record it again.\n" + describe(files))
        }
        do {
            actualPixels = try actual.pixels(name: "the rendered frame")
        } catch {
            return Mismatch(message: "The rendered frame could not be decoded: \(error)")
        }
        if FrameDiff.samePixels(referencePixels, actualPixels) { return nil }
        let comparison = ImageComparison(reference: referencePixels, actual: actualPixels, tolerance: tolerance)
        if comparison.matches { return nil }
        let diff = comparison.diffImage(reference: referencePixels, actual: actualPixels)
        let files = SnapshotArtifacts.write(reference: reference, actual: actual, diff: diff)
        var message =
            comparison.summary(scale: actual.scale) + "\n" + environmentLines(reference: reference) + "\n"
            + describe(files)
        if diff != nil {
            message +=
                "\nIn the diff image: red pixels differ by more than ΔE \(ImageTolerance.format(tolerance.deltaE)), "
                + "yellow ones changed within tolerance, a magenta box surrounds the differences; "
                + "unchanged pixels are a faded copy of the reference."
        }
        var attachments: [DiffAttachment] = [
            .data(reference.png, name: "reference.png"),
            .data(actual.png, name: "actual.png"),
        ]
        var diffPNG: Data?
        if let written = files.first(where: { $0.role == "diff" && $0.error == nil }),
            let data = try? Data(contentsOf: written.url)
        {
            attachments.append(.data(data, name: "difference.png"))
            diffPNG = data
        } else if let diff {
            diffPNG = try? PNGEncoder.encode(diff)
        }
        return Mismatch(message: message, attachments: attachments, comparison: comparison, diffPNG: diffPNG)
    }

    /// Equal sizes and bytes, compared with `memcmp` (a derived `==` compares the
    /// byte arrays element by element).
    static func samePixels(_ a: PixelImage, _ b: PixelImage) -> Bool {
        guard a.width == b.width, a.height == b.height, a.bytes.count == b.bytes.count else { return false }
        guard !a.bytes.isEmpty else { return true }
        return a.bytes.withUnsafeBytes { x in
            b.bytes.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }

    /// "Rendered with: …" for this run and, when the reference was recorded with other
    /// library versions, which ones (text may differ for that reason alone).
    static func environmentLines(reference: FrameSnapshot) -> String {
        let now = RenderingEnvironment.current
        var lines = "Rendered with: \(now.summary)"
        if let recorded = reference.environment {
            let changed = recorded.versionDifferences(from: now)
            if !changed.isEmpty {
                lines +=
                    "\nThe reference was recorded with other library versions: " + changed.joined(separator: ", ")
                    + ". Glyph shapes and positions may differ for that reason alone; record it again on this machine "
                    + "if the difference is only in text."
            }
        }
        return lines
    }

    static func describe(_ files: [SnapshotArtifacts.Written]) -> String {
        let width = files.map(\.role.count).max() ?? 0
        var lines = ["Artifacts:"]
        for file in files {
            let label = (file.role + ":").padding(toLength: width + 1, withPad: " ", startingAt: 0)
            if let error = file.error {
                lines.append("  \(label) not written to \(file.url.path): \(error)")
            } else {
                lines.append("  \(label) \(file.url.path)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
