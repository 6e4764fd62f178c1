import Foundation

/// Suggests replies from a fixed response set, ranked by a trained intent classifier and a
/// message–reply dual encoder, as in Kannan et al. 2016, "Smart Reply: Automated Response
/// Suggestion for Email" (KDD): trigger only when a short reply fits, score the whole
/// response set, keep one reply per intent, and on a yes/no question give the last slot to
/// the best reply of the other polarity when all others agree.
///
/// The score of a reply r of intent k for context c is
/// `log(P(k|c) / (1 − P(none|c))) − 0.5 · log P(k) + w · u(c)·v(r) + 0.5 · log P(r|k) + mood(k)`, where
/// `u·v` is the dual-encoder compatibility and `mood` prefers sympathy for sad news and
/// congratulations for happy news (VADER compound, lowered by inflected forms VADER lacks,
/// ``SentimentMood``). When the message opens with a response-set intent m
/// (``MessageIntentRecognizer``: "Thanks!", "lol"), the `0.5 · log P(k)` term is replaced by the
/// lift `log(P(k|m) / P(k))` counted on the training pairs. Vetoed (never shown): gated intents
/// after a message that does not lift them (greetings answer greetings), congratulations or
/// laughter on bad news, sympathy on happy news, apologies without a complaint, intents that need a sign
/// of their occasion without one ("Get well soon!" without an illness) or that do not fit the form of
/// the sentence answered ("Yeah!" to a wh-question; ``ReplyFitRules``). Replies more than e below the best are not shown.
/// It does not trigger when `1 − P(none|c)` is below the model's threshold or the message
/// has no words or emoji.
///
///     let generator = try ResponseSetReplyGenerator.standard(lexicons: lexiconsURL)
///     let context = ReplyContext(messages: [.init(text: "I passed my exam!", userID: "ana", isLocalUser: false)])
///     let suggestions = try await generator.suggestReplies(for: context)
///     // suggestions.candidates.map(\.text) == ["Congratulations!", "Well done!", …]
public struct ResponseSetReplyGenerator: ReplyGenerator {
    /// The replies chosen from.
    public let responseSet: ResponseSet
    /// The trained weights.
    public let model: ReplyModel
    /// Scores the message answered when the context carries no sentiment; `nil` disables the mood rules.
    public let sentimentAnalyzer: SentimentAnalyzer?
    /// Chat shorthand expanded in the context before its intent is read ("omw" → "on my way").
    public let shorthand: ReplyShorthand
    /// Answers to messages of emoji only ("👋" → "👋", "😊").
    public let emojiAnswers: ReplyEmojiAnswers

