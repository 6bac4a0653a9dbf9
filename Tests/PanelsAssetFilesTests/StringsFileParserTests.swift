import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import Testing

/// The old-style `.strings` grammar, one real fixture file per case.
@Suite("Strings file parser")
struct StringsFileParserTests {
    func parse(_ name: String) throws -> StringsFileParser.Result {
        StringsFileParser.parse(try Fixture.bytes("strings/\(name)"), file: name)
    }

    @Test func basic() throws {
        let r = try parse("basic.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["greeting": "Hello", "farewell": "Goodbye"])
        #expect(r.entries.map(\.key) == ["greeting", "farewell"])
        #expect(r.entries[1].line == 2 && r.entries[1].column == 1)
    }

    @Test func comments() throws {
        let r = try parse("comments.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["a": "one", "b": "two", "c": "three"])
    }

    @Test func singleQuotes() throws {
        let r = try parse("single-quotes.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["single": "quoted", "mixed": "say \"hi\"", "with \"double\" inside": "ok"])
    }

    @Test func unquotedTokens() throws {
        let r = try parse("unquoted.strings")
        #expect(r.problems.isEmpty)
        #expect(
            r.dictionary == ["plain": "value", "with.dots-and_under/slash:colon": "x$y", "quoted": "42", "12": "3.5"])
    }

