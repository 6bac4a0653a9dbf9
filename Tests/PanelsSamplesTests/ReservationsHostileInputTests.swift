import Foundation
import Panels
import PanelsSamples
import Testing

/// The reservations file's hostile inputs (docs/BAD-INPUT.md, "What happens when input is
/// bad", section 6): impossible dates are errors at the value, a missing required
/// file is an error, and a bad file becomes a diagnostic with its position.
@Suite("Reservations: hostile input")
struct ReservationsHostileInputTests {
    // MARK: 6. Dates

    @Test(arguments: [
        ("2026-11-31T19:00:00+01:00", "November 2026 has no day 31"),
        ("2026-11-22T25:00:00+01:00", "hour 25 does not exist"),
        ("2026-11-22T19:99:00+01:00", "minute 99 does not exist"),
        ("2027-02-29T19:00:00+01:00", "February 2027 has no day 29"),
    ])
    func impossibleDatesAreErrorsAtTheValue(_ date: String, _ message: String) throws {
        let json = """
            {
              "loggedIn": true,
              "timeZone": "Europe/Amsterdam",
              "reservations": [
                {"id": "a", "className": "Yoga", "venueName": "V", "neighborhood": "N",
                 "startTime": "\(date)"}
              ]
            }
            """
        do {
            _ = try ReservationsFile.decode(Data(json.utf8), file: "r.json")
            Issue.record("\(date) was accepted")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.location?.line == 6)
            #expect(error.location?.column == 19)
        }
    }

    /// Two members with one name: Foundation keeps one without a word; this is an
    /// error at the second, naming where the first is.
    @Test func aDuplicateMemberNameIsAnErrorNamingBothPlaces() throws {
        let json = """
            {
              "loggedIn": true,
              "timeZone": "Europe/Amsterdam",
              "loggedIn": false,
              "reservations": []
            }
            """
        do {
            _ = try ReservationsFile.decode(Data(json.utf8), file: "r.json")
            Issue.record("the duplicate was accepted")
        } catch {
            #expect(error.location?.line == 4 && error.location?.column == 3, "\(error)")
            #expect(error.message.contains("duplicate member name \"loggedIn\" (first at line 2, column 3)"))
        }
    }

    @Test func validDatesStillDecode() throws {
        let json = """
            {"loggedIn": true, "timeZone": "UTC", "reservations": [
              {"id": "a", "className": "Y", "venueName": "V", "neighborhood": "N", "startTime": "2024-02-29T23:59:59.5Z"},
              {"id": "b", "className": "Y", "venueName": "V", "neighborhood": "N", "startTime": "2026-11-22T19:00:00+01:00"}
            ]}
            """
        let file = try ReservationsFile.decode(Data(json.utf8), file: "r.json")
        #expect(file.reservations[0].startTime == Date(timeIntervalSince1970: 1_709_251_199.5))
        #expect(file.reservations[1].startTime == Date(timeIntervalSince1970: 1_795_370_400))
    }

    @Test func aMissingRequiredDataFileIsAnError() {
        #expect(throws: ReservationsError.self) {
            try ReservationsFile.require(URL(fileURLWithPath: "/nonexistent/reservations.json"))
        }
    }

    @Test func aBadReservationsFileBecomesADiagnosticWithItsPosition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-diag-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("reservations.json")
        try Data(
            "{\"loggedIn\": true,\n \"timeZone\": \"Europe/Amsterdam\",\n \"reservations\": [ {\"id\": 7} ]\n}".utf8
        ).write(to: file)
        let (_, error) = UpcomingClassState.load(from: file, now: Date())
        let diagnostic = try #require(error?.diagnostic)
        #expect(diagnostic.location?.file == file.path)
        #expect(diagnostic.line == 3)
        #expect(diagnostic.isError)
    }

    /// A time zone of a megabyte is named by its first 80 characters, not echoed whole.
    @Test func aHugeTimeZoneIsQuotedShort() {
        let zone = String(repeating: "Z", count: 1_000_000)
        let json = "{\"loggedIn\": true, \"timeZone\": \"\(zone)\", \"reservations\": []}"
        let error = #expect(throws: ReservationsError.self) {
            try ReservationsFile.decode(Data(json.utf8), file: "r.json")
        }
        #expect(
            error?.message.hasPrefix("unknown time zone \"ZZZ") == true,
            "\(String(describing: error?.message.prefix(200)))")
        #expect((error?.message.count ?? .max) < 200, "\(String(describing: error?.message.count))")
    }
}
