/// A layout session's set captions: `LayoutSession.captionWidths` slots per caption
/// (from the caption's `LayoutNode.aux`), each holding the width a caption was set at,
/// the size of that setting and the setting itself.
///
/// Contract: a slot is empty while its width is NaN; only filled slots hold a
/// `TextLayout` (the memory of empty ones is never read, written or destroyed), so a
/// session of many captions starts with one pass over a buffer of widths instead of
/// building an array of optional layouts, and ends by releasing only what it set.
/// Widths: -1 for a setting with no wrapping, else the width in points. The owner
/// calls `free()` once. Not thread-safe (one session, one thread).
struct CaptionSettings {
    private(set) var widths: PodBuffer<Double>
    private(set) var sizes: PodBuffer<SIMD2<Double>>
    private var layouts: UnsafeMutablePointer<TextLayout>
    private var capacity: Int

    /// The bytes the slots hold (widths, sizes and room for the settings).
    var heldBytes: Int {
        widths.heldBytes + sizes.heldBytes + capacity * MemoryLayout<TextLayout>.stride
    }

    /// The number of slots.
    var count: Int { widths.count }

    /// `count` empty slots.
    init(count: Int) {
        widths = PodBuffer(count: count, repeating: .nan)
        sizes = PodBuffer(uninitializedCount: count)
        capacity = max(count, 1)
        layouts = .allocate(capacity: capacity)
    }

    /// The setting in slot `k` (filled).
    @inline(__always)
    func layout(_ k: Int) -> TextLayout {
        assert(!widths[k].isNaN)
        return layouts[k]
    }

    /// Whether slot `k` is empty.
    @inline(__always)
    func isEmpty(_ k: Int) -> Bool { widths[k].isNaN }

    /// Fills slot `k` (empty or not) with `layout`, set at `width` (moved in: no
    /// reference counted).
    @inline(__always)
    func set(_ k: Int, _ layout: consuming TextLayout, width: Double) {
        let size = layout.size
        sizes[k] = SIMD2(size.width, size.height)
        if widths[k].isNaN {
            (layouts + k).initialize(to: layout)
        } else {
            layouts[k] = layout
        }
        widths[k] = width
    }

    /// Moves what slot `from` holds into slot `to` (both filled).
    func copy(_ from: Int, to: Int) {
        layouts[to] = layouts[from]
        widths[to] = widths[from]
        sizes[to] = sizes[from]
    }

    /// Empties slot `k`.
    func clear(_ k: Int) {
        guard !widths[k].isNaN else { return }
        (layouts + k).deinitialize(count: 1)
        widths[k] = .nan
    }

    /// Adds `more` empty slots at the end.
    mutating func grow(by more: Int) {
        let newCount = count + more
        if newCount > capacity {
            let newCapacity = max(newCount, capacity * 2)
            let moved = UnsafeMutablePointer<TextLayout>.allocate(capacity: newCapacity)
            for k in 0 ..< count where !widths[k].isNaN {
                (moved + k).moveInitialize(from: layouts + k, count: 1)
            }
            layouts.deallocate()
            layouts = moved
            capacity = newCapacity
        }
        widths.grow(to: newCount, with: .nan)
        sizes.grow(to: newCount, with: .zero)
    }

    /// Releases every setting and gives the memory back.
    func free() {
        for k in 0 ..< count where !widths[k].isNaN { (layouts + k).deinitialize(count: 1) }
        layouts.deallocate()
        widths.free()
        sizes.free()
    }
}
