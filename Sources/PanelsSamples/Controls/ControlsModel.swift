import Observation
import Panels

/// The values the controls scene shows: one per control, in the states the scene
/// starts in (on and off, checked, unchecked and mixed, a value mid-range).
@Observable
public final class ControlsModel {
    public enum Repeat: String, CaseIterable, Hashable, Sendable {
        case never, daily, weekdays, weekly
        /// The key of its title in the `Controls` table.
        var key: String { rawValue }
    }

    public enum Period: String, CaseIterable, Hashable, Sendable {
        case day, week, month
        var key: String { rawValue }
    }

    public var wifi = true
    public var bluetooth = false
    public var updates: CheckState = .checked
    public var newsletter: CheckState = .unchecked
    public var allFiles: CheckState = .mixed
    public var volume = 0.6
    public var textSize = 16.0
    public var guests = 2
    public var period: Period = .week
    public var repeats: Repeat = .weekdays
    public let repeatChoice = PopUpChoiceState()
    public var upload = 0.4
    public var pressCount = 0
    public var name = ""
    public var password = "correct horse"
    public var passwordShown = false
    public var notes = "Bring a mat.\nI may be five minutes late."
    public let nameField = EntryFieldState()
    public let passwordField = EntryFieldState()
    public let notesField = EntryFieldState()

    public init() {}
}
