import Foundation
import PanelsTestSupport
import Testing

@testable import Panels

/// The resolver's copy-free paths give what the long way gives: a picture's spec and a
/// caption's content read in their kinds' `take` (not copied out and back), `Each`
/// reading a stored id at its offset in contiguous storage (not through the key path),
/// a resolve whose rich kinds and flexible frames are reserved from the last one's
/// counts, explicit ids and transitions attached in one table lookup, integer ids named
/// and hashed in one pass, and accessibility facts shared copy-on-write.
@Suite struct ResolveMovePathTests {
    /// What the shared `NodeKindDefinition.take` does (the path before `PictureKind`
    /// and `CaptionKind` moved their parameters): the parameters copied out, checked,
    /// compiled, and the kind kept or remade.
    static func sharedTake<K: NodeKindDefinition>(_: K.Type, _ kind: NodeKind) -> (
        kind: NodeKind?, outOfRange: Bool, node: LayoutNode, captionSlots: Int
    ) {
        var node = LayoutNode()
        guard var p = K.parameters(of: kind) else { return (kind, false, node, 0) }
        var kept = true
        var outOfRange = false
        if let held = K.checked(p) {
            p = held
            outOfRange = true
            kept = false
        }
        var tables = LayoutTables()
        var captionSlots = 3
        K.layout(p, into: &node, tables: &tables, captionSlots: &captionSlots)
        return (kept ? kind : K.make(p), outOfRange, node, captionSlots)
    }

    static func bytes(_ node: LayoutNode) -> [UInt8] { withUnsafeBytes(of: node) { Array($0) } }

    /// Generated picture kinds (corners ordinary, negative, huge, infinite or NaN;
    /// sizes, modes, loads and placeholders of every sort), caption kinds (text sizes
    /// and line heights in and out of range) and kinds of other sorts: `PictureKind`'s
    /// and `CaptionKind`'s `take` return the same kind, report the same out-of-range
    /// numbers and compile the same layout node, byte for byte, as the shared `take`.
    @Test func movingTakeIsTheSharedTake() {
        PropertyTest.check("moving take", cases: 8_000) { random in
            func length() -> Double {
                switch random.int(0 ... 7) {
                case 0: return .nan
                case 1: return .infinity
                case 2: return -.infinity
                case 3: return 1e9
                case 4: return -random.number(0 ... 40)
                default: return random.number(0 ... 80, step: 0.5)
                }
            }
            let kind: NodeKind
            switch random.int(0 ... 5) {
            case 0:
                kind = random.bool() ? .frame(FrameSpec(width: length(), height: nil, alignment: .center)) : .empty
            case 1, 2:
                var style = TextStyle(size: length(), weight: random.bool() ? .bold : .regular)
                style.lineHeight = random.bool() ? length() : random.number(0 ... 3, step: 0.25)
                if random.bool() { style.family = "Family \(random.int(0 ... 3))" }
                kind = .caption(
                    CaptionContent(
                        text: String(repeating: "w ", count: random.int(0 ... 4)), style: style,
                        color: RGBA(hex: UInt32(random.int(0 ... 0xFF_FFFF))),
                        lineLimit: random.bool() ? nil : random.int(1 ... 3), alignment: .leading,
                        truncation: random.bool() ? .tail : .middle, direction: .auto,
                        truncationIntended: random.bool()))
            default:
                var spec = PictureSpec(
                    file: random.bool() ? "/pictures/p\(random.int(0 ... 9)).png" : nil,
                    name: "p\(random.int(0 ... 99))",
                    naturalSize: Size(width: length(), height: length()),
                    mode: random.bool() ? .fit : .fill,
                    corners: CornerRadii(
                        topLeading: length(), topTrailing: length(), bottomTrailing: length(), bottomLeading: length()),
                    pixelBudget: random.int(1 ... 1 << 24))
                if random.bool() {
                    spec.load = .file(
                        "/pictures/p\(random.int(0 ... 9)).png", modified: random.number(0 ... 1e6), name: spec.name,
                        pixelBudget: spec.pixelBudget)
                }
                if random.bool() { spec.waiting = RGBA(hex: UInt32(random.int(0 ... 0xFF_FFFF))) }
                spec.waitingRedacted = random.bool()
                spec.opacity = UInt8(random.int(0 ... 255))
                kind = .picture(spec)
            }
            func compare<K: NodeKindDefinition>(_ definition: K.Type) -> String? {
                let expected = Self.sharedTake(K.self, kind)
                var node = LayoutNode()
                var tables = LayoutTables()
                var captionSlots = 3
                var outOfRange = false
                let taken = withUnsafeMutablePointer(to: &node) { pointer in
                    K.take(
                        kind, compiling: pointer, tables: &tables,
                        captionSlots: &captionSlots, outOfRange: &outOfRange)
                }
                let name = "\(K.self)"
                // As text: a NaN size is kept, and NaN is not equal to itself.
                if String(describing: taken) != String(describing: expected.kind) {
                    return "\(name): kind \(String(describing: taken)) vs \(String(describing: expected.kind))"
                }
                if outOfRange != expected.outOfRange {
                    return "\(name): out of range \(outOfRange) vs \(expected.outOfRange)"
                }
                if K.parameters(of: kind) != nil {
                    if Self.bytes(node) != Self.bytes(expected.node) { return "\(name): compiled node differs" }
                    if captionSlots != expected.captionSlots { return "\(name): caption slots \(captionSlots)" }
                }
                if !tables.flexSpecs.isEmpty || !tables.insets.isEmpty {
                    return "\(name) added flexible frames or insets"
                }
                return nil
            }
            return compare(PictureKind.self) ?? compare(CaptionKind.self)
        }
    }

