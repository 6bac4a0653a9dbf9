import Panels

/// Several labelled frames to be rendered side by side into one image: the states of
/// a control, the steps of a transition, the samples of a parameter.
///
/// ```swift
/// let strip = Filmstrip(samples: [0.0, 0.5, 1.0], label: { "progress \($0)" }) { progress in
///     ProgressCard(progress: progress)
/// }
/// assertSnapshot(of: strip, as: .filmstrip(frameSize: Size(width: 158, height: 158)))
/// ```
///
/// Contract: frames keep their order; labels are shown under their frames as given.
/// A filmstrip is a value: building it evaluates the sample closure once per
/// sample. For a live scene at several animation times, snapshot its `Stage` with
/// `.filmstrip(size:times:)`, which uses the same sheet.
public struct Filmstrip {
    /// One frame: its label and the panel it shows.
    public struct Frame {
        public var label: String
        public var panel: AnyPanel

        public init<P: Panel>(_ label: String, _ panel: P) {
            self.label = label
            self.panel = AnyPanel(panel)
        }
    }

    public var frames: [Frame]

    public init(_ frames: [Frame]) {
        self.frames = frames
    }

    /// One frame per sample: `panel(sample)`, labelled `label(sample)` (by default
    /// the sample's description).
    public init<Sample, P: Panel>(
        samples: [Sample], label: (Sample) -> String = { "\($0)" },
        panel: (Sample) -> P
    ) {
        self.frames = samples.map { Frame(label($0), panel($0)) }
    }
}
