/// Repairs two verb-phrase slips of word-by-word English output that are never
/// grammatical (hand-written English grammar, no data source):
///
/// - a modal before a to-infinitive loses the "to": "could you to talk" → "could you talk",
///   "we should to have gone" → "we should have gone" (a Romance modal reads "could", the
///   infinitive after it "to talk");
/// - a subject pronoun doubled by its own contraction keeps one: "I I'm not sure" → "I'm not sure"
///   (a restored subject before a phrase that already has it).
enum EnglishVerbRepair {
    private static let modals: Set<String> = [
        "can", "could", "should", "must", "might", "may", "would", "can't", "couldn't", "shouldn't", "mustn't", "cannot", "wouldn't",
    ]
    private static let pronouns: Set<String> = ["i", "you", "he", "she", "it", "we", "they"]

    /// `text` with the repairs applied.
    /// - Complexity: O(n) in the text's length; returns `text` itself when neither pattern can occur.
    static func repair(_ text: String) -> String {
        guard text.contains(" to ") || text.contains("'") else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false)
        var changed = false
        var index = 0
        while index + 1 < words.count {
            let word = words[index].lowercased()
            let next = words[index + 1]
            if words[index + 1] == "to", index + 2 < words.count, words[index + 2].first?.isLetter == true,
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