    struct Item {
        var id: Int
        var name: String
        var title: String
        var computedID: String { "c\(id)" }
    }

    final class Box {
        let id: Int
        init(id: Int) { self.id = id }
    }

    /// The same elements, not contiguous (`withContiguousStorageIfAvailable` gives
    /// nil): `Each` takes the path through the key path.
    struct Scattered<Element>: RandomAccessCollection {
        var elements: [Element]
        var startIndex: Int { 0 }
        var endIndex: Int { elements.count }
        subscript(position: Int) -> Element { elements[position] }
    }

    static func dump<P: Panel>(_ panel: P) -> String {
        let session = LayoutSession(panel, measurer: WordWidthMeasurer())
        session.layout(in: Size(width: 300, height: 2_000))
        return session.layoutDump + "\(session.tree.explicitIDs.sorted { $0.key < $1.key })"
    }

    /// Generated elements (ids repeated at times, empty collections, elements that
    /// make no node or two): `Each` over an array, by the stored id's offset, resolves
    /// to the same tree — kinds, identities, explicit ids, frames — as over the same
    /// elements scattered (through the key path); ids by a computed property and
    /// elements that are objects (no offset) the same both ways too.
    @Test func eachByOffsetIsEachByKeyPath() {
        PropertyTest.check("each by offset", cases: 2_000) { random in
            let items = (0 ..< random.int(0 ... 12)).map { _ in
                Item(
                    id: random.int(-3 ... 20), name: "n\(random.int(0 ... 5))",
                    title: String(repeating: "word ", count: random.int(0 ... 3)))
            }
            let shape = random.int(0 ... 2)
            func content(_ item: Item) -> AnyPanel {
                switch shape {
                case 0: return AnyPanel(Caption(item.title).padding(2))
                case 1:
                    return AnyPanel(
                        Row {
                            Caption(item.name)
                            if item.id % 2 == 0 { Swatch(.init(hex: 0x336699)).frame(width: 4, height: 4) }
                        })
                default:
                    return AnyPanel(
                        Layers {
                            if item.id % 3 != 0 { Caption(item.name) }
                            Caption(item.title)
                        })
                }
            }
            let byOffset = Self.dump(Column { Each(items, id: \.id) { content($0) } })
            let byKeyPath = Self.dump(Column { Each(Scattered(elements: items), id: \.id) { content($0) } })
            if byOffset != byKeyPath { return "stored ids:\n\(byOffset)\nvs\n\(byKeyPath)" }
            let names = Self.dump(Column { Each(items, id: \.name) { content($0) } })
            let namesScattered = Self.dump(Column { Each(Scattered(elements: items), id: \.name) { content($0) } })
            if names != namesScattered { return "stored string ids:\n\(names)\nvs\n\(namesScattered)" }
            let computed = Self.dump(Column { Each(items, id: \.computedID) { content($0) } })
            let computedScattered = Self.dump(
                Column { Each(Scattered(elements: items), id: \.computedID) { content($0) } })
            if computed != computedScattered { return "computed ids:\n\(computed)\nvs\n\(computedScattered)" }
            let boxes = items.map { Box(id: $0.id) }
            let objects = Self.dump(Column { Each(boxes, id: \.id) { Caption("\($0.id)") } })
            let objectsScattered = Self.dump(
                Column { Each(Scattered(elements: boxes), id: \.id) { Caption("\($0.id)") } })
            if objects != objectsScattered { return "objects:\n\(objects)\nvs\n\(objectsScattered)" }
            return nil
        }
    }

