/// The mood term of ``ResponseSetReplyGenerator/compatibility(of:context:)`` (`smartreply score`): the same preference the
/// suggestions follow (``ReplyPolarity/moodAdjustment(intent:mood:)``: sympathy for sad news, congratulations for good
/// news, never laughter or joy at bad news), applied to any text by the intent it expresses (``ReplyIntentLabeler``). The
/// dual encoder alone learns association, not mood: "Haha!" and "Oh no, I'm sorry." are both common after "my dog died"
/// in chat, and laughter scored higher.
extension ResponseSetReplyGenerator {
    /// The score standing in for a veto (`-infinity` in the mood table): any text may be scored, so it is lowered, not removed.
    static let moodVetoPenalty = -4.0

    /// The mood adjustment of `candidate` (any text) after the message `text`: the adjustment of the intent it expresses
    /// (its response-set intent when it is a reply of the set, else ``ReplyIntentLabeler``'s match) for the mood of the
    /// message (VADER compound, at most ``ReplyFitRules/badNewsCompound`` for bad news, at least
    /// ``ReplyFitRules/goodNewsCompound`` for big good news), vetoes lowered to ``moodVetoPenalty``; 0 without an analyzer
    /// or when the text expresses no intent of the set.
    /// - Complexity: O(R·t) for R responses of t tokens when the text is not a reply of the set, else O(message tokens).
    func moodFit(of candidate: String, after text: String) -> Double {
        guard let sentimentAnalyzer else { return 0 }
        let intent: String
        if let index = responseIndex[candidate] {
            intent = responseSet.responses[index].intent
        } else if let match = intentLabeler.match(candidate) {
            intent = responseSet.responses[match.response].intent
        } else {
            return 0
        }
        let tokens = ReplyTokenizer.tokens(of: text)
        let isBadNews = ReplyFitRules.isBadNews(tokens)
        let goodNews = !isBadNews && (ReplyFitRules.tellsGoodNews(tokens) || ReplyFitRules.tellsGettingNews(tokens))
        let compound = sentimentAnalyzer.compound(of: text)
        let inflected = sentimentAnalyzer.inflectedValence(of: tokens) ?? compound
        let mood = goodNews ? max(compound, ReplyFitRules.goodNewsCompound)
            : min(compound, inflected, isBadNews ? ReplyFitRules.badNewsCompound : 1)
        let adjustment = ReplyPolarity.moodAdjustment(intent: intent, mood: SentimentMood(compound: mood))
        return adjustment == -.infinity ? Self.moodVetoPenalty : adjustment
    }
}
