import Foundation
import Testing
import SmartReply

/// Long texts: every tail of a spelled-out run was hashed whole, so a text spelled letter by
/// letter took time quadratic in its length ('f u c k ' × 32,000: 9 s; 800 KB: minutes).
/// Tails longer than every word entry now meet the prefix entries only; the verdicts are the same.
@Suite("Guard on long input")
struct LongInputGuardTests {
    private func matched(_ lexicon: GuardLexicon, _ text: String) -> [String] {
        let normalized = GuardTextNormalizer().normalize(text)
        var ids: [Int32] = []
        lexicon.matches(in: normalized, allowed: [], into: &ids)
        return ids.map { lexicon.names[Int($0)] }
    }

    /// A word at the end of a long spelled-out run is still a tail that is looked up whole.
    @Test func aWordSpelledOutAtTheEndOfAThousandLetters() throws {
        let list = try GuardLexicon(entries: [("fuck", "test")])
        let text = String(repeating: "q w e r t y ", count: 170) + "f u c k"
        #expect(matched(list, text) == ["fuck"])
    }

    /// A tail longer than every word entry still meets a prefix entry ("и д и н а х у й…").
    @Test func aPrefixEntrySpelledOutBeforeFiveHundredLetters() throws {
        let list = try GuardLexicon(entries: [("хуй*", "test"), ("да", "test")])
        let text = "и д и н а х у й " + String(repeating: "о ", count: 500)
        #expect(matched(list, text) == ["хуй*"])
    }

    /// Merged lists keep what the longest word entry is: a list merged into an empty one still
    /// finds its spelled-out tails.
    @Test func aSpelledOutTailAfterMergingIntoAnEmptyList() throws {
        let merged = GuardLexicon().merging(try GuardLexicon(entries: [("arschloch", "test")]))
        #expect(matched(merged, "d u b i s t e i n a r s c h l o c h") == ["arschloch"])
    }

    /// Words split only by punctuation are glued pairwise; each glue appended a slice of the
    /// scalar buffer to itself, which copied the whole buffer: quadratic (seen on the translation
    /// of 'a b c d ' × 40,000).
    @Test func abDashTimes100000GluesEveryPair() {
        let normalized = GuardTextNormalizer().normalize(String(repeating: "ab-", count: 100_000))
        #expect(normalized.tokens.count == 100_000)
        #expect(normalized.joinedTokens.count == 99_999)
        #expect(normalized.joinedTokens.last.map { normalized.string(of: $0) } == "abab")
    }

    /// Many second-person words: each context or mild word searched the list of all of them.
    @Test(arguments: [("you prick ", "en", "prick"), ("ты козёл ", "ru", "козел"), ("you shitty day ", "en", "shitty")])
    func repeated40000Times(phrase: String, language: String, match: String) throws {
        let contentGuard = try standardGuard.get()
        let verdict = contentGuard.verdict(for: String(repeating: phrase, count: 40_000), language: try LanguageTag(language))
        #expect(verdict.kind == .offensive && verdict.matches == [match], "\(verdict)")
    }

    /// The defect's own inputs, through the standard guard (lists and model).
    @Test(arguments: [(String(repeating: "f u c k ", count: 32_000), GuardVerdict.Kind.offensive),
                      (String(repeating: "a-", count: 500_000), GuardVerdict.Kind.allowed)])
    func fUCKSpacedTimes32000AndADashTimes500000(text: String, expected: GuardVerdict.Kind) throws {
        let contentGuard = try standardGuard.get()
        #expect(contentGuard.verdict(for: text, language: .english).kind == expected)
    }
}
