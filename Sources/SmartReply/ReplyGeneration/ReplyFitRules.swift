/// Hand-written rules that keep a reply intent away from messages it cannot answer, for
/// ``ResponseSetReplyGenerator``: occasion replies need a sign of their occasion ("Happy
/// birthday!" needs a birthday, "Get well soon!" an illness), and the form of the sentence
/// answered (a statement, a yes/no question, a wh-question) rules out replies of the wrong
/// kind ("Yeah!" to "When are you back?", "Congrats!" to "Want to get coffee?").
///
/// Written by hand for the intents of `Lexicons/replies/responses.tsv` (no evaluation data
/// used). A rule is skipped when the message opens with a speech act that lifts the intent
/// (``ReplyModel/gateLift``): "Good morning! Slept well?" may still get "Good morning!".
enum ReplyFitRules {
    /// The words of `tokens` (``ReplyTokenizer`` tokens) without the punctuation tokens "?", "!", "," and ".", which the
    /// word-position rules skip ("Can you, like, lend me 50?" reads "can you like lend me 50").
    /// - Complexity: O(tokens).
    static func words<Tokens: Sequence<String>>(of tokens: Tokens) -> [String] {
        tokens.filter { $0 != "?" && $0 != "!" && $0 != "," && $0 != "." }
    }

    /// Question words that open a wh-question.
    static let whWords: Set<String> = ["what", "whats", "where", "wheres", "when", "who", "whos", "why", "how", "hows", "which", "whose"]

    /// Verbs that open a yes/no question without a question mark ("are you coming").
    static let auxiliaries: Set<String> = [
        "do", "does", "did", "are", "is", "was", "were", "am", "can", "could", "will", "would", "should", "shall", "have", "has",
        "want", "wanna", "r",
    ]

    /// Subjects that follow the verb in such a question.
    static let subjects: Set<String> = ["you", "u", "we", "i", "they", "he", "she", "it", "there", "anyone", "anybody", "ya", "yall"]

    /// Whether replies of `intent` are ruled out after a sentence of `form` whose first word is `first`.
    static func rulesOut(intent: String, after form: Form) -> Bool {
        switch form {
        case .statement:
            // Answers to a question nobody asked.
            return ["time_answer", "place_answer", "up_to_you", "let_me_check", "dont_know", "i_am_fine"].contains(intent)
        case .yesNoQuestion, .whQuestion, .whereQuestion:
            // Reactions to news or wishes do not answer a question ("Good luck!" to "Want coffee?").
            if reactions.contains(intent) { return true }
            // "Interesting!" or "Wow!" do not answer "How much did you pay for the tickets?".
            if intent == "interest" || intent == "surprise" { return true }
            // "Okay!" does not answer "What should I get my dad?".
            if form != .yesNoQuestion, intent == "acknowledge" { return true }
            // "Later today." does not answer "Did you get my email?".
            // "Later today." or "See you later!" do not answer "Did you get my email?" or "Coffee tomorrow?".
            if form == .yesNoQuestion { return intent == "time_answer" || intent == "plans_time" }
            // "Coming!" answers "Where are you?", not "Who else is coming?".
            if form == .whQuestion, ["on_my_way", "arrived", "running_late", "brb"].contains(intent) { return true }
            // "Pretty good!", "What about you?" or "I'm free after 5." do not answer "Where did you buy that jacket?".
            if form == .whereQuestion, ["i_am_fine", "not_great", "question_back", "whats_up", "like_it", "dislike", "time_answer",
                                        "plans_time"].contains(intent) {
                return true
            }
            // "Yeah!" or "I wish I could!" do not answer "When are you back?".
            return ["yes", "no", "wish_i_could", "sounds_good", "maybe", "agreement", "disagreement", "hope", "will_do"].contains(intent)
        }
    }

    /// Intents that react to news, wishes or greetings and never answer a question.
    static let reactions: Set<String> = [
        "congratulation", "sympathy", "sorry_to_hear", "get_well", "glad_to_hear", "cool", "good_luck", "have_fun", "nice_day",
        "happy_birthday", "holiday_wishes", "thanks_compliment", "you_too", "accept_apology", "welcome_back", "compliment",
        "encouragement", "farewell", "good_night", "laugh", "miss_you", "excited", "me_too", "no_rush", "good_morning",
    ]