    let intentEncoder: HashedFeatureEncoder
    let encoder: HashedFeatureEncoder
    /// The responses' reply vectors, row-major: `responseMatrix[response * dimension + d]`.
    let responseMatrix: [Float]
    let responseClasses: [Int]
    let responsePriors: [Float]
    /// Mood → per-class score adjustment (index 0, `none`, unused); `-infinity` vetoes the class.
    let moodAdjustments: [SentimentMood: [Double]]
    let recognizer: MessageIntentRecognizer
    /// Per class: the tone a message needs for it (``ReplyPolarity/requiredTone(intent:)``).
    let requiredTones: [ReplyTone?]
    /// The cue words of ``ReplyFitRules`` (required, statement, forbidden, exceptions) by word.
    let cueIndex: ReplyCueIndex
    /// Word of 4+ letters → the replies of ``ReplyFitRules/echoIntents`` that contain it.
    let echoWords: [String: [Int]]
    /// Per class: whether it answers thanks or wishes ("You're welcome!", "You too!", "Thanks!").
    let answersWishes: [Bool]
    /// Per class: +1 when a closing ("see you at 9") calls for it, −1 when it rules it out, else 0.
    let closingRole: [Int]
    /// Per class: whether a negative message is sign enough for it (``ReplyFitRules/negativeMoodSuffices``).
    let negativeMoodSuffices: [Bool]
    /// Per form of the sentence answered (``ReplyFitRules/Form``), per class: whether it is ruled out.
    let ruledOut: [[Bool]]
    /// Per form of the sentence answered, per response: whether that reply is ruled out although its
    /// intent is not (``ReplyFitRules/rulesOut(reply:after:)``: "See you later!" to a question).
    let replyRuledOut: [[Bool]]
    /// Response index → the requests "<verb> me" it makes (``ReplyFitRules/requests(in:)``): "Call me!" → ["call"].
    let bouncedRequests: [Set<String>?]
    /// Per response: whether it states where its writer is (``ReplyFitRules/statesOwnPlace(_:intent:)``).
    let statesOwnPlace: [Bool]
    /// Per response: whether it names a day without a clock time (``ReplyFitRules/namesDayOnly(_:)``).
    let namesDayOnly: [Bool]
    /// Per response: whether it names a clock time (``ReplyFitRules/namesClockTime(_:)``), or a time of day without a day (``ReplyFitRules/namesClockOnly(_:)``).
    let namesClockTime: [Bool], namesClockOnly: [Bool]
    /// Per response: what it needs of the message beyond its intent (``ReplyNeeds``: "Sounds fun!" something to enjoy).
    let replyNeeds: [ReplyNeeds]
    /// Per response: the ask-back group of which a message needs a word for it (``ReplyFitRules/askBackCues``), else nil.
    let askBackGroup: [NewsWord?]
    /// Per response: whether it asks for a reason ("Why?", "How so?"), shown only after a sign of a decision, refusal or opinion.
    let bareWhy: [Bool]
    /// Per response: whether it is a question ("When?", "Are you okay?") held to ``askBackFloor`` after a statement
    /// (not those of ``ReplyFitRules/askBackCues``, which already need what they ask about: "What is it?" to "I have news").
    let asksBack: [Bool]
    /// The classes of ``ReplyFitRules/wishIntents``: a message opening with one is thanked for.
    let wishClasses: Set<Int>
    /// The class of `thanks` (0 when absent).
    let thanksClass: Int
    /// The classes of `love` and `you_too` (0 when absent): shown only after a declaration to the reader or a wish.
    let loveClass: Int, youTooClass: Int
    /// The classes of ``ReplyFitRules/badNewsMisfits``, never shown after bad news.
    let badNewsMisfits: Set<Int>
    /// The classes of ``ReplyFitRules/arrivalIntents``: after a where-question, only when it asks where the reader is.
    let arrivalClasses: Set<Int>
    /// The classes of ``ReplyFitRules/condolenceMisfits``, ruled out after a wish or a condolence.
    let condolenceMisfits: Set<Int>
    /// The classes of ``ReplyFitRules/wishBackMisfits``, ruled out after a message that is a wish.
    let wishBackMisfits: Set<Int>
    /// The class of `place_answer` ("I'm at work.", "Near the entrance."), 0 when the model has none.
    let placeAnswerClass: Int
    /// The class of `encouragement` ("Go for it!", "You can do it!"), 0 when the model has none.
    let encouragementClass: Int
    /// The class of `sounds_good` ("Sounds good!", "I'm in!"), 0 when the model has none.
    let soundsGoodClass: Int
    /// The classes of `yes`, `no` and `maybe`: a yes/no question may get them below ``otherSlotFloor``.
    let answerClasses: Set<Int>
    /// The classes of ``ReplyFitRules/fillerIntents``, shown only as the best reply.
    let fillerClasses: Set<Int>
    /// The classes of ``ReplyFitRules/backchannelIntents``.
    let backchannelClasses: Set<Int>
    /// The class of `wish_i_could`, shown only after an invitation (``ReplyFitRules/yesNoKind(_:)``); 0 when absent.
    let declineClass: Int
    /// Per rule of ``ReplyFitRules/speechActAnswers``: the class, the word needed and the response indices answering it.
    let speechActAnswers: [(intent: Int, word: String?, replies: [Int])]
    /// The response indices of ``ReplyFitRules/presenceReplies``.
    let presenceReplies: [Int]
    /// The classes ruled out after a plan turned down, after hate of a group, and their bonuses after a plan turned down.
    let declinedPlanMisfits: Set<Int>, hateMisfits: Set<Int>, declinedPlanBonus: [Double]
    /// Per response: its words (``ReplyIntentLabeler/matchTokens(tokens:)``) when it may not echo the message, else nil.
    let unechoableWords: [[String]?]
    /// Per response: the count of its ``unechoableWords``, −1 when nil (read first: one flat array, not a heap object per reply).
    let unechoableCounts: [Int]
    /// The classes of `congratulation` and `sympathy` (0 when absent).
    let congratulationClass: Int, sympathyClass: Int
    /// The classes of `dont_know`, `acknowledge`, `maybe` and `let_me_check` (0 when absent).
    let dontKnowClass: Int, acknowledgeClass: Int, maybeClass: Int, letMeCheckClass: Int
    /// Per response: whether it tells of an experience ("It was great!"), gives an opinion in the present ("It's great!"),
    /// or joins a plan ("I'm in!") (``ReplyFitRules/tellsExperience(_:intent:)``, ``ReplyFitRules/joinsPlan(_:)``).
    let tellsExperience: [Bool], opinionNow: [Bool], joinsPlan: [Bool]
    /// Per response: whether it tells how its writer is ("I'm tired."; ``ReplyFitRules/statesOwnCondition(_:intent:)``).
    let statesOwnCondition: [Bool]
    /// The classes of ``ReplyFitRules/arrivalIntents`` and `busy_now`, ruled out after a statement of the writer's own doings.
    let ownDoingMisfits: Set<Int>
    /// Reply text → response index.
    let responseIndex: [String: Int]
    /// Whether the intent features can be derived from the encoder's by masking (same n-grams, more buckets).
    let sharesFeatures: Bool
    let classIndex: [String: Int]

