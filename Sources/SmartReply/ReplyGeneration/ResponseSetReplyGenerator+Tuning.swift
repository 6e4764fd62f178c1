/// The tuning constants of ``ResponseSetReplyGenerator`` (natural log units of its score) and its fixed answers.
extension ResponseSetReplyGenerator {
    /// How much of the intent's training prior is divided out (0: none, 1: rank by lift
    /// P(k|c)/P(k)), so that frequent generic intents ("yes", "haha") do not crowd out the
    /// specific ones a context calls for. Not applied after a recognized message intent, where
    /// the message-intent lift log(P(k|m)/P(k)) divides the prior out once already.
    static let priorCorrection = 0.5

    /// Weight of the message-intent lift log(P(k | m) / P(k)) when the message opens with a
    /// recognized intent m ("Thanks!" lifts "You're welcome", lowers "Haha").
    static let liftWeight = 1.0

    /// Message intents that always trigger when recognized at the start of the message: a greeting,
    /// thanks, and a question about the reader ("How are you?", "and you?"), which the classifier,
    /// seeing the context too, could talk itself out of when the same question came twice
    /// ("Hi! How are you?" sent again got no reply).
    static let alwaysAnswered = ["greeting", "thanks", "question_back"]

    /// The responses at `indices`, best first, with descending scores from 5 (a fixed answer to a speech act).
    func fixedReplies(_ indices: [Int], maximumCount: Int, sentiment: Double?) -> ReplySuggestions {
        let candidates = indices.prefix(maximumCount).enumerated().map { rank, index in
            ReplyCandidate(text: responseSet.responses[index].text, intent: responseSet.responses[index].intent, score: 5 - Double(rank))
        }
        return ReplySuggestions(candidates: candidates, sentiment: sentiment)
    }

    /// How far below the best reply's score (natural log units) another reply
    /// may score and still be shown: e ≈ 2.7 times less likely at most.
    static let slotMargin = 1.0

    /// The score (natural log units, see the type's formula) the best reply must reach for a
    /// message that opens with no recognized speech act; below it the generator does not trigger.
    /// Chosen on the hand-written dev sets of `Tests/SmartReplyTests/Fixtures/ReplyDev/` (replies below it
    /// were odd about half the time) while keeping the trigger rate on chat messages of the training corpus.
    static let firstSlotFloor = 1.5

    /// The score every reply but the best must reach when the message opens with no recognized speech
    /// act; a yes/no question may still get "Yes"/"No"/"Maybe" below it, and its other polarity from
    /// ``answerYesNoQuestion(_:pool:kind:maximumCount:)``.
    static let otherSlotFloor = 2.5

    /// The score a reply that is itself a question ("When?", "Where are you?", "How so?") must reach after a
    /// statement with no recognized speech act that is not sad, bad news or a plan turned down; below it the reply is not shown.
    /// Fitted with `Scripts/reply_suggestion_signals.py` on the suggestions we labelled in fresh samples A–K
    /// (`Tests/SmartReplyTests/Fixtures/ReplyDev/`, main's scores): any floor in (3.84, 4.39] removes 13 odd and 3 fine
    /// there; the middle of that range is taken. Measured on samples M–P, not fitted on: 2 odd and 1 fine removed.
    static let askBackFloor = 4.1
}
