/// Runs the four stages over the last messages of a conversation and
/// suggests replies for the local user, in the sender's language.
///
/// The chain, for the latest remote message:
/// 1. identify its language (the sender's earlier messages act as a prior);
/// 2. check it with the guard in its own language, translate it to English
///    (English skips this), and check the English;
/// 3. generate English replies from the English context;
/// 4. check each reply, translate it back, check the translation; a blocked
///    reply is dropped, never shown.
///
///     let orchestrator = ConversationOrchestrator(identifier: id, translator: tr,
///                                                 generator: gen, contentGuard: guard)
///     let result = try await orchestrator.suggestReplies(for: messages)
///
/// Stages are passed in, never taken from globals; swap any of them for a
/// fake from `SmartReplyTesting`. The orchestrator is a value and `Sendable`:
/// share one across tasks freely.
///
/// - Complexity: one identification and one translation per message in the
///   window, one generation, and O(k) guard checks and translations for k ≤ 3 replies.
public struct ConversationOrchestrator: Sendable {
    /// Settings of the orchestrator.
    public struct Configuration: Sendable, Hashable {
        /// How many of the last messages form the context (≥ 1). 10 by default.
        public var contextWindow: Int
        /// How many suggestions to return at most (1…10). 3 by default.
        public var maximumSuggestions: Int
        /// Messages longer than this many characters are cut before processing,
        /// and the trace says so. 2,000 by default.
        public var maximumMessageLength: Int
        /// Options passed to the language identifier. By default ``LanguageIdentificationOptions``'s
        /// defaults (`und` below 0.5, 5 hypotheses, no hints, no constraints); the standard pipeline adds hints.
        public var languageOptions: LanguageIdentificationOptions
        /// How strongly the sender's earlier messages pull the identification of
        /// a new message towards their language: the prior weight of a language
        /// is `1 + senderPriorStrength × p`, where p is its probability over
        /// the earlier messages. A finite number ≥ 0; 0 turns the prior off. 4 by default.
        public var senderPriorStrength: Double
        /// When the latest message has at most this many words ("ok", "hi", "ja",
        /// "Hallo!"), comes out undetermined or as another language with less than
        /// ``shortMessageOverrideConfidence``, and the sender's earlier messages in the
        /// window are identified with at least ``conversationLanguageConfidence``,
        /// their language is used (the trace's `languageFromConversation` says so).
        /// Chat words are shared by many languages ("hi" is also Catalan, "ja" also
        /// Finnish); the conversation is not. A message with no letters ("👍") takes the
        /// conversation's language too. 0 turns both off. 3 by default. The full rule:
        /// `takesConversationLanguage(_:identification:conversation:)`.
        public var conversationLanguageMaximumWords: Int
        /// A short message identified as another language than the conversation's
        /// with at least this confidence, in [0, 1], keeps its own language (the
        /// sender switched languages). 0.95 by default.
        public var shortMessageOverrideConfidence: Double
        /// A short message keeps its own language, whatever its confidence, when its
        /// identification (which already weighs the conversation as a prior) leaves the
        /// conversation's language less than this probability, in [0, 1]: the message
        /// itself rules that language out ("merci" after a "Ja" taken for Finnish stays
        /// French). English chat shorthand ("ok", "hi", ``ChatShorthand``), used in every
        /// language's chats, is not held to it. 0.01 by default.
        public var conversationLanguageMinimumProbability: Double
        /// The confidence, in [0, 1], the sender's earlier messages need for
        /// ``conversationLanguageMaximumWords`` to apply. 0.8 by default.
        public var conversationLanguageConfidence: Double
        /// Below this share of translated words the message is `untranslatable`. In [0, 1]; 0.5 by default.
        public var minimumTranslationCoverage: Double
        /// Below this share of translated words a suggestion's translation back into the sender's
        /// language is not shown (it would show English words in a foreign reply: "Teu refund é sobre
        /// its maneira."). In [0, 1]; 1 by default: every word of the suggestion must translate (names,
        /// numbers and other protected entities pass through and count as translated). The standard
        /// response set has a whole-reply translation for every reply, so this only drops replies of a
        /// swapped-in ``ReplyGenerator`` that the translator does not know.
        public var minimumSuggestionTranslationCoverage: Double
        /// When set, skip identification and treat every message as this language. `nil` by default.
        public var forcedLanguage: LanguageTag?
        /// Whether results of the translator and the guard are remembered and reused
        /// on later messages: stage 4's (the guard's verdicts on a suggestion, its
        /// translation, the verdict on that) per (language, English suggestion), and
        /// the English of each message per (language, text), for when it comes back
        /// as context of a later message, and the identification of each of the sender's
        /// earlier messages for the conversation-language vote per (text, allowed languages).
        /// Requires deterministic identifier, translator and guard stages (the standard ones
        /// are); turn it off for stages whose output can change over time. On by default;
        /// results and trace are the same either way.
        public var cachesStageResults: Bool
        /// Whether a message of emoji only (no letters, no digits: "🙂", "❤️❤️❤️", "😂😂😂") whose language
        /// cannot be taken from the conversation (it opens the chat) is answered with the response set's
        /// language-neutral replies, those with no letters ("😂", "❤️", "👍"), rather than reported
        /// `notSupportedLanguage`. When none of the generated replies is letter-free the result is
        /// `noReply` / `lowConfidence`. On by default.
        public var answersEmojiOnlyMessages: Bool