    struct Cards: Panel {
        var count: Int
        var seed: Int
        var body: some Panel {
            Column(spacing: 1) {
                for i in 0 ..< count {
                    Row(spacing: 2) {
                        // No picture folder: a placeholder leaf, the same on every resolve.
                        Picture("p\(i)").cornerRadius(Double((i &* seed) % 7))
                        Caption("Card \(i) \(seed)").frame(maxWidth: .infinity, alignment: .leading)
                        if (i + seed) % 3 == 0 { Caption("more").frame(minWidth: 4, maxWidth: 40) }
                    }
                    .padding(2)
                }
            }
        }
    }

    /// Trees of pictures, captions and flexible frames of generated sizes resolve the
    /// same whatever was resolved before them (the rich kinds and flexible frames are
    /// reserved from the last resolve of the type: a capacity only).
    @Test func reservedKindsChangeNoTree() {
        var fresh: [Int: String] = [:]
        PropertyTest.check("reserved kinds", cases: 1_500) { random in
            let count = random.int(0 ... 40)
            let seed = random.int(0 ... 3)
            let before = random.int(0 ... 80)
            _ = NodeTree(resolving: Cards(count: before, seed: seed))
            let hint = ResolveSizeHint.last(for: Cards.self)
            let tree = NodeTree(resolving: Cards(count: before, seed: seed))
            if hint.richKinds != tree.richKinds.count {
                return "hint for \(hint.richKinds) rich kinds, made \(tree.richKinds.count)"
            }
            let dump = Self.dump(Cards(count: count, seed: seed))
            let key = count * 4 + seed
            if let known = fresh[key], known != dump { return "\(count) cards after \(before):\n\(dump)\nvs\n\(known)" }
            fresh[key] = dump
            return nil
        }
    }

