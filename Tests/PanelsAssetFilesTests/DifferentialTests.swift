import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import Testing

/// Our `.strings` parser against Foundation's `PropertyListSerialization`, the oracle:
/// every well-formed fixture must parse to exactly the dictionary Foundation returns.
///
/// swift-corelibs-foundation on Linux reads every case here (comments, both quote
/// styles, unquoted tokens, `"key";`, all escapes, `\U` with surrogate pairs, octal,
/// UTF-8/UTF-16 with a BOM, lone-CR lines, backslash-newline). It refuses a zero-length
/// file (we read it as an empty table), so that case is tested separately. Octal
/// escapes above \177 differ on purpose (Foundation maps them through NeXTSTEP
/// encoding, giving NUL on Linux for \377; we read Latin-1 and warn), so no fixture
/// has them. Where Foundation accepts malformed input
/// silently, the malformed-file fixtures pin our stricter behaviour and this suite
/// records what Foundation does.
@Suite("Differential: .strings vs PropertyListSerialization")
struct DifferentialTests {
    static let wellFormed: [String] = (try? Fixture.files(in: "strings").filter { $0.hasSuffix(".strings") }) ?? []

    static func foundation(_ bytes: [UInt8]) throws -> [String: String] {
        let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        let dictionary = try #require(object as? [String: Any])
        return dictionary.compactMapValues { $0 as? String }
    }

    @Test func fixturesExist() {
        #expect(Self.wellFormed.count >= 17)
    }

    @Test(arguments: wellFormed)
    func sameAsFoundation(_ name: String) throws {
        let bytes = try Fixture.bytes("strings/\(name)")
        let ours = StringsFileParser.parse(bytes, file: name)
        #expect(ours.problems.allSatisfy { !$0.isError })
        #expect(ours.dictionary == (try Self.foundation(bytes)))
    }

    /// Foundation accepts these silently; we report them.
    @Test(arguments: [
        ("unterminated-comment.strings", true),
        ("array-value.strings", true),
        ("data-value.strings", true),
        ("stray-semicolon.strings", false),
    ])
    func foundationIsSilentWhereWeReport(_ name: String, _ isError: Bool) throws {
        let bytes = try Fixture.bytes("strings-bad/\(name)")
        #expect(throws: Never.self) {
            _ = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        }
        let ours = StringsFileParser.parse(bytes, file: name)
        #expect(ours.problems.contains { $0.isError == isError })
    }

    /// Where both reject a file, both name the same line.
    @Test(arguments: ["missing-semicolon.strings", "unterminated-string.strings", "missing-value.strings"])
    func bothRejectOnTheSameLine(_ name: String) throws {
        let bytes = try Fixture.bytes("strings-bad/\(name)")
        var foundationMessage = ""
        do {
            _ = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
            Issue.record("Foundation accepted \(name)")
        } catch {
            let info = (error as NSError).userInfo
            foundationMessage =
                ((info["kCFPropertyListOldStyleParsingError"] as? NSError)?.userInfo["NSDebugDescription"] as? String)
                ?? "\(error)"
        }
        let ours = try #require(StringsFileParser.parse(bytes, file: name).problems.first { $0.isError })
        #expect(foundationMessage.contains("line \(ours.line)"), "Foundation: \(foundationMessage); ours: \(ours)")
    }
}