    /// Every reply of the response set, with its intent (score 0), in file order.
    public var responses: [ReplyCandidate] { responseSet.responses }

    /// Suggests up to `maximumCount` replies from the response set (none when it does not trigger).
    /// Never throws: the model is loaded at initialization.
    /// - Complexity: see ``suggestions(for:maximumCount:)``; about 30 µs per message in a release build.
    public func suggestReplies(for context: ReplyContext, maximumCount: Int) async throws -> ReplySuggestions {
        suggestions(for: context, maximumCount: maximumCount)
    }

    /// The synchronous core of ``suggestReplies(for:maximumCount:)``.
    /// - Complexity: O(f·(K + D) + R·D) for f context features, K intents, D embedding width and R responses.
    public func suggestions(for context: ReplyContext, maximumCount: Int) -> ReplySuggestions {
        guard let last = context.messages.last else { return ReplySuggestions(candidates: []) }
        let sentiment = context.sentiment ?? sentimentAnalyzer?.compound(of: last.text)
        guard maximumCount > 0 else { return ReplySuggestions(candidates: [], sentiment: sentiment) }
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
        guard let answered = turns.last, answered.tokens.contains(where: { $0 != "?" && $0 != "!" }), answered.tokens.count <= 200,
              !ReplyFitRules.asksForCredentials(answered.tokens) else {
            return ReplySuggestions(candidates: [], sentiment: sentiment)
        }
        // "👋", "😀", "🎉🎉": answered in kind, with replies without letters.
        if let emoji = emojiAnswers.replies(forTokens: answered.tokens) {
            return fixedReplies(emoji.compactMap { responseIndex[$0] }, maximumCount: maximumCount, sentiment: sentiment)
        }
        let words = answered.tokens.filter { $0 != "?" && $0 != "!" }
        if ReplyFitRules.asksPresence(words) { return fixedReplies(presenceReplies, maximumCount: maximumCount, sentiment: sentiment) }
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
        let inAnswered = located?.inAnswered == true
        // A bare speech act ("on my way", "good night", "thank you") gets the replies that answer it.
        // "omg congrats!!!" is congratulations (thanked for), not the surprise it opens with.
        if messageClass != 0, answered.lastSentence == 0, words.count <= ReplyFitRules.bareSpeechActLength,
           !words.contains(where: ReplyFitRules.congratulationWords.contains),
           let bare = recognizer.bareIntent(ofTokens: answered.tokens, slack: 1).flatMap({ classIndex[$0] }),
           let answer = speechActAnswers.first(where: { $0.intent == bare && ($0.word.map(words.contains) ?? true) }) {
            return fixedReplies(answer.replies, maximumCount: maximumCount, sentiment: sentiment)
        }
        // A bare backchannel ("yeah", "ok 👍", "I see") answers nothing the person answering said: with
        // no earlier turn of theirs in the context there is nothing to reply ("Can't wait!" to "yeah").
        if messageClass != 0, backchannelClasses.contains(messageClass), !turns.dropLast().contains(where: \.isLocalUser),
           answered.tokens.filter({ $0 != "?" && $0 != "!" }).count <= ReplyFitRules.backchannelLength,
           !answered.tokens.contains("?"), !ReplyFitRules.isClosing(answered.answeredTokens) {
            return ReplySuggestions(candidates: [], sentiment: sentiment)
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
        guard triggerScore >= model.triggerThreshold || isPraise || sad || grave || goodNews || isCondolence
                || Self.alwaysAnswered.contains(where: { classIndex[$0] == messageClass && messageClass != 0 }),
              triggerScore > 0 else {
            return ReplySuggestions(candidates: [], sentiment: sentiment)
        }
        let u = model.encode(contextFeatures, table: model.messageTable)
        let moodCompound: Double? = sentiment.map { compound in
            let inflected = sentimentAnalyzer?.inflectedValence(of: answered.tokens) ?? compound
            return goodNews ? max(compound, ReplyFitRules.goodNewsCompound) : min(compound, inflected, isBadNews ? ReplyFitRules.badNewsCompound : 1)
        } ?? (isBadNews ? ReplyFitRules.badNewsCompound : goodNews ? ReplyFitRules.goodNewsCompound : nil)
        let mood = moodCompound.map(SentimentMood.init(compound:))
        let moodRow = mood.flatMap { moodAdjustments[$0] }
        // Per-class part of the score, computed once per call; vetoed classes stay at -infinity.
        var classScores = [Double](repeating: -.infinity, count: probabilities.count)
        let ruledOutNow = ruledOut[form.rawValue]
        let closing = ReplyFitRules.isClosing(answered.answeredTokens)
        // "Have a safe trip!": a wish is thanked for, not wished back ("Have fun!").
        let isWish = form == .statement && ReplyFitRules.opensWithWish(answered.answeredTokens)
        let callsForThanks = isCondolence || (messageClass != 0 && wishClasses.contains(messageClass)) || isWish
        // One invitation detector decides both whether "I wish I could!" may be shown and how a yes/no question is answered.
        let yesNoKind = form == .statement ? nil : ReplyFitRules.yesNoKind(answered.questionOrAnswered)
        let invites = yesNoKind.map { $0 == .invitation } ?? ReplyFitRules.invitesToDoSomething(answered.answeredTokens)
        let answerType = answerTypeMisfits(answered.questionOrAnswered, form: form, kind: yesNoKind, compound: moodCompound)
        let declaresLove = ReplyFitRules.declaresLove(newsMarks)
        let turnsPlanDown = form == .statement && ReplyFitRules.turnsPlanDown(answered.answeredTokens)
        let hatesGroup = ReplyFitRules.hatesGroup(answered.tokens)
        // "I'm at work." or "Coming!" answer "Where are you?", not "Where should we meet for lunch?".
        let asksWhereReaderIs = form == .whereQuestion && ReplyFitRules.asksWhereReaderIs(answered.questionOrAnswered)
        // "Should I bring anything?" asks what to do, it is no plan to join ("I'm in!"); "Let me know when you're
        // home" asks to be told later, not where the reader is now ("I'm here!").
        let asksOwnStep = form == .yesNoQuestion && ReplyFitRules.asksOwnStep(answered.questionOrAnswered)
        let asksToBeToldLater = ReplyFitRules.asksToBeToldLater(answered.answeredTokens)
        // "What time do we meet?" is not answered with a day ("How about this weekend?").
        let asksClockTime = form == .whQuestion && ReplyFitRules.asksClockTime(answered.questionOrAnswered)
        let asksDuration = form == .whQuestion && ReplyFitRules.asksDuration(answered.questionOrAnswered)
        let asksDay = form != .statement && ReplyFitRules.asksDay(answered.questionOrAnswered)
        // A place ("I'm at work.", "Near the entrance.") may answer "What are you doing?", not "Which hotel did you book?".
        let asksOtherThanWhat = form == .whQuestion && answered.questionOrAnswered.first(where: ReplyFitRules.whWords.contains).map { $0 != "what" } ?? false
        let thanksInAnswered = newsMarks.all.contains(.thanks) && newsMarks.each[answered.lastSentence...].contains { $0.contains(.thanks) }
        // The wish may come with the thanks ("thanks, have a good weekend"), not be the thing thanked for ("Thanks for the birthday wishes").
        let hasWish = (messageClass != 0 && wishClasses.contains(messageClass)) || isWish
            || ReplyFitRules.holdsWish(newsMarks)
        // "How was the concert?": the reader was there ("It was great!", not "I don't know." or "It's great!").
        let asksExperience = form != .statement && ReplyFitRules.asksExperience(answered.questionOrAnswered)
        // "I'll call you after lunch": nothing to join ("I'm in!"); "This restaurant is amazing": a feeling, not news to acknowledge.
        let tellsOwnDoing = form == .statement && ReplyFitRules.tellsOwnDoing(answered.answeredTokens)
        let namesLaterDay = ReplyFitRules.namesLaterDay(answered.answeredTokens)
        let tellsFeeling = form == .statement && abs(sentiment ?? 0) >= ReplyFitRules.feelingCompound
        // "Any plans for the weekend?" asks for news, not for a guess ("Probably!").
        let asksForNews = form == .yesNoQuestion && answered.questionOrAnswered.first == "any"
        let occasionMisfits = occasionMisfits(answered.tokens, form: form, compound: moodCompound, isBadNews: isBadNews)
        for k in 1..<probabilities.count {
            let lift = model.lift(message: messageClass, reply: k)
            // A wish ("Get well soon!") or a condolence ("Sorry for your loss") is thanked for, however rare it is in chat.
            let thanked = callsForThanks && k == thanksClass
            if callsForThanks, condolenceMisfits.contains(k) { continue }
            if isWish, wishBackMisfits.contains(k) { continue }
            // Rules no speech act overrides: no joy at bad news, "I love you!" only to the reader,
            // "You too!" only to a wish, no thanks for thanks ("Thanks for the birthday wishes" → not "Thanks!").
            if isBadNews, badNewsMisfits.contains(k) { continue }
            if occasionMisfits.contains(k) || answerType.misfits.contains(k) { continue }
            // Nor to a sad feeling ("I feel so alone" → not "Go for it!").
            if sad, badNewsMisfits.contains(k) || k == encouragementClass { continue }
            // "I don't want to go" → not "Go for it!"; "I hate <group>" → never "Same!".
            if turnsPlanDown, declinedPlanMisfits.contains(k) { continue }
            if hatesGroup, hateMisfits.contains(k) { continue }
            if k == loveClass, !declaresLove { continue }
            if k == youTooClass, !hasWish { continue }
            if k == thanksClass, thanksInAnswered { continue }
            if asksExperience, k == dontKnowClass || k == letMeCheckClass { continue }
            // "Coming!" answers "Where are you?", not "Where did you buy that jacket?".
            if form == .whereQuestion, !asksWhereReaderIs, arrivalClasses.contains(k) { continue }
            if asksOtherThanWhat, k == placeAnswerClass { continue }
            if asksOwnStep, k == soundsGoodClass { continue }
            if asksToBeToldLater, arrivalClasses.contains(k) || k == placeAnswerClass { continue }
            if !thanked, k < model.gatedClasses.count, model.gatedClasses[k], messageClass == 0 || lift < ReplyModel.gateLift { continue }
            if let tone = requiredTones[k], k != messageClass, !tone.admits(moodCompound) { continue }
            // A speech act the answered sentence opens with that lifts k ("Thanks a lot!") overrides the fit rules;
            // one in an earlier sentence only for its own answer ("Good morning! Slept well?" → "Good morning!",
            // not "Hey! You home?" → "Good morning!").
            let overrides = thanked || (turnsPlanDown && declinedPlanBonus[k] > 0) || (messageClass != 0 && lift >= ReplyModel.gateLift)
                && (inAnswered || k == messageClass || (k < model.gatedClasses.count && model.gatedClasses[k]) || answersWishes[k])
            if !overrides {
                if ruledOutNow[k] { continue }
                if cueIndex.needsCue.contains(k), !cues.required.contains(k),
                   !(negativeMoodSuffices[k] && (moodCompound ?? 0) < -0.05) { continue }
                if form == .statement, cueIndex.needsStatementCue.contains(k), !cues.statement.contains(k) { continue }
                if form == .yesNoQuestion, cueIndex.needsYesNoCue.contains(k), !cues.yesNo.contains(k) { continue }
                // Big good news is congratulated whatever tears come with it ("got into college!!! 😭😭").
                if cues.forbidden.contains(k), !cues.exception.contains(k), !(goodNews && k == congratulationClass) { continue }
                if closing, closingRole[k] < 0 { continue }
                if k == declineClass, !invites { continue }
                if let only = answerType.only, !only.contains(k) { continue }
                if tellsFeeling, k == acknowledgeClass { continue }
                // "I think I'll stay home" → not "I'm here!" nor "I'm at work right now.".
                if tellsOwnDoing, ownDoingMisfits.contains(k) { continue }
                if namesLaterDay, arrivalClasses.contains(k) { continue }
                if asksForNews, k == maybeClass { continue }
            }
            // After a recognized speech act the lift already corrects for the prior: no extra correction.
            classScores[k] = log(Double(max(probabilities[k], 1e-9)) / Double(triggerScore))
                - (messageClass == 0 ? Self.priorCorrection * Double(model.classLogPriors[k]) : 0)
                + (moodRow.map { $0[k] } ?? 0)
                + (messageClass == 0 ? 0 : Self.liftWeight * Double(lift))
                + (closing && closingRole[k] > 0 ? ReplyFitRules.closingBonus : 0)
                + (thanked ? ReplyFitRules.thanksBonus : 0)
                + (turnsPlanDown ? declinedPlanBonus[k] : 0) + (goodNews && k == congratulationClass ? ReplyFitRules.goodNewsBonus : 0)
                + ((sad || grave) && k == sympathyClass ? ReplyFitRules.sadnessBonus : 0)
        }
        // Replies that echo the message's wish ("Merry Christmas to you too!" after "Merry Christmas!").
        var echoes: [(index: Int, bonus: Double)] = []
        for token in answered.tokens {
            for index in echoWords[token] ?? [] { echoes.append((index, ReplyFitRules.echoBonus)) }
        }
        var bestIndex = [Int](repeating: -1, count: probabilities.count)
        var bestScore = [Double](repeating: -.infinity, count: probabilities.count)
        let width = model.dimension
        let weight = model.compatibilityWeight
        let replyRuledOutNow = replyRuledOut[form.rawValue]
        let givesReason = answered.tokens.contains(where: ReplyFitRules.reasonCues.contains)
        // "Call me!" does not answer "Can you call me when you get a sec?".
        let requests = ReplyFitRules.requests(in: answered.tokens, marks: newsMarks)
        let messageWords = ReplyIntentLabeler.matchTokens(tokens: answered.tokens)
        // Per-response tables through locals: a property named in the closure below copied the whole generator.
        let responseClasses = self.responseClasses, responsePriors = self.responsePriors, bareWhy = self.bareWhy
        let statesOwnPlace = self.statesOwnPlace, namesDayOnly = self.namesDayOnly, namesClockTime = self.namesClockTime, namesClockOnly = self.namesClockOnly
        let opinionNow = self.opinionNow, statesOwnCondition = self.statesOwnCondition, tellsExperience = self.tellsExperience
        let joinsPlan = self.joinsPlan, askBackGroup = self.askBackGroup, bouncedRequests = self.bouncedRequests
        let unechoableWords = self.unechoableWords, unechoableCounts = self.unechoableCounts, replyNeeds = self.replyNeeds
        var unmetNeeds = ReplyNeeds.unmet(by: answered.tokens)
        if yesNoKind == .favour { unmetNeeds.insert(.factToFind) }
        responseMatrix.withUnsafeBufferPointer { rows in
            u.withUnsafeBufferPointer { context in
                for index in responseClasses.indices {
                    let k = responseClasses[index]
                    guard k > 0, classScores[k] > -.infinity, !replyRuledOutNow[index], givesReason || !bareWhy[index] else { continue }
                    if statesOwnPlace[index], form == .whereQuestion, !asksWhereReaderIs { continue }
                    if asksClockTime, namesDayOnly[index] { continue }
                    if asksDay, namesClockOnly[index] { continue }
                    if asksDuration, namesClockTime[index] { continue }
                    if !replyNeeds[index].isDisjoint(with: unmetNeeds) { continue }
                    if asksExperience ? opinionNow[index] || statesOwnCondition[index] : tellsExperience[index] { continue }
                    if joinsPlan[index], tellsOwnDoing || asksOwnStep || yesNoKind == .offer { continue }
                    if let group = askBackGroup[index], !newsMarks.all.contains(group) { continue }
                    if !requests.isEmpty, let made = bouncedRequests[index], !made.isDisjoint(with: requests) { continue }
                    // "Call me when you can" is not answered with itself.
                    if unechoableCounts[index] == messageWords.count, unechoableWords[index] == messageWords { continue }
                    guard let x = context.baseAddress, let y = rows.baseAddress else { continue }
                    let dot = VectorKernels.dot(x, y + index * width, count: width)
                    var score = classScores[k] + Double(weight * dot) + 0.5 * Double(responsePriors[index])
                    for echo in echoes where echo.index == index { score += echo.bonus }
                    if asksExperience, tellsExperience[index] { score += ReplyFitRules.experienceBonus }
                    if score > bestScore[k] {
                        bestScore[k] = score
                        bestIndex[k] = index
                    }
                }
            }
        }
        // A reply far less likely than the best is filler ("Hey!" after a question about work):
        // show fewer suggestions rather than odd ones.
        let top = bestScore.max() ?? -.infinity
        guard top > -.infinity else { return ReplySuggestions(candidates: [], sentiment: sentiment) }
        // Without a recognized speech act, a best reply this unlikely means the model did not
        // understand the message: no suggestion rather than a filler ("Nice!" to a flat tyre).
        // An offer or a favour the rules recognized is answered yes or no however unsure the model is ("I'm ordering pizza,
        // want anything?", "Could you feed the cat on Tuesday?").
        let answersOffer = (yesNoKind == .offer || yesNoKind == .favour) && answerClasses.contains(where: { bestScore[$0] == top })
        guard messageClass != 0 || top >= Self.firstSlotFloor || answersOffer || sad || (grave && bestScore[sympathyClass] == top) || (callsForThanks && bestScore[thanksClass] == top) else { return ReplySuggestions(candidates: [], sentiment: sentiment) }
        // A greeting that also asks a wh-question ("Hi, how are you?") deserves an answer to it too: the
        // margin is then measured from the best reply that is not of the greeting's own intent.
        var reference = top
        if form == .whQuestion, messageClass != 0, messageClass == classIndex["greeting"] {
            reference = bestScore.indices.filter { $0 != messageClass }.map { bestScore[$0] }.max() ?? top
        }
        // Below the best, a reply must also be likely on its own: a 2nd or 3rd slot is left empty
        // rather than filled with a filler ("Okay!", "Why?") when the message is not a recognized speech act.
        let floor = messageClass == 0 ? Self.otherSlotFloor : -Double.infinity
        let responses = responseSet.responses, fillerClasses = self.fillerClasses, answerClasses = self.answerClasses, asksBack = self.asksBack
        // A question back to a statement the model barely understood ("When?" to "We're out of coffee") is odd more often than not;
        // sad news and a plan turned down call for one ("Are you okay?", "Why?").
        let askBackFloor = messageClass == 0 && form == .statement && !sad && !grave && !turnsPlanDown ? Self.askBackFloor : -Double.infinity
        let ranked = bestIndex.indices.filter { bestIndex[$0] >= 0 && bestScore[$0] >= min(top, reference) - Self.slotMargin
                                                && (bestScore[$0] == top || (bestScore[$0] >= floor && !fillerClasses.contains($0))
                                                    || (form == .yesNoQuestion && answerClasses.contains($0)))
                                                && (bestScore[$0] >= askBackFloor || !asksBack[bestIndex[$0]]) }
            .map { k in ReplyCandidate(text: responses[bestIndex[k]].text, intent: responses[bestIndex[k]].intent, score: bestScore[k]) }
            .sorted { $0.score > $1.score || ($0.score == $1.score && $0.text < $1.text) }
        var chosen = Array(ranked.prefix(maximumCount))
        if form == .yesNoQuestion || ReplyPolarity.isYesNoQuestion(last.text) {
            // The other polarity may come from below the slot margin: a yes/no question deserves both answers.
            let pool = bestIndex.indices.filter { bestIndex[$0] >= 0 }
                .map { k in ReplyCandidate(text: responses[bestIndex[k]].text, intent: responses[bestIndex[k]].intent, score: bestScore[k]) }
                .sorted { $0.score > $1.score || ($0.score == $1.score && $0.text < $1.text) }
            // Which answers lead and how a refusal is worded depend on what the question asks ("Want to grab coffee?" is
            // declined softly, "Do you know a good dentist?" is answered by finding out).
            Self.answerYesNoQuestion(&chosen, pool: pool, kind: yesNoKind ?? ReplyFitRules.yesNoKind(answered.questionOrAnswered), maximumCount: maximumCount)
            if yesNoKind == .offer { chosen = chosen.map { answerWording($0, answers: ReplyFitRules.offerAnswers) } }
            if yesNoKind == .favour { chosen = chosen.map { answerWording($0, answers: ReplyFitRules.favourAnswers) } }
        }
        return ReplySuggestions(candidates: chosen, sentiment: sentiment)
    }
}
