/// A button for toolbars that opens a menu below itself (above when there is no
/// room), its leading edge on the button's.
///
/// Contract: a press, Return, Space or ArrowDown opens the menu (ArrowDown on its
/// first item); a press on the button while open closes it. The menu behaves as a
/// context menu's (`.contextMenu(state:label:items:)`). To assistive technologies a `button` labelled by
/// `title`, `expanded` or `collapsed`. The button is at least 44 × 44 pt to the
/// pointer; disabled, it is drawn at 40 % opacity and takes no input.
public struct MenuButton: PrimitivePanel {
    @usableFromInline package var title: String
    @usableFromInline package var state: MenuState
    @usableFromInline package var isEnabled: Bool
    @usableFromInline package var items: () -> [MenuItem]

    /// A button titled `title` opening the menu of `items` (built when they are needed), its open
    /// state kept in `state`; `enabled` false draws it dimmed and takes no input.
    public init(
        _ title: String, state: MenuState, enabled: Bool = true, @MenuBuilder items: @escaping () -> [MenuItem]
    ) {
        self.title = title
        self.state = state
        self.isEnabled = enabled
        self.items = items
    }

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let button = self
        let state = state
        let items = items
        return ContextReader { context in
            let open = button.isEnabled && state.isOpen
            let pressable = Pressable(
                enabled: button.isEnabled, action: { state.isOpen ? state.close() : state.open(at: nil) }
            ) { feedback in
                Row(spacing: 6) {
                    Caption(button.title).lineLimit(1)
                        .textStyle(TextStyle(size: context.textStyle.size, weight: .bold)).foreground(named: "tint")
                    Caption("▾").foreground(named: "tint").accessibilityHidden()
                }
                .padding(horizontal: 12, vertical: 6)
                .frame(minHeight: 32)
                .background(named: "controlFill", cornerRadius: 8)
                .background(ControlLook.feedbackOverlay(feedback, context: context, cornerRadius: 8))
                .opacity(button.isEnabled ? 1 : ControlLook.disabledOpacity)
            }
            .hitTarget(minimum: ControlLook.minimumTarget)
            .onFocusedKey { key in
                guard key == .down, button.isEnabled else { return false }
                state.open(at: nil)
                let list = items()
                state.path = [list.indices.first { list[$0].isSelectable } ?? -1]
                return true
            }
            .accessibility(role: .button, label: AccessibilityText(button.title), states: open ? .expanded : .collapsed)
            _MenuList.overlay(on: pressable, state: state, label: button.title, items: items)
        }
    }
}