        /// Creates settings; every default is documented on its property.
        public init(contextWindow: Int = 10,
                    maximumSuggestions: Int = 3,
                    maximumMessageLength: Int = 2_000,
                    languageOptions: LanguageIdentificationOptions = LanguageIdentificationOptions(),
                    senderPriorStrength: Double = 4,
                    conversationLanguageMaximumWords: Int = 3,
                    conversationLanguageConfidence: Double = 0.8,
                    shortMessageOverrideConfidence: Double = 0.95,
                    conversationLanguageMinimumProbability: Double = 0.01,
                    minimumTranslationCoverage: Double = 0.5,
                    minimumSuggestionTranslationCoverage: Double = 1,
                    forcedLanguage: LanguageTag? = nil,
                    cachesStageResults: Bool = true,
                    answersEmojiOnlyMessages: Bool = true) {
            self.contextWindow = contextWindow
            self.maximumSuggestions = maximumSuggestions
            self.maximumMessageLength = maximumMessageLength
            self.languageOptions = languageOptions
            self.senderPriorStrength = senderPriorStrength
            self.conversationLanguageMaximumWords = conversationLanguageMaximumWords
            self.conversationLanguageConfidence = conversationLanguageConfidence
            self.shortMessageOverrideConfidence = shortMessageOverrideConfidence
            self.conversationLanguageMinimumProbability = conversationLanguageMinimumProbability
            self.minimumTranslationCoverage = minimumTranslationCoverage
            self.minimumSuggestionTranslationCoverage = minimumSuggestionTranslationCoverage
            self.forcedLanguage = forcedLanguage
            self.cachesStageResults = cachesStageResults
            self.answersEmojiOnlyMessages = answersEmojiOnlyMessages
        }
    }

    /// Stage 1.
    public let identifier: any LanguageIdentifier
    /// Stages 2 and 4.
    public let translator: any Translator
    /// Stage 3.
    public let generator: any ReplyGenerator
    /// The guard, run on input and output.
    public let contentGuard: any ContentGuard
    /// The settings.
    public var configuration: Configuration
    /// Stage 4's results per (language, English suggestion), shared by copies of
    /// this orchestrator (they share its stages too).
    private let suggestionCache = SuggestionCache()
    /// English translations of messages, for the context of later messages; shared likewise.
    private let contextCache = ContextTranslationCache()
    /// Identifications of earlier messages for the conversation-language vote; shared likewise.
    let voteCache = ConversationVoteCache()

    /// Creates an orchestrator over the given stages.
    public init(identifier: any LanguageIdentifier,
                translator: any Translator,
                generator: any ReplyGenerator,
                contentGuard: any ContentGuard,
                configuration: Configuration = Configuration()) {
        self.identifier = identifier
        self.translator = translator
        self.generator = generator
        self.contentGuard = contentGuard
        self.configuration = configuration
    }

