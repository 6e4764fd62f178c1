import Foundation

extension ConversationOrchestrator {
    /// The standard pipeline over a `Lexicons/` folder:
    /// ``NaiveBayesLanguageIdentifier``, ``PhraseTableTranslator`` (behind a
    /// ``RomanizingTranslator`` for `ru-Latn` and `uk-Latn`),
    /// ``ResponseSetReplyGenerator`` and ``LexiconContentGuard``.
    ///
    ///     let orchestrator = try ConversationOrchestrator.standard(lexicons: URL(fileURLWithPath: "Lexicons"))
    ///
    /// The language-ID model, the response set and the guard are read at
    /// once; phrase tables are compiled and loaded per language on first use.
    /// - Parameters:
    ///   - lexicons: the folder holding `langid/`, `translation/`, `replies/`, `guard/`, `lm/` and `sentiment/`.
    ///   - cacheDirectory: where compiled phrase tables are kept (default: the user's cache folder).
    ///   - capacity: how many languages' phrase tables stay loaded at most (LRU; a value below 1 counts as 1).
    ///   - configuration: the orchestrator's settings.
    ///   - preferences: when given, suggestions are re-ranked by the local
    ///     user's learned preferences (``PersonalizedReplyGenerator``).
    ///   - preferenceUser: whose preferences re-rank (the ID the picks were
    ///     recorded under); `nil`: the sender of the context's local messages.
    /// - Throws: `SmartReplyError` (`.modelFileMissing`, `.modelFileCorrupt`,
    ///   `.modelVersionUnsupported`) naming the model file that cannot be read.
    public static func standard(lexicons: URL, cacheDirectory: URL? = nil, capacity: Int = 8,
                                configuration: Configuration = Configuration(),
                                preferences: ReplyPreferenceStore? = nil, preferenceUser: String? = nil) throws -> ConversationOrchestrator {
        try standard(lexicons: lexicons,
                     translator: try PhraseTableTranslator.standard(lexicons: lexicons, cacheDirectory: cacheDirectory, capacity: capacity),
                     configuration: configuration, preferences: preferences, preferenceUser: preferenceUser)
    }

    /// The prior weight the standard pipeline gives English and every language
    /// with an installed phrase table, unless the configuration sets its own
    /// `languageHints`: short chat messages ("hola que tal") are often close
    /// between related languages (es 0.46, ca 0.40), and a conversation in a
    /// language we can answer is the likelier reading.
    public static let supportedLanguagePrior = 3.0

    /// The language-ID prior the standard pipeline uses when the configuration sets none:
    /// ``supportedLanguagePrior`` for English and for every language with an installed phrase
    /// table of `translator`. (`smartreply identify --pipeline-hints` applies it, so its
    /// probabilities match what `suggest` and a conversation's first message show.)
    public static func standardLanguageHints(for translator: PhraseTableTranslator) -> [LanguageTag: Double] {
        var hints: [LanguageTag: Double] = [:]
        for tag in translator.installedLanguages() + [.english] { hints[tag] = supportedLanguagePrior }
        return hints
    }

    /// The standard pipeline around a phrase-table translator you keep a
    /// reference to (to preload, unload or describe its languages).
    /// - Throws: as ``standard(lexicons:cacheDirectory:capacity:configuration:preferences:preferenceUser:)``.
    public static func standard(lexicons: URL, translator: PhraseTableTranslator,
                                configuration: Configuration = Configuration(),
                                preferences: ReplyPreferenceStore? = nil, preferenceUser: String? = nil) throws -> ConversationOrchestrator {
        let generator = try ResponseSetReplyGenerator.standard(lexicons: lexicons)
        var configuration = configuration
        if configuration.languageOptions.languageHints.isEmpty {
            configuration.languageOptions.languageHints = standardLanguageHints(for: translator)
        }
        return ConversationOrchestrator(
            identifier: try NaiveBayesLanguageIdentifier.standard(lexicons: lexicons),
            translator: RomanizingTranslator(base: translator),
            generator: preferences.map { PersonalizedReplyGenerator(base: generator, store: $0, user: preferenceUser) as any ReplyGenerator } ?? generator,
            contentGuard: try LexiconContentGuard.standard(lexicons: lexicons),
            configuration: configuration)
    }
}
