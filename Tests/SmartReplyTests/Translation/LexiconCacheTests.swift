import Foundation
import Testing
@testable import SmartReply

@Suite struct LexiconCacheTests {
    @Test func loadsALanguageOnceForAThousandConcurrentRequests() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        let texts = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<1_000 {
                group.addTask { try await translator.translate("hola amigo", from: spanish, to: .english).text }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(texts.count == 1_000)
        #expect(Set(texts) == ["hello friend"])
        #expect(await translator.loadCount(spanish) == 1)
        #expect(await translator.loadedLanguages == [spanish])
    }

    @Test func evictsTheLeastRecentlyUsedLanguage() async throws {
        let fixtures = try TranslationFixtures.make(languages: ["es", "fr", "de"])
        defer { fixtures.remove() }
        let translator = fixtures.translator(capacity: 2)
        let french = try LanguageTag("fr"), german = try LanguageTag("de")
        _ = try await translator.translate("hola", from: spanish, to: .english)
        _ = try await translator.translate("hallo-fr", from: french, to: .english)
        _ = try await translator.translate("hola", from: spanish, to: .english)   // es is now the most recent
        _ = try await translator.translate("hallo-de", from: german, to: .english)
        #expect(await translator.loadedLanguages == [german, spanish])
        _ = try await translator.translate("hallo-fr", from: french, to: .english)
        #expect(await translator.loadCount(french) == 2)
        #expect(await translator.loadCount(spanish) == 1)
    }

