/// The form of the sentence a reply answers, for the rules of ``ReplyFitRules`` (written by hand; no evaluation
/// data used): a statement, a yes/no question, a wh-question or a where-question.
extension ReplyFitRules {
    /// The form of the sentence a reply answers.
    enum Form: Int, CaseIterable, Sendable {
        /// No question mark and no yes/no question opening: news, plans, thanks.
        case statement
        /// A question that can be answered yes or no, or a suggestion ("How about lunch?").
        case yesNoQuestion
        /// A question for a time, a reason, a choice: "When are you back?".
        case whQuestion
        /// A question for a place or a distance: "Where are you?", "How far are you?".
        case whereQuestion

        /// The form of the answered tokens (``ReplyTurn/answeredTokens``) of a message.
        /// - Complexity: O(tokens).
        init(answered tokens: ArraySlice<String>) {
            var words = tokens.filter { $0 != "?" && $0 != "!" }
            // "Guess what, I got the job!" announces news; it asks nothing.
            if words.count > 2, words[0] == "guess", words[1] == "what" { words.removeFirst(2) }
            // "hi, how are you", "ok so where do we meet": a wh-word after a short opener starts the question.
            // "I'm at the station, where are you?": a wh-question after a clause that is no question itself.
            let window = tokens.contains("?") && !(words.first.map(ReplyFitRules.auxiliaries.contains) ?? true) ? words.count : 4
            // Without a question mark, a wh-word after a subject opens a clause, not a question ("I'll text you when I land").
            if let at = words.prefix(window).firstIndex(where: ReplyFitRules.whWords.contains), at > 0, at + 1 < words.count,
               tokens.contains("?") || !words[..<at].contains(where: { (ReplyFitRules.subjects.contains($0) || ReplyFitRules.ownDoingOpenings.contains($0))
                                                                       && !ReplyFitRules.greetingWords.contains($0) }),
               ReplyFitRules.auxiliaries.contains(words[at + 1]) || ReplyFitRules.subjects.contains(words[at + 1])
                || ["is", "s", "was", "about"].contains(words[at + 1])
                // In a question, a wh-word that carries its verb ("Missed your call, what's up?") or heads a phrase ("Remind
                // me what time the party starts?") opens the question whatever follows it (sample Q got "Yeah!" | "No.").
                || (tokens.contains("?") && (ReplyFitRules.contractedWhWords.contains(words[at]) || ReplyFitRules.whPhraseHeads.contains(words[at + 1]))) {
                words.removeFirst(at)
            }
            guard let first = words.first else { self = .statement; return }
            let second = words.dropFirst().first
            if ReplyFitRules.whWords.contains(first) {
                // "How about…", "What about…", "Why don't we…", "Why not…" suggest rather than ask.
                if let second, second == "about" || second == "dont" || second == "not" { self = .yesNoQuestion; return }
                // "What a day!", "How nice" exclaim.
                let asks = second.map { ReplyFitRules.auxiliaries.contains($0) || ReplyFitRules.subjects.contains($0) || ["is", "s", "was"].contains($0) } ?? false
                if let second, second == "a" || second == "an" || (first == "how" && !tokens.contains("?") && words.count <= 3 && !asks) {
                    self = .statement
                    return
                }
                guard tokens.contains("?") || words.count <= 8 else { self = .statement; return }
                self = first == "where" || first == "wheres" || (first == "how" && second == "far") ? .whereQuestion : .whQuestion
                return
            }
            // Without a question mark: "are you coming", "want to grab lunch", not "we're (were) getting married".
            let opensQuestion = ReplyFitRules.auxiliaries.contains(first)
                && (first == "want" || first == "wanna" || second.map(ReplyFitRules.subjects.contains) ?? false)
            if tokens.contains("?") || (words.count <= 10 && opensQuestion) {
                self = .yesNoQuestion
                return
            }
            self = .statement
        }
    }

    /// Wh-words that carry their verb ("what's", "how's", "where's", "who's"): a question opens with them whatever follows.
    static let contractedWhWords: Set<String> = ["whats", "hows", "wheres", "whos"]

    /// Words that head a wh-phrase ("what time", "which day", "how long"): the phrase opens a question inside a
    /// request ("Remind me what time the party starts?", "Tell me which day suits you?").
    static let whPhraseHeads: Set<String> = ["time", "day", "days", "date", "one", "ones", "kind", "sort", "way", "much", "many", "long",
                                             "far", "often", "old", "big", "late", "early", "soon", "size", "colour", "color", "night"]
}