    /// Words of which a statement needs one for `intent` to answer it: "Yeah!" fits "Let's go
    /// tonight" or "I think we should leave", not "Happy new year!". `nil`: no sign needed.
    static func statementCues(intent: String) -> Set<String>? {
        switch intent {
        // A statement is answered yes or no when it proposes or claims something ("Let's leave at 6", "We should
        // call her", "It's true, isn't it"), not when it tells what the writer wants or thinks ("I want pizza",
        // "I think I'll stay home": "Maybe." or "No." would answer a question nobody asked).
        case "yes", "no", "maybe": return ["lets", "should", "maybe", "right", "agree", "shall", "guess", "bet", "must", "isnt", "true"]
        // "Made it!", "I'm home!" answer a statement that waits for the reader or hopes they arrived ("We're all waiting",
        // "Hope you got home safe"), not one that mentions a home or a booking ("The restaurant was fully booked so we're
        // eating at home": sample R).
        case "arrived": return ["waiting", "wait", "yet", "safe", "safely", "arrive", "arrived", "land", "landed", "got", "get", "ready",
                                "where", "whereabouts", "here"]
        default: return nil
        }
    }

    /// Whether the reply `tokens` (``ReplyTokenizer`` tokens, punctuation included) does not answer a sentence
    /// of `form` although its intent may: "See you later!" is no answer to "Which day works for you?", and
    /// "Why?" asks for the reason of a statement, not of a question.
    static func rulesOut(reply tokens: [String], after form: Form) -> Bool {
        let words = tokens.filter { $0 != "?" && $0 != "!" && $0 != "." && $0 != "," }
        switch form {
        case .statement: return false
        case .yesNoQuestion, .whQuestion, .whereQuestion:
            return words == ["why"] || (words.count >= 2 && words[0] == "see" && words[1] == "you")
        }
    }

    /// Whether `tokens` is a reply that asks for a reason ("Why?", "How so?", "What do you mean?"), which
    /// fits a decision, a refusal or an opinion ("I'm not coming", "I quit", "It's the worst") and is an
    /// odd answer to news ("The heating is broken", "Just got out of the gym").
    static func isBareWhy(_ tokens: [String]) -> Bool {
        let words = tokens.filter { $0 != "?" && $0 != "!" }
        return words == ["why"] || words == ["how", "so"] || words == ["really", "how", "come"] || words == ["what", "do", "you", "mean"]
    }

    /// Signs of a decision, a refusal or an opinion whose reason one may ask ("Why?").
    static let reasonCues: Set<String> = [
        "not", "dont", "didnt", "wont", "never", "quit", "quitting", "leaving", "moving", "cancel", "cancelled", "canceled",
        "hate", "decided", "stop", "stopped", "refuse", "sell", "selling", "change", "changed",
        "think", "should", "shouldnt", "best", "worst", "overrated", "underrated", "wrong", "stupid", "boring",
    ]

    /// Intents of wishes a message may open with ("Get well soon!", "Good luck!"): they are thanked for.
    static let wishIntents: Set<String> = ["get_well", "good_luck", "have_fun", "nice_day", "happy_birthday", "congratulation",
                                           "holiday_wishes", "encouragement"]

    /// Intents that do not answer a wish or a condolence ("It's okay." to "Sorry for your loss", "Okay!" to "Get well soon!").
    static let condolenceMisfits: Set<String> = ["accept_apology", "you_are_welcome", "apology", "hope", "acknowledge", "excited",
                                                 "farewell", "surprise", "encouragement", "will_do", "yes", "no", "maybe"]

    /// Score added to `thanks` after a wish or a condolence (natural log units).
    static let thanksBonus = 2.0

    /// Whether `tokens` (a message's) offer condolences rather than apologize: "sorry" with a sign that
    /// the misfortune is the reader's ("Sorry for your loss", "So sorry to hear about your dad", "sorry about
    /// your cat"), or "condolences"; not "Sorry I missed your call" or "Sorry, I didn't hear you".
    /// - Complexity: O(tokens).
    static func isCondolence(_ tokens: [String]) -> Bool {
        if tokens.contains("condolences") { return true }
        guard tokens.contains("sorry") || tokens.contains("sry") else { return false }
        var previous = ""
        for token in tokens {
            if condolenceCues.contains(token) { return true }
            if (previous == "about" && token == "your") || (previous == "to" && token == "hear")
                || ((previous == "hear" || previous == "heard") && token == "about") || (previous == "going" && token == "through") {
                return true
            }
            previous = token
        }
        return false
    }

    /// Words that make a "sorry" one for the reader's misfortune, not the writer's fault.
    static let condolenceCues: Set<String> = ["loss", "passing", "passed", "died", "funeral"]

    /// Intents that fit almost any statement and say little ("Okay!", "Wow!", "Interesting!"): shown only
    /// as the best reply, never to fill a 2nd or 3rd slot next to a reply that answers the message.
    static let fillerIntents: Set<String> = ["acknowledge", "surprise", "interest"]

