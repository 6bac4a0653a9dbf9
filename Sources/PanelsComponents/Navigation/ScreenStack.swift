import Panels

/// Screens pushed and popped from a `ScreenPath` the app owns: the root, then one
/// screen per destination, each under a title bar with a back control.
///
/// ```swift
/// ScreenStack(path: model.path, rootTitle: Caption("Studios"), title: { Caption($0.name) }) {
///     StudioList(model: model)          // calls model.path.push(studio) on a row
/// } destination: { studio in
///     StudioDetail(studio: studio)
/// }
/// ```
///
/// Contract:
/// - **Motion** (`ScreenStackLook`): a push slides the new screen in from the trailing
///   edge over 0.35 s ease-in-out while the covered screen moves 30 % of the width the
///   same way and dims by 10 % black, the moving screen casting a shadow on its
///   leading edge; a pop is the reverse. Mirrored right to left. With less motion
///   (`PanelContext.reduceMotion`) screens change at once. Slides are drawn from a
///   live value: a slide frame does not resolve or lay out the tree.
/// - **Back**: the back control in the title bar, Esc and Alt+Left pop the top screen
///   (the root has no back control and leaves those keys to others). A drag that
///   starts within 20 pt of the leading edge of a pushed screen moves it with the
///   pointer, uncovering the screen under it; released past half the width or faster
///   than 500 pt/s toward the trailing edge it pops, otherwise it slides back (flung
///   back faster than 500 pt/s, it slides back even past half). A drag that starts on
///   a screen still sliding in (or springing back from a drag) catches it where it is
///   drawn; a screen sliding out is not caught.
/// - **State**: every screen of the path stays in the tree (covered screens offstage:
///   laid out but not drawn, hit or read, see `Presence`), so each keeps its state and
///   scroll position while covered. Keyboard focus in a screen that gets covered is
///   set aside and returns to the same panel when the screen shows again. While a
///   screen slides in, neither it nor the one it covers takes input; when one slides
///   out, the screen it uncovers is the top at once (focus returns, Esc pops it).
/// - **Accessibility**: only the top screen is in the tree read by assistive
///   technologies; its title is a heading, the back control a button "Back" (in the
///   context's language) whose hint names the screen it returns to.
/// - Ids: `screenstack` (the stack), `screenstack.back` (the top screen's back control).
public struct ScreenStack<Destination: Hashable, Root: Panel, Screen: Panel>: Panel {
    let path: ScreenPath<Destination>
    let rootTitle: Caption
    let title: (Destination) -> Caption
    let showsTitleBar: Bool
    let root: Root
    let destination: (Destination) -> Screen

    /// A stack showing `root` (titled `rootTitle`) under the screens of `path`, each
    /// made by `destination` and titled by `title`. Without `showsTitleBar`, screens
    /// have no bar (and so no back control; Esc, Alt+Left and the edge drag still pop).
    public init(
        path: ScreenPath<Destination>, rootTitle: Caption, title: @escaping (Destination) -> Caption,
        showsTitleBar: Bool = true,
        @PanelBuilder root: () -> Root,
        @PanelBuilder destination: @escaping (Destination) -> Screen
    ) {
        self.path = path
        self.rootTitle = rootTitle
        self.title = title
        self.showsTitleBar = showsTitleBar
        self.root = root()
        self.destination = destination
    }

    /// One screen of the drawing: its depth (0: the root) and destination.
    struct Entry {
        var depth: Int
        var destination: Destination?
        var role: ScreenRole
        var id: ScreenKey<Destination> { ScreenKey(depth: depth, destination: destination) }
    }

