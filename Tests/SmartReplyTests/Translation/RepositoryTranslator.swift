import Foundation
@testable import SmartReply

/// The phrase-table translator over the repository's `Lexicons/`, compiled once per test run into a
/// cache shared by test runs (compiling the full lexicons in a debug build takes seconds, and the
/// cache is rebuilt whenever the TSVs change); `nil` when the lexicons cannot be loaded, so a test
/// that needs it fails through `#require` instead of crashing.
enum RepositoryTranslator {
    static let shared: PhraseTableTranslator? = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("smart-reply-tests-lexicon-cache")
        return try? PhraseTableTranslator.standard(lexicons: repository.appendingPathComponent("Lexicons"), cacheDirectory: cache)
    }()
}
