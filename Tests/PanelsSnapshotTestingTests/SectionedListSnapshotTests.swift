import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// A sectioned `LongList` with row separators scrolled into its second section, light
/// and dark: the second section's header pinned at the top over a row scrolling under
/// it, separators between the rows (inset 16 pt, none under a section's last row),
/// the next header in its place.
@Suite("Sectioned list", .serialized)
struct SectionedListSnapshotTests {
    final class Box {
        var offset = Point(x: 0, y: 280)
    }

    struct Group {
        var title: String
        var items: [String]
    }

    static let groups = [
        Group(title: "Today", items: ["Breakfast with Ana", "Standup", "Review the list design", "Gym"]),
        Group(title: "Yesterday", items: ["Groceries", "Call the plumber", "Read chapter 4", "Run 5 km", "Pay rent"]),
        Group(title: "Last week", items: ["Dentist", "Book flights", "Water the plants"]),
    ]

    static func stage(_ appearance: Appearance, box: Box) -> Stage {
        var context = PanelContext()
        context.appearance = appearance
        return Stage(context: context, measurer: SDLTextMeasurer.shared(scale: 2)) {
            Scroller(offset: Ref(box, \.offset)) {
                LongList(sections: groups, sectionID: \.title, rows: \.items, id: \.self) { item in
                    Caption(item).foreground(named: "label").padding(horizontal: 16, vertical: 12)
                        .frame(maxWidth: .infinity, alignment: .leading)
                } header: { group in
                    Caption(group.title).textStyle(.headline).foreground(named: "label")
                        .padding(horizontal: 16, vertical: 8)
                        .frame(maxWidth: .infinity, alignment: .leading).background(named: "secondaryBackground")
                } footer: { group in
                    Caption("\(group.items.count) items").textStyle(.footnote).foreground(named: "secondaryLabel")
                        .padding(horizontal: 16, vertical: 8).frame(maxWidth: .infinity, alignment: .leading)
                }
                .rowSeparators(inset: 16)
            }
            .background(named: "background")
        }
    }

    @Test(arguments: [Appearance.light, .dark])
    func pinnedHeaderOverItsRows(_ appearance: Appearance) {
        let size = Size(width: 280, height: 240)
        let box = Box()
        let stage = Self.stage(appearance, box: box)
        _ = stage.frame(size: size, scale: 2, at: 0)
        assertSnapshot(of: stage, as: .image(size: size, scale: 2, at: 0.1), named: "\(appearance)")
    }
}
