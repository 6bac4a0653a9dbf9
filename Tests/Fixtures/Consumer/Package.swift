// swift-tools-version:6.0
//
// A package that uses Panels the way its README says, from a checkout three folders up
// (a real package writes `.package(url: …)`; see README "Add Panels to your package").
// CI builds and tests it on its own (`make consumer`), with no warnings allowed.

import PackageDescription

let package = Package(
    name: "Streaks",
    dependencies: [
        .package(name: "Panels", path: "../../..")
    ],
    targets: [
        // A widget, its assets (copied whole: `.process` would flatten the folders), the
        // app shell around it.
        .target(
            name: "StreakWidgets",
            dependencies: [
                .product(name: "Panels", package: "Panels"),
                .product(name: "PanelsAssetFiles", package: "Panels"),
                .product(name: "PanelsComponents", package: "Panels"),
            ],
            resources: [.copy("Assets")]
        ),
        // `swift run StreakPreview streak-badge -o sheet.png`: contact sheets of the widget.
        .executableTarget(
            name: "StreakPreview",
            dependencies: ["StreakWidgets", .product(name: "PanelsPreview", package: "Panels")]
        ),
        .testTarget(
            name: "StreakWidgetsTests",
            dependencies: [
                "StreakWidgets",
                .product(name: "PanelsSDL", package: "Panels"),
                .product(name: "PanelsSnapshotTesting", package: "Panels"),
                .product(name: "PanelsComponents", package: "Panels"),
            ],
            exclude: ["__Snapshots__"],
            resources: [.copy("Photos")]  // the photo grid's pictures (TesterScreensTests)
        ),
    ],
    swiftLanguageModes: [.v6]
)
