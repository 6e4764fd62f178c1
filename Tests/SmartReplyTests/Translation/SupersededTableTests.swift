import Foundation
import Testing
@testable import SmartReply

/// Compiled tables of earlier schema versions are removed when a language recompiles, and only they:
/// the cache folder no longer grows with every version (a user saw `models` report 243.6 MB).
@Suite struct SupersededTableTests {
    private static func touch(_ folder: URL, _ name: String) -> String {
        let path = folder.appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 1_000)))
        return path
    }

    @Test(arguments: [
        ("translation-es.sqlite", "es", nil),
        ("translation-es.v2.sqlite", "es", 2),
        ("translation-es.v3.sqlite", "es", 3),
        ("translation-fil.v12.sqlite-journal", "fil", 12),
        ("translation-es.sqlite-wal", "es", nil),
    ] as [(String, String, Int?)])
    func parsesOurCompiledFileNames(name: String, language: String, version: Int?) {
        let parsed = PhraseTableStore.parseDatabaseName(name)
        #expect(parsed?.language == language)
        #expect(parsed?.version == version)
    }

    @Test(arguments: [".translation-es.v3.sqlite.0C1D.tmp", "translation-es.v3.sqlite.bak", "translation-ES.sqlite",
                      "translation-es.vx.sqlite", "translation-es.v+2.sqlite", "translation-es.v.sqlite", "translation-.sqlite",
                      "translation-es.v2.v1.sqlite", "my-translation-es.sqlite", "translation-es.sqlite3", "user-lexicons"])
    func ignoresEveryOtherName(name: String) {
        #expect(PhraseTableStore.parseDatabaseName(name) == nil)
    }

    @Test func recompilingALanguageRemovesOnlyItsFilesOfEarlierSchemas() throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        try FileManager.default.createDirectory(at: fixtures.cache, withIntermediateDirectories: true)
        let superseded = ["translation-es.sqlite", "translation-es.v1.sqlite", "translation-es.sqlite-journal"]
            .map { Self.touch(fixtures.cache, $0) }
        let kept = ["translation-fr.sqlite",                                      // another language: its own recompile removes it
                    "translation-es.v\(PhraseTableStore.schemaVersion + 1).sqlite", // a newer build's table
                    ".translation-es.v\(PhraseTableStore.schemaVersion).sqlite.\(UUID().uuidString).tmp", // a compile in progress
                    "translation-es.v3.sqlite.bak", "notes.txt"]
            .map { Self.touch(fixtures.cache, $0) }

        let loaded = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)

        #expect(loaded.rebuilt)
        for path in superseded { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
        for path in kept { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
        let current = PhraseTableStore.databaseURL(cacheDirectory: fixtures.cache, language: "es")
        #expect(FileManager.default.fileExists(atPath: current.path))
    }

    @Test func cacheUsageSeparatesCurrentFromSupersededAndCleaningKeepsTheCurrent() async throws {
        let fixtures = try TranslationFixtures.make(languages: ["es", "fr"])
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        _ = try await translator.preload(try LanguageTag("es"))
        let old = ["translation-de.sqlite", "translation-fr.v2.sqlite"].map { Self.touch(fixtures.cache, $0) }
        let newer = Self.touch(fixtures.cache, "translation-fr.v\(PhraseTableStore.schemaVersion + 1).sqlite")

        let usage = translator.compiledCacheUsage()
        #expect(usage.current.map(\.lastPathComponent) == ["translation-es.v\(PhraseTableStore.schemaVersion).sqlite"])
        #expect(usage.currentBytes > 0)
        #expect(usage.superseded.map(\.path) == old)
        #expect(usage.supersededBytes == 2_000)

        let removed = translator.removeSupersededCompiledTables()
        #expect(removed.map(\.file.path) == old)
        #expect(removed.map(\.bytes) == [1_000, 1_000])
        #expect(translator.compiledCacheUsage().superseded.isEmpty)
        #expect(FileManager.default.fileExists(atPath: newer))
        #expect(translator.compiledCacheUsage().current == usage.current)
        // The loaded table still translates.
        #expect(try await translator.translate("hola amigo", from: try LanguageTag("es"), to: .english).text == "hello friend")
    }
}
