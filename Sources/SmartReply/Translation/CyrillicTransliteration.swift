/// English-style transliteration of Russian and Ukrainian words that the
/// lexicon does not know, for xx → English output: a name or loanword copied
/// in Cyrillic is unreadable to an English reader, while "Бостоне" → "Boston",
/// "Джексон" → "Jekson", "интернет" → "internet" is what a translator writes.
///
/// The letter table follows the BGN/PCGN romanization of Russian and the
/// Ukrainian national romanization (2010) in simplified form (no diacritics,
/// no position-dependent rules), except дж → j and х → h, as in the English names Russian and Ukrainian
/// borrow most ("Джексон" → "Jekson", "Хелен" → "Helen"). A capitalised Russian word
/// (a name) also loses a locative or instrumental ending after a consonant
/// ("в Бостоне", "с Бостоном" → "Boston"). The words stay listed as unknown.
enum CyrillicTransliteration {
    /// Languages with a table.
    static let languages: Set<String> = ["ru", "uk"]

    private static let common: [Character: String] = [
        "а": "a", "б": "b", "в": "v", "д": "d", "е": "e", "ж": "zh", "з": "z", "к": "k", "л": "l", "м": "m", "н": "n",
        "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
        "щ": "shch", "ь": "", "ъ": "", "ю": "yu", "я": "ya", "'": "", "’": "",
    ]
    private static let russian: [Character: String] = ["г": "g", "ё": "yo", "и": "i", "й": "y", "ы": "y", "э": "e"]
    private static let ukrainian: [Character: String] = ["г": "h", "ґ": "g", "и": "y", "і": "i", "ї": "yi", "й": "y", "є": "ye"]
    private static let consonants: Set<Character> = Set("бвгґджзйклмнпрстфхцчшщ")

    /// The Latin spelling of `word` (case kept on the first letter), or nil when it has no Cyrillic letter.
    static func transliterate(_ word: String, language: String) -> String? {
        guard languages.contains(language), word.unicodeScalars.contains(where: { (0x400...0x4FF).contains($0.value) }) else { return nil }
        // Unknown words recur (the romanized-input reader tries many unknown readings per word): remember them.
        let key = Query(word: word, language: language)
        if let known = recent.value(for: key) { return known.latin }
        let latin = computed(word, language: language)
        recent.store(Remembered(latin: latin), for: key)
        return latin
    }

    /// A word and its language: the key of ``recent``.
    private struct Query: Hashable, Sendable {
        var word: String
        var language: String
    }
    /// A remembered spelling (nil inside: none).
    private struct Remembered: Sendable {
        var latin: String?
    }
    /// ``transliterate(_:language:)`` of recent words: a pure function of the word and its language.
    private static let recent = StageMemo<Query, Remembered>(capacity: 4_096)

    /// ``transliterate(_:language:)`` computed afresh, for a word with a Cyrillic letter.
    private static func computed(_ word: String, language: String) -> String? {
        let specific = language == "uk" ? ukrainian : russian
        var lower = word.lowercased()
        let isName = word.first?.isUppercase == true
        if isName, language == "ru", lower.count > 4 {
            for ending in ["ом", "е"] where lower.hasSuffix(ending) {
                let stem = lower.dropLast(ending.count)
                if let last = stem.last, consonants.contains(last), last != "й" { lower = String(stem) }
                break
            }
        }
        var out = ""
        // English spellings of the sounds names borrow from English: дж → j ("Джек" → "Jek"), х → h ("Хелен" → "Helen").
        lower = lower.replacingOccurrences(of: "дж", with: "j").replacingOccurrences(of: "х", with: "h")
        for character in lower {
            if let latin = specific[character] ?? common[character] {
                out += latin
            } else {
                out.append(character)
            }
        }
        guard !out.isEmpty else { return nil }
        if isName, let first = out.first { out = first.uppercased() + out.dropFirst() }
        return out
    }
}
