/// A word of a source chunk, ready for decoding.
struct SourceWord: Sendable {
    /// As written in the input.
    var surface: String
    /// Lower-cased, apostrophes normalised.
    var normalized: String
    /// ``PhraseKey/word(_:)`` of `normalized`.
    var key: UInt64
    /// All letters upper case and at least two of them (`HOLA`).
    var isAllCaps: Bool
    /// First letter upper case (`Hola`, `HOLA`).
    var isCapitalized: Bool
    /// First word of a sentence.
    var isSentenceInitial: Bool

    init(surface: String, isSentenceInitial: Bool) {
        self.surface = surface
        normalized = PhraseKey.normalize(surface)
        key = PhraseKey.word(normalized)
        var letters = 0, upper = 0, firstUpper: Bool?
        for scalar in surface.unicodeScalars {
            let isLetter: Bool, isUpper: Bool
            if scalar.isASCII {
                let v = scalar.value
                isUpper = v >= 0x41 && v <= 0x5A
                isLetter = isUpper || (v >= 0x61 && v <= 0x7A)
            } else {
                isLetter = scalar.properties.isAlphabetic
                isUpper = isLetter && scalar.properties.isUppercase
            }
            guard isLetter else { continue }
            letters += 1
            if isUpper { upper += 1 }
            if firstUpper == nil { firstUpper = isUpper }
        }
        isAllCaps = letters >= 2 && upper == letters
        isCapitalized = firstUpper ?? false
        self.isSentenceInitial = isSentenceInitial
    }
}

/// Looks source phrases up in a ``PhraseTable``, with the fallbacks for a
/// single word the table lacks: an accent-insensitive match (`esta` → `está`),
/// then the language's ``InflectionRules`` (`hablaremos` → `hablar` → "we will speak").
struct PhraseLookup: Sendable {
    /// The table.
    let table: PhraseTable
    /// Suffix rules of the source language (empty when the source is English).
    let rules: InflectionRules

    /// Score subtracted from a fallback option: a guess ranks below a listed phrase.
    static let fallbackPenalty: Float = 1.5

    init(table: PhraseTable) {
        self.table = table
        rules = InflectionRules.forLanguage(table.direction == .toEnglish ? table.language : "en")
    }

    /// The options of one word: listed ones, else fallbacks; nil when none.
    /// - Complexity: O(1) for a listed word; O(r) for r matching suffix rules otherwise.
    func wordOptions(_ word: SourceWord) -> ArraySlice<PhraseTable.Option>? {
        if let listed = table.options(for: PhraseKey.extend(PhraseKey.empty, word.key)) { return listed }
        return fallbackOptions(word.normalized)
    }

    /// Fallback options of a lower-case word that the table does not list.
    func fallbackOptions(_ normalized: String) -> ArraySlice<PhraseTable.Option>? {
        if let options = foldedOptions(normalized) { return ArraySlice(options.map(penalized)) }
        for candidate in rules.candidates(for: normalized) {
            let options = table.options(for: PhraseKey.phrase([candidate.lemma])) ?? foldedOptions(candidate.lemma)
            guard let best = options?.first else { continue }
            let text = rules.inflect(best.text, ruleIndex: candidate.ruleIndex)
            let words = PhraseKey.words(of: text).words.map(PhraseKey.word)
            return [PhraseTable.Option(text: text, targetWords: words[...], score: best.score - Self.fallbackPenalty)]
        }
        return nil
    }

    private func foldedOptions(_ normalized: String) -> ArraySlice<PhraseTable.Option>? {
        guard let key = table.foldedWords[PhraseKey.word(PhraseTable.fold(normalized))] else { return nil }
        return table.options(for: key)
    }

    private func penalized(_ option: PhraseTable.Option) -> PhraseTable.Option {
        PhraseTable.Option(text: option.text, targetWords: option.targetWords, score: option.score - Self.fallbackPenalty / 3)
    }

    /// Whether the table can translate `word` at all (listed or by a fallback).
    func knows(_ word: SourceWord) -> Bool { wordOptions(word) != nil }
}
