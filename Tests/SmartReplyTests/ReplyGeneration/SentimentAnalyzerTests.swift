import Foundation
import Testing
@testable import SmartReply

/// The repository's `Lexicons` folder, found from this file.
let lexiconsURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lexicons")

private let analyzer = Result { try SentimentAnalyzer(lexicons: lexiconsURL) }

@Suite struct SentimentAnalyzerTests {
    /// Expected compounds computed with the Python vaderSentiment 3.3.2 package.
    @Test(arguments: [
        ("I am happy", 0.5719),
        ("I am not happy", -0.4585),
        ("I am VERY happy", 0.6933),
        ("The food is good, but the service was TERRIBLE!!!", -0.7332),
        ("I lost my job 😢", -0.6597),
        ("Congrats!! 🎉", 0.7707),
        ("kind of good", 0.4404),
        ("My dog died yesterday.", -0.5574),
        ("At least it is not bad", 0.431),
        ("never so good", 0.5777),
        ("I am so happy :)", 0.841),
        ("I got the job!", 0.0),
    ])
    func matchesThePythonReference(text: String, expected: Double) throws {
        let compound = try analyzer.get().compound(of: text)
        #expect(abs(compound - expected) < 0.001, "\(text): \(compound)")
    }

    @Test func negationFlipsTheSign() throws {
        let analyzer = try analyzer.get()
        #expect(analyzer.compound(of: "This is good") > 0.3)
        #expect(analyzer.compound(of: "This is not good") < -0.2)
    }

    @Test func butShiftsWeightToTheSecondClause() throws {
        let analyzer = try analyzer.get()
        #expect(analyzer.compound(of: "The trip was fun but I am sad now") < 0)
        #expect(analyzer.compound(of: "I was sad but the trip was fun") > 0)
    }

    @Test func capitalsAndExclamationMarksIntensify() throws {
        let analyzer = try analyzer.get()
        let plain = analyzer.compound(of: "this is great")
        #expect(analyzer.compound(of: "this is GREAT") > plain)
        #expect(analyzer.compound(of: "this is great!!!") > plain)
        // All caps everywhere is no emphasis (VADER's "cap differential").
        #expect(abs(analyzer.compound(of: "THIS IS GREAT") - plain) < 1e-9)
    }

    @Test func emojiCarrySentiment() throws {
        let analyzer = try analyzer.get()
        #expect(analyzer.compound(of: "😢") < -0.2)
        #expect(analyzer.compound(of: "😍") > 0.2)
    }

    @Test(arguments: ["", "   ", "12345", "https://example.org", "\u{200B}", String(repeating: "bad ", count: 2_000)])
    func staysWithinRange(text: String) throws {
        let compound = try analyzer.get().compound(of: text)
        #expect((-1...1).contains(compound))
    }

    @Test(arguments: [(0.9, SentimentMood.happy), (0.5, .positive), (0, .positive), (-0.2, .worried), (-0.5, .crying), (-0.95, .crying)])
    func moodsFollowTheCompoundBands(compound: Double, mood: SentimentMood) {
        #expect(SentimentMood(compound: compound) == mood)
    }

    @Test func aMissingLexiconThrowsModelFileMissing() {
        #expect(throws: SmartReplyError.self) { try SentimentLexicon.load(from: URL(fileURLWithPath: "/nonexistent")) }
        do {
            _ = try SentimentLexicon.load(from: URL(fileURLWithPath: "/nonexistent"))
        } catch let error as SmartReplyError {
            #expect(error.code == .modelFileMissing)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func aMalformedLexiconLineIsCorruptWithItsLineNumber() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "good\t1.9\t0.9\t[]\nbad words here\n".write(to: folder.appendingPathComponent("vader_lexicon.txt"), atomically: true, encoding: .utf8)
        try "😀\tgrinning face\n".write(to: folder.appendingPathComponent("emoji_utf8_lexicon.txt"), atomically: true, encoding: .utf8)
        do {
            _ = try SentimentLexicon.load(from: folder)
            Issue.record("a malformed line was accepted")
        } catch let error as SmartReplyError {
            #expect(error.code == .modelFileCorrupt)
            #expect(error.message.contains("line 2"))
        }
    }
}
