/// A text entry of several lines that grows as its text wraps: from `lines.lowerBound`
/// lines to `lines.upperBound`, then its lines scroll to keep the caret in view. Its
/// text lives in the owner's `Ref<String>`; `EntryFieldState` keeps its editing state.
///
/// Contract: everything of `EntryField` (caret, selection, grapheme editing, word
/// moves, undo, clipboard, input method composition, click / Shift+click / double and
/// triple click / drag selection, placeholder, `characterLimit(_:)`, `onChange`, the
/// caret's blink, one focus ring), and:
/// - Return (and Shift+Return) inserts a line break; Ctrl+Return or Cmd+Return calls
///   `onSubmit` (text the handler sets stays). Pasted and composed line breaks are
///   kept (`\r\n` and `\r` become `\n`).
/// - Text wraps at spaces to the area's width (inside a word only when it alone is
///   wider), right to left and mixed text included (`EntryAreaLayout`); it wraps once
///   the area is laid out on a stage.
/// - Up and Down move the caret to the line above or below, at the same x (kept while
///   they repeat); on the first (last) line they go to the text's start (end). Home
///   and End go to the line's edges. Shift extends the selection.
/// - The height is the number of lines (held to `lines`) times the line height of the
///   context's text size (`PanelContext.textSize`), plus the field's insets.
/// - To assistive technologies it is a `textArea` labelled by its placeholder, with its
///   text as value and its selection.
/// Setting the lines is linear in the text's length per edit.
public struct EntryArea: PrimitivePanel {
    @usableFromInline package var text: Ref<String>
    @usableFromInline package var placeholder: Caption
    @usableFromInline package var state: EntryFieldState
    /// How many lines it shows: grows from the lower bound to the upper one.
    @usableFromInline package var lines: ClosedRange<Int>
    @usableFromInline package var limit: Int?
    @usableFromInline package var onChange: ((String) -> Void)?
    @usableFromInline package var onSubmit: ((String) -> Void)?

    /// An area editing `text`, showing `placeholder` (as written) while empty, from
    /// `lines.lowerBound` to `lines.upperBound` lines tall (held to 1…1,000; default 1…5);
    /// `onChange` runs after each edit, `onSubmit` on Ctrl+Return or Cmd+Return.
    public init(
        text: Ref<String>, placeholder: String = "", state: EntryFieldState, lines: ClosedRange<Int> = 1 ... 5,
        onChange: ((String) -> Void)? = nil, onSubmit: ((String) -> Void)? = nil
    ) {
        self.init(
            text: text, placeholder: Caption(placeholder), state: state, lines: lines, onChange: onChange,
            onSubmit: onSubmit)
    }

    /// An area showing the `placeholder` caption while empty; the rest as in the initializer
    /// taking a string placeholder.
    public init(
        text: Ref<String>, placeholder: Caption, state: EntryFieldState, lines: ClosedRange<Int> = 1 ... 5,
        onChange: ((String) -> Void)? = nil, onSubmit: ((String) -> Void)? = nil
    ) {
        self.text = text
        self.placeholder = placeholder
        self.state = state
        // At least one line, at most 1,000 (a larger range is held to that).
        let lower = min(max(lines.lowerBound, 1), 1_000)
        self.lines = lower ... min(max(lines.upperBound, lower), 1_000)
        self.onChange = onChange
        self.onSubmit = onSubmit
    }

    /// This area with at most `limit` grapheme clusters typed, pasted or composed
    /// (nil: no limit; line breaks count). See `EntryRules.limit`.
    public func characterLimit(_ limit: Int?) -> EntryArea {
        var copy = self
        copy.limit = limit
        return copy
    }

