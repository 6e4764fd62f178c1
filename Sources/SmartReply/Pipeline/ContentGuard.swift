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
}

extension ContentGuard {
    /// Checks the translation alone, with ``check(_:language:)``.
    public func check(translation: String, language: LanguageTag, source: String, sourceLanguage: LanguageTag) async throws -> GuardVerdict {
        try await check(translation, language: language)
    }
}
