/// How an element points at others by their explicit ids (`.id(_:)`): the element it
/// controls (a search field's list of suggestions: AT-SPI's controller-for, and
/// controlled-by back) and the text that labels it (labelled-by, and label-for back).
///
/// Contract: ids name panels of the same window's tree; an id that names no element
/// there relates to nothing (the export drops it). Given with
/// `accessibilityControls(_:)` and `accessibilityLabelledBy(_:)`; the innermost
/// modifier wins, relation by relation.
package struct AccessibilityRelations: Sendable, Hashable {
    /// The id of the element this one controls (its suggestions, its results), or nil.
    package var controls: String?
    /// The id of the text that labels this element, or nil.
    package var labelledBy: String?

    package init(controls: String? = nil, labelledBy: String? = nil) {
        self.controls = controls
        self.labelledBy = labelledBy
    }

    /// `self` with what `outer` sets and `self` does not.
    func merged(with outer: AccessibilityRelations) -> AccessibilityRelations {
        AccessibilityRelations(controls: controls ?? outer.controls, labelledBy: labelledBy ?? outer.labelledBy)
    }
}
