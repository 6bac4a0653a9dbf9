/// A panel whose changes animate with a motion of its own. Made by `.motion(_:)`.
///
/// Contract: when a state change moves, resizes, recolors or fades nodes in this
/// subtree, they animate with this motion, whether or not the change was made inside
/// `animate { }` (an inner `.motion` wins over an outer one and over the
/// transaction). `nil` makes the subtree's changes jump. Window resizes never animate.
public struct _MotionScoped<Content: Panel>: PrimitivePanel {
    let motion: Motion?
    let content: Content

    public static func _resolve(_ panel: _MotionScoped, into builder: inout NodeBuilder) {
        let saved = builder.motion
        builder.motion = panel.motion ?? Motion(curve: .linear, duration: 0)
        builder.resolve(panel.content, at: 0)
        builder.motion = saved
    }
}

extension Panel {
    /// Animates this subtree's changes with `motion`.
    ///
    /// Contract: when a state change moves, resizes, recolors or fades nodes in this
    /// subtree, they animate with this motion, whether or not the change was made inside
    /// `animate { }` (an inner `.motion` wins over an outer one and over the
    /// transaction). `nil` makes the subtree's changes jump. Window resizes never animate.
    public consuming func motion(_ motion: Motion?) -> _MotionScoped<Self> {
        _MotionScoped(motion: motion, content: self)
    }
}
