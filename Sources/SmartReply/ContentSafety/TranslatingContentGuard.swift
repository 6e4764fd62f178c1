/// A guard that checks a text the way the pipeline checks an incoming
/// message: in its own language, then in its English translation.
///
/// The orchestrator already runs both checks itself (and records each in the
/// trace); this type gives the same decision to callers outside it, such as
/// `smartreply guard` and `smartreply eval guard --translate`. A language the
/// translator has no model for is checked in its own language only.
public struct TranslatingContentGuard<Base: ContentGuard, Language: Translator>: ContentGuard {
    /// The guard applied to both texts.
    public let base: Base
    /// Translates into English.
    public let translator: Language

    /// Checks with `base`, translating into English with `translator`.
    public init(base: Base, translator: Language) {
        self.base = base
        self.translator = translator
    }

    /// Checks `text` in `language`, then (when allowed there and `language`
    /// is neither English nor `und`) its English translation. Matches found in
    /// the translation are suffixed with ` (en)`.
    /// - Throws: what the base guard throws; translation failures only mean
    ///   the English check is skipped.
    public func check(_ text: String, language: LanguageTag) async throws -> GuardVerdict {
        let original = try await base.check(text, language: language)
        guard original.isAllowed, !language.isUndetermined, language.language != LanguageTag.english.language,
              let english = try? await translator.translate(text, from: language, to: .english),
              english.coverage > 0 else {
            return original
        }
        let translated = try await base.check(translation: english.text, language: .english, source: text, sourceLanguage: language)
        guard !translated.isAllowed else { return original }
        return GuardVerdict(kind: translated.kind, matches: translated.matches.map { "\($0) (en)" })
    }
}
