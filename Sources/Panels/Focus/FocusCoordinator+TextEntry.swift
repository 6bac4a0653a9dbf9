/// Text entry on a stage: the focused node's `TextEntryHandler` gets typed text,
/// composition and keys; hosts ask whether to run the system's text input and where
/// the input method's window belongs.
extension FocusCoordinator {
    /// The focused node's text entry, if it has one.
    var focusedTextEntry: TextEntryHandler? {
        guard let index = focusedIndex else { return nil }
        return scene.tree.interactions[index]?.textEntry
    }

    /// True while a text entry has focus: hosts start the system's text input (and
    /// its input method) only then.
    var wantsTextInput: Bool { focusedTextEntry != nil }

    /// True while a text entry that takes composition has focus (not a concealed one):
    /// hosts run an input method only then.
    var wantsInputMethod: Bool { focusedTextEntry?.usesInputMethod ?? false }

    /// The focused text entry's caret rectangle in window points (its frame when the
    /// entry gives no caret), for the input method's candidate window; nil when no
    /// text entry has focus.
    var textInputRect: Rect? {
        guard let index = focusedIndex, let entry = scene.tree.interactions[index]?.textEntry else { return nil }
        let frame = scene.presentedFrame(ofIndex: index)
        let caret = entry.caretFrame()
        return caret == .zero ? frame : caret.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// Tells the entry that lost focus and the one that gained it.
    /// (A resolve makes new handlers for the same entry: the same focused identity
    /// is the same entry.)
    func updateTextEntryFocus() {
        let now = focusedTextEntry
        let identity = now == nil ? nil : focused
        if identity == activeTextEntryIdentity {
            activeTextEntry = now
            return
        }
        activeTextEntry?.focusChanged(false)
        caretRestart = scene.inputTime
        caretShown = true
        activeTextEntry = now
        activeTextEntryIdentity = identity
        now?.focusChanged(true)
    }
}

// MARK: Repeats, the pointer, the laid-out size and blinking

extension FocusCoordinator {
    /// A held key's repeat (SDL sends them while a key stays down): a focused text
    /// entry acts on each, so a held Backspace keeps deleting and a held arrow keeps
    /// moving. Keys that act once (Return, Esc, Tab) and every other handler see
    /// only the first press.
    func repeatedKeyDown(_ key: KeyName, popoversOpen: Bool) -> Bool {
        guard let entry = focusedTextEntry, !popoversOpen else { return false }
        switch key.rawValue {
        case "Enter", "Escape", "Tab": return false
        default:
            restartCaret()
            let used = entry.key(key, clipboard)
            reportCut(of: entry)
            return used
        }
    }

    /// A paste the focused entry cut at its limit, as a warning naming the entry: what
    /// was left out is never dropped without a word.
    func reportCut(of entry: TextEntryHandler) {
        guard let cut = entry.takeCut() else { return }
        let name = focusedID.map { "\"\($0)\"" } ?? "the focused entry"
        let count = cut.left > EntryEditor.cutCountLimit ? "more than \(EntryEditor.cutCountLimit)" : "\(cut.left)"
        diagnostics()?.report(
            Diagnostic(
                .warning,
                "Paste into \(name): \(count) character\(cut.left == 1 ? "" : "s") did not fit its limit of \(cut.limit) and \(cut.left == 1 ? "was" : "were") left out",
                subject: focusedID))
    }

    /// A primary press on `node` (the frontmost node under it for text selection,
    /// `HitPurpose.textSelection`): when that is in the focused text entry (the press
    /// focused it first), the entry places its caret or selects, and the drag that
    /// follows selects. Returns true when the entry took the press (it then does not
    /// drag what is around the entry).
    func textEntryPressed(_ pointer: PointerEvent, on node: Int32?) -> Bool {
        textEntryPress = nil
        guard let index = focusedIndex, let entry = scene.tree.interactions[index]?.textEntry, let identity = focused
        else { return false }
        var current = node ?? -1
        while current >= 0 && current != index { current = scene.tree.records[Int(current)].parent }
        guard current == index else { return false }
        let frame = scene.presentedFrame(ofIndex: index)
        textEntryPress = (identity, pointer.clickCount)
        restartCaret()
        entry.pointer(
            TextEntryPointer(
                location: Point(x: pointer.location.x - frame.minX, y: pointer.location.y - frame.minY),
                clickCount: pointer.clickCount, extend: pointer.modifiers.contains(.shift)))
        return true
    }

    /// A move while a press that started on a text entry is held: it extends the
    /// selection to the pointer.
    func textEntryDragged(to location: Point) -> Bool {
        guard let press = textEntryPress, let index = scene.indexOfIdentity[press.identity],
            let entry = scene.tree.interactions[index]?.textEntry
        else {
            textEntryPress = nil
            return false
        }
        let frame = scene.presentedFrame(ofIndex: index)
        restartCaret()
        entry.pointer(
            TextEntryPointer(
                location: Point(x: location.x - frame.minX, y: location.y - frame.minY),
                clickCount: press.clickCount, extend: true, isDrag: true))
        return true
    }

    /// Tells the focused text entry its laid-out size (it scrolls its text to keep
    /// the caret in view), and every entry that follows its size while unfocused
    /// (`TextEntryHandler.followsSize`: an `EntryArea` wraps to it).
    func textEntryLaidOut() {
        let frames = scene.targetFrames
        for (index, interaction) in scene.tree.interactions where Int(index) < frames.count {
            guard let entry = interaction.textEntry, entry.followsSize || index == focusedIndex else { continue }
            entry.laidOut(frames[Int(index)].size)
        }
    }

    /// The caret shows solid from now for half a blink (typing, moving, focus).
    func restartCaret() {
        caretRestart = scene.inputTime
        if !caretShown {
            caretShown = true
            focusedTextEntry?.blink(true)
        }
    }

    /// Whether the caret is in the shown half of its blink at `time` (always when
    /// the context does not blink): 0.5 s on, 0.5 s off from the last restart.
    func caretPhase(at time: Double, blinks: Bool) -> Bool {
        guard blinks else { return true }
        let elapsed = time - caretRestart
        guard elapsed.isFinite, elapsed > 0 else { return true }
        return elapsed.truncatingRemainder(dividingBy: 1) < 0.5
    }

    /// Shows or hides the focused entry's caret for `time`.
    func updateCaretBlink(at time: Double, blinks: Bool) {
        guard let entry = focusedTextEntry else {
            caretShown = true
            return
        }
        let shown = caretPhase(at: time, blinks: blinks)
        if shown != caretShown {
            caretShown = shown
            entry.blink(shown)
        }
    }

    func caretBlinkNeedsFrame(at time: Double, blinks: Bool) -> Bool {
        focusedTextEntry != nil && caretPhase(at: time, blinks: blinks) != caretShown
    }

    /// When the focused entry's caret next turns on or off after `time` (nil: no
    /// caret blinks): hosts that sleep while nothing moves wake then.
    func nextCaretBlink(after time: Double, blinks: Bool) -> Double? {
        guard focusedTextEntry != nil, blinks, time.isFinite else { return nil }
        let elapsed = max(0, time - caretRestart)
        return caretRestart + ((elapsed / 0.5).rounded(.down) + 1) * 0.5
    }
}
