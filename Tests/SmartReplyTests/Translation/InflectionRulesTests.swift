import Testing
@testable import SmartReply

@Suite struct InflectionRulesTests {
    @Test(arguments: [
        ("es", "hablaremos", "hablar"), ("es", "comiendo", "comer"), ("es", "gatos", "gato"), ("es", "hacerlo", "hacer"),
        ("pt", "falaremos", "falar"), ("fr", "parlons", "parler"), ("it", "parliamo", "parlare"), ("de", "machte", "machen"),
        ("ru", "книгами", "книга"), ("uk", "книгами", "книга"), ("nl", "werkte", "werken"),
    ])
    func proposesTheLemma(language: String, form: String, lemma: String) {
        let candidates = InflectionRules.forLanguage(language).candidates(for: form).map(\.lemma)
        #expect(candidates.contains(lemma), "\(candidates)")
    }

    @Test func inflectsTheEnglishOfTheLemma() {
        let rules = InflectionRules.forLanguage("es")
        func english(_ form: String, _ lemmaEnglish: String, lemma: String) -> String? {
            rules.candidates(for: form).first { $0.lemma == lemma }.map { rules.inflect(lemmaEnglish, ruleIndex: $0.ruleIndex) }
        }
        #expect(english("hablaremos", "to speak", lemma: "hablar") == "we will speak")
        #expect(english("gatos", "cat", lemma: "gato") == "cats")
        #expect(english("comiendo", "to eat", lemma: "comer") == "eating")
        // A Spanish -ado/-ido form is a participle ("he hablado" = "I have spoken"), never a simple past.
        #expect(english("hablado", "to speak", lemma: "hablar") == "spoken")
        #expect(english("perfectamente", "perfect", lemma: "perfecto") == "perfectly")
        #expect(english("hacerlo", "to do", lemma: "hacer") == "do it")
    }

    @Test func keepsShortStemsAndUnknownLanguagesOut() {
        #expect(InflectionRules.forLanguage("es").candidates(for: "os").isEmpty)
        #expect(InflectionRules.forLanguage("zz").candidates(for: "hablaremos").isEmpty)
    }

    @Test(arguments: [("box", "boxes"), ("city", "cities"), ("day", "days"), ("child", "children"), ("red car", "red cars")])
    func pluralizesEnglish(singular: String, plural: String) {
        #expect(EnglishMorphology.pluralizeLastWord(singular) == plural)
    }

    @Test(arguments: [("go", "went"), ("walk", "walked"), ("try", "tried"), ("live", "lived"), ("make it", "made it")])
    func putsEnglishInThePast(verb: String, past: String) {
        #expect(EnglishMorphology.pastFirstWord(verb) == past)
    }
}
