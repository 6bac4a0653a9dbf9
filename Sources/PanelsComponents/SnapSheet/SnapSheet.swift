import Panels

/// A sheet over other content, dragged between resting heights (detents) from the
/// bottom of its container — the list over a map on search screens.
///
/// ```swift
/// SnapSheet(state: sheetState, detent: Ref(model, \.detent), parallax: 0.5) { height in
///     MapBackdrop().offset(y: -height / 2)
/// } content: {
///     Scroller { LongList(model.rows, id: \.id) { row in RowView(row) } }
/// }
/// ```
///
/// Contract:
/// - **Look.** The sheet spans the container's width with rounded top corners
///   (`cornerRadius`, 12 pt) on `color` (default: the named "background"), a grab
///   handle (`handleSize`, 36×5 pt, centered, 6 pt from the top) and `content` below
///   the handle, sized to the highest detent. Behind it, `backdrop` (given the
///   height of the detent the sheet rests at) fills the container under a black
///   dimming of `SnapSheetPhysics.dimming` (0 at the middle detent, 40 % at the top)
///   of the height drawn. While a drag or its settling spring moves the sheet away
///   from its detent, the backdrop is drawn moved by `parallax` times the sheet's
///   movement (0: it stays; 0.5: half the sheet's speed).
/// - **Drawing a drag.** A drag frame changes only `SnapSheetState.lift`, a
///   `LiveValue`: the sheet, the backdrop's parallax and the dimming are drawn from it
///   with no resolve and no layout; the tree resolves when a drag begins and ends.
/// - **Detents** (`SnapDetent`; default 96 pt, half, full less 48 pt) are sorted by
///   height; `detent` names the one the sheet rests at. Writing it (inside
///   `animate(_:)` to move) moves the sheet; the sheet writes it when a drag settles.
/// - **Dragging** anywhere on the sheet moves it 1:1 between the lowest and the
///   highest detent, rubber-banded past them. A drag that begins while the sheet
///   still springs takes it from where it is drawn, not from the detent it moves to. On release it settles at the detent
///   nearest the projected height (`SnapSheetPhysics`) on a 0.4 s, 0.9-damped spring
///   from the release velocity.
/// - **Accessibility.** The sheet is a `dialog` labelled "Sheet" (in the context's
///   language) whose value names its detent ("half height, 2 of 3"); increment and
///   decrement move it to the next detent up or down (`keyboardMotion`).
/// - **Hand-off** with a `Scroller` in `content`, continuous in one gesture: up, the
///   sheet rises to its top detent and the rest of the drag scrolls the list; down,
///   the list scrolls back to its top and the rest moves the sheet. Below the top
///   detent the list does not scroll; released at the top, the list takes the
///   velocity (a fling that reaches the list's top bounces; the sheet stays).
/// - Ids: `snapsheet` (the sheet), `snapsheet.handle`, `snapsheet.dimming`.
public struct SnapSheet<Backdrop: Panel, Content: Panel>: Panel {
    let state: SnapSheetState
    let detent: Ref<SnapDetent>
    let detents: [SnapDetent]
    let color: RGBA?
    let parallax: Double
    let backdrop: (Double) -> Backdrop
    let content: Content

    public static var cornerRadius: Double { 12 }
    public static var handleSize: Size { Size(width: 36, height: 5) }
    public static var handleTop: Double { 6 }
    /// The blur radius of the sheet's shadow (points).
    public static var shadowRadius: Double { 10 }

    public init(
        state: SnapSheetState, detent: Ref<SnapDetent>, detents: [SnapDetent] = SnapDetent.standard,
        color: RGBA? = nil, parallax: Double = 0,
        @PanelBuilder backdrop: @escaping (Double) -> Backdrop,
        @PanelBuilder content: () -> Content
    ) {
        self.state = state
        self.detent = detent
        self.detents = detents.isEmpty ? SnapDetent.standard : detents
        self.color = color
        self.parallax = parallax.isFinite ? parallax : 0
        self.backdrop = backdrop
        self.content = content()
    }

