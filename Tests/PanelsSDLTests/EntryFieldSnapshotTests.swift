import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The text entry drawn: empty with its placeholder, focused with a caret, with a
/// selection, and composing (marked text underlined); light, dark, and Arabic (right
/// to left). The caret does not blink: every frame of a state is the same.
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter EntryFieldSnapshotTests` and look.
@Suite("Entry field snapshots", .serialized)
struct EntryFieldSnapshotTests {
    static let size = Size(width: 320, height: 260)

    final class Texts {
        var values: [String]
        init(_ values: [String]) { self.values = values }
    }

    /// Four fields: empty, focused (caret at the end), a selection, composing.
    static func sheet(words: [String], placeholder: String) -> some Panel {
        let texts = Texts(["", words[0], words[1], words[2]])
        let states = [
            EntryFieldState(),
            EntryFieldState(text: words[0], isFocused: true),
            EntryFieldState(text: words[1], isFocused: true),
            EntryFieldState(text: words[2], isFocused: true),
        ]
        states[2].edit {
            $0.place(0)
            $0.moveWord(forward: true, extend: true)
        }
        states[3].edit { $0.compose(words[3]) }
        return Column(spacing: 12) {
            for i in 0 ..< 4 {
                EntryField(
                    text: Ref(get: { texts.values[i] }, set: { texts.values[i] = $0 }), placeholder: placeholder,
                    state: states[i])
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(named: "secondaryBackground")
    }

    static func context(_ locale: String, _ appearance: Appearance) -> PanelContext {
        var context = PanelContext()
        context.locale = Locale(identifier: locale)
        context.appearance = appearance
        return context
    }

    @Test(arguments: [Appearance.light, .dark])
    func states(_ appearance: Appearance) {
        let sheet = Self.sheet(
            words: ["yoga", "hot yoga", "crème brû", "lée"], placeholder: "Classes, studios, treatments")
        assertSnapshot(
            of: sheet, as: .image(size: Self.size, scale: 2, context: Self.context("en", appearance)),
            named: appearance == .light ? "light" : "dark")
    }

    @Test func arabic() {
        let sheet = Self.sheet(
            words: ["يوغا", "يوغا ساخنة", "مساج 60 د", "قيقة"], placeholder: "حصص، استوديوهات، علاجات")
        assertSnapshot(
            of: sheet, as: .image(size: Self.size, scale: 2, context: Self.context("ar", .light)), named: "ar")
    }
}
