/// A target phrase chosen for a span of source words.
struct DecodedPhrase: Sendable, Hashable {
    /// The target text.
    var text: String
    /// The source words it translates (indices into the chunk).
    var range: Range<Int>
    /// The source word was not known: `text` is the source word itself.
    var isUnknown: Bool
}

/// Decodes one chunk of source words (a run of words between punctuation and
/// entities) into target phrases.
///
/// Two strategies:
/// - ``Strategy/longestMatch``: left to right, the longest listed phrase at
///   each position, its best option. Fast and predictable.
/// - ``Strategy/beam``: phrase-based stack decoding as in Pharaoh/Moses
///   (Koehn 2004, "Pharaoh: a beam search decoder for phrase-based statistical
///   machine translation models"): hypotheses grouped by the number of source
///   words covered, recombined on (coverage, last position, LM state), pruned
///   to a beam using future-cost estimates; scored with the phrase scores, an
///   English trigram language model, word and phrase penalties and a linear
///   distortion penalty within a small reordering limit (local swaps such as
///   noun–adjective).
struct PhraseDecoder: Sendable {
    /// How to search.
    enum Strategy: String, Sendable, CaseIterable { case longestMatch = "longest-match", beam }

    /// Search settings and feature weights of the beam decoder.
    struct Settings: Sendable {
        /// Hypotheses kept per stack.
        var beamSize = 8
        /// Options tried per source span.
        var optionsPerSpan = 4
        /// Largest jump, in source words, between consecutive phrases.
        var distortionLimit = 2
        /// Weight of the language model's ln-probabilities.
        var languageModelWeight: Float = 0.1
        /// Score added per target word (positive favours longer output).
        var wordPenalty: Float = 0.1
        /// Score added per phrase (negative favours longer phrases).
        var phrasePenalty: Float = -1.0
        /// Score per word of jump.
        var distortionWeight: Float = -0.2
        /// Score of copying an unknown word.
        var unknownScore: Float = -6
        /// Chunks longer than this are decoded by longest match.
        var maximumBeamWords = 40
    }

    var strategy: Strategy = .beam
    var settings = Settings()

    /// One candidate for one span.
    struct SpanOption {
        var option: PhraseTable.Option
        var isUnknown: Bool
    }

    /// Options of every span `[start, start + length)`: `spans[start][length - 1]`.
    func collectOptions(_ words: [SourceWord], lookup: PhraseLookup) -> [[[SpanOption]]] {
        let maximum = lookup.table.maximumPhraseLength
        var spans: [[[SpanOption]]] = []
        spans.reserveCapacity(words.count)
        for start in words.indices {
            var key = PhraseKey.empty
            var row: [[SpanOption]] = []
            for length in 1...min(maximum, words.count - start) {
                key = PhraseKey.extend(key, words[start + length - 1].key)
                if length == 1 {
                    if let options = lookup.wordOptions(words[start]) {
                        row.append(Self.preferringNames(options, for: words[start], language: lookup.table.language)
                            .prefix(settings.optionsPerSpan).map { SpanOption(option: $0, isUnknown: false) })
                    } else if lookup.table.direction == .fromEnglish, Self.articleless.contains(lookup.table.language),
                              Self.englishArticles.contains(words[start].normalized) {
                        // "the", "a", "an" have no counterpart in Russian/Ukrainian: written as nothing, not copied.
                        row.append([SpanOption(option: PhraseTable.Option(text: "", targetWords: [][...], score: 0), isUnknown: false)])
                    } else {
                        // Into English an unknown Russian/Ukrainian word is written in Latin letters ("Бостоне" → "Boston").
                        let latin = lookup.table.direction == .toEnglish
                            ? CyrillicTransliteration.transliterate(words[start].surface, language: lookup.table.language) : nil
                        let unknown = PhraseTable.Option(text: latin ?? words[start].surface, targetWords: [words[start].key][...],
                                                         score: settings.unknownScore)
                        row.append([SpanOption(option: unknown, isUnknown: true)])
                    }
                } else {
                    row.append(lookup.table.options(for: key)?.prefix(settings.optionsPerSpan).map { SpanOption(option: $0, isUnknown: false) } ?? [])
                }
            }
            spans.append(row)
        }
        return spans
    }

    /// Target languages without articles: an English article the table does not list is dropped.
    static let articleless: Set<String> = ["ru", "uk", "be", "pl", "cs", "sk", "sl", "hr", "sr", "lt", "lv", "ja", "zh", "ko"]
    /// English articles, as phrase-key words.
    static let englishArticles: Set<String> = ["the", "a", "an"]

    /// Languages whose inflected names collide with common words ("Тому", "Тома"); elsewhere an
    /// unknown capitalised word is copied as a name anyway.
    static let namesInflect: Set<String> = ["ru", "uk", "be", "bg", "sr", "mk"]
    /// Score bonus (ln) of a name's translation over the best common-word option.
    static let nameBonus: Float = 2

    /// A capitalised word inside a sentence is most likely a name in a language that does not
    /// capitalise nouns ("Я дал Тому книгу": Тому is "Tom", not "that"): its capitalised English
    /// options (proper nouns) go first, with the best option's score plus ``nameBonus``. At the start
    /// of a sentence only a name the lexicon already prefers gets the bonus ("Том спит": "Tom", not "that").
    static func preferringNames(_ options: ArraySlice<PhraseTable.Option>, for word: SourceWord,
                                language: String) -> ArraySlice<PhraseTable.Option> {
        guard word.isCapitalized, !word.isAllCaps, namesInflect.contains(language), let best = options.first,
              let name = options.first(where: { $0.text.first?.isUppercase == true && !$0.text.hasPrefix("I ") && $0.text != "I" }),
              // At the start of a sentence a capital says nothing: only when the lexicon itself prefers the name.
              !word.isSentenceInitial || name.text == best.text
        else { return options }
        let promoted = PhraseTable.Option(text: name.text, targetWords: name.targetWords, score: max(name.score, best.score) + nameBonus)
        return ArraySlice([promoted] + options.filter { $0.text != name.text })
    }

    /// Decodes `words`; `startsSentence`/`endsSentence` give the language model its sentence boundaries.
    /// - Complexity: longest match O(n·L); beam O(n · beam · d · L · k) for n words,
    ///   phrase length L, distortion limit d and k options per span.
    func decode(_ words: [SourceWord], lookup: PhraseLookup, languageModel: EnglishLanguageModel?,
                startsSentence: Bool, endsSentence: Bool) -> [DecodedPhrase] {
        guard !words.isEmpty else { return [] }
        let spans = collectOptions(words, lookup: lookup)
        if strategy == .longestMatch || words.count > settings.maximumBeamWords || words.count > 63 {
            return longestMatch(spans)
        }
        return BeamSearch(spans: spans, settings: settings, languageModel: languageModel,
                          startsSentence: startsSentence, endsSentence: endsSentence).run()
            ?? longestMatch(spans)
    }

    /// Left-to-right longest match, best option of each phrase.
    func longestMatch(_ spans: [[[SpanOption]]]) -> [DecodedPhrase] {
        var result: [DecodedPhrase] = []
        var start = 0
        while start < spans.count {
            var chosen = 1
            for length in stride(from: spans[start].count, through: 1, by: -1) where !spans[start][length - 1].isEmpty {
                chosen = length
                break
            }
            if let best = spans[start][chosen - 1].first {
                result.append(DecodedPhrase(text: best.option.text, range: start..<start + chosen, isUnknown: best.isUnknown))
            }
            start += chosen
        }
        return result
    }
}
