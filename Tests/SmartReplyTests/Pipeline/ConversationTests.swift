import Foundation
import Testing
@testable import SmartReply

@Suite struct ConversationTests {
    private func parse(_ json: String) throws -> Conversation { try Conversation(data: Data(json.utf8)) }

    @Test func readsAConversation() throws {
        let conversation = try parse("""
            {"title": "Dinner", "localUser": "me", "extra": 1, "messages": [
              {"user": "ana", "text": "¿Cenamos?", "timestamp": "2026-11-30T19:02:00Z"},
              {"user": "me", "text": "¡Sí!", "timestamp": "2026-11-30T19:03:10.250Z", "unknown": true}]}
            """)
        #expect(conversation.title == "Dinner")
        #expect(conversation.localUser == "me")
        #expect(conversation.messages.map(\.text) == ["¿Cenamos?", "¡Sí!"])
        #expect(conversation.messages.map(\.isLocalUser) == [false, true])
        #expect(conversation.messages[0].timestamp != nil)
        #expect(conversation.problems.isEmpty)
    }

    @Test func readsAKnownLanguageTag() throws {
        let conversation = try parse(#"{"localUser": "me", "language": "ru-Latn", "messages": []}"#)
        #expect(conversation.language == (try LanguageTag("ru-Latn")))
    }

    @Test func skipsAUTF8ByteOrderMark() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"localUser": "me", "messages": []}"#.utf8)
        #expect(try Conversation(data: data).messages.isEmpty)
    }

    /// Whole-file errors: input → a phrase the error message must contain.
    @Test(arguments: [
        ("", "empty"),
        ("not json", "not valid JSON"),
        (#"{"localUser": "me", "messages": [{"user": "a", "te"#, "not valid JSON"),
        ("[1, 2]", "top level"),
        (#"{"messages": []}"#, "localUser: missing"),
        (#"{"localUser": 7, "messages": []}"#, "localUser: expected a non-empty string, found a number"),
        (#"{"localUser": "me"}"#, "messages: missing"),
        (#"{"localUser": "me", "messages": {}}"#, "messages: expected an array, found an object"),
        (#"{"localUser": "me", "title": [], "messages": []}"#, "title: expected a string"),
        (#"{"localUser": "me", "language": "xx", "messages": []}"#, "language: 'xx' is not a known language"),
        (#"{"localUser": "me", "language": "qq-Latn", "messages": []}"#, "language: 'qq-Latn' is not a known language"),
        (#"{"localUser": "me", "language": "es;x", "messages": []}"#, "language: 'es;x' is not a BCP-47 language tag"),
    ])
    func rejectsAMalformedFileNamingTheField(input: String, expected: String) throws {
        let error = try #require(throws: SmartReplyError.self) { try parse(input) }
        #expect(error.code == .invalidConversation)
        #expect(error.message.contains(expected), "\(error.message)")
    }

    @Test func reportsTheLineAndColumnOfAJSONSyntaxError() throws {
        let error = try #require(throws: SmartReplyError.self) { try parse("{\n  \"localUser\": \"me\",\n  \"messages\": [,]\n}") }
        #expect(error.message.contains("line 3"), "\(error.message)")
    }

    @Test func rejectsInvalidUTF8WithItsOffset() throws {
        let data = Data(#"{"localUser": "me", "messages": [{"user": "a", "text": ""#.utf8) + Data([0xFF, 0xFE]) + Data(#""}]}"#.utf8)
        let error = try #require(throws: SmartReplyError.self) { try Conversation(data: data) }
        #expect(error.message.contains("UTF-8"))
        #expect(error.message.contains("offset 56"), "\(error.message)")
    }

    /// A bad message is reported with its position; the others are kept.
    @Test(arguments: [
        (#"{"user": "a"}"#, "messages[1].text: missing"),
        (#"{"text": "hi"}"#, "messages[1].user: missing"),
        (#"{"user": "a", "text": 5}"#, "messages[1].text: expected a string, found a number"),
        (#"{"user": "a", "text": "hi", "timestamp": "yesterday"}"#, "messages[1].timestamp: 'yesterday' is not an ISO-8601"),
        (#"{"user": "a", "text": "hi", "timestamp": 12}"#, "messages[1].timestamp: expected an ISO-8601 string"),
        ("42", "messages[1]: expected an object, found a number"),
        (#"{"user": true, "text": "hi"}"#, "messages[1].user: expected a non-empty string, found a boolean"),
    ])
    func keepsGoodMessagesAroundABadOne(bad: String, expected: String) throws {
        let conversation = try parse("""
            {"localUser": "me", "messages": [{"user": "a", "text": "one"}, \(bad), {"user": "me", "text": "three"}]}
            """)
        #expect(conversation.messages.map(\.text) == ["one", "three"])
        #expect(conversation.indices == [0, 2])
        #expect(conversation.problems.map(\.index) == [1])
        #expect(conversation.problems.first?.message.contains(expected) == true, "\(conversation.problems)")
    }

    /// A message written as a bare string or number was named without its line (a fresh user's report).
    @Test(arguments: [("\"just text\"", "a string"), ("42", "a number"), ("null", "null")])
    func aScalarMessageIsNamedWithItsLine(bad: String, kind: String) throws {
        let conversation = try parse("""
            {"localUser": "me", "messages": [
              {"user": "a", "text": "one"},
              \(bad),
              {"user": "me", "text": "three"}]}
            """)
        #expect(conversation.messages.map(\.text) == ["one", "three"])
        #expect(conversation.problems.map(\.line) == [3], "\(conversation.problems)")
        #expect(conversation.problems.first?.message.contains("found \(kind)") == true, "\(conversation.problems)")
    }

    @Test func flagsTimestampsOutOfOrderButKeepsTheMessages() throws {
        let conversation = try parse("""
            {"localUser": "me", "messages": [
              {"user": "a", "text": "one", "timestamp": "2026-11-30T10:00:00Z"},
              {"user": "a", "text": "two", "timestamp": "2026-11-30T09:00:00Z"}]}
            """)
        #expect(conversation.messages.count == 2)
        #expect(conversation.problems.first?.message.contains("earlier than the message before it") == true)
    }

    @Test func acceptsTimestampsWithoutZoneOrSeconds() {
        #expect(Conversation.parseTimestamp("2026-11-30T10:00:00") != nil)
        #expect(Conversation.parseTimestamp("2026-11-30T10:00:00+02:00") != nil)
        #expect(Conversation.parseTimestamp("2026-11-30") != nil)
        #expect(Conversation.parseTimestamp("30/11/2026") == nil)
    }

    @Test func refusesAFileOverTheSizeLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID()).json")
        try Data(repeating: 0x20, count: 2_000).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(throws: SmartReplyError.self) { try Conversation(contentsOf: url, maximumFileSize: 1_000) }
        #expect(error.message.contains(url.path))
        #expect(error.message.contains("over the limit"))
    }

    @Test func handlesAHundredThousandMessages() throws {
        let body = (0..<100_000).map { #"{"user": "u\#($0 % 2)", "text": "m\#($0)"}"# }.joined(separator: ",")
        let conversation = try parse(#"{"localUser": "u0", "messages": [\#(body)]}"#)
        #expect(conversation.messages.count == 100_000)
    }

    /// A lone UTF-16 surrogate escape (half an emoji, as JavaScript can write) costs
    /// nothing but that character: the message is kept with U+FFFD and reported.
    @Test func keepsAMessageWithALoneSurrogateEscape() throws {
        let conversation = try parse(#"""
            {"localUser": "me", "messages": [
              {"user": "a", "text": "hi \ud800 there"},
              {"user": "a", "text": "pair \ud83d\ude00 ok, escaped \\ud800 stays"},
              {"user": "a", "text": "low \udc00"}]}
            """#)
        #expect(conversation.messages.map(\.text) == ["hi \u{FFFD} there", "pair 😀 ok, escaped \\ud800 stays", "low \u{FFFD}"])
        #expect(conversation.problems.map(\.index) == [0, 2], "\(conversation.problems)")
        #expect(conversation.problems.first?.message.contains("messages[0].text: a lone UTF-16 surrogate") == true)
    }
}

