// swift-tools-version: 6.0
// An app that embeds SmartReply with its own ReplyGenerator.
// Build it from the repository root: swift build --package-path Examples/CustomGenerator
import PackageDescription

let package = Package(
    name: "CustomGenerator",
    dependencies: [
        .package(name: "smart-reply", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "CustomGenerator",
            dependencies: [.product(name: "SmartReply", package: "smart-reply")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
