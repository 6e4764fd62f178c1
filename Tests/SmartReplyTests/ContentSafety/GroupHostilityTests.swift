import Foundation
import Testing
@testable import SmartReply

/// Hate speech against protected groups, sexual propositions, "kys", sentences spelled
/// out letter by letter, and the innocent words those rules must not catch. Sentences
/// written by us (none taken from an evaluation file).
@Suite("Group hostility rules")
struct GroupHostilityTests {
    /// Messages the guard used to let through (bypass catalogue): text, language, expected kind.
    static let bypasses: [(String, String, GuardVerdict.Kind)] = [
        // hate: before-predicates ("death" is on the sensitive list, which wins: still no reply)
        ("I hate black people", "en", .offensive), ("I hate immigrants, they should all leave", "en", .offensive),
        ("i cant stand muslims", "en", .offensive), ("death to all the jews", "en", .sensitive),
        ("kill all gays", "en", .offensive), ("we should get rid of refugees", "en", .offensive),
        ("Odio a los inmigrantes", "es", .offensive), ("Ich hasse Ausländer", "de", .offensive),
        ("Je déteste les juifs", "fr", .offensive), ("odio gli immigrati", "it", .offensive),
        ("eu odeio os imigrantes", "pt", .offensive), ("ik haat buitenlanders", "nl", .offensive),
        ("ненавижу мигрантов", "ru", .offensive), ("ненавиджу мігрантів", "uk", .offensive),
        ("Ich hasse Schwarze!", "de", .offensive), ("ненавижу черных", "ru", .offensive),
        // hate: after-predicates
        ("gay people are disgusting", "en", .offensive), ("immigrants are vermin", "en", .offensive),
        ("muslims are a disease", "en", .offensive), ("refugees should be deported", "en", .offensive),
        ("immigrants should leave", "en", .offensive), ("jews should go back to their country", "en", .offensive),
        ("Ausländer raus!", "de", .offensive), ("die Flüchtlinge sind Ungeziefer", "de", .offensive),
        ("los gitanos son basura", "es", .offensive), ("les immigrés doivent partir", "fr", .offensive),
        ("gli zingari sono animali", "it", .offensive), ("os imigrantes deviam ir embora", "pt", .offensive),
        ("moslims zijn walgelijk", "nl", .offensive), ("мигранты должны уехать", "ru", .offensive),
        // sexual propositions: withheld, never agreed with
        ("wanna have sex tonight?", "en", .sensitive), ("send nudes", "en", .sensitive),
        ("send me pics of your body", "en", .sensitive), ("let's have sex", "en", .sensitive),
        ("¿quieres tener sexo?", "es", .sensitive), ("willst du ficken?", "de", .offensive),
        ("tu veux coucher ensemble ?", "fr", .sensitive), ("скинь нюдсы", "ru", .sensitive),
        // kys in any language, spelled-out sentences
        ("kys", "en", .offensive), ("kys", "fr", .offensive),
        ("y o u a r e a n i d i o t", "en", .offensive), ("you're a c u n t", "en", .offensive),
        ("you are a m o r o n", "en", .offensive),
    ]

    @Test(arguments: bypasses)
    func flagsHateSpeechPropositionsAndSpelledOutInsults(_ text: String, _ code: String, _ kind: GuardVerdict.Kind) throws {
        let contentGuard = try standardGuard.get()
        let verdict = contentGuard.verdict(for: text, language: try LanguageTag(code))
        #expect(verdict.kind == kind, "\(text) [\(code)]: \(verdict.kind) \(verdict.matches)")
    }

    /// Innocent messages that mention a group, use a hostile verb about something else,
    /// or spell a harmless word out (allow catalogue).
    static let innocent: [(String, String)] = [
        ("I love my Muslim neighbours", "en"), ("gay marriage is legal here", "en"),
        ("the immigrants' museum opens Monday", "en"), ("I hate Mondays", "en"), ("I hate spiders", "en"),
        ("Black Friday deals", "en"), ("my Jewish friend is visiting", "en"), ("I don't hate immigrants", "en"),
        ("immigrants are not animals", "en"), ("the refugees should leave the camp by Friday", "en"),
        ("I hate Chinese food", "en"), ("I hate when black people are treated badly", "en"),
        ("we had sex ed today", "en"), ("I saw nudes at the museum", "en"),
        ("h e l l o", "en"), ("t h a n k y o u s o m u c h", "en"), ("c l a s s i c", "en"),
        ("c o n g r a t u l a t i o n s", "en"),
        ("los inmigrantes son bienvenidos", "es"), ("j'aime les juifs et les musulmans", "fr"),
        ("Die Flüchtlinge sind zurück nach Hause gegangen", "de"), ("мигранты приехали вчера", "ru"),
        ("ненавижу понедельники", "ru"), ("ich hasse schwarze Katzen", "de"), ("ненавижу черные носки", "ru"),
        // words a prefix entry would hit, and a place name
        ("passami la cazzuola", "it"), ("lo zoccolo del cavallo", "it"), ("spaghetti alla puttanesca", "it"),
        ("je vais à Cons demain", "fr"), ("j'ai acheté une salopette", "fr"),
        ("de lampen flikkeren", "nl"), ("de lamp flikkert", "nl"),
    ]

