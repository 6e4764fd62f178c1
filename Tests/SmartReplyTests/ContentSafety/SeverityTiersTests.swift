import Foundation
import Testing
import SmartReply

/// The severity tiers (mild profanity, insult words, strong words) and the
/// other false-positive fixes found on our own clean chat: figurative deaths,
/// names that a translation changed. Sentences written by us.
@Suite("Severity tiers")
struct SeverityTiersTests {
    let contentGuard: LexiconContentGuard

    init() throws {
        contentGuard = try standardGuard.get()
    }

    func lists(_ text: String, _ language: String = "en") throws -> [String] {
        let found = contentGuard.listMatches(in: GuardTextNormalizer().normalize(text), language: try LanguageTag(language))
        return found.sensitive + found.offensive
    }

    @Test(arguments: ["I had a shitty day", "what a shitty week, I need a drink", "holy crap, you won?",
                      "I'm so pissed I missed the concert", "that's bullshit, the store closed early", "Shit happens"])
    func mildProfanityAddressingNoOneIsAllowed(_ text: String) throws {
        #expect(try lists(text).isEmpty, "\(text)")
        #expect(contentGuard.verdict(for: text, language: .english).isAllowed, "\(text)")
    }

    @Test(arguments: ["you are full of shit", "you're a shitty friend", "your ideas are shit"])
    func mildProfanityAimedAtTheReaderIsOffensive(_ text: String) throws {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
        #expect(try !lists(text).isEmpty, "\(text)")
    }

    /// Policy (2026-12-01): "fuck" and its forms are strong profanity, offensive even as a happy
    /// intensifier. The English evaluation data's annotators (Davidson et al. 2017) labelled a tweet
    /// "offensive language" for its offensive words whether or not it attacks anyone, and only words
    /// as mild as "shit", "crap" or "damn" (`mild-en.txt`) depend on being aimed at the reader.
    @Test(arguments: ["this is fucking great", "I fucking love this song", "fuckin finally, the weekend",
                      "fucking immigrants should leave", "FuCkInG amazing"])
    func strongProfanityAsAnIntensifierIsOffensive(_ text: String) throws {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
        #expect(contentGuard.tiers.mildLists["en"]?.names.contains("fucking") == false, "fucking must not be mild")
    }

    @Test(arguments: ["you piece of shit", "eat shit", "piss off"])
    func phrasesWithMildWordsAlwaysCount(_ text: String) throws {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
    }

    @Test(arguments: ["sh!t happens", "$hit day", "sh*t day", "sh\u{200B}itty day"])
    func disguisedMildWordCountsAsStrong(_ text: String) throws {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
    }

    @Test(arguments: [("I'm such an idiot, I left the oven on", "en"), ("I feel like an idiot for missing the train", "en"),
                      ("my brother called me an idiot and I laughed", "en"), ("you're not an idiot, everyone forgets things", "en"),
                      ("ich Idiot habe den Schlüssel vergessen", "de"), ("du bist doch kein Idiot", "de"),
                      ("я дурак, забыл ключи", "ru"), ("ты не дурак, просто устал", "ru")])
    func negatedOrSelfDirectedInsultWordIsNoListMatch(_ text: String, _ language: String) throws {
        #expect(try lists(text, language).isEmpty, "\(text) [\(language)]")
    }

    @Test(arguments: [("du bist doch nicht blöd", "de"), ("ты не козёл, просто устал", "ru")])
    func negatedContextWordIsAllowed(_ text: String, _ language: String) throws {
        #expect(contentGuard.contextMatches(in: GuardTextNormalizer().normalize(text), language: try LanguageTag(language)).isEmpty, "\(text)")
    }

    @Test(arguments: [("what an idiot", "en"), ("you idiot", "en"), ("the idiots in charge ruined it", "en"),
                      ("du Idiot", "de"), ("ты дурак", "ru")])
    func insultWordAimedAtSomeoneIsOffensive(_ text: String, _ language: String) throws {
        #expect(contentGuard.verdict(for: text, language: try LanguageTag(language)).kind == .offensive, "\(text)")
        #expect(try !lists(text, language).isEmpty, "\(text) [\(language)]")
    }

    @Test(arguments: ["my phone died again", "I almost died laughing", "the battery is dead", "I'm dying to see that movie"])
    func figurativeDeathIsNotSensitive(_ text: String) throws {
        #expect(contentGuard.verdict(for: text, language: .english).isAllowed, "\(text)")
    }

    @Test func realDeathStaysSensitive() {
        #expect(contentGuard.verdict(for: "my grandfather died last night", language: .english).kind == .sensitive)
    }

    @Test func allowListedNameSurvivesTranslation() throws {
        let translated = "Dick from Dyke was great in that film"
        #expect(!contentGuard.verdict(for: translated, language: .english).isAllowed)
        let verdict = contentGuard.verdict(forTranslation: translated, language: .english,
                                           source: "Dick Van Dyke was geweldig in die film")
        #expect(verdict.isAllowed, "\(verdict)")
    }

    @Test(arguments: [("Dick Van Dyke was geweldig in die film", "nl", "Dick from Dyke was great in that film"),
                      ("je bent een lul", "nl", "you are a dick"), ("idi nahuy", "ru-Latn", "go fuck yourself"),
                      ("¿Quieres cenar el viernes?", "es", "Do you want to have dinner on Friday?")])
    func notesOfTheSourceGiveTheSameVerdicts(source: String, language: String, translation: String) async throws {
        let tag = try LanguageTag(language)
        var notes = GuardNotes()
        let noted = try await contentGuard.check(source, language: tag, notes: &notes)
        #expect(noted == contentGuard.verdict(for: source, language: tag))
        let withNotes = try await contentGuard.check(translation: translation, language: .english, source: source,
                                                     sourceLanguage: tag, notes: notes)
        #expect(withNotes == contentGuard.verdict(forTranslation: translation, language: .english, source: source))
        // Notes about another text are not used for this one.
        let otherSource = try await contentGuard.check(translation: translation, language: .english, source: "something else",
                                                       sourceLanguage: tag, notes: notes)
        #expect(otherSource == contentGuard.verdict(forTranslation: translation, language: .english, source: "something else"))
    }

    @Test func translationOfAnInsultIsStillChecked() {
        let verdict = contentGuard.verdict(forTranslation: "you are a dick", language: .english, source: "je bent een lul")
        #expect(verdict.kind == .offensive)
    }

    @Test func disguisedWordIsMarked() {
        let normalizer = GuardTextNormalizer()
        #expect(normalizer.normalize("sh!t").tokens.first?.isDisguised == true)
        #expect(normalizer.normalize("sh\u{200B}it").tokens.first?.isDisguised == true)
        #expect(normalizer.normalize("shit").tokens.first?.isDisguised == false)
        #expect(normalizer.normalize("Scheiße").tokens.first?.isDisguised == false)
    }
}
