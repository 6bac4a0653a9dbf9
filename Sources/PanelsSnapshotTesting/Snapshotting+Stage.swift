import Foundation
import Panels
import PanelsSDL
import SnapshotTesting

extension Snapshotting where Value == Stage, Format == FrameSnapshot {
    /// A live scene at one moment: the stage's frame at clock `time` (seconds), drawn
    /// by the deterministic offscreen renderer and compared like `.image`.
    ///
    /// ```swift
    /// let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) { ShellDemo(state: shell) }
    /// _ = stage.frame(size: size, scale: 2, at: 0)
    /// shell.openMenu()                                   // starts the animation at t = 0
    /// assertSnapshot(of: stage, as: .image(size: size, at: 0.1))
    /// ```
    ///
    /// The stage keeps its state: snapshot moments in increasing time, as a host would.
    /// Its own context and background apply, so a picture still decoding at that moment
    /// shows its placeholder: give the stage a context with `waitsForPictures` set for
    /// pictures that must be there whatever the machine's speed. A render that met problems fails unless
    /// `allowingProblems` (as with panels' `image`).
    public static func image(
        size: Size, scale: Double = 2, at time: Double,
        tolerance: ImageTolerance = .default, allowingProblems: Bool = false
    ) -> Snapshotting {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return Snapshotting(pathExtension: "png", diffing: .frame(tolerance: tolerance)) { stage in
            Self.still(stage, size: size, scale: scale, at: time, allowingProblems: allowingProblems)
        }
    }

    /// A live scene once it has come to rest: the stage draws frames every 1/60 s of
    /// its virtual clock, from its last frame, until nothing moves
    /// (`Stage.pendingMotion`) — a popover opened, a sheet released, a list flung —
    /// then that frame is compared like `.image`. State changed just before the
    /// snapshot is therefore in it, fully shown.
    ///
    /// ```swift
    /// model.isInfoOpen = true
    /// assertSnapshot(of: stage, as: .image(size: size))   // the popover, open
    /// ```
    ///
    /// A stage still moving after `settleLimit` seconds (a repeating animation) fails
    /// with what still moves, and records nothing: snapshot a moment of motion with
    /// `image(size:scale:at:)` or `filmstrip`.
    public static func image(
        size: Size, scale: Double = 2, tolerance: ImageTolerance = .default, allowingProblems: Bool = false,
        settleLimit: Double = 10
    ) -> Snapshotting {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return Snapshotting(pathExtension: "png", diffing: .frame(tolerance: tolerance)) { stage in
            var moving: [String] = []
            guard let rest = stage.settle(size: size, scale: scale, limit: settleLimit, still: &moving) else {
                return FrameSnapshot(
                    problem:
                        "the stage was still moving after \(settleLimit) s (\(moving.joined(separator: ", "))): "
                        + "pass a time (image(size:scale:at:)) to snapshot a moment of motion")
            }
            return Self.still(stage, size: size, scale: scale, at: rest, allowingProblems: allowingProblems)
        }
    }

    /// The stage's frame at `time`, rendered, with what it met (problems fail unless allowed).
    static func still(
        _ stage: Stage, size: Size, scale: Double, at time: Double, allowingProblems: Bool
    ) -> FrameSnapshot {
        do {
            let (image, drawing) = try OffscreenRenderer.renderReporting(
                stage.frame(size: size, scale: scale, at: time))
            stage.context.diagnostics.report(drawing)
            return FrameSnapshot(image: image, scale: scale, diagnostics: stage.diagnostics)
                .checked(allowingProblems: allowingProblems)
        } catch {
            return FrameSnapshot(problem: "\(error)")
        }
    }

    /// A live scene at several moments, side by side in one PNG, each labelled with its
    /// time ("t = 0.25 s"), on the same sheet as `Snapshotting.filmstrip`. `times` are
    /// rendered in increasing order.
    public static func filmstrip(
        size: Size, scale: Double = 2, times: [Double], columns: Int? = nil,
        tolerance: ImageTolerance = .default
    ) -> Snapshotting {
        let ordered = times.filter(\.isFinite).sorted()
        return Snapshotting(pathExtension: "png", diffing: .frame(tolerance: tolerance)) { stage in
            let spec = SnapshotSpec(
                size: size, scale: scale, layoutDirection: nil, context: stage.context,
                background: stage.background)
            do {
                var images: [PixelImage] = []
                for time in ordered {
                    images.append(try OffscreenRenderer.render(stage.frame(size: size, scale: spec.scale, at: time)))
                }
                let labels = ordered.map { "t = \(Snapshotting.seconds($0)) s" }
                return FrameSnapshot(
                    image: try FilmstripSheet.compose(
                        images, labels: labels, spec: spec,
                        columns: columns),
                    scale: spec.scale)
            } catch {
                return FrameSnapshot(problem: "\(error)")
            }
        }
    }

    /// "0", "0.1", "0.25", "1.5": seconds without trailing zeros.
    static func seconds(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
