extension SentimentAnalyzer {
    private static let negations: Set<String> = [
        "not", "no", "never", "dont", "didnt", "doesnt", "isnt", "wasnt", "arent", "werent", "cant", "couldnt", "wont",
        "wouldnt", "havent", "hasnt", "hadnt", "nothing", "nobody", "without",
    ]

    /// A VADER-normalized score, in [-1, 1], of the words of `tokens` (``ReplyTokenizer`` tokens)
    /// that the lexicon lacks but whose base form it has: "crashed" → "crash", "robbed" → "rob",
    /// "cancelling" → "cancel"; negated (×−0.74) after "not", "didnt"… up to three words back.
    /// `nil` when no such word occurs. VADER itself (``compound(of:)``) does not lemmatize, so
    /// "I crashed my car" scores 0 there; the reply generator takes the lower of the two scores
    /// so that bad news in an inflected form still vetoes congratulations.
    /// - Complexity: O(n) dictionary lookups, at most four per word missing from the lexicon.
    func inflectedValence(of tokens: [String]) -> Double? {
        var sum = 0.0
        var found = false
        for (index, token) in tokens.enumerated() where token.utf8.count >= 5 && lexicon.valences[token] == nil {
            guard let valence = Self.baseForms(of: token).lazy.compactMap({ self.lexicon.valences[$0] }).first else { continue }
            let negated = tokens[max(0, index - 3)..<index].contains { Self.negations.contains($0) }
            sum += negated ? -0.74 * valence : valence
            found = true
        }
        guard found else { return nil }
        return max(-1, min(1, sum / (sum * sum + 15).squareRoot()))
    }

    /// Candidate base forms of an inflected English word: -ed, -ing, -s, -ly endings, with a
    /// doubled final consonant undone and a silent e restored.
    private static func baseForms(of word: String) -> [String] {
        var forms: [String] = []
        for suffix in ["ed", "ing", "es", "s", "ly"] where word.hasSuffix(suffix) {
            let stem = String(word.dropLast(suffix.count))
            guard stem.utf8.count >= 3 else { continue }
            forms.append(stem)
            if suffix == "ed" || suffix == "ing" {
                forms.append(stem + "e")
                let scalars = Array(stem.unicodeScalars)
                if scalars.count >= 2, scalars[scalars.count - 1] == scalars[scalars.count - 2] { forms.append(String(stem.dropLast())) }
            }
        }
        return forms
    }
}
