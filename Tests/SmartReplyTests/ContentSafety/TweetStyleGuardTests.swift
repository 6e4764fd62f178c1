import Foundation
import Testing
import SmartReply

/// What the guard does with tweet- and comment-style texts: banter, links,
/// chat spellings of directed insults, figurative deaths, and insults inside
/// long comments. Sentences written by us (see also `Lexicons/guard/dev/en-tweets.tsv`).
@Suite("Tweet-style texts")
struct TweetStyleGuardTests {
    let contentGuard: LexiconContentGuard

    init() throws {
        contentGuard = try standardGuard.get()
    }

    @Test(arguments: ["omg shut up I love you", "stfu that's amazing, congrats man", "shut up lol", "shut up!! you got tickets?? I'm so jealous",
                      "shut up and take my money"])
    func playfulShutUpIsAllowed(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).isAllowed, "\(text)")
    }

    @Test(arguments: ["stfu nobody asked you", "shut up you idiot", "shut up", "shut the f up"])
    func shutUpWithoutDelightStaysOffensive(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
    }

    @Test(arguments: ["ur so dumb", "youre dumb af", "u r so stupid", "you're the dumbest person I've ever met"])
    func chatSpellingOfDirectedInsultIsOffensive(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
    }

    @Test(arguments: ["what a dumb game, I keep losing lol", "that plot twist was stupid but I still loved it",
                      "you are not stupid, you're learning"])
    func dumbOrStupidNotAimedAtTheReaderIsAllowed(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).isAllowed, "\(text)")
    }

    @Test(arguments: ["you stupid for that lmao", "ur so dumb lol, I love you", "ну ты и баран хахаха"])
    func laughingContextWordIsLeftToTheModel(_ text: String) throws {
        let language = text.unicodeScalars.contains { $0.value >= 0x400 } ? try LanguageTag("ru") : LanguageTag.english
        let verdict = contentGuard.verdict(for: text, language: language)
        #expect(verdict.isAllowed || verdict.matches == [LexiconContentGuard.modelMatchName], "\(text) → \(verdict)")
    }

    /// Degrading the reader's looks or worth is hostile however much the text laughs (regression: "you are so
    /// ugly lol" got "Thanks!", because laughter cancelled every hostile phrase).
    @Test(arguments: [("you are so ugly lol", "en"), ("ur so fat lmao", "en"), ("you're worthless haha", "en"),
                      ("du bist so hässlich haha", "de"), ("ты такой жалкий хахаха", "ru")])
    func degradingTheReaderIsOffensiveDespiteLaughter(_ text: String, _ language: String) throws {
        let verdict = contentGuard.verdict(for: text, language: try LanguageTag(language))
        #expect(verdict.kind == .offensive, "\(text) [\(language)] → \(verdict)")
    }

    /// Banter stays banter: hatred said in delight and the words friends trade in jest.
    @Test(arguments: ["omg I hate you lol", "ew you're so gross lol", "you are so dumb lol, I love you", "you are not ugly lol"])
    func banterWithLaughterStaysAllowed(_ text: String) {
        let verdict = contentGuard.verdict(for: text, language: .english)
        #expect(verdict.isAllowed || verdict.matches == [LexiconContentGuard.modelMatchName], "\(text) → \(verdict)")
    }

    /// An obscene gesture is offensive as input, alone or after words (regression: "🖕" passed).
    @Test(arguments: ["🖕", "🖕🏿", "here's what I think of you 🖕"])
    func middleFingerIsOffensive(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
    }

    @Test(arguments: [("thank you for the tickets, the movie was stupid but fun", "en"),
                      ("danke dir für den Tipp, der Film war trotzdem ziemlich blöd", "de")])
    func contextWordFarFromTheSecondPersonIsAllowed(_ text: String, _ language: String) throws {
        #expect(contentGuard.contextMatches(in: GuardTextNormalizer().normalize(text), language: try LanguageTag(language)).isEmpty, "\(text)")
    }

    @Test(arguments: ["check this http://t.co/aSsHoLe1", "full story at https://news.example.com/fuck-ups", "see www.shitbox.example"])
    func linksAreNotRead(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).isAllowed, "\(text)")
    }

    @Test func textAroundALinkIsStillRead() {
        #expect(contentGuard.verdict(for: "fuck you http://t.co/x7Kq2Lm", language: .english).kind == .offensive)
    }

    @Test(arguments: ["ni66a please", "you f466ot"])
    func sixAsGIsUndone(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
    }

    @Test(arguments: ["I was dying at that scene, best episode yet", "this level is so hard, I've died like 20 times lol",
                      "my plants died while I was away", "spent the morning in the garden with the hoe and rake"])
    func figurativeDeathsAndGardenToolsAreAllowed(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).isAllowed, "\(text)")
    }

    @Test func longTextIsScoredByItsBestWindow() throws {
        let model = try #require(contentGuard.model)
        let clean = "wir waren gestern im Kino und danach noch lange essen, der Film war wirklich schön und das Essen auch"
        let insult = "ihr seid doch alle strunzdumme Schmarotzer"
        let long = GuardTextNormalizer().normalize("\(clean) \(insult) \(clean)")
        let whole = model.probability(of: long)
        let windowed = model.windowedProbability(of: long, window: LexiconContentGuard.modelWindow)
        #expect(windowed > whole)
        #expect(windowed >= model.probability(of: GuardTextNormalizer().normalize(insult)) - 0.3)
    }

    /// The 8-word windows always took clean words of the next sentence along; each clause is also scored alone.
    @Test func longTextIsScoredAtLeastAsHighAsItsWorstClause() throws {
        let model = try #require(contentGuard.model)
        let normalizer = GuardTextNormalizer()
        let clause = "ihr seid alle hohle Nüsse ohne Hirn"
        let long = normalizer.normalize("der Film gestern war schön. \(clause). morgen gehen wir wandern und danach essen")
        #expect(long.tokens.count > LexiconContentGuard.modelWindow)
        let alone = model.probability(of: normalizer.normalize(clause))
        #expect(model.windowedProbability(of: long, window: LexiconContentGuard.modelWindow) >= alone)
        #expect(model.windowedProbability(of: long, window: LexiconContentGuard.modelWindow, minimumClauseWords: 100) < alone)
    }

    @Test func shortTextWindowedScoreIsItsScore() throws {
        let model = try #require(contentGuard.model)
        let text = GuardTextNormalizer().normalize("nobody wants you here")
        #expect(model.windowedProbability(of: text, window: LexiconContentGuard.modelWindow) == model.probability(of: text))
    }

    @Test(arguments: [("wir waren gestern im Kino und danach noch essen, der Film war schön. ihr seid doch alle hohle Nüsse ohne Hirn. morgen gehen wir wandern", "de"),
                      ("статья интересная, спасибо автору. вы там все больные на голову. погода сегодня хорошая", "ru")])
    func insultWithoutListedWordInsideALongCommentIsOffensive(_ text: String, _ language: String) throws {
        let language = try LanguageTag(language)
        let normalized = GuardTextNormalizer().normalize(text)
        let lists = contentGuard.listMatches(in: normalized, language: language)
        #expect(lists.offensive.isEmpty && lists.sensitive.isEmpty, "the model is what is tested: \(lists)")
        #expect(contentGuard.verdict(for: text, language: language).matches == [LexiconContentGuard.modelMatchName], "\(text)")
    }
}
