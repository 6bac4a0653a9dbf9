import Foundation
import Panels
import PanelsSampleAssets

/// Lists, grids and pictures as apps use them: a studio's classes in sections with
/// pinned headers, a selection and swipe actions (Cancel, Remind me); a strip of the
/// day's class photos that scrolls sideways (by part of the day, headers pinned at its
/// leading edge) over an adaptive grid of its photos; and a conversation with its front
/// desk, kept at the newest message.
/// Three panes side by side, in the context's appearance, direction and locale (table
/// `Lists`).
public struct ListsScene: Panel {
    public var model: ListsModel

    public init(model: ListsModel = ListsModel()) {
        SampleFonts.register()  // the Japanese subset (ja)
        self.model = model
    }

    public var body: some Panel {
        let model = model
        return Row(alignment: .top, spacing: 16) {
            ListsScene.pane("classes") { ListsScene.classes(model) }
            ListsScene.pane("photos") { ListsScene.photos(model) }
            ListsScene.pane("chat") { ListsScene.chat(model) }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(named: "secondaryBackground")
        .context { context in
            if let folder = ListsScene.assetsFolder {
                context.assets = UpcomingClassAssets.CatalogCache.shared.catalog(for: folder)
            }
        }
    }

    /// The timetable: parts of the day as sections, pinned; rows select, and swipe to
    /// cancel or ask for a reminder.
    static func classes(_ model: ListsModel) -> some Panel {
        ContextReader { context in
            Scroller {
                LongList(sections: model.parts, sectionID: \.id, rows: \.classes, id: \.id, estimatedRowHeight: 52) {
                    item in
                    Row(spacing: 12) {
                        Caption(item.start).textStyle(.headline).foreground(named: "label")
                        Self.text(item.id).textStyle(.body).foreground(named: "label")
                        Gap()
                        if item.reminded {
                            Self.text("reminded").textStyle(.footnote).foreground(named: "secondaryLabel")
                        }
                    }
                    .padding(horizontal: 16, vertical: 14)
                    .frame(maxWidth: .infinity, alignment: .leading)
                } header: { part in
                    Self.text(part.id).textStyle(TextStyle(size: 13, weight: .bold)).foreground(named: "secondaryLabel")
                        .accessibilityHeading(level: 3)
                        .padding(horizontal: 16, vertical: 6)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(named: "secondaryBackground")
                }
                .rowSeparators(inset: 16)
                .selection(Ref(model, \.selected))
                .swipeActions { id in
                    [
                        RowAction(context.localizedText("lists.cancel", table: "Lists"), destructive: true) {
                            animate { model.cancel(id) }
                        },
                        RowAction(context.localizedText("lists.remind", table: "Lists")) { model.remind(id) },
                    ]
                }
            }
        }
    }

    /// The day's class photos in a strip that scrolls sideways (a part of the day's
    /// name pinned at its leading edge while its photos pass), over the studio's
    /// photos in adaptive columns of at least 96 pt.
    static func photos(_ model: ListsModel) -> some Panel {
        Column(alignment: .leading, spacing: 0) {
            Scroller(.horizontal) {
                LongGrid(
                    sections: model.highlights, sectionID: \.id, rows: \.photos, id: \.id, gridRows: [.fixed(64)],
                    spacing: 0, columnSpacing: 4, estimatedColumnWidth: 64
                ) { shot in
                    ListsPhoto(number: shot.number, width: 64, height: 64)
                } header: { highlights in
                    Self.text(highlights.id).textStyle(TextStyle(size: 13, weight: .bold))
                        .foreground(named: "secondaryLabel")
                        .accessibilityHeading(level: 3)
                        .padding(horizontal: 8)
                        .frame(height: 64)
                        .background(named: "background")
                }
                .selection(Ref(model, \.highlighted))
                .padding(8)
            }
            .frame(height: 80)
            Separator()
            Scroller {
                LongGrid(
                    model.photos, id: \.self, columns: [.adaptive(minimum: 96)], spacing: 4, estimatedRowHeight: 96
                ) {
                    number in
                    ListsPhoto(number: number)
                }
            }
        }
    }

    /// The conversation, at its newest message.
    static func chat(_ model: ListsModel) -> some Panel {
        Scroller {
            LongList(model.messages, id: \.id, estimatedRowHeight: 60) { message in
                // The studio's bubbles are light gray in light and dark gray in dark (a
                // light bubble glares on the dark card); the user's are blue in both.
                ContextReader { context in
                    let dark = context.appearance == .dark
                    let incoming = RGBA(hex: dark ? 0x2C2C2E : 0xE5E5EA)
                    Self.text(message.id).textStyle(.body)
                        .foreground(message.fromStudio && !dark ? RGBA(hex: 0x1C1C1E) : RGBA.white)
                        .padding(horizontal: 12, vertical: 8)
                        .background(message.fromStudio ? incoming : RGBA(hex: 0x0040DD), cornerRadius: 16)
                        .padding(horizontal: 12, vertical: 4)
                        .frame(maxWidth: .infinity, alignment: message.fromStudio ? .leading : .trailing)
                }
            }
            .anchoredToEnd()
        }
    }

    /// A titled pane on a rounded card.
    static func pane<Content: Panel>(_ title: String, @PanelBuilder content: () -> Content) -> some Panel {
        Column(alignment: .leading, spacing: 8) {
            text(title).textStyle(.title).foreground(named: "label").accessibilityHeading(level: 2)
            content()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(named: "background", cornerRadius: 12)
                .clipped(cornerRadius: 12)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    public static var assetsFolder: URL? { try? SampleAssets.file("Lists") }

    /// The scene's text `key` in the context's locale (table `Lists`).
    static func text(_ key: String) -> Caption { Caption(key: "lists.\(key)", table: "Lists") }
}

/// One photo of the grid: a generated picture (a soft gradient of the studio's colors
/// with its number), square, labelled for assistive technologies. The one place the
/// grid's pictures come from, so a picture source can replace it.
struct ListsPhoto: Panel {
    var number: Int
    /// Its width (nil: the grid column's) and height, in points.
    var width: Double? = nil
    var height = 96.0

    static let colors: [UInt32] = [0x5E81AC, 0x88C0D0, 0xA3BE8C, 0xEBCB8B, 0xD08770, 0xB48EAD, 0x8FBCBB]

    var body: some Panel {
        let first = Self.colors[number % Self.colors.count]
        // A picture from pixels the app fills (a sky of two of the palette's colors over a
        // horizon), decoded off the frame path like any picture: its first color shows
        // until it is ready.
        Picture(pixels: Self.pixels(number), named: "lists-photo-\(number)")
            .fill()
            .placeholder(RGBA(hex: first))
            .frame(width: width, height: height)
            .accessibility(
                role: .image,
                label: AccessibilityText(Caption(key: "lists.photo", table: "Lists", arguments: .integer(number + 1))))
    }

    /// 48 × 48 straight RGBA: a vertical blend between two palette colors, with a darker
    /// band where the horizon is (its height differs from photo to photo).
    static func pixels(_ number: Int) -> PicturePixels {
        let side = 48
        let top = colors[number % colors.count]
        let bottom = colors[(number * 3 + 2) % colors.count]
        let horizon = 20 + (number * 7) % 20
        var rgba = [UInt8](repeating: 255, count: side * side * 4)
        func channel(_ color: UInt32, _ shift: UInt32) -> Double { Double((color >> shift) & 0xFF) }
        for y in 0 ..< side {
            let t = Double(y) / Double(side - 1)
            let shade = y >= horizon ? 0.7 : 1.0
            for x in 0 ..< side {
                let i = (y * side + x) * 4
                for (k, shift) in [UInt32(16), 8, 0].enumerated() {
                    let value = (channel(top, shift) * (1 - t) + channel(bottom, shift) * t) * shade
                    rgba[i + k] = UInt8(max(0, min(255, value.rounded())))
                }
            }
        }
        return PicturePixels(width: side, height: side, rgba: rgba)
    }
}
