/// Popovers on a stage, kept by its `PopoverLayer` (the contract is there).
extension Stage {
    /// The open popovers as presented at the last frame, innermost last.
    public var popovers: [PopoverLayout] { popoverLayer.reports }

    /// Measurements made laying out popover content at the last frame (0 when the
    /// last frame did not lay popovers out).
    public var popoverMeasureCount: Int { popoverLayer.measureCount }

    /// How many times the open popovers were collected and laid out.
    public var popoverPassCount: Int { popoverLayer.passCount }

    /// Everything reported to the stage's sink (`context.diagnostics`), as text.
    @available(*, deprecated, message: "read diagnostics (the main tree's and the popovers' alike)")
    public var popoverProblems: [String] { diagnostics.map(\.description) }
}
