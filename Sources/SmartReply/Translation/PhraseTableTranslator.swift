import Foundation

/// Translates between English and the languages of `Lexicons/translation/<xx>/`
/// with phrase-based decoding over hand-written phrase tables and an English
/// trigram language model.
///
///     let translator = try PhraseTableTranslator.standard(lexicons: lexiconsURL)
///     let result = try await translator.translate("¿Nos vemos mañana?", from: LanguageTag("es"), to: .english)
///     print(result.text)   // Prints "See you tomorrow?"
///
/// - xx → English: whole-text entries first, then the decoder (beam search by
///   default, see ``Decoding``); unknown single words fall back to an
///   accent-insensitive match and the language's suffix rules; words still
///   unknown are copied and listed in `Translation.unknownWords`.
/// - English → xx: whole-text entries first (so every reply of the response
///   set, listed in `replies.tsv`, translates exactly), then the same decoder
///   with the xx side as target (no language model).
/// - xx → yy: through English. Same language on both sides, or English to
///   English: the text unchanged.
///
/// Entities (URLs, e-mails, numbers, times, dates, phones, @mentions,
/// #hashtags, emoji) and capitalised names are copied. Sentence case and ALL
/// CAPS are carried over; `¿ ¡` are dropped into English and added into
/// Spanish; `« »` become `"` in English; line breaks are kept.
///
/// Tables load on first use into an actor cache (one load per language even
/// under concurrent requests, LRU eviction); the value itself is `Sendable` and
/// cheap to copy.
public struct PhraseTableTranslator: Translator {
    /// How chunks of words are decoded.
    public enum Decoding: String, Sendable, CaseIterable {
        /// Longest listed phrase first, left to right.
        case longestMatch = "longest-match"
        /// Stack decoding with a language model and local reordering.
        case beam
    }

    /// Feature weights and search limits of the beam decoder. The defaults
    /// were chosen by hand on a small development set we wrote
    /// (`Scripts/translation-dev/`), never on evaluation data.
    public struct DecoderWeights: Sendable, Hashable {
        /// Weight of the language model's ln-probabilities (≥ 0).
        public var languageModel: Float = 0.1
        /// Score per source word of jump between phrases (≤ 0).
        public var distortion: Float = -0.2
        /// Score per phrase used (≤ 0 favours longer phrases).
        public var phrase: Float = -1.0
        /// Score per target word (> 0 favours longer output).
        public var word: Float = 0.1
        /// Hypotheses kept per stack (≥ 1).
        public var beamSize: Int = 8
        /// Largest jump between consecutive phrases, in source words (≥ 0).
        public var distortionLimit: Int = 2

        /// The defaults.
        public init() {}
    }

    /// The `Lexicons/` directory.
    public let lexicons: URL
    /// Where compiled phrase tables are cached.
    public let cacheDirectory: URL
    let cache: LexiconCache
    private let decoder: PhraseDecoder

    /// Creates a translator.
    /// - Parameters:
    ///   - lexicons: the repository's `Lexicons/` directory.
    ///   - cacheDirectory: where compiled SQLite phrase tables go (created when needed).
    ///   - capacity: languages kept in memory at once (≥ 1; a smaller value counts as 1).
    ///   - decoding: the search strategy.
    ///   - weights: the beam decoder's feature weights.
    public init(lexicons: URL, cacheDirectory: URL, capacity: Int = 8, decoding: Decoding = .beam,
                weights: DecoderWeights = DecoderWeights()) {
        self.lexicons = lexicons
        self.cacheDirectory = cacheDirectory
        cache = LexiconCache(lexicons: lexicons, cacheDirectory: cacheDirectory, capacity: capacity)
        var settings = PhraseDecoder.Settings()
        settings.languageModelWeight = max(0, weights.languageModel)
        settings.distortionWeight = min(0, weights.distortion)
        settings.phrasePenalty = weights.phrase
        settings.wordPenalty = weights.word
        settings.beamSize = max(1, weights.beamSize)
        settings.distortionLimit = max(0, weights.distortionLimit)
        decoder = PhraseDecoder(strategy: decoding == .beam ? .beam : .longestMatch, settings: settings)
    }