    var rules: EntryRules { EntryRules(multiLine: true, limit: limit) }

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let state = state
        let text = text
        let onChange = onChange
        let onSubmit = onSubmit
        let rules = rules
        let range = lines
        let editor = state.editor.text == text.value ? state.editor : EntryEditor(text: text.value, rules: rules)
        let focused = state.isFocused
        let caretBlink = state.caretBlink
        let fieldWidth = state.fieldWidth
        let placeholder = placeholder
        let handler = TextEntryHandler.editing(
            state: state, text: text, rules: rules, onChange: onChange, onSubmit: onSubmit,
            caretFrame: { state.drawnArea.caretRect.offsetBy(dx: EntryLine.insetX, dy: EntryLine.insetY) },
            press: { EntryArea.press($0, state: state) },
            lineKey: { EntryArea.moveByLine($0, state: state) }, forgetColumn: { state.goalX = nil })
        handler.followsSize = true
        return ContextReader { context in
            let tint = context.color(named: "tint")
            let direction = context.layoutDirection
            let areaWidth = max(0, fieldWidth - 2 * EntryLine.insetX)
            let layout = EntryAreaLayout(
                editor, context: context, areaWidth: areaWidth, range: range, previous: state.drawnArea)
            let _ = state.drawnArea = layout
            let height = Double(layout.visibleLines) * layout.lineHeight
            Swatch(.clear)
                .frame(height: height)
                .overlay(alignment: .topLeading) {
                    if editor.text.isEmpty && editor.marked.isEmpty {
                        placeholder.foreground(named: "secondaryLabel").layoutDirection(direction)
                            .frame(
                                maxWidth: .infinity, maxHeight: .infinity,
                                alignment: direction == .rightToLeft ? .topTrailing : .topLeading)
                    }
                }
                .padding(horizontal: EntryLine.caretRoom)
                .overlay(alignment: .topLeading) {
                    EntryArea.linesInView(
                        layout, focused: focused, caret: caretBlink, direction: direction, context: context
                    )
                    .offset(x: EntryLine.caretRoom)
                }
                .clipped()
                .layoutDirection(.leftToRight)  // lines place their layers by x from the left
                .padding(horizontal: EntryLine.insetX - EntryLine.caretRoom, vertical: EntryLine.insetY)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(named: "background", cornerRadius: 10)
                .border(focused ? tint : context.color(named: "separator"), width: focused ? 2 : 1, cornerRadius: 10)
        }
        .focusable()
        .textEntry(handler)
        .hitTarget()  // 40 pt tall at the standard size: the pointer finds it within 44
        .accessibility(role: .textArea, value: AccessibilityText(editor.text))
        // The placeholder names the area unless the app labels it.
        .accessibilityDefaultLabel(AccessibilityText(placeholder))
        .accessibilityTextSelection(editor.selection)
    }

    /// The lines in view, each drawn as `EntryField` draws its one line, at its place.
    @PanelBuilder
    static func linesInView(
        _ layout: EntryAreaLayout, focused: Bool, caret: LiveValue, direction: LayoutDirection,
        context: PanelContext
    ) -> some Panel {
        let caretLine = layout.line(of: layout.caret)
        let shown = Array(layout.linesInView)
        Layers(alignment: .topLeading) {
            Each(shown, id: \.self) { index in
                let line = layout.lines[index]
                let drawn = EntryArea.entryLine(line, index: index, layout: layout, context: context)
                EntryField.lineLayers(
                    drawn.line, focused: focused, caret: index == caretLine ? caret : nil,
                    direction: direction, context: context, captionX: drawn.captionX
                )
                .offset(x: line.originX, y: Double(index) * layout.lineHeight - layout.scrollY)
            }
        }
    }

    /// Line `index` as one `EntryLine` (its caret, selection and marked text in its
    /// own positions), measured for drawing, and where its caption stands: the text
    /// without the spaces that end it (they hang, unseen), over the clusters it
    /// covers, so the drawn glyphs and the caret stops agree in either direction.
    static func entryLine(
        _ line: EntryAreaLayout.Line, index: Int, layout: EntryAreaLayout, context: PanelContext
    ) -> (line: EntryLine, captionX: Double) {
        var drawn = EntryLine()
        drawn.stops = line.stops
        drawn.height = layout.lineHeight
        let lineRange = line.start ..< max(line.start, line.end)
        func local(_ range: Range<Int>) -> Range<Int> {
            let clamped = range.clamped(to: lineRange)
            return (clamped.lowerBound - line.start) ..< (clamped.upperBound - line.start)
        }
        drawn.selection = layout.selection.overlaps(lineRange) ? local(layout.selection) : 0 ..< 0
        drawn.marked = layout.marked.overlaps(lineRange) ? local(layout.marked) : 0 ..< 0
        drawn.caret = min(max(layout.caret - line.start, 0), line.end - line.start)
        let trailing = line.text.reversed().prefix { $0.isWhitespace }.count
        let ink = line.stops.clusters.dropLast(trailing)
        drawn.shown = String(line.text.dropLast(trailing))
        let measured = context.textMeasurer?.layout(
            drawn.shown, style: context.scaledTextStyle, maxWidth: nil, lineLimit: 1)
        let inkMin = ink.map(\.minX).min() ?? 0
        let inkMax = ink.map(\.maxX).max() ?? 0
        drawn.captionWidth = max(inkMax - inkMin, measured?.lines.map(\.width).max() ?? 0)
        // Right to left the renderer ends the line at the caption's right edge.
        let captionX = context.layoutDirection == .rightToLeft ? inkMax - drawn.captionWidth : inkMin
        return (drawn, captionX)
    }

    /// Up, Down, Home and End (Shift extends) by the lines drawn last. Returns false
    /// for other keys.
    static func moveByLine(_ key: KeyName, state: EntryFieldState) -> Bool {
        guard key.modifiers.isSubset(of: .shift) else { return false }
        let extend = key.modifiers.contains(.shift)
        guard state.editor.marked.isEmpty else { return false }
        let layout = state.drawnArea.current(for: state.editor)
        guard layout.lines.count > 0 else { return false }
        let caret = min(layout.caret, layout.lines[layout.lines.count - 1].end)
        let index = layout.line(of: caret)
        let target: Int
        switch key.rawValue {
        case "ArrowUp", "ArrowDown":
            let x = state.goalX ?? layout.caretX(caret)
            let next = index + (key.rawValue == "ArrowUp" ? -1 : 1)
            if next < 0 {
                target = 0
            } else if next >= layout.lines.count {
                target = state.editor.count
            } else {
                target = layout.position(onLine: next, x: x)
            }
            state.goalX = x
        case "Home", "End":
            let line = layout.lines[index]
            if key.rawValue == "Home" {
                target = line.start
            } else {
                target = line.endsParagraph || line.end == line.start ? line.end : line.end - 1
            }
            state.goalX = nil
        default:
            return false
        }
        state.edit { $0.place(layout.textIndex(target), extend: extend) }
        return true
    }

    /// A press (or its drag) at `pointer`: as `EntryField.press`, on the lines drawn last.
    static func press(_ pointer: TextEntryPointer, state: EntryFieldState) {
        let layout = state.drawnArea.current(for: state.editor)
        let point = Point(
            x: pointer.location.x - EntryLine.insetX, y: pointer.location.y - EntryLine.insetY)
        let stop = layout.textIndex(layout.position(at: point))
        state.edit { editor in
            if !editor.marked.isEmpty { editor.compose("") }
            switch pointer.clickCount {
            case ...1: editor.place(stop, extend: pointer.extend)
            case 2:
                if pointer.isDrag { editor.place(stop, extend: true) } else { editor.selectWord(at: max(0, stop)) }
            default: editor.selectAll()
            }
        }
    }
}
