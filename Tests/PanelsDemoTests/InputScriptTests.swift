@testable import Panels
import PanelsDemoSupport
import Testing

@Suite("Input scripts")
struct InputScriptTests {
    @Test func parsesEveryCommand() throws {
        let script = try InputScript(
            parsing: """
                # open the menu
                click 640 400
                move 1 2
                down 3 4
                up 3 4
                wheel 0 -3
                key Escape   # close
                key M
                advance 16ms
                advance 0.5s
                resize 1024 768

                shot menu-open
                """)
        #expect(
            script.lines.map(\.step) == [
                .click(Point(x: 640, y: 400)), .move(Point(x: 1, y: 2)), .down(Point(x: 3, y: 4)),
                .up(Point(x: 3, y: 4)), .wheel(dx: 0, dy: -3), .key("Escape"), .key("M"),
                .advance(seconds: 0.016), .advance(seconds: 0.5), .resize(Size(width: 1024, height: 768)),
                .shot("menu-open"),
            ])
        #expect(script.lines.first?.number == 2)
        #expect(script.lines.last?.number == 13)
    }

    @Test func parsesScrollingCommandsCombosAndQuotes() throws {
        let script = try InputScript(
            parsing: #"""
                click 10 20 2
                wheel 0 -3 shift
                drag 200 600 200 200 0.5s
                fling 200 600 200 200 150ms   # released while moving
                key shift+ArrowLeft
                key ctrl+shift+Tab
                key PageDown
                key Delete
                key F12
                type "hello # world"
                type "say \"hi\"\\n"
                shot "feed.mid-fling"
                """#)
        #expect(
            script.lines.map(\.step) == [
                .click(Point(x: 10, y: 20), count: 2),
                .wheel(dx: 0, dy: -3, modifiers: .shift),
                .drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 200), duration: 0.5, fling: false),
                .drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 200), duration: 0.15, fling: true),
                .key("shift+ArrowLeft"), .key("ctrl+shift+Tab"), .key("PageDown"), .key("Delete"), .key("F12"),
                .type("hello # world"), .type("say \"hi\"\\n"), .shot("feed.mid-fling"),
            ])
        #expect(KeyName("ctrl+shift+Tab") == KeyName.tab.with([.control, .shift]))
        #expect(KeyName("shift+ArrowLeft").description == "shift+ArrowLeft")
    }

    @Test func reportsScrollingAndQuotingErrors() {
        let text = """
            click 1 2 0
            wheel 0 -3 hyper
            drag 1 2 3 4
            fling 1 2 3 4 0s
            key shift+PgDn
            key super+
            type
            type "open
            type "bad \\q escape"
            """
        #expect {
            try InputScript(parsing: text, file: "scroll.script")
        } throws: { error in
            guard let errors = error as? InputScriptErrors else { return false }
            return errors.problems.map(\.line) == Array(1 ... 9)
                && errors.description.contains("scroll.script:8: a quoted text is not closed")
        }
    }

    @Test func reportsEveryBadLineWithItsNumber() {
        #expect {
            try InputScript(
                parsing: "click 1\nadvance soon\nkey F13\njump 3\nresize 0 5\nshot a/b\nclick nan 2", file: "bad.script"
            )
        } throws: { error in
            guard let errors = error as? InputScriptErrors else { return false }
            return errors.problems.map(\.line) == [1, 2, 3, 4, 5, 6, 7]
                && errors.description.contains("bad.script:4: unknown command 'jump'")
        }
    }

    /// A script of 100,000 bad lines reports the first 100 and a count, not 100,000
    /// messages (a million printed a million).
    @Test func manyBadLinesReportTheFirstHundredAndACount() {
        let text = String(repeating: "jump 3\n", count: 100_000)
        #expect {
            try InputScript(parsing: text, file: "many.script")
        } throws: { error in
            guard let errors = error as? InputScriptErrors else { return false }
            let lines = errors.description.split(separator: "\n")
            return errors.problems.count == 100 && errors.count == 100_000 && lines.count == 101
                && lines[99].hasPrefix("many.script:100: unknown command 'jump'")
                && lines[100] == "… and 99900 more problems (100000 in all; the first 100 are shown)"
        }
    }

    /// Numbers are decimal as docs/SCRIPTS.md says: hexadecimal, inf and nan are
    /// errors (Swift's Double reads them), and a drag lasts at least 1 ms.
    @Test func numbersAreDecimalAndDurationsWithinTheirRange() throws {
        let good = try InputScript(parsing: "click 10 +20\nmove 1e2 0.5\nwheel -3 .5\ndrag 0 0 10 10 1ms", file: "g")
        #expect(good.lines.count == 4)
        for bad in [
            "click 0x10 5", "move 1 0x1p3", "wheel infinity 0", "drag 0 0 1 1 1e-300", "advance 0x1s", "click 1.2.3 4",
        ] {
            #expect(throws: InputScriptErrors.self, "\(bad)") { try InputScript(parsing: bad, file: "b") }
        }
    }

    /// A script saved on Windows (CRLF) or with a UTF-8 byte-order mark reads as the
    /// same script: "\r\n" is one Character, so the whole file was one line, and the
    /// mark made the first command unknown.
    @Test func crlfLinesAndAByteOrderMarkRead() throws {
        let plain = try InputScript(parsing: "click 1 2\nadvance 16ms\nshot a\n", file: "plain.script")
        let windows = try InputScript(parsing: "\u{FEFF}click 1 2\r\nadvance 16ms\r\nshot a\r\n", file: "crlf.script")
        #expect(windows.lines == plain.lines)
        #expect(windows.lines.map(\.number) == [1, 2, 3])
    }

    /// A shot's name over 200 bytes is an error at its line (it failed at run time as a
    /// file name too long, naming no line); run-time problems name the script's file.
    @Test func longShotNamesAreRefusedAndTheFileIsKept() throws {
        let errors = #expect(throws: InputScriptErrors.self) {
            try InputScript(parsing: "advance 16ms\nshot \(String(repeating: "n", count: 201))", file: "long.script")
        }
        #expect(errors?.problems.map(\.description) == ["long.script:2: a shot's name is at most 200 bytes, not 201"])
        #expect(
            try InputScript(parsing: "shot \(String(repeating: "n", count: 200))", file: "ok.script").file
                == "ok.script")
    }
}
