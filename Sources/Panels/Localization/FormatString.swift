import Foundation

/// A printf-style format string as used in string tables, split into literal text and
/// specifiers: `%@`, `%d`, `%ld`, `%lld`, `%u`, `%x`, `%f`, `%.2f`, `%c`, `%s`, `%%`,
/// positional `%2$@`, and `.stringsdict` plural variables `%#@name@`.
///
/// Contract: parsing never fails; a `%` that starts no valid specifier stays literal
/// text and is listed in `issues`. Each specifier knows the argument (1-based) it
/// consumes: its explicit position, or the next one in order — except a plural
/// variable `%#@name@` written again without a position, which means the argument of
/// its first use (a translation that repeats the count, as Foundation reads it).
package struct FormatString: Sendable, Hashable {
    /// The kind of value a specifier expects, for comparing translations.
    package enum Kind: String, Sendable, Hashable {
        case object = "@"
        case integer = "d"
        case float = "f"
        case character = "c"
    }

    /// One `%…` specifier as written, and the argument it consumes.
    package struct Specifier: Sendable, Hashable {
        /// 1-based argument this specifier consumes.
        package var argument: Int
        package var explicitPosition: Bool
        package var flags: String
        package var width: Int?
        package var precision: Int?
        package var length: String
        package var conversion: Character
        /// The plural variable of `%#@name@`.
        package var variable: String?
        /// The specifier as written.
        package var text: String

        package var kind: Kind {
            switch conversion {
            case "d", "i", "u", "x", "X", "o", "D", "U", "O": return .integer
            case "f", "F", "e", "E", "g", "G", "a", "A": return .float
            case "c", "C": return .character
            default: return .object
            }
        }
    }

    /// A run of literal text (`%%` already unescaped) or a specifier.
    package enum Piece: Sendable, Hashable {
        case literal(String)
        case specifier(Specifier)
    }

    package var pieces: [Piece]
    package var issues: [String]

    package init(_ format: String) {
        pieces = []
        issues = []
        let scalars = Array(format.unicodeScalars)
        var literal = String.UnicodeScalarView()
        var next = 1
        var variableArguments: [String: Int] = [:]
        var i = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(String(literal))); literal = String.UnicodeScalarView() }
        }
        while i < scalars.count {
            let s = scalars[i]
            guard s == "%" else { literal.append(s); i += 1; continue }
            if i + 1 < scalars.count && scalars[i + 1] == "%" {
                literal.append("%")
                i += 2
                continue
            }
            var j = i + 1
            func number() -> Int? {
                var value = 0, digits = 0
                while j < scalars.count, ("0" ... "9").contains(scalars[j]), digits < 6 {
                    value = value * 10 + Int(scalars[j].value - 0x30)
                    digits += 1
                    j += 1
                }
                return digits > 0 ? value : nil
            }
            var position: Int?
            let save = j
            if let n = number(), j < scalars.count, scalars[j] == "$", n > 0 {
                position = n
                j += 1
            } else {
                j = save
            }
            var flags = ""
            while j < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[j]) {
                flags.unicodeScalars.append(scalars[j])
                j += 1
            }
            let width = number()
            var precision: Int?
            if j < scalars.count, scalars[j] == "." {
                j += 1
                precision = number() ?? 0
            }
            var length = ""
            while j < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[j]), length.count < 2 {
                length.unicodeScalars.append(scalars[j])
                j += 1
            }
            guard j < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[j]) else {
                let shown = String(String.UnicodeScalarView(scalars[i ..< min(j + 1, scalars.count)]))
                issues.append("'\(shown)' is not a valid format specifier; shown as text")
                literal.append("%")
                i += 1
                continue
            }
            let conversion = Character(scalars[j])
            j += 1
            var variable: String?
            if conversion == "@" && flags.contains("#") {
                var name = String.UnicodeScalarView()
                var k = j
                while k < scalars.count, scalars[k] != "@", scalars[k] != " " { name.append(scalars[k]); k += 1 }
                if k < scalars.count, scalars[k] == "@", !name.isEmpty {
                    variable = String(name)
                    j = k + 1
                } else {
                    issues.append("'%#@' starts a plural variable but has no closing '@'")
                }
            }
            flush()
            let argument: Int
            if let position {
                argument = position
            } else if let variable, let first = variableArguments[variable] {
                argument = first
            } else {
                argument = next
                next += 1
            }
            if let variable, variableArguments[variable] == nil { variableArguments[variable] = argument }
            pieces.append(
                .specifier(
                    Specifier(
                        argument: argument, explicitPosition: position != nil, flags: flags, width: width,
                        precision: precision, length: length, conversion: conversion, variable: variable,
                        text: String(String.UnicodeScalarView(scalars[i ..< j])))))
            i = j
        }
        flush()
    }

    package var specifiers: [Specifier] {
        pieces.compactMap { if case .specifier(let s) = $0 { return s } else { return nil } }
    }

    /// Argument number → kind, for comparing a translation with its source. Plural
    /// variables count as integers.
    package var signature: [Int: Kind] {
        var result: [Int: Kind] = [:]
        for s in specifiers { result[s.argument] = s.variable != nil ? .integer : s.kind }
        return result
    }

    /// Writes a signature as `%1$@ %2$d` for messages.
    package static func describe(_ signature: [Int: Kind]) -> String {
        if signature.isEmpty { return "no arguments" }
        return signature.keys.sorted().map { "%\($0)$\(signature[$0]!.rawValue)" }.joined(separator: " ")
    }

    /// The same text with every specifier given an explicit position (`%@ %d` →
    /// `%1$@ %2$d`), or `position` for specifiers without one when it is given.
    package func positional(defaultPosition position: Int? = nil) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): out += text.replacingPercent()
            case .specifier(let s):
                let argument = s.explicitPosition ? s.argument : (position ?? s.argument)
                var body = "%\(argument)$\(s.flags)"
                if let w = s.width { body += "\(w)" }
                if let p = s.precision { body += ".\(p)" }
                body += s.length + String(s.conversion)
                if let v = s.variable { body += v + "@" }
                out += body
            }
        }
        return out
    }
}

extension String {
    /// `%` doubled, so literal text survives being read as a format again.
    func replacingPercent() -> String {
        contains("%") ? replacingOccurrences(of: "%", with: "%%") : self
    }
}
