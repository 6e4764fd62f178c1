import Foundation

/// The second stage (``WordExceptions``) for texts of two words.
///
/// A one-word text found among the exceptions (training words the character n-grams give to the
/// wrong language) puts that word's language ``WordExceptions/margin`` above the best other
/// candidate. A two-word text is scored as the sum of its two words, so the same correction is made
/// per word: a word that is an exception has its own score (its n-grams and whole-word frequency)
/// raised to ``twoWordExceptionMargin`` above the best other candidate of the text, and the raise is
/// added to that language's score for the whole text. The other word's evidence still counts fully,
/// so "nao sei" / "ale ty" style pairs of relatives (es/pt/ca, cs/sk, nb/da, id/ms, hr/sl) are decided
/// by both words instead of by n-grams that favour the wrong relative.
///
/// Chosen on development pairs of our own (`export_langid_corpus.py --dev-dir`: frequency-drawn type
/// pairs, token pairs and chatterbot-corpus chat pairs; a simulation over each word's scores dumped
/// from the committed model and from a model trained without every 10th word): margin 0.5 gave
/// +0.2 to +0.8 points on those three sets (both protocols, all 46 languages or the 34 of the
/// evaluation files), margin 1.0–1.5 less on token pairs, a fixed bonus of 0.25–2 nats less overall.
/// On pairs of two held-out words (every word missing from its own language's list, so the exception
/// table sends it to a neighbour that has it) it costs 1–2 points: the risk for rare words of one
/// language that are frequent in a relative. Texts of three or more words are left as they were
/// (not measured).
extension NaiveBayesLanguageIdentifier {
    /// Log-odds (natural log, before the hints) by which an exception word of a two-word text is put
    /// above the text's best other candidate, on that word's own score.
    static let twoWordExceptionMargin = 0.5

    /// For a two-word text, each word's exception language (a candidate) and how much its score for the
    /// whole text rises (log-odds, ≥ 0), or `(-1, 0)`.
    /// - Parameters:
    ///   - sink: the scoring sink after the text, holding the first word's scores and both words' keys.
    ///   - scores: the whole text's raw scores per class (log-priors and word floors added).
    ///   - candidates: the classes left after script, rules and constraints.
    /// - Complexity: two exception look-ups; O(classes) more only when a word is an exception.
    func twoWordExceptionRaises(_ sink: ScoringSink, scores: UnsafePointer<Double>,
                                candidates: ClassSet) -> (first: (Int, Double), second: (Int, Double)) {
        let none = (-1, 0.0)
        guard model.exceptions != nil, let first = sink.firstWordScores,
              sink.firstWordKey != nil, sink.wordKey != nil else { return (none, none) }
        // Looked up while the words were scored (`ScoringSink.wordException`).
        let firstClass = sink.firstWordException.flatMap { candidates.contains($0) ? $0 : nil }
        let secondClass = sink.wordException.flatMap { candidates.contains($0) ? $0 : nil }
        guard firstClass != nil || secondClass != nil else { return (none, none) }
        let temperature = model.temperature
        let wordFloors = wordFloors, logPriors = model.logPriors, found = sink.firstWordFound
        // A word's own raw score: the first word's was copied when it ended (its word floor is added
        // to the text only at the end); the second's is the rest of the text's.
        func own(_ cls: Int, second: Bool) -> Double {
            let one = first[cls] + (found ? wordFloors[cls] : 0)
            return second ? scores[cls] - logPriors[cls] - one : one
        }
        func raise(_ exception: Int?, second: Bool) -> (Int, Double) {
            guard let exception else { return none }
            var best = -Double.infinity
            for cls in languages.indices where cls != exception && candidates.contains(cls) {
                best = max(best, own(cls, second: second))
            }
            guard best > -Double.infinity else { return none }
            let needed = (best - own(exception, second: second)) / temperature + Self.twoWordExceptionMargin
            return needed > 0 ? (exception, needed) : none
        }
        return (raise(firstClass, second: false), raise(secondClass, second: true))
    }
}
