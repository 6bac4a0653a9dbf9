/// The keys of a focused entry: what each does to an `EntryEditor`.
extension EntryEditor {
    /// What a key did.
    package enum KeyOutcome: Sendable, Equatable {
        /// The key is not an editing key.
        case ignored
        /// The editor used it (the text, caret or selection may have changed).
        case handled
        /// Return: the owner submits the text.
        case submit
    }

    /// Applies an editing key: arrows (shift extends, ctrl moves by word), Home/End,
    /// Backspace/Delete (ctrl: a word), ctrl+A, ctrl+Z / ctrl+shift+Z / ctrl+Y, ctrl+X /
    /// ctrl+C / ctrl+V through `clipboard`, Return (submit), Esc (clears a non-empty
    /// text; ignored when empty, so the field can be left). With `rules.multiLine`,
    /// Return (and Shift+Return) inserts a line break and Ctrl+Return or Cmd+Return
    /// submits. With `rules.conceals`, ctrl+C and ctrl+X do nothing and word moves and
    /// deletions go to the edges.
    package mutating func apply(_ key: KeyName, clipboard: PanelClipboard) -> KeyOutcome {
        lastPasteCut = 0
        let shift = key.modifiers.contains(.shift)
        let word = key.modifiers.contains(.control) || key.modifiers.contains(.option)
        let conceals = rules.conceals
        let command = key.modifiers.subtracting(.shift) == .control || key.modifiers.subtracting(.shift) == .command
        switch key.rawValue {
        case "ArrowLeft", "ArrowRight":
            let forward = key.rawValue == "ArrowRight"
            if word && conceals {
                moveToEdge(toEnd: forward, extend: shift)
            } else if word {
                moveWord(forward: forward, extend: shift)
            } else {
                move(by: forward ? 1 : -1, extend: shift)
            }
        case "Home": moveToEdge(toEnd: false, extend: shift)
        case "End": moveToEdge(toEnd: true, extend: shift)
        case "Backspace" where word && conceals:
            if !hasSelection { moveToEdge(toEnd: false, extend: true) }
            deleteBackward()
        case "Backspace": if word { deleteWordBackward() } else { deleteBackward() }
        case "Delete": deleteForward()
        case "Enter" where rules.multiLine:
            let submits = key.modifiers.contains(.control) || key.modifiers.contains(.command)
            if submits { return .submit }
            insert("\n")
        case "Enter": return .submit
        case "Escape":
            guard !text.isEmpty else { return .ignored }
            setText("")
        case "a" where command: selectAll()
        case "z" where command: if shift { redo() } else { undo() }
        case "y" where command: redo()
        case "c" where command:
            if hasSelection && !conceals { clipboard.text = selectedText }
        case "x" where command:
            guard hasSelection, !conceals else { return .handled }
            clipboard.text = selectedText
            deleteBackward()
        case "v" where command:
            if let pasted = clipboard.text {
                insert(pasted)
                lastPasteCut = lastCut
            }
        default:
            // Plain character keys arrive as text input; swallow them here so no
            // shortcut elsewhere fires while typing.
            return key.modifiers.isSubset(of: .shift) && key.rawValue.count == 1 || key.rawValue == "Space"
                ? .handled : .ignored
        }
        return .handled
    }
}