    /// Ctrl-C in `chat` during a first-use compile: the cancelled request stops waiting (before,
    /// it sat out the whole compile and then answered), the compile is not thrown away, and the
    /// next request gets the tables without compiling again.
    @Test func aRequestCancelledDuringALoadStopsWaitingAndTheLoadIsKept() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        let cancelled = Task { try await translator.translate("hola amigo", from: spanish, to: .english) }
        cancelled.cancel()
        let error = await #expect(throws: SmartReplyError.self) { try await cancelled.value }
        #expect(error?.code == .cancelled)
        #expect(error?.message.contains("'es' phrase table") == true)
        #expect(try await translator.translate("hola amigo", from: spanish, to: .english).text == "hello friend")
        #expect(await translator.loadCount(spanish) == 1)
        #expect(await translator.loadedLanguages == [spanish])
    }

    @Test func unloadsOnRequestAndReloadsOnNextUse() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        #expect(try await translator.preload(spanish) > 30)
        #expect(await translator.loadedLanguages == [spanish])
        await translator.unload(spanish)
        #expect(await translator.loadedLanguages.isEmpty)
        #expect(try await translator.translate("hola", from: spanish, to: .english).text == "hello")
        #expect(await translator.loadCount(spanish) == 2)
    }

    /// A fresh user edited a TSV and `translate` recompiled for 15 s in silence: `isCompiled` said yes
    /// because the database file existed. It now says whether loading would compile nothing.
    @Test func aTableWhoseFilesChangedIsNotCompiled() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        #expect(!translator.isCompiled(spanish))
        _ = try await translator.preload(spanish)
        #expect(translator.isCompiled(spanish))
        let core = fixtures.lexicons.appendingPathComponent("translation/es/core.tsv")
        try Data((TranslationFixtures.spanishCore + "\nzorblax\tspaceship\n").utf8).write(to: core)
        #expect(!translator.isCompiled(spanish))
        #expect(try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache).rebuilt)
        #expect(translator.isCompiled(spanish))
    }

    /// A second clone sharing the cache printed "compiling the Spanish (es) phrase table (first use)…" on
    /// every run, though nothing was compiled: the TSVs' modification times differed from the compiled
    /// ones, and `isCompiled` did not fall back to the content hash as loading does.
    @Test func aTableWhoseFilesWereOnlyTouchedIsStillCompiled() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        _ = try await translator.preload(spanish)
        let core = fixtures.lexicons.appendingPathComponent("translation/es/core.tsv")
        let later = Date().addingTimeInterval(120)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: core.path)
        #expect(translator.isCompiled(spanish))
        #expect(try !LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache).rebuilt)
    }

    @Test func compilesOnceAndRebuildsWhenATableChanges() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let first = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)
        let second = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)
        #expect(first.rebuilt && !second.rebuilt)
        #expect(first.entryCount == second.entryCount)
        let core = fixtures.lexicons.appendingPathComponent("translation/es/core.tsv")
        try Data((TranslationFixtures.spanishCore + "\nzorblax\tspaceship\n").utf8).write(to: core)
        let third = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)
        #expect(third.rebuilt)
        let result = try await fixtures.translator().translate("zorblax", from: spanish, to: .english)
        #expect(result.text == "spaceship")
    }

    @Test func skipsAndNamesMalformedLines() throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let loaded = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)
        #expect(loaded.problems.count == 2)
        #expect(loaded.problems.contains { $0.hasPrefix("core.tsv:34:") && $0.contains("fields") })
        #expect(loaded.problems.contains { $0.hasPrefix("core.tsv:35:") && $0.contains("weight") })
    }

    enum Damage: String, CaseIterable { case garbage, empty, truncated, noMeta }

    static func damage(_ database: URL, _ damage: Damage) throws {
        switch damage {
        case .garbage: try Data(String(repeating: "garbage ", count: 1_000).utf8).write(to: database)
        case .empty: try Data().write(to: database)
        case .truncated:
            let bytes = try Data(contentsOf: database)
            try bytes.prefix(bytes.count / 2).write(to: database)
        case .noMeta:
            let db = try SQLiteDatabase(url: database, mode: .readWriteCreate)
            try db.execute("DELETE FROM meta")
        }
    }

    @Test(arguments: Damage.allCases)
    func reportsADamagedDatabaseAsCorruptNamingTheFileWhenNotRepairing(damage: Damage) throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        _ = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)
        let database = PhraseTableStore.databaseURL(cacheDirectory: fixtures.cache, language: "es")
        try Self.damage(database, damage)
        let error = #expect(throws: SmartReplyError.self) {
            _ = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache, repairsCorrupt: false)
        }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.contains(database.path) == true)
    }

    @Test(arguments: Damage.allCases)
    func rebuildsADamagedDatabaseFromTheTablesAndSaysSo(damage: Damage) async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        _ = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)
        let database = PhraseTableStore.databaseURL(cacheDirectory: fixtures.cache, language: "es")
        try Self.damage(database, damage)
        let translator = fixtures.translator()
        #expect(try await translator.translate("hola amigo", from: spanish, to: .english).text == "hello friend")
        let info = try await translator.info(spanish)
        #expect(info.problems.contains { $0.hasPrefix("cache rebuilt:") && $0.contains(database.path) })
        let again = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache, repairsCorrupt: false)
        #expect(!again.rebuilt)
    }

    @Test func refusesADatabaseFromANewerSchema() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        _ = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)
        let database = PhraseTableStore.databaseURL(cacheDirectory: fixtures.cache, language: "es")
        do {
            let db = try SQLiteDatabase(url: database, mode: .readWriteCreate)
            try db.run("UPDATE meta SET value = ? WHERE key = ?", [.text("99"), .text("schema_version")])
        }
        let error = await #expect(throws: SmartReplyError.self) {
            _ = try await fixtures.translator().translate("hola", from: spanish, to: .english)
        }
        #expect(error?.code == .modelVersionUnsupported)
        #expect(error?.message.contains(database.path) == true)
        #expect(try await fixtures.translator().deleteCompiled(spanish))
        #expect(try await fixtures.translator().translate("hola", from: spanish, to: .english).text == "hello")
    }

    @Test func reportsACorruptLanguageModelNamingTheFile() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let model = fixtures.lexicons.appendingPathComponent("lm/en.srlm")
        let bytes = try Data(contentsOf: model)
        try bytes.prefix(bytes.count - 3).write(to: model)
        let error = await #expect(throws: SmartReplyError.self) {
            _ = try await fixtures.translator().translate("hola", from: spanish, to: .english)
        }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.contains("en.srlm") == true)
    }
}

@Suite struct LexiconCacheFallbackTests {
    @Test func translatesFromMemoryWhenTheCacheCannotBeWritten() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        // A file where the cache directory should be: nothing can be created under it.
        let blocked = fixtures.root.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocked)
        let translator = PhraseTableTranslator(lexicons: fixtures.lexicons, cacheDirectory: blocked.appendingPathComponent("cache"))
        #expect(try await translator.translate("hola amigo", from: spanish, to: .english).text == "hello friend")
        let info = try await translator.info(spanish)
        #expect(info.problems.last?.hasPrefix("cache not written:") == true)
        #expect(info.problems.last?.contains("not-a-directory") == true)
    }
}
