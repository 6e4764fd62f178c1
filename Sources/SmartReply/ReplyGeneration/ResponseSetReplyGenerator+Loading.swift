import Foundation

/// Building a ``ResponseSetReplyGenerator``: from loaded parts (the per-class and per-response tables the
/// scoring reads, computed once) and from the standard files under `Lexicons/replies/`.
extension ResponseSetReplyGenerator {
    /// Creates a generator from loaded parts.
    /// - Throws: `SmartReplyError.modelFileCorrupt` when no intent of `responseSet` is known to `model`.
    public init(responseSet: ResponseSet, model: ReplyModel, sentimentAnalyzer: SentimentAnalyzer?, shorthand: ReplyShorthand = .none,
                emojiAnswers: ReplyEmojiAnswers = .none) throws {
        self.responseSet = responseSet
        self.shorthand = shorthand
        self.emojiAnswers = emojiAnswers
        self.model = model
        self.sentimentAnalyzer = sentimentAnalyzer
        intentEncoder = HashedFeatureEncoder(bucketBits: model.intentBucketBits)
        encoder = HashedFeatureEncoder(bucketBits: model.encoderBucketBits)
        let classIndex = Dictionary(model.classes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.classIndex = classIndex
        recognizer = MessageIntentRecognizer(responseSet: responseSet)
        requiredTones = model.classes.map(ReplyPolarity.requiredTone(intent:))
        cueIndex = ReplyCueIndex(classes: model.classes)
        negativeMoodSuffices = model.classes.map(ReplyFitRules.negativeMoodSuffices.contains)
        var echoWords: [String: [Int]] = [:]
        for (index, response) in responseSet.responses.enumerated() where ReplyFitRules.echoIntents.contains(response.intent) {
            for word in Set(ReplyTokenizer.tokens(of: response.text)) where word.unicodeScalars.count >= 4 {
                echoWords[word, default: []].append(index)
            }
        }
        self.echoWords = echoWords
        answersWishes = model.classes.map { ["you_are_welcome", "you_too", "thanks"].contains($0) }
        closingRole = model.classes.map { ["farewell", "plans_time"].contains($0) ? 1 : ReplyFitRules.closingMisfits.contains($0) ? -1 : 0 }
        ruledOut = ReplyFitRules.Form.allCases.map { form in model.classes.map { ReplyFitRules.rulesOut(intent: $0, after: form) } }
        let replyTokens = responseSet.responses.map { ReplyTokenizer.tokens(of: $0.text) }
        replyRuledOut = ReplyFitRules.Form.allCases.map { form in replyTokens.map { ReplyFitRules.rulesOut(reply: $0, after: form) } }
        bareWhy = replyTokens.map(ReplyFitRules.isBareWhy)
        asksBack = replyTokens.map { $0.last == "?" && ReplyFitRules.askBackKey(reply: $0) == nil }
        askBackGroup = replyTokens.map { tokens in
            ReplyFitRules.askBackKey(reply: tokens).flatMap { ReplyNewsWordIndex.askBackKeys.firstIndex(of: $0) }.map(NewsWord.askBack)
        }
        statesOwnPlace = zip(replyTokens, responseSet.responses).map { ReplyFitRules.statesOwnPlace($0, intent: $1.intent) }
        namesDayOnly = replyTokens.map(ReplyFitRules.namesDayOnly)
        namesClockTime = replyTokens.map(ReplyFitRules.namesClockTime)
        namesClockOnly = replyTokens.map(ReplyFitRules.namesClockOnly)
        replyNeeds = zip(replyTokens, responseSet.responses).map { ReplyNeeds(reply: $0, intent: $1.intent) }
        bouncedRequests = replyTokens.map { tokens in
            let made = ReplyFitRules.requests(in: tokens)
            return made.isEmpty ? nil : made
        }
        declineClass = classIndex["wish_i_could"] ?? 0
        wishClasses = Set(ReplyFitRules.wishIntents.compactMap { classIndex[$0] })
        thanksClass = classIndex["thanks"] ?? 0
        loveClass = classIndex["love"] ?? 0
        youTooClass = classIndex["you_too"] ?? 0
        arrivalClasses = Set(ReplyFitRules.arrivalIntents.compactMap { classIndex[$0] })
        badNewsMisfits = Set(ReplyFitRules.badNewsMisfits.compactMap { classIndex[$0] })
        condolenceMisfits = Set(ReplyFitRules.condolenceMisfits.compactMap { classIndex[$0] })
        wishBackMisfits = Set(ReplyFitRules.wishBackMisfits.compactMap { classIndex[$0] })
        placeAnswerClass = classIndex["place_answer"] ?? 0
        encouragementClass = classIndex["encouragement"] ?? 0
        soundsGoodClass = classIndex["sounds_good"] ?? 0
        answerClasses = Set(["yes", "no", "maybe"].compactMap { classIndex[$0] })
        fillerClasses = Set(ReplyFitRules.fillerIntents.compactMap { classIndex[$0] })
        backchannelClasses = Set(ReplyFitRules.backchannelIntents.compactMap { classIndex[$0] })
        let responseIndex = Dictionary(responseSet.responses.enumerated().map { ($1.text, $0) }, uniquingKeysWith: { first, _ in first })
        self.responseIndex = responseIndex
        tellsExperience = zip(replyTokens, responseSet.responses).map { ReplyFitRules.tellsExperience($0, intent: $1.intent) }
        opinionNow = zip(tellsExperience, responseSet.responses).map { !$0 && ReplyFitRules.opinionIntents.contains($1.intent) }
        joinsPlan = replyTokens.map(ReplyFitRules.joinsPlan)
        statesOwnCondition = zip(replyTokens, responseSet.responses).map { ReplyFitRules.statesOwnCondition($0, intent: $1.intent) }
        ownDoingMisfits = Set(["arrived", "busy_now"].compactMap { classIndex[$0] })
        dontKnowClass = classIndex["dont_know"] ?? 0
        acknowledgeClass = classIndex["acknowledge"] ?? 0
        maybeClass = classIndex["maybe"] ?? 0
        letMeCheckClass = classIndex["let_me_check"] ?? 0
        hostilityAnswerClasses = Set(ReplyFitRules.hostilityAnswerIntents.compactMap { classIndex[$0] })
        moneyAnswerClasses = Set(ReplyFitRules.moneyAnswerIntents.compactMap { classIndex[$0] })
        apologyClass = classIndex["apology"] ?? 0
        invitationMisfits = Set(ReplyFitRules.invitationMisfits.compactMap { classIndex[$0] })
        intentLabeler = ReplyIntentLabeler(responseSet: responseSet)
        speechActAnswers = ReplyFitRules.speechActAnswers.compactMap { answer in
            classIndex[answer.intent].map { ($0, answer.word, answer.replies.compactMap { responseIndex[$0] }) }
        }
        presenceReplies = ReplyFitRules.presenceReplies.compactMap { responseIndex[$0] }
        declinedPlanMisfits = Set(ReplyFitRules.declinedPlanMisfits.compactMap { classIndex[$0] })
        hateMisfits = Set(ReplyFitRules.hateMisfits.compactMap { classIndex[$0] })
        declinedPlanBonus = model.classes.map { ReplyFitRules.declinedPlanAnswers[$0] ?? 0 }
        let unechoable = zip(replyTokens, responseSet.responses).map { tokens, response in
            ReplyFitRules.echoIntents.contains(response.intent) || ReplyFitRules.mayEcho.contains(response.intent)
                ? nil : ReplyIntentLabeler.matchTokens(tokens: tokens).filter { $0 != "." && $0 != "," }
        }
        unechoableWords = unechoable
        unechoableCounts = unechoable.map { $0?.count ?? -1 }
        congratulationClass = classIndex["congratulation"] ?? 0
        sympathyClass = classIndex["sympathy"] ?? 0
        sharesFeatures = model.encoderCharacterGrams && model.encoderBucketBits >= model.intentBucketBits
        responseClasses = responseSet.responses.map { classIndex[$0.intent] ?? -1 }
        guard responseClasses.contains(where: { $0 > 0 }) else {
            throw SmartReplyError(.modelFileCorrupt, "the reply model knows none of the response set's intents; retrain with 'smartreply train replies'")
        }
        let encoder = self.encoder
        responseMatrix = responseSet.responses.flatMap {
            model.encode(encoder.replyFeatures(ReplyTokenizer.tokens(of: $0.text), characterGrams: model.encoderCharacterGrams), table: model.replyTable)
        }
        // Suggesting reads the response vectors above, never the reply table again (only `compatibility(of:context:)`
        // does, for `smartreply score`): its 1.7 MB leave the resident set until then.
        model.replyTable.releaseResidentPages()
        moodAdjustments = Dictionary(uniqueKeysWithValues: SentimentMood.allCases.map { mood in
            (mood, model.classes.map { ReplyPolarity.moodAdjustment(intent: $0, mood: mood) })
        })
        // A reply added after training ("It was great!") has no prior of its own: it gets the median of its intent's
        // replies, not the floor, which would keep it from ever being shown. Letter-free replies ("👋") keep the floor:
        // they answer emoji-only messages (``ReplyEmojiAnswers``) and should not crowd out worded replies.
        let floor = model.responsePriors.values.min() ?? 0
        var intentPriors: [String: [Float]] = [:]
        for response in responseSet.responses {
            if let prior = model.responsePriors[response.text] { intentPriors[response.intent, default: []].append(prior) }
        }
        let medians = intentPriors.mapValues { priors in priors.sorted()[priors.count / 2] }
        responsePriors = responseSet.responses.map { response in
            model.responsePriors[response.text]
                ?? (response.text.contains(where: \.isLetter) ? medians[response.intent] ?? floor : floor)
        }
    }

    /// Every reply of the standard response set `replies/responses.tsv` under `lexicons`, in file
    /// order (score 0), without loading the model: for checking that each has a translation.
    /// - Throws: `SmartReplyError` `.modelFileMissing` or `.modelFileCorrupt` naming the file.
    public static func responses(lexicons: URL) throws -> [ReplyCandidate] {
        try ResponseSet.load(from: lexicons.appendingPathComponent("replies/responses.tsv")).responses
    }

    /// Loads `replies/responses.tsv`, `replies/model.bin`, `replies/shorthand.tsv` and `replies/emoji_answers.tsv`
    /// and the `sentiment/` lexicons under `lexicons`; each file must be present (a deleted table used to be
    /// skipped unseen, so emoji-only messages silently lost their answers).
    /// - Throws: `SmartReplyError` `.modelFileMissing`, `.modelFileCorrupt` or `.modelVersionUnsupported` naming the file.
    public static func standard(lexicons: URL) throws -> ResponseSetReplyGenerator {
        let replies = lexicons.appendingPathComponent("replies")
        let shorthandURL = replies.appendingPathComponent("shorthand.tsv")
        let emojiURL = replies.appendingPathComponent("emoji_answers.tsv")
        return try ResponseSetReplyGenerator(
            responseSet: ResponseSet.load(from: replies.appendingPathComponent("responses.tsv")),
            model: ReplyModel.load(from: replies.appendingPathComponent("model.bin")),
            sentimentAnalyzer: SentimentAnalyzer(lexicons: lexicons),
            shorthand: ReplyShorthand.load(from: shorthandURL),
            emojiAnswers: ReplyEmojiAnswers.load(from: emojiURL))
    }
}
