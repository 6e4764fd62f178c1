/// Rules of ``ReplyFitRules`` on the type of answer a message calls for, beyond its form (``ReplyFitRules/Form``):
/// a choice question is answered by choosing or leaving the choice ("Tuesday or Wednesday?" → "Either is fine.", not
/// "I'm free after 5."), a question for a day by a day, not a clock time; surprise ("Wow!") and the other fillers answer
/// news told as fact, not a complaint ("That film was way too long") nor a guess ("Pretty sure my scarf is in your
/// car"). Written by hand from the odd suggestions of fresh sample Q
/// (`Tests/SmartReplyTests/Fixtures/ReplyDev/fresh-verdicts-Q.tsv`, read by a person; no evaluation data used).
extension ReplyFitRules {
    /// Words after "or" that close a question rather than offer a second choice ("Are you coming or not?", "… or what?").
    static let closingAlternatives: Set<String> = ["not", "no", "what", "something", "anything", "so", "whatever", "nah", "smth", "sth"]

    /// Whether the question `tokens` (``ReplyTurn/questionOrAnswered``) offers a choice between named options: "Tuesday or
    /// Wednesday?", "Should I bring wine or beer?", "Do you want the blue one or the green one?". Not "Are you coming or
    /// not?" nor two questions joined by "or" ("Did you eat or should I cook?", "… or do you want to stay in?").
    /// - Complexity: O(tokens).
    static func offersChoice(_ tokens: ArraySlice<String>) -> Bool {
        guard tokens.contains("?") else { return false }
        let words = Array(tokens.filter { $0 != "?" && $0 != "!" })
        for (index, word) in words.enumerated() where word == "or" && index > 0 && index + 1 < words.count {
            let next = words[index + 1]
            if closingAlternatives.contains(next) || auxiliaries.contains(next) || subjects.contains(next) || whWords.contains(next) { continue }
            return true
        }
        return false
    }

    /// Intents that name or propose a time ("Around 7.", "Later today.", "How about tomorrow?", "See you at 7!").
    static let timeAnswerIntents: Set<String> = ["time_answer", "plans_time"]

    /// Whether a wh-question asks for a time: "when", "what time", "which day", "how long", "how soon", "until when".
    /// - Complexity: O(tokens).
    static func asksTime(_ tokens: ArraySlice<String>) -> Bool {
        if tokens.contains(where: ["when", "whens", "til", "till", "until"].contains) { return true }
        return zip(tokens, tokens.dropFirst()).contains { first, second in
            (["what", "which"].contains(first) && ["time", "times", "day", "days", "date", "night", "weekend"].contains(second))
                || (first == "how" && ["long", "soon", "late", "early"].contains(second))
        }
    }

    /// Words of a question about what one is doing ("What's up?", "What are you doing?", "what's new?", "What are you up
    /// to?"): "Nothing much." answers a wh-question only with one of them.
    static let activityWords: Set<String> = ["up", "new", "doing", "happening", "going", "wyd", "sup", "wassup", "plans", "hows", "hi",
                                             "hey", "hello", "yo", "hiii"]

    /// Words of a wh-question about how one is ("How are you?", "how's it going", "What's up?", "what's new?").
    static let wellbeingQuestionWords: Set<String> = ["how", "hows", "up", "new", "sup", "wassup"]

    /// Intents that tell how one is or return that question ("Pretty good!", "Not so good.", "What about you?").
    static let wellbeingAnswerIntents: Set<String> = ["i_am_fine", "not_great", "question_back"]

    /// The wording of an answer to an offer ("Want me to save you a seat?" → "Yes, please!" | "No, thanks."), by intent.
    static let offerAnswers: [String: String] = ["yes": "Yes, please!", "no": "No, thanks."]

    /// The wording of an answer to a favour asked ("Could you feed the cat on Tuesday?" → "Of course!" | "No, sorry."; not
    /// "Yes, I do." nor a bare "No."), by intent.
    static let favourAnswers: [String: String] = ["yes": "Of course!", "no": "No, sorry."]

    /// The intents that answer a choice question: leaving the choice ("Either is fine.", "You choose!") or not knowing
    /// yet ("I don't know.", "Let me check."). The response set holds no reply that names an option.
    static let choiceAnswerIntents: Set<String> = ["up_to_you", "dont_know", "let_me_check"]

    /// Whether the question asks for a day ("Which day works better for you?", "What day is the party?", "which
    /// night suits you?"): a clock time alone ("I'm free after 5.", "Around 7.") does not answer it.
    /// - Complexity: O(tokens).
    static func asksDay(_ tokens: ArraySlice<String>) -> Bool {
        zip(tokens, tokens.dropFirst()).contains { ["which", "what"].contains($0) && ["day", "days", "date", "night", "weekend"].contains($1) }
    }

    /// Whether a reply names a time of day without a day ("I'm free after 5.", "Around 7.", "At noon.", "In five
    /// minutes."; not "Tomorrow morning." nor "Later today.").
    static func namesClockOnly(_ tokens: [String]) -> Bool {
        let clock = tokens.contains { $0.first?.isNumber == true || ["noon", "midnight", "minutes", "minute", "hour", "hours"].contains($0) }
        return clock && !tokens.contains(where: dayWords.contains)
    }

    /// Words of a complaint: annoyance, excess, a nuisance that repeats ("again", "keeps").
    static let complaintWords: Set<String> = [
        "ugh", "annoying", "annoyed", "worst", "sucks", "ridiculous", "rude", "overpriced", "fed", "again", "keeps", "meh", "boring",
        "bored", "useless", "hate", "🙄", "😒", "😤", "😑", "🤦",
    ]

