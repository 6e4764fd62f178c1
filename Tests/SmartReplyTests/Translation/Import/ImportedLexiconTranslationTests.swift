import Foundation
import Testing
@testable import SmartReply

/// The translator reads imported lexicons after its own, only for phrases its own lacks.
@Suite struct ImportedLexiconTranslationTests {
    func writeImport(_ text: String, cache: URL) throws {
        let file = ImportedLexicon.file(named: "freedict", language: "es", cacheDirectory: cache)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    @Test func importedEntriesFillGapsButNeverOverrideOurs() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let before = try await fixtures.translator().translate("ventana", from: spanish, to: .english)
        #expect(before.unknownWords == ["ventana"])
        try writeImport("# licence: test\ncasa\tcottage\t0.5\nventana\twindow\t0.5\nCASA\tshack\t0.3\n", cache: fixtures.cache)
        let translator = fixtures.translator()
        let window = try await translator.translate("ventana", from: spanish, to: .english)
        #expect(window.text == "window")
        #expect(window.unknownWords.isEmpty)
        #expect(try await translator.translate("casa", from: spanish, to: .english).text == "house")
    }

    @Test func theSourceHashChangesWithTheImport() throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let root = ImportedLexicon.root(cacheDirectory: fixtures.cache)
        let plain = try LexiconSource(lexicons: fixtures.lexicons, language: "es", userLexicons: root)
        try writeImport("ventana\twindow\t0.5\n", cache: fixtures.cache)
        let imported = try LexiconSource(lexicons: fixtures.lexicons, language: "es", userLexicons: root)
        #expect(plain.sourceHash != imported.sourceHash)
        let entries = imported.parse().entries
        #expect(entries.last?.english == "window")
        #expect(entries.last?.origin == "imported/freedict.tsv:1")
    }
}
