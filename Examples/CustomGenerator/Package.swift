// swift-tools-version: 6.0
// An app that embeds SmartReply with its own ReplyGenerator.
// From the repository root (as .ci/run and the READMEs do):
//   swift build --package-path Examples/CustomGenerator
//   swift run --package-path Examples/CustomGenerator CustomGenerator Lexicons
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
