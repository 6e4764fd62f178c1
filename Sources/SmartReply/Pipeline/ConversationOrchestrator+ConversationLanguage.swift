/// The sender's conversation language: how the orchestrator reads it from the sender's
/// earlier messages and when it replaces the identification of the latest message.
extension ConversationOrchestrator {
    /// The language of the sender's earlier messages: each message is identified on its own
    /// and votes with its probabilities, weighted by its number of words (a message with no
    /// letters does not vote). The result's hypotheses are the weighted means, most probable
    /// first; `nil` when no message has letters.
    ///
    /// Identifying each message alone, rather than the messages joined into one text, keeps
    /// one misread short message from making the conversation confident: "Ja", "merci" and
    /// "ok" joined read as Polish (0.85); one by one they are Finnish, French and English
    /// and no language reaches ``Configuration/conversationLanguageConfidence``.
    /// - Parameters:
    ///   - earlier: the sender's earlier messages, oldest first (at most a few).
    ///   - constraints: the allowed languages, as in ``LanguageIdentificationOptions``.
    /// - Throws: what the identifier throws.
    /// - Complexity: one identification per earlier message the first time it votes; with
    ///   ``Configuration/cachesStageResults`` a message voting again at a later turn (each of the
    ///   sender's messages votes at up to three turns, up to ``conversationSampleMaximumMessages`` after
    ///   one-word replies) costs one dictionary probe.
    ///
    /// A short earlier message that was itself unsure (at most ``Configuration/conversationLanguageMaximumWords``
    /// words, below ``Configuration/shortMessageOverrideConfidence``) votes the way its own turn was decided:
    /// when the sender's other messages (the longer or confident ones) give a conversation language that such a
    /// message would take (``takesConversationLanguage(_:identification:conversation:)``'s rule), its whole
    /// weight goes to that language. Before, "Kommst du morgen?", "Super" (en 0.72 alone, taken as German at its
    /// turn) left the next "ok" short of the confidence the conversation needs, and it was answered in English.
    func conversationLanguage(of earlier: [String], constraints: Set<LanguageTag>?) async throws -> LanguageIdentification? {
        let options = LanguageIdentificationOptions(undeterminedThreshold: 0, languageConstraints: constraints,
                                                    maximumHypotheses: 100)
        var votes: [WeightedVote] = []
        for text in earlier {
            let (words, found) = try await vote(of: text, options: options)
            guard words > 0, let identification = found, !identification.hypotheses.isEmpty else { continue }
            votes.append((text, Double(words), identification))
        }
        let maximumWords = configuration.conversationLanguageMaximumWords
        let isUnsure = { (vote: WeightedVote) in
            maximumWords > 0 && vote.weight <= Double(maximumWords)
                && vote.identification.confidence < self.configuration.shortMessageOverrideConfidence
        }
        guard votes.contains(where: isUnsure), let anchors = Self.weightedVote(votes.filter { !isUnsure($0) }, resolved: nil),
              anchors.confidence >= configuration.conversationLanguageConfidence else {
            return Self.weightedVote(votes, resolved: nil)
        }
        let resolved = votes.map { vote in
            isUnsure(vote) && takesConversationLanguage(vote.text, identification: vote.identification, conversation: anchors)
        }
        return Self.weightedVote(votes, resolved: (anchors.language, resolved))
    }

    /// An earlier message's vote: its text, its weight (words with letters) and its identification on its own.
    typealias WeightedVote = (text: String, weight: Double, identification: LanguageIdentification)

    /// The word-weighted mean of the votes' hypotheses, most probable first (nil without votes); a vote marked in
    /// `resolved` counts wholly for `resolved.language`.
    private static func weightedVote(_ votes: [WeightedVote],
                                     resolved: (language: LanguageTag, flags: [Bool])?) -> LanguageIdentification? {
        var mass: [LanguageTag: Double] = [:]
        mass.reserveCapacity(128)
        var total = 0.0
        for (index, vote) in votes.enumerated() {
            total += vote.weight
            if let resolved, resolved.flags[index] {
                mass[resolved.language, default: 0] += vote.weight
                continue
            }
            for hypothesis in vote.identification.hypotheses {
                mass[hypothesis.language, default: 0] += vote.weight * hypothesis.probability
            }
        }
        guard total > 0 else { return nil }
        let hypotheses = mass.map { LanguageHypothesis(language: $0.key, probability: $0.value / total) }
            .sorted { $0.probability != $1.probability ? $0.probability > $1.probability : $0.language.identifier < $1.language.identifier }
        guard let best = hypotheses.first else { return nil }
        return LanguageIdentification(language: best.language, confidence: best.probability, hypotheses: hypotheses)
    }

