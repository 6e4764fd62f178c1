/// English contractions written out before English → xx lookup ("I'm" → "I am",
/// "can't" → "can not", "it's" → "it is", "we'll" → "we will").
///
/// The phrase tables list English mostly in full words, and a contraction a table does not
/// know would otherwise be cut at its apostrophe and copied ("I don't like it" → "Yo don' t…").
/// Only contractions whose reading is unambiguous are expanded: `'s` only after pronouns and
/// question words ("it's", "what's"; never a possessive such as "John's"), `'d` as "would".
/// The auxiliary "do" of a negation has no counterpart in the other languages, so "don't",
/// "doesn't", "didn't" become "not" ("I don't like it" → "I not like it" → "No me gusta"), and
/// "won't" becomes "not will" ("no irá"), except into Germanic languages, whose order is
/// English's ("will not" → "werde nicht").
/// A contraction the table lists as a word stays whole (see ``SourceSegmentation``).
enum EnglishContractions {
    /// Irregular negations and `'s` forms, by lower-cased word (apostrophe `'`).
    private static let whole: [String: [String]] = [
        "can't": ["can", "not"], "shan't": ["shall", "not"], "don't": ["not"], "doesn't": ["not"], "didn't": ["not"],
        "ain't": ["is", "not"], "let's": ["let", "us"], "y'all": ["you", "all"],
        "it's": ["it", "is"], "that's": ["that", "is"], "what's": ["what", "is"], "he's": ["he", "is"],
        "she's": ["she", "is"], "there's": ["there", "is"], "here's": ["here", "is"], "who's": ["who", "is"],
        "where's": ["where", "is"], "how's": ["how", "is"], "when's": ["when", "is"], "why's": ["why", "is"],
        "i'm": ["i", "am"],
    ]
    /// Regular endings and what they stand for.
    private static let endings: [(suffix: String, words: [String])] = [
        ("n't", ["not"]), ("'re", ["are"]), ("'ve", ["have"]), ("'ll", ["will"]), ("'d", ["would"]),
    ]

    /// Languages that put "not" after the auxiliary as English does ("werde nicht").
    private static let germanic: Set<String> = ["de", "nl", "sv", "da", "no", "nb", "nn", "af", "lb"]

    /// The words `word` stands for when translating into `language`, keeping its capital and
    /// ALL CAPS, or nil when it is no contraction we expand. `’` counts as `'`.
    /// - Complexity: O(n) in the word's length.
    static func expand(_ word: String, into language: String) -> [String]? {
        guard word.contains(where: { $0 == "'" || $0 == "’" }) else { return nil }
        let lower = PhraseKey.normalize(word)   // lower case, ’ and ʼ read as '
        var words: [String]
        if lower == "won't" {
            words = germanic.contains(language) ? ["will", "not"] : ["not", "will"]
        } else if let listed = whole[lower] {
            words = listed
        } else if let ending = endings.first(where: { lower.hasSuffix($0.suffix) && lower.count > $0.suffix.count }) {
            let stem = String(lower.dropLast(ending.suffix.count))
            guard stem.allSatisfy(\.isLetter) else { return nil }
            words = [stem] + ending.words
        } else {
            return nil
        }
        if words[0] == "i" { words[0] = "I" }
        let letters = word.filter(\.isLetter)
        if letters.count >= 2, letters.allSatisfy(\.isUppercase) {
            return words.map { $0.uppercased() }
        }
        if word.first?.isUppercase == true, let first = words[0].first {
            words[0] = first.uppercased() + words[0].dropFirst()
        }
        return words
    }
}