    /// Generated runs of attachments to a few nodes (facts with and without labels,
    /// roles, hidden flags, orders, groups; ids; transitions), innermost first as a
    /// resolve attaches them: the tree's tables after `attach` (ids and transitions in
    /// one lookup, the inner entry put back when there was one) and
    /// `attachAccessibility` are what the two-lookup way leaves (look up, then keep the
    /// inner id and transition; merge facts in place or insert them).
    @Test func oneLookupAttachIsTheTwoLookupAttach() {
        PropertyTest.check("one-lookup attach", cases: 3_000) { random in
            var tree = NodeTree()
            var accessibility: [Int32: AccessibilityAttributes] = [:]
            var explicitIDs: [Int32: String] = [:]
            var transitions: [Int32: Transition] = [:]
            for step in 0 ..< random.int(0 ... 40) {
                let node = Int32(random.int(0 ... 6))
                var facts = AccessibilityAttributes()
                if random.bool() { facts.label = "label \(step)" }
                facts.labelIsDefault = random.bool()
                if random.bool() { facts.value = "value \(step)" }
                if random.bool() { facts.role = random.bool() ? .button : .image }
                if random.bool() { facts.hidden = random.bool() }
                if random.bool() { facts.order = Double(step) }
                if random.bool() { facts.headingLevel = random.int(1 ... 6) }
                facts.decorative = random.bool()
                facts.combines = random.bool()
                tree.attachAccessibility(facts, to: node)
                if let index = accessibility.index(forKey: node) {
                    accessibility.values[index].merge(facts)
                } else {
                    accessibility[node] = facts
                }
                if random.bool() {
                    let id = "id \(step)"
                    tree.attach(.explicitID(id), to: node)
                    if explicitIDs[node] == nil { explicitIDs[node] = id }
                }
                if random.bool() {
                    let transition: Transition = random.bool() ? .fade : .slide(from: .top)
                    tree.attach(.transition(transition), to: node)
                    if transitions[node] == nil { transitions[node] = transition }
                }
            }
            func text(_ table: some Sequence<(key: Int32, value: AccessibilityAttributes)>) -> String {
                table.sorted { $0.key < $1.key }.map { "\($0.key): \(String(describing: $0.value))" }
                    .joined(separator: "\n")
            }
            if text(tree.accessibility) != text(accessibility) {
                return "accessibility:\n\(text(tree.accessibility))\nvs\n\(text(accessibility))"
            }
            if dictionary(tree.explicitIDs) != explicitIDs {
                return "explicit ids \(tree.explicitIDs) vs \(explicitIDs)"
            }
            if dictionary(tree.transitions) != transitions {
                return "transitions \(tree.transitions) vs \(transitions)"
            }
            return nil
        }
    }