    /// An earlier message's vote: its weight (``wordsWithLetters(in:)``) and, when it has words with
    /// letters, its identification; remembered per (text, constraints) when
    /// ``Configuration/cachesStageResults`` is on: the vote's other options are fixed, so the same
    /// text always gets the same answer from a deterministic identifier.
    private func vote(of text: String, options: LanguageIdentificationOptions) async throws -> (words: Int, identification: LanguageIdentification?) {
        let key = VoteKey(text: text, constraints: options.languageConstraints)
        if configuration.cachesStageResults, let known = voteCache.value(for: key) { return (known.words, known.identification) }
        let words = Self.wordsWithLetters(in: text)
        let identification = words > 0 ? Self.keepingVotingHypotheses(try await identifier.identifyLanguage(of: text, options: options)) : nil
        if configuration.cachesStageResults { voteCache.store(Vote(words: words, identification: identification), for: key) }
        return (words, identification)
    }

    /// The smallest probability a hypothesis of an earlier message keeps in its vote.
    static let votingHypothesisFloor = 1e-6

    /// `identification` without the hypotheses below ``votingHypothesisFloor`` (the best one always stays): what an
    /// earlier message votes with, and what the vote memo keeps (a naive Bayes posterior puts ~0 on most of the model's
    /// 46 languages, and the memo holds up to 4,096 votes: ~6 MB with every hypothesis, a few hundred KB without).
    /// The dropped mass is at most 46 × 10⁻⁶, far below every threshold the vote is compared with.
    /// - Complexity: O(h) in the number of hypotheses.
    static func keepingVotingHypotheses(_ identification: LanguageIdentification) -> LanguageIdentification {
        guard identification.hypotheses.count > 1 else { return identification }
        var kept = identification.hypotheses.filter { $0.probability >= votingHypothesisFloor }
        if kept.isEmpty, let best = identification.hypotheses.first { kept = [best] }
        guard kept.count < identification.hypotheses.count else { return identification }
        return LanguageIdentification(language: identification.language, confidence: identification.confidence, hypotheses: kept)
    }

    /// Whether the latest message takes the conversation's language instead of its own identification.
    ///
    /// - A message with no letters (emoji, digits, punctuation: "👍", "?!", "22:30") carries no language:
    ///   it takes the conversation's best language, however mixed the conversation (the best guess
    ///   there is; `und` would leave the sender without replies).
    /// - A short message (at most ``Configuration/conversationLanguageMaximumWords`` words) in a
    ///   conversation identified with at least ``Configuration/conversationLanguageConfidence`` takes
    ///   its language when the message is undetermined, or identified below
    ///   ``Configuration/shortMessageOverrideConfidence`` *and* the message does not rule the
    ///   conversation's language out: that language keeps at least
    ///   ``Configuration/conversationLanguageMinimumProbability`` in the message's identification
    ///   (which already weighs the conversation as a prior), or the message is only English chat
    ///   shorthand ("ok", "bye", ``ChatShorthand``), which chats in every language use. So a clear
    ///   "merci" stays French after a "Ja" misread as Finnish, while "ok" in Spanish stays Spanish.
    ///
    /// The caller then checks ``isConfidentlyAnotherLanguage(_:than:)``: the conversation's prior
    /// never beats a confident identification of the message on its own.
    ///
    /// `conversationLanguageMaximumWords` = 0 turns both off.
    /// - Complexity: O(n) in the length of the message.
    func takesConversationLanguage(_ text: String, identification: LanguageIdentification,
                                   conversation: LanguageIdentification) -> Bool {
        guard configuration.conversationLanguageMaximumWords > 0, !conversation.language.isUndetermined,
              identification.language != conversation.language else { return false }
        guard text.contains(where: \.isLetter) else { return true }
        guard conversation.confidence >= configuration.conversationLanguageConfidence,
              text.split(whereSeparator: { $0.isWhitespace }).count <= configuration.conversationLanguageMaximumWords else {
            return false
        }
        if identification.language.isUndetermined { return true }
        guard identification.confidence < configuration.shortMessageOverrideConfidence else { return false }
        let kept = identification.hypotheses.first { $0.language == conversation.language }?.probability ?? 0
        return kept >= configuration.conversationLanguageMinimumProbability || ChatShorthand.isEnglishShorthand(text)
    }

