/// A pop-up choice: a bordered button showing the chosen option and a chevron that,
/// pressed, opens the options as a list in a popover, the chosen one checked.
///
/// ```swift
/// PopUpChoice("Repeat", selection: Ref(alarm, \.repeats), options: Repeat.allCases,
///             state: alarm.repeatChoice) { Caption(key: $0.rawValue) }
/// ```
///
/// Contract: driven by `selection`; `state` keeps whether the list is open. Closed
/// and focused (one Tab stop), the keys of WAI-ARIA's select-only combobox: Enter,
/// Space, Down, Up or Alt+Down open the list on the chosen option; a letter or digit
/// chooses the next option whose title starts with what was typed, without opening.
/// Open: Down and Up move the highlight (stopping at the ends), Home and End go to
/// the first and last, letters and digits find an option as typed (the same letter
/// again goes to the next option starting with it), Enter or Space (or a click on a
/// row) choose the highlighted option and close the list, Esc or a click outside
/// close it unchanged. Focus stays on the button. Rows are 44 pt tall. To assistive
/// technologies the button is a `choice` labelled by `label` whose value is the
/// chosen title, `expanded` or `collapsed`; the list is a `menu` of `menuItem`s, the
/// chosen one `selected`. Disabled, it is drawn at 40 % opacity and takes no input.
public struct PopUpChoice<Value: Hashable>: PrimitivePanel {
    @usableFromInline package var selection: Ref<Value>
    @usableFromInline package var options: [Value]
    @usableFromInline package var state: PopUpChoiceState
    @usableFromInline package var label: Caption?
    @usableFromInline package var isEnabled: Bool
    @usableFromInline package var title: (Value) -> Caption

    /// A pop-up choice writing the chosen one of `options` to `selection`, its list kept open
    /// or closed in `state`; `title` gives each option's caption. `enabled` false draws it
    /// dimmed and takes no input.
    public init(
        _ label: Caption? = nil, selection: Ref<Value>, options: [Value], state: PopUpChoiceState,
        enabled: Bool = true, title: @escaping (Value) -> Caption
    ) {
        self.selection = selection
        self.options = options
        self.state = state
        self.label = label
        self.isEnabled = enabled
        self.title = title
    }

    /// A pop-up choice labelled by `label`, as written.
    public init(
        _ label: String, selection: Ref<Value>, options: [Value], state: PopUpChoiceState, enabled: Bool = true,
        title: @escaping (Value) -> Caption
    ) {
        self.init(Caption(label), selection: selection, options: options, state: state, enabled: enabled, title: title)
    }

    /// A row's height in the list, in points.
    @usableFromInline package static var rowHeight: Double { 44 }

    /// The index of the option after typing `letter` with `typed` already typed,
    /// starting after `current`: the next whose title starts with the letters typed, or
    /// with `letter` alone when none does; nil when none starts with either.
    static func find(_ letter: String, typed: String, titles: [String], current: Int) -> (index: Int, typed: String)? {
        guard !titles.isEmpty else { return nil }
        func first(_ prefix: String, from start: Int) -> Int? {
            for offset in 0 ..< titles.count {
                let index = (start + offset) % titles.count
                if titles[index].range(of: prefix, options: [.caseInsensitive, .diacriticInsensitive, .anchored])
                    != nil
                {
                    return index
                }
            }
            return nil
        }
        let extended = typed + letter
        // Typing on: stay on the current option while it still matches.
        if !typed.isEmpty, typed != letter, let found = first(extended, from: max(0, current)) {
            return (found, extended)
        }
        // The same letter again, or a new start: the next option with that letter.
        if let found = first(letter, from: (current + 1) % titles.count) { return (found, letter) }
        return nil
    }

