import Foundation
import Panels

/// A script of input and time steps that drives a window host on a virtual clock,
/// for end-to-end tests and reproducible demos (`Gallery --script FILE`).
///
/// One command per line; `#` starts a comment; blank lines are ignored:
///
/// ```
/// click 640 400        # press and release at (x, y) points
/// move 100 20          # pointer moves to (x, y)
/// down 10 10 / up 10 10
/// wheel 0 -3           # scroll by (dx, dy) lines
/// key Escape           # press and release a key (names: Escape, Enter, Tab,
///                      # Space, Backspace, ArrowLeft/Right/Up/Down, or one
///                      # letter or digit)
/// advance 16ms         # move the virtual clock (ms or s)
/// resize 1024 768      # resize the window (points)
/// shot opened          # save a screenshot named "opened"
/// ```
///
/// Contract: parsing never crashes; every malformed line is reported with its line
/// number, and a script with any error is rejected whole.
public struct InputScript: Hashable, Sendable {
    /// One step of a script.
    public enum Step: Hashable, Sendable {
        case click(Point)
        case move(Point)
        case down(Point)
        case up(Point)
        case wheel(dx: Double, dy: Double)
        case key(String)
        case advance(seconds: Double)
        case resize(Size)
        case shot(String)
    }

    /// A step and the line it came from.
    public struct Line: Hashable, Sendable {
        public var number: Int
        public var step: Step
    }

    /// A line that could not be read.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public var lines: [Line]

    /// Key names a script may use besides single letters and digits.
    public static let namedKeys: Set<String> = [
        "Escape", "Enter", "Tab", "Space", "Backspace",
        "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
    ]

    /// Parses `text`; `file` names the source in problems. Throws every problem found.
    public init(parsing text: String, file: String = "script") throws(InputScriptErrors) {
        var lines: [Line] = []
        var problems: [Problem] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let command = words.first else { continue }
            let args = Array(words.dropFirst())
            func problem(_ message: String) { problems.append(Problem(file: file, line: number, message: message)) }
            func numbers(_ count: Int) -> [Double]? {
                guard args.count == count else {
                    problem("\(command) takes \(count) number\(count == 1 ? "" : "s"), got \(args.count)")
                    return nil
                }
                let values = args.compactMap(Double.init).filter(\.isFinite)
                guard values.count == count else {
                    problem("\(command): '\(args.joined(separator: " "))' are not finite numbers")
                    return nil
                }
                return values
            }
            switch command {
            case "click", "move", "down", "up":
                guard let v = numbers(2) else { continue }
                let p = Point(x: v[0], y: v[1])
                let step: Step =
                    command == "click"
                    ? .click(p)
                    : command == "move"
                        ? .move(p)
                        : command == "down" ? .down(p) : .up(p)
                lines.append(Line(number: number, step: step))
            case "wheel":
                guard let v = numbers(2) else { continue }
                lines.append(Line(number: number, step: .wheel(dx: v[0], dy: v[1])))
            case "resize":
                guard let v = numbers(2) else { continue }
                guard v[0] > 0, v[1] > 0 else { problem("resize needs a positive width and height"); continue }
                lines.append(Line(number: number, step: .resize(Size(width: v[0], height: v[1]))))
            case "key":
                guard args.count == 1 else { problem("key takes one key name"); continue }
                let name = args[0]
                let single =
                    name.count == 1
                    && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0" ... "9").contains($0) }
                guard single || InputScript.namedKeys.contains(name) else {
                    problem(
                        "unknown key '\(name)' (use a letter, a digit or one of \(InputScript.namedKeys.sorted().joined(separator: ", ")))"
                    )
                    continue
                }
                lines.append(Line(number: number, step: .key(name)))
            case "advance":
                guard args.count == 1, let seconds = InputScript.duration(args[0]) else {
                    problem("advance takes a duration such as 16ms or 0.5s")
                    continue
                }
                lines.append(Line(number: number, step: .advance(seconds: seconds)))
            case "shot":
                guard args.count == 1,
                    args[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." })
                else {
                    problem("shot takes one name of letters, digits, '-', '_' or '.'")
                    continue
                }
                lines.append(Line(number: number, step: .shot(args[0])))
            default:
                problem("unknown command '\(command)' (click, move, down, up, wheel, key, advance, resize, shot)")
            }
        }
        if !problems.isEmpty { throw InputScriptErrors(problems: problems) }
        self.lines = lines
    }

    /// "16ms", "0.5s" or "2" (seconds) as seconds; nil when not a duration ≥ 0.
    static func duration(_ text: String) -> Double? {
        var number = Substring(text)
        var scale = 1.0
        if number.hasSuffix("ms") {
            number = number.dropLast(2)
            scale = 0.001
        } else if number.hasSuffix("s") {
            number = number.dropLast()
        }
        guard let value = Double(number), value.isFinite, value >= 0, value <= 3600 else { return nil }
        return value * scale
    }
}

/// Every problem found in a script.
public struct InputScriptErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [InputScript.Problem]
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
