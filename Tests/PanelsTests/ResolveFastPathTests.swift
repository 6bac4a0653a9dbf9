import Foundation
import PanelsTestSupport
import Testing

@testable import Panels

/// The resolver's shortcuts give what the long way gives: a picture's cache key with
/// its hash made once, a named color from the number it was interned as, a picture
/// name the pass has answered before, and accessibility facts with nothing to
/// resolve attached as they are.
@Suite struct ResolveFastPathTests {
    /// Keys with their hashes made once are equal exactly when their texts are, and
    /// equal keys hash alike, so the store's tables hold what tables keyed by text held.
    @Test func pictureCacheKeysAreTheirTexts() {
        PropertyTest.check("picture cache keys", cases: 5_000) { random in
            let alphabet = Array("ab/.@:0é")
            func text() -> String {
                String(
                    (0 ..< Int.random(in: 0 ... 5, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                )
            }
            let texts = (0 ..< 12).map { _ in text() }
            for a in texts {
                for b in texts {
                    let keyA = PictureLoad.CacheKey(a)
                    let keyB = PictureLoad.CacheKey(b)
                    if (keyA == keyB) != (a == b) { return "\(a.debugDescription) vs \(b.debugDescription)" }
                    if a == b, keyA.hashValue != keyB.hashValue { return "\(a.debugDescription) hashes two ways" }
                }
            }
            let keys = Set(texts.map(PictureLoad.CacheKey.init))
            if Set(keys.map(\.text)) != Set(texts) { return "the set of keys holds \(keys.map(\.text))" }
            return nil
        }
    }

    /// A named swatch's color, from its interned number, and `color(named:)` are the
    /// color the catalog gives by name (loaded sets first, then the palette, then the
    /// system colors), in every appearance and contrast, with and without color sets;
    /// a name nobody has draws magenta and is reported either way.
    @Test func internedColorsAreTheColorsByName() {
        let known = SemanticPalette.names + SystemColors.names
        PropertyTest.check("interned colors", cases: 4_000) { random in
            let name: String
            switch Int.random(in: 0 ..< 3, using: &random) {
            case 0: name = known.randomElement(using: &random)!
            case 1: name = "custom\(Int.random(in: 0 ..< 20, using: &random))"
            default: name = (known.randomElement(using: &random)!).uppercased()
            }
            var context = PanelContext()
            context.appearance = Appearance.allCases.randomElement(using: &random)!
            context.contrast = Contrast.allCases.randomElement(using: &random)!
            if Bool.random(using: &random) {
                // Sets for some palette names and some custom ones.
                var sets: [ColorSet] = []
                for _ in 0 ..< Int.random(in: 1 ... 6, using: &random) {
                    let setName =
                        Bool.random(using: &random)
                        ? known.randomElement(using: &random)! : "custom\(Int.random(in: 0 ..< 20, using: &random))"
                    let variants = (0 ..< Int.random(in: 1 ... 3, using: &random)).map { _ in
                        ColorSet.Variant(
                            luminosity: [nil, Appearance.light, .dark].randomElement(using: &random)!,
                            contrast: [nil, Contrast.standard, .high].randomElement(using: &random)!,
                            color: RGBA(hex: UInt32.random(in: 0 ... 0xFF_FFFF, using: &random)))
                    }
                    sets.append(ColorSet(name: setName, variants: variants, location: FileLocation(file: "test")))
                }
                context.assets = AssetCatalog(colors: ColorCatalog(sets: sets))
            }
            let expected =
                context.assets.colors.color(named: name, appearance: context.appearance, contrast: context.contrast)
                ?? SemanticPalette.missing
            // Each way with a log of its own (a log keeps a report once).
            context.diagnostics = DiagnosticLog()
            let interned = context.color(interned: ColorNameTable.intern(name))
            let reportsInterned = context.diagnostics.all.count
            context.diagnostics = DiagnosticLog()
            let byName = context.color(named: name)
            let reportsByName = context.diagnostics.all.count
            if interned != expected { return "\(name): interned \(interned), by the catalog \(expected)" }
            if byName != expected { return "\(name): by name \(byName), by the catalog \(expected)" }
            let missing = expected == SemanticPalette.missing ? 1 : 0
            if reportsInterned != missing || reportsByName != missing {
                return "\(name): \(reportsInterned) and \(reportsByName) reports, expected \(missing)"
            }
            return nil
        }
    }

    /// `_Accessible` as it resolved before facts with nothing to resolve were attached
    /// as they are: the facts resolved first, then the content, then attached.
    struct ResolvedFirst<Content: Panel>: PrimitivePanel {
        let inner: _Accessible<Content>

        static func _resolve(_ panel: ResolvedFirst, into builder: inout NodeBuilder) {
            let facts = builder.resolvedAccessibility(panel.inner.spec)
            let first = builder.childMark
            builder.resolve(panel.inner.content, at: 0)
            builder.attachAccessibility(facts, since: first)
        }
    }

    /// One accessibility modifier on `panel`, the same one both ways.
    static func modified(_ panel: AnyPanel, _ choice: Int, _ n: Int) -> (fast: AnyPanel, slow: AnyPanel) {
        func both<C: Panel>(_ modified: _Accessible<C>) -> (AnyPanel, AnyPanel) {
            (AnyPanel(modified), AnyPanel(ResolvedFirst(inner: modified)))
        }
        switch choice {
        case 0: return both(panel.decorative())
        case 1: return both(panel.accessibilityGroup())
        case 2: return both(panel.accessibilityGroup(label: "group \(n)"))
        case 3: return both(panel.accessibilityHeading(level: n % 7))
        case 4: return both(panel.accessibilityHidden(n % 2 == 0))
        case 5: return both(panel.accessibility(role: .button, label: "label \(n)"))
        case 6: return both(panel.accessibilityOrder(n % 3 == 0 ? .nan : Double(n % 5)))
        default: return both(panel.accessibility(value: "value \(n)", hint: "hint \(n)"))
        }
    }

    /// Generated trees of captions, swatches and rows under stacks of accessibility
    /// modifiers resolve to the same accessibility table (every fact of every node)
    /// and the same reports both ways.
    @Test func factsWithNothingToResolveAttachAsResolvedFacts() {
        func leaf(_ random: inout SplitMix64) -> AnyPanel {
            Bool.random(using: &random)
                ? AnyPanel(Caption("text \(Int.random(in: 0 ..< 9, using: &random))"))
                : AnyPanel(Swatch(.init(hex: 0x336699)).frame(width: 4, height: 4))
        }
        func make(_ depth: Int, _ random: inout SplitMix64) -> (fast: AnyPanel, slow: AnyPanel) {
            var pair: (fast: AnyPanel, slow: AnyPanel)
            if depth == 0 || Int.random(in: 0 ..< 3, using: &random) == 0 {
                let panel = leaf(&random)
                pair = (panel, panel)
            } else {
                let children = (0 ..< Int.random(in: 1 ... 3, using: &random)).map { _ in make(depth - 1, &random) }
                pair = (
                    AnyPanel(Row { for child in children { child.fast } }),
                    AnyPanel(Row { for child in children { child.slow } })
                )
            }
            for _ in 0 ..< Int.random(in: 0 ... 3, using: &random) {
                let choice = Int.random(in: 0 ..< 8, using: &random)
                let n = Int.random(in: 0 ..< 100, using: &random)
                let fast = Self.modified(pair.fast, choice, n).fast
                let slow = Self.modified(pair.slow, choice, n).slow
                pair = (fast, slow)
            }
            return pair
        }
        func table(_ tree: NodeTree) -> [String] {
            tree.accessibility.keys.sorted().map { "\($0): \(String(describing: tree.accessibility[$0]!))" }
        }
        PropertyTest.check("accessibility facts attached as they are", cases: 2_000) { random in
            let pair = make(3, &random)
            let fastContext = PanelContext()
            let slowContext = PanelContext()
            let fast = NodeTree(resolving: pair.fast, context: fastContext)
            let slow = NodeTree(resolving: pair.slow, context: slowContext)
            if table(fast) != table(slow) { return "tables differ:\n\(table(fast))\n\(table(slow))" }
            let fastReports = fastContext.diagnostics.all.map(\.description)
            let slowReports = slowContext.diagnostics.all.map(\.description)
            if fastReports != slowReports { return "reports differ: \(fastReports) vs \(slowReports)" }
            return nil
        }
    }

    /// Pictures resolved together in one pass (names the pass answered before skip the
    /// name check) give each picture the spec and the reports it gets resolved alone,
    /// for files at 1× and 2×, missing files and names that are not plain.
    @Test func aPassAnswersAPictureAsAFreshPassDoes() throws {
        let folder = try HostileInputTests.folder("resolve-fast-path")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = { (w: UInt32, h: UInt32) in
            Data(HostileInputTests.pngHeader(width: w, height: h) + HostileInputTests.iend)
        }
        try png(20, 10).write(to: folder.appendingPathComponent("one.png"))
        try png(40, 40).write(to: folder.appendingPathComponent("two@2x.png"))
        try png(8, 6).write(to: folder.appendingPathComponent("three.jpg.png"))
        let names = ["one", "two", "three.jpg", "one.png", "missing", "../one", "a/b", "", ".", "..", "x\\y", "two@2x"]
        func specs(_ panel: some Panel) -> (specs: [String], reports: [String]) {
            var context = PanelContext()
            context.pictureFolder = folder
            let tree = NodeTree(resolving: panel, context: context)
            let specs = tree.nodes.compactMap { node -> String? in
                guard case .picture(let spec) = node.kind else { return nil }
                return "\(spec.name) \(spec.file ?? "-") \(spec.naturalSize) \(spec.load?.key ?? "-")"
            }
            return (specs, context.diagnostics.all.map(\.description))
        }
        PropertyTest.check("picture names answered in a pass", cases: 400) { random in
            let chosen = (0 ..< Int.random(in: 1 ... 12, using: &random)).map { _ in
                names.randomElement(using: &random)!
            }
            let together = specs(Column { for name in chosen { Picture(name) } })
            var alone: (specs: [String], reports: [String]) = ([], [])
            for name in chosen {
                let one = specs(Column { Picture(name) })
                alone.specs += one.specs
                // (One log keeps a report once: the first time, in order.)
                alone.reports += one.reports.filter { !alone.reports.contains($0) }
            }
            if together.specs != alone.specs { return "specs: \(together.specs) vs \(alone.specs)" }
            if together.reports != alone.reports { return "reports: \(together.reports) vs \(alone.reports)" }
            return nil
        }
    }
}
