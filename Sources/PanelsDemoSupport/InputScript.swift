import Foundation
import Panels

/// A script of input and time steps that drives a window host on a virtual clock,
/// for end-to-end tests and reproducible demos (`Gallery --script FILE`). The grammar
/// — commands, arguments, units, quoting and errors — is written down in
/// `docs/SCRIPTS.md`:
///
/// ```
/// click 640 400        # press and release at (x, y) points
/// click 640 400 2      # a double click
/// move 100 20          # pointer moves to (x, y)
/// down 10 10 / up 10 10
/// wheel 0 -3           # scroll by (dx, dy) lines; `wheel 0 -3 shift` scrolls sideways
/// drag 200 600 200 200 0.5s    # down, moves every 1/60 s, 100 ms still, up
/// fling 200 600 200 200 250ms  # the same, released while moving
/// key Escape           # press and release a key: a name (Escape, Enter, Tab,
///                      # Space, Backspace, Delete, ArrowLeft/Right/Up/Down, Home,
///                      # End, PageUp, PageDown, F1…F12), a letter or a digit, with
///                      # modifiers: shift+ArrowLeft, ctrl+Tab, ctrl+shift+Tab
/// type "hello, world"  # text typed (quoted: spaces, #, \" and \\ inside)
/// compose "ㅎ"          # an input method's marked text ("" ends composing)
/// advance 16ms         # move the virtual clock (ms or s)
/// resize 1024 768      # resize the window (points)
/// shot opened          # save a screenshot named "opened"
/// ```
///
/// Contract: parsing never crashes; every malformed line is reported with its line
/// number, and a script with any error is rejected whole. Every number is
/// range-checked: coordinates, wheel steps and drag ends within ±1,000,000, window
/// sizes from 1 to 16,384 per side, durations up to an hour.
public struct InputScript: Hashable, Sendable {
    /// One step of a script.
    public enum Step: Hashable, Sendable {
        case click(Point, count: Int = 1)
        /// The secondary (right) button down and up: a context menu.
        case secondaryClick(Point)
        case move(Point)
        case down(Point)
        case up(Point)
        case wheel(dx: Double, dy: Double, modifiers: KeyModifiers = [])
        /// Down at `from`, moves every 1/60 s of virtual time to `to` over `duration`
        /// seconds, then up: after 100 ms at rest (`drag`) or at once (`fling`).
        case drag(from: Point, to: Point, duration: Double, fling: Bool)
        /// A key name with its modifiers: "Escape", "shift+ArrowLeft".
        case key(String)
        case type(String)
        /// An input method's marked text (SDL_TEXTEDITING); "" ends composing.
        case compose(String)
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
    /// The file the script came from, as its problems name it (also at run time).
    public var file: String = "script"

    /// Key names a script may use besides single letters and digits.
    public static let namedKeys: Set<String> = Set(
        [
            "Escape", "Enter", "Tab", "Space", "Backspace", "Delete",
            "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown", "Menu",
        ] + (1 ... 12).map { "F\($0)" })

    /// The largest coordinate, wheel step or drag end a script may give, either sign.
    public static let coordinateLimit = 1_000_000.0
    /// The largest window side, in points here and in pixels after the window's scale
    /// (`ScriptRunner` checks that).
    public static let sideLimit = 16_384.0
    /// The largest script file read, in bytes (10 MB: hundreds of thousands of
    /// commands); a larger one is refused before it is read.
    public static let fileLimit = 10_000_000

    /// The longest shot name, in UTF-8 bytes.
    public static let shotNameLimit = 200

    /// Every command, for messages.
    static let commands = "click, move, down, up, wheel, drag, fling, key, type, compose, advance, resize, shot"

