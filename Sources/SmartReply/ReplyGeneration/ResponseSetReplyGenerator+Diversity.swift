/// The diversity stage of ``ResponseSetReplyGenerator``: from the best reply of each class, the suggestions shown —
/// one per intent, within a margin of the best, above the confidence floors, fillers only first — and on a yes/no
/// question both polarities in the order and wording its kind calls for (Kannan et al. 2016, section 6;
/// ``answerYesNoQuestion(_:pool:kind:maximumCount:)``).
extension ResponseSetReplyGenerator {
    /// At most `maximumCount` suggestions from `best` (per class: best reply index, −1 for none, and its score), best
    /// first; none when no reply is good enough.
    /// - Complexity: O(K log K) for K intents.
    func diverseSuggestions(for m: ReplyMessageReading, best: (index: [Int], score: [Double]), maximumCount: Int) -> ReplySuggestions {
        let bestIndex = best.index, bestScore = best.score
        let messageClass = m.messageClass, form = m.form, sad = m.sad, grave = m.grave, yesNoKind = m.yesNoKind
        // A reply far less likely than the best is filler ("Hey!" after a question about work):
        // show fewer suggestions rather than odd ones.
        let top = bestScore.max() ?? -.infinity
        guard top > -.infinity else { return ReplySuggestions(candidates: [], sentiment: m.sentiment) }
        // Without a recognized speech act, a best reply this unlikely means the model did not
        // understand the message: no suggestion rather than a filler ("Nice!" to a flat tyre).
        // An offer or a favour the rules recognized is answered yes or no however unsure the model is ("I'm ordering pizza,
        // want anything?", "Could you feed the cat on Tuesday?").
        let answerClasses = self.answerClasses
        let answersOffer = (yesNoKind == .offer || yesNoKind == .favour) && answerClasses.contains(where: { bestScore[$0] == top })
        guard messageClass != 0 || top >= Self.firstSlotFloor || answersOffer || sad || (grave && bestScore[sympathyClass] == top)
                || (m.callsForThanks && bestScore[thanksClass] == top) else { return ReplySuggestions(candidates: [], sentiment: m.sentiment) }
        // A greeting that also asks a wh-question ("Hi, how are you?") deserves an answer to it too: the
        // margin is then measured from the best reply that is not of the greeting's own intent.
        var reference = top
        if form == .whQuestion, messageClass != 0, messageClass == classIndex["greeting"] {
            reference = bestScore.indices.filter { $0 != messageClass }.map { bestScore[$0] }.max() ?? top
        }
        // Below the best, a reply must also be likely on its own: a 2nd or 3rd slot is left empty
        // rather than filled with a filler ("Okay!", "Why?") when the message is not a recognized speech act.
        let floor = messageClass == 0 ? Self.otherSlotFloor : -Double.infinity
        let responses = responseSet.responses, fillerClasses = self.fillerClasses, asksBack = self.asksBack
        // A question back to a statement the model barely understood ("When?" to "We're out of coffee") is odd more often than not;
        // sad news and a plan turned down call for one ("Are you okay?", "Why?").
        let askBackFloor = messageClass == 0 && form == .statement && !sad && !grave && !m.turnsPlanDown ? Self.askBackFloor : -Double.infinity
        let ranked = bestIndex.indices.filter { bestIndex[$0] >= 0 && bestScore[$0] >= min(top, reference) - Self.slotMargin
                                                && (bestScore[$0] == top || (bestScore[$0] >= floor && !fillerClasses.contains($0))
                                                    || (form == .yesNoQuestion && answerClasses.contains($0)))
                                                && (bestScore[$0] >= askBackFloor || !asksBack[bestIndex[$0]]) }
            .map { k in ReplyCandidate(text: responses[bestIndex[k]].text, intent: responses[bestIndex[k]].intent, score: bestScore[k]) }
            .sorted { $0.score > $1.score || ($0.score == $1.score && $0.text < $1.text) }
        var chosen = Array(ranked.prefix(maximumCount))
        if form == .yesNoQuestion || ReplyPolarity.isYesNoQuestion(m.lastText) {
            // The other polarity may come from below the slot margin: a yes/no question deserves both answers.
            let pool = bestIndex.indices.filter { bestIndex[$0] >= 0 }
                .map { k in ReplyCandidate(text: responses[bestIndex[k]].text, intent: responses[bestIndex[k]].intent, score: bestScore[k]) }
                .sorted { $0.score > $1.score || ($0.score == $1.score && $0.text < $1.text) }
            // Which answers lead and how a refusal is worded depend on what the question asks ("Want to grab coffee?" is
            // declined softly, "Do you know a good dentist?" is answered by finding out).
            Self.answerYesNoQuestion(&chosen, pool: pool, kind: yesNoKind ?? ReplyFitRules.yesNoKind(m.answered.questionOrAnswered),
                                     maximumCount: maximumCount)
            if yesNoKind == .offer { chosen = chosen.map { answerWording($0, answers: ReplyFitRules.offerAnswers) } }
            if yesNoKind == .favour { chosen = chosen.map { answerWording($0, answers: ReplyFitRules.favourAnswers) } }
        }
        return ReplySuggestions(candidates: chosen, sentiment: m.sentiment)
    }
}
