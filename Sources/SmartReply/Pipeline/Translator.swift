/// The output of a translator for one text.
public struct Translation: Hashable, Sendable, Codable {
    /// The translated text.
    public var text: String
    /// Source words the model did not know, in order of appearance, passed
    /// through untranslated. Never hidden: a caller can tell a word-for-word
    /// copy from a real translation.
    public var unknownWords: [String]
    /// How many translatable words (not numbers, URLs, names…) the source had.
    public var sourceWordCount: Int

    /// Creates a translation result.
    public init(text: String, unknownWords: [String] = [], sourceWordCount: Int = 0) {
        self.text = text
        self.unknownWords = unknownWords
        self.sourceWordCount = sourceWordCount
    }

    /// The share of source words that were translated, in [0, 1]; 1 when the
    /// source had no translatable words.
    public var coverage: Double {
        sourceWordCount == 0 ? 1 : Double(max(0, sourceWordCount - unknownWords.count)) / Double(sourceWordCount)
    }
}

/// Stage 2 and 4: translates text between a language and English.
///
/// An implementation must be safe to call from many tasks at once. When a
/// language is not installed it throws `SmartReplyError.languageNotInstalled`
/// (the orchestrator turns that into `notSupportedLanguage`); it must report
/// the words it did not know rather than silently return its input.
public protocol Translator: Sendable {
    /// Translates `text` from `source` to `target`.
    /// - Throws: `SmartReplyError` with `.languageNotInstalled` or
    ///   `.languageNotSupported` for a language it has no model for,
    ///   `.modelFileCorrupt` / `.modelFileMissing` when a model cannot be loaded.
    func translate(_ text: String, from source: LanguageTag, to target: LanguageTag) async throws -> Translation
}
