import Foundation
import Testing
import SmartReply

/// Clean texts that the lists used to flag (found with our own tweet-style sentences and by running the
/// guard over the chitchat-dataset messages): fixed expressions whose words are list entries, other
/// languages' entries that read as English words once accents are removed, and numbers with a unit
/// that leetspeak read as letters. The entries themselves still count where they insult.
@Suite("Fixed expressions and numbers")
struct FixedExpressionGuardTests {
    let contentGuard: LexiconContentGuard

    init() throws {
        contentGuard = try standardGuard.get()
    }

    static let fixedExpressions = [
        "heading to the honky tonk tonight", "nothing beats a honky-tonk on a friday night",
        "grandpa took the coon hounds out before sunrise", "reading about the Negro Leagues before the game",
        "found the one chink in their armor: the bullpen", "every team has a chink in the armour somewhere",
        "grabbed some Spic and Span for the kitchen floor",
        "the blue tits are back at the feeder", "the Van Dyke Parks album still holds up",
        "the bastard sword at the museum was huge", "cock a doodle doo, the rooster is loud",
        "the pussy willows are out, spring is here", "the hoes and rakes are on sale at the hardware store",
        "ask your teacher if he/she is coming", "Alan Cumming was amazing in Cabaret",
    ]

    @Test(arguments: fixedExpressions)
    func fixedExpressionIsAllowed(_ text: String) {
        let verdict = contentGuard.verdict(for: text, language: .english)
        #expect(verdict.isAllowed, "\(text) → \(verdict)")
    }

    static let figurativeTopics = [
        "cancer season starts today, happy birthday to my fellow cancers", "we drove through death valley, 120 degrees",
        "death by chocolate cake for my birthday", "my depression era playlist is all sad songs",
        "she murdered it on the dance floor", "the group chat is dead, somebody say something", "chivalry is dead apparently",
    ]

    @Test(arguments: figurativeTopics)
    func zodiacPlaceAndFigurativeDeathAreNoSensitiveTopic(_ text: String) {
        let verdict = contentGuard.verdict(for: text, language: .english)
        #expect(verdict.isAllowed, "\(text) → \(verdict)")
    }

    @Test(arguments: ["she was diagnosed with cancer", "he was murdered last night", "my uncle is dead",
                      "the cancer has spread", "she died in Death Valley", "they murdered him"])
    func theTopicItselfStaysSensitive(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .sensitive, "\(text)")
    }

    @Test(arguments: ["shut up you chink", "go home you stupid coon", "look at that negro", "nice tits",
                      "fucking honky", "get out heshe", "pond scum like you should leave"])
    func theSlurOutsideTheExpressionStillCounts(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
    }

    @Test(arguments: [("what are your go-to's?", "en"), ("sike! I'm just kidding", "en"), ("gird your loins", "en"),
                      ("a border crosser", "en"), ("a New Englander by birth", "en"), ("Dr. Nayak is running late", "en"),
                      ("protests after the death of Amini", "und"), ("Malak and Amna are coming too", "en")])
    func otherLanguagesEntriesThatReadAsEnglishWordsPass(_ text: String, _ language: String) throws {
        let (sensitive, offensive) = contentGuard.listMatches(in: GuardTextNormalizer().normalize(text), language: try LanguageTag(language))
        #expect(offensive.isEmpty, "\(text) [\(language)] matched \(sensitive + offensive)")
    }

    @Test func turkishListKeepsItsOwnWord() throws {
        #expect(contentGuard.verdict(for: "götoş", language: try LanguageTag("tr")).kind == .offensive)
    }

    @Test(arguments: ["we hit 600k followers today", "900k views in a day", "see you at 5pm", "my 3rd try"])
    func numberWithAUnitIsNoLeetspeakWord(_ text: String) {
        let verdict = contentGuard.verdict(for: text, language: .english)
        #expect(verdict.isAllowed, "\(text) → \(verdict)")
    }

    @Test(arguments: ["5h1t", "a55hole", "g00k", "sh1tty 600k"])
    func leetspeakWithDigitsStillCounts(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
    }
}