    /// Whether `key` is a letter or digit to type-select with.
    static func typedLetter(_ key: KeyName) -> String? {
        guard key.modifiers.isEmpty || key.modifiers == .shift, key.rawValue.count == 1,
            let scalar = key.rawValue.unicodeScalars.first,
            scalar.properties.isAlphabetic || ("0" ... "9").contains(Character(scalar))
        else { return nil }
        return key.rawValue
    }

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let choice = self
        return ContextReader { context in
            let titles = choice.options.map { AccessibilityText(choice.title($0)).text(in: context) }
            let chosen = choice.options.firstIndex(of: choice.selection.value)
            LabelledRow(spacing: 12) {
                // Announced as the button's label, not on its own.
                if let label = choice.label { label.foreground(named: "label").accessibilityHidden() }
            } trailing: {
                choice.button(chosen: chosen, titles: titles, context: context)
            }
        }
    }

    func open(chosen: Int?) {
        state.typed = ""
        state.highlighted = chosen ?? 0
        state.isOpen = true
    }

    func choose(_ index: Int) {
        guard options.indices.contains(index) else { return }
        if selection.value != options[index] { selection.value = options[index] }
        state.isOpen = false
    }

    func button(chosen: Int?, titles: [String], context: PanelContext) -> some Panel {
        let choice = self
        let state = state
        let enabled = isEnabled
        let shown = chosen.map { titles[$0] } ?? ""
        let open = enabled && state.isOpen
        return Pressable(enabled: enabled, action: { choice.open(chosen: chosen) }) { feedback in
            Row(spacing: 6) {
                // Bold: tint on the fill reaches 3:1, which bold text needs.
                if let chosen {
                    choice.title(choice.options[chosen]).lineLimit(1)
                        .textStyle(TextStyle(size: context.textStyle.size, weight: .bold)).foreground(named: "tint")
                }
                Caption("▾").foreground(named: "tint").accessibilityHidden()
            }
            .accessibilityHidden()  // the title is the choice's value
            .padding(horizontal: 12, vertical: 6)
            .frame(minHeight: 32)
            .background(named: "controlFill", cornerRadius: 8)
            .background(ControlLook.feedbackOverlay(feedback, context: context, cornerRadius: 8))
            .opacity(enabled ? 1 : ControlLook.disabledOpacity)
        }
        .hitTarget(minimum: ControlLook.minimumTarget)
        .onFocusedKey { key in
            if let letter = PopUpChoice.typedLetter(key) {
                guard let found = PopUpChoice.find(letter, typed: "", titles: titles, current: chosen ?? -1)
                else { return true }
                choice.choose(found.index)
                return true
            }
            switch key {
            case .down, .up, KeyName.down.with(.option): choice.open(chosen: chosen)
            default: return false
            }
            return true
        }
        .accessibility(
            role: .choice, label: choice.label.map { AccessibilityText($0) }, value: AccessibilityText(shown),
            states: open ? .expanded : .collapsed
        )
        .popover(isOpen: Ref(state, \.isOpen), arrows: [.up, .down]) {
            choice.list(chosen: chosen, titles: titles)
        }
    }

    /// The list of options in the popover.
    func list(chosen: Int?, titles: [String]) -> some Panel {
        let choice = self
        let state = state
        let highlighted = state.highlighted
        return ContextReader { context in
            Column(spacing: 0) {
                Each(Array(choice.options.enumerated()), id: \.offset) { index, option in
                    Pressable(action: { choice.choose(index) }) { feedback in
                        Row(spacing: 8) {
                            Caption(index == chosen ? "✓" : "").foreground(named: "label")
                                .frame(width: 16).accessibilityHidden()
                            choice.title(option).lineLimit(1).foreground(named: "label")
                            Gap()
                        }
                        .padding(horizontal: 12)
                        .frame(minWidth: 160, minHeight: PopUpChoice.rowHeight)
                        .background(
                            ControlLook.feedbackOverlay(
                                feedback, context: context, cornerRadius: 6,
                                lit: index == highlighted ? context.color(named: "controlFill") : nil))
                    }
                    .keyboardActivation(keys: [], inTabOrder: false)
                    .accessibility(role: .menuItem, states: index == chosen ? .selected : [])
                }
            }
            .padding(4)
            .onFocusedKey { key in
                let count = choice.options.count
                guard count > 0 else { return false }
                if let letter = PopUpChoice.typedLetter(key) {
                    if let found = PopUpChoice.find(
                        letter, typed: state.typed, titles: titles, current: state.highlighted)
                    {
                        state.typed = found.typed
                        state.highlighted = found.index
                    } else {
                        state.typed = ""
                    }
                    return true
                }
                switch key {
                case .down: state.highlighted = min(count - 1, state.highlighted + 1)
                case .up: state.highlighted = max(0, state.highlighted - 1)
                case .home: state.highlighted = 0
                case .end: state.highlighted = count - 1
                case .enter, .space: choice.choose(state.highlighted)
                default: return false
                }
                state.typed = ""
                return true
            }
            .accessibility(role: .menu, label: choice.label.map { AccessibilityText($0) })
        }
    }
}
