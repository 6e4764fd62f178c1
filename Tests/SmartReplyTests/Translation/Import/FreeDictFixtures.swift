import Foundation
@testable import SmartReply

/// The tiny dictd fixtures written by `Scripts/make_freedict_fixtures.py`.
enum FreeDictFixtures {
    /// `Tests/SmartReplyTests/Fixtures/FreeDict` (this file is in Tests/SmartReplyTests/Translation/Import/).
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/FreeDict", isDirectory: true)

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// A writable copy of the fixture folder.
    static func copy() throws -> URL {
        let target = try makeTemporaryDirectory("dictd").appendingPathComponent("dictd", isDirectory: true)
        try FileManager.default.copyItem(at: directory, to: target)
        return target
    }
}