    /// Parses `text`; `file` names the source in problems. Throws the problems found:
    /// the first `InputScriptErrors.kept` of them, and how many there were in all.
    public init(parsing text: String, file: String = "script") throws(InputScriptErrors) {
        var lines: [Line] = []
        var problems: [Problem] = []
        var problemCount = 0
        // "\r\n" is one Character: split on it too (a script saved on Windows was one
        // long line), and a UTF-8 byte-order mark before the first line is not a word.
        let rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, line) in rawLines.enumerated() {
            let raw = index == 0 && line.first == "\u{FEFF}" ? line.dropFirst() : line
            let number = index + 1
            func problem(_ message: String) {
                problemCount += 1
                if problems.count < InputScriptErrors.kept {
                    problems.append(Problem(file: file, line: number, message: message))
                }
            }
            let words: [String]
            switch InputScript.words(of: raw) {
            case .success(let found): words = found
            case .failure(let error):
                problem(error.message)
                continue
            }
            guard let command = words.first else { continue }
            let args = Array(words.dropFirst())
            func numbers(_ count: Int, of values: [String]? = nil) -> [Double]? {
                let values = values ?? args
                guard values.count == count else {
                    problem("\(command) takes \(count) number\(count == 1 ? "" : "s"), got \(values.count)")
                    return nil
                }
                let parsed = values.compactMap(InputScript.decimal).filter(\.isFinite)
                guard parsed.count == count else {
                    problem("\(command): '\(values.joined(separator: " "))' are not finite numbers")
                    return nil
                }
                guard parsed.allSatisfy({ abs($0) <= InputScript.coordinateLimit }) else {
                    problem(
                        "\(command): '\(values.joined(separator: " "))' is out of range (numbers must be within ±1,000,000)"
                    )
                    return nil
                }
                return parsed
            }
            switch command {
            case "click":
                guard args.count == 2 || args.count == 3 else {
                    problem("click takes x, y and an optional click count, got \(args.count) arguments")
                    continue
                }
                guard let v = numbers(2, of: Array(args.prefix(2))) else { continue }
                var count = 1
                if args.count == 3 {
                    guard let n = Int(args[2]), (1 ... 9).contains(n) else {
                        problem("click: the count '\(args[2])' is not a whole number from 1 to 9")
                        continue
                    }
                    count = n
                }
                lines.append(Line(number: number, step: .click(Point(x: v[0], y: v[1]), count: count)))
            case "rightclick":
                guard let v = numbers(2) else { continue }
                lines.append(Line(number: number, step: .secondaryClick(Point(x: v[0], y: v[1]))))
            case "move", "down", "up":
                guard let v = numbers(2) else { continue }
                let p = Point(x: v[0], y: v[1])
                let step: Step = command == "move" ? .move(p) : command == "down" ? .down(p) : .up(p)
                lines.append(Line(number: number, step: step))
            case "wheel":
                guard args.count == 2 || args.count == 3 else {
                    problem(
                        "wheel takes dx and dy in lines and optional modifiers (shift), got \(args.count) arguments")
                    continue
                }
                guard let v = numbers(2, of: Array(args.prefix(2))) else { continue }
                var modifiers: KeyModifiers = []
                if args.count == 3 {
                    guard let parsed = InputScript.modifiers(args[2]) else {
                        problem("wheel: '\(args[2])' is not modifiers such as shift or ctrl+shift")
                        continue
                    }
                    modifiers = parsed
                }
                lines.append(Line(number: number, step: .wheel(dx: v[0], dy: v[1], modifiers: modifiers)))
            case "drag", "fling":
                guard args.count == 5 else {
                    problem("\(command) takes x1 y1 x2 y2 and a duration such as 250ms, got \(args.count) arguments")
                    continue
                }
                guard let v = numbers(4, of: Array(args.prefix(4))) else { continue }
                guard let seconds = InputScript.duration(args[4]), seconds >= 0.001, seconds <= 60 else {
                    problem("\(command): '\(args[4])' is not a duration from 1ms to 60s")
                    continue
                }
                lines.append(
                    Line(
                        number: number,
                        step: .drag(
                            from: Point(x: v[0], y: v[1]), to: Point(x: v[2], y: v[3]), duration: seconds,
                            fling: command == "fling")))
            case "resize":
                guard let v = numbers(2) else { continue }
                guard (1 ... InputScript.sideLimit).contains(v[0]), (1 ... InputScript.sideLimit).contains(v[1]) else {
                    problem("resize: \(args[0])x\(args[1]) is out of range (each side from 1 to 16,384)")
                    continue
                }
                lines.append(Line(number: number, step: .resize(Size(width: v[0], height: v[1]))))
            case "key":
                guard args.count == 1 else { problem("key takes one key name (with modifiers: shift+Tab)"); continue }
                guard InputScript.isKey(args[0]) else {
                    problem(
                        "unknown key '\(args[0])' (use a letter, a digit or one of \(InputScript.namedKeys.sorted().joined(separator: ", ")), after modifiers such as shift+ or ctrl+)"
                    )
                    continue
                }
                lines.append(Line(number: number, step: .key(args[0])))
            case "type":
                guard args.count == 1, !args[0].isEmpty else {
                    problem("type takes one text argument (quote text with spaces: type \"hello world\")")
                    continue
                }
                lines.append(Line(number: number, step: .type(args[0])))
            case "compose":
                guard args.count == 1 else {
                    problem("compose takes one text argument (quoted; \"\" ends composing)")
                    continue
                }
                lines.append(Line(number: number, step: .compose(args[0])))
            case "advance":
                guard args.count == 1, let seconds = InputScript.duration(args[0]) else {
                    problem("advance takes a duration such as 16ms or 0.5s")
                    continue
                }
                lines.append(Line(number: number, step: .advance(seconds: seconds)))
            case "shot":
                guard args.count == 1, !args[0].isEmpty,
                    args[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." })
                else {
                    problem("shot takes one name of letters, digits, '-', '_' or '.'")
                    continue
                }
                // File names stop at 255 bytes (with ".png" or ".txt" after it).
                guard args[0].utf8.count <= InputScript.shotNameLimit else {
                    problem("a shot's name is at most \(InputScript.shotNameLimit) bytes, not \(args[0].utf8.count)")
                    continue
                }
                lines.append(Line(number: number, step: .shot(args[0])))
            default:
                problem("unknown command '\(command)' (\(InputScript.commands))")
            }
        }
        if !problems.isEmpty { throw InputScriptErrors(problems: problems, count: problemCount) }
        self.lines = lines
        self.file = file
    }

