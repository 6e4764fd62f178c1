/// A translator for Russian and Ukrainian typed in Latin letters (`ru-Latn`,
/// `uk-Latn`), around any translator of the Cyrillic languages.
///
/// From `uk-Latn`: each Latin word is turned into the first of its Cyrillic
/// readings (``CyrillicRomanization/cyrillicCandidates(for:maximum:)``) that
/// the base translator knows, then the Cyrillic text is translated. Into
/// `uk-Latn`: the base translation is romanized with the common spelling, so
/// a sender who writes "Privit, jak spravy?" gets replies in Latin letters too.
/// Every other language pair goes straight to the base translator.
///
///     let translator = RomanizingTranslator(base: try PhraseTableTranslator.standard(lexicons: url))
///     try await translator.translate("Privit, jak tvoji spravy?", from: LanguageTag("uk-Latn"), to: .english)
public struct RomanizingTranslator<Base: Translator>: Translator {
    /// The translator of the Cyrillic languages.
    public let base: Base
    /// How many Cyrillic readings of a word are tried at most (≥ 1).
    public var maximumCandidates: Int

    /// Wraps `base`; `maximumCandidates` (≥ 1) bounds the Cyrillic readings tried per Latin word.
    public init(base: Base, maximumCandidates: Int = 24) {
        self.base = base
        self.maximumCandidates = max(1, maximumCandidates)
    }

    /// Translates, reading `ru-Latn`/`uk-Latn` input as Cyrillic and writing such output in Latin letters.
    /// - Throws: what the base translator throws.
    /// - Complexity: for romanized input, up to `maximumCandidates` base lookups per word.
    public func translate(_ text: String, from source: LanguageTag, to target: LanguageTag) async throws -> Translation {
        let sourceScheme = Self.scheme(for: source)
        let targetScheme = Self.scheme(for: target)
        if sourceScheme == nil && targetScheme == nil {
            return try await base.translate(text, from: source, to: target)
        }
        var input = text
        var spelledAs: [String: String] = [:]
        if let scheme = sourceScheme {
            (input, spelledAs) = try await cyrillic(text, scheme: scheme, language: source.baseLanguage)
        }
        let translated = try await base.translate(input, from: sourceScheme == nil ? source : source.baseLanguage,
                                                  to: targetScheme == nil ? target : target.baseLanguage)
        var result = translated
        result.unknownWords = translated.unknownWords.map { spelledAs[$0] ?? $0 }
        if let scheme = targetScheme { result.text = scheme.romanize(translated.text) }
        return result
    }

    /// The romanization of a `xx-Latn` tag, built once per language (this runs twice per
    /// translation: a plain tag such as `es` is turned away before any allocation).
    private static func scheme(for tag: LanguageTag) -> CyrillicRomanization? {
        guard tag.identifier.utf8.contains(UInt8(ascii: "-")), tag.script == "Latn" else { return nil }
        switch tag.language {
        case "ru", "uk": return CyrillicRomanization.shared(language: tag.language)
        default: return nil
        }
    }

    /// Rewrites the Latin words of `text` in Cyrillic; returns the text and Cyrillic → original spelling.
    private func cyrillic(_ text: String, scheme: CyrillicRomanization,
                          language: LanguageTag) async throws -> (String, [String: String]) {
        var out = ""
        var original: [String: String] = [:]
        for piece in CyrillicRomanization.latinPieces(of: text) {
            guard piece.isWord else { out += piece.text; continue }
            let word = piece.text
            let candidates = scheme.cyrillicCandidates(for: word, maximum: maximumCandidates)
            var chosen = candidates.first ?? word
            for candidate in candidates {
                // Only whether the reading is covered matters: the phrase-table translator answers that
                // without writing (and repairing) the English.
                let check: Translation
                if let tables = base as? PhraseTableTranslator {
                    check = try await tables.coverage(of: candidate, from: language, to: .english)
                } else {
                    check = try await base.translate(candidate, from: language, to: .english)
                }
                if check.unknownWords.isEmpty && check.sourceWordCount > 0 { chosen = candidate; break }
            }
            if word.first?.isUppercase == true, let first = chosen.first {
                chosen = first.uppercased() + chosen.dropFirst()
            }
            original[chosen] = word
            out += chosen
        }
        return (out, original)
    }
}
