import Foundation
import Testing
import SmartReply

/// The policy for entries that are everyday English in many uses (`Lexicons/SOURCES.md`, "Severity
/// policy", 2026-12-02): as input they count only with a target or in an insulting use; in a
/// suggestion they never appear. Sentences written by us, after the kinds of clean-chat lines of
/// chitchat-dataset that the lists flagged.
@Suite("Ambiguous entries")
struct AmbiguousEntryPolicyTests {
    let contentGuard: LexiconContentGuard

    init() throws {
        contentGuard = try standardGuard.get()
    }

    /// A sensitive banter entry (`banter-en.txt`: "rip", "died") in a laughing text is a joke, not a loss.
    @Test(arguments: ["rip my wallet lol", "hahaha rip vine", "lmao I died when he walked in", "my phone is dying lol",
                      "the death of me haha"])
    func laughedOffDeathIsNoSensitiveTopic(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).isAllowed, "\(text)")
    }

    /// Without laughter, with a delight word only, or with an entry that is no banter, it stays sensitive.
    @Test(arguments: ["rip grandpa", "rip grandma, love you forever", "my dog died yesterday", "lol I want to die",
                      "haha he was murdered", "my grandma died lol and I can't stop crying about it, I want to die"])
    func deathWithoutLaughterOrWithAnotherEntryStaysSensitive(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .sensitive, "\(text)")
    }

    /// A laughed-off death does not hide an offensive word beside it.
    @Test func laughedOffDeathKeepsTheOffensiveWords() {
        #expect(contentGuard.verdict(for: "rip you fucking loser lol", language: .english).kind == .offensive)
    }

    /// Descriptive uses seen in clean chat (a skill, a thing, someone who talks on, an idiom) pass.
    @Test(arguments: ["I'm going to agree with you: you suck at typing", "can you dumb it down for me?",
                      "when you do stupid stuff life is more fun", "they'd never shut up about it",
                      "scary movies are the death of me", "I love you to death", "that ticket was a total rip off",
                      "we watched Murder on the Orient Express"])
    func descriptiveUseIsAllowed(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).isAllowed, "\(text)")
    }

    /// The same words aimed at the reader still count.
    @Test(arguments: ["you suck", "why don't you shut up", "shut up, nobody asked you", "you are so dumb",
                      "you're a stupid idiot"])
    func aimedUseStillCounts(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).kind == .offensive, "\(text)")
    }

    /// A suggestion never holds an entry of the mild tier, which is "not offensive alone": no reply of the
    /// response set, in any language, contains a mild entry of its language (the guard would let "That's
    /// crap." through as an outgoing reply, since it aims the word at no one, so the response set itself must
    /// not have one). Insult and context words may describe a situation in a reply ("Oh Mann, wie blöd."
    /// for "Oh man, that's a shame"), which the guard judges as it judges any text.
    @Test func noReplyHoldsAMildEntry() throws {
        var found: [String] = []
        let normalizer = GuardTextNormalizer()
        for (code, text) in try ResponseSetGuardTests.replies() {
            let normalized = normalizer.normalize(text)
            for lexicon in [contentGuard.tiers.mildLists[code]].compactMap({ $0 }) {
                var ids: [Int32] = []
                lexicon.matches(in: normalized, allowed: [], into: &ids)
                found += ids.map { "\(code): \(text) (\(lexicon.names[Int($0)]))" }
            }
        }
        #expect(found.isEmpty, "\(found.count) replies hold mild entries: \(found.prefix(20))")
    }
}

extension AmbiguousEntryPolicyTests {
    /// Laughter of any length and laughing emoji count as laughter; a name or a word of those letters does not.
    @Test func laughterIsReadAtAnyLengthAndInEmoji() {
        let normalizer = GuardTextNormalizer()
        #expect(contentGuard.verdict(for: "rip my diet hahahahah", language: .english).isAllowed)
        #expect(contentGuard.verdict(for: "rip my diet lololol", language: .english).isAllowed)
        #expect(contentGuard.verdict(for: "rip my diet 😂😂", language: .english).isAllowed)
        #expect(contentGuard.verdict(for: "I died 💀", language: .english).isAllowed)
        #expect(contentGuard.verdict(for: "rip grandpa 😢", language: .english).kind == .sensitive)
        #expect(contentGuard.verdict(for: "rip grandpa, hola", language: .english).kind == .sensitive)
        #expect(normalizer.normalize("so funny 😂").hasLaughingEmoji)
        #expect(!normalizer.normalize("so sad 😢").hasLaughingEmoji)
    }
}
