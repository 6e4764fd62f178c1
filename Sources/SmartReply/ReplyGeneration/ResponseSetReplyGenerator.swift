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
///     // suggestions.candidates.map(\.text) == ["Congrats!"] with the committed model: up to `maximumCount`
///     // replies of distinct intents, fewer when only one fits well
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
    /// The classes of ``ReplyFitRules/hostilityAnswerIntents`` and ``ReplyFitRules/moneyAnswerIntents``, the only ones
    /// shown after anger at the reader or a request for money; the class of `apology` (0 when absent).
    let hostilityAnswerClasses: Set<Int>, moneyAnswerClasses: Set<Int>, apologyClass: Int
    /// The classes of ``ReplyFitRules/invitationMisfits``, never shown after an invitation.
    let invitationMisfits: Set<Int>
    /// Maps any text to the response-set entry it matches, for the mood term of ``compatibility(of:context:)``.
    let intentLabeler: ReplyIntentLabeler
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

    /// The synchronous core of ``suggestReplies(for:maximumCount:)``, in four stages: candidates (read the message,
    /// trigger or not, ``readMessage(_:sentiment:maximumCount:)``), fit (per-class scores and vetoes,
    /// ``classScores(for:)``), rerank (the best reply of each class by the dual encoder, ``bestReplies(for:classScores:)``)
    /// and diversity (one per intent, floors, yes/no polarity, ``diverseSuggestions(for:best:maximumCount:)``).
    /// - Complexity: O(f·(K + D) + R·D) for f context features, K intents, D embedding width and R responses.
    public func suggestions(for context: ReplyContext, maximumCount: Int) -> ReplySuggestions {
        guard let last = context.messages.last else { return ReplySuggestions(candidates: []) }
        let sentiment = context.sentiment ?? sentimentAnalyzer?.compound(of: last.text)
        guard maximumCount > 0 else { return ReplySuggestions(candidates: [], sentiment: sentiment) }
        switch readMessage(context, sentiment: sentiment, maximumCount: maximumCount) {
        case .decided(let suggestions):
            return suggestions
        case .read(let message):
            let classScores = classScores(for: message)
            return diverseSuggestions(for: message, best: bestReplies(for: message, classScores: classScores), maximumCount: maximumCount)
        }
    }
}
