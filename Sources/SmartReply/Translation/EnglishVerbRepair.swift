/// Repairs two verb-phrase slips of word-by-word English output that are never
/// grammatical (hand-written English grammar, no data source):
///
/// - a modal before a to-infinitive loses the "to": "could you to talk" → "could you talk",
///   "we should to have gone" → "we should have gone" (a Romance modal reads "could", the
///   infinitive after it "to talk");
/// - "why not" before an auxiliary takes the negation onto it: "why not did you come" → "why didn't you come"
///   (Romance "por qué no", "pourquoi … pas", "perché non" read as "why not");
/// - "not" before has/is/was/were joins it: "Tom not has called" → "Tom hasn't called";
/// - a subject pronoun doubled by its own contraction keeps one: "I I'm not sure" → "I'm not sure"
///   (a restored subject before a phrase that already has it).
enum EnglishVerbRepair {
    private static let modals: Set<String> = [
        "can", "could", "should", "must", "might", "may", "would", "can't", "couldn't", "shouldn't", "mustn't", "cannot", "wouldn't",
    ]
    private static let negatedAuxiliaries: [String: String] = [
        "did": "didn't", "do": "don't", "does": "doesn't", "are": "aren't", "is": "isn't", "can": "can't", "will": "won't",
        "was": "wasn't", "were": "weren't", "would": "wouldn't", "could": "couldn't", "should": "shouldn't", "have": "haven't", "has": "hasn't",
    ]
    private static let midAdverbs: Set<String> = ["never", "always", "also", "still", "just", "already", "often", "usually", "really"]
    private static let pronouns: Set<String> = ["i", "you", "he", "she", "it", "we", "they"]

    /// `text` with the repairs applied.
    /// - Complexity: O(n) in the text's length; returns `text` itself when nothing changes.
    static func repair(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: " ")) else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false)
        var changed = false
        var index = 0
        while index + 1 < words.count {
            let word = words[index].lowercased()
            let next = words[index + 1]
            if word == "not", index > 0, ["has", "is", "was", "were"].contains(next.lowercased()),
               words[index - 1].last?.isLetter == true, let negated = negatedAuxiliaries[next.lowercased()] {
                // "Tom not has called" → "Tom hasn't called" (a Romance negation before the auxiliary).
                words[index] = Substring(negated)
                words.remove(at: index + 1)
                changed = true
            } else if pronouns.contains(word), index + 2 < words.count, midAdverbs.contains(next.lowercased()),
                      words[index + 2].lowercased() == word {
                // "I never I have seen it" → "I never have seen it" (a restored subject before a phrase that has one).
                words.remove(at: index + 2)
                changed = true
            } else if word == "why", next == "not", index + 2 < words.count, let negated = negatedAuxiliaries[words[index + 2].lowercased()] {
                // "Why not did you come?" → "Why didn't you come?"
                words[index + 1] = Substring(negated)
                words.remove(at: index + 2)
                changed = true
            } else if words[index + 1] == "to", index + 2 < words.count, words[index + 2].first?.isLetter == true,
               modals.contains(word) || (index > 0 && modals.contains(words[index - 1].lowercased()) && pronouns.contains(word)) {
                // "could to talk", "could you to talk"
                words.remove(at: index + 1)
                changed = true
            } else if pronouns.contains(word), next.count > word.count + 1,
                      next.lowercased().hasPrefix(word + "'") || next.lowercased().hasPrefix(word + "\u{2019}") {
                var kept = next
                if words[index].first?.isUppercase == true, let first = kept.first {
                    kept = Substring(first.uppercased() + kept.dropFirst())
                }
                words[index + 1] = kept
                words.remove(at: index)
                changed = true
                continue
            }
            index += 1
        }
        return changed ? words.joined(separator: " ") : text
    }
}