    /// Suggests replies for the local user to the latest remote message.
    ///
    /// - Parameter messages: the conversation, oldest first; only the last
    ///   ``Configuration/contextWindow`` messages up to the latest remote one are used.
    /// - Returns: the status, up to ``Configuration/maximumSuggestions``
    ///   suggestions in the sender's language, and the trace.
    /// - Throws: `SmartReplyError.invalidInput` naming the field when ``configuration`` is out of range
    ///   (``Configuration/contextWindow`` < 1, ``Configuration/maximumSuggestions`` outside 1…10,
    ///   ``Configuration/maximumMessageLength`` < 1); `SmartReplyError.cancelled` when the task is cancelled
    ///   (checked between stages); errors of a stage other than a missing
    ///   language model, which becomes `notSupportedLanguage`.
    public func suggestReplies(for messages: [ConversationMessage]) async throws -> SmartReplyResult {
        try configuration.validate()
        let clock = ContinuousClock()
        let start = clock.now
        var trace = Trace()
        // Room for every stage's timing up front: growing the dictionary one stage at a time rehashes it twice.
        trace.timingsMicros.reserveCapacity(Trace.Stage.allCases.count)
        func finish(_ status: SmartReplyResult.Status, _ reason: SmartReplyResult.Reason?,
                    _ suggestions: [SmartReplyResult.Suggestion] = []) -> SmartReplyResult {
            trace.totalMicros = micros(clock.now - start)
            return SmartReplyResult(status: status, reason: reason, suggestions: suggestions, trace: trace)
        }

        guard let targetIndex = messages.lastIndex(where: { !$0.isLocalUser }) else {
            return finish(.noReply, .noRemoteMessage)
        }
        let window = Array(messages[max(0, targetIndex + 1 - max(1, configuration.contextWindow))...targetIndex])
        let target = window[window.count - 1]
        trace.originalLength = Self.characterCount(target.text)
        // NFKC and mixed-script words ("Ｈｅｌｌｏ", "Пpивeт"): identification, the guard and translation
        // all read the normalized text (``IdentificationTextNormalizer``).
        let cut = truncated(target.text)
        let text = IdentificationTextNormalizer.normalized(cut)
        trace.message = text
        // A cut text is a strict prefix: fewer bytes exactly when fewer characters (no second count).
        trace.truncated = cut.utf8.count < target.text.utf8.count
        guard text.contains(where: { !$0.isWhitespace }) else { return finish(.noReply, .emptyMessage) }

        // Stage 1: language.
        try checkCancellation()
        var stageStart = clock.now
        let language: LanguageTag
        if let forced = configuration.forcedLanguage {
            language = forced
        } else {
            var options = configuration.languageOptions
            // The sender's last three earlier messages (more while they are few words), at most 300 characters each: enough for a
            // confident prior, and identification cost stays flat however long the conversation.
            let earlier = Self.conversationSample(window.dropLast(), sender: target.userID)
            var conversation: LanguageIdentification?
            if !earlier.isEmpty, configuration.senderPriorStrength > 0 || configuration.conversationLanguageMaximumWords > 0 {
                let prior = try await conversationLanguage(of: earlier, constraints: options.languageConstraints)
                conversation = prior
                for hypothesis in (prior?.hypotheses.prefix(5) ?? []) where configuration.senderPriorStrength > 0 {
                    options.languageHints[hypothesis.language, default: 1] += configuration.senderPriorStrength * hypothesis.probability
                }
            }
            let identification = try await identifier.identifyLanguage(of: text, options: options)
            trace.identification = identification
            if let conversation, takesConversationLanguage(text, identification: identification, conversation: conversation),
               try await !isConfidentlyAnotherLanguage(text, than: conversation) {
                language = conversation.language
                trace.languageFromConversation = true
            } else {
                language = identification.language
            }
        }
        trace.language = language
        trace.timingsMicros[.identify] = micros(clock.now - stageStart)

        // The guard on the message in its own language runs whatever the language.
        try checkCancellation()
        stageStart = clock.now
        // What the guard read of the message, for its check of the English below (no second reading).
        var notes = GuardNotes()
        let original = try await contentGuard.check(text, language: language, notes: &notes)
        trace.guardChecks.append(.init(point: .incomingOriginal, text: text, language: language, verdict: original))
        trace.timingsMicros[.guardInput] = micros(clock.now - stageStart)
        if let blocked = Self.reason(for: original) { return finish(.noReply, blocked) }
        // An emoji-only message with no conversation language to take ("🙂", "❤️❤️❤️" opening a chat) is
        // answered in kind: with the response set's replies that have no letters (emoji), language-neutral.
        let emojiOnly = language.isUndetermined && configuration.answersEmojiOnlyMessages && Self.isEmojiOnly(text)
        if language.isUndetermined && !emojiOnly { return finish(.notSupportedLanguage, .undeterminedLanguage) }

        // Stage 2: to English.
        try checkCancellation()
        stageStart = clock.now
        let isEnglish = emojiOnly || language.language == LanguageTag.english.language
        let english: String
        if isEnglish {
            english = text
        } else {
            let translation: Translation
            do {
                translation = try await translator.translate(text, from: language, to: .english)
            } catch let error as SmartReplyError where error.code == .languageNotInstalled || error.code == .languageNotSupported {
                trace.timingsMicros[.translateIn] = micros(clock.now - stageStart)
                return finish(.notSupportedLanguage, .languageNotInstalled)
            }
            english = translation.text
            if configuration.cachesStageResults {
                contextCache.store(translation, for: TextInLanguage(language: language, text: text))
            }
            trace.unknownWords = translation.unknownWords
            trace.english = english
            trace.timingsMicros[.translateIn] = micros(clock.now - stageStart)
            if translation.coverage < configuration.minimumTranslationCoverage {
                return finish(.noReply, .untranslatable)
            }
        }
        trace.english = english

        stageStart = clock.now
        let englishVerdict = isEnglish ? original
            : try await contentGuard.check(translation: english, language: .english, source: text, sourceLanguage: language, notes: notes)
        if !isEnglish {
            trace.guardChecks.append(.init(point: .incomingEnglish, text: english, language: .english, verdict: englishVerdict))
        }
        trace.timingsMicros[.guardInput, default: 0] += micros(clock.now - stageStart)
        if let blocked = Self.reason(for: englishVerdict) { return finish(.noReply, blocked) }

        // The context in English: earlier messages (the local user's too: a
        // conversation is usually held in one language) are translated from
        // the message's language when that covers them, and kept as they are otherwise.
        stageStart = clock.now
        var context: [ConversationMessage] = []
        context.reserveCapacity(window.count)
        for message in window.dropLast() {
            var copy = message
            copy.text = truncated(message.text)
            if !isEnglish, let translated = await contextTranslation(of: copy.text, from: language),
               translated.coverage >= configuration.minimumTranslationCoverage {
                copy.text = translated.text
            }
            context.append(copy)
        }
        var last = target
        last.text = english
        context.append(last)
        if !isEnglish { trace.timingsMicros[.translateIn, default: 0] += micros(clock.now - stageStart) }

        // Stage 3: English replies.
        try checkCancellation()
        stageStart = clock.now
        let generated = try await generator.suggestReplies(for: ReplyContext(messages: context),
                                                           maximumCount: emojiOnly ? 10 : configuration.maximumSuggestions)
        trace.englishCandidates = generated.candidates
        trace.sentiment = generated.sentiment
        trace.timingsMicros[.generate] = micros(clock.now - stageStart)
        // Language-neutral replies only for an emoji-only message: nothing with letters (which would be a guess at its language).
        // A swapped-in generator's empty or blank reply, or one with a NaN or infinite score, is never shown.
        let candidates = generated.candidates.filter { candidate in
            candidate.score.isFinite && !candidate.text.allSatisfy(\.isWhitespace)
                && (!emojiOnly || !candidate.text.contains(where: \.isLetter))
        }
        guard !candidates.isEmpty else { return finish(.noReply, .lowConfidence) }

        // Stage 4: guard, translate back, guard again.
        var suggestions: [SmartReplyResult.Suggestion] = []
        var guardMicros = 0
        var translateMicros = 0
        // Shown texts so far, compared case-folded: a swapped-in generator's repeated reply, or two
        // replies that translate back alike ("Sure!" and "Of course!" as "¡Claro!"), is shown once.
        var shownKeys: Set<String> = []
        var untranslatedCount = 0, checkedCount = 0
        for candidate in candidates where suggestions.count < configuration.maximumSuggestions {
            try checkCancellation()
            checkedCount += 1
            let key = TextInLanguage(language: language, text: candidate.text)
            if configuration.cachesStageResults, let cached = suggestionCache.value(for: key) {
                trace.guardChecks.append(.init(point: .suggestionEnglish, text: candidate.text, language: .english,
                                               verdict: cached.englishVerdict))
                guard cached.englishVerdict.isAllowed else { continue }
                // Its translation back does not cover it (see ``Configuration/minimumSuggestionTranslationCoverage``).
                if cached.translation != nil && cached.translationCoverage < configuration.minimumSuggestionTranslationCoverage {
                    untranslatedCount += 1
                    continue
                }
                if let shown = cached.translation, let verdict = cached.translatedVerdict {
                    trace.guardChecks.append(.init(point: .suggestionTranslated, text: shown, language: language, verdict: verdict))
                    guard verdict.isAllowed, shownKeys.insert(shown.lowercased()).inserted else { continue }
                    suggestions.append(.init(text: shown, english: candidate.text, intent: candidate.intent, score: candidate.score))
                    continue
                }
                if isEnglish {
                    guard shownKeys.insert(candidate.text.lowercased()).inserted else { continue }
                    suggestions.append(.init(text: candidate.text, english: candidate.text, intent: candidate.intent, score: candidate.score))
                    continue
                }
            }
            stageStart = clock.now
            var candidateNotes = GuardNotes()
            let verdict = try await contentGuard.check(candidate.text, language: .english, notes: &candidateNotes)
            trace.guardChecks.append(.init(point: .suggestionEnglish, text: candidate.text, language: .english, verdict: verdict))
            guardMicros += micros(clock.now - stageStart)
            guard verdict.isAllowed else {
                if configuration.cachesStageResults { suggestionCache.store(SuggestionCheck(englishVerdict: verdict), for: key) }
                continue
            }
            var shown = candidate.text
            if !isEnglish {
                stageStart = clock.now
                let back: Translation
                do {
                    back = try await translator.translate(candidate.text, from: .english, to: language)
                } catch let error as SmartReplyError where error.code == .languageNotInstalled || error.code == .languageNotSupported {
                    return finish(.notSupportedLanguage, .languageNotInstalled)
                }
                translateMicros += micros(clock.now - stageStart)
                guard back.coverage >= configuration.minimumSuggestionTranslationCoverage else {
                    if configuration.cachesStageResults {
                        suggestionCache.store(SuggestionCheck(englishVerdict: verdict, translation: back.text, translationCoverage: back.coverage), for: key)
                    }
                    untranslatedCount += 1
                    continue
                }
                shown = back.text
                stageStart = clock.now
                let translatedVerdict = try await contentGuard.check(translation: shown, language: language, source: candidate.text,
                                                                     sourceLanguage: .english, notes: candidateNotes)
                trace.guardChecks.append(.init(point: .suggestionTranslated, text: shown, language: language, verdict: translatedVerdict))
                guardMicros += micros(clock.now - stageStart)
                if configuration.cachesStageResults {
                    suggestionCache.store(SuggestionCheck(englishVerdict: verdict, translation: shown, translatedVerdict: translatedVerdict,
                                                          translationCoverage: back.coverage), for: key)
                }
                guard translatedVerdict.isAllowed else { continue }
            } else if configuration.cachesStageResults {
                suggestionCache.store(SuggestionCheck(englishVerdict: verdict), for: key)
            }
            guard shownKeys.insert(shown.lowercased()).inserted else { continue }
            suggestions.append(.init(text: shown, english: candidate.text, intent: candidate.intent, score: candidate.score))
        }
        trace.timingsMicros[.guardOutput] = guardMicros
        if !isEnglish { trace.timingsMicros[.translateOut] = translateMicros }
        // None shown because none translated back well enough: `untranslatable`, as for the message itself.
        guard !suggestions.isEmpty else {
            return finish(.noReply, untranslatedCount == checkedCount ? .untranslatable : .allSuggestionsBlocked)
        }
        return finish(.success, nil, suggestions)
    }

