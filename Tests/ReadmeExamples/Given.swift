import Foundation
import Observation
import Panels
import PanelsComponents
import Testing

/// The examples that declare tests are nested in this suite: compiled, never run
/// (they would record snapshot references of their own).
@Suite(.disabled("documentation examples are compiled, not run"))
struct DocumentationExamples {}

// The names the README and the DocC articles take as given around their examples.

/// The start of a class (`arguments: .relativeDay(start), .time(start)`).
let start = Date(timeIntervalSince1970: 1_790_017_200)
/// The loaded assets (`.assets(catalog)`).
let catalog = AssetCatalog.empty
/// The card's reservations file.
let reservationsURL = URL(fileURLWithPath: "reservations.json")
/// A caption's text and a loading flag (`.redacted(isLoading, …)`).
let title = "Morning yoga"
let isLoading = true
/// The panel and the size the snapshot article tests.
let card = StreakBadge(isActive: true)
let size = Size(width: 158, height: 158)

/// The shell's slots.
struct MyContent: Panel {
    var body: some Panel { Caption("Content") }
}

struct MyMenu: Panel {
    var body: some Panel { Caption("Menu") }
}

struct MyToolbar: Panel {
    var body: some Panel { Caption("Toolbar") }
}

/// The reader's widget in "Previewing your own widget".
struct StreakBadge: Panel {
    var isActive: Bool
    var body: some Panel {
        Caption(isActive ? "12 days" : "Start again").padding(12).background(named: "secondaryBackground")
    }
}

/// The panel the filmstrip example draws per sample.
struct ProgressCard: Panel {
    var progress: Double
    var body: some Panel {
        Layers(alignment: .leading) {
            Pill().fill(RGBA(hex: 0xE5E5EA))
            Pill().fill(RGBA(hex: 0x34C759)).frame(width: 150 * progress)
        }
        .frame(width: 150, height: 12)
    }
}

/// The sign-up form the text-entry article edits.
@Observable
final class SignUpModel {
    var name = ""
    var password = ""
    var showsPassword = false
    var notes = ""
    let nameField = EntryFieldState()
    let passwordField = EntryFieldState()
    let notesField = EntryFieldState()
}

/// The tabs of the "Navigation and presentation" article's tab example.
@Observable
@MainActor
final class AppTabs {
    var selected = "classes"
    let classes = ScreenPath<Int>()
}

@MainActor let tabs = AppTabs()
