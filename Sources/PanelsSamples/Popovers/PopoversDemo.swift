import Panels

/// Popovers: anchors at the four edges, the four corners and the center of
/// the window, each with its own permitted arrow directions. Clicking an anchor
/// toggles its popover; a click outside or Esc closes it. The center popover is
/// 300×300 with "Increase size" (it grows to 300×600, laid out at its size on every
/// frame, and re-places as it grows) and "Close". Resize the window to watch
/// popovers flip and shift; make it narrower than a bubble (or too short for the tall
/// one) and no side holds it: the bubble takes the side with the most room and is
/// constrained to it, its content clipped (the no-room case).
///
/// Colors are the semantic colors, so the scene follows the appearance.
/// Used by `Demos/Popovers`, the Gallery, `panels render popovers` and the tests.
public struct PopoversDemo: Panel {
    public let model: PopoversModel

    public init(model: PopoversModel) {
        self.model = model
    }

    /// One anchor: its name, where it sits and the directions it permits.
    public struct Anchor: Sendable {
        public var name: String
        public var alignment: Alignment
        public var arrows: [ArrowDirection]
    }

    /// Every anchor of the scene; the center one is the resizable popover.
    public static let anchors: [Anchor] = [
        Anchor(name: "top", alignment: .top, arrows: [.up]),
        Anchor(name: "bottom", alignment: .bottom, arrows: [.down]),
        Anchor(name: "leading", alignment: .leading, arrows: [.left]),
        Anchor(name: "trailing", alignment: .trailing, arrows: [.right]),
        Anchor(name: "top-leading", alignment: .topLeading, arrows: [.down, .up]),
        Anchor(name: "top-trailing", alignment: .topTrailing, arrows: [.right, .up]),
        Anchor(name: "bottom-leading", alignment: .bottomLeading, arrows: [.left, .down]),
        Anchor(name: "bottom-trailing", alignment: .bottomTrailing, arrows: ArrowDirection.any),
        Anchor(name: "center", alignment: .center, arrows: [.up, .down, .left, .right]),
    ]

    /// The popovers a still of the scene shows open.
    public static let stillOpen: Set<String> = ["top-leading", "bottom-trailing", "center", "top-trailing"]

    public var body: some Panel {
        let model = self.model
        Layers(alignment: .center) {
            Swatch("secondaryBackground")
            Column(spacing: 6) {
                Caption("Popovers").textStyle(.title).foreground(named: "label")
                Caption("Click an anchor. Esc or a click outside closes.").textStyle(.footnote)
                    .foreground(named: "secondaryLabel")
                Caption("Narrower than a bubble, it is constrained to the room there.").lineAlignment(.center)
                    .textStyle(.footnote)
                    .foreground(named: "secondaryLabel")
            }
            .offset(y: -90)
            for anchor in Self.anchors {
                PopoverChip(anchor: anchor, model: model)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: anchor.alignment)
                    .padding(16)
            }
        }
    }

    /// Words for a permitted set: "up", "down, up" or "any".
    static func words(_ arrows: [ArrowDirection]) -> String {
        arrows == ArrowDirection.any ? "any" : arrows.map(\.description).joined(separator: ", ")
    }
}

/// An anchor chip with its popover.
struct PopoverChip: Panel {
    let anchor: PopoversDemo.Anchor
    let model: PopoversModel

    var body: some Panel {
        let model = self.model
        let anchor = self.anchor
        Caption(anchor.name == "center" ? "Resizable" : PopoversDemo.words(anchor.arrows))
            .textStyle(TextStyle(size: 14, weight: .bold))
            .foreground(named: "background")
            .padding(horizontal: 14, vertical: 8)
            .background(named: "tint", cornerRadius: 9)
            .hitTarget()  // drawn 33 pt tall
            .id(anchor.name)
            .popover(isOpen: model.isOpen(anchor.name), arrows: anchor.arrows) {
                if anchor.name == "center" {
                    ResizablePopover(model: model)
                } else {
                    InfoPopover(anchor: anchor)
                }
            }
    }
}

/// The content of an edge or corner popover: where its anchor is and what it permits.
struct InfoPopover: Panel {
    let anchor: PopoversDemo.Anchor

    var body: some Panel {
        Column(alignment: .leading, spacing: 6) {
            Caption(anchor.name.prefix(1).uppercased() + anchor.name.dropFirst() + " anchor")
                .textStyle(.headline).foreground(named: "label")
            Caption("Permitted: " + PopoversDemo.words(anchor.arrows)).foreground(named: "secondaryLabel")
            Caption("Resize the window to see it flip and shift.").textStyle(.footnote)
                .foreground(named: "secondaryLabel")
        }
        .padding(16)
        // 260 wide when there is room; narrower when constrained (the text wraps).
        .frame(minWidth: 0, idealWidth: 260, maxWidth: .infinity, alignment: .topLeading)
    }
}

/// The center popover: 300×300, growing to 300×600 with "Increase size". Its content
/// fills whatever size the bubble has (animating, or constrained), so the separator
/// and footer stay at its bottom; in a bubble shorter than the content can be (a
/// short window), it scrolls.
struct ResizablePopover: Panel {
    let model: PopoversModel

    var body: some Panel {
        let model = self.model
        let tall = model.isTall
        Column(alignment: .leading, spacing: 12) {
            Caption("Resizable popover").textStyle(.headline).foreground(named: "label")
            Caption(tall ? "300 × 600: it re-placed itself as it grew." : "300 × 300. Grow it and watch it re-place.")
                .foreground(named: "secondaryLabel")
            Row(spacing: 10) {
                DemoButton(title: tall ? "Reset size" : "Increase size", prominent: true) { model.isTall.toggle() }
                    .id("resize")
                DemoButton(title: "Close", prominent: false) { model.open.remove("center") }
                    .id("close")
            }
            Gap()
            Swatch("separator").frame(height: 1)
            Caption("Anchored to the center; permitted: any.").textStyle(.footnote)
                .foreground(named: "secondaryLabel")
        }
        .padding(18)
        .frame(
            minWidth: 0, idealWidth: 300, maxWidth: .infinity,
            idealHeight: tall ? 600 : 300, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A rounded button with a pressed look.
struct DemoButton: Panel {
    let title: String
    let prominent: Bool
    let action: () -> Void

    var body: some Panel {
        let prominent = self.prominent
        Pressable(action: action) { feedback in
            Caption(title)
                .textStyle(TextStyle(size: 14, weight: .bold))
                .foreground(named: prominent ? "background" : "tint")
                .padding(horizontal: 14, vertical: 8)
                .background(named: prominent ? "tint" : "secondaryBackground", cornerRadius: 9)
                .opacity(feedback.isPressed ? 0.7 : 1)
        }
        .hitTarget()  // drawn 33 pt tall
    }
}
