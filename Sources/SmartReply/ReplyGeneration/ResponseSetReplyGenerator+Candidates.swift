/// The candidates stage of ``ResponseSetReplyGenerator``: reads the message answered, answers what needs no scoring
/// (emoji, "are you there?", a bare speech act, a bare backchannel), runs the intent classifier and decides whether to
/// trigger at all (Kannan et al. 2016, section 3); then reads once what the fit rules need (``ReplyMessageReading``).
extension ResponseSetReplyGenerator {
    /// What the candidates stage found: suggestions already decided (none, or fixed replies), or the reading to score.
    enum MessageStage {
        case decided(ReplySuggestions)
        case read(ReplyMessageReading)
    }

    /// Reads the last message of `context` (VADER `sentiment`), at most `maximumCount` ≥ 1 suggestions wanted.
    /// - Complexity: O(f·K) for f context features and K intents, plus O(tokens) for the rules.
    func readMessage(_ context: ReplyContext, sentiment: Double?, maximumCount: Int) -> MessageStage {
        // Closures here read properties through locals: one that names a property captures a copy of the
        // whole generator (a retain and a release for each of its ~60 stored properties, seen in perf).
        let shorthand = self.shorthand, classIndex = self.classIndex, responseIndex = self.responseIndex
        var turns = context.messages.suffix(3).map { shorthand.expanded(ReplyTurn(text: $0.text, isLocalUser: $0.isLocalUser)) }
        // The located intent of the turn answered, found once and kept for the rules below.
        var answeredLocated = turns.last.flatMap { recognizer.located(in: $0, splitsMessage: model.splitsMessage) }
        // "Hey, want to grab lunch?": the question is answered, not the greeting before it.
        if answeredLocated?.intent == "greeting", let message = turns.last, let question = ReplyFitRules.greetingRemainder(message) {
            let questionLocated = recognizer.located(in: question, splitsMessage: model.splitsMessage)
            if !ReplyFitRules.smallTalkIntents.contains(questionLocated?.intent ?? "") {
                turns[turns.count - 1] = question
                answeredLocated = questionLocated
            }
        }
        let none = MessageStage.decided(ReplySuggestions(candidates: [], sentiment: sentiment))
        // Credentials ("Can you send me your bank details?") get no reply: any would play along. Nor does a question about
        // a fact of the reader's own life ("How old are you?", "What's your name?"), which no reply of the set states.
        guard let answered = turns.last, answered.tokens.contains(where: { $0 != "?" && $0 != "!" }), answered.tokens.count <= 200,
              !ReplyFitRules.asksForCredentials(answered.tokens), !ReplyFitRules.asksPersonalFact(answered.questionOrAnswered) else {
            return none
        }
        // "👋", "😀", "🎉🎉": answered in kind, with replies without letters.
        if let emoji = emojiAnswers.replies(forTokens: answered.tokens) {
            return .decided(fixedReplies(emoji.compactMap { responseIndex[$0] }, maximumCount: maximumCount, sentiment: sentiment))
        }
        let words = answered.tokens.filter { $0 != "?" && $0 != "!" }
        if ReplyFitRules.asksPresence(words) { return .decided(fixedReplies(presenceReplies, maximumCount: maximumCount, sentiment: sentiment)) }
        let contextFeatures = encoder.contextFeatures(turns, characterGrams: model.encoderCharacterGrams, splitsMessage: model.splitsMessage)
        // The intent classifier's features are the encoder's in fewer buckets when both use character grams.
        let probabilities = model.intentProbabilities(sharesFeatures ? contextFeatures.masked(bits: model.intentBucketBits)
                                                                      : intentEncoder.contextFeatures(turns, characterGrams: true, splitsMessage: model.splitsMessage))
        let triggerScore = 1 - probabilities[0]
        let located = answeredLocated
        // "Where should we meet?" opens with the entry "Where?" but is a question, not that speech act.
        let isQuestionWord = located.map { ReplyFitRules.questionWordIntents.contains($0.intent) } ?? false
        let messageClass = isQuestionWord && answered.answeredTokens.filter({ $0 != "?" && $0 != "!" }).count > ReplyFitRules.bareQuestionLength
            ? 0 : located.flatMap { classIndex[$0.intent] } ?? 0
        // A bare speech act ("on my way", "good night", "thank you") gets the replies that answer it.
        // "omg congrats!!!" is congratulations (thanked for), not the surprise it opens with.
        if messageClass != 0, answered.lastSentence == 0, words.count <= ReplyFitRules.bareSpeechActLength,
           !words.contains(where: ReplyFitRules.congratulationWords.contains),
           let bare = recognizer.bareIntent(ofTokens: answered.tokens, slack: 1).flatMap({ classIndex[$0] }),
           let answer = speechActAnswers.first(where: { $0.intent == bare && ($0.word.map(words.contains) ?? true) }) {
            return .decided(fixedReplies(answer.replies, maximumCount: maximumCount, sentiment: sentiment))
        }
        // A bare backchannel ("yeah", "ok 👍", "I see") answers nothing the person answering said: with
        // no earlier turn of theirs in the context there is nothing to reply ("Can't wait!" to "yeah").
        if messageClass != 0, backchannelClasses.contains(messageClass), !turns.dropLast().contains(where: \.isLocalUser),
           answered.tokens.filter({ $0 != "?" && $0 != "!" }).count <= ReplyFitRules.backchannelLength,
           !answered.tokens.contains("?"), !ReplyFitRules.isClosing(answered.answeredTokens) {
            return none
        }
        // A recognized greeting or thanks ("Hi, how are you?", "thank you very much 😊") always
        // triggers: earlier turns, also other people's in a group, must not talk the classifier
        // out of answering it.
        // So does praise of the person answering ("You did an amazing job on the speech"), which the
        // classifier, trained on chat where praise is rare, often does not trigger on.
        // The form of the sentence answered and whether it is a condolence, read once for the trigger and the rules below.
        let form = ReplyFitRules.Form(answered: answered.questionOrAnswered)
        let isCondolence = ReplyFitRules.isCondolence(answered.tokens)
        let isPraise = (sentiment ?? 0) >= ReplyFitRules.praiseCompound && form == .statement
            && answered.answeredTokens.contains(where: ReplyFitRules.secondPerson.contains)
            && !answered.tokens.contains(where: ReplyFitRules.humourCues.contains)
        // Bad news is read as sad whatever laughter or "getting" surrounds it ("lol I got dumped", "we're getting divorced").
        // One lookup per token for the news rules' marks and the class cues below.
        let (cues, newsMarks) = cueIndex.marksWithNews(of: answered.tokens)
        let isBadNews = ReplyFitRules.isBadNews(answered.tokens, marks: newsMarks)
        // "I'm pregnant!", "Guess what, I got the job!!": big good news, however neutral its words are to VADER; it is always answered.
        let goodNews = !isBadNews && (ReplyFitRules.tellsGoodNews(answered.tokens) || ReplyFitRules.tellsGettingNews(answered.tokens))
        // So does a sad feeling ("I feel so alone"; not the tears of joy of "got into college!!! 😭😭"): sympathy is due.
        let sad = form == .statement && !goodNews && ReplyFitRules.tellsSadness(answered.tokens)
        // Bad news told ("My grandpa died on Sunday", sample N got nothing) is answered with sympathy, like a sad feeling.
        let grave = form == .statement && isBadNews
        // Anger at the reader ("I'm so angry at you") is always answered, with an apology.
        let hostile = ReplyFitRules.isHostileToReader(answered.tokens, compound: sentiment)
        guard triggerScore >= model.triggerThreshold || isPraise || sad || grave || goodNews || isCondolence || hostile
                || Self.alwaysAnswered.contains(where: { classIndex[$0] == messageClass && messageClass != 0 }),
              triggerScore > 0 else {
            return none
        }
        let moodCompound: Double? = sentiment.map { compound in
            let inflected = sentimentAnalyzer?.inflectedValence(of: answered.tokens) ?? compound
            return goodNews ? max(compound, ReplyFitRules.goodNewsCompound) : min(compound, inflected, isBadNews ? ReplyFitRules.badNewsCompound : 1)
        } ?? (isBadNews ? ReplyFitRules.badNewsCompound : goodNews ? ReplyFitRules.goodNewsCompound : nil)
        let mood = moodCompound.map(SentimentMood.init(compound:))
        // "Have a safe trip!": a wish is thanked for, not wished back ("Have fun!").
        let isWish = form == .statement && ReplyFitRules.opensWithWish(answered.answeredTokens)
        // One invitation detector decides both whether "I wish I could!" may be shown and how a yes/no question is answered.
        let yesNoKind = form == .statement ? nil : ReplyFitRules.yesNoKind(answered.questionOrAnswered)
        let thanksInAnswered = newsMarks.all.contains(.thanks) && newsMarks.each[answered.lastSentence...].contains { $0.contains(.thanks) }
        return .read(ReplyMessageReading(
            answered: answered, lastText: context.messages.last?.text ?? "", sentiment: sentiment, probabilities: probabilities,
            triggerScore: triggerScore, messageClass: messageClass, inAnswered: located?.inAnswered == true,
            context: model.encode(contextFeatures, table: model.messageTable), form: form, cues: cues, newsMarks: newsMarks,
            isBadNews: isBadNews, goodNews: goodNews, sad: sad, grave: grave, moodCompound: moodCompound,
            moodRow: mood.flatMap { moodAdjustments[$0] },
            closing: ReplyFitRules.isClosing(answered.answeredTokens), isWish: isWish,
            callsForThanks: isCondolence || (messageClass != 0 && wishClasses.contains(messageClass)) || isWish,
            yesNoKind: yesNoKind,
            invites: yesNoKind.map { $0 == .invitation } ?? ReplyFitRules.invitesToDoSomething(answered.answeredTokens),
            answerType: answerTypeMisfits(answered.questionOrAnswered, form: form, kind: yesNoKind, compound: moodCompound),
            declaresLove: ReplyFitRules.declaresLove(newsMarks),
            turnsPlanDown: form == .statement && ReplyFitRules.turnsPlanDown(answered.answeredTokens),
            hatesGroup: ReplyFitRules.hatesGroup(answered.tokens),
            // "I'm at work." or "Coming!" answer "Where are you?", not "Where should we meet for lunch?".
            asksWhereReaderIs: form == .whereQuestion && ReplyFitRules.asksWhereReaderIs(answered.questionOrAnswered),
            // "Should I bring anything?" asks what to do, it is no plan to join ("I'm in!"); "Let me know when you're
            // home" asks to be told later, not where the reader is now ("I'm here!").
            asksOwnStep: form == .yesNoQuestion && ReplyFitRules.asksOwnStep(answered.questionOrAnswered),
            asksToBeToldLater: ReplyFitRules.asksToBeToldLater(answered.answeredTokens),
            // "What time do we meet?" is not answered with a day ("How about this weekend?").
            asksClockTime: form == .whQuestion && ReplyFitRules.asksClockTime(answered.questionOrAnswered),
            asksDuration: form == .whQuestion && ReplyFitRules.asksDuration(answered.questionOrAnswered),
            asksDay: form != .statement && ReplyFitRules.asksDay(answered.questionOrAnswered),
            // A place ("I'm at work.", "Near the entrance.") may answer "What are you doing?", not "Which hotel did you book?".
            asksOtherThanWhat: form == .whQuestion
                && answered.questionOrAnswered.first(where: ReplyFitRules.whWords.contains).map { $0 != "what" } ?? false,
            thanksInAnswered: thanksInAnswered,
            // The wish may come with the thanks ("thanks, have a good weekend"), not be the thing thanked for ("Thanks for the birthday wishes").
            hasWish: (messageClass != 0 && wishClasses.contains(messageClass)) || isWish || ReplyFitRules.holdsWish(newsMarks),
            // "How was the concert?": the reader was there ("It was great!", not "I don't know." or "It's great!").
            asksExperience: form != .statement && ReplyFitRules.asksExperience(answered.questionOrAnswered),
            // "I'll call you after lunch": nothing to join ("I'm in!"); "This restaurant is amazing": a feeling, not news to acknowledge.
            tellsOwnDoing: form == .statement && ReplyFitRules.tellsOwnDoing(answered.answeredTokens),
            namesLaterDay: ReplyFitRules.namesLaterDay(answered.answeredTokens),
            tellsFeeling: form == .statement && abs(sentiment ?? 0) >= ReplyFitRules.feelingCompound,
            // "Any plans for the weekend?" asks for news, not for a guess ("Probably!").
            asksForNews: form == .yesNoQuestion && answered.questionOrAnswered.first == "any",
            hostileToReader: hostile, asksForMoney: ReplyFitRules.asksForMoney(answered.tokens),
            occasionMisfits: occasionMisfits(answered.tokens, form: form, compound: moodCompound, isBadNews: isBadNews)))
    }
}
