import Foundation
import Testing
@testable import SmartReply

@Suite struct FreeDictImporterTests {
    static let spanishTag = LanguageTag(validatedForTests: "es")

    func entries(_ lexicon: ImportedLexicon) throws -> [String] {
        try String(contentsOf: lexicon.file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    }

    @Test func importsBothDirectionsWithLowWeightsAndDescribesTheSources() throws {
        let cache = try makeTemporaryDirectory("fd-cache")
        let importer = FreeDictImporter(dictionaryDirectory: FreeDictFixtures.directory, cacheDirectory: cache)
        var phases: Set<String> = []
        let summary = try importer.importLanguage(Self.spanishTag) { phases.insert($0.phase) }
        #expect(summary.dictionariesRead == ["freedict-spa-eng", "freedict-eng-spa"])
        #expect(summary.dictionariesMissing.isEmpty)
        #expect(summary.lexicon.file == cache.appendingPathComponent("user-lexicons/es/freedict.tsv"))
        #expect(phases.contains("writing") && phases.contains("parsing freedict-spa-eng"))
        let lines = try entries(summary.lexicon)
        #expect(lines == [
            "can\tdog\t0.2", "casa\thouse\t0.5", "enfadar\tanger\t0.5", "gato\tcat\t0.5", "gato\ttomcat\t0.3",
            "hola\thello\t0.5", "hola\thi\t0.3", "lápiz\tpencil\t0.5", "lápiz\tcrayon\t0.3", "perro\tdog\t0.3",
            "perro caliente\thot dog\t0.5", "rayos x\tX-rays\t0.5",
            "ventana\twindow\t0.6", "ventana\topening\t0.5", "ventanilla\twindow\t0.2",   // listed both ways: confirmed, first
        ])
        #expect(summary.lexicon.entryCount == lines.count)
        // The eng-spa fixture has no info article: its licence points to Debian's copyright file.
        #expect(summary.lexicon.licences == ["GPL-2.0-or-later", "see /usr/share/doc/dict-freedict-eng-spa/copyright"])
        #expect(summary.lexicon.sources.count == 2)
        #expect(summary.lexicon.sources[0].hasPrefix("freedict-spa-eng (Debian package dict-freedict-spa-eng; Spanish-English test dictionary, edition: 0.1)"))
    }

    @Test func keepsTheShortestPhrasesUnderTheCap() throws {
        let cache = try makeTemporaryDirectory("fd-cap")
        let importer = FreeDictImporter(dictionaryDirectory: FreeDictFixtures.directory, cacheDirectory: cache, maximumEntries: 3)
        let summary = try importer.importLanguage(Self.spanishTag)
        #expect(summary.pairsFound == 15)
        #expect(try entries(summary.lexicon) == ["casa\thouse\t0.5", "gato\tcat\t0.5", "ventana\twindow\t0.6"])
    }

    @Test func readsMuellerForRussianAndNotesTheMissingFreeDictPackage() throws {
        let cache = try makeTemporaryDirectory("fd-ru")
        let importer = FreeDictImporter(dictionaryDirectory: FreeDictFixtures.directory, cacheDirectory: cache)
        let summary = try importer.importLanguage(LanguageTag(validatedForTests: "ru"))
        #expect(summary.dictionariesRead == ["mueller7"])
        #expect(summary.dictionariesMissing.map(\.package) == ["dict-freedict-eng-rus"])
        let lines = try entries(summary.lexicon)
        #expect(lines.contains("кошка\tcat\t0.3"))
        #expect(lines.contains("делать кляксы\tblob\t0.2") == false)   // the 4th gloss: beyond the 3 kept
        #expect(!lines.contains { $0.contains("mail") })
    }

    @Test func missingPackagesNameThePathsAndTheAptPackages() throws {
        let empty = try makeTemporaryDirectory("fd-empty")
        let importer = FreeDictImporter(dictionaryDirectory: empty, cacheDirectory: empty)
        let error = try #require(throws: SmartReplyError.self) { try importer.importLanguage(Self.spanishTag) }
        #expect(error.code == .modelFileMissing)
        #expect(error.message.contains(empty.appendingPathComponent("freedict-spa-eng.index").path))
        #expect(error.message.hasSuffix("install one with: apt-get install dict-freedict-spa-eng dict-freedict-eng-spa"))
    }

    @Test func ukrainianHasNoDebianDictionary() throws {
        let importer = FreeDictImporter(dictionaryDirectory: FreeDictFixtures.directory, cacheDirectory: FreeDictFixtures.directory)
        let error = try #require(throws: SmartReplyError.self) { try importer.importLanguage(LanguageTag(validatedForTests: "uk")) }
        #expect(error.code == .languageNotSupported)
        #expect(FreeDictImporter.dictionaries(for: "uk").isEmpty)
    }

    @Test func aCorruptDictzipNamesTheFileAndOffset() throws {
        let directory = try FreeDictFixtures.copy()
        let file = directory.appendingPathComponent("freedict-spa-eng.dict.dz")
        var data = [UInt8](try Data(contentsOf: file))
        for index in 40..<80 { data[index] = 0xFF }
        try Data(data).write(to: file)
        let importer = FreeDictImporter(dictionaryDirectory: directory, cacheDirectory: try makeTemporaryDirectory("fd-corrupt"))
        let error = try #require(throws: SmartReplyError.self) { try importer.importLanguage(Self.spanishTag) }
        #expect(error.code == .modelFileCorrupt)
        #expect(error.message.hasPrefix("\(file.path): corrupt"))
        #expect(error.message.contains("byte offset"))
    }

    @Test func listsAndDeletesImportedLexicons() throws {
        let cache = try makeTemporaryDirectory("fd-delete")
        _ = try FreeDictImporter(dictionaryDirectory: FreeDictFixtures.directory, cacheDirectory: cache).importLanguage(Self.spanishTag)
        let installed = ImportedLexicon.installed(cacheDirectory: cache)
        #expect(installed.map(\.language) == ["es"])
        #expect(installed.first?.bytes ?? 0 > 0)
        let removed = try ImportedLexicon.delete(language: "es", cacheDirectory: cache)
        #expect(removed.map(\.lastPathComponent) == ["freedict.tsv"])
        #expect(ImportedLexicon.installed(cacheDirectory: cache).isEmpty)
        #expect(try ImportedLexicon.delete(language: "es", cacheDirectory: cache).isEmpty)
    }
}
