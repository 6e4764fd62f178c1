import Testing
@testable import SmartReply

/// Expected numbers computed with sacrebleu 2.6.0 (`corpus_chrf`, `corpus_bleu` with defaults)
/// on this hand-written sample (not evaluation data).
@Suite struct TranslationMetricsTests {
    static let hypotheses = ["The cat is on the mat.", "I'm hungry, let's eat!", "See you tomorrow at 7:30", "He read the book quickly",
                             "Where is the station?", "thanks a lot", "Prices rose 3.5% in 2019-2020."]
    static let references = ["The cat sat on the mat.", "I am hungry, let's eat.", "See you tomorrow at 7:30.", "He quickly read the book.",
                             "Where's the train station?", "Thank you very much.", "Prices rose by 3.5% in 2019-2020."]

    @Test func chrFMatchesSacrebleu() {
        let score = TranslationMetrics.chrF(hypotheses: Self.hypotheses, references: Self.references)
        #expect(abs(score - 68.38462234774903) < 1e-9)
    }

    @Test func bleuMatchesSacrebleu() {
        let score = TranslationMetrics.bleu(hypotheses: Self.hypotheses, references: Self.references)
        #expect(abs(score - 52.61490238246625) < 1e-9)
    }

    @Test func handlesNoMatchesAndCombiningAccentsAsSacrebleuDoes() {
        let hypotheses = ["a b c", "ñandú café"], references = ["x y z w", "ñandú cafe"]
        #expect(abs(TranslationMetrics.chrF(hypotheses: hypotheses, references: references) - 70.70882681212017) < 1e-9)
        #expect(TranslationMetrics.bleu(hypotheses: hypotheses, references: references) == 0)
        #expect(TranslationMetrics.chrF(hypotheses: [], references: []) == 0)
    }

    @Test func perfectTranslationScoresOneHundred() {
        #expect(abs(TranslationMetrics.chrF(hypotheses: Self.references, references: Self.references) - 100) < 1e-9)
        #expect(abs(TranslationMetrics.bleu(hypotheses: Self.references, references: Self.references) - 100) < 1e-9)
    }

    @Test(arguments: [
        ("Hello, world! (It's 3.5 o'clock) 1-2 a.b", "Hello , world ! ( It's 3.5 o'clock ) 1 - 2 a . b"),
        ("&quot;x&quot; &amp; y", "\" x \" & y"),
    ])
    func tokenizesLike13a(input: String, expected: String) {
        #expect(TranslationMetrics.tokenize13a(input).joined(separator: " ") == expected)
    }
}
