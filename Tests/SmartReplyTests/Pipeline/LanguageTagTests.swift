import Testing
@testable import SmartReply

@Suite struct LanguageTagTests {
    @Test(arguments: [("en", "en"), ("EN", "en"), ("pt_br", "pt-BR"), ("ru-latn", "ru-Latn"),
                      ("sr-Cyrl-RS", "sr-Cyrl-RS"), ("und", "und"), ("zh-Hant-TW", "zh-Hant-TW"), ("es-419", "es-419")])
    func normalizesWellFormedTags(input: String, expected: String) throws {
        #expect(try LanguageTag(input).identifier == expected)
    }

    @Test(arguments: ["", "e", "english", "../../etc/passwd", "es;DROP TABLE", "es DROP", "es--ES", "-es", "es-",
                      "ésp", "es/../x", String(repeating: "a", count: 1_000), "en-abcdefghi", "1en", "a-b-c-d-e-f-g-h-i"])
    func rejectsMalformedOrHostileTags(input: String) {
        #expect(throws: SmartReplyError.self) { try LanguageTag(input) }
    }

    @Test func namesTheBadInputShortened() throws {
        let error = try #require(throws: SmartReplyError.self) { try LanguageTag(String(repeating: "x", count: 1_000)) }
        #expect(error.code == .invalidLanguageTag)
        #expect(error.message.count < 200)
    }

    @Test func exposesSubtags() throws {
        let tag = try LanguageTag("ru-Latn")
        #expect(tag.language == "ru")
        #expect(tag.script == "Latn")
        #expect(tag.baseLanguage == (try LanguageTag("ru")))
        #expect(LanguageTag.undetermined.isUndetermined)
    }
}
