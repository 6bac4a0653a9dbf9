/// What a modifier gives the node its content makes: an explicit id, a control, key
/// handlers, focus, a drag handler, a popover, a transition, an end-of-motion action. Passed explicitly with
/// the content (`NodeBuilder.resolve(_:at:attaching:)`), never left for "the next
/// node created".
///
/// Contract: the attachment goes to the first node the content makes at its own
/// level (a container before its children), or nowhere when the content makes no
/// node. Several attachments on one node merge, the innermost modifier winning: an
/// id, popover, transition or motion-end action already there is kept; a control
/// replaces only a popover anchor's toggle; key handlers of outer modifiers are
/// asked after inner ones; the innermost drag handler is kept.
enum NodeAttachment {
    case explicitID(String)
    /// A `Pressable` (or `.onTap`): its tap action and feedback identity.
    case control(Interaction)
    case key(KeyName, () -> Void)
    /// `.focusable()`: the node takes keyboard focus.
    case focusable
    /// `.onPointerDrag(…)`: drags that start on the node.
    case drag(DragHandler)
    /// A popover and the toggle its anchor gets when it is no control itself.
    /// (nil: the anchor stays as it is — an alert's, a context menu's).
    case popover(PopoverAttachment, toggle: Interaction?)
    case transition(Transition)
    case motionEnd(MotionEndHandler)
    /// `.textEntry(_:)`: typed text and keys while focused (the innermost is kept).
    case textEntry(TextEntryHandler)
    /// `.onFocusedKey(_:)`: keys while the node has focus (the innermost is kept).
    case focusedKeys((KeyName) -> Bool)
    /// `.hitTarget(minimum:)`: the larger of the sizes asked for is kept.
    case hitTarget(Double)
    /// `.keyboardActivation(keys:inTabOrder:)`: which keys run the control's tap, and
    /// whether Tab stops at it (the innermost is kept).
    case keyboardActivation(keys: [KeyName], inTabOrder: Bool)
    /// `.accessibility(…)` and the other accessibility modifiers (merged field by field);
    /// indirect, so the enum stays as small as the other attachments on the resolve path.
    indirect case accessibility(AccessibilityAttributes)
    /// `.focusTarget(_:equals:)`: focus follows the app's value (makes the node focusable).
    case focusTarget(FocusBinding)
    /// `.focusOrder(_:)`: the node's place in the Tab order (the innermost is kept).
    case focusOrder(Double)
    /// `.onContextRequest(_:)`: a context menu asked for on the node (the innermost is kept).
    case contextRequest((Point) -> Void)
    /// `.onPointerEnter(_:)`: the pointer came over the control (the innermost is kept).
    case pointerEnter(() -> Void)
    /// `.pointerShape(_:)`: the pointer's shape over the node (the innermost is kept).
    case pointerShape(PointerShape)
    /// `.onZoomGesture(_:)`: Ctrl+wheel and double clicks on the node (the innermost is kept).
    case zoomGesture((ZoomGesture) -> Void)
}

extension NodeTree {
    /// Attaches accessibility facts to `node`: merged, in place, into what inner
    /// modifiers attached (theirs win, field by field). (Consuming: the caller's copy
    /// is the one the table keeps.)
    mutating func attachAccessibility(_ facts: consuming AccessibilityAttributes, to node: Int32) {
        // One lookup when the node has no facts yet (the usual case): moved in, and the
        // inner facts, when there were some, merged with these (read back from the
        // table) and put back. (A copy kept for the merge cost every attach a retain
        // and a release.)
        if var inner = accessibility.updateValue(facts, forKey: node) {
            if let outer = accessibility[node] { inner.merge(outer) }
            accessibility[node] = inner
        }
    }

    /// Gives `node` the explicit id `id`, unless an inner modifier gave it one: the
    /// innermost is kept (put back when there was one; one lookup when not).
    mutating func attachExplicitID(_ id: consuming String, to node: Int32) {
        if let inner = explicitIDs.updateValue(id, forKey: node) { explicitIDs[node] = inner }
    }

