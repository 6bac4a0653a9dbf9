import Foundation

/// Checks a rendered composition the way a reviewer with WCAG 2.2 AA in hand would:
/// the contrast of every caption with the pixels drawn behind it, controls smaller
/// than 44×44 pt, pictures and controls without a label, controls Tab cannot reach.
///
/// Contract:
/// - **Contrast** is measured from `pixels` (the composition's display list drawn at
///   any scale): behind a caption is the most frequent color in its frame (clipped
///   to the image and to every clip around it) that is not its own; its color,
///   composited over that, against it must reach 4.5:1, or 3:1 for large text
///   (`ContrastRatio.minimum(for:)`); group opacity around it counts. Invisible
///   captions (alpha 0), empty text, redacted captions (drawn as bars), captions
///   wholly under an opaque fill drawn after them, and captions hidden from
///   assistive technologies (content behind a modal menu, decoration: WCAG's
///   "incidental" text) are skipped.
/// - **Targets**: buttons, fields, adjustables, toggles, checkboxes, tabs, choices and
///   menu items on screen and enabled must be at least `minimumTarget` points in
///   both directions, drawn or enlarged by `.hitTarget(minimum:)`.
/// - **Labels**: the tree's findings (`AccessibilityTree.findings`).
/// - **Keyboard**: a control Tab does not reach (not focusable, and not a part of a
///   focusable control whose arrow keys reach it) is reported; so is an adjustable
///   value no key can change.
/// - `under` limits the audit to one panel's subtree (a preview cell). Findings come
///   out in reading order within each kind: contrast, targets, labels, keyboard.
package enum AccessibilityAudit {
    /// The smallest side of a control, in points (Apple's and WCAG 2.5.5's 44 pt).
    package static let minimumTarget = 44.0

    /// Every finding for `composition`, whose display list `pixels` is a drawing of (at
    /// any scale): contrast, then targets, then labels, then keyboard, each in reading
    /// order. `root` (a node index) limits it to one subtree; nil audits the whole.
    /// Empty for a composition with no nodes.
    package static func findings(
        in composition: Composition, pixels: PixelImage, under root: Int32? = nil
    ) -> [AccessibilityFinding] {
        let tree = composition.tree
        guard tree.root >= 0, composition.frames.count == tree.count else { return [] }
        var inside = [Bool](repeating: root == nil, count: tree.count)
        if let root, Int(root) < tree.count {
            var stack = [root]
            while let node = stack.popLast() {
                inside[Int(node)] = true
                stack.append(contentsOf: tree.children(of: node))
            }
        }
        var findings: [AccessibilityFinding] = []
        let scale = composition.size.width > 0 ? Double(pixels.width) / composition.size.width : 1
        let order = tree.paintOrder()
        for (position, node) in order.enumerated() where inside[Int(node)] {
            guard case .caption(let content) = tree.kind(of: node),
                !isCovered(composition.frames[Int(node)], after: position, in: order, composition: composition),
                let finding = contrast(of: content, node: node, in: composition, pixels: pixels, scale: scale)
            else { continue }
            findings.append(finding)
        }
        let accessibility = composition.accessibilityTree
        let identities = Set((0 ..< tree.count).filter { inside[$0] }.map { tree.records[$0].identity })
        func isInside(_ element: AccessibilityElement) -> Bool {
            root == nil || (element.source.layer == .main && identities.contains(element.source.identity))
        }
        let controls: Set<AccessibilityRole> = [
            .button, .textField, .secureTextField, .textArea, .adjustable, .toggle, .checkbox, .tab, .choice,
            .menuItem, .spinButton, .radioButton, .link,
        ]
        let elements = accessibility.preorder.map { accessibility.elements[$0] }.filter(isInside)
        for element in elements where controls.contains(element.role) {
            guard !element.states.contains(.offscreen), !element.states.contains(.disabled) else { continue }
            // The pointer's target: the frame as drawn, enlarged by `.hitTarget(minimum:)`.
            let target = HitTest.enlarged(element.frame, to: element.minimumTarget)
            let side = min(target.width, target.height)
            if side < minimumTarget - 0.01 {
                findings.append(
                    AccessibilityFinding(
                        .target, subject: subject(element),
                        detail:
                            "\(DumpFormat.number(target.width))×\(DumpFormat.number(target.height)) pt, needs \(Int(minimumTarget))×\(Int(minimumTarget))",
                        frame: element.frame, measured: side))
            }
        }
        for (finding, index) in zip(accessibility.findings, accessibility.findingElements)
        where isInside(accessibility.elements[index]) {
            findings.append(
                AccessibilityFinding(
                    .unlabeled, subject: subject(accessibility.elements[index]), detail: finding.message,
                    frame: accessibility.elements[index].frame))
        }
        for element in elements where controls.contains(element.role) {
            guard !element.states.contains(.disabled), !element.states.contains(.focusable),
                !isInsideFocusable(element, accessibility)
            else { continue }
            let detail = "Tab does not reach it: make it a Pressable or .focusable()"
            findings.append(
                AccessibilityFinding(.keyboard, subject: subject(element), detail: detail, frame: element.frame))
        }
        return findings
    }

    /// Whether an opaque fill drawn after position `position` of the paint order covers
    /// all of `frame` (text under a menu, say: no contrast to measure).
    static func isCovered(_ frame: Rect, after position: Int, in order: [Int32], composition: Composition) -> Bool {
        for node in order[(position + 1)...] {
            guard case .swatch(let color, _) = composition.tree.kind(of: node), color.alpha == 255 else { continue }
            let cover = composition.frames[Int(node)]
            if cover.minX <= frame.minX && cover.minY <= frame.minY && cover.maxX >= frame.maxX
                && cover.maxY >= frame.maxY
            {
                return true
            }
        }
        return false
    }

    /// Whether a focusable element holds `element`: a part of a composite control (a
    /// segment of a segmented choice) that the arrow keys reach once Tab reaches the whole.
    static func isInsideFocusable(_ element: AccessibilityElement, _ tree: AccessibilityTree) -> Bool {
        var parent = element.parent
        while parent >= 0 {
            let outer = tree.elements[parent]
            if outer.states.contains(.focusable) && outer.role != .scrollArea { return true }
            parent = outer.parent
        }
        return false
    }

    /// `role "label"` for messages (the label cut to 80 characters).
    static func subject(_ element: AccessibilityElement) -> String {
        let label = element.label
        return label.isEmpty ? element.role.rawValue : element.role.rawValue + " " + Diagnostic.quoted(label)
    }

    /// The caption's contrast finding, or nil when it passes or cannot be measured.
    static func contrast(
        of content: CaptionContent, node: Int32, in composition: Composition, pixels: PixelImage, scale: Double
    ) -> AccessibilityFinding? {
        guard content.color.alpha > 0, content.text.contains(where: { !$0.isWhitespace }) else { return nil }
        let tree = composition.tree
        var area = composition.frames[Int(node)]
        var opacity = 1.0
        if tree.accessibility[node]?.hidden == true { return nil }
        var current = tree.parent(of: node)
        while current >= 0 {
            // Hidden from assistive technologies: behind a modal, or decoration. WCAG
            // 1.4.3 exempts such incidental text.
            if tree.accessibility[current]?.hidden == true { return nil }
            // Part of a disabled control: WCAG 1.4.3 exempts inactive components.
            if let control = tree.interactions[current], control.onTap != nil || control.control != nil,
                !control.acceptsPointer
            {
                return nil
            }
            if tree.accessibility[current]?.states.contains(.disabled) == true { return nil }
            let kind = tree.kind(of: current)
            if kind.traits.clip(kind) != nil {
                area = area.intersection(composition.frames[Int(current)])
            }
            switch kind {
            case .effect(.redaction): return nil  // drawn as a placeholder bar, not as text
            case .effect(.opacity(let value)): opacity *= value
            default: break
            }
            current = tree.parent(of: current)
        }
        // Clipped away entirely (a column of a grid scrolled out of view): not seen.
        guard area.width > 0 && area.height > 0 else { return nil }
        var text = content.color
        text.alpha = UInt8((Double(text.alpha) * min(max(opacity, 0), 1)).rounded())
        guard text.alpha > 0 else { return nil }
        let minX = max(0, Int((area.minX * scale).rounded(.down)))
        let minY = max(0, Int((area.minY * scale).rounded(.down)))
        let maxX = min(pixels.width, Int((area.maxX * scale).rounded(.up)))
        let maxY = min(pixels.height, Int((area.maxY * scale).rounded(.up)))
        guard maxX > minX, maxY > minY else { return nil }
        // At most about 40,000 samples, evenly spread.
        let stride = max(1, Int((Double((maxX - minX) * (maxY - minY)) / 40_000).squareRoot().rounded(.up)))
        var counts: [UInt32: Int] = [:]
        var y = minY
        while y < maxY {
            var x = minX
            while x < maxX {
                let i = (y * pixels.width + x) * 4
                let key = UInt32(pixels.bytes[i]) << 16 | UInt32(pixels.bytes[i + 1]) << 8 | UInt32(pixels.bytes[i + 2])
                counts[key, default: 0] += 1
                x += stride
            }
            y += stride
        }
        func color(_ key: UInt32) -> RGBA {
            RGBA(red: UInt8(key >> 16 & 0xFF), green: UInt8(key >> 8 & 0xFF), blue: UInt8(key & 0xFF), alpha: 255)
        }
        func distance(_ key: UInt32) -> Int {
            let c = color(key)
            return abs(Int(c.red) - Int(text.red)) + abs(Int(c.green) - Int(text.green))
                + abs(Int(c.blue) - Int(text.blue))
        }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        guard let behind = (ranked.first { distance($0.key) > 48 } ?? ranked.first).map({ color($0.key) }) else {
            return nil
        }
        let drawn = ContrastRatio.composited(text, over: behind)
        let ratio = ContrastRatio.between(drawn, behind)
        let needed = ContrastRatio.minimum(for: content.style)
        guard (ratio * 100).rounded(.down) / 100 < needed else { return nil }
        let large = needed < 4.5 ? "large text" : "text"
        return AccessibilityFinding(
            .contrast, subject: Diagnostic.quoted(content.text),
            detail:
                "\(String(format: "%.2f", ratio)):1 (\(hex(drawn)) on \(hex(behind))), needs \(DumpFormat.number(needed)):1 for \(large) (\(DumpFormat.number(content.style.size)) pt \(content.style.weight))",
            frame: composition.frames[Int(node)], measured: ratio)
    }

    static func hex(_ color: RGBA) -> String {
        "#"
            + [color.red, color.green, color.blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
            .joined()
    }
}