    public var body: some Panel {
        let path = path
        let entries = Self.entries(path)
        let titles = entries.map { $0.destination.map(title) ?? rootTitle }
        ContextReader { context in
            let sign: Double = context.layoutDirection == .rightToLeft ? -1 : 1
            let dark = context.appearance == .dark
            let background = context.color(named: "background")
            Measured { size in
                let width = size.width
                Layers(alignment: .topLeading) {
                    Each(Array(entries.enumerated()), id: \.element.id) { index, entry in
                        screen(entry, index: index, titles: titles)
                            .frame(width: size.width, height: size.height, alignment: .top)
                            .background(background)
                            .overlay(dimming(entry.role))
                            .shadow(
                                Self.casts(entry.role) ? ScreenStackLook.shadow(dark: dark) : .clear,
                                radius: ScreenStackLook.shadowRadius
                            )
                            .presence(Self.presence(entry.role))
                            .offset(following: path.slide) { [role = entry.role] p in
                                Point(x: sign * width * role.shift(slide: p), y: 0)
                            }
                    }
                }
                .frame(width: size.width, height: size.height, alignment: .topLeading)
            }
            .clipped()
            .onPointerDrag(
                axes: .horizontal,
                leading: { drag in Self.dragMoved(drag, path: path, sign: sign) },
                handingOff: { drag in Self.dragPhase(drag, path: path, sign: sign) }
            )
            .id("screenstack")
        }
    }

    /// The screens to draw, bottom first, each with its role; notes a push or pop
    /// since the last resolve and starts its slide.
    static func entries(_ path: ScreenPath<Destination>) -> [Entry] {
        let _ = path.generation
        let now = path.screens
        let before = path.shown ?? now
        path.shown = now
        if before != now && !path.dragging {
            if now.count < before.count && Array(before.prefix(now.count)) == now, let last = before.last {
                // A pop: the old top slides out from where it is drawn.
                path.departing = (last, before.count)
                path.moving = true
                let remaining = path.slide.drawnValue
                path.slide.animate(
                    to: 0, motion: remaining >= 1 ? ScreenStackLook.motion : .easeOut(0.35 * remaining),
                    completion: { [weak path] in path?.slideEnded() })
            } else if now.count > before.count && Array(now.prefix(before.count)) == before {
                // A push: the new top slides in from the trailing edge.
                path.departing = nil
                path.moving = true
                path.slide.animate(
                    from: 0, to: 1, motion: ScreenStackLook.motion,
                    completion: { [weak path] in path?.slideEnded() })
            } else {
                // Replaced: the new top shows at once.
                path.departing = nil
                path.moving = false
                path.slide.value = 1
            }
        }
        var entries: [Entry] = [Entry(depth: 0, destination: nil, role: .covered)]
        for (index, screen) in now.enumerated() {
            entries.append(Entry(depth: index + 1, destination: screen, role: .covered))
        }
        let top = entries.count - 1
        if let departing = path.departing, path.moving {
            entries.append(
                Entry(depth: departing.depth, destination: departing.destination, role: .front(departing: true)))
            entries[top].role = .back(uncovered: true)
        } else if path.moving && top > 0 {
            entries[top].role = .front(departing: false)
            entries[top - 1].role = .back(uncovered: false)
        } else {
            entries[top].role = .top
        }
        return entries
    }

    static func presence(_ role: ScreenRole) -> Presence {
        switch role {
        case .top: .shown
        case .front(let departing): departing ? .inert : .shown
        case .back(let uncovered): uncovered ? .shown : .inert
        case .covered: .offstage
        }
    }

    static func casts(_ role: ScreenRole) -> Bool {
        if case .front = role { return true }
        return false
    }

    /// The black over the screen under a moving one: 10 % when fully covered.
    func dimming(_ role: ScreenRole) -> some Panel {
        let isBack: Bool = if case .back = role { true } else { false }
        return Swatch(.clear)
            .color(following: path.slide) { p in
                isBack ? RGBA(hex: 0x000000, opacity: ScreenStackLook.coveredDim * min(1, max(0, p))) : .clear
            }
    }

    /// A screen under its title bar; pushed screens pop on Esc and Alt+Left.
    @PanelBuilder
    func screen(_ entry: Entry, index: Int, titles: [Caption]) -> some Panel {
        let path = path
        let depth = entry.depth
        let isPushed = depth > 0
        let pop = { if path.depth == depth { path.pop() } }
        Column(spacing: 0) {
            if showsTitleBar {
                ScreenTitleBar(
                    title: titles[index], back: isPushed ? titles[max(0, depth - 1)] : nil, onBack: pop)
            }
            if let destination = entry.destination {
                self.destination(destination)
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
            } else {
                root.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
            }
        }
        .onKey(isPushed ? .escape : KeyName("Escape", modifiers: [.control, .option, .shift, .command]), pop)
        .onKey(
            isPushed
                ? KeyName.left.with(.option) : KeyName("ArrowLeft", modifiers: [.control, .option, .shift, .command]),
            pop)
    }