    /// Whether `text`, identified on its own (the configuration's options, without the prior of the
    /// sender's earlier messages), is a language other than the conversation's with at least
    /// ``Configuration/shortMessageOverrideConfidence``: then the conversation must not replace it,
    /// even where its prior pulled the identification below that confidence (the prior adds up to
    /// ``Configuration/senderPriorStrength`` to the conversation language's weight, 1 or, in the
    /// standard pipeline, 3: a message at 0.95 on its own can come out near 0.7). Asked only when
    /// ``takesConversationLanguage(_:identification:conversation:)`` holds, for a message with letters.
    /// - Throws: what the identifier throws.
    /// - Complexity: one identification.
    func isConfidentlyAnotherLanguage(_ text: String, than conversation: LanguageIdentification) async throws -> Bool {
        guard text.contains(where: \.isLetter) else { return false }
        let own = try await identifier.identifyLanguage(of: text, options: configuration.languageOptions)
        return !own.language.isUndetermined && own.language != conversation.language
            && own.confidence >= configuration.shortMessageOverrideConfidence
    }

    /// The earlier messages that give the conversation's language for a message of `sender`: the sender's
    /// last three with letters, and further back (up to ``conversationSampleMaximumMessages``) while those hold
    /// fewer than ``conversationSampleMinimumWords`` words, so that a run of one-word replies ("да", "спс", "ok",
    /// each misread alone as Macedonian, Serbian, English) does not outvote the sentences before them; when the sender has written none yet (a new voice in a group chat, whose
    /// first message is "me!" or "ok"), the last three with letters of the other remote members in the
    /// window: a group chat is held in one language, and without this the first short message of each
    /// member was identified with no prior at all ("me!" → es 0.63 in an English chat). The local user's
    /// own messages are not used: they say what the user writes, not what the sender reads or writes.
    /// Each is cut to 300 characters (enough for a confident prior; identification cost stays flat however
    /// long the conversation) and normalized like the message (``IdentificationTextNormalizer``).
    /// - Complexity: O(n) in the window's length.
    static func conversationSample(_ earlier: ArraySlice<ConversationMessage>, sender: String) -> [String] {
        let withLetters = earlier.filter { hasLetter($0.text) }
        var chosen = withLetters.filter { $0.userID == sender }
        if chosen.isEmpty { chosen = withLetters.filter { !$0.isLocalUser } }
        var sample: [String] = []
        var words = 0
        for message in chosen.reversed() {
            guard sample.count < 3 || (words < conversationSampleMinimumWords && sample.count < conversationSampleMaximumMessages) else { break }
            let text = IdentificationTextNormalizer.normalized(String(message.text.prefix(300)))
            words += wordsWithLetters(in: text)
            sample.append(text)
        }
        return sample.reversed()
    }

    /// The fewest words (``wordsWithLetters(in:)``) the conversation sample reaches back for, past its last three messages.
    static let conversationSampleMinimumWords = 8

    /// The most earlier messages in the conversation sample, however short they are.
    static let conversationSampleMaximumMessages = 8

    /// Whether `text` holds a letter (`Character.isLetter`): ASCII text byte by byte, other text by its Characters.
    /// - Complexity: O(n) in the length of the text.
    static func hasLetter(_ text: String) -> Bool {
        var afterLetter = false
        for byte in text.utf8 {
            // A non-ASCII byte may start a scalar that joins the letter before it into one Character: ask the Characters.
            if byte >= 0x80 { return text.contains(where: \.isLetter) }
            if afterLetter { return true }
            afterLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        return afterLetter
    }

    /// The number of white-space-separated words of `text` that hold a letter (a message's vote weight
    /// in ``conversationLanguage(of:constraints:)``).
    /// - Complexity: O(n) in the length of the text, no allocation (run each turn on each earlier message).
    static func wordsWithLetters(in text: String) -> Int {
        var count = 0
        var hasLetter = false
        // ASCII text byte by byte: there a Character is one byte (CR LF aside, whitespace either way), a letter
        // is A–Z or a–z and whitespace is TAB…CR or space (Unicode White_Space), with no property lookups.
        var isASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 { isASCII = false; break }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                if hasLetter { count += 1 }
                hasLetter = false
            } else if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
                hasLetter = true
            }
        }
        if isASCII { return hasLetter ? count + 1 : count }
        count = 0
        hasLetter = false
        for character in text {
            if character.isWhitespace {
                if hasLetter { count += 1 }
                hasLetter = false
            } else if character.isLetter {
                hasLetter = true
            }
        }
        return hasLetter ? count + 1 : count
    }

    /// Whether `text` is emoji only: at least one emoji (a pictographic scalar), no letters and no digits
    /// ("🙂", "❤️❤️❤️", "😂 😂"; not "22:30", "?!" or "1 👍"), whitespace and punctuation aside.
    /// - Complexity: O(n) in the length of the text.
    static func isEmojiOnly(_ text: String) -> Bool {
        var emoji = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil { return false }
            if properties.isEmojiPresentation || (properties.isEmoji && scalar.value > 0xFF) { emoji = true }
        }
        return emoji
    }
}
