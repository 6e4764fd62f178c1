import Foundation

/// The fit stage of ``ResponseSetReplyGenerator``: the per-class part of every reply's score, with the vetoes of
/// ``ReplyFitRules`` (occasions, forms, answer types, news, wishes, plans) applied once per class; a vetoed class stays at
/// −∞ and none of its replies is scored.
extension ResponseSetReplyGenerator {
    /// Per class (index 0, `none`, stays −∞): `log(P(k|c) / (1 − P(none|c)))`, the prior correction or the lift of the
    /// message's speech act, the mood adjustment and the rules' bonuses; −∞ when a rule vetoes the class.
    /// - Complexity: O(K) for K intents (the occasion and answer-type misfit lists hold a few classes).
    func classScores(for m: ReplyMessageReading) -> [Double] {
        let probabilities = m.probabilities, messageClass = m.messageClass, moodCompound = m.moodCompound, cues = m.cues
        let form = m.form, closing = m.closing, goodNews = m.goodNews, sad = m.sad, turnsPlanDown = m.turnsPlanDown
        let callsForThanks = m.callsForThanks, occasionMisfits = m.occasionMisfits, answerType = m.answerType
        let ruledOutNow = ruledOut[form.rawValue]
        var classScores = [Double](repeating: -.infinity, count: probabilities.count)
        for k in 1..<probabilities.count {
            let lift = model.lift(message: messageClass, reply: k)
            // A wish ("Get well soon!") or a condolence ("Sorry for your loss") is thanked for, however rare it is in chat.
            let thanked = callsForThanks && k == thanksClass
            if callsForThanks, condolenceMisfits.contains(k) { continue }
            if m.isWish, wishBackMisfits.contains(k) { continue }
            // Rules no speech act overrides: no joy at bad news, "I love you!" only to the reader,
            // "You too!" only to a wish, no thanks for thanks ("Thanks for the birthday wishes" → not "Thanks!").
            if m.isBadNews, badNewsMisfits.contains(k) { continue }
            // "I'm so angry at you" → "I'm so sorry.", not "You can do it!"; "Can you lend me 50?" → not "Of course!".
            if m.hostileToReader, !hostilityAnswerClasses.contains(k) { continue }
            if m.asksForMoney, !moneyAnswerClasses.contains(k) { continue }
            if m.invites, invitationMisfits.contains(k) { continue }
            if occasionMisfits.contains(k) || answerType.misfits.contains(k) { continue }
            // Nor to a sad feeling ("I feel so alone" → not "Go for it!").
            if sad, badNewsMisfits.contains(k) || k == encouragementClass { continue }
            // "I don't want to go" → not "Go for it!"; "I hate <group>" → never "Same!".
            if turnsPlanDown, declinedPlanMisfits.contains(k) { continue }
            if m.hatesGroup, hateMisfits.contains(k) { continue }
            if k == loveClass, !m.declaresLove { continue }
            if k == youTooClass, !m.hasWish { continue }
            if k == thanksClass, m.thanksInAnswered { continue }
            if m.asksExperience, k == dontKnowClass || k == letMeCheckClass { continue }
            // "Coming!" answers "Where are you?", not "Where did you buy that jacket?".
            if form == .whereQuestion, !m.asksWhereReaderIs, arrivalClasses.contains(k) { continue }
            if m.asksOtherThanWhat, k == placeAnswerClass { continue }
            if m.asksOwnStep, k == soundsGoodClass { continue }
            if m.asksToBeToldLater, arrivalClasses.contains(k) || k == placeAnswerClass { continue }
            if !thanked, k < model.gatedClasses.count, model.gatedClasses[k], messageClass == 0 || lift < ReplyModel.gateLift { continue }
            if let tone = requiredTones[k], k != messageClass, !tone.admits(moodCompound) { continue }
            // A speech act the answered sentence opens with that lifts k ("Thanks a lot!") overrides the fit rules;
            // one in an earlier sentence only for its own answer ("Good morning! Slept well?" → "Good morning!",
            // not "Hey! You home?" → "Good morning!").
            let overrides = thanked || (m.hostileToReader && k == apologyClass) || (turnsPlanDown && declinedPlanBonus[k] > 0) || (messageClass != 0 && lift >= ReplyModel.gateLift)
                && (m.inAnswered || k == messageClass || (k < model.gatedClasses.count && model.gatedClasses[k]) || answersWishes[k])
            if !overrides {
                if ruledOutNow[k] { continue }
                if cueIndex.needsCue.contains(k), !cues.required.contains(k),
                   !(negativeMoodSuffices[k] && (moodCompound ?? 0) < -0.05) { continue }
                if form == .statement, cueIndex.needsStatementCue.contains(k), !cues.statement.contains(k) { continue }
                if form == .yesNoQuestion, cueIndex.needsYesNoCue.contains(k), !cues.yesNo.contains(k) { continue }
                // Big good news is congratulated whatever tears come with it ("got into college!!! 😭😭").
                if cues.forbidden.contains(k), !cues.exception.contains(k), !(goodNews && k == congratulationClass) { continue }
                if closing, closingRole[k] < 0 { continue }
                if k == declineClass, !m.invites { continue }
                if let only = answerType.only, !only.contains(k) { continue }
                if m.tellsFeeling, k == acknowledgeClass { continue }
                // "I think I'll stay home" → not "I'm here!" nor "I'm at work right now.".
                if m.tellsOwnDoing, ownDoingMisfits.contains(k) { continue }
                if m.namesLaterDay, arrivalClasses.contains(k) { continue }
                if m.asksForNews, k == maybeClass { continue }
            }
            // After a recognized speech act the lift already corrects for the prior: no extra correction.
            classScores[k] = log(Double(max(probabilities[k], 1e-9)) / Double(m.triggerScore))
                - (messageClass == 0 ? Self.priorCorrection * Double(model.classLogPriors[k]) : 0)
                + (m.moodRow.map { $0[k] } ?? 0)
                + (messageClass == 0 ? 0 : Self.liftWeight * Double(lift))
                + (closing && closingRole[k] > 0 ? ReplyFitRules.closingBonus : 0)
                + (thanked ? ReplyFitRules.thanksBonus : 0)
                + (turnsPlanDown ? declinedPlanBonus[k] : 0) + (goodNews && k == congratulationClass ? ReplyFitRules.goodNewsBonus : 0)
                + ((sad || m.grave) && k == sympathyClass ? ReplyFitRules.sadnessBonus : 0)
                + (m.hostileToReader && k == apologyClass ? ReplyFitRules.hostilityApologyBonus : 0)
        }
        return classScores
    }
}
