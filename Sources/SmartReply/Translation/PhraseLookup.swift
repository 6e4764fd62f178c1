import Foundation

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
            } else if let known = Self.commonLetterCase(scalar.value) {
                (isLetter, isUpper) = known
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

    /// (Alphabetic, Uppercase) of the Latin-1 letters (U+00C0–U+00FF but × and ÷) and the basic
    /// Cyrillic block (U+0400–U+045F), which are all Lu or Ll in Unicode: the same answers as
    /// `properties.isAlphabetic` / `isUppercase` without the property-table lookups; nil elsewhere.
    @inline(__always)
    static func commonLetterCase(_ value: UInt32) -> (isLetter: Bool, isUpper: Bool)? {
        switch value {
        case 0xD7, 0xF7: return nil
        case 0xC0...0xDE, 0x400...0x42F: return (true, true)
        case 0xDF...0xFF, 0x430...0x45F: return (true, false)
        default: return nil
        }
    }
}

/// Looks source phrases up in a ``PhraseTable``, with the fallbacks for a
/// single word the table lacks: an accent-insensitive match (`esta` → `está`),
/// then the language's ``InflectionRules`` (`hablaremos` → `hablar` → "we will speak"),
/// then, for German, Dutch and the Scandinavian languages, compound splitting.
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
        // Fallbacks (suffix rules, accent folding, compounds) cost microseconds: remember them per word.
        if let remembered = table.rememberedFallback(word.key) { return remembered.map { $0[...] } }
        let fallback = fallbackOptions(word.normalized)
        table.rememberFallback(word.key, fallback.map(Array.init))
        return fallback
    }

    /// Fallback options of a lower-case word that the table does not list.
    func fallbackOptions(_ normalized: String) -> ArraySlice<PhraseTable.Option>? {
        if let options = foldedOptions(normalized) { return ArraySlice(options.map(penalized)) }
        if let option = suffixOption(normalized) { return [option] }
        // Russian/Ukrainian: a prefixed verb the tables lack reads as its plain verb ("почитать" → "читать").
        for stem in rules.prefixStripped(normalized) {
            if let best = (table.options(for: PhraseKey.phrase([stem])) ?? foldedOptions(stem))?.first {
                return [PhraseTable.Option(text: best.text, targetWords: best.targetWords, score: best.score - Self.fallbackPenalty * 1.5)]
            }
            if let option = suffixOption(stem) {
                return [PhraseTable.Option(text: option.text, targetWords: option.targetWords, score: option.score - Self.fallbackPenalty / 2)]
            }
        }
        if Self.compoundingLanguages.contains(table.language), table.direction == .toEnglish,
           let compound = compoundOption(normalized, depth: 0) {
            return [compound.option]
        }
        return nil
    }

    /// The option of the first suffix rule whose lemma the table lists, inflected as the rule says.
    private func suffixOption(_ normalized: String) -> PhraseTable.Option? {
        for candidate in rules.candidates(for: normalized) {
            let options = table.options(for: PhraseKey.phrase([candidate.lemma])) ?? foldedOptions(candidate.lemma)
            guard let best = options?.first else { continue }
            let text = rules.inflect(best.text, ruleIndex: candidate.ruleIndex)
            let words = PhraseKey.words(of: text).words.map(PhraseKey.word)
            return PhraseTable.Option(text: text, targetWords: words[...], score: best.score - Self.fallbackPenalty)
        }
        return nil
    }

    /// Languages that write noun compounds as one word.
    static let compoundingLanguages: Set<String> = ["de", "nl", "sv", "da", "no", "nb", "nn", "is"]
    /// Linking elements allowed between the parts of a compound (German Fugenelemente, Dutch tussenklanken).
    private static let linkingElements = ["", "s", "es", "n", "en", "e", "er"]

    /// Splits an unknown compound into two known words (the second may split again):
    /// `krankenhausbett` → `krankenhaus` + `bett` → "hospital bed". Among the splits whose parts are
    /// both known, the one with the most balanced part lengths wins (Koehn & Knight 2003,
    /// "Empirical Methods for Compound Splitting", with lengths standing in for frequencies).
    private func compoundOption(_ word: String, depth: Int) -> (option: PhraseTable.Option, parts: [Int])? {
        let characters = Array(word)
        guard characters.count >= 7, depth < 2 else { return nil }
        var best: (option: PhraseTable.Option, parts: [Int], balance: Double)?
        for split in 3...(characters.count - 3) {
            let head = String(characters[..<split])
            // The head first: most split points give an unknown head, and then the tail is never looked at.
            guard let (headOption, headLength) = Self.linkingElements.lazy
                .filter({ head.hasSuffix($0) && head.count - $0.count >= 3 })
                .compactMap({ link in self.known(String(head.dropLast(link.count))).map { ($0, head.count - link.count) } })
                .first else { continue }
            let tail = String(characters[split...])
            let tailSplit: (option: PhraseTable.Option, parts: [Int])?
            if let option = known(tail) { tailSplit = (option, [tail.count]) }
            else { tailSplit = tail.count >= 7 ? compoundOption(tail, depth: depth + 1) : nil }
            guard let tailSplit else { continue }
            // Geometric mean of the part lengths: fewer, more even parts win.
            let parts = [headLength] + tailSplit.parts
            let balance = exp(parts.reduce(0.0) { $0 + log(Double($1)) } / Double(parts.count))
            if best == nil || balance > best!.balance {
                let text = Self.bareNoun(headOption.text) + " " + Self.bareNoun(tailSplit.option.text)
                let words = PhraseKey.words(of: text).words.map(PhraseKey.word)
                best = (PhraseTable.Option(text: text, targetWords: words[...],
                                           score: headOption.score + tailSplit.option.score - Self.fallbackPenalty), parts, balance)
            }
        }
        return best.map { ($0.option, $0.parts) }
    }

    /// The best listed option of a word, directly or accent-folded.
    private func known(_ word: String) -> PhraseTable.Option? {
        (table.options(for: PhraseKey.phrase([word])) ?? foldedOptions(word))?.first
    }

    /// An English noun phrase without a leading article or "to": "the house" → "house".
    private static func bareNoun(_ text: String) -> String {
        for prefix in ["the ", "a ", "an ", "to "] where text.lowercased().hasPrefix(prefix) {
            return String(text.dropFirst(prefix.count))
        }
        return text
    }

    private func foldedOptions(_ normalized: String) -> ArraySlice<PhraseTable.Option>? {
        guard let key = table.foldedWord(for: PhraseKey.word(PhraseTable.fold(normalized))) else { return nil }
        return table.options(for: key)
    }

    private func penalized(_ option: PhraseTable.Option) -> PhraseTable.Option {
        PhraseTable.Option(text: option.text, targetWords: option.targetWords, score: option.score - Self.fallbackPenalty / 3)
    }

    /// Whether the table can translate `word` at all (listed or by a fallback).
    func knows(_ word: SourceWord) -> Bool { wordOptions(word) != nil }
}
