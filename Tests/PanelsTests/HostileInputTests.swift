import Foundation
import PanelsAssetFiles
import PanelsTestSupport
import Testing

@testable import Panels

#if canImport(Glibc)
import Glibc
#endif

/// The "What happens when input is bad" promises (docs/BAD-INPUT.md), one case each. Big inputs
/// are made here, at test time, in temporary folders.
@Suite("Hostile input")
struct HostileInputTests {
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("panels-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A PNG's signature and IHDR chunk claiming `width`×`height` (CRC not checked by the header reader).
    static func pngHeader(width: UInt32, height: UInt32, bitDepth: UInt8 = 8) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for v in [width, height] {
            bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        bytes += [bitDepth, 0, 0, 0, 0, 0, 0, 0, 0]
        return bytes
    }
    static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    // MARK: 1. Pictures

    @Test func aPictureOverTheBudgetIsRefusedFromItsHeader() throws {
        let folder = try Self.folder("budget")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("huge.png")
        try Data(Self.pngHeader(width: 65_535, height: 65_535, bitDepth: 1) + Self.iend).write(to: url)
        #expect(throws: PictureHeader.Failure.self) { try PictureHeader.pixelSize(of: url) }
        do {
            _ = try PictureHeader.pixelSize(of: url)
        } catch {
            #expect(error.reason.contains("over the picture budget of 50 megapixels"))
            #expect(error.path == url.path)
        }
        // Settable: a budget of 1 pixel refuses a 2x1 picture, the default accepts it.
        let small = folder.appendingPathComponent("small.png")
        try Data(Self.pngHeader(width: 2, height: 1) + Self.iend).write(to: small)
        #expect(try PictureHeader.pixelSize(of: small) == (2, 1))
        #expect(throws: PictureHeader.Failure.self) { try PictureHeader.pixelSize(of: small, pixelBudget: 1) }
        // Through the context: a placeholder and a diagnostic naming the file.
        var context = PanelContext()
        context.pictureFolder = folder
        context.picturePixelBudget = 1
        let log = DiagnosticLog()
        var memo = PictureLookupCache.PassMemo()
        let spec = Picture.resolveSpec(
            Picture("small"), folder: folder, mode: .fit, corners: .zero, diagnostics: log, pixelBudget: 1,
            memo: &memo)
        #expect(spec.file == nil)
        #expect(log.all.count == 1)
        #expect(log.all.first.map { "\($0)" }?.contains("small.png") == true)
    }

    @Test func aPictureLinkThatLeadsNowhereIsReportedAsSuch() throws {
        let folder = try Self.folder("dangling")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        try fm.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop.png").path, withDestinationPath: "loop.png")
        try fm.createSymbolicLink(
            atPath: folder.appendingPathComponent("gone.png").path, withDestinationPath: "nothing-here.png")
        for name in ["loop", "gone"] {
            let log = DiagnosticLog()
            var memo = PictureLookupCache.PassMemo()
            let spec = Picture.resolveSpec(
                Picture(name), folder: folder, mode: .fit, corners: .zero, diagnostics: log, memo: &memo)
            #expect(spec.file == nil)
            let text = log.all.first.map { "\($0)" } ?? ""
            #expect(text.contains("\(name).png is a link that leads to no file"), "\(text)")
            #expect(text.hasPrefix(folder.appendingPathComponent("\(name).png").path), "\(text)")
        }
    }

    /// A column of cards all naming a picture that is a link to itself, in a folder
    /// set on the context, with corner radii of NaN, infinity and a huge number: one
    /// pass (the pass memo answers the repeats) finds no file for any of them, says
    /// why, and lays out finite frames.
    @Test func aLinkLoopAskedForByEveryCardIsReportedAndNeverFound() throws {
        let folder = try Self.folder("loop-feed")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop.png").path, withDestinationPath: "loop.png")
        var context = PanelContext()
        context.pictureFolder = folder
        let log = DiagnosticLog()
        context.diagnostics = log
        let radii: [Double] = [.nan, .infinity, -.infinity, 1e300, 8]
        let column = Column {
            Each(0 ..< 60, id: \.self) { k in
                Picture("loop").cornerRadius(radii[k % radii.count]).frame(width: 48, height: 48)
            }
        }
        let tree = NodeTree(resolving: column, context: context)
        let specs = tree.nodes.compactMap { node -> PictureSpec? in
            if case .picture(let spec) = node.kind { return spec } else { return nil }
        }
        #expect(specs.count == 60)
        #expect(specs.allSatisfy { $0.file == nil })
        let reports = log.all.map { "\($0)" }
        #expect(reports.contains { $0.contains("loop.png is a link that leads to no file") }, "\(reports)")
        let session = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
        session.layout(in: Size(width: 390, height: 844))
        #expect(
            session.frames.allSatisfy {
                $0.origin.x.isFinite && $0.origin.y.isFinite && $0.size.width.isFinite && $0.size.height.isFinite
            })
    }

