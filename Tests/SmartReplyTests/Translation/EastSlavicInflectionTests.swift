import Testing
@testable import SmartReply

/// The Russian/Ukrainian participle, gerund and diminutive rules and the verb-prefix fallback.
@Suite struct EastSlavicInflectionTests {
    @Test(arguments: [
        ("ru", "написанная", "написать", "to write", "written"),
        ("ru", "купленный", "купить", "to buy", "bought"),
        ("ru", "сделано", "сделать", "to do", "done"),
        ("ru", "улыбаясь", "улыбаться", "to smile", "smiling"),
        ("ru", "вернувшись", "вернуться", "to return", "returning"),
        ("uk", "написаний", "написати", "to write", "written"),
        ("uk", "відкритий", "відкрити", "to open", "opened"),
        ("uk", "читаючи", "читати", "to read", "reading"),
        ("uk", "прочитавши", "прочитати", "to read", "reading"),
    ])
    func readsParticiplesAndGerundsThroughTheInfinitive(language: String, form: String, lemma: String, lemmaEnglish: String, english: String) throws {
        let rules = InflectionRules.forLanguage(language)
        let candidate = try #require(rules.candidates(for: form).first { $0.lemma == lemma })
        #expect(rules.inflect(lemmaEnglish, ruleIndex: candidate.ruleIndex) == english)
    }

    @Test(arguments: [
        ("ru", "поработать", "работать"), ("ru", "переписать", "писать"), ("ru", "заговорил", "говорил"),
        ("uk", "попрацювати", "працювати"), ("uk", "розповісти", "повісти"),
    ])
    func stripsAVerbPrefix(language: String, word: String, stem: String) {
        #expect(InflectionRules.forLanguage(language).prefixStripped(word).contains(stem))
    }

    @Test func leavesShortWordsAndOtherLanguagesWithTheirPrefix() {
        #expect(InflectionRules.forLanguage("ru").prefixStripped("пол").isEmpty)
        #expect(InflectionRules.forLanguage("ru").prefixStripped("сон").isEmpty)
        #expect(InflectionRules.forLanguage("es").prefixStripped("perfecto").isEmpty)
    }

    @Test(arguments: [("write", "written"), ("close", "closed"), ("do it", "done it"), ("buy", "bought")])
    func givesTheEnglishPastParticiple(verb: String, participle: String) {
        #expect(EnglishMorphology.participleFirstWord(verb) == participle)
    }

    @Test func translatesAPrefixedVerbTheTableLacksAsItsPlainVerb() async throws {
        let (translator, fixtures) = try ClauseStructureTests.translator("ru", table: "я\tI\nхочу\twant\nчитать\tto read\n")
        defer { fixtures.remove() }
        let result = try await translator.translate("я хочу почитать", from: LanguageTag("ru"), to: .english)
        #expect(result.text == "I want to read")
        #expect(result.unknownWords.isEmpty)
    }
}