    /// The default translator over a `Lexicons/` directory.
    /// - Parameters:
    ///   - lexicons: the repository's `Lexicons/` directory.
    ///   - cacheDirectory: where compiled tables go; by default
    ///     `$XDG_CACHE_HOME/smart-reply/lexicons` or `~/.cache/smart-reply/lexicons`.
    ///   - capacity: languages kept in memory at once (≥ 1; a smaller value counts as 1).
    /// - Throws: `SmartReplyError.modelFileMissing` when `lexicons` is not a directory;
    ///   `.modelFileCorrupt` / `.modelVersionUnsupported` naming `Lexicons/lm/en.srlm` when that file is there
    ///   but its header or size is wrong (checked here, so a damaged model is not first reported by every
    ///   non-English message; the model itself loads on first use).
    public static func standard(lexicons: URL, cacheDirectory: URL? = nil, capacity: Int = 8) throws -> PhraseTableTranslator {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: lexicons.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SmartReplyError(.modelFileMissing, "\(lexicons.path): lexicon directory does not exist")
        }
        let languageModel = LexiconCache.languageModelURL(lexicons: lexicons)
        if FileManager.default.fileExists(atPath: languageModel.path) {
            try EnglishLanguageModel.checkHeader(at: languageModel)
        }
        return PhraseTableTranslator(lexicons: lexicons, cacheDirectory: cacheDirectory ?? defaultCacheDirectory(),
                                     capacity: capacity)
    }

    /// `$SMARTREPLY_CACHE` when set; else `$XDG_CACHE_HOME/smart-reply/lexicons`,
    /// else `$HOME/.cache/smart-reply/lexicons` (the account's home when `HOME` is unset).
    public static func defaultCacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["SMARTREPLY_CACHE"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
        } else {
            base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache", isDirectory: true)
        }
        return base.appendingPathComponent("smart-reply", isDirectory: true).appendingPathComponent("lexicons", isDirectory: true)
    }

    /// Whether a phrase table for `tag`'s language is installed (English always is).
    public func isAvailable(_ tag: LanguageTag) -> Bool {
        tag.language == "en" || !LexiconSource.files(in: LexiconSource.directory(lexicons: lexicons, language: tag.language)).isEmpty
    }

    /// The languages with a phrase table under `Lexicons/translation/`, sorted.
    public func installedLanguages() -> [LanguageTag] {
        let root = lexicons.appendingPathComponent("translation", isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().compactMap { try? LanguageTag($0) }.filter { $0.identifier == $0.language && isAvailable($0) }
    }

    /// Whether `tag`'s compiled database is in the cache directory and current: compiled from its
    /// TSVs (and imported lexicons) as they are now, so loading it compiles nothing. A table whose
    /// files were edited since, or that cannot be opened, is not compiled; one whose files were only
    /// touched (same bytes: another clone of the repository sharing the cache) is. A table damaged past
    /// its header still reads as compiled: only loading it finds out (and rebuilds it).
    /// - Complexity: a `stat` per TSV and one small SQLite query, plus a hash of the language's TSVs
    ///   (a few ms) when their modification times differ from the compiled ones; not for a per-message path.
    public func isCompiled(_ tag: LanguageTag) -> Bool {
        PhraseTableStore.isCurrent(language: tag.language, lexicons: lexicons, cacheDirectory: cacheDirectory,
                                   userLexicons: ImportedLexicon.root(cacheDirectory: cacheDirectory))
    }

    /// The languages whose tables are in memory now.
    public var loadedLanguages: [LanguageTag] {
        get async { await cache.loadedLanguages.compactMap { try? LanguageTag($0) } }
    }

    /// The languages whose tables are being loaded now: compiled, when ``isCompiled(_:)`` was
    /// false before (a front end can say so, as compiling takes seconds).
    public var loadingLanguages: [LanguageTag] {
        get async { await cache.loadingLanguages.compactMap { try? LanguageTag($0) } }
    }

    /// Loads `tag`'s tables now (compiling them if needed) and returns how many phrase pairs they hold.
    /// - Throws: as ``translate(_:from:to:)``.
    @discardableResult
    public func preload(_ tag: LanguageTag) async throws -> Int {
        try await cache.lexicon(tag.language).entryCount
    }

    /// Drops `tag`'s tables from memory.
    public func unload(_ tag: LanguageTag) async { await cache.unload(tag.language) }

    /// How many times `tag`'s tables were loaded (a reload after eviction counts).
    func loadCount(_ tag: LanguageTag) async -> Int { await cache.loadCount(tag.language) }

    /// Translates `text` from `source` to `target`.
    /// - Throws: `SmartReplyError.languageNotInstalled` naming the language when
    ///   it has no `Lexicons/translation/<xx>/`; `.modelFileCorrupt` or
    ///   `.modelVersionUnsupported` naming a damaged or newer compiled table or language model.
    /// - Complexity: O(n) in the text's length for longest match; see ``PhraseDecoder`` for beam search.
    public func translate(_ text: String, from source: LanguageTag, to target: LanguageTag) async throws -> Translation {
        try await translate(text, from: source, to: target, writesText: true)
    }

    /// The `unknownWords` and `sourceWordCount` that ``translate(_:from:to:)`` gives for `text`, without
    /// writing the translation (its `text` is empty): no casing and no English repairs, which only
    /// rewrite the output. For callers that only ask whether a text is covered
    /// (``RomanizingTranslator`` tries up to 24 Cyrillic readings of every Latin word this way).
    /// - Throws: as ``translate(_:from:to:)``.
    func coverage(of text: String, from source: LanguageTag, to target: LanguageTag) async throws -> Translation {
        try await translate(text, from: source, to: target, writesText: false)
    }

    private func translate(_ text: String, from source: LanguageTag, to target: LanguageTag, writesText: Bool) async throws -> Translation {
        if source.language == target.language {
            return Translation(text: text, sourceWordCount: Tokenizer.tokenize(text).filter { $0.kind == .word }.count)
        }
        if source.language != "en" && target.language != "en" {
            let english = try await translate(text, from: source, to: .english, writesText: true)
            let final = try await translate(english.text, from: .english, to: target, writesText: writesText)
            return Translation(text: final.text, unknownWords: english.unknownWords, sourceWordCount: english.sourceWordCount)
        }
        let foreign = source.language == "en" ? target.language : source.language
        // Loaded tables and model are read without an actor hop; only a first use awaits the cache.
        let lexicon: LoadedLexicon
        if let cached = cache.cachedLexicon(foreign) { lexicon = cached } else { lexicon = try await cache.lexicon(foreign) }
        let translation: Translation, lookup: PhraseLookup
        if source.language == "en" {
            lookup = lexicon.fromEnglish
            translation = render(text, lookup: lookup, target: foreign, languageModel: nil, writesText: writesText)
        } else {
            lookup = lexicon.toEnglish
            let languageModel: EnglishLanguageModel?
            if let cached = cache.cachedLanguageModel { languageModel = cached } else { languageModel = try await cache.languageModel() }
            translation = render(text, lookup: lookup, target: "en", languageModel: languageModel, writesText: writesText)
        }
        if let failure = lookup.table.connection.failure {
            // A page of the compiled table turned out damaged: drop it, so that the next request rebuilds it from the TSVs.
            _ = try? await deleteCompiled(source.language == "en" ? target : source)
            throw failure
        }
        return translation
    }

    /// Translates synchronously with loaded tables: the shared core of ``translate(_:from:to:)``.
    /// With `writesText` false only `unknownWords` and `sourceWordCount` are filled (the same as with
    /// true: they come from segmentation and decoding, before casing and repairs).
    func render(_ text: String, lookup: PhraseLookup, target: String, languageModel: EnglishLanguageModel?,
                writesText: Bool = true) -> Translation {
        let segmentation = SourceSegmentation(text, lookup: lookup, target: target)
        if let whole = lookup.table.sentence(for: PhraseKey.sentence(text)) {
            guard writesText else { return Translation(text: "", sourceWordCount: segmentation.sourceWordCount) }
            let isShouting = Self.isAllCaps(text)
            var exact = isShouting ? whole.uppercased() : whole
            // A source sentence that opens with a capital gets one ("Сколько это стоит?" → "How much…").
            if text.first(where: \.isLetter)?.isUppercase == true, let first = exact.first, first.isLowercase {
                exact = first.uppercased() + exact.dropFirst()
            }
            return Translation(text: exact, sourceWordCount: segmentation.sourceWordCount)
        }
        var output = ""
        var unknown: [String] = []
        for piece in SpanishNameClauses.restructure(segmentation.pieces, language: lookup.table.language) {
            switch piece {
            case .copy(let copied):
                output += copied
            case .chunk(let written, let startsSentence, let endsSentence):
                let words = target == "en" ? TimeAdverbPlacement.reorder(EastSlavicWordOrder.resolvePossessives(
                    EastSlavicWordOrder.reorder(SpanishClauseRules.reorder(VerbFinalReordering.reorder(written, lookup: lookup), lookup: lookup),
                                                lookup: lookup),
                    language: lookup.table.language), language: lookup.table.language) : written
                var phrases = decoder.decode(words, lookup: lookup, languageModel: languageModel,
                                             startsSentence: startsSentence, endsSentence: endsSentence)
                if let languageModel, AdjectiveReordering.languages.contains(lookup.table.language), lookup.table.direction == .toEnglish {
                    phrases = AdjectiveReordering.apply(phrases, languageModel: languageModel, startsSentence: startsSentence)
                }
                // Report the source word, not its transliteration.
                unknown += phrases.filter(\.isUnknown).map { words[$0.range].first?.surface ?? $0.text }
                if writesText { output += Self.cased(phrases, words: words, startsSentence: startsSentence) }
            }
        }
        guard writesText else { return Translation(text: "", unknownWords: unknown, sourceWordCount: segmentation.sourceWordCount) }
        if target == "es" { output = Self.addingSpanishOpeningMarks(output) }
        if target == "ru" || target == "uk" { output = EastSlavicAgreement.repair(output, language: target) }
        if target == "en", let languageModel {
            if VerbSecondOrder.languages.contains(lookup.table.language) {
                output = VerbSecondOrder.repair(output, languageModel: languageModel)
            }
            output = SubordinateClauseCommas.repair(output, language: lookup.table.language, languageModel: languageModel)
            if AdjectiveReordering.languages.contains(lookup.table.language) {
                output = AdverbPlacement.repair(output, languageModel: languageModel)
            }
            if ArticleInsertion.languages.contains(lookup.table.language) {
                output = ArticleInsertion.repair(output, languageModel: languageModel)
            }
            output = EnglishVerbRepair.repair(output, languageModel: languageModel)
            output = EnglishQuestionForm.repairQuestions(in: output, languageModel: languageModel)
        }
        return Translation(text: output, unknownWords: unknown, sourceWordCount: segmentation.sourceWordCount)
    }
}