    @Test func truncatedPNGAndJPEGAreReported() throws {
        let folder = try Self.folder("truncated")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("cut.png")
        try Data(Self.pngHeader(width: 10, height: 10) + [0, 0, 0, 5] + Array("IDAT".utf8) + [1, 2]).write(to: png)
        #expect { try PictureHeader.pixelSize(of: png) } throws: { "\($0)".contains("truncated PNG") }
        // A JPEG with a frame header but cut before its end-of-image marker.
        let jpeg = folder.appendingPathComponent("cut.jpg")
        let frame: [UInt8] = [0xFF, 0xC0, 0, 11, 8, 0, 20, 0, 30, 1, 1, 0x11, 0]
        try Data([0xFF, 0xD8] + frame + [0xFF, 0xDA, 0, 2, 1, 2, 3]).write(to: jpeg)
        #expect { try PictureHeader.pixelSize(of: jpeg) } throws: { "\($0)".contains("truncated JPEG") }
    }

    @Test func aJPEGWithLargeHeaderSegmentsIsRead() throws {
        // Four 65,000-byte APP segments (260 KB) before the frame header.
        var bytes: [UInt8] = [0xFF, 0xD8]
        for _ in 0 ..< 4 {
            bytes += [0xFF, 0xE1, 0xFD, 0xEA] + [UInt8](repeating: 0x41, count: 0xFDEA - 2)
        }
        bytes += [0xFF, 0xC0, 0, 11, 8, 0, 20, 0, 30, 1, 1, 0x11, 0, 0xFF, 0xDA, 0, 2, 7, 7, 0xFF, 0xD9]
        #expect(try PictureHeader.pixelSize(bytes: bytes) == (30, 20))
        let folder = try Self.folder("bigjpeg")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("big.jpg")
        try Data(bytes).write(to: url)
        #expect(try PictureHeader.pixelSize(of: url) == (30, 20))
    }

    @Test func onlyRegularFilesAreOpened() throws {
        let folder = try Self.folder("fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // Would block forever if it were opened for reading without O_NONBLOCK.
        #expect { try PictureHeader.pixelSize(of: fifo) } throws: { "\($0)".contains("a named pipe") }
        let directory = folder.appendingPathComponent("dir.png")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect { try PictureHeader.pixelSize(of: directory) } throws: { "\($0)".contains("a folder") }
        #expect {
            try PictureHeader.pixelSize(of: URL(fileURLWithPath: "/dev/zero"))
        } throws: { "\($0)".contains("a device") }
    }

    // MARK: 7. Picture names

    @Test(arguments: ["../../x", "a/b", "..", "a\\b", "/etc/passwd"])
    func pictureNamesWithPathsAreRefused(_ name: String) throws {
        let folder = try Self.folder("names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = DiagnosticLog()
        var memo = PictureLookupCache.PassMemo()
        let spec = Picture.resolveSpec(
            Picture(name), folder: folder, mode: .fit, corners: .zero, diagnostics: log, memo: &memo)
        #expect(spec.file == nil)
        #expect(
            log.all.first.map { "\($0)" }?.contains("a picture name is a file name inside the picture folder") == true)
    }

    // MARK: 2. One atomic writer