    /// Words of wanting or looking forward, by which "again" asks for more rather than complains ("Can't wait to go
    /// again!", "Let's do it again", "I'd love to see them again").
    static let wantingWords: Set<String> = ["wait", "lets", "want", "wanna", "hope", "love", "soon", "next", "would", "id", "like",
                                            "miss", "excited"]

    /// VADER compound above which a message is too glad to be a complaint ("Can't wait to go again!").
    static let complaintCompoundCeiling = 0.3

    /// Whether a statement complains: a word of ``complaintWords`` or an excess ("way too long", "too expensive"; not "me
    /// too", "love you too"), with a VADER `compound` (nil: unknown) not above ``complaintCompoundCeiling``. Surprise or a
    /// filler ("Wow!", "Okay!", "Interesting!") is no answer to it.
    /// - Complexity: O(tokens).
    static func complains(_ tokens: ArraySlice<String>, compound: Double?) -> Bool {
        guard (compound ?? 0) <= complaintCompoundCeiling else { return false }
        let words = Array(tokens.filter { $0 != "?" && $0 != "!" })
        let wantsMore = words.contains(where: wantingWords.contains)
        for (index, word) in words.enumerated() {
            // "The bus is late again"; not "Can't wait to go again!".
            if complaintWords.contains(word), word != "again" || !wantsMore { return true }
            if word == "too", index + 1 < words.count, !["me", "you", "u", "us", "them", "ya", "and", "but"].contains(words[index + 1]),
               index == 0 || !["me", "you", "u", "us", "them", "it", "ya"].contains(words[index - 1]) {
                return true
            }
        }
        return false
    }

    /// Intents that do not answer a complaint: surprise, fillers and joy ("Wow!", "Okay!", "Interesting!", "Nice!").
    static let complaintMisfits: Set<String> = ["surprise", "interest", "acknowledge", "cool", "glad_to_hear", "excited", "like_it",
                                                "compliment", "congratulation", "have_fun", "nice_day", "good_luck"]

    /// Whether a statement guesses rather than tells ("Pretty sure my scarf is still in your car", "I think the shop
    /// closes at 6", "Probably gonna rain"): "Wow!" is surprise at news, not at a guess.
    /// - Complexity: O(tokens).
    static func guesses(_ tokens: ArraySlice<String>) -> Bool {
        var previous = ""
        for word in tokens {
            if ["probably", "maybe", "perhaps", "might"].contains(word) { return true }
            if (previous == "pretty" || previous == "fairly") && word == "sure" { return true }
            if previous == "i" && ["think", "guess", "bet", "reckon", "suppose"].contains(word) { return true }
            previous = word
        }
        return false
    }
}

extension ResponseSetReplyGenerator {
    /// The classes the answer-type rules rule out for the message answered (``ReplyTurn/questionOrAnswered``
    /// `question`, of form `form`, yes/no kind `kind` when it is a question, VADER `compound`), and, after a choice question, the only classes that may answer
    /// it (``ReplyFitRules/choiceAnswerIntents``; nil otherwise).
    /// - Complexity: O(tokens).
    func answerTypeMisfits(_ question: ArraySlice<String>, form: ReplyFitRules.Form, kind: YesNoKind?, compound: Double?) -> (misfits: [Int], only: [Int]?) {
        if form != .statement {
            var misfits: [Int] = []
            if form == .whQuestion {
                // "Around 7." or "How about tomorrow?" answer when, not "What are you getting your dad for Christmas?".
                if !ReplyFitRules.asksTime(question) { misfits += ReplyFitRules.timeAnswerIntents.compactMap { classIndex[$0] } }
                // "Nothing much." answers what one is doing, not what one is buying.
                if !question.contains(where: ReplyFitRules.activityWords.contains), let whatsUp = classIndex["whats_up"] { misfits.append(whatsUp) }
                // "Pretty good!" or "What about you?" answer how one is, not "What are you having for dinner?".
                if !question.contains(where: ReplyFitRules.wellbeingQuestionWords.contains) {
                    misfits += ReplyFitRules.wellbeingAnswerIntents.compactMap { classIndex[$0] }
                }
            }
            // "Want me to save you a seat?" is taken or turned down, not hedged ("Maybe.").
            // Nor is a favour asked ("Could you feed the cat on Tuesday?").
            if form == .yesNoQuestion, kind == .offer || kind == .favour { misfits.append(maybeClass) }
            let choice = ReplyFitRules.offersChoice(question)
            return (misfits, choice ? ReplyFitRules.choiceAnswerIntents.compactMap { classIndex[$0] } : nil)
        }
        var misfits: [Int] = []
        if ReplyFitRules.complains(question, compound: compound) {
            misfits = ReplyFitRules.complaintMisfits.compactMap { classIndex[$0] }
        } else if ReplyFitRules.guesses(question), let surprise = classIndex["surprise"] {
            misfits.append(surprise)
        }
        return (misfits, nil)
    }

    /// `candidate` worded as an answer to an offer (`answers` ``ReplyFitRules/offerAnswers``: "Yeah!" → "Yes, please!", "No." →
    /// "No, thanks.") or to a favour (``ReplyFitRules/favourAnswers``), with its score, when the response set holds that
    /// wording; else `candidate` unchanged.
    func answerWording(_ candidate: ReplyCandidate, answers: [String: String]) -> ReplyCandidate {
        guard let text = answers[candidate.intent], let index = responseIndex[text],
              responseSet.responses[index].intent == candidate.intent else { return candidate }
        return ReplyCandidate(text: text, intent: candidate.intent, score: candidate.score)
    }
}
