import Foundation

/// A progress bar: a 6 pt track filled with the tint to the fraction done, or, when
/// how much is done is unknown, a stripe that runs across it every 1.5 s; an optional
/// label above, with the percentage at its trailing end.
///
/// ```swift
/// ProgressBar("Uploading", fraction: upload.done)
/// ProgressBar("Connecting")   // indeterminate
/// ```
///
/// Contract: `fraction` is clamped to 0 … 1 (not finite: 0). The fill grows from the
/// leading edge (the right, right to left); the indeterminate stripe runs toward the
/// trailing edge on the stage's clock (the same time draws the same frame) and stands
/// still with `PanelContext.reduceMotion` and in a still. The percentage is in the
/// locale's digits and sign. To assistive technologies it is a `progress` labelled by
/// `label` whose value is the percentage, or none when indeterminate. It takes no
/// focus and no pointer.
public struct ProgressBar: PrimitivePanel {
    @usableFromInline package var label: Caption?
    /// The fraction done, 0 … 1; nil: unknown (indeterminate).
    @usableFromInline package var fraction: Double?

    /// A bar labelled by `label` (nil: no label) at `fraction` done, clamped to 0 … 1 (not
    /// finite: 0); nil `fraction` is indeterminate.
    public init(_ label: Caption? = nil, fraction: Double? = nil) {
        self.label = label
        self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    }

    /// A bar labelled by `label`, as written; `fraction` as in `init(_:fraction:)` taking a
    /// caption.
    public init(_ label: String, fraction: Double? = nil) {
        self.init(Caption(label), fraction: fraction)
    }

    /// The track's height in points, and how long the indeterminate stripe takes to
    /// cross it.
    @usableFromInline package static let trackHeight = 6.0
    @usableFromInline package static let cycle = 1.5
    /// Where in its run the stripe is at phase 0 (a still shows it there).
    static let stillPhase = 0.45

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let fraction = fraction
        let label = label
        return ContextReader { context in
            let percent = fraction.map { ProgressBar.percent($0, locale: context.locale) }
            Column(alignment: .leading, spacing: 6) {
                if label != nil || percent != nil {
                    LabelledRow(spacing: 8) {
                        if let label { label.foreground(named: "label") }
                    } trailing: {
                        if let percent { Caption(percent).foreground(named: "secondaryLabel").idealSize() }
                    }
                }
                Measured { size in
                    ProgressBar.track(fraction: fraction, width: size.width, context: context)
                }
                .frame(height: ProgressBar.trackHeight)
            }
            .accessibility(
                role: .progress, label: label.map { AccessibilityText($0) },
                value: percent.map { AccessibilityText($0) }
            )
            // The fraction as a number (AT-SPI's Value), beside the percentage read out.
            .accessibilityNumber(fraction.map { AccessibilityNumber(value: $0, range: 0 ... 1, step: 0) })
        }
    }

    static func track(fraction: Double?, width: Double, context: PanelContext) -> some Panel {
        let height = ProgressBar.trackHeight
        let rtl = context.layoutDirection == .rightToLeft
        return Layers(alignment: .leading) {
            Pill().fill(context.color(named: "controlTrack"))
            if let fraction {
                Pill().fill(context.color(named: "tint")).frame(
                    width: max(height, width * fraction) * (fraction > 0 ? 1 : 0)
                )
                .motion(ControlLook.colorMotion)
            } else if context.reduceMotion {
                Pill().fill(context.color(named: "tint")).frame(width: width * 0.3).offset(
                    x: rtl ? -width * 0.35 : width * 0.35)
            } else {
                // The stripe, 30 % of the track, from just before the leading edge to just
                // past the trailing one.
                let stripe = width * 0.3
                Pill().fill(context.color(named: "tint")).frame(width: stripe)
                    .offset(following: LiveValue.cycling(period: ProgressBar.cycle)) { phase in
                        // Started part-way, so a still (phase 0) shows the stripe.
                        let along = (phase + ProgressBar.stillPhase).truncatingRemainder(dividingBy: 1)
                        let x = -stripe + along * (width + stripe)
                        return Point(x: rtl ? -x : x, y: 0)
                    }
            }
        }
        .frame(width: width, height: height, alignment: .leading)
        .clipped(cornerRadius: height / 2)
    }

    /// `fraction` as a whole percentage in `locale` ("40 %", "٤٠٪").
    static func percent(_ fraction: Double, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 0
        return formatter.string(from: NSNumber(value: fraction)) ?? "\(Int((fraction * 100).rounded()))%"
    }
}