    /// Intents of messages that only acknowledge ("yeah", "ok 👍", "I see", "Sounds good to me").
    static let backchannelIntents: Set<String> = ["yes", "acknowledge", "agreement", "sounds_good"]

    /// At most this many words (emoji included) make a message a bare backchannel.
    static let backchannelLength = 4

    /// Words that address the person answering: praise with one of them ("You did an amazing job") is
    /// answered ("Aww, thanks!") even when the intent classifier would not trigger.
    static let secondPerson: Set<String> = ["you", "your", "youre", "yours", "u", "ur", "ya"]

    /// VADER compound from which a statement addressing the person answering counts as praise.
    static let praiseCompound = 0.5

    /// Words of which a yes/no question needs one for `intent` to answer it: "Pretty good!" answers
    /// "You alright?" or "Did you sleep well?", not "Are you going to Lisa's wedding?". `nil`: no sign needed.
    static func yesNoQuestionCues(intent: String) -> Set<String>? {
        switch intent {
        case "i_am_fine", "not_great": return ["ok", "okay", "alright", "well", "good", "fine", "better", "feeling", "feel", "sleep",
                                               "slept", "everything", "all"]
        default: return nil
        }
    }

    /// Intents for which a clearly negative message (VADER compound below −0.05) counts as their sign.
    static let negativeMoodSuffices: Set<String> = ["sympathy", "sorry_to_hear", "are_you_ok", "encouragement"]