    struct WordsError: Error {
        var message: String
    }

    /// The words of a line: separated by spaces or tabs; `"…"` makes one word of
    /// anything (with `\"`, `\\`, `\n`, `\t` escapes); `#` outside quotes starts a comment.
    static func words(of line: Substring) -> Result<[String], WordsError> {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        var iterator = line.makeIterator()
        while let c = iterator.next() {
            if quoted {
                switch c {
                case "\"":
                    quoted = false
                case "\\":
                    guard let next = iterator.next() else {
                        return .failure(WordsError(message: "a '\\' ends the line"))
                    }
                    switch next {
                    case "n": current.append("\n")
                    case "t": current.append("\t")
                    case "\"", "\\": current.append(next)
                    default:
                        return .failure(WordsError(message: "unknown escape '\\\(next)' (use \\\", \\\\, \\n or \\t)"))
                    }
                default:
                    current.append(c)
                }
                continue
            }
            switch c {
            case "#":
                if inWord { words.append(current) }
                return .success(words)
            case " ", "\t", "\r":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "\"":
                quoted = true
                inWord = true
            default:
                current.append(c)
                inWord = true
            }
        }
        if quoted { return .failure(WordsError(message: "a quoted text is not closed (add a '\"')")) }
        if inWord { words.append(current) }
        return .success(words)
    }

    /// Modifiers joined with '+': "shift", "ctrl+shift"; nil for anything else.
    static func modifiers(_ text: String) -> KeyModifiers? {
        var result: KeyModifiers = []
        for part in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let modifier = KeyName.modifier(named: part) else { return nil }
            result.insert(modifier)
        }
        return result
    }

    /// Whether `text` is a key a script may press: modifiers joined with '+', then a
    /// named key, a letter or a digit.
    static func isKey(_ text: String) -> Bool {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false)
        guard let name = parts.last, !name.isEmpty else { return false }
        for modifier in parts.dropLast() where KeyName.modifier(named: modifier) == nil { return false }
        let single =
            name.count == 1
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0" ... "9").contains($0) }
        return single || namedKeys.contains(String(name))
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
        guard let value = decimal(number), value.isFinite, value >= 0, value <= 3600 else { return nil }
        return value * scale
    }

    /// A decimal number as the grammar writes it (`-3`, `0.25`, `1e3`): digits with an
    /// optional sign, fraction and exponent. Swift's `Double(_:)` also reads hexadecimal
    /// (`0x10`), `inf` and `nan`, which scripts do not allow.
    static func decimal(_ text: some StringProtocol) -> Double? {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let mantissa = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard mantissa.contains(where: \.isNumber), mantissa.filter({ $0 == "." }).count <= 1 else { return nil }
        var exponent = rest.dropFirst(mantissa.count)
        if let e = exponent.first, e == "e" || e == "E" {
            exponent = exponent.dropFirst()
            if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        } else if !exponent.isEmpty {
            return nil
        }
        return Double(text)
    }
}

/// The problems found in a script: the first `kept` (100) of them, one line each, and
/// how many there were in all, so a million bad lines print 100 messages and a count.
public struct InputScriptErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many problems are kept and printed.
    public static let kept = 100
    public var problems: [InputScript.Problem]
    /// Every problem found, kept or not.
    public var count: Int

    public init(problems: [InputScript.Problem], count: Int? = nil) {
        self.problems = problems
        self.count = max(count ?? problems.count, problems.count)
    }

    public var description: String {
        var lines = problems.map(\.description)
        if count > problems.count {
            lines.append(
                "… and \(count - problems.count) more problems (\(count) in all; the first \(problems.count) are shown)"
            )
        }
        return lines.joined(separator: "\n")
    }
}