    @Test func keyOnlyMeansValueIsKey() throws {
        let r = try parse("key-only.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["Cancel": "Cancel", "OK": "OK", "unquotedKey": "unquotedKey"])
    }

    @Test func escapes() throws {
        let r = try parse("escapes.strings")
        #expect(r.dictionary["newline"] == "a\nb")
        #expect(r.dictionary["tab"] == "a\tb")
        #expect(r.dictionary["quote"] == "say \"hi\"")
        #expect(r.dictionary["backslash"] == "a\\b")
        #expect(r.dictionary["single"] == "it's")
        #expect(r.dictionary["controls"] == "\u{07}\u{08}\u{0C}\r\u{0B}")
        // An unknown escape reads as the character, with a warning (Foundation is silent).
        #expect(r.dictionary["unknown"] == "q")
        #expect(r.problems.count == 1)
        #expect(r.problems.first?.severity == .warning)
        #expect(r.problems.first?.line == 7)
    }

    @Test func unicodeEscapes() throws {
        let r = try parse("unicode-escapes.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["e-acute": "café", "euro": "€ 5", "emoji": "😀", "short": "A"])
    }

    @Test func octalEscapes() throws {
        let r = try parse("octal.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["ab": "AB", "nul-free": "x\ny"])
    }

    @Test func newlinesAndWhitespace() throws {
        let r = try parse("multiline.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["multi": "first line\nsecond line", "crlf": "value", "tabs": "spaced"])
        #expect(r.entries.map(\.line) == [1, 3, 4])
    }

    @Test func nonASCII() throws {
        let r = try parse("non-ascii.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary["title"] == "À suivre")
        #expect(r.dictionary["arabic"] == "التالي")
        #expect(r.dictionary["CJK key 名前"] == "名前")
    }

    @Test(arguments: ["utf16le-bom.strings", "utf16be-bom.strings", "utf8-bom.strings"])
    func encodings(_ name: String) throws {
        let r = try parse(name)
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["title": "Als Nächstes", "emoji": "😀"])
        #expect(r.entries.first?.line == 2)
    }

    @Test func duplicateKeepsLastWithWarning() throws {
        let r = try parse("duplicate.strings")
        #expect(r.dictionary == ["same": "second"])
        #expect(
            r.problems.map(\.description) == [
                "duplicate.strings:2:1: warning: duplicate key \"same\" (first at line 1); the last value is used"
            ])
    }

    @Test func emptyValuesAndKeys() throws {
        let r = try parse("empty-values.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["empty": "", "": "empty key"])
    }

    @Test func edgeCasesAndCarriageReturnLines() throws {
        let r = try parse("edge-cases.strings")
        #expect(r.dictionary["lower-u"] == "u00e9")
        #expect(r.dictionary["backslash-newline"] == "x\ny")
        #expect(r.dictionary["octal-zero"] == "a\u{0}b")
        #expect(r.dictionary["octal-4"] == "S4")
        #expect(r.dictionary["U-no-digits"] == "\u{0}g")
        #expect(r.dictionary["U-then-text"] == "éx")
        // Lines end with a lone CR: positions still count lines.
        #expect(r.entries.map(\.line) == [1, 2, 4, 5, 6, 7, 8])
        #expect(
            r.problems.map(\.description) == ["edge-cases.strings:1:14: warning: unknown escape '\\u' reads as 'u'"])
    }

    @Test func bracedTable() throws {
        let r = try parse("braced.strings")
        #expect(r.problems.isEmpty)
        #expect(r.dictionary == ["title": "Up next", "plain": "token"])
    }

    @Test func emptyFileIsAnEmptyTable() {
        let r = StringsFileParser.parse([], file: "empty.strings")
        #expect(r.entries.isEmpty && r.problems.isEmpty)
    }

    /// Each malformed file: the first error's line and column, what it says, and what
    /// was still read.
    @Test(
        arguments: [
            ("missing-semicolon.strings", "1:12", "expected ';' after the value of \"a\"", ["a": "one", "b": "two"]),
            ("missing-value.strings", "1:7", "expected a string value for \"a\" after '=', found ';'", ["b": "two"]),
            ("missing-equals.strings", "1:5", "expected '=' or ';' after the key \"a\"", ["b": "two"]),
            ("unterminated-string.strings", "2:7", "unterminated string", ["a": "one"]),
            ("unterminated-comment.strings", "2:1", "unterminated /* comment", ["a": "one"]),
            ("array-value.strings", "1:7", "arrays, dictionaries and data are not allowed", ["b": "two"]),
            ("data-value.strings", "1:7", "arrays, dictionaries and data are not allowed", ["b": "two"]),
            ("unpaired-surrogate.strings", "1:8", "unpaired surrogate", [:]),
            ("bad-key.strings", "2:3", "expected a key", ["a": "one", "c": "three"]),
            ("invalid-utf8.strings", "2:9", "invalid UTF-8", [:]),
            ("utf16-no-bom.strings", "1:1", "UTF-16 without a byte-order mark", [:]),
            ("truncated-utf16.strings", "1:1", "odd number of bytes", [:]),
            ("unclosed-brace.strings", "3:1", "expected '}' to close the '{' at line 1", ["title": "Up next"]),
        ] as [(String, String, String, [String: String])])
    func errors(_ name: String, _ position: String, _ message: String, _ kept: [String: String]) throws {
        let r = StringsFileParser.parse(try Fixture.bytes("strings-bad/\(name)"), file: name)
        let error = try #require(r.problems.first { $0.isError })
        #expect("\(error.line):\(error.column)" == position)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.file == name)
        if !kept.isEmpty || name.contains("utf") || name.contains("surrogate") {
            #expect(r.dictionary.filter { kept[$0.key] != nil } == kept)
        }
    }

    @Test func strayStatementSeparatorIsAWarning() throws {
        let r = StringsFileParser.parse(try Fixture.bytes("strings-bad/stray-semicolon.strings"), file: "s")
        #expect(r.dictionary == ["a": "one"])
        #expect(r.problems.map(\.description) == ["s:1:13: warning: stray ';' with no entry before it"])
    }

    @Test func binaryGarbageGivesErrorsNotACrash() throws {
        let r = StringsFileParser.parse(try Fixture.bytes("strings-bad/binary.strings"), file: "binary.strings")
        #expect(r.problems.contains { $0.isError })
    }

    /// Every prefix of a valid file (a truncated download) parses without trapping, and
    /// every truncation inside a string is an error.
    @Test func everyTruncationIsHandled() throws {
        let bytes = try Fixture.bytes("strings/escapes.strings")
        for length in 0 ... bytes.count {
            let r = StringsFileParser.parse(Array(bytes.prefix(length)), file: "t")
            #expect(r.entries.count <= 7)
        }
        let cut = StringsFileParser.parse(Array(bytes.prefix(14)), file: "t")
        #expect(cut.problems.contains { $0.isError && $0.message.contains("unterminated string") })
    }

    @Test func tooManyErrorsStops() {
        let garbage = [UInt8](String(repeating: "=;", count: 2000).utf8)
        let r = StringsFileParser.parse(garbage, file: "g")
        #expect(r.problems.count <= 52)
        #expect(r.problems.last?.message.contains("too many errors") == true)
    }
}
