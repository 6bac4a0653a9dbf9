/// How a `Pressable` made with a title looks (`Pressable("Save", style: .bordered)`).
public enum PressStyle: String, Hashable, Sendable, CaseIterable {
    /// Tint text on a light fill with rounded corners: most actions.
    case bordered
    /// Bold white text on the tint (black where white would not reach 3:1): the one
    /// main action of a screen.
    case prominent
    /// Tint text with no fill, underlined while hovered; a `link` to assistive
    /// technologies.
    case link
}