    @Test func aFailedWriteLeavesTheOldFileWholeAndNoTemporaryFile() throws {
        let folder = try Self.folder("atomic")
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let url = folder.appendingPathComponent("out.png")
        try AtomicFile.write(Data("old".utf8), to: url)
        try AtomicFile.write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        // A destination whose folder is missing: the error names the path.
        let missing = folder.appendingPathComponent("no/such/out.png")
        #expect { try AtomicFile.write(Data("x".utf8), to: missing) } throws: { "\($0)".contains(missing.path) }
        // A rename that fails (the destination is a non-empty folder): the temporary file is removed.
        let blocked = folder.appendingPathComponent("blocked.png")
        try FileManager.default.createDirectory(
            at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Data("x".utf8), to: blocked) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
    }

    // MARK: 4. Folder walks

    @Test func symlinkLoopsAreWalkedOnceAndReported() throws {
        let folder = try Self.folder("links")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"a\" = \"A\";\n".utf8).write(to: lproj.appendingPathComponent("Main.strings"))
        // Two links to "." : exponential without real-path tracking.
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("x").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("y").path, withDestinationPath: ".")
        let catalog = AssetCatalog.load(from: folder)
        let skipped = catalog.problems.filter { $0.message.contains("already visited") }
        #expect(skipped.count == 1)
        #expect(skipped.first?.message.contains("and 1 more") == true)
    }

    @Test func depthAndEntryLimitsStopTheWalkOnce() throws {
        let folder = try Self.folder("deep")
        defer { try? FileManager.default.removeItem(at: folder) }
        var deep = folder
        for _ in 0 ..< 10 { deep.appendPathComponent("d") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        let shallow = AssetCatalog.load(from: folder, depthLimit: 5)
        #expect(shallow.problems.filter { $0.message.contains("deeper than 5 levels") }.count == 1)
        let wide = folder.appendingPathComponent("wide")
        try FileManager.default.createDirectory(at: wide, withIntermediateDirectories: true)
        for i in 0 ..< 50 {
            _ = FileManager.default.createFile(atPath: wide.appendingPathComponent("f\(i)").path, contents: nil)
        }
        let limited = AssetCatalog.load(from: folder, entryLimit: 20)
        #expect(limited.problems.filter { $0.message.contains("more than 20 entries") }.count == 1)
    }

    // MARK: 5. Text setting: work counters, not timings

    @Test(arguments: [1_000, 10_000, 100_000])
    func unbreakableTextIsSetInLinearWork(_ n: Int) {
        let text = String(repeating: "m", count: n)
        var calls = 0
        var characters = 0
        let result = LineSetter.set(
            text, opportunities: Array(repeating: .none, count: n), maxWidth: 200, lineLimit: nil,
            truncation: .tail
        ) { piece in
            calls += 1
            characters += piece.count
            return Double(piece.count) * 7
        }
        #expect(result.lines.count == (n + 27) / 28)
        #expect(calls <= 4 * n)
        #expect(characters <= 16 * n)
    }

    @Test(arguments: [1_000, 10_000, 100_000])
    func settingStopsPastTheLineLimit(_ n: Int) {
        let text = String(repeating: "m", count: n)
        var characters = 0
        let result = LineSetter.set(
            text, opportunities: Array(repeating: .none, count: n), maxWidth: 200, lineLimit: 2,
            truncation: .tail
        ) { piece in
            characters += piece.count
            return Double(piece.count) * 7
        }
        #expect(result.lines.count == 2)
        #expect(result.isTruncated)
        // Independent of n: only the visible lines are set.
        #expect(characters <= 2_000)
    }

    @Test func wordsWithoutWrappingAreNotMeasuredWhileBreaking() {
        let text = String(repeating: "word ", count: 20_000)
        var calls = 0
        _ = LineSetter.set(
            text, opportunities: LineSetter.opportunities(text, utf8Breaks: text.utf8.map { $0 == 32 ? 1 : 2 }),
            maxWidth: .infinity, lineLimit: nil, truncation: .tail
        ) { piece in
            calls += 1
            return Double(piece.count)
        }
        #expect(calls <= 2)
    }

    // MARK: 5. .stringsdict expansion budget

    @Test func aSelfReferencingPluralIsCutAtTheBudget() {
        let form = String(repeating: "%#@v@ ", count: 40)
        let variable = PluralVariable(valueType: "d", forms: [.one: form, .other: form])
        let formatter = StringFormatter(
            language: "en", formatter: LocaleFormatter(locale: Locale(identifier: "en"), now: Date()))
        let (text, issues) = formatter.format(.pluralFormat("%#@v@", variables: ["v": variable]), [.integer(2)])
        #expect(text.utf8.count <= StringFormatter.expansionBudget + 1_000)
        #expect(issues.contains { $0.contains("grows past") })
    }

    /// A writer killed mid-write left `.<name>.panels-<pid>-<n>.tmp` beside the file:
    /// the next write to the same path removes it; a live writer's is kept.
    @Test func aDeadWritersTemporaryFileIsRemovedByTheNextWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panels-stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Above Linux's largest process id (2^22): no such process.
        let dead = folder.appendingPathComponent(".out.png.panels-4194305-7.tmp")
        let live = folder.appendingPathComponent(".out.png.panels-\(getpid())-8.tmp")
        let other = folder.appendingPathComponent(".other.png.panels-4194305-9.tmp")
        for file in [dead, live, other] { try Data("partial".utf8).write(to: file) }
        try AtomicFile.write(Data("whole".utf8), to: folder.appendingPathComponent("out.png"))
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
        #expect(try String(contentsOf: folder.appendingPathComponent("out.png"), encoding: .utf8) == "whole")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".out.png") }
        #expect(left == [live.lastPathComponent])
    }

    /// A locale whose language is not 1 to 8 ASCII letters formats times, dates and
    /// numbers as the root locale does (Foundation trapped in `NSLocale` on "🙂",
    /// "é" or a 12-letter language, from `DateFormatter`'s templates: `panels preview
    /// --locales 🙂` crashed).
    @Test(arguments: ["🙂", "é", "abcdefghijklm", "ñ-ES"])
    func aMalformedLocaleFormatsAsTheRootLocale(_ identifier: String) {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let odd = LocaleFormatter(locale: Locale(identifier: identifier), now: now)
        let root = LocaleFormatter(locale: Locale(identifier: ""), now: now)
        #expect(odd.time(now) == root.time(now))
        #expect(odd.date(now) == root.date(now))
        #expect(LocaleFormatter(locale: Locale(identifier: "en-🙂"), now: now).locale.identifier == "en-🙂")
    }

    /// Pointer events at NaN, infinite and huge places over controls whose look follows
    /// their feedback: ignored or over nothing, so nothing is hovered or pressed, no
    /// control's look changes and the tree does not resolve again.
    @Test func pointerEventsAtNonFinitePlacesLeaveEveryControlAtRest() {
        let rest = RGBA(hex: 0x808080), lit = RGBA(hex: 0x4060A0), held = RGBA(hex: 0xA02040)
        let stage = Stage(measurer: NoTextMeasurer()) {
            Row(spacing: 8) {
                for index in 0 ..< 3 {
                    Pressable(action: {}) { feedback in
                        Swatch(rest).color(following: feedback, normal: rest, hovered: lit, pressed: held)
                            .frame(width: 40, height: 30)
                    }
                    .id("c\(index)")
                }
            }
        }
        let size = Size(width: 200, height: 60)
        _ = stage.frame(size: size, scale: 1, at: 0)
        let resolves = stage.resolveCount
        let places = [Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude]
        var time = 0.0
        for x in places {
            for y in places + [10] {
                let at = Point(x: x, y: y)
                time += 0.01
                _ = stage.handle(.pointerMove(PointerEvent(location: at, button: .none)), at: time)
                _ = stage.handle(.pointerDown(PointerEvent(location: at)), at: time)
                _ = stage.handle(.pointerUp(PointerEvent(location: at)), at: time)
                _ = stage.frame(size: size, scale: 1, at: time)
                for index in 0 ..< 3 {
                    #expect(stage.presentedColor(id: "c\(index)", at: time) == rest, "\(at)")
                }
            }
        }
        _ = stage.handle(.pointerExit, at: time)
        #expect(stage.resolveCount == resolves)
    }
}
