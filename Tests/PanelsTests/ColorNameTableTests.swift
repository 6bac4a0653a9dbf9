import Foundation
import PanelsTestSupport
import Testing

@testable import Panels

/// Named swatches keep their name as a number in `ColorNameTable`, so a swatch (and a
/// framed one, the cell of every grid) copies as plain bytes.
@Suite struct ColorNameTableTests {
    @Test func swatchesCopyAsPlainBytes() {
        #expect(_isPOD(Swatch.self))
        #expect(_isPOD(_Framed<Swatch>.self))
    }

    /// Names interned on two threads at once, in different orders: equal names get
    /// the same number, different names different numbers, and every number gives
    /// its name back.
    @Test func equalNamesShareANumberOnEveryThread() {
        PropertyTest.check("color names", cases: 300) { random in
            let alphabet = Array("abcAB01 _-éßوك日")
            var names: [String] = []
            for _ in 0 ..< Int.random(in: 1 ... 40, using: &random) {
                let length = Int.random(in: 0 ... 6, using: &random)
                names.append(String((0 ..< length).map { _ in alphabet.randomElement(using: &random)! }))
            }
            let shuffled = names.shuffled(using: &random)
            let other = OtherThread.run { [shuffled] in shuffled.map(ColorNameTable.intern) }
            let here = names.map(ColorNameTable.intern)
            var byName: [String: UInt32] = [:]
            for (name, number) in zip(names, here) {
                if number == 0 { return "\(name.debugDescription) got 0 (no name)" }
                if ColorNameTable.name(number) != name { return "\(number) names \(ColorNameTable.name(number))" }
                if ColorNameTable.builtIn(number) != ColorNameTable.builtInColors(named: name) {
                    return "\(name.debugDescription): the built-in colors kept are not the name's"
                }
                if let earlier = byName[name], earlier != number {
                    return "\(name.debugDescription): \(earlier), then \(number)"
                }
                byName[name] = number
            }
            for (name, number) in zip(shuffled, other) where byName[name] != number {
                return "\(name.debugDescription): \(number) on the other thread, \(byName[name]!) here"
            }
            if Set(byName.values).count != byName.count { return "two names share a number: \(byName)" }
            return nil
        }
    }

    /// Thousands of new names interned on another thread (numbers across several
    /// chunks of the table) are read back here, with no lock, by number.
    @Test func numbersMadeOnAnotherThreadReadBackHere() {
        let prefix = "chunk-test-\(UInt64.random(in: 0 ... .max))-"
        let names = (0 ..< 3_000).map { "\(prefix)\($0)" } + ["label", "systemRed"]
        let numbers = OtherThread.run { [names] in names.map(ColorNameTable.intern) }
        #expect(Set(numbers).count == names.count)
        for (name, number) in zip(names, numbers) {
            #expect(ColorNameTable.name(number) == name)
            #expect(ColorNameTable.builtIn(number) == ColorNameTable.builtInColors(named: name))
        }
        #expect(ColorNameTable.builtIn(ColorNameTable.intern("label")).light != nil)
    }

    /// A named swatch copied out of the scope that made its name resolves to the
    /// context's color for that name, and a missing name is still reported by name.
    @Test func aCopiedNamedSwatchResolvesByName() {
        func make() -> Swatch { Swatch(String("tint")) }
        let copy = make()
        let context = PanelContext()
        let tree = NodeTree(resolving: copy.frame(width: 4, height: 4), context: context)
        let fills = tree.nodes.compactMap { node -> RGBA? in
            if case .swatch(let color, _) = node.kind { return color } else { return nil }
        }
        #expect(fills == [context.color(named: "tint")])
        #expect(fills != [SemanticPalette.missing])
        let missing = PanelContext()
        _ = NodeTree(resolving: Swatch("NoSuchName\(UInt64.random(in: 0 ... .max))"), context: missing)
        #expect(missing.diagnostics.all.contains { $0.description.contains("missing color \"NoSuchName") })
    }

    /// The palette's names are found with no lock by their bytes: for any name (the
    /// palette's, their prefixes and extensions, a NUL, other scripts, 15 and 16
    /// bytes) the lock-free table answers as a dictionary of its entries does, and
    /// `intern` gives the number the name had or gets.
    @Test func paletteNamesAreFoundByTheirBytes() {
        let palette = SemanticPalette.names
        PropertyTest.check("palette names by bytes", cases: 3_000) { g in
            var entries: [(String, UInt32)] = []
            var dictionary: [String: UInt32] = [:]
            for (i, name) in palette.enumerated() where g.int(0 ... 3) != 0 {
                entries.append((name, UInt32(i + 1)))
                dictionary[name] = UInt32(i + 1)
            }
            let table = ColorNameTable.PaletteNumbers(entries)
            for _ in 0 ..< 20 {
                var name = g.element(of: palette)
                switch g.int(0 ... 6) {
                case 0: name += g.element(of: ["\u{0}", "x", "é", "日"])
                case 1: name = String(name.dropLast())
                case 2: name = String(repeating: "a", count: g.int(14 ... 16))
                case 3: name = ""
                case 4: name = name.uppercased()
                default: break
                }
                let expected = name.utf8.count <= 15 ? dictionary[name] : nil
                if table.number(of: name) != expected {
                    return
                        "\(name.debugDescription): \(String(describing: table.number(of: name))), expected \(String(describing: expected))"
                }
                let number = ColorNameTable.intern(name)
                if ColorNameTable.name(number) != name, number != 0 {
                    return "\(name.debugDescription) interned as \(number), which names \(ColorNameTable.name(number))"
                }
            }
            return nil
        }
    }
}