    public var body: some Panel {
        let state = state
        let detent = detent
        let detents = detents
        let parallax = parallax
        let resting = detent.value
        // Only the detent and whether a drag holds the sheet are read here: where a
        // drag or the spring after it draws the sheet is `state.lift`, a live value
        // read at each frame (no resolve, no layout per drag frame).
        let _ = state.isDragging
        Measured { size in
            let sorted = detents.map { ($0, $0.height(in: size.height)) }.sorted { $0.1 < $1.1 }
            let heights = sorted.map(\.1)
            let height = resting.height(in: size.height)
            let _ = state.configure(heights: heights, container: size.height, resting: height)
            let middle = heights[heights.count / 2]
            let top = heights.last ?? 0
            Layers(alignment: .topLeading) {
                backdrop(height)
                    .offset(following: state.lift) { Point(x: 0, y: -parallax * $0) }
                    .frame(width: size.width, height: size.height, alignment: .topLeading)
                    .clipped()
                Swatch(SnapSheetPhysics.dimmingColor(height, middle: middle, top: top))
                    .color(following: state.lift) {
                        SnapSheetPhysics.dimmingColor(height + $0, middle: middle, top: top)
                    }
                    .frame(width: size.width, height: size.height)
                    .id("snapsheet.dimming")
                let place = sorted.firstIndex { $0.0 == resting } ?? sorted.firstIndex { $0.1 >= height } ?? 0
                ContextReader { context in
                    panel(width: size.width, top: top)
                        .accessibility(role: .dialog, label: AccessibilityText(toolkit: .sheet))
                        .accessibilityAdjustable(
                            value: AccessibilityText(
                                Caption(
                                    toolkit: .placeOf,
                                    arguments: .text(SnapSheet.name(of: sorted[place].0, in: context)),
                                    .integer(place + 1), .integer(sorted.count))),
                            increment: {
                                guard place + 1 < sorted.count else { return }
                                animate(SnapSheet.keyboardMotion) { detent.value = sorted[place + 1].0 }
                            },
                            decrement: {
                                guard place > 0 else { return }
                                animate(SnapSheet.keyboardMotion) { detent.value = sorted[place - 1].0 }
                            }
                        )
                        .onPointerDrag(
                            axes: .vertical,
                            leading: { drag in
                                switch drag.phase {
                                case .changed: return state.lead(drag.delta)
                                case .ended: return state.leadRelease(drag.velocity)
                                default: return drag.delta
                                }
                            },
                            handingOff: { drag in
                                switch drag.phase {
                                case .began:
                                    // From where the sheet is drawn: mid-spring that is
                                    // short of the detent by what the motion has to go.
                                    let resting = detent.value.height(in: state.container)
                                    let shown = drag.frame.minY - drag.targetFrame.minY
                                    state.begin(at: resting - (shown.isFinite ? shown : 0))
                                    return .zero
                                case .changed:
                                    return state.take(drag.delta)
                                case .ended, .cancelled:
                                    guard state.isDragging else { return .zero }
                                    let velocity = drag.phase == .ended ? -drag.velocity.y : 0
                                    let (index, motion) = state.release(velocity: velocity)
                                    // Laid out at the new detent at once, drawn from where
                                    // the drag left it, springing there (the lift).
                                    state.end(settlingAt: sorted[index].1, motion: motion)
                                    detent.value = sorted[index].0
                                    return .zero
                                }
                            }
                        )
                        .offset(y: size.height - height)
                        .offset(following: state.lift) { Point(x: 0, y: -$0) }
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .clipped()
        }
    }

    /// How the sheet moves when assistive technologies step it to another detent.
    public static var keyboardMotion: Motion { .easeInOut(0.35) }

    /// A detent as assistive technologies announce it, in the context's language.
    static func name(of detent: SnapDetent, in context: PanelContext) -> String {
        let caption =
            switch detent {
            case .collapsed: Caption(toolkit: .collapsed)
            case .half: Caption(toolkit: .halfHeight)
            case .expanded: Caption(toolkit: .expanded)
            case .height(let points): Caption(toolkit: .pointsHigh, arguments: .integer(SnapSheet.whole(points)))
            case .fraction(let fraction):
                Caption(toolkit: .percentHigh, arguments: .integer(SnapSheet.whole(fraction * 100)))
            case .belowTop(let gap): Caption(toolkit: .pointsBelowTop, arguments: .integer(SnapSheet.whole(gap)))
            }
        return AccessibilityText(caption).text(in: context)
    }

    /// `value` rounded to a whole number, held within ±1e9 (not finite: 0).
    private static func whole(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value, -1e9), 1e9).rounded()) : 0
    }

    /// The sheet itself: handle and content, sized to the highest detent, with an
    /// apron below it so rubber-banding above the top never shows a gap.
    private func panel(width: Double, top: Double) -> some Panel {
        ContextReader { context in
            let dark = context.appearance == .dark
            let handleColor = dark ? RGBA(hex: 0x5A5A5E) : RGBA(hex: 0xC7C7CC)
            let color = sheetColor(dark: dark)
            let shadow = RGBA(hex: 0x000000, opacity: dark ? 0.5 : 0.18)
            // An opaque sheet hides its shadow except above its top edge: the shadow is
            // cast by a band at the top (taller than the blur reaches, so the pixels
            // are the same) instead of the whole sheet, which blended a translucent
            // full-screen rectangle every frame only to cover it.
            let band = color.alpha == 255 ? min(top + 160, 4 * Self.shadowRadius + 2 * Self.cornerRadius) : top + 160
            Layers(alignment: .top) {
                Swatch(color.withOpacity(0)).frame(width: width, height: band)
                    .shadow(shadow, radius: Self.shadowRadius)
                Column(alignment: .center, spacing: 0) {
                    Swatch(handleColor, cornerRadius: Self.handleSize.height / 2)
                        .frame(width: Self.handleSize.width, height: Self.handleSize.height)
                        .padding(EdgeInsets(top: Self.handleTop, bottom: 5))
                        .pointerShape(.resizeUpDown)
                        .id("snapsheet.handle")
                    content
                        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
                }
                .frame(width: width, height: top + 160, alignment: .top)
                .background(color)
                .clipped(corners: CornerRadii(topLeading: Self.cornerRadius, topTrailing: Self.cornerRadius))
            }
            .id("snapsheet")
        }
    }

    private func sheetColor(dark: Bool) -> RGBA {
        color ?? (dark ? RGBA(hex: 0x1C1C1E) : RGBA(hex: 0xFFFFFF))
    }
}