    /// Words that rule an intent out wherever they appear in the message answered: "Have fun!"
    /// does not answer "Let's go hiking" (the speaker invites you), "Congrats!" not "I didn't
    /// get the flat", "Oh no!" not "I found my wallet". `nil`: none.
    static func forbiddenCues(intent: String) -> Set<String>? {
        switch intent {
        // Nor "Have fun!" to being stuck or busy or a promise to send something ("I'm stuck in a meeting, will call you later";
        // "Going to the beach, I'll text you later" still gets it).
        case "have_fun", "nice_day": return setbackCues.union(["lets", "join", "us", "wanna", "want", "should", "shall", "stuck", "busy",
                                                               "send", "traffic"])
        // "Same!" shares the writer's feeling, not praise of the reader's things ("I love your haircut").
        case "me_too": return illnessCues.union(["your", "ur", "yours"])
        // "Look at this 😂😂" is a joke, not a photo to admire.
        case "compliment": return humourCues.union(["need", "needs"])
        // "Made it!" answers "Are you here?", not "Did it come?" or "Is it cold outside?".
        case "arrived": return ["did", "does", "do", "is", "it"]
        case "glad_to_hear": return setbackCues
        // "Can't wait!" looks forward, not back at "The restaurant was closed when we got there" (sample N).
        case "excited": return setbackCues.union(pastCues)
        // Nor does "I'm in!" join a plan in a report of the past (sample N, after "Can't wait!" was ruled out).
        case "sounds_good": return pastCues
        // "Hopefully!" wants what is asked about, not "Is it going to rain tomorrow?" (sample N).
        case "hope": return unwantedCues
        // "I just got back from the gym" is no achievement ("got" is a sign of one), nor is getting ill ("I think I'm getting a cold").
        case "congratulation": return setbackCues.union(illnessCues).union(["back"])
        // "Go for it!" cheers a plan on, not an illness ("I think I have a virus").
        case "encouragement": return illnessCues
        // "Later today." answers when, not "Long time no see, how have you been?".
        case "time_answer": return ["been"]
        // "I need a new phone" tells of a want, nothing done yet to admire.
        case "cool": return setbackCues.union(["need", "needs"])
        // "What are you up to?" answers free time, not a want ("I need a new phone", "I think I need a holiday").
        case "ask_plans": return ["need", "needs", "started", "job"]
        // "Do you want to come?" invites to the reader's own plan, not back to "We should go hiking this weekend".
        case "invite": return ["we", "lets", "us"]
        // "Just landed in Berlin" is away, not back ("back", "home" lift it).
        case "welcome_back": return ["in"]
        // "bro that was sick 🔥" praises.
        // Nor longing ("I really miss our long walks": VADER reads "miss" as sad).
        case "sympathy", "sorry_to_hear": return ["found", "finally", "won", "better", "recovered", "fixed", "sorry", "oops", "😅", "🔥",
                                                  "miss", "missing"]
        case "get_well": return ["🔥"]
        // Longing is no distress: "I really miss our long walks" got "Are you okay?" (sample N).
        case "are_you_ok": return ["🔥", "miss", "missing"]
        // "I'm by the fountain, can't see you" is no longing ("Can't wait to see you!", sample N).
        case "miss_you": return ["cant", "cannot", "couldnt", "dont"]
        // Nor a goodbye ("See you!").
        case "farewell": return ["cant", "cannot", "couldnt"]
        case "thanks": return ["thanks", "thank", "thx", "ty", "tnx"]
        // "How's your back feeling?" asks how one is, not for an opinion ("It's great!").
        // Nor a person ("Do you love me?" → not "I like it!").
        case "like_it", "dislike": return illnessCues.union(setbackCues).union(["much", "many", "long", "far", "old", "name", "feeling", "me",
                                                                                "him", "her", "us"])
        // "I'm at work right now." answers "Can you talk?", not "Are you free on Thursday evening?".
        // Nor "Be right back!" ("Are you free for a quick call this afternoon?" got it).
        case "busy_now", "brb": return ["afternoon", "morning", "week", "tomorrow", "tonight", "later", "weekend", "next", "evening", "monday", "tuesday", "wednesday",
                                 "thursday", "friday", "saturday", "sunday", "after", "ill"]
        // "Nice to meet you!" greets someone new, not "Let's meet at the café at 6".
        case "nice_to_meet": return ["lets", "should", "shall", "where", "when", "tomorrow", "tonight", "later", "want", "wanna", "can", "could"]
        // "Where are you?" or "Where is it?" ask what "Let's meet at the café" or "I'm at home" already say.
        case "where": return ["at"]
        case "wish_i_could": return ["dont", "not", "cant", "cannot", "wont", "couldnt"]
        case "place_answer": return ["buy", "bought", "find", "found", "get", "got"]
        // "Good luck!" wishes for what is to come, not for "My boss praised my report today".
        case "good_luck": return ["praised", "passed", "won", "finished", "promoted", "hired", "accepted", "went", "was"]
        // "All night", "last night", "every night" tell of a night; they do not say good night.
        case "good_night": return ["all", "last", "every", "whole"]
        // "This morning", "every morning" tell of a morning; they do not greet.
        case "good_morning": return ["this", "yesterday", "tomorrow", "every", "all", "last", "since", "until", "whole"]
        // "Guess what!" asks to be asked, not "What's up?".
        // "How's your back feeling?" asks how one is ("Pretty good!"), not what one is doing.
        case "whats_up": return ["guess", "feeling", "feel"]
        // "Start without me, I'm late." does not answer someone who says they are late themselves.
        case "running_late": return ["im", "i", "ill", "ive", "were", "we", "its", "it"]
        // "Coming!" answers "I'm here" or "Where are you?", not "It's snowing here!".
        case "on_my_way": return ["its", "it"]
        // "I don't know." answers questions about the world, not about the person asked ("Do you want…?")
        // nor a plan or an offer the asker makes them ("Lunch tomorrow?", "Are we still on?", "I made soup, want some?").
        case "dont_know": return ["you", "u", "your", "ur", "yours", "hiii", "hi", "hey", "we", "lets", "lunch", "dinner", "brunch",
                                  "breakfast", "drinks", "coffee", "want", "wanna", "some", "fancy"]
        // "Pretty good!" answers "How was it?", not "How much was it?" or "How long does it take?".
        // "Did you get home ok?" asks about the way home, not how one feels ("I'm tired.").
        case "i_am_fine": return ["much", "many", "long", "far", "old", "often", "big", "late", "early", "home", "back"]
        case "not_great": return ["home", "back"]
        default: return nil
        }
    }

