import Foundation
import Panels

/// Reads one Xcode color set `Contents.json` into a `ColorSet`, reporting every
/// problem with its line and column.
///
/// Contract: components may be JSON numbers or strings holding a decimal (`"0.5"`),
/// a hex byte (`"0xFF"`) or a 0–255 integer (`"255"`: red, green, blue and white strings
/// without a decimal point are 8-bit values, as Xcode writes them; alpha is always a
/// unit value, so `"1"` is opaque); the color space defaults to sRGB. Variants with an idiom other
/// than universal are used only when no universal variant covers the same appearance.
/// A variant with an error is skipped; the others are kept. A `reference` to a system
/// color (`SystemColors`, every name Xcode writes) resolves per appearance and contrast:
/// the appearances the set does not name itself follow the system color, so a
/// reference-only set has a dark variant. An unknown name is a warning (the variant is
/// skipped). Xcode's empty template (`{"colors":[{"idiom":"universal"}]}`) is valid: it
/// resolves to the system accent (systemBlue) and says so in `ColorSet.note`.
enum ColorSetReader {
    static func read(bytes: [UInt8], name: String, file: String) -> (ColorSet?, [Diagnostic]) {
        var problems: [Diagnostic] = []
        func report(_ node: JSONReader.Node?, _ message: String, _ severity: Diagnostic.Severity = .error) {
            problems.append(
                Diagnostic(severity, file: file, line: node?.line ?? 1, column: node?.column ?? 1, message))
        }
        let root: JSONReader.Node
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            problems.append(
                Diagnostic(
                    .error, file: file, line: error.line, column: error.column,
                    "malformed JSON: \(error.message)"))
            return (nil, problems)
        }
        guard case .object = root.value else {
            report(root, "expected a JSON object at the top of a color set, found \(root.value.kindName)")
            return (nil, problems)
        }
        guard let colors = root["colors"] else {
            report(root, "expected a \"colors\" array in the color set")
            return (nil, problems)
        }
        guard case .array(let entries) = colors.value else {
            report(colors, "expected \"colors\" to be an array, found \(colors.value.kindName)")
            return (nil, problems)
        }
        var universal: [ColorSet.Variant] = []
        var other: [ColorSet.Variant] = []
        // Variants derived from a system color reference for appearances the set does
        // not name (a reference resolves per appearance and contrast, as UIKit does).
        var derived: [ColorSet.Variant] = []
        var note: String?
        for entry in entries {
            guard case .object = entry.value else {
                report(entry, "expected an object in \"colors\", found \(entry.value.kindName)")
                continue
            }
            guard let (luminosity, contrast) = readAppearances(entry["appearances"], report: report) else { continue }
            let paint: Paint
            if let colorNode = entry["color"] {
                guard let read = readColor(colorNode, report: report) else { continue }
                paint = read
            } else if entry["appearances"] == nil {
                // Xcode's own template (AccentColor, WidgetBackground): no color means
                // the system accent.
                paint = .reference(SystemColors.accentName)
                note = "no color given (Xcode's template): uses the system accent, systemBlue"
            } else {
                report(entry, "color variant has no \"color\" object")
                continue
            }
            let color: RGBA
            switch paint {
            case .rgba(let value): color = value
            case .reference(let name):
                let system = SystemColors.entry(named: name)!
                color = system.resolve(luminosity ?? .light, contrast: contrast ?? .standard)
                // The appearances this entry leaves open follow the system color.
                let lums: [Appearance?] = luminosity == nil ? [nil, .dark] : [luminosity]
                let cons: [Contrast?] = contrast == nil ? [nil, .high] : [contrast]
                for l in lums {
                    for c in cons where !(l == luminosity && c == contrast) {
                        derived.append(
                            ColorSet.Variant(
                                luminosity: l, contrast: c,
                                color: system.resolve(l ?? .light, contrast: c ?? .standard)))
                    }
                }
            }
            let variant = ColorSet.Variant(luminosity: luminosity, contrast: contrast, color: color)
            let idiom = entry["idiom"]?.string ?? "universal"
            let target = idiom == "universal"
            if (target ? universal : other).contains(where: { $0.luminosity == luminosity && $0.contrast == contrast })
            {
                report(entry, "a second variant for the same appearance and idiom; the first one is used", .warning)
                continue
            }
            if target { universal.append(variant) } else { other.append(variant) }
        }
        for variant in other + derived
        where !universal.contains(where: { $0.luminosity == variant.luminosity && $0.contrast == variant.contrast }) {
            universal.append(variant)
        }
        if universal.isEmpty {
            if problems.isEmpty { report(colors, "the color set has no color variants") }
            return (nil, problems)
        }
        var set = ColorSet(name: name, variants: universal, location: FileLocation(file: file, line: 1, column: 1))
        set.note = note
        return (set, problems)
    }

    /// A variant's color: components, or a system color by name.
    enum Paint {
        case rgba(RGBA)
        case reference(String)
    }

    private static func readAppearances(
        _ node: JSONReader.Node?,
        report: (JSONReader.Node?, String, Diagnostic.Severity) -> Void
    ) -> (Appearance?, Contrast?)? {
        guard let node else { return (nil, nil) }
        guard case .array(let list) = node.value else {
            report(node, "expected \"appearances\" to be an array, found \(node.value.kindName)", .error)
            return nil
        }
        var luminosity: Appearance?
        var contrast: Contrast?
        for item in list {
            let kind = item["appearance"]?.string
            let value = item["value"]?.string
            switch (kind, value) {
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "dark"): luminosity = .dark
            case ("contrast", "high"): contrast = .high
            case ("luminosity", _), ("contrast", _):
                report(
                    item["value"] ?? item,
                    "unknown \(kind!) value \(value.map { "\"\($0)\"" } ?? "(missing)"); expected \(kind == "luminosity" ? "\"light\" or \"dark\"" : "\"high\"")",
                    .error)
                return nil
            default:
                report(
                    item,
                    "unknown appearance \(kind.map { "\"\($0)\"" } ?? "(missing \"appearance\")"); expected \"luminosity\" or \"contrast\"",
                    .error)
                return nil
            }
        }
        return (luminosity, contrast)
    }

    private static func readColor(
        _ node: JSONReader.Node,
        report: (JSONReader.Node?, String, Diagnostic.Severity) -> Void
    ) -> Paint? {
        guard case .object = node.value else {
            report(node, "expected \"color\" to be an object, found \(node.value.kindName)", .error)
            return nil
        }
        if let reference = node["reference"] {
            guard let name = reference.string, SystemColors.entry(named: name) != nil else {
                report(
                    reference,
                    "unknown system color reference \(reference.string.map { "\"\($0)\"" } ?? "(not a string)"); the variant is skipped; known: \(SystemColors.names.joined(separator: ", "))",
                    .warning)
                return nil
            }
            return .reference(name)
        }
        var space = ColorSpace.srgb
        if let spaceNode = node["color-space"] {
            guard let name = spaceNode.string, let known = ColorSpace(rawValue: name) else {
                report(
                    spaceNode,
                    "unknown color space \(spaceNode.string.map { "\"\($0)\"" } ?? "(not a string)"); expected one of \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))",
                    .error)
                return nil
            }
            space = known
        }
        guard let components = node["components"] else {
            report(node, "color has no \"components\" object", .error)
            return nil
        }
        guard case .object = components.value else {
            report(components, "expected \"components\" to be an object, found \(components.value.kindName)", .error)
            return nil
        }
        let names = space.isGray ? ["white"] : ["red", "green", "blue"]
        var values: [Double] = []
        for name in names + ["alpha"] {
            guard let component = components[name] else {
                if name == "alpha" { values.append(1); continue }
                report(
                    components,
                    "missing component \"\(name)\" (\(space.rawValue) needs \(names.joined(separator: ", ")))", .error)
                return nil
            }
            switch parseComponent(
                component, allowExtended: space.isExtended && name != "alpha", isAlpha: name == "alpha")
            {
            case .success(let v): values.append(v)
            case .failure(let message):
                report(component, "component \"\(name)\": \(message)", .error)
                return nil
            }
        }
        if space.isGray {
            return .rgba(space.toSRGB(red: values[0], green: values[0], blue: values[0], alpha: values[1]))
        }
        return .rgba(space.toSRGB(red: values[0], green: values[1], blue: values[2], alpha: values[3]))
    }

    enum ComponentResult {
        case success(Double)
        case failure(String)
    }

    /// Parses one component value to a unit value (see the type's contract).
    static func parseComponent(_ node: JSONReader.Node, allowExtended: Bool, isAlpha: Bool = false) -> ComponentResult {
        let unit: Double
        switch node.value {
        case .number(let v, _):
            unit = v
        case .string(let raw):
            var trimmed = Substring(raw)
            while let c = trimmed.first, c == " " || c == "\t" { trimmed.removeFirst() }
            while let c = trimmed.last, c == " " || c == "\t" { trimmed.removeLast() }
            let text = String(trimmed)
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                let digits = text.dropFirst(2)
                guard !digits.isEmpty, digits.count <= 2, let byte = UInt8(digits, radix: 16) else {
                    return .failure("\"\(raw)\" is not a hex byte (expected 0x00 to 0xFF)")
                }
                unit = Double(byte) / 255
            } else if !isAlpha, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
                guard let byte = Int(text), byte <= 255 else {
                    return .failure("\"\(raw)\" is out of range (8-bit components are 0 to 255)")
                }
                unit = Double(byte) / 255
            } else if let v = Double(text), v.isFinite, !text.isEmpty {
                unit = v
            } else {
                return .failure("\"\(raw)\" is not a number, a 0xNN hex byte or a 0–255 integer")
            }
        default:
            return .failure("expected a number or a string, found \(node.value.kindName)")
        }
        if !allowExtended && !(0 ... 1).contains(unit) {
            return .failure("\(unit) is outside 0…1 (only extended color spaces allow that)")
        }
        return .success(unit)
    }
}
