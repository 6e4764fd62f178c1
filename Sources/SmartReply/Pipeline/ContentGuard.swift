/// A content guard's decision about one text.
public struct GuardVerdict: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The three outcomes, as ML Kit's Smart Reply distinguishes them.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// Nothing objectionable found.
        case allowed
        /// Profanity, insults, slurs or threats.
        case offensive
        /// A sensitive topic (death, serious illness, self-harm, violence…)
        /// where a canned reply would be hurtful.
        case sensitive
    }

    /// The decision.
    public var kind: Kind
    /// What matched: list entries (in their normalized form) or the name of
    /// the model that fired, for explaining the verdict. Empty when allowed.
    public var matches: [String]

    /// Creates a verdict.
    public init(kind: Kind, matches: [String] = []) {
        self.kind = kind
        self.matches = matches
    }

    /// Allowed, nothing matched.
    public static let allowed = GuardVerdict(kind: .allowed)

    /// Whether the text may be shown or answered.
    public var isAllowed: Bool { kind == .allowed }

    /// The kind, then what matched in parentheses when anything did, for traces and logs.
    public var description: String {
        matches.isEmpty ? kind.rawValue : "\(kind.rawValue) (\(matches.joined(separator: ", ")))"
    }
}

/// The offensive-content guard: decides whether a text may be answered or shown.
///
/// An implementation must be safe to call from many tasks at once and must
/// handle any language tag, including `und` (check with every list it has).
public protocol ContentGuard: Sendable {
    /// Checks `text`, written in `language`.
    /// - Throws: `SmartReplyError` only when its model cannot be used.
    func check(_ text: String, language: LanguageTag) async throws -> GuardVerdict

    /// Checks `translation` (in `language`), a machine translation of `source`
    /// (in `sourceLanguage`). A guard may use the source to keep what it allows
    /// there allowed in the translation (a name such as "Dick Van Dyke" whose
    /// middle word the translator changed). The default checks `translation` alone.
    /// - Throws: `SmartReplyError` only when its model cannot be used.
    func check(translation: String, language: LanguageTag, source: String, sourceLanguage: LanguageTag) async throws -> GuardVerdict

    /// ``check(_:language:)``, also leaving in `notes` what the guard read of `text`, for
    /// ``check(translation:language:source:sourceLanguage:notes:)`` on its translation, so the guard
    /// need not read the same source twice (the orchestrator checks a message, translates it, then
    /// checks the translation with the message as its source). Same verdict as ``check(_:language:)``.
    /// The default calls ``check(_:language:)`` and notes nothing.
    /// - Throws: as ``check(_:language:)``.
    func check(_ text: String, language: LanguageTag, notes: inout GuardNotes) async throws -> GuardVerdict

    /// ``check(translation:language:source:sourceLanguage:)`` with the `notes` taken when `source`
    /// was checked (``check(_:language:notes:)``); notes about another text are ignored. Same verdict.
    /// The default calls ``check(translation:language:source:sourceLanguage:)``.
    /// - Throws: as ``check(translation:language:source:sourceLanguage:)``.
    func check(translation: String, language: LanguageTag, source: String, sourceLanguage: LanguageTag,
               notes: GuardNotes) async throws -> GuardVerdict
}

extension ContentGuard {
    /// Checks the translation alone, with ``check(_:language:)``.
    public func check(translation: String, language: LanguageTag, source: String, sourceLanguage: LanguageTag) async throws -> GuardVerdict {
        try await check(translation, language: language)
    }

    /// Calls ``check(_:language:)``; notes nothing.
    public func check(_ text: String, language: LanguageTag, notes: inout GuardNotes) async throws -> GuardVerdict {
        try await check(text, language: language)
    }

    /// Calls ``check(translation:language:source:sourceLanguage:)``; the notes are not used.
    public func check(translation: String, language: LanguageTag, source: String, sourceLanguage: LanguageTag,
                      notes: GuardNotes) async throws -> GuardVerdict {
        try await check(translation: translation, language: language, source: source, sourceLanguage: sourceLanguage)
    }
}

/// What a guard read of a text while checking it (``ContentGuard/check(_:language:notes:)``), kept
/// for checking the text's translation afterwards without reading the text again. Opaque: only the
/// guard that wrote the notes reads them, and only for the same text; empty notes (``init()``) are
/// always valid.
public struct GuardNotes: Sendable {
    /// The text the notes are about, and ``LexiconContentGuard``'s normalized form of it.
    var normalized: (text: String, form: GuardNormalizedText)?

    /// Empty notes.
    public init() {}

    /// The normalized form noted for `text`, or nil when the notes are about another text (or none).
    func normalizedForm(of text: String) -> GuardNormalizedText? {
        guard let normalized, normalized.text == text else { return nil }
        return normalized.form
    }
}
