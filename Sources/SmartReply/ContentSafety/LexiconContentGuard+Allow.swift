/// The allow list: words and phrases that are never matched.
extension LexiconContentGuard {
    /// One flag per token: whether it belongs to an allow-list word or phrase
    /// (empty when none does, the usual case, to save an allocation).
    /// - Complexity: O(n) in the text's words, plus one comparison per phrase that starts with a word
    ///   of the text at that word (phrases are indexed by their first word: "he/she" is compared only
    ///   where "he" stands, not every phrase wherever any phrase may start).
    func allowedFlags(_ text: GuardNormalizedText) -> [Bool] {
        var flags: [Bool] = []
        var phraseMayStart = false
        for (index, token) in text.tokens.enumerated() {
            if allowWords[token.hash] != nil {
                if flags.isEmpty { flags = [Bool](repeating: false, count: text.tokens.count) }
                flags[index] = true
            }
            if !phraseMayStart, allowPhraseStarts[token.hash] != nil { phraseMayStart = true }
        }
        guard phraseMayStart else { return flags }
        for (start, token) in text.tokens.enumerated() {
            guard let slot = allowPhraseStarts[token.hash] else { continue }
            for phraseIndex in allowPhrasesByStart[Int(slot)] {
                let phrase = allowPhrases[phraseIndex]
                guard start + phrase.count <= text.tokens.count else { continue }
                var same = true
                for k in 1..<phrase.count where text.tokens[start + k].hash != phrase[k] { same = false; break }
                guard same else { continue }
                if flags.isEmpty { flags = [Bool](repeating: false, count: text.tokens.count) }
                for k in 0..<phrase.count { flags[start + k] = true }
            }
        }
        return flags
    }
}