    @Test(arguments: innocent)
    func allowsNeutralMentionsAndInnocentWords(_ text: String, _ code: String) throws {
        let contentGuard = try standardGuard.get()
        let verdict = contentGuard.verdict(for: text, language: try LanguageTag(code))
        #expect(verdict.isAllowed, "\(text) [\(code)]: \(verdict.kind) \(verdict.matches)")
    }

    @Test func stillFlagsTheCommonWordAfterAPlacePreposition() throws {
        let contentGuard = try standardGuard.get()
        #expect(contentGuard.verdict(for: "t'es vraiment con", language: try LanguageTag("fr")).kind == .offensive)
        #expect(contentGuard.verdict(for: "quel cazzo vuoi", language: try LanguageTag("it")).kind == .offensive)
    }

    /// A profane or degrading word right before a group is hate speech by the group rules alone, whatever
    /// the profanity lists say of the word (a regression: with "fucking" read as a mild intensifier,
    /// "fucking immigrants" and "fucking muslims" passed, since the rules skipped the word as a filler).
    static let modifiedGroups: [(String, String)] = [
        ("fucking immigrants should leave", "en"), ("fucking muslims", "en"), ("the fucking immigrants", "en"),
        ("fkn refugees", "en"), ("the dirty immigrants", "en"), ("those dirty gypsies", "en"),
        ("diese dreckigen Ausländer", "de"), ("грязные мигранты", "ru"), ("malditos inmigrantes", "es"),
    ]

    @Test(arguments: modifiedGroups)
    func profaneWordBeforeAGroupIsHateByTheRulesAlone(_ text: String, _ code: String) throws {
        let contentGuard = try standardGuard.get()
        let rules = try GroupHostilityRules(directory: guardLexiconsURL.appendingPathComponent("guard"))
        let verdict = rules.verdict(for: GuardTextNormalizer().normalize(text), language: try LanguageTag(code), guard: contentGuard)
        #expect(verdict?.kind == .offensive && verdict?.matches.first?.hasPrefix(GroupHostilityRules.hateMatchPrefix) == true,
                "\(text) [\(code)]: \(String(describing: verdict))")
        #expect(contentGuard.verdict(for: text, language: try LanguageTag(code)).kind == .offensive, "\(text)")
    }

    /// The modifier counts only right before the group: an intensifier elsewhere in a friendly text
    /// about a group is no hate speech (the word itself is still profanity, see `SeverityTiersTests`).
    @Test func modifierAwayFromTheGroupIsNoHateSpeech() throws {
        let contentGuard = try standardGuard.get()
        let rules = try GroupHostilityRules(directory: guardLexiconsURL.appendingPathComponent("guard"))
        for text in ["I fucking love my immigrant neighbours", "stupid me, I forgot the refugees' donation box",
                     "dirty dishes everywhere after the gay pride party"] {
            let verdict = rules.verdict(for: GuardTextNormalizer().normalize(text), language: .english, guard: contentGuard)
            #expect(verdict == nil, "\(text): \(String(describing: verdict))")
        }
    }

    @Test func expandsAlternativesAndOptionalGroups() throws {
        #expect(try GroupHostilityRules.expand("[i] (hate|despise) x") == ["i hate x", "i despise x", "hate x", "despise x"])
        #expect(throws: SmartReplyError.self) { try GroupHostilityRules.expand("(a|b") }
        #expect(throws: SmartReplyError.self) { try GroupHostilityRules.expand("(a|(b))") }
    }

    @Test func placeNamesAreProtectedOnlyInFrenchAfterAPreposition() throws {
        #expect(PlaceNameExemption.protectedHashes(in: "je vais à Cons demain", language: try LanguageTag("fr")).count == 1)
        #expect(PlaceNameExemption.protectedHashes(in: "Cons", language: try LanguageTag("fr")).isEmpty)
        #expect(PlaceNameExemption.protectedHashes(in: "je vais à Cons demain", language: try LanguageTag("en")).isEmpty)
    }
}
