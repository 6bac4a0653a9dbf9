/// A panel drawn with an `Effect` (opacity group, clip, shadow, border). Made by
/// `.opacity(_:)`, `.clipped(cornerRadius:)`, `.shadow(…)` and `.border(…)`.
///
/// Contract: layout is unchanged (the effect node is exactly its content's size);
/// only drawing changes.
public struct _EffectModified<Content: Panel>: PrimitivePanel {
    @usableFromInline package var content: Content
    @usableFromInline package var effect: Effect

    public static func _resolve(_ panel: _EffectModified, into builder: inout NodeBuilder) {
        let savedAxis = builder.stackAxis
        _ = builder.open(.effect(panel.effect))
        // Gaps inside keep the enclosing stack's axis: the effect is transparent to layout.
        builder.resolve(panel.content, at: 0)
        builder.close()
        builder.stackAxis = savedAxis
    }
}

extension Panel {
    /// Draws this panel as a group at `opacity` (0…1): overlapping parts do not show
    /// through each other.
    public consuming func opacity(_ opacity: Double) -> _EffectModified<Self> {
        _EffectModified(content: self, effect: .opacity(opacity.isFinite ? min(1, max(0, opacity)) : opacity))
    }

    /// Keeps this panel laid out with everything it holds while `isOffstage` is true,
    /// but draws nothing of it and leaves it out of input, focus and the
    /// accessibility tree: a covered screen, an unselected tab (`Presence.offstage`).
    public consuming func offstage(_ isOffstage: Bool = true) -> _Accessible<_EffectModified<Self>> {
        presence(isOffstage ? .offstage : .shown)
    }

    /// Draws this panel but, while `isInert` is true, leaves it out of hit testing,
    /// key handlers, the Tab order and the accessibility tree: what lies under a
    /// modal, a screen sliding away (`Presence.inert`).
    public consuming func inert(_ isInert: Bool = true) -> _Accessible<_EffectModified<Self>> {
        presence(isInert ? .inert : .shown)
    }

    /// Keeps this panel in the tree with `presence` (see `Presence`); changing it keeps
    /// the panel's identity.
    public consuming func presence(_ presence: Presence) -> _Accessible<_EffectModified<Self>> {
        var panel = _Accessible(content: _EffectModified(content: self, effect: .presence(presence)))
        if presence != .shown { panel.facts.hidden = true }  // shown: what an outer panel says
        return panel
    }

    /// Hides what this panel draws outside its frame, with rounded corners when
    /// `cornerRadius` > 0.
    public consuming func clipped(cornerRadius: Double = 0) -> _EffectModified<Self> {
        _EffectModified(content: self, effect: .clip(CornerRadii(cornerRadius)))
    }

    /// Hides what this panel draws outside its frame rounded by `corners`.
    public consuming func clipped(corners: CornerRadii) -> _EffectModified<Self> {
        _EffectModified(content: self, effect: .clip(corners))
    }

    /// Casts a soft shadow of this panel's frame (rounded by `cornerRadius`) behind it.
    public consuming func shadow(
        _ color: RGBA = RGBA(hex: 0x000000, opacity: 0.25), radius: Double,
        x: Double = 0, y: Double = 0, cornerRadius: Double = 0
    ) -> _EffectModified<Self> {
        _EffectModified(
            content: self,
            effect: .shadow(
                ShadowSpec(
                    color: color, radius: radius, x: x, y: y,
                    corners: CornerRadii(cornerRadius))))
    }

    /// Strokes this panel's frame (rounded by `cornerRadius`) with `color`, `width`
    /// points wide, inside the frame and over the content.
    public consuming func border(_ color: RGBA, width: Double = 1, cornerRadius: Double = 0) -> _EffectModified<Self> {
        _EffectModified(
            content: self,
            effect: .border(
                color, width: width.isFinite ? max(0, width) : width,
                corners: CornerRadii(cornerRadius)))
    }
}
