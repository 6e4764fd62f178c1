/// The guard's checks that keep the normalized message (``GuardNotes``) for the check of its
/// translation: the orchestrator checks a message in its own language, translates it, then checks
/// the English with the message as the source, and both checks normalized the message.
extension LexiconContentGuard {
    /// ``check(_:language:)``, noting the normalized text for
    /// ``check(translation:language:source:sourceLanguage:notes:)``. Same verdict.
    /// - Complexity: as ``verdict(for:language:)``.
    public func check(_ text: String, language: LanguageTag, notes: inout GuardNotes) async throws -> GuardVerdict {
        let normalized = normalizer.normalize(text)
        notes.normalized = (text, normalized)
        return verdict(for: text, normalized: normalized, language: language)
    }

    /// ``check(translation:language:source:sourceLanguage:)``, reusing the source's normalized form from
    /// `notes` when they are about `source` (otherwise it normalizes the source again). Same verdict.
    /// - Complexity: O(n) in the translation's length (and the source's, without notes about it).
    public func check(translation: String, language: LanguageTag, source: String, sourceLanguage: LanguageTag,
                      notes: GuardNotes) async throws -> GuardVerdict {
        verdict(forTranslation: translation, language: language,
                normalizedSource: notes.normalizedForm(of: source) ?? normalizer.normalize(source))
    }
}
