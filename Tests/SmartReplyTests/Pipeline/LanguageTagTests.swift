import Testing
@testable import SmartReply

@Suite struct LanguageTagTests {
    @Test(arguments: [("en", "en"), ("EN", "en"), ("pt_br", "pt-BR"), ("ru-latn", "ru-Latn"),
                      ("sr-Cyrl-RS", "sr-Cyrl-RS"), ("und", "und"), ("zh-Hant-TW", "zh-Hant-TW"), ("es-419", "es-419"),
                      // Extension and private-use subtags are lower case (RFC 5646 §2.1.1), even two-letter ones.
                      ("en-US-u-CA-gregory", "en-US-u-ca-gregory"), ("de-x-PH", "de-x-ph"), ("en-us-u-ca-gregory", "en-US-u-ca-gregory")])
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

    @Test(arguments: [("pt-BR", "pt_br"), ("ru-Latn", "RU-latn"), ("es", "ES"), ("zh-Hant-TW", "zh_hant_tw")])
    func hashesEqualTagsAlike(_ a: String, _ b: String) throws {
        let first = try LanguageTag(a), second = try LanguageTag(b)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect([first: 1.0][second] == 1.0)
    }

    @Test func keepsDistinctTagsApartInADictionary() throws {
        let tags = try ["en", "es", "pt", "pt-BR", "pt-PT", "ru", "ru-Latn", "und", "zh-Hant-TW", "zh-Hant-HK", "zh-Hans-TW-variant1"].map { try LanguageTag($0) }
        let table = Dictionary(uniqueKeysWithValues: tags.enumerated().map { ($1, $0) })
        #expect(table.count == tags.count)
        for (index, tag) in tags.enumerated() { #expect(table[tag] == index) }
    }

    @Test(arguments: ["en", "pt-BR", "sr-Cyrl-RS"])
    func readsTheLanguageSubtag(_ identifier: String) throws {
        #expect(try LanguageTag(identifier).language == String(identifier.prefix { $0 != "-" }))
    }
}
