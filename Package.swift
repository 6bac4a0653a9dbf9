// swift-tools-version:6.0
//
// Panels: declarative panel trees rendered with SDL2.
//
// Pipeline (one direction): DSL values → node tree → layout → display list → backend.
// The core target `Panels` is pure Swift + Foundation; everything that touches SDL
// lives in `PanelsSDL` and the system-library targets below it.

import PackageDescription

let package = Package(
    name: "Panels",
    products: [
        // The core: DSL, nodes, layout, display list. No SDL.
        .library(name: "Panels", targets: ["Panels"]),
        // The SDL backend: offscreen rasterizer, window host, text measurement, PNG.
        .library(name: "PanelsSDL", targets: ["PanelsSDL"]),
        // Scenes shared by the demos, the command line and the tests.
        .library(name: "PanelsSamples", targets: ["PanelsSamples"]),
        // The command line: `panels render`, later `preview` and `lint`.
        .executable(name: "panels", targets: ["PanelsCLI"]),
        // Demos: one executable per folder under Demos/.
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "Shell", targets: ["Shell"]),
        .executable(name: "Popovers", targets: ["Popovers"]),
        .executable(name: "UpcomingWidget", targets: ["UpcomingWidget"]),
        // `panels preview` as a library: a contact sheet of any widget in every locale,
        // appearance, state and size; users register their own widgets (README, scene 3).
        .library(name: "PanelsPreview", targets: ["PanelsPreview"]),
        // Benchmarks: `swift run -c release panels-bench [group] [--json]`.
        .executable(name: "panels-bench", targets: ["PanelsBench"]),
        // Snapshot testing of rendered frames, on pointfreeco/swift-snapshot-testing.
        .library(name: "PanelsSnapshotTesting", targets: ["PanelsSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // MARK: Core

        .target(name: "Panels"),

        // MARK: System libraries (Debian: libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev)

        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]
        ),
        .systemLibrary(
            name: "CSDL2TTF",
            pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-ttf-dev"])]
        ),
        .systemLibrary(
            name: "CSDL2Image",
            pkgConfig: "SDL2_image",
            providers: [.apt(["libsdl2-image-dev"])]
        ),
        // UAX #14 line breaking for the text measurer (Debian: libunibreak-dev).
        .systemLibrary(
            name: "CUnibreak",
            pkgConfig: "libunibreak",
            providers: [.apt(["libunibreak-dev"])]
        ),

        // zlib (Debian: zlib1g-dev), for the fast PNG encoder (snapshots, contact sheets).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),

        // The Unicode bidirectional algorithm (Debian: libfribidi-dev).
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]
        ),

        // MARK: Bundled assets (fonts; later color sets, string tables, images)

        .target(
            name: "PanelsAssets",
            path: "Assets",
            exclude: ["README.md"],
            resources: [.copy("Fonts"), .copy("Images"), .copy("UpcomingWidget")]
        ),

        // Wide blend loops (AVX2 / AVX-512BW, chosen at run time) for the rasterizer.
        .target(name: "CPanelsBlend"),

        // MARK: SDL backend

        .target(
            name: "PanelsSDL",
            dependencies: ["Panels", "PanelsAssets", "CSDL2", "CSDL2TTF", "CSDL2Image", "CUnibreak", "CFriBidi", "CZlib", "CPanelsBlend"]
        ),

        // MARK: Samples, command line, demos

        .target(name: "PanelsSamples", dependencies: ["Panels", "PanelsAssets"]),
        .executableTarget(
            name: "PanelsCLI",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsSamples", "PanelsPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsSamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Demos/Gallery"
        ),
        .executableTarget(
            name: "Shell",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsSamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Demos/Shell"
        ),
        .executableTarget(
            name: "Popovers",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsSamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Demos/Popovers"
        ),
        .executableTarget(
            name: "UpcomingWidget",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsSamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Demos/UpcomingWidget"
        ),

        // MARK: Preview (contact sheets of widgets; the engine of `panels preview`)

        .target(
            name: "PanelsPreview",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsSamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .executableTarget(
            name: "PanelsBench",
            dependencies: [
                "Panels", "PanelsSDL", "PanelsSamples", "CSDL2", "PanelsSnapshotTesting", "PanelsPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
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

        .testTarget(
            name: "PanelsTests",
            dependencies: ["Panels", "PanelsSamples"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PanelsSDLTests",
            dependencies: ["Panels", "PanelsSDL", "PanelsSamples", "PanelsSnapshotTesting", "CSDL2", "CPanelsBlend",
                           "PanelsPreview"],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "PanelsSnapshotTestingTests",
            dependencies: ["Panels", "PanelsSDL", "PanelsSnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "PanelsAssetsTests", dependencies: ["Panels", "PanelsSDL"], exclude: ["Fixtures"]),
        // Every swift block of the README and the DocC articles, compiled: generated into
        // Generated/ by generate.py (`make examples`); `make test` checks they are in sync.
        .testTarget(
            name: "ReadmeExamples",
            dependencies: ["Panels", "PanelsSDL", "PanelsSamples", "PanelsPreview", "PanelsSnapshotTesting"],
            exclude: ["generate.py"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
