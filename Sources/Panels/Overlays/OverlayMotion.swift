/// The motion of alerts and menus, in one place (the modal card's is
/// `ModalCardMotion`; popovers' is `PopoverStyle`).
///
/// - An alert and a menu appear growing from `appearScale` to full size about their
///   center (a menu: about its top) while fading in over `PopoverStyle.appear`
///   (ease-out 0.25 s), and leave the reverse way over `PopoverStyle.disappear`
///   (ease-in 0.18 s).
/// - With reduce motion they only fade: no growing.
/// - The scrim under an alert fades with it.
package enum OverlayMotion {
    /// The scale an alert or menu grows from when it appears.
    package static let appearScale = 0.92
}