    private func truncated(_ text: String) -> String {
        let limit = max(1, configuration.maximumMessageLength)
        // Fast path: a UTF-8 byte count within the limit implies a character count within it.
        if text.utf8.count <= limit { return text }
        return text.count <= limit ? text : String(text.prefix(limit))
    }

    /// The English of an earlier message, remembered from when it was translated (as the latest
    /// message or as context) when ``Configuration/cachesStageResults`` is on; nil when the
    /// translator fails on it.
    private func contextTranslation(of text: String, from language: LanguageTag) async -> Translation? {
        let key = TextInLanguage(language: language, text: text)
        if configuration.cachesStageResults, let known = contextCache.value(for: key) { return known }
        guard let translated = try? await translator.translate(text, from: language, to: .english) else { return nil }
        if configuration.cachesStageResults { contextCache.store(translated, for: key) }
        return translated
    }

    /// `text.count` without walking grapheme clusters for ASCII text: there every Character is one
    /// byte, except CR LF (one Character of two bytes), so text without CR counts its bytes.
    static func characterCount(_ text: String) -> Int {
        for byte in text.utf8 where byte >= 0x80 || byte == 0x0D { return text.count }
        return text.utf8.count
    }

    private func checkCancellation() throws {
        if Task.isCancelled { throw SmartReplyError(.cancelled, "the request was cancelled") }
    }

    private static func reason(for verdict: GuardVerdict) -> SmartReplyResult.Reason? {
        switch verdict.kind {
        case .allowed: nil
        case .offensive: .offensive
        case .sensitive: .sensitive
        }
    }
}

private func micros(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
}