    // MARK: The back drag

    /// A drag's first event: a back drag starts within the edge strip of a pushed
    /// screen (taking a screen that still slides in from where it is drawn).
    static func dragPhase(_ drag: PointerDrag, path: ScreenPath<Destination>, sign: Double) -> Point {
        switch drag.phase {
        case .began:
            // At rest: within the edge strip. While the top screen slides in (or springs
            // back), anywhere on it: it moves under the pointer before a drag begins.
            let shown = path.moving ? path.slide.drawnValue : 1
            let leading = (1 - shown) * drag.frame.width
            let edge = (sign > 0 ? drag.start.x - drag.frame.minX : drag.frame.maxX - drag.start.x) - leading
            let reach = path.moving ? drag.frame.width : ScreenStackLook.edgeWidth
            guard path.depth > 0, edge >= -ScreenStackLook.edgeWidth * (path.moving ? 1 : 0), edge <= reach,
                path.departing == nil
            else {
                return drag.delta
            }
            path.dragging = true
            path.dragFrom = shown
            path.moving = true
            path.slide.value = path.dragFrom
            path.generation &+= 1
            return .zero
        case .changed:
            return drag.delta
        case .ended, .cancelled:
            guard path.dragging else { return drag.delta }
            path.dragging = false
            let width = max(1, drag.frame.width)
            let progress = path.slide.drawnValue
            let speed = drag.phase == .ended ? sign * drag.velocity.x : 0
            if ScreenStackLook.completes(shown: progress, speed: speed) {
                // Popped: the stack sees the shorter path and slides the rest of the way.
                path.shown = path.screens
                path.departing = (path.screens[path.depth - 1], path.depth)
                path.slide.animate(
                    to: 0, motion: ScreenStackLook.settle(remaining: progress, width: width, speed: abs(speed)),
                    completion: { [weak path] in path?.slideEnded() })
                path.screens.removeLast()
                path.shown = path.screens
            } else {
                path.slide.animate(
                    to: 1, motion: ScreenStackLook.settle(remaining: 1 - progress, width: width, speed: abs(speed)),
                    completion: { [weak path] in path?.slideEnded() })
            }
            path.generation &+= 1
            return .zero
        }
    }

    /// Each move of a back drag moves the top screen with the pointer (all of the
    /// horizontal movement is the stack's; the rest goes to the panels inside).
    static func dragMoved(_ drag: PointerDrag, path: ScreenPath<Destination>, sign: Double) -> Point {
        guard path.dragging, drag.phase == .changed else { return drag.phase == .ended ? drag.velocity : drag.delta }
        let width = max(1, drag.frame.width)
        let moved = sign * drag.translation.x / width
        path.slide.value = min(1, max(0, path.dragFrom - moved))
        return Point(x: 0, y: drag.delta.y)
    }
}

/// A screen's identity in a stack: its depth and destination, so the same destination
/// pushed again at another depth is a new screen with fresh state.
struct ScreenKey<Destination: Hashable>: Hashable, CustomStringConvertible {
    var depth: Int
    var destination: Destination?

    /// The screen's explicit id: `screen.0` for the root, `screen.DEPTH.DESTINATION`.
    var description: String {
        guard let destination else { return "screen.\(depth)" }
        return "screen.\(depth).\(destination)"
    }
}

/// Where a screen is in a stack's drawing.
enum ScreenRole: Sendable {
    /// The top screen at rest.
    case top
    /// Moving over the screen under it: sliding in (a push), held by a back drag, or
    /// popped and sliding out (`departing`).
    case front(departing: Bool)
    /// Uncovered by the front as it moves: a screen being covered (a push, a back
    /// drag) is inert; one `uncovered` by a pop is the top already and takes input
    /// (its focus comes back at once, and Esc pops it in turn).
    case back(uncovered: Bool)
    /// Covered: laid out, not drawn.
    case covered

    /// How far the screen is moved, as a fraction of the width toward the trailing
    /// edge, when the front is `slide` of the way in.
    func shift(slide: Double) -> Double {
        switch self {
        case .top, .covered: 0
        case .front: 1 - slide
        case .back: -ScreenStackLook.coveredShift * slide
        }
    }
}
