import Foundation
import Testing
@testable import SmartReply

/// Writes `text` to a fresh temporary file and returns its URL.
func temporaryFile(_ text: String, name: String = "file.tsv") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replies-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}

@Suite struct ResponseSetTests {
    private let standard = Result { try ResponseSet.load(from: lexiconsURL.appendingPathComponent("replies/responses.tsv")) }

    @Test func theStandardSetHasEnoughShortRepliesAndIntents() throws {
        let set = try standard.get()
        #expect(set.responses.count >= 200)
        #expect(set.intents.count >= 30)
        for response in set.responses {
            let tokens = response.text.split(whereSeparator: { $0.isWhitespace })
            #expect(tokens.count <= 10, "\(response.text)")
        }
    }

    @Test func theStandardSetHasNoDuplicateReplies() throws {
        let texts = try standard.get().responses.map(\.text)
        #expect(Set(texts).count == texts.count)
    }

    @Test(arguments: ["greeting", "farewell", "thanks", "you_are_welcome", "yes", "no", "maybe", "question_back", "apology",
                      "congratulation", "sympathy", "on_my_way", "running_late", "get_well", "good_night", "where", "when"])
    func theStandardSetCoversIntent(intent: String) throws {
        #expect(try standard.get().intents.contains(intent))
    }

    @Test func commentsAndBlankLinesAreSkipped() throws {
        let url = try temporaryFile("# a comment\n\nthanks\tThanks!\r\nyes\tSure.\n")
        let set = try ResponseSet.load(from: url)
        #expect(set.responses.map(\.text) == ["Thanks!", "Sure."])
        #expect(set.intents == ["thanks", "yes"])
    }

    @Test(arguments: ["thanks Thanks!\n", "thanks\t\n", "\tThanks!\n", "a\tb\tc\n", "# only a comment\n"])
    func malformedFilesAreCorrupt(text: String) throws {
        let url = try temporaryFile(text)
        do {
            _ = try ResponseSet.load(from: url)
            Issue.record("accepted \(text.debugDescription)")
        } catch let error as SmartReplyError {
            #expect(error.code == .modelFileCorrupt)
        }
    }

    @Test func aMissingFileIsModelFileMissing() {
        do {
            _ = try ResponseSet.load(from: URL(fileURLWithPath: "/nonexistent/responses.tsv"))
            Issue.record("no error")
        } catch let error as SmartReplyError {
            #expect(error.code == .modelFileMissing)
            #expect(error.message.contains("/nonexistent/responses.tsv"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

@Suite struct ReplyTokenizerTests {
    @Test(arguments: [
        ("Don't worry!!", ["dont", "worry", "!"]),
        ("hahahaha that's SO funny", ["haha", "thats", "so", "funny"]),
        ("soooo good", ["soo", "good"]),
        ("lol ok?", ["haha", "ok", "?"]),
        ("Love you ❤️😂", ["love", "you", "❤", "😂"]),
        ("see you at 7pm", ["see", "you", "at", "7pm"]),
        ("", []),
    ])
    func normalizesChatText(text: String, tokens: [String]) {
        #expect(ReplyTokenizer.tokens(of: text) == tokens)
    }
}

@Suite struct ReplyIntentLabelerTests {
    private let labeler = Result { ReplyIntentLabeler(responseSet: try ResponseSet.load(from: lexiconsURL.appendingPathComponent("replies/responses.tsv"))) }
    private let set = Result { try ResponseSet.load(from: lexiconsURL.appendingPathComponent("replies/responses.tsv")) }

    @Test(arguments: [
        ("i agree with you", "agreement"),
        ("hahaha that's funny", "laugh"),
        ("thank you so much!", "thanks"),
        ("yup", "yes"),
        ("congrats man", "congratulation"),
        ("how about you?", "question_back"),
        ("good night, sleep tight", "good_night"),
    ])
    func labelsChatRepliesWithTheirIntent(reply: String, intent: String) throws {
        let match = try #require(try labeler.get().match(reply))
        #expect(try set.get().responses[match.response].intent == intent)
    }

    @Test(arguments: ["i love that movie", "what did you study in college", "hello?", "yeah?", ""])
    func leavesOtherRepliesUnlabelled(reply: String) throws {
        #expect(try labeler.get().match(reply) == nil)
    }
}
