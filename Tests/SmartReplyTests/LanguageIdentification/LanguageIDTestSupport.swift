import Foundation
@testable import SmartReply

/// Where the tests find the repository's files.
enum LanguageIDTestSupport {
    /// The repository's `Lexicons/` directory, found from this file's path.
    static let lexicons: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // LanguageIdentification
        .deletingLastPathComponent()   // SmartReplyTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()   // package root
        .appendingPathComponent("Lexicons")

    /// The committed model, loaded once.
    static let identifier: Result<NaiveBayesLanguageIdentifier, any Error> = Result {
        try NaiveBayesLanguageIdentifier.standard(lexicons: lexicons)
    }

    /// A fresh temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("langid-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
