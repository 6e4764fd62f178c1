import Foundation
import Testing
@testable import SmartReply

/// A damaged or missing model file is named by its full path, with the line and field at fault,
/// so a user who broke a file (or copied half of one) can find it.
@Suite struct ModelFileErrorMessageTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("model-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: [
        ("greeting Hi!", "line 3: expected 'intent<TAB>reply', found no tab"),
        ("\tHi!", "line 3: expected 'intent<TAB>reply', the intent (field 1) is empty"),
        ("greeting\t ", "line 3: expected 'intent<TAB>reply', the reply (field 2) is empty"),
        ("greeting\tHi!\textra", "line 3: expected 'intent<TAB>reply', found 3 tab-separated fields"),
    ])
    func aBrokenResponseSetLineNamesTheFullPathLineAndField(line: String, message: String) throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("responses.tsv")
        try Data("# comment\nthanks\tThanks!\n\(line)\n".utf8).write(to: file)
        let error = #expect(throws: SmartReplyError.self) { _ = try ResponseSet.load(from: file) }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message == "response set '\(file.path)' \(message)")
    }

    @Test func aTruncatedReplyModelNamesItsFullPath() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("model.bin")
        let real = try Data(contentsOf: Self.repository.appendingPathComponent("Lexicons/replies/model.bin"))
        try real.prefix(1_000).write(to: file)
        let error = #expect(throws: SmartReplyError.self) { _ = try ReplyModel.load(from: file) }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.hasPrefix("reply model '\(file.path)' at byte 1000: truncated") == true, "\(error?.message ?? "")")
    }

    @Test func aFileThatIsNoReplyModelNamesItsFullPath() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("model.bin")
        try Data("garbage\n".utf8).write(to: file)
        let error = #expect(throws: SmartReplyError.self) { _ = try ReplyModel.load(from: file) }
        #expect(error?.message.hasPrefix("reply model '\(file.path)' is not a reply model") == true, "\(error?.message ?? "")")
    }

    @Test func skippedPhraseTableLinesAreReportedWithTheirFullPathOnceLoaded() async throws {
        let fixtures = try TranslationFixtures.make(languages: ["es", "fr"])
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        #expect(await translator.loadProblems().isEmpty)
        _ = try await translator.preload(try LanguageTag("es"))
        _ = try await translator.preload(try LanguageTag("fr"))
        let problems = await translator.loadProblems()
        let core = fixtures.lexicons.appendingPathComponent("translation/es/core.tsv").path
        #expect(Array(problems.keys) == [try LanguageTag("es")])
        #expect(problems[try LanguageTag("es")]?.contains("\(core):34: expected 2 or 3 tab-separated fields, found 1") == true,
                "\(problems)")
        #expect(try await translator.info(try LanguageTag("es")).problems.contains { $0.hasPrefix("\(core):35: weight") })
    }
}
