/// Popovers on a stage, kept by its `PopoverLayer` (the contract is there).
extension Stage {
    /// The open popovers as presented at the last frame, innermost last.
    public var popovers: [PopoverLayout] { popoverLayer.reports }

    /// Measurements made laying out popover content at the last frame (0 when the
    /// last frame did not lay popovers out).
    package var popoverMeasureCount: Int { popoverLayer.measureCount }

    /// How many times the open popovers were collected and laid out.
    package var popoverPassCount: Int { popoverLayer.passCount }

    /// Removed: read `diagnostics` (the main tree's and the popovers' alike).
    @available(*, unavailable, renamed: "diagnostics")
    public var popoverProblems: [String] { diagnostics.map(\.description) }
}
