import Foundation
import PanelsSDL
import PanelsTestSupport
import Testing

@testable import Panels

/// A picture asked for again within one resolve pass is answered from the pass's own
/// table once the store has had it decoded (`PictureLookupCache.PassMemo.markReady`),
/// without asking the store: the trees are the ones asking the store every time gives.
@Suite("Picture pass memo")
struct PicturePassMemoTests {
    /// A folder of small PNG files, `memo-0.png` … `memo-3.png`, decoded once so the
    /// store holds them.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("panels-pass-memo-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for k in 0 ..< 4 {
            let png = try? PictureSourcesTests.solidPNG(
                width: 4 + k, height: 3 + k, UInt8(40 * k), 90, UInt8(200 - 30 * k))
            try? png?.write(to: folder.appendingPathComponent("memo-\(k).png"), options: .atomic)
        }
        return folder
    }()

    /// `panel` resolved in a pass that answers pictures decoded earlier in the pass
    /// itself (`answersReady`), or asks the store for every one.
    static func tree<P: Panel>(_ panel: P, context: PanelContext, answersReady: Bool) -> NodeTree {
        var builder = NodeBuilder(context: context)
        builder.pictureMemo.answersReady = answersReady
        builder.resolve(panel, at: 0)
        return NodeTree(finishing: &builder)
    }

    static func text(_ tree: NodeTree) -> String {
        let session = LayoutSession(tree: tree, measurer: SDLTextMeasurer.shared(scale: 1))
        session.layout(in: Size(width: 200, height: 4_000))
        return session.layoutDump + "\(tree.transitions.sorted { $0.key < $1.key })"
    }

    /// Generated columns of pictures (the four files, each again and again; missing
    /// names; names that are not plain; pictures from bytes; fit or fill, rounded
    /// corners, placeholders), resolved with pictures decoded and with the context
    /// waiting for pictures or not: the pass that answers repeated pictures itself
    /// gives the tree — kinds, placeholders, identities (the picture's component),
    /// fades, frames — that asking the store every time gives.
    @Test func repeatedPicturesResolveAsAskingTheStoreGives() throws {
        _ = SDLTextMeasurer.shared(scale: 1)  // installs the decoder
        let png = try PictureSourcesTests.solidPNG(width: 5, height: 5, 1, 2, 3)
        var context = PanelContext()
        context.pictureFolder = Self.folder
        context.diagnostics = DiagnosticLog()
        // Every file and the bytes decoded before the generated cases (the same
        // resolve, waiting): a picture that first decodes between the two resolves of
        // a case would show its placeholder in one only.
        var warm = context
        warm.waitsForPictures = true
        _ = Self.tree(
            Column {
                Each(0 ..< 4, id: \.self) { Picture("memo-\($0)") }
                Picture(data: png, named: "bytes")
            }, context: warm, answersReady: false)
        PictureStore.shared.waitForLoads()
        PropertyTest.check("picture pass memo", cases: 400) { random in
            var items: [Int] = []
            for _ in 0 ..< random.int(0 ... 30) { items.append(random.int(0 ... 63)) }
            var context = context
            context.waitsForPictures = random.bool()
            func picture(_ item: Int) -> AnyPanel {
                let name: String
                switch item % 8 {
                case 0 ... 4: name = "memo-\(item % 4)"
                case 5: name = "missing-\(item % 3)"
                case 6: name = "../memo-\(item % 4)"
                default: return AnyPanel(Picture(data: png, named: "bytes").fit())
                }
                var picture = Picture(name)
                if item & 8 != 0 { picture = picture.fit() }
                if item & 16 != 0 { picture = picture.cornerRadius(Double(item % 5)) }
                if item & 32 != 0 { picture = picture.placeholder(RGBA(hex: 0x336699)) }
                return AnyPanel(picture.frame(width: 20, height: 20))
            }
            let panel = Column { Each(items.indices, id: \.self) { picture(items[$0]) } }
            let evictions = PictureStore.shared.statistics.evictions
            let memo = Self.text(Self.tree(panel, context: context, answersReady: true))
            let asked = Self.text(Self.tree(panel, context: context, answersReady: false))
            // Another suite's large picture may evict these between the two resolves
            // (then one shows a placeholder the other did not): not this change's doing.
            if PictureStore.shared.statistics.evictions != evictions { return nil }
            if memo != asked { return "items \(items):\n\(memo)\nvs\n\(asked)" }
            return nil
        }
    }

    /// A second folder with the same names (other sizes), so a picture found in the
    /// wrong folder shows.
    static let otherFolder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("panels-pass-memo-other-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for k in 0 ..< 4 {
            let png = try? PictureSourcesTests.solidPNG(width: 9 + k, height: 2 + k, 200, UInt8(30 * k), 60)
            try? png?.write(to: folder.appendingPathComponent("memo-\(k).png"), options: .atomic)
        }
        return folder
    }()

    /// Generated columns of pictures under changing contexts — the other folder, no
    /// folder, another pixel budget, or a change that leaves the folder as it was (dark
    /// appearance) — nested and in any order: every picture is found in the folder of
    /// its own context (the pass knows its folder from the context's settings object
    /// while they stay the same, and compares the folder when they change), at its
    /// context's budget, and the trees are the ones asking the store every time gives.
    @Test func picturesUnderChangingContextsAreFoundInTheirOwnFolder() throws {
        _ = SDLTextMeasurer.shared(scale: 1)  // installs the decoder
        var context = PanelContext()
        context.pictureFolder = Self.folder
        context.diagnostics = DiagnosticLog()
        var warm = context
        warm.waitsForPictures = true
        // Every file at both budgets decoded first (one decoding between the two
        // resolves of a case would show a placeholder in one only).
        for folder in [Self.folder, Self.otherFolder] {
            for budget in [warm.picturePixelBudget, 4_000] {
                var warmed = warm
                warmed.pictureFolder = folder
                warmed.picturePixelBudget = budget
                _ = Self.tree(
                    Column { Each(0 ..< 4, id: \.self) { Picture("memo-\($0)") } }, context: warmed, answersReady: false
                )
            }
        }
        PictureStore.shared.waitForLoads()
        PropertyTest.check("picture pass memo, changing contexts", cases: 400) { random in
            // Each item: a picture (0 … 3) and the changes around it, innermost first
            // (0 the other folder, 1 no folder, 2 dark, 3 a budget of 4,000 pixels); folders the
            // innermost change sets win.
            var items: [(picture: Int, changes: [Int])] = []
            for _ in 0 ..< random.int(1 ... 24) {
                var changes: [Int] = []
                for _ in 0 ..< random.int(0 ... 3) { changes.append(random.int(0 ... 3)) }
                items.append((random.int(0 ... 3), changes))
            }
            func panel(_ item: (picture: Int, changes: [Int])) -> AnyPanel {
                var panel = AnyPanel(Picture("memo-\(item.picture)").frame(width: 20, height: 20))
                for change in item.changes {
                    switch change {
                    case 0: panel = AnyPanel(panel.context { $0.pictureFolder = Self.otherFolder })
                    case 1: panel = AnyPanel(panel.context { $0.pictureFolder = nil })
                    case 2: panel = AnyPanel(panel.context { $0.appearance = .dark })
                    default: panel = AnyPanel(panel.context { $0.picturePixelBudget = 4_000 })
                    }
                }
                return panel
            }
            let column = Column { Each(items.indices, id: \.self) { panel(items[$0]) } }
            let tree = Self.tree(column, context: context, answersReady: true)
            let specs = tree.nodes.compactMap { node -> PictureSpec? in
                if case .picture(let spec) = node.kind { return spec } else { return nil }
            }
            if specs.count != items.count { return "items \(items): \(specs.count) pictures" }
            for (item, spec) in zip(items, specs) {
                let folder: URL?
                switch item.changes.first(where: { $0 <= 1 }) {
                case 0: folder = Self.otherFolder
                case 1: folder = nil
                default: folder = Self.folder
                }
                let budget = item.changes.contains(3) ? 4_000 : context.picturePixelBudget
                let expected = folder.map { $0.appendingPathComponent("memo-\(item.picture).png").path }
                if spec.file != expected || spec.pixelBudget != budget {
                    return
                        "items \(items): memo-\(item.picture) found at \(spec.file ?? "nil") budget \(spec.pixelBudget)"
                }
            }
            let asked = Self.text(Self.tree(column, context: context, answersReady: false))
            if Self.text(tree) != asked { return "items \(items): the trees differ" }
            return nil
        }
    }

    /// Only a picture the store had decoded is answered by the pass: an answer starts
    /// not ready (a loading picture is asked for every time), `markReady` makes it
    /// ready for that name, budget and folder only, and another folder forgets it.
    @Test func onlyPicturesMarkedReadyAreAnsweredReady() {
        let folder = URL(fileURLWithPath: "/pictures")
        let other = URL(fileURLWithPath: "/elsewhere")
        var memo = PictureLookupCache.PassMemo()
        let answer = PictureLookupCache.Answer.failed(problem: "none", file: nil)
        _ = memo.answer(name: "a", folder: folder, pixelBudget: 10) { answer }
        _ = memo.answer(name: "b", folder: folder, pixelBudget: 10) { answer }
        #expect(memo.known(name: "a", folder: folder, pixelBudget: 10)?.ready == false)
        memo.markReady(name: "a", folder: folder, pixelBudget: 10)
        memo.markReady(name: "c", folder: folder, pixelBudget: 10)  // no answer: nothing kept
        memo.markReady(name: "b", folder: other, pixelBudget: 10)  // another folder: nothing
        #expect(memo.known(name: "a", folder: folder, pixelBudget: 10)?.ready == true)
        #expect(memo.known(name: "a", folder: folder, pixelBudget: 11) == nil)
        #expect(memo.known(name: "b", folder: folder, pixelBudget: 10)?.ready == false)
        #expect(memo.known(name: "c", folder: folder, pixelBudget: 10) == nil)
        #expect(memo.known(name: "a", folder: other, pixelBudget: 10) == nil)
        var asking = memo
        asking.answersReady = false
        #expect(asking.known(name: "a", folder: folder, pixelBudget: 10)?.ready == false)
        _ = memo.answer(name: "a", folder: other, pixelBudget: 10) { answer }
        _ = memo.answer(name: "a", folder: folder, pixelBudget: 10) { answer }
        #expect(memo.known(name: "a", folder: folder, pixelBudget: 10)?.ready == false)
    }

    /// The memo answers per pass: a picture still loading when a pass first asks shows
    /// its placeholder there, and the next pass (a new builder, a new
    /// memo) shows the decoded picture on every card, marked ready from its first.
    @Test func aPictureThatArrivesBetweenPassesShowsInTheNextPass() throws {
        _ = SDLTextMeasurer.shared(scale: 1)  // installs the decoder
        let name = "arrives-\(UInt64.random(in: 0 ... .max))"
        let png = try PictureSourcesTests.solidPNG(width: 6, height: 4, 10, 120, 30)
        try png.write(to: Self.folder.appendingPathComponent("\(name).png"), options: .atomic)
        var context = PanelContext()
        context.pictureFolder = Self.folder
        context.diagnostics = DiagnosticLog()
        let panel = Column { Each(0 ..< 5, id: \.self) { _ in Picture(name).frame(width: 20, height: 20) } }
        func specs() -> [PictureSpec] {
            Self.tree(panel, context: context, answersReady: true).nodes.compactMap { node in
                if case .picture(let spec) = node.kind { return spec } else { return nil }
            }
        }
        let first = specs()
        #expect(first.count == 5)
        // Not decoded when the pass first asked: that card waits (later cards may find
        // it decoded during the pass; a loading picture is asked for every time).
        #expect(first[0].waiting != nil && first[0].file != nil)
        PictureStore.shared.waitForLoads()
        let second = specs()
        #expect(second.count == 5)
        #expect(second.allSatisfy { $0.waiting == nil && $0.file == first[0].file })
    }
}
