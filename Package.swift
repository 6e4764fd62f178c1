// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "smart-reply",
    products: [
        .library(name: "SmartReply", targets: ["SmartReply"]),
        .library(name: "SmartReplyTesting", targets: ["SmartReplyTesting"]),
        .executable(name: "smartreply", targets: ["smartreply"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // A header-only module: the software prefetch the language identifier's look-ups issue.
        .systemLibrary(name: "CPrefetch"),
        // A header-only module: glibc's heap statistics (`smartreply bench`) and `malloc_trim` (after a cache empties).
        .systemLibrary(name: "CMalloc"),
        .target(
            name: "SmartReply",
            dependencies: ["CSQLite", "CZlib", "CPrefetch", "CMalloc"]
        ),
        .target(
            name: "SmartReplyTesting",
            dependencies: ["SmartReply"]
        ),
        .executableTarget(
            name: "smartreply",
            dependencies: ["SmartReply", "SmartReplyTesting", "CLibEdit", "CMalloc"]
        ),
        .testTarget(
            name: "SmartReplyTests",
            dependencies: ["SmartReply", "SmartReplyTesting"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SmartReplyTestingTests",
            dependencies: ["SmartReply", "SmartReplyTesting"]
        ),
        .testTarget(
            name: "smartreplyTests",
            dependencies: ["smartreply"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
