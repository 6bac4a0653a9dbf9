// swift-tools-version:6.0
//
// Panels: declarative panel trees rendered with SDL2.
//
// Pipeline (one direction): DSL values → node tree → layout → display list → rasterizer
// → pixels (offscreen) or an SDL window. `Panels` and `PanelsRaster` never import SDL;
// everything that touches SDL lives in `PanelsSDL` and the system-library targets below
// it. docs/ARCHITECTURE.md says what each target may import.

import PackageDescription

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
    name: "Panels",
    products: [
        // The core: DSL, nodes, layout, text setting, paint, motion, stage, overlays,
        // localization lookup. No SDL.
        .library(name: "Panels", targets: ["Panels"]),
        // Reading users' asset files: string tables and catalogs, color sets, the linter.
        .library(name: "PanelsAssetFiles", targets: ["PanelsAssetFiles"]),
        // Components built from the core's public panels: the app shell, screen stacks, tabs,
        // the sheet over a map, the time scrubber.
        .library(name: "PanelsComponents", targets: ["PanelsComponents"]),
        // The SDL backend: offscreen renderer, window host, glyphs, pictures (and the
        // rasterizer's public API, re-exported).
        .library(name: "PanelsSDL", targets: ["PanelsSDL"]),
        // Snapshot testing of rendered frames, on pointfreeco/swift-snapshot-testing.
        .library(name: "PanelsSnapshotTesting", targets: ["PanelsSnapshotTesting"]),
        // Contact sheets of any widget in every locale, appearance, state and size; users
        // build their own `panels preview` with `PreviewTool` (article "Previewing your own widget").
        .library(name: "PanelsPreview", targets: ["PanelsPreview"]),
        // The command line: `panels render`, `preview` and `lint`.
        .executable(name: "panels", targets: ["PanelsCLI"]),
        // Demos: one executable per folder under Demos/.
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "Shell", targets: ["Shell"]),
        .executable(name: "Popovers", targets: ["Popovers"]),
        .executable(name: "UpcomingWidget", targets: ["UpcomingWidget"]),
        .executable(name: "Feed", targets: ["Feed"]),
        .executable(name: "Sheet", targets: ["Sheet"]),
        .executable(name: "Search", targets: ["Search"]),
        .executable(name: "Kora", targets: ["Kora"]),
        // Benchmarks: `swift run -c release panels-bench [group] [--json]`.
        .executable(name: "panels-bench", targets: ["PanelsBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (`make docs`): the DocC catalogs of the
        // library products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Core

        .target(name: "Panels", dependencies: ["CPanelsICU"]),

        // MARK: Readers of users' asset files (no SDL): string tables, string catalogs,
        // color sets, the JSON reader with positions, the catalog loader, the linter

        .target(name: "PanelsAssetFiles", dependencies: ["Panels"]),

        // MARK: System libraries: SDL2, SDL2_ttf, SDL2_image, libunibreak, zlib, FriBidi, fontconfig
        //
        // Declared by module maps (Sources/C*/module.modulemap: a shim header that includes
        // the library's headers by their path under the system include folder, and a `link`
        // directive), not by pkg-config: SwiftPM prohibits flags like sdl2's `-D_REENTRANT`
        // and warns about them in every package that depends on Panels. Debian's headers are
        // found under /usr/include; on macOS the shims also look under Homebrew's prefixes
        // (/opt/homebrew/include, /usr/local/include), and the linker needs Homebrew's lib
        // folder (README: "Add Panels to your package").

        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        .systemLibrary(name: "CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"]), .brew(["sdl2_ttf"])]),
        .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"]), .brew(["sdl2_image"])]),
        // UAX #14 line breaking for the text measurer.
        .systemLibrary(name: "CUnibreak", providers: [.apt(["libunibreak-dev"]), .brew(["libunibreak"])]),
        // zlib, for the fast PNG encoder (snapshots, contact sheets).
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The Unicode bidirectional algorithm.
        .systemLibrary(name: "CFriBidi", providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        // Text shaping for caret positions (the shaper SDL_ttf uses).
        .systemLibrary(name: "CHarfBuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        // System fonts for desktop demos that opt in (FontRegistry.usesSystemFonts).
        .systemLibrary(name: "CFontconfig", providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        // FreeType, only for colour faces (the CBDT bitmaps of the bundled emoji). Its
        // headers include each other as <freetype/…>, so this one target takes its
        // include folder from pkg-config (only -I flags, which SwiftPM allows).
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),

        // MARK: Bundled fonts (the only fonts Panels draws with)

        .target(
            name: "PanelsFonts",
            path: "Assets/Fonts",
            exclude: ["subset.py"],
            resources: [.copy("DejaVu"), .copy("Emoji"), .copy("Icons"), .copy("Runic")]
        ),

        // CLDR plural rules for every locale from ICU (Debian: libicu-dev), behind a header
        // with no ICU types: Foundation on Linux carries its own ICU headers, which clash
        // with the system's in one Swift module.
        .target(
            name: "CPanelsICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),

        // Wide blend loops (AVX2 / AVX-512BW, chosen at run time) for the rasterizer.
        .target(name: "CPanelsBlend"),

        // The X11 clipboard's text with INCR transfers (SDL 2.26 reads only what fits one
        // property, so a large copied text pasted as nothing). Debian: libx11-dev.
        .target(name: "CPanelsSelection", linkerSettings: [.linkedLibrary("X11")]),

        // The AT-SPI export of the accessibility tree for Linux screen readers: ATK objects
        // (GObject classes, which Swift cannot declare) started with atk-bridge, in C; the
        // headers of ATK and GLib come from pkg-config's `atk` (only -I and -l flags).
        // Debian: libatk1.0-dev, libatk-bridge2.0-dev. docs/decisions/2026-11-27-at-spi-export.md
        .systemLibrary(name: "CATK", pkgConfig: "atk", providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]),
        .target(
            name: "CPanelsATK", dependencies: ["CATK"],
            linkerSettings: [.linkedLibrary("atk-bridge-2.0"), .linkedLibrary("gio-2.0")]),

        // MARK: Rasterizer (no SDL): canvas, shapes, shadows, display-list executor, PNG

        .target(name: "PanelsRaster", dependencies: ["Panels", "CPanelsBlend", "CZlib"]),

        // MARK: SDL backend

        .target(
            name: "PanelsSDL",
            dependencies: [
                "Panels", "PanelsRaster", "PanelsFonts", "CSDL2", "CSDL2TTF", "CSDL2Image", "CUnibreak", "CFriBidi",
                "CHarfBuzz",
                "CFontconfig", "CZlib", "CFreeType", "CPanelsSelection",
                // Linux only: the AT-SPI export (macOS has its own accessibility API, not ATK).
                .target(name: "CPanelsATK", condition: .when(platforms: [.linux])),
            ]
        ),

        // MARK: Components built from the core's panels (the app shell)

        .target(name: "PanelsComponents", dependencies: ["Panels"]),

        // MARK: Demo support (demo windows, input scripts, the samples' preview widgets):
        // linked by the demos, the command line, the bench and the tests only

        .target(
            name: "PanelsDemoSupport",
            dependencies: ["Panels", "PanelsSDL", "PanelsPreview", "PanelsSamples", "CSDL2", argumentParser]
        ),

        // MARK: Samples, command line, demos (never linked by a library user)

        // The samples' own files (the card's tables, color sets and images; the drawing
        // scene's pictures, the controls and navigation scenes' tables), bundled only through PanelsSamples.
        .target(
            name: "PanelsSampleAssets",
            dependencies: ["PanelsFonts"],
            path: "Assets/Samples",
            resources: [
                .copy("UpcomingWidget"), .copy("Drawing"), .copy("Feed"), .copy("Sheet"), .copy("Search"),
                .copy("Controls"), .copy("Navigation"), .copy("Lists"), .copy("Kora"), .copy("Shell"),
                .copy("Fonts"),
            ]
        ),
        .target(
            name: "PanelsSamples",
            dependencies: ["Panels", "PanelsComponents", "PanelsAssetFiles", "PanelsFonts", "PanelsSampleAssets"]
        ),
        .executableTarget(
            name: "PanelsCLI",
            dependencies: [
                "Panels", "PanelsAssetFiles", "PanelsSDL", "PanelsDemoSupport", "PanelsSamples", "PanelsPreview",
                argumentParser,
            ]
        ),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsComponents", "PanelsDemoSupport", "PanelsSamples", argumentParser,
            ],
            path: "Demos/Gallery"
        ),
        .executableTarget(
            name: "Shell",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsComponents", "PanelsDemoSupport", "PanelsSamples", argumentParser,
            ],
            path: "Demos/Shell"
        ),
        .executableTarget(
            name: "Popovers",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsComponents", "PanelsDemoSupport", "PanelsSamples", argumentParser,
            ],
            path: "Demos/Popovers"
        ),
        .executableTarget(
            name: "UpcomingWidget",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsComponents", "PanelsDemoSupport", "PanelsSamples", argumentParser,
            ],
            path: "Demos/UpcomingWidget"
        ),
        .executableTarget(
            name: "Feed",
            dependencies: ["Panels", "PanelsSDL", "PanelsDemoSupport", "PanelsSamples", argumentParser],
            path: "Demos/Feed"
        ),
        .executableTarget(
            name: "Sheet",
            dependencies: ["Panels", "PanelsSDL", "PanelsDemoSupport", "PanelsSamples", argumentParser],
            path: "Demos/Sheet"
        ),
        .executableTarget(
            name: "Search",
            dependencies: ["Panels", "PanelsSDL", "PanelsDemoSupport", "PanelsSamples", argumentParser],
            path: "Demos/Search"
        ),
        .executableTarget(
            name: "Kora",
            dependencies: ["Panels", "PanelsSDL", "PanelsDemoSupport", "PanelsSamples", argumentParser],
            path: "Demos/Kora"
        ),

        // MARK: Preview (contact sheets of widgets; the engine of `panels preview`)

        .target(
            name: "PanelsPreview",
            dependencies: ["Panels", "PanelsSDL", "PanelsAssetFiles", argumentParser]
        ),

        // The layout floor of the bench: the grid's frames from a straight C loop.
        .target(name: "CPanelsLayoutFloor"),
        // Peers/: the Clay side of the side-by-side run (`make bench-clay CLAY=…`), a C file
        // built against the user's Clay checkout by its script, never by SwiftPM.
        .executableTarget(
            name: "PanelsBench",
            dependencies: [
                "Panels", "PanelsAssetFiles", "PanelsComponents", "PanelsSDL", "PanelsSamples", "CSDL2",
                "CPanelsLayoutFloor", "PanelsRaster",
                "PanelsSnapshotTesting", "PanelsPreview", "PanelsDemoSupport", argumentParser,
            ],
            exclude: ["Peers"]
        ),

        // MARK: Snapshot testing

        .target(
            name: "PanelsSnapshotTesting",
            dependencies: [
                "Panels", "PanelsSDL",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // MARK: Tests

        // Helpers shared by the test targets (running the package's executables).
        .target(name: "PanelsTestSupport", dependencies: ["Panels"], path: "Tests/PanelsTestSupport"),
        // The core: layout, stage, motion, popovers, hostile input.
        .testTarget(
            name: "PanelsTests",
            dependencies: ["Panels", "PanelsAssetFiles", "PanelsTestSupport"]
        ),
        // The components (the shell, the snap sheet, the time scrubber) on a stage.
        .testTarget(
            name: "PanelsComponentsTests",
            dependencies: ["Panels", "PanelsComponents", "PanelsTestSupport"]
        ),
        // The sample scenes' models and files (gallery, search, sheet, reservations).
        .testTarget(
            name: "PanelsSamplesTests",
            dependencies: ["Panels", "PanelsComponents", "PanelsSamples", "PanelsAssetFiles", "PanelsTestSupport"],
            exclude: ["Fixtures"]
        ),
        // The stage's subsystems through their own APIs: the one hit test (against an
        // id-buffer drawn by the rasterizer), presentation, popovers, scrolling, focus,
        // input routing, and the stage's shape.
        .testTarget(
            name: "PanelsStageTests",
            dependencies: ["Panels", "PanelsRaster", "PanelsTestSupport"]
        ),
        // The readers of users' asset files and the linter.
        .testTarget(
            name: "PanelsAssetFilesTests",
            dependencies: ["Panels", "PanelsAssetFiles", "PanelsSDL", "PanelsTestSupport"],
            exclude: ["Fixtures"]
        ),
        // The rasterizer, offscreen (no windows): shapes, effects, pictures, text, PNG.
        .testTarget(
            name: "PanelsRasterTests",
            dependencies: [
                "Panels", "PanelsRaster", "PanelsSDL", "PanelsSamples", "PanelsSampleAssets",
                "PanelsSnapshotTesting", "PanelsTestSupport", "CPanelsBlend",
            ],
            exclude: ["Fixtures"]
        ),
        // The SDL backend: windows (in process, serialized), text measuring, the
        // scenes' snapshots, previews.
        .testTarget(
            name: "PanelsSDLTests",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsComponents", "PanelsSamples", "PanelsSnapshotTesting",
                "PanelsPreview", "PanelsAssetFiles", "PanelsDemoSupport", "PanelsSampleAssets", "PanelsTestSupport",
                "CSDL2",
            ],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        // The demos and the command line end to end, as child processes.
        .testTarget(
            name: "PanelsDemoTests",
            dependencies: [
                "Panels", "PanelsAssetFiles", "PanelsSDL", "PanelsDemoSupport", "PanelsSamples",
                "PanelsSnapshotTesting",
                "PanelsTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PanelsSnapshotTestingTests",
            dependencies: ["Panels", "PanelsSDL", "PanelsSnapshotTesting", "PanelsTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        // Every swift block of the README, docs/*.md and the DocC articles, compiled: generated into
        // Generated/ by generate.py (`make examples`); `make test` checks they are in sync.
        .testTarget(
            name: "ReadmeExamples",
            dependencies: [
                "Panels", "PanelsAssetFiles", "PanelsComponents", "PanelsSDL", "PanelsSamples",
                "PanelsPreview", "PanelsSnapshotTesting",
            ],
            exclude: ["generate.py"],
            // Compiled as a user's package would be: without package access, so `package`
            // declarations are out of reach and the examples use the public surface only.
            packageAccess: false
        ),
    ],
    swiftLanguageModes: [.v6]
)
