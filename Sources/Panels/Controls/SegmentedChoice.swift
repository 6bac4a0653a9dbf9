/// A segmented choice: two to a few options side by side in a rounded track, the
/// chosen one raised on a highlight that slides to it.
///
/// ```swift
/// SegmentedChoice(selection: Ref(model, \.period), options: [.day, .week, .month]) { period in
///     Caption(key: period.rawValue, table: "Calendar")
/// }
/// ```
///
/// Contract: driven by `selection`; a click on a segment chooses it. The choice is one
/// Tab stop with the keys of WAI-ARIA's radio group: Right and Down choose the next
/// option, Left and Up the previous (wrapping at the ends; right to left, Left is
/// next), Home the first, End the last; Space keeps the chosen one. Segments share the
/// width equally, their titles on one line (cut with "…" rather than broken). The
/// highlight slides on the motion system (it jumps with `PanelContext.reduceMotion`).
/// To assistive technologies it is a `choice` labelled by `label` holding one
/// `radioButton` per option, the chosen one `selected`. Disabled, it is drawn at 40 %
/// opacity and takes no input. Each segment's hit target is at least 44 pt tall.
public struct SegmentedChoice<Value: Hashable>: PrimitivePanel {
    @usableFromInline package var selection: Ref<Value>
    @usableFromInline package var options: [Value]
    @usableFromInline package var label: Caption?
    @usableFromInline package var isEnabled: Bool
    @usableFromInline package var title: (Value) -> Caption

    /// A segmented choice writing the chosen one of `options` to `selection`, labelled by
    /// `label` for assistive technologies; `title` gives each segment's caption. `enabled`
    /// false draws it dimmed and takes no input.
    public init(
        _ label: Caption? = nil, selection: Ref<Value>, options: [Value], enabled: Bool = true,
        title: @escaping (Value) -> Caption
    ) {
        self.selection = selection
        self.options = options
        self.label = label
        self.isEnabled = enabled
        self.title = title
    }

    /// A segmented choice labelled by `label`, as written.
    public init(
        _ label: String, selection: Ref<Value>, options: [Value], enabled: Bool = true,
        title: @escaping (Value) -> Caption
    ) {
        self.init(Caption(label), selection: selection, options: options, enabled: enabled, title: title)
    }

    /// The track's height and the highlight's inset, in points.
    @usableFromInline package static var height: Double { 32 }
    static var inset: Double { 2 }

    /// How much segment titles grow at `size` (`ControlLook.cappedTextSize`).
    static func titleScale(_ size: TextSizeCategory) -> Double { ControlLook.cappedTextSize(size).scale }

    /// The option index after `key` from `index`, or nil when the choice does not
    /// answer it.
    static func index(after key: KeyName, from index: Int, count: Int, direction: LayoutDirection) -> Int? {
        guard count > 0, key.modifiers.isEmpty else { return nil }
        var move: Int
        if let horizontal = ControlLook.horizontalStep(key, direction: direction) {
            move = Int(horizontal)
        } else {
            switch key.rawValue {
            case KeyName.down.rawValue: move = 1
            case KeyName.up.rawValue: move = -1
            case KeyName.home.rawValue: return 0
            case KeyName.end.rawValue: return count - 1
            case KeyName.space.rawValue: return index
            default: return nil
            }
        }
        return ((index + move) % count + count) % count
    }

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let choice = self
        let selection = selection
        let options = options
        return ContextReader { context in
            let chosen = options.firstIndex(of: selection.value)
            let direction = context.layoutDirection
            let track = Measured { size in
                choice.segments(chosen: chosen, width: size.width, context: context)
            }
            .frame(height: max(SegmentedChoice.height, SegmentedChoice.titleScale(context.textSize) * 13 * 1.9))
            .background(named: "controlFill", cornerRadius: 9)
            .opacity(choice.isEnabled ? 1 : ControlLook.disabledOpacity)
            let labelled = Column(alignment: .leading, spacing: 6) {
                if let label = choice.label { label.foreground(named: "label").accessibilityHidden() }
                track
            }
            if choice.isEnabled && !options.isEmpty {
                labelled
                    .focusable()
                    .onFocusedKey { key in
                        let from = options.firstIndex(of: selection.value) ?? 0
                        guard
                            let next = SegmentedChoice.index(
                                after: key, from: from, count: options.count, direction: direction)
                        else { return false }
                        if next != from || options.firstIndex(of: selection.value) == nil {
                            animate(ControlLook.motion) { selection.value = options[next] }
                        }
                        return true
                    }
                    .accessibility(role: .choice, label: choice.label.map { AccessibilityText($0) })
            } else {
                labelled.accessibility(
                    role: .choice, label: choice.label.map { AccessibilityText($0) }, states: .disabled)
            }
        }
    }

    /// The highlight under the chosen segment and the segments over it.
    func segments(chosen: Int?, width: Double, context: PanelContext) -> some Panel {
        let count = max(1, options.count)
        let inset = SegmentedChoice.inset
        let segmentWidth = max(0, (width - 2 * inset) / Double(count))
        let rtl = context.layoutDirection == .rightToLeft
        let x = Double(chosen ?? 0) * segmentWidth
        let selection = selection
        let enabled = isEnabled
        let title = title
        return Layers(alignment: .leading) {
            if chosen != nil {
                Tile(cornerRadius: 7).fill(context.color(named: "controlRaised"))
                    .shadow(RGBA(hex: 0x000000, opacity: 0.12), radius: 2, y: 1, cornerRadius: 7)
                    .padding(inset)
                    .frame(width: segmentWidth + 2 * inset)
                    .offset(x: rtl ? -x : x)
                    .motion(ControlLook.motion)
            }
            Row(spacing: 0) {
                Each(Array(options.enumerated()), id: \.offset) { index, option in
                    Pressable(enabled: enabled, action: { animate(ControlLook.motion) { selection.value = option } }) {
                        feedback in
                        title(option).lineLimit(1)
                            .textStyle(TextStyle(size: 13, weight: index == chosen ? .bold : .regular))
                            // Titles share the width: they grow up to the largest size
                            // before the accessibility sizes, then stay (cut with "…").
                            .context(ControlLook.capTextSize)
                            .foreground(named: "label")
                            .padding(horizontal: 6)
                            .frame(width: segmentWidth)
                            .frame(maxHeight: .infinity)
                            .background(ControlLook.feedbackOverlay(feedback, context: context, cornerRadius: 7))
                    }
                    .keyboardActivation(keys: [], inTabOrder: false)
                    .hitTarget(minimum: ControlLook.minimumTarget)
                    .accessibility(role: .radioButton, states: index == chosen ? .selected : [])
                }
            }
            .padding(horizontal: inset)
        }
        .frame(width: width, alignment: .leading)
    }
}