    /// Words that lift a ``forbiddenCues(intent:)`` rule: "Do you know if it's open?" may get "I don't know.",
    /// "I'm here, where are you?" may get "Running late, sorry!".
    static func forbiddenExceptions(intent: String) -> Set<String>? {
        switch intent {
        case "dont_know": return ["know", "think", "remember", "idea", "heard", "guess", "sure"]
        case "welcome_back": return ["back", "home"]
        // "I got back my exam and I passed!" is one, though "back" rules it out for "I just got back from the gym".
        case "congratulation": return ["passed", "won", "promoted", "hired", "accepted", "graduated", "engaged", "pregnant", "job"]
        // "We were invited to her wedding next month" still looks forward.
        case "excited": return ["next", "soon", "will", "gonna"]
        // "We went there last year, let's go again!" proposes.
        case "sounds_good": return ["next", "soon", "will", "gonna", "lets", "should", "shall", "want", "wanna", "tonight", "tomorrow"]
        // "Is it not going to rain?" or "Will the rain stop?" may be hoped for; so may what the writer hopes ("I hope it's not late").
        case "hope": return negations.union(["wont", "doesnt", "stop", "stops", "better", "clear", "over", "hope", "hoping", "hopefully", "fingers", "wish"])
        // A loss missed ("I miss my dad so much since he died") or tears still call for sympathy.
        case "sympathy", "sorry_to_hear", "are_you_ok": return sadnessWords.union(["died", "passed", "gone", "funeral", "loss", "dead"])
        // "Can't wait to see you", "I can't believe how much I miss you" long for the reader.
        case "miss_you": return ["wait", "miss", "missing", "missed", "love", "luv"]
        // "Can't stay long, gotta go" still takes leave.
        case "farewell": return ["bye", "gotta", "go", "leave", "leaving", "talk", "ttyl", "later", "cya", "night", "off", "heading"]
        case "running_late": return ["where", "you", "u", "waiting", "wait", "ready"]
        case "on_my_way": return ["where", "waiting", "wait", "late", "eta", "hurry", "ready", "starting", "started"]
        // "How's your back feeling?" asks how one is, though "back" rules out "Pretty good!" for "Did you get back ok?".
        case "i_am_fine", "not_great": return ["feeling", "feel"]
        default: return nil
        }
    }

    /// Signs of a setback that rule out joy ("I didn't get it", "I'm thinking of quitting").
    static let setbackCues: Set<String> = [
        "didnt", "not", "never", "wont", "cant", "couldnt", "lost", "failed", "fired", "cancelled", "canceled", "stolen", "broke",
        "died", "sick", "quit", "quitting", "thinking", "rejected", "missed", "no", "away", "funeral", "dont", "ticket", "fined",
        "speeding", "closed", "shut",
        "😡", "😠", "🤬", "😢", "😭", "😞", "😔", "💔", "😩", "😫", "☹", "🙁", "😤",
    ]

    /// Signs that a statement tells of the past ("was", "went"): nothing to look forward to.
    static let pastCues: Set<String> = ["was", "were", "wasnt", "werent", "yesterday", "went", "had", "did"]

    /// Outcomes nobody hopes for, which "Hopefully!" or "I hope so!" would wish for.
    static let unwantedCues: Set<String> = [
        "rain", "raining", "rainy", "storm", "stormy", "late", "delayed", "delay", "cancelled", "canceled", "sick", "ill", "fail",
        "failed", "fired", "worse", "hurt", "broken", "broke", "closed", "expensive", "traffic", "die", "dying", "lose", "losing",
        "lost", "strike", "flooded",
    ]

    /// Signs of a plan or suggestion one may agree to.
    static let planCues: Set<String> = [
        "lets", "we", "should", "how", "about", "pick", "meet", "tonight", "tomorrow", "go", "come", "join", "want", "wanna",
        "shall", "plan", "book", "booked", "reserved", "table", "tickets", "bring", "idea", "dinner", "lunch",
        "coffee", "movie", "party", "drinks", "instead", "move", "ok", "okay",
    ]

    /// Intents whose replies echo the message's wish ("Merry Xmas!" → "Merry Christmas to you
    /// too!", not "Happy Easter!"): a reply sharing a word of 4+ letters with the message gets ``echoBonus``.
    static let echoIntents: Set<String> = ["holiday_wishes", "have_fun", "nice_day", "you_too", "good_night", "good_morning", "happy_birthday", "miss_you"]

    /// Score added to an echo intent's reply per word it shares with the message (natural log units).
    static let echoBonus = 0.7

    /// Whether the answered tokens confirm a meeting and close the exchange ("perfect, see you at
    /// 9", "ok cya then"): ``farewell`` and ``plans_time`` then fit best ("See you!") and
    /// ``closingMisfits`` do not ("Maybe.").
    /// - Complexity: O(tokens).
    /// Not after a negation: "I'm by the fountain, can't see you" waits for the reader (sample N got "See you!").
    static func isClosing(_ tokens: ArraySlice<String>) -> Bool {
        var previous = "", beforePrevious = ""
        for token in tokens {
            if token == "cya" || token == "ttyl" { return true }
            if previous == "see", ["you", "ya", "u", "then", "there"].contains(token), !planNegations.contains(beforePrevious) { return true }
            beforePrevious = previous
            previous = token
        }
        return false
    }

    /// Intents that do not answer a closing ("Maybe." to "see you at 9").
    static let closingMisfits: Set<String> = ["maybe", "no", "wish_i_could", "yes", "hope", "dont_know", "let_me_check", "thanks"]

    /// Score added to ``farewell`` and ``plans_time`` after a closing (natural log units).
    static let closingBonus = 1.0
}
