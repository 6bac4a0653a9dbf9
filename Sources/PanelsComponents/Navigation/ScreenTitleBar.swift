import Panels

/// The bar at the top of each screen of a `ScreenStack`: the screen's title, centered,
/// and on pushed screens a back control at the leading edge that names the screen
/// under it.
///
/// Contract: `ScreenStackLook.titleBarHeight` high (taller when larger text needs
/// it); the title is a heading, the back control a button labelled "Back" (in the
/// context's language) with the previous screen's title as its hint, in the Tab order,
/// with a 44 × 44 pt target;
/// a chevron (the bundled `chevron_left` icon) points to the leading edge, mirrored
/// right to left.
struct ScreenTitleBar: Panel {
    let title: Caption
    let back: Caption?
    let onBack: () -> Void

    var body: some Panel {
        let onBack = onBack
        ContextReader { context in
            let tint = context.color(named: "tint")
            Layers(alignment: .center) {
                title
                    .textStyle(.headline)
                    .foreground(named: "label")
                    .lineLimit(1)
                    .accessibilityHeading(level: 1)
                    .padding(horizontal: back == nil ? 16 : 104)
                Row(spacing: 0) {
                    if let back {
                        Pressable(action: onBack) { feedback in
                            Row(spacing: 0) {
                                // Dimmed while pressed, when drawn: a press resolves nothing.
                                Icon("chevron_left").decorative()
                                    .textStyle(TextStyle(size: 24))
                                    .foreground(tint)
                                    .color(
                                        following: feedback, normal: tint, hovered: tint, pressed: tint.withOpacity(0.5)
                                    )
                                // Shortened on purpose, as platforms shorten back titles.
                                back
                                    .textStyle(.body)
                                    .foreground(tint)
                                    .lineLimit(1)
                                    .truncationIntended()
                                    .color(
                                        following: feedback, normal: tint, hovered: tint, pressed: tint.withOpacity(0.5)
                                    )
                            }
                            .padding(EdgeInsets(top: 6, leading: 2, bottom: 6, trailing: 8))
                            .frame(maxWidth: 100, alignment: .leading)
                        }
                        .hitTarget()
                        .accessibility(
                            role: .button, label: AccessibilityText(toolkit: .back), hint: AccessibilityText(back)
                        )
                        .id("screenstack.back")
                    }
                    Gap()
                }
                .padding(horizontal: 4)
            }
            .frame(minHeight: ScreenStackLook.titleBarHeight)
            .frame(maxWidth: .infinity)
            .background(named: "background")
            .overlay(Separator(), alignment: .bottom)
        }
    }
}
