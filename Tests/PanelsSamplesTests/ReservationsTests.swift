import Foundation
import Panels
import PanelsAssetFiles
import PanelsSamples
import Testing

@Suite("Reservations file and card state")
struct ReservationsTests {
    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Reservations").appendingPathComponent(name)
    }

    static func date(_ iso: String) -> Date {
        try! Date(iso, strategy: .iso8601)
    }

    func error(_ name: String) throws -> ReservationsError {
        do {
            _ = try ReservationsFile.load(from: Self.fixture(name))
        } catch {
            return error
        }
        Issue.record("\(name) loaded without an error")
        throw CancellationError()
    }

    @Test func derivesTheNextReservationsForNow() throws {
        let file = try #require(try ReservationsFile.load(from: Self.fixture("valid.json")))
        let state = UpcomingClassState.derive(from: file, now: Self.date("2026-11-22T12:00:00+01:00"))
        guard case .upcoming(let next, let zone) = state else {
            Issue.record("expected upcoming, got \(state)")
            return
        }
        #expect(next.map(\.id) == ["r1", "r2"])  // soonest first; the past one is gone
        #expect(zone.identifier == "Europe/Amsterdam")
        #expect(next[1].image == "yoga")
        #expect(next[0].image == nil)
    }

    @Test func nothingUpcomingAndLoggedOut() throws {
        let file = try #require(try ReservationsFile.load(from: Self.fixture("valid.json")))
        #expect(UpcomingClassState.derive(from: file, now: Self.date("2026-12-01T00:00:00Z")) == .nothingUpcoming)
        let out = try ReservationsFile.load(from: Self.fixture("logged-out.json"))
        #expect(UpcomingClassState.derive(from: out, now: .now) == .loggedOut)
        // An absent file means logged out, not an error.
        #expect(try ReservationsFile.load(from: Self.fixture("no-such-file.json")) == nil)
        #expect(UpcomingClassState.derive(from: nil, now: .now) == .loggedOut)
    }

    @Test func syntaxErrorNamesFileLineAndColumn() throws {
        let e = try error("syntax-error.json")
        #expect(e.file.hasSuffix("syntax-error.json"))
        #expect(e.location?.line == 4)
        #expect(e.description.contains("syntax-error.json:4:"))
        #expect(e.message.contains("not valid JSON"))
    }

    @Test func wrongTypeNamesThePath() throws {
        let e = try error("wrong-type.json")
        #expect(e.location == FileLocation(line: 7, column: 6))  // the "id" key
        #expect(e.message == "reservations[1].id has the wrong type (expected a string)")
    }

    @Test func unknownKeysAreErrors() throws {
        let e = try error("unknown-key.json")
        #expect(e.location == FileLocation(line: 6, column: 6))
        #expect(e.message.contains("unknown key \"venue\""))
    }

    @Test func missingKeyAndBadDateAndTimeZone() throws {
        let missing = try error("missing-key.json")
        #expect(missing.message.contains("missing the key \"className\""))
        #expect(missing.location?.line == 5)
        let date = try error("bad-date.json")
        #expect(date.message.contains("ISO 8601"))
        #expect(date.location?.line == 5)
        let zone = try error("bad-timezone.json")
        #expect(zone.message.contains("Mars/Olympus"))
        #expect(zone.location == FileLocation(line: 1, column: 20))
    }

    @Test func unusableFileGivesThePlaceholderState() {
        let (state, error) = UpcomingClassState.load(from: Self.fixture("syntax-error.json"), now: .now)
        #expect(state == .placeholder)
        #expect(error != nil)
    }

    @Test func hostileBytesNeverCrash() {
        let inputs: [[UInt8]] = [
            [], [0xFF, 0xFE, 0x00], Array("[".utf8), Array(repeating: UInt8(ascii: "["), count: 10_000),
            Array("{\"loggedIn\": true".utf8), Array("null".utf8), Array("\"\\u12".utf8),
        ]
        for bytes in inputs {
            #expect(throws: ReservationsError.self) {
                try ReservationsFile.decode(Data(bytes), file: "hostile.json")
            }
        }
    }

    @Test func locatorFindsNestedPaths() {
        let text = Array("{\"a\": [1, {\"b\": {\"c\": 2}}],\n \"d\": \"x\\\"y\"}".utf8)
        #expect(
            JSONReader.location(of: [.key("a"), .index(1), .key("b"), .key("c")], in: text)
                == FileLocation(line: 1, column: 18))
        #expect(JSONReader.location(of: [.key("d")], in: text) == FileLocation(line: 2, column: 2))
        #expect(JSONReader.location(of: [.key("zz")], in: text) == nil)
        #expect(JSONReader.location(of: [.key("a"), .index(9)], in: text) == nil)
        #expect(JSONReader.location(of: [.key("a")], in: Array("{\"a\": ".utf8)) == nil)  // not JSON
    }
}
