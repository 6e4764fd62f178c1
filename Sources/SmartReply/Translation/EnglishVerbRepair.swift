/// Repairs two verb-phrase slips of word-by-word English output that are never
/// grammatical (hand-written English grammar, no data source):
///
/// - a modal before a to-infinitive loses the "to": "could you to talk" → "could you talk",
///   "we should to have gone" → "we should have gone" (a Romance modal reads "could", the
///   infinitive after it "to talk");
/// - "why not" before an auxiliary takes the negation onto it: "why not did you come" → "why didn't you come"
///   (Romance "por qué no", "pourquoi … pas", "perché non" read as "why not");
/// - a sentence-initial "no"/"never" before a subject pronoun goes after it: "No I want to go" → "I don't want to go",
///   "No I'm hungry" → "I'm not hungry", "Never I have seen it" → "I never have seen it";
/// - "there is/was" before a plural quantifier agrees with it: "There is seven days" → "There are seven days";
/// - "not" before has/is/was/were joins it: "Tom not has called" → "Tom hasn't called";
/// - a subject pronoun doubled by its own contraction keeps one: "I I'm not sure" → "I'm not sure"
///   (a restored subject before a phrase that already has it);
/// - a sentence that is only "not", or starts "Not,", answers: "Not, thanks" → "No, thanks", "Not!" → "No!"
///   (a Romance "no" read as the negation).
enum EnglishVerbRepair {
    private static let modals: Set<String> = [
        "can", "could", "should", "must", "might", "may", "would", "can't", "couldn't", "shouldn't", "mustn't", "cannot", "wouldn't",
    ]
    private static let negatedAuxiliaries: [String: String] = [
        "did": "didn't", "do": "don't", "does": "doesn't", "are": "aren't", "is": "isn't", "can": "can't", "will": "won't",
        "was": "wasn't", "were": "weren't", "would": "wouldn't", "could": "couldn't", "should": "shouldn't", "have": "haven't", "has": "hasn't",
    ]
    private static let pluralQuantifiers: Set<String> = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "fifteen", "twenty",
        "thirty", "forty", "fifty", "hundred", "hundreds", "thousands", "many", "several",
    ]
    private static let midAdverbs: Set<String> = ["never", "always", "also", "still", "just", "already", "often", "usually", "really"]
    private static let pronouns: Set<String> = ["i", "you", "he", "she", "it", "we", "they"]

    private static let clauseSubjects: Set<String> = ["I", "we", "you", "they"]
    private static let contractedBe: [String: String] = [
        "I'm": "I'm not", "we're": "we're not", "you're": "you're not", "they're": "they're not",
        "I\u{2019}m": "I\u{2019}m not", "we\u{2019}re": "we\u{2019}re not", "you\u{2019}re": "you\u{2019}re not", "they\u{2019}re": "they\u{2019}re not",
    ]

    /// "I want" → ["I", "don't", "want"], "I'm" → ["I'm", "not"], "I can" → ["I", "can't"], "I wanted" → ["I", "didn't", "want"];
    /// nil when `subject` is no plain subject pronoun or `verb` is missing or not a word.
    private static func negatedClause(subject: Substring, verb: Substring?, languageModel: EnglishLanguageModel?) -> [Substring]? {
        let subjectText = String(subject)
        if let be = contractedBe[subjectText] {
            return be.split(separator: " ") + (verb.map { [$0] } ?? [])
        }
        guard clauseSubjects.contains(subjectText), let verb, verb.allSatisfy(\.isLetter) else { return nil }
        let lower = verb.lowercased()
        if let negated = negatedAuxiliaries[lower] { return [subject, Substring(negated)] }
        if ["am"].contains(lower) { return [subject, verb, "not"] }
        if ["can", "could", "should", "would", "will", "must"].contains(lower) { return nil }
        if ["never", "not", "always", "just", "also", "really"].contains(lower) { return nil }
        if let bases = EnglishQuestionForm.pastBases(lower) {
            let base = bases.count == 1 || languageModel == nil ? bases[0]
                : bases.max { a, b in languageModel!.score(sentence: [PhraseKey.word(a)]) < languageModel!.score(sentence: [PhraseKey.word(b)]) } ?? bases[0]
            return [subject, "didn't", Substring(base)]
        }
        return [subject, "don't", verb]
    }

    /// Words that every repair needs one of (lower-case ASCII): a text without any of them, and without an
    /// apostrophe, is returned as it is without splitting it (most chat messages).
    private static let triggerWords: [[UInt8]] = [
        "to", "no", "not", "never", "why", "there", "always", "also", "still", "just", "already", "often", "usually", "really",
    ].map { Array($0.utf8) }

    /// Whether any repair can apply: one pass over the UTF-8 bytes, no allocation.
    static func mayApply(_ text: String) -> Bool {
        var probe = text
        return probe.withUTF8 { bytes -> Bool in
            var start = 0
            for index in 0...bytes.count {
                let atEnd = index == bytes.count
                let byte: UInt8 = atEnd ? 0x20 : bytes[index]
                if byte == 0x27 || byte == 0xE2 { return true }   // ' or the first byte of ’
                let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
                if isLetter { continue }
                let length = index - start
                if length >= 2 && length <= 7 {
                    for trigger in triggerWords where trigger.count == length {
                        var same = true
                        for offset in 0..<length where bytes[start + offset] | 0x20 != trigger[offset] { same = false; break }
                        if same { return true }
                    }
                }
                start = index + 1
            }
            return false
        }
    }

    /// `text` with the repairs applied.
    /// - Complexity: O(n) in the text's length; returns `text` itself, without splitting it, when no trigger word occurs.
    static func repair(_ text: String, languageModel: EnglishLanguageModel? = nil) -> String {
        guard mayApply(text) else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false)
        var changed = false
        for index in words.indices where index == 0 || words[index - 1].last.map({ ".!?".contains($0) }) == true {
            // A sentence that is only "not", or starts "Not,": the Romance "no" as an answer ("No, gracias" → "No, thanks").
            let core = words[index].prefix { $0.isLetter }
            let rest = words[index].dropFirst(core.count)
            guard core.lowercased() == "not", rest.isEmpty ? index == words.count - 1 : rest.allSatisfy({ ",.!?…".contains($0) }) else { continue }
            words[index] = Substring((core.first == "N" ? "No" : "no") + rest)
            changed = true
        }
        var index = 0
        while index + 1 < words.count {
            let word = words[index].lowercased()
            let next = words[index + 1]
            if index == 0 || words[index - 1].last.map({ ".!?".contains($0) }) == true, word == "no" || word == "not",
               let negated = negatedClause(subject: next, verb: index + 2 < words.count ? words[index + 2] : nil, languageModel: languageModel) {
                // "No I want to go" → "I don't want to go" (a Romance "no" before a verb phrase that has its subject).
                let capital = words[index].first?.isUppercase == true
                var replacement = negated
                if capital, let first = replacement.first, first != "I" { replacement[0] = Substring(first.prefix(1).uppercased() + first.dropFirst()) }
                words.replaceSubrange(index..<min(index + 3, words.count), with: replacement)
                changed = true
                index += replacement.count
                continue
            } else if index == 0 || words[index - 1].last.map({ ".!?".contains($0) }) == true, word == "never",
                      clauseSubjects.contains(String(next)) || contractedBe[String(next)] != nil {
                // "Never I have seen it" → "I never have seen it".
                let capital = words[index].first?.isUppercase == true
                words.swapAt(index, index + 1)
                if capital, words[index] != "I", let first = words[index].first {
                    words[index] = Substring(first.uppercased() + words[index].dropFirst())
                }
                words[index + 1] = "never"
                changed = true
                index += 2
                continue
            } else if word == "there", index + 2 < words.count, next == "is" || next == "was",
                      pluralQuantifiers.contains(words[index + 2].lowercased())
                        || (Int(words[index + 2]).map { $0 > 1 } ?? false) {
                // "There is seven days in a week" → "There are seven days in a week".
                words[index + 1] = next == "is" ? "are" : "were"
                changed = true
            } else if word == "not", index > 0, ["has", "is", "was", "were"].contains(next.lowercased()),
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
