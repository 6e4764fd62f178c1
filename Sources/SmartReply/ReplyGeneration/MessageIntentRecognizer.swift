/// Recognizes the speech act a message opens with, in the vocabulary of the response set:
/// "Thanks for dinner!" → `thanks`, "Hey, how's it going?" → `greeting`, "lol" → `laugh`.
///
/// The message's first 1 to 6 match tokens (``ReplyIntentLabeler/matchTokens(tokens:)``:
/// punctuation dropped, chat spellings unified) are looked up among the response set's
/// entries; the longest prefix that equals an entry gives its intent. Most messages
/// (news, questions about plans) open with no entry and get `nil`.
/// Used on both sides of training and inference so that the message-intent → reply-intent
/// lifts of ``ReplyModel`` are estimated and applied with the same recognizer.
struct MessageIntentRecognizer: Sendable {
    /// A key of the index: the intent of the entry it equals, if any, and whether a longer entry starts with it.
    private struct Key: Sendable {
        var intent: String?
        var opensLonger = false
    }
    /// Every entry and every word prefix of an entry: a lookup that finds nothing ends the search,
    /// as no longer key can then be an entry.
    private let entries: [String: Key]
    private let longest: Int

    /// Indexes every entry of `responseSet` of 1 to 6 match tokens (the first intent wins on duplicates).
    init(responseSet: ResponseSet) {
        var entries: [String: Key] = [:]
        var longest = 0
        for response in responseSet.responses {
            let tokens = ReplyIntentLabeler.matchTokens(response.text)
            guard (1...6).contains(tokens.count) else { continue }
            let key = tokens.joined(separator: " ")
            if entries[key]?.intent == nil { entries[key, default: Key()].intent = response.intent }
            for length in 1..<tokens.count { entries[tokens[..<length].joined(separator: " "), default: Key()].opensLonger = true }
            longest = max(longest, tokens.count)
        }
        self.entries = entries
        self.longest = longest
    }

    /// The intent the answered sentence of `turn` opens with, else (for a message of several
    /// sentences) the intent the whole message opens with; only the latter without `splitsMessage`.
    /// "Thanks! Want coffee?" → `thanks`, "Sure. Thanks!" → `thanks`, "Hey! You ok?" → `greeting`.
    func intent(of turn: ReplyTurn, splitsMessage: Bool) -> String? {
        located(in: turn, splitsMessage: splitsMessage)?.intent
    }

    /// ``intent(of:splitsMessage:)`` and whether it opens the answered sentence itself (not an earlier one).
    func located(in turn: ReplyTurn, splitsMessage: Bool) -> (intent: String, inAnswered: Bool)? {
        if splitsMessage, turn.lastSentence > 0 {
            if let intent = intent(ofTokens: Array(turn.answeredTokens)) { return (intent, true) }
            return intent(ofTokens: turn.tokens).map { ($0, false) }
        }
        return intent(ofTokens: turn.tokens).map { ($0, true) }
    }

    /// The intent of the longest response-set entry that `tokens` (``ReplyTokenizer`` tokens) start with.
    /// - Complexity: O(L²) for the longest entry's L ≤ 6 tokens: at most 6 dictionary lookups.
    func intent(ofTokens tokens: [String]) -> String? {
        if let found = prefixIntent(tokens) { return found }
        // "Ah, I see." / "Oh thanks!": an opening interjection that is no entry itself is skipped once.
        guard let first = tokens.first, Self.interjections.contains(first) else { return nil }
        return prefixIntent(Array(tokens.dropFirst()))
    }

    /// The intent of `tokens` when they are only a response-set entry, give or take `slack` match tokens
    /// ("good night babe", "on my way", "thank you so much"), else `nil` ("Thanks for the birthday wishes").
    /// - Complexity: at most 7 dictionary lookups.
    func bareIntent(ofTokens tokens: [String], slack: Int) -> String? {
        let words = ReplyIntentLabeler.matchTokens(tokens: tokens)
        if let found = bareIntent(ofWords: words, slack: slack) { return found }
        guard let first = words.first, Self.interjections.contains(first), words.count > 1 else { return nil }
        return bareIntent(ofWords: Array(words.dropFirst()), slack: slack)
    }

    private func bareIntent(ofWords words: [String], slack: Int) -> String? {
        guard words.count <= longest + slack else { return nil }
        var key = ""
        var found: (intent: String, length: Int)?
        for (index, word) in words.prefix(longest).enumerated() {
            key += index == 0 ? word : " " + word
            guard let entry = entries[key] else { break }
            if let intent = entry.intent { found = (intent, index + 1) }
            if !entry.opensLonger { break }
        }
        guard let found, words.count - found.length <= slack else { return nil }
        return found.intent
    }

    /// Openings skipped when the message does not start with an entry ("ah", "oh", "hmm").
    static let interjections: Set<String> = ["ah", "ahh", "oh", "ohh", "hmm", "hm", "um", "uh", "aw", "aww"]

    private func prefixIntent(_ tokens: [String]) -> String? {
        let words = ReplyIntentLabeler.matchTokens(tokens: Array(tokens.prefix(longest + 2)))
        var key = ""
        var found: String?
        for (index, word) in words.prefix(longest).enumerated() {
            key += index == 0 ? word : " " + word
            guard let entry = entries[key] else { break }
            if let intent = entry.intent { found = intent }
            if !entry.opensLonger { break }
        }
        return found
    }
}