    /// Gives `node` the transition `transition`, unless an inner modifier gave it one
    /// (the innermost is kept).
    mutating func attachTransition(_ transition: consuming Transition, to node: Int32) {
        if let inner = transitions.updateValue(transition, forKey: node) { transitions[node] = inner }
    }

    /// Attaches `attachment` to `node`, merging with what inner modifiers attached.
    mutating func attach(_ attachment: NodeAttachment, to node: Int32) {
        switch attachment {
        case .explicitID(let id):
            attachExplicitID(id, to: node)
        case .accessibility(let facts):
            attachAccessibility(facts, to: node)
        case .control(let control):
            var interaction = interactions[node] ?? Interaction()
            let replaceable = interaction.control == nil || (interaction.isAnchorToggle && control.onTap != nil)
            guard replaceable else { return }
            interaction.onTap = control.onTap
            interaction.acceptsPointer = control.acceptsPointer
            interaction.control = control.control
            interaction.showsFeedback = control.showsFeedback
            interaction.isAnchorToggle = false
            interactions[node] = interaction
        case .key(let key, let action):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: false)
            interaction.keys.insert((key, action), at: 0)
            interactions[node] = interaction
        case .focusable:
            var interaction = interactions[node] ?? Interaction(acceptsPointer: true)
            interaction.focusable = true
            interactions[node] = interaction
        case .drag(let handler):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: true)
            if interaction.drag == nil { interaction.drag = handler }
            interactions[node] = interaction
        case .popover(let popover, let toggle):
            if popovers[node] == nil { popovers[node] = popover }
            guard let toggle else { return }
            var interaction = interactions[node] ?? Interaction()
            guard interaction.control == nil else { return }
            interaction.onTap = toggle.onTap
            interaction.acceptsPointer = true
            interaction.control = toggle.control
            interaction.showsFeedback = false
            interaction.isAnchorToggle = true
            interactions[node] = interaction
        case .transition(let transition):
            attachTransition(transition, to: node)
        case .motionEnd(let handler):
            if motionEnds[node] == nil { motionEnds[node] = handler }
        case .textEntry(let handler):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: true)
            if interaction.textEntry == nil { interaction.textEntry = handler }
            interactions[node] = interaction
        case .focusedKeys(let handler):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: true)
            if interaction.focusedKeys == nil { interaction.focusedKeys = handler }
            interactions[node] = interaction
        case .hitTarget(let side):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: true)
            interaction.minimumTarget = max(interaction.minimumTarget, side)
            interactions[node] = interaction
        case .keyboardActivation(let keys, let inTabOrder):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: true)
            if !interaction.hasKeyboardActivation {
                interaction.activationKeys = keys
                interaction.inTabOrder = inTabOrder
                interaction.hasKeyboardActivation = true
            }
            interactions[node] = interaction
        case .focusTarget(let binding):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: true)
            interaction.focusable = true
            if interaction.focusTarget == nil { interaction.focusTarget = binding }
            interactions[node] = interaction
        case .focusOrder(let order):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: false)
            if interaction.focusOrder == nil { interaction.focusOrder = order }
            interactions[node] = interaction
        case .contextRequest(let action):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: false)
            if interaction.onContextRequest == nil { interaction.onContextRequest = action }
            interactions[node] = interaction
        case .pointerEnter(let action):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: true)
            if interaction.onPointerEnter == nil { interaction.onPointerEnter = action }
            interactions[node] = interaction
        case .pointerShape(let shape):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: false)
            if interaction.pointerShape == nil { interaction.pointerShape = shape }
            interactions[node] = interaction
        case .zoomGesture(let action):
            var interaction = interactions[node] ?? Interaction(acceptsPointer: false)
            if interaction.onZoomGesture == nil { interaction.onZoomGesture = action }
            interactions[node] = interaction
        }
    }
}
