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
    /// `SnapshotArtifacts.directory` and its message gives the numbers and the paths.
    public static func frame(tolerance: ImageTolerance = .default) -> Diffing {
        .diff(
            toData: { $0.png },
            fromData: { FrameSnapshot(png: $0) },
            diffV2: { reference, actual in
                FrameDiff.compare(reference: reference, actual: actual, tolerance: tolerance)
            }
        )
    }
}

/// The comparison behind `Diffing.frame(tolerance:)`.
enum FrameDiff {
    /// The failure, with what rendering the actual frame met (a missing string or
    /// picture often explains a difference).
    static func compare(
        reference: FrameSnapshot, actual: FrameSnapshot,
        tolerance: ImageTolerance
    ) -> (String, [DiffAttachment])? {
        guard let (message, attachments) = compareFrames(reference: reference, actual: actual, tolerance: tolerance)
        else { return nil }
        guard !actual.diagnostics.isEmpty else { return (message, attachments) }
        let lines = actual.diagnostics.map { "  \($0)" }.joined(separator: "\n")
        return (message + "\nRendering reported:\n" + lines, attachments)
    }

    static func compareFrames(
        reference: FrameSnapshot, actual: FrameSnapshot,
        tolerance: ImageTolerance
    ) -> (String, [DiffAttachment])? {
        if let problem = actual.problem {
            return ("The frame could not be rendered: \(problem)", [])
        }
        if actual.image == nil, reference.png == actual.png { return nil }
        let referencePixels: PixelImage
        let actualPixels: PixelImage
        do {
            referencePixels = try reference.pixels(name: "the reference PNG")
        } catch {
            let files = SnapshotArtifacts.write(reference: reference, actual: actual, diff: nil)
            return (
                "The reference could not be decoded (\(error)); record it again.\n"
                    + describe(files), []
            )
        }
        do {
            actualPixels = try actual.pixels(name: "the rendered frame")
        } catch {
            return ("The rendered frame could not be decoded: \(error)", [])
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
        if let written = files.first(where: { $0.role == "diff" && $0.error == nil }),
            let data = try? Data(contentsOf: written.url)
        {
            attachments.append(.data(data, name: "difference.png"))
        }
        return (message, attachments)
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
