import Panels
/// An app shell: main content that fills the window, a side menu that slides in from
/// the trailing edge over a scrim, and a toolbar that slides up from the bottom
/// (the Shell demo). Generic: any panels go in the three slots.
///
/// Behaviour (with `ShellState`'s rules):
/// - the menu is `menuWidth` wide (default 270 pt) and enters from the trailing edge
///   (right in left-to-right, left in right-to-left); it spans from the top to the
///   toolbar's top edge while the toolbar is open and to the bottom while it is
///   closed (its height moves with the toolbar); the toolbar is `toolbarHeight` high
///   (default 44 pt);
/// - the menu's leading edge (the one facing the content) casts a shadow
///   (`menuShadow`) in light appearance and shows a 1 pt hairline (`menuHairline`)
///   in dark, so the menu stands out from any content before the scrim arrives; the
///   shadow is cast by the part of the menu inside the window, so a closed menu casts
///   none;
/// - both move with `motion` (default 0.35 s ease-in-out);
/// - the state's hide callbacks run when the slide-out ends (see `ShellState`);
/// - its parts have the ids of `ShellID`: `shell.content`, `shell.scrim`,
///   `shell.menu` and `shell.toolbar`;
/// - the shell takes exactly the space it is offered: slots larger than it are
///   clipped, so a tall page never pushes the hidden toolbar or menu into view;
/// - while the menu is open a mid-gray (#808080) scrim at 30 % covers the content:
///   it fades in over 0.35 s ease-in after a 0.25 s delay, and out the same way;
///   clicking it closes the menu (and so the toolbar); Esc closes the menu too;
/// - to assistive technologies the open menu is a `navigation` landmark labelled
///   "Menu" and the scrim a button "Close menu" (in the context's language); while the
///   menu is open the content is hidden from them (the menu is modal), and a closed
///   menu or toolbar is hidden.
public struct SideMenuShell<Content: Panel, Menu: Panel, Toolbar: Panel>: Panel {
    let state: ShellState
    let menuWidth: Double
    let toolbarHeight: Double
    let motion: Motion
    let content: Content
    let menu: Menu
    let toolbar: Toolbar

    /// The scrim's color when the menu is open.
    public static var scrimColor: RGBA { RGBA(hex: 0x808080, opacity: 0.3) }
    /// How the scrim comes and goes, both ways: a 0.35 s ease-in (SwiftUI's default ease-in)
    /// after 0.25 s, the article's `.animation(Animation.easeIn.delay(0.25))` on its opacity.
    public static var scrimMotion: Motion { Motion.easeIn(0.35).delay(0.25) }
    /// The shadow on the menu's leading edge in light appearance (12 pt blur).
    public static var menuShadow: RGBA { RGBA(hex: 0x000000, opacity: 0.2) }
    /// The hairline on the menu's leading edge in dark appearance.
    public static var menuHairline: RGBA { RGBA(hex: 0x545458, opacity: 0.6) }

    public init(
        state: ShellState, menuWidth: Double = 270, toolbarHeight: Double = 44,
        motion: Motion = .standard,
        @PanelBuilder content: () -> Content,
        @PanelBuilder menu: () -> Menu,
        @PanelBuilder toolbar: () -> Toolbar
    ) {
        self.state = state
        self.menuWidth = max(0, menuWidth)
        self.toolbarHeight = max(0, toolbarHeight)
        self.motion = motion
        self.content = content()
        self.menu = menu()
        self.toolbar = toolbar()
    }

    public var body: some Panel {
        let open = state.isMenuOpen
        let toolbarOpen = state.isToolbarOpen
        let shell = state
        ContextReader { context in
            let trailingSign: Double = context.layoutDirection == .rightToLeft ? -1 : 1
            let dark = context.appearance == .dark
            Layers(alignment: .topLeading) {
                content
                    .frame(
                        minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
                        alignment: .topLeading
                    )
                    .clipped()
                    .id(ShellID.content)
                    // While the menu is open it is modal: readers stay in it.
                    .accessibilityHidden(open)
                Swatch(open ? Self.scrimColor : Self.scrimColor.withOpacity(0))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .id(ShellID.scrim)
                    .onTap(enabled: open) { shell.closeMenu() }
                    .accessibility(label: AccessibilityText(toolkit: .closeMenu))
                    .accessibilityHidden(!open)
                    .motion(Self.scrimMotion)
                menu
                    .frame(width: menuWidth)
                    .frame(minHeight: 0, maxHeight: .infinity, alignment: .top)
                    .clipped()
                    // The shadow's caster is the part of the menu inside the window:
                    // as wide as the menu has slid in, at its leading edge.
                    .background(
                        Swatch(.clear)
                            .shadow(dark ? .clear : Self.menuShadow, radius: 12)
                            .frame(width: open ? menuWidth : 0)
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    )
                    .overlay(Swatch(dark ? Self.menuHairline : .clear).frame(width: 1), alignment: .leading)
                    .id(ShellID.menu)
                    .accessibility(role: .navigation, label: AccessibilityText(toolkit: .menu))
                    .accessibilityHidden(!open)
                    .onMotionEnd { shell.menuSlideEnded() }
                    .offset(x: open ? 0 : trailingSign * menuWidth)
                    .motion(motion)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                    .padding(EdgeInsets(bottom: toolbarOpen ? toolbarHeight : 0))
                toolbar
                    .frame(maxWidth: .infinity)
                    .frame(height: toolbarHeight)
                    .id(ShellID.toolbar)
                    .accessibility(role: .group, label: AccessibilityText(toolkit: .toolbar))
                    .accessibilityHidden(!toolbarOpen)
                    .onMotionEnd { shell.toolbarSlideEnded() }
                    .offset(y: toolbarOpen ? 0 : toolbarHeight)
                    .motion(motion)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            }
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .clipped()
            .onKey(.escape) { shell.closeMenu() }
        }
    }
}