    private func dictionary<Value>(_ table: NodeTable<Value>) -> [Int32: Value] {
        Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.value) })
    }

    /// FNV-1a over `text.utf8`, byte by byte: what `StableHash.of` computed before it
    /// read the bytes in place.
    static func utf8Hash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }

    /// Generated integer ids (every width `Each` names directly, the ends of their
    /// ranges, zero, small and huge, negative) and texts (empty, ASCII, accented, emoji,
    /// small and large strings, substrings made strings): `StableHash.named` gives
    /// `String(id)` and the hash of its UTF-8, and `StableHash.of` the byte-by-byte hash.
    @Test func namedIdsAreTheirTextAndItsHash() {
        PropertyTest.check("named ids", cases: 6_000) { random in
            func check<ID>(_ id: ID, _ expected: String) -> String? {
                let (name, hash) = StableHash.named(id)
                if name != expected { return "\(ID.self) \(expected) named \(name)" }
                if name != StableHash.name(of: id) {
                    return "\(ID.self) \(expected): name(of:) \(StableHash.name(of: id))"
                }
                if hash != Self.utf8Hash(expected) { return "\(ID.self) \(expected) hashed \(hash)" }
                return nil
            }
            let number: Int
            switch random.int(0 ... 5) {
            case 0: number = random.element(of: [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.min + 1])
            case 1: number = Int(truncatingIfNeeded: random.next())
            case 2: number = random.int(-1_000 ... 1_000)
            default:
                let digits = random.int(1 ... 18)
                let magnitude = random.int(0 ... Int(pow(10, Double(digits))) - 1)
                number = random.bool() ? magnitude : -magnitude
            }
            if let failure = check(number, String(number)) { return failure }
            if let failure = check(Int64(number), String(number)) { return failure }
            let narrow = Int32(truncatingIfNeeded: number)
            if let failure = check(narrow, String(narrow)) { return failure }
            if let failure = check(UInt64(bitPattern: Int64(number)), String(UInt64(bitPattern: Int64(number)))) {
                return failure
            }
            let pieces = ["", "a", "card", "é", "ß", "🙂", "feed-7", " ", "0", "漢字", "long text over fifteen bytes"]
            var text = ""
            for _ in 0 ..< random.int(0 ... 5) { text += random.element(of: pieces) }
            if random.bool() { text = String(text.dropFirst(random.int(0 ... 2))) }
            if let failure = check(text, text) { return failure }
            if StableHash.of(text) != Self.utf8Hash(text) { return "\(text) hashed \(StableHash.of(text))" }
            return nil
        }
    }

    /// 1,500 generated runs of changes to a few accessibility facts (fields set, copies
    /// made, copies changed, merges, the shared `.decorative()` facts copied and
    /// changed) kept side by side in `AccessibilityAttributes` (one box shared by
    /// copies, copied on the first change) and in plain `AccessibilityAttributes.Fields`
    /// values (what the facts were before): the changed value reads the same after each
    /// step and every value after the last, so a change through one copy never shows
    /// through another.
    @Test func sharedFactsActLikeValues() {
        PropertyTest.check("shared facts", cases: 1_500) { random in
            var facts = [AccessibilityAttributes](repeating: AccessibilityAttributes(), count: 4)
            var plain = [AccessibilityAttributes.Fields](repeating: AccessibilityAttributes.Fields(), count: 4)
            facts[3] = AccessibleSpec.decorative.fields.facts
            plain[3] = AccessibleSpec.decorative.fields.facts.fields
            for step in 0 ..< random.int(0 ... 30) {
                let a = random.int(0 ... 3)
                let b = random.int(0 ... 3)
                switch random.int(0 ... 9) {
                case 0:
                    facts[a] = facts[b]
                    plain[a] = plain[b]
                case 1:
                    facts[a].merge(facts[b])
                    plain[a].merge(plain[b])
                case 2:
                    let label: String? = random.bool() ? "label \(step)" : nil
                    facts[a].label = label
                    plain[a].label = label
                case 3:
                    facts[a].labelIsDefault.toggle()
                    plain[a].labelIsDefault.toggle()
                case 4:
                    let role: AccessibilityRole? = random.bool() ? .button : .image
                    facts[a].role = role
                    plain[a].role = role
                case 5:
                    facts[a].actions.append((name: "act \(step)", perform: {}))
                    plain[a].actions.append((name: "act \(step)", perform: {}))
                case 6:
                    facts[a].states.insert(.selected)
                    plain[a].states.insert(.selected)
                case 7:
                    facts[a].hidden = random.bool()
                    plain[a].hidden = facts[a].hidden
                case 8:
                    facts[a].order = Double(step)
                    plain[a].order = Double(step)
                default:
                    facts[a].decorative = random.bool()
                    plain[a].decorative = facts[a].decorative
                }
                // The value changed at each step (printing all four every step took 13 s
                // for the run); all four after the last (a change that showed through a
                // copy stays there).
                if String(describing: facts[a]) != String(describing: plain[a]) {
                    return "step \(step), facts \(a):\n\(facts[a])\nvs\n\(plain[a])"
                }
            }
            for i in 0 ..< 4 where String(describing: facts[i]) != String(describing: plain[i]) {
                return "at the end, facts \(i):\n\(facts[i])\nvs\n\(plain[i])"
            }
            // The shared facts themselves are untouched.
            let decorative = AccessibleSpec.decorative.fields.facts
            if !(decorative.decorative && decorative.hidden == true && decorative.actions.isEmpty
                && decorative.label == nil && decorative.role == nil && decorative.order == nil)
            {
                return "the shared decorative facts changed: \(decorative)"
            }
            if String(describing: AccessibilityAttributes()) != String(describing: AccessibilityAttributes.Fields()) {
                return "the shared empty facts changed: \(AccessibilityAttributes())"
            }
            return nil
        }
    }
}
