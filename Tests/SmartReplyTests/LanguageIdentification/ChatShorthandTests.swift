import Foundation
import Testing
@testable import SmartReply

/// English chat shorthand alone ("hi", "ok", "thx", "r u ok?") is English at 0.9, which a fresh
/// user found as "hi" → Catalan, "np" → Polish and "ok" → `und`; ambiguous words stay with the model.
@Suite("Chat shorthand")
struct ChatShorthandTests {
    let identifier: NaiveBayesLanguageIdentifier

    init() throws {
        identifier = try LanguageIDTestSupport.identifier.get()
    }

    @Test(arguments: ["hi", "hi!", "ok", "Ok 👍", "thx", "brb", "np", "ttyl", "r u ok?", "ok thx", "omw!!", "gn",
                      "ty", "Ty!", "ty 😊", "u", "u?", "U"])
    func shorthandIsEnglish(_ text: String) throws {
        let result = try identifier.identify(text)
        #expect(result.language == .english, "\(text): \(result.hypotheses.prefix(3))")
        #expect(result.confidence == ChatShorthand.confidence)
        let total = result.hypotheses.reduce(0) { $0 + $1.probability }
        #expect(abs(total - 1) < 1e-9 || result.hypotheses.count == LanguageIdentificationOptions().maximumHypotheses)
    }

    @Test(arguments: ["no", "ya", "Hallo", "hola", "Hi John!", "ok pero mañana", "k", "y", "r", "ty jsi", "u nás"])
    func wordsOfOtherLanguagesOrTooLittleAreLeftToTheModel(_ text: String) {
        #expect(!ChatShorthand.isEnglishShorthand(text), "\(text)")
    }

    @Test(arguments: ["ok", "OK!!", "r u ok?", "thx, bye", "lol\tbrb", "k ok", "g2g", "Hi John!", "casa blanca",
                      "ok\r\nlol", "ok pero", "nope", "wassup!", "a", "élan", "ok mañana", "привет", "ok 👍", "👍 ok",
                      "lol\u{301}", "o\u{600} k", "ok \u{301}k", "thx ок", "ㅋㅋ ok", "ok คะ", "ﾃﾞ ok", "ok,ñ"])
    func quickRejectionOnlyRejectsWhatTheFullCheckRejects(_ text: String) {
        // cannotBeShorthand is a shortcut: when it says true, the word-by-word check must say false.
        if ChatShorthand.cannotBeShorthand(text) {
            #expect(!ChatShorthand.consistsOfShorthandWords(text), "\(text)")
        }
    }

    @Test(arguments: [("ok", false), ("r u ok?", false), ("thx, bye", false), ("casa blanca", true), ("ok pero", true),
                      ("Hi John!", true), ("élan", true), ("ok 👍", false), ("ok привет", true), ("안녕", true),
                      ("lol\u{301}", false), ("ok\u{E31}", false)])
    func quickRejectionSeesWordsThatAreNotShorthand(_ text: String, rejected: Bool) {
        #expect(ChatShorthand.cannotBeShorthand(text) == rejected, "\(text)")
    }

    @Test func constraintsWithoutEnglishKeepTheModelsAnswer() throws {
        let options = LanguageIdentificationOptions(languageConstraints: [try LanguageTag("es"), try LanguageTag("pt")])
        let result = try identifier.identify("ok", options: options)
        #expect(result.language != .english)
    }

    @Test func staysBelowTheOrchestratorsShortMessageOverride() {
        // "ok" inside a Spanish conversation must still take the conversation's language.
        #expect(ChatShorthand.confidence < ConversationOrchestrator.Configuration().shortMessageOverrideConfidence)
        #expect(ChatShorthand.confidence >= LanguageIdentificationOptions().undeterminedThreshold)
    }
}
