extension ConversationOrchestrator.Configuration {
    /// The largest ``maximumSuggestions`` allowed.
    public static let suggestionLimit = 10

    /// Checks the ranges the fields document, as ``LanguageIdentificationOptions`` checks its own:
    /// a value out of range used to be clamped or to show up as a misleading status (0 suggestions
    /// gave `noReply`/`lowConfidence`; a length of 0 gave `notSupportedLanguage`).
    /// - Throws: `SmartReplyError.invalidInput` naming the field and its range.
    public func validate() throws {
        guard contextWindow >= 1 else {
            throw SmartReplyError(.invalidInput, "Configuration.contextWindow is \(contextWindow); it must be at least 1")
        }
        guard (1...Self.suggestionLimit).contains(maximumSuggestions) else {
            throw SmartReplyError(.invalidInput, "Configuration.maximumSuggestions is \(maximumSuggestions); it must be in 1…\(Self.suggestionLimit)")
        }
        guard maximumMessageLength >= 1 else {
            throw SmartReplyError(.invalidInput, "Configuration.maximumMessageLength is \(maximumMessageLength); it must be at least 1")
        }
        guard conversationLanguageMaximumWords >= 0 else {
            throw SmartReplyError(.invalidInput, "Configuration.conversationLanguageMaximumWords is \(conversationLanguageMaximumWords); it must be at least 0 (0 turns it off)")
        }
        guard senderPriorStrength.isFinite, senderPriorStrength >= 0 else {
            throw SmartReplyError(.invalidInput, "Configuration.senderPriorStrength is \(senderPriorStrength); it must be a finite number ≥ 0 (0 turns the prior off)")
        }
        for (name, value) in [("conversationLanguageConfidence", conversationLanguageConfidence),
                              ("shortMessageOverrideConfidence", shortMessageOverrideConfidence),
                              ("conversationLanguageMinimumProbability", conversationLanguageMinimumProbability),
                              ("minimumTranslationCoverage", minimumTranslationCoverage),
                              ("minimumSuggestionTranslationCoverage", minimumSuggestionTranslationCoverage)] where !(0...1).contains(value) {
            throw SmartReplyError(.invalidInput, "Configuration.\(name) is \(value); it must be in [0, 1]")
        }
    }
}
