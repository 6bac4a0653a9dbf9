import Foundation
import Observation
import Panels
import PanelsTestSupport
import Testing

/// The key table of the "Controls" article, row by row: each row's control is set to
/// "Before", focused with Tab, given the key, and must read "After". The article is
/// the specification; a row the suite cannot run fails.
@Suite("Controls: the keys of the article's table")
struct ControlsKeyTableTests {
    struct KeyRow: CustomTestStringConvertible, Sendable {
        var control: String
        var key: String
        var before: String
        var after: String
        var testDescription: String { "\(control) · \(key) · \(before) → \(after)" }
    }

    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Panels/Panels.docc/Controls.md")

    /// The rows of the table under "### Keys".
    static let rows: [KeyRow] = {
        guard let text = try? String(contentsOf: article, encoding: .utf8),
            let start = text.range(of: "### Keys")
        else { return [] }
        return text[start.upperBound...].split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6, cells[1] != "Control", !cells[1].hasPrefix("---") else { return nil }
            return KeyRow(control: cells[1], key: cells[2], before: cells[3], after: cells[4])
        }
    }()

    @Test func theTableHasARowForEveryControlsKeys() {
        #expect(Self.rows.count >= 40)
        let controls = Set(Self.rows.map { $0.control.components(separatedBy: ",")[0] })
        #expect(controls == ["Switch", "Checkbox", "Slider", "Stepper", "Segmented choice", "Pop-up choice"])
    }

    /// The key a table cell names.
    static func key(_ cell: String) -> KeyName? {
        var modifiers: KeyModifiers = []
        var name = cell
        if name.hasPrefix("Alt+") {
            modifiers = .option
            name.removeFirst(4)
        }
        let named: [String: KeyName] = [
            "Space": .space, "Enter": .enter, "Escape": .escape, "Home": .home, "End": .end,
            "Page Up": .pageUp, "Page Down": .pageDown, "Right Arrow": .right, "Left Arrow": .left,
            "Up Arrow": .up, "Down Arrow": .down,
        ]
        if let key = named[name] { return key.with(modifiers) }
        return name.count == 1 ? KeyName(name, modifiers: modifiers) : nil
    }

    @Test(arguments: rows)
    func row(_ row: KeyRow) throws {
        let key = try #require(Self.key(row.key), "unknown key \(row.key)")
        let rtl = row.control.hasSuffix("right to left")
        let harness = try #require(ControlHarness(control: row.control.components(separatedBy: ",")[0]))
        let stage = Stage(measurer: WordWidthMeasurer()) {
            harness.panel.layoutDirection(rtl ? .rightToLeft : .leftToRight)
        }
        var driver = Driver(stage, size: Size(width: 400, height: 300))
        driver.frame(at: 0)
        #expect(stage.moveFocus(forward: true))
        driver.frame(at: 0.1)
        try harness.set(row.before, stage: stage, driver: &driver)
        #expect(harness.read() == row.before, "could not set up \(row.before)")
        stage.keyDown(key)
        driver.frame(at: 2)
        #expect(harness.read() == row.after)
    }
}

/// One control of the table with its value as the table writes it.
final class ControlHarness {
    @Observable final class Values {
        var on = false
        var check: CheckState = .unchecked
        var slider = 50.0
        var stepper = 5
        var segment = "Week"
        var choice = "Weekdays"
        let popUp = PopUpChoiceState()
    }

    static let repeats = ["Never", "Every day", "Weekdays", "Every week"]
    let values = Values()
    let control: String

    init?(control: String) {
        guard ["Switch", "Checkbox", "Slider", "Stepper", "Segmented choice", "Pop-up choice"].contains(control)
        else { return nil }
        self.control = control
    }

    var panel: AnyPanel {
        let values = values
        switch control {
        case "Switch": return AnyPanel(Switch("Wi-Fi", isOn: Ref(values, \.on)))
        case "Checkbox": return AnyPanel(Checkbox("Updates", state: Ref(values, \.check)))
        case "Slider": return AnyPanel(ValueSlider("Volume", value: Ref(values, \.slider), in: 0 ... 100, step: 1))
        case "Stepper": return AnyPanel(ValueStepper("Guests", value: Ref(values, \.stepper), in: 0 ... 20))
        case "Segmented choice":
            return AnyPanel(
                SegmentedChoice(selection: Ref(values, \.segment), options: ["Day", "Week", "Month"]) { Caption($0) })
        default:
            return AnyPanel(
                PopUpChoice(
                    "Repeat", selection: Ref(values, \.choice), options: Self.repeats, state: values.popUp
                ) { Caption($0) })
        }
    }

    func read() -> String {
        switch control {
        case "Switch": return values.on ? "on" : "off"
        case "Checkbox": return values.check.rawValue
        case "Slider": return DumpNumber.text(values.slider)
        case "Stepper": return String(values.stepper)
        case "Segmented choice": return values.segment
        default:
            guard values.popUp.isOpen else { return values.choice }
            return "\(values.choice), open on \(Self.repeats[values.popUp.highlighted])"
        }
    }

    /// Puts the control in `state`; an open pop-up is opened from the keyboard and its
    /// highlight moved there with the arrow keys.
    func set(_ state: String, stage: Stage, driver: inout Driver) throws {
        switch control {
        case "Switch": values.on = state == "on"
        case "Checkbox": values.check = try #require(CheckState(rawValue: state))
        case "Slider": values.slider = try #require(Double(state))
        case "Stepper": values.stepper = try #require(Int(state))
        case "Segmented choice": values.segment = state
        default:
            let parts = state.components(separatedBy: ", open on ")
            values.choice = parts[0]
            guard parts.count == 2 else { return }
            stage.keyDown(.down)
            driver.frame(at: driver.time + 0.5)
            for _ in 0 ..< 4 where Self.repeats[values.popUp.highlighted] != parts[1] {
                stage.keyDown(Self.repeats.firstIndex(of: parts[1])! > values.popUp.highlighted ? .down : .up)
                driver.frame(at: driver.time + 0.1)
            }
        }
        driver.frame(at: driver.time + 0.1)
    }
}

/// Numbers as the table writes them: whole numbers without a decimal point.
enum DumpNumber {
    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
