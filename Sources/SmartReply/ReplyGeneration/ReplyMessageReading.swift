/// What ``ResponseSetReplyGenerator`` reads from the message answered before it scores any reply: the classifier's
/// intent probabilities, the speech act the message opens with, its form, mood and news, and the answer types it calls
/// for. Built once per message by the candidates stage (``ResponseSetReplyGenerator/readMessage(_:sentiment:maximumCount:)``)
/// and read by the fit, rerank and diversity stages; every field is computed exactly as the single pass computed it.
struct ReplyMessageReading {
    /// The message answered (after shorthand expansion; the question after a greeting, "Hey, want lunch?" → "want lunch?").
    let answered: ReplyTurn
    /// The text of the last message of the context, as written (for ``ReplyPolarity/isYesNoQuestion(_:)``).
    let lastText: String
    /// The VADER compound of the message (or the context's own sentiment), in [-1, 1]; nil without an analyzer.
    let sentiment: Double?
    /// P(intent | context) for every class of the model, index 0 being `none`.
    let probabilities: [Float]
    /// 1 − P(none | context), in (0, 1].
    let triggerScore: Float
    /// The class of the speech act the message opens with (``MessageIntentRecognizer``), 0 when none.
    let messageClass: Int
    /// Whether that speech act is in the sentence answered (not an earlier one).
    let inAnswered: Bool
    /// The context vector of the dual encoder, of the model's dimension.
    let context: [Float]
    /// The form of the sentence answered.
    let form: ReplyFitRules.Form
    /// Class cues the message holds (``ReplyCueIndex``) and its news marks per sentence and in all.
    let cues: ReplyCueIndex.Marks
    let newsMarks: (each: [NewsWord], all: NewsWord)
    /// Bad news told ("lol I got dumped"), big good news ("I got the job!!"), a sad feeling, bad news as a statement.
    let isBadNews: Bool, goodNews: Bool, sad: Bool, grave: Bool
    /// The mood compound the rules read (VADER lowered by inflections, bad news, raised by good news), nil when unknown.
    let moodCompound: Double?
    /// Per class: the mood adjustment of ``moodCompound``'s mood, nil when there is no mood.
    let moodRow: [Double]?
    /// A closing ("perfect, see you at 9"), a wish told ("Have a safe trip!"), a message thanked for (wish or condolence).
    let closing: Bool, isWish: Bool, callsForThanks: Bool
    /// The kind of the yes/no question answered (nil after a statement) and whether the message invites the reader.
    let yesNoKind: YesNoKind?, invites: Bool
    /// The classes the answer type rules out, and the only classes a choice question admits (nil otherwise).
    let answerType: (misfits: [Int], only: [Int]?)
    /// "love you" to the reader, a plan turned down, hate of a group.
    let declaresLove: Bool, turnsPlanDown: Bool, hatesGroup: Bool
    /// What the question asks: where the reader is, the writer's own step, to be told later, a clock time, a duration, a
    /// day, something other than "what".
    let asksWhereReaderIs: Bool, asksOwnStep: Bool, asksToBeToldLater: Bool, asksClockTime: Bool, asksDuration: Bool, asksDay: Bool,
        asksOtherThanWhat: Bool
    /// Thanks in the sentence answered; a wish in the message (thanked for or wished back).
    let thanksInAnswered: Bool, hasWish: Bool
    /// A question about the reader's experience ("How was the concert?").
    let asksExperience: Bool
    /// A statement of the writer's own doings, a later day named, a feeling told, a question after news ("Any plans?").
    let tellsOwnDoing: Bool, namesLaterDay: Bool, tellsFeeling: Bool, asksForNews: Bool
    /// Anger or blame aimed at the reader ("I'm so angry at you"): only an apology or asking what is wrong answers it
    /// (``ReplyFitRules/isHostileToReader(_:compound:)``); a request for money ("Can you lend me 50?"): only cautious
    /// replies (``ReplyFitRules/asksForMoney(_:)``).
    let hostileToReader: Bool, asksForMoney: Bool
    /// The classes whose occasion the message lacks (``ResponseSetReplyGenerator/occasionMisfits(_:form:compound:isBadNews:)``).
    let occasionMisfits: [Int]
}
