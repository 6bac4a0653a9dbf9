import Panels

/// The drawn map behind the sheet: land, water, parks, a grid of streets of three
/// widths, and a pin per studio (the first `pinCount`), the selected one larger with a
/// ring. Tapping a pin calls `onPin`, tapping anywhere else `onMap`.
/// Drawn `overscan` points taller than the window (half above, half below) so
/// parallax never shows its edge; pins sit in the window's upper half.
struct SheetMap: Panel {
    var studios: [StudioListing.Studio]
    var size: Size
    var dark: Bool
    var selected: String?
    var onMap: () -> Void
    var onPin: (String) -> Void

    static let pinCount = 14
    static let overscan = 420.0

    var body: some Panel {
        let land = dark ? RGBA(hex: 0x242629) : RGBA(hex: 0xF2EFE9)
        let water = dark ? RGBA(hex: 0x17263C) : RGBA(hex: 0xAAD3DF)
        let park = dark ? RGBA(hex: 0x1F3326) : RGBA(hex: 0xC8E6C0)
        let street = dark ? RGBA(hex: 0x3A3D42) : RGBA(hex: 0xFFFFFF)
        let avenue = dark ? RGBA(hex: 0x5A4A2E) : RGBA(hex: 0xFCE3A6)
        let w = size.width
        let h = size.height + Self.overscan
        Layers(alignment: .topLeading) {
            // A tap on the land collapses the sheet; assistive technologies have the
            // header's Map/List toggle for it, so the land is not a second "Map" button.
            Swatch(land).frame(width: w, height: h)
                .onTap(onMap)
                .accessibilityHidden(true)
            // Water: a river bend and a harbor.
            Swatch(water, cornerRadius: 60).frame(width: w * 0.9, height: 120).offset(x: -w * 0.3, y: h * 0.58)
            Swatch(water, cornerRadius: 40).frame(width: 110, height: h * 0.4).offset(x: w * 0.55, y: h * 0.6)
            Swatch(park, cornerRadius: 18).frame(width: 120, height: 90).offset(x: w * 0.08, y: h * 0.16)
            Swatch(park, cornerRadius: 24).frame(width: 90, height: 140).offset(x: w * 0.7, y: h * 0.3)
            Each(Array(0 ..< 14), id: \.self) { i in
                Swatch(i % 4 == 0 ? avenue : street)
                    .frame(width: w, height: i % 4 == 0 ? 9 : 5)
                    .offset(y: Double(i) * h / 14 + Double((i * 37) % 23))
            }
            Each(Array(0 ..< 9), id: \.self) { i in
                Swatch(i % 3 == 1 ? avenue : street)
                    .frame(width: i % 3 == 1 ? 9 : 5, height: h)
                    .offset(x: Double(i) * w / 8 + Double((i * 29) % 17) - 8)
            }
            Each(Array(studios.prefix(Self.pinCount)), id: \.id) { studio in
                pin(studio, w: w, h: size.height)
            }
        }
        .frame(width: w, height: h, alignment: .topLeading)
    }

    private func pin(_ studio: StudioListing.Studio, w: Double, h: Double) -> some Panel {
        let color = SheetPalette.kind(studio.kind)
        let action = onPin
        let on = studio.id == selected
        let side = on ? 36.0 : 26
        return Layers {
            Disc().fill(on ? color : RGBA(hex: 0xFFFFFF)).frame(width: side, height: side)
            Disc().fill(on ? RGBA(hex: 0xFFFFFF) : color).frame(width: side - 6, height: side - 6)
            Disc().fill(on ? color : RGBA(hex: 0xFFFFFF)).frame(width: on ? 14 : 7, height: on ? 14 : 7)
        }
        .frame(width: side, height: side)
        .shadow(RGBA(hex: 0x000000, opacity: 0.3), radius: on ? 5 : 3, y: 1, cornerRadius: side / 2)
        .onTap { action(studio.id) }
        .hitTarget()  // drawn 26 pt wide (36 selected); pins close together take the nearest
        .accessibility(
            label: AccessibilityText(
                Caption(key: "sheet.kindAtStudio", table: "Sheet", arguments: .text(studio.name), .text(studio.area))),
            states: on ? .selected : []
        )
        .id("pin.\(studio.id)")
        .offset(x: studio.x * w - side / 2, y: Self.overscan / 2 + studio.y * h - side / 2)
    }
}
