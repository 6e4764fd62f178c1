/// Rules of ``ReplyFitRules`` for short speech acts, greetings before a question, negated plans,
/// good news, credential requests and hate of groups of people. Written by hand from the replies
/// a person reading suggestions found odd (issue 5; no evaluation data used).
extension ReplyFitRules {
    /// A short message that is one speech act ("on my way", "good night", "thank you so much"; chat
    /// shorthand already expanded by ``ReplyShorthand``) and the replies of the response set that answer it,
    /// best first: the classifier, trained on chat where such turns rarely get a reply of their own,
    /// guessed "Have fun!" for "np" and "What about you?" for "cool".
    struct SpeechActAnswer: Sendable {
        /// The recognized intent of the message (``MessageIntentRecognizer``).
        var intent: String
        /// A word the message must hold for this answer, if any ("here" in "I'm here").
        var word: String?
        /// The replies, best first (texts of `responses.tsv`, one per intent as everywhere, a filler such as "Okay!" only
    /// first); empty: no reply at all.
        var replies: [String]
    }

    /// At most this many words (after shorthand expansion, `?`/`!` not counted) make a bare speech act.
    static let bareSpeechActLength = 5

    /// The answers to bare speech acts, first match wins.
    static let speechActAnswers: [SpeechActAnswer] = [
        SpeechActAnswer(intent: "on_my_way", replies: ["See you soon!", "No rush!"]),
        SpeechActAnswer(intent: "farewell", word: "talk", replies: ["Talk to you later!"]),
        SpeechActAnswer(intent: "call_later", word: "talk", replies: ["Talk soon!"]),
        SpeechActAnswer(intent: "good_night", replies: ["Good night!"]),
        SpeechActAnswer(intent: "thanks", replies: ["You're welcome!"]),
        // "np", "no worries": the exchange is closed; nothing calls for an answer.
        SpeechActAnswer(intent: "you_are_welcome", replies: []),
        SpeechActAnswer(intent: "brb", replies: ["Okay!", "No rush!"]),
        SpeechActAnswer(intent: "love", replies: ["Love you too!"]),
        SpeechActAnswer(intent: "dont_know", replies: ["No worries!", "Me neither."]),
        SpeechActAnswer(intent: "surprise", replies: ["I know, right?", "Haha!"]),
        SpeechActAnswer(intent: "cool", replies: ["Yeah!", "I know, right?"]),
        SpeechActAnswer(intent: "arrived", word: "here", replies: ["Coming!"]),
        SpeechActAnswer(intent: "arrived", word: "outside", replies: ["Coming!"]),
        SpeechActAnswer(intent: "arrived", replies: ["Oh good!"]),
    ]

    /// Whether the words of a message ask whether the reader is there ("Are you there?", "u around?"):
    /// "Yeah!" or "I'm here!" answer it, not "Be right back!".
    static func asksPresence(_ words: [String]) -> Bool {
        var rest = words[...]
        while let first = rest.first, greetingWords.contains(first) || first == "hellooo" || first == "helloo" { rest = rest.dropFirst() }
        if let first = rest.first, ["are", "r"].contains(first) { rest = rest.dropFirst() }
        guard rest.count == 2, let you = rest.first, let last = rest.last else { return false }
        return ["you", "u", "ya"].contains(you) && ["there", "here", "around", "online"].contains(last)
    }

    /// The replies to a presence check, best first.
    static let presenceReplies = ["I'm here!", "Yeah!"]

    /// Words that greet and say nothing else ("hey", "hi there"), dropped before a question that follows them.
    static let greetingWords: Set<String> = ["hey", "heyy", "hi", "hii", "hiii", "hello", "hallo", "hiya", "heya", "yo", "there", "guys",
                                             "everyone", "all", "!", "?"]

    /// The words of `turn` after an opening greeting when they ask or request something ("Hey, want to grab
    /// lunch?" → "want to grab lunch ?"; "Hello, how are you? Shall we have dinner tomorrow?" → its last
    /// question), else `nil`: a greeting must not drown out the question after it.
    /// - Complexity: O(tokens).
    static func greetingRemainder(_ turn: ReplyTurn) -> ReplyTurn? {
        var start = 0
        if turn.lastSentence > 0, turn.answeredTokens.contains("?") {
            start = turn.lastSentence
        } else {
            while start < turn.tokens.count, greetingWords.contains(turn.tokens[start]) { start += 1 }
            // "Hey Anna, want to…": one name may stand between the greeting and the question.
            if start > 0, start + 1 < turn.tokens.count, !auxiliaries.contains(turn.tokens[start]), !whWords.contains(turn.tokens[start]),
               !requestOpenings.contains(turn.tokens[start]), auxiliaries.contains(turn.tokens[start + 1]) || whWords.contains(turn.tokens[start + 1]) {
                start += 1
            }
        }
        let rest = turn.tokens[start...]
        guard start > 0, rest.filter({ $0 != "?" && $0 != "!" }).count >= 2 else { return nil }
        let form = Form(answered: rest)
        let requests = rest.first.map(requestOpenings.contains) ?? false
        guard form != .statement || requests else { return nil }
        var result = turn
        result.tokens = Array(rest)
        result.lastSentence = 0
        result.lastQuestion = rest.contains("?") ? 0..<rest.count : nil
        return result
    }

    /// Intents of small talk that belongs with the greeting ("Hi, how are you?", "Hey, what's up?"): the whole
    /// message is answered then, as a greeting that asks how one is.
    static let smallTalkIntents: Set<String> = ["question_back", "whats_up", "greeting", "i_am_fine", "good_morning", "nice_to_meet"]

    /// Words that open a request or suggestion without a question mark ("let's…", "call me…", "can you…").
    static let requestOpenings: Set<String> = ["lets", "call", "text", "come", "can", "could", "would", "please", "wanna", "want", "fancy",
                                               "send", "tell", "meet"]

    /// Negations that, before a verb of ``plannedVerbs``, turn a plan down ("I don't want to go", "I can't come tonight").
    static let planNegations: Set<String> = ["dont", "cant", "cannot", "wont", "not", "couldnt", "wouldnt", "never", "no"]

    /// Verbs of going, coming or joining.
    static let plannedVerbs: Set<String> = ["go", "going", "come", "coming", "make", "be", "join", "joining", "want", "feel", "attend", "able",
                                            "there", "gonna"]

    /// Whether a statement turns a plan down: a negation followed within three words by a verb of going,
    /// coming or joining ("I won't be there", "I'm not going to the party", "I don't want to go").
    /// Encouragement or acceptance ("Go for it!", "Sounds good!", "See you!") would contradict it.
    /// - Complexity: O(tokens).
    static func turnsPlanDown(_ tokens: ArraySlice<String>) -> Bool {
        let words = Array(tokens)
        for (index, word) in words.enumerated() where planNegations.contains(word) {
            if words[(index + 1)..<min(words.count, index + 4)].contains(where: plannedVerbs.contains) { return true }
        }
        return false
    }

    /// Intents that contradict a plan turned down ("Go for it!", "Sounds good!", "See you!", "Have fun!").
    static let declinedPlanMisfits: Set<String> = [
        "encouragement", "sounds_good", "plans_time", "farewell", "good_luck", "have_fun", "excited", "yes", "on_my_way", "arrived",
        "where", "when", "cool", "glad_to_hear", "congratulation", "nice_day", "acknowledge", "me_too", "agreement", "invite",
        "question_back", "interest", "surprise",
    ]

    /// Intents that answer a plan turned down ("No worries!", "Why?", "That's too bad."), with the bonus they get (natural log units).
    static let declinedPlanAnswers: [String: Double] = ["accept_apology": 2.0, "ask_details": 1.0, "sympathy": 0.5]

    /// Words of big good news that call for "Congratulations!" ("I'm pregnant!", "We got engaged").
    static let goodNewsWords: Set<String> = ["pregnant", "engaged", "promoted", "promotion", "graduated", "hired", "accepted", "expecting",
                                             "admitted", "married"]

    /// Whether `tokens` tell big good news: a word of ``goodNewsWords``, no question and no negation ("I'm not pregnant").
    /// - Complexity: O(tokens).
    static func tellsGoodNews(_ tokens: [String]) -> Bool {
        tokens.contains(where: goodNewsWords.contains) && !tokens.contains("?") && !tokens.contains(where: planNegations.contains)
            && !tokens.contains(where: ["if", "hope", "hoping", "maybe", "might", "whether"].contains)
    }

    /// VADER compound at least which big good news is read (the mood of joy): congratulations first.
    static let goodNewsCompound = 0.6

    /// Words of a sad feeling ("I'm so sad today"): sympathy answers them before a question about why.
    static let sadnessWords: Set<String> = ["sad", "depressed", "lonely", "miserable", "upset", "crying", "heartbroken", "down", "unhappy",
                                            "devastated", "gutted", "😢", "😭", "💔", "😞", "😔"]

    /// Whether `tokens` tell a sad feeling: a word of ``sadnessWords``, or feeling alone ("I feel so alone",
    /// "feeling alone", "I'm so alone"; not "I'm home alone tonight", "I'm very happy alone" nor "glad I'm not alone").
    /// - Complexity: O(tokens).
    static func tellsSadness(_ tokens: [String]) -> Bool {
        for (index, token) in tokens.enumerated() {
            if sadnessWords.contains(token) { return true }
            guard token == "alone", index > 0 else { continue }
            let before = tokens[index - 1]
            if feelingVerbs.contains(before) { return true }
            if before == "so" || before == "very", index > 1, feelingVerbs.contains(tokens[index - 2]) || ["im", "am"].contains(tokens[index - 2]) {
                return true
            }
        }
        return false
    }

    /// Verbs of feeling before "alone" ("I feel alone"); "I'm alone" says where one is, "I'm so alone" how one feels.
    static let feelingVerbs: Set<String> = ["feel", "feeling", "felt"]

    /// Score added to `sympathy` after a sad feeling (natural log units).
    static let sadnessBonus = 1.5

    /// Score added to `congratulation` after big good news (natural log units).
    static let goodNewsBonus = 3.0

    /// Whether `tokens` ask for the reader's credentials ("What's your password?", "send me your PIN", "Can you send me your
    /// bank details?", "what's ur card number", "can you send
    /// me the verification code you got?", "send me the code from the SMS"): no reply is suggested, since any reply
    /// would play along. A secret word ("password", "PIN", a one-time code) counts after "your" (within three
    /// words); a one-time code (a code qualified as verification/SMS/login…, one "from the SMS/text/email", one "you
    /// got/received") also counts after a request to send, tell, give, forward, share or read it, and a code that came
    /// to the reader ("the code from the SMS", "the code you got") counts whatever the verb, unless the writer got it
    /// ("I got the code from the SMS"). "Drop me your pin" (a map pin), "What's the wifi password?" and "my
    /// verification code isn't working" do not count.
    /// - Complexity: O(tokens).
    static func asksForCredentials(_ tokens: [String]) -> Bool {
        for (index, word) in tokens.enumerated() {
            // Most words are none of the words below: skipped before the rest of the work (a set lookup only for
            // a word that starts as a credential word does).
            // "your bank details", "ur card number": the details of an account are a credential too.
            let accountDetail = (word == "details" || word == "number" || word == "info") && index > 0 && accountWords.contains(tokens[index - 1])
            guard word == "code" || word == "codes" || word == "pin" || word == "2fa" || accountDetail
                    || mayStartCredentialWord(word) && credentialWords.contains(word) else { continue }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let before = tokens[..<index]
            // A one-time code qualified as such ("verification code") or named by where it came from ("the code from
            // the SMS", "the code you got"; not when the writer got it: "I got the code from the SMS").
            var qualifiedCode = false, sourcedCode = false
            if word == "code" || word == "codes" {
                qualifiedCode = index > 0 && oneTimeCodeQualifiers.contains(tokens[index - 1])
                sourcedCode = !qualifiedCode && !before.contains("i")
                    && next.map { ["from", "you", "u", "that", "which", "i", "we", "they", "sent", "in", "by"].contains($0) } ?? false
                    && tokens[(index + 1)...].contains(where: oneTimeCodeSources.contains)
            }
            let isOneTimeCode = qualifiedCode || sourcedCode || ["otp", "2fa", "passcode"].contains(word)
            let isPin = word == "pin" && (next.map { ["number", "code"].contains($0) } ?? false
                || (!tokens.contains(where: locationPinWords.contains) && (next == nil || ["?", "pls", "please", "!"].contains(next ?? ""))))
            guard isOneTimeCode || isPin || accountDetail || credentialWords.contains(word) else { continue }
            // After "your" (within three words); a one-time code also after a request to hand it over; a code that came
            // to the reader ("Скинь код из смс" reads "Send code from sms"; "el código que te llegó" has no English verb
            // of asking) whatever the verb.
            if tokens[max(0, index - 3)..<index].contains(where: ["your", "ur", "yours", "ya"].contains) { return true }
            if isOneTimeCode, before.contains(where: credentialRequestVerbs.contains) { return true }
            if sourcedCode { return true }
        }
        return false
    }

    /// Words before "details", "number" or "info" that make them an account's ("bank details", "card number").
    static let accountWords: Set<String> = ["bank", "banking", "card", "account", "payment", "iban", "routing", "paypal"]

    /// Words that make "pin" a map pin ("drop a pin", "pin the location").
    private static let locationPinWords: Set<String> = ["drop", "location", "map", "maps"]

    /// The first bytes of ``credentialWords``, a bit per ASCII byte (0–63, 64–127).
    private static let credentialInitials: (low: UInt64, high: UInt64) = credentialWords.reduce((0, 0)) { mask, word in
        guard let byte = word.utf8.first, byte < 128 else { return (~0, ~0) }
        return byte < 64 ? (mask.low | 1 << UInt64(byte), mask.high) : (mask.low, mask.high | 1 << UInt64(byte - 64))
    }

    /// Whether `word` may be one of ``credentialWords`` by its first byte (true for a non-ASCII first byte).
    @inline(__always)
    private static func mayStartCredentialWord(_ word: String) -> Bool {
        guard let byte = word.utf8.first else { return false }
        guard byte < 128 else { return true }
        return byte < 64 ? credentialInitials.low & 1 << UInt64(byte) != 0 : credentialInitials.high & 1 << UInt64(byte - 64) != 0
    }

    /// Words for a secret that opens an account (``asksForCredentials(_:)`` also relies on "otp" and "passcode" being here).
    static let credentialWords: Set<String> = ["password", "passwords", "passcode", "pincode", "cvv", "cvc", "ssn", "otp", "login",
                                               "credentials", "passphrase", "iban"]

    /// Words before "code" that make it a one-time code ("verification code", "SMS code").
    static let oneTimeCodeQualifiers: Set<String> = ["verification", "security", "login", "confirmation", "2fa", "pin", "bank",
                                                     "sms", "text", "one-time", "authentication", "auth", "access", "activation",
                                                     "whatsapp", "telegram", "otp", "digit", "6-digit", "4-digit"]

    /// Words after "code" that say where a one-time code came from ("the code you got", "the code from the SMS").
    static let oneTimeCodeSources: Set<String> = ["sms", "text", "txt", "message", "email", "mail", "bank", "got", "get",
                                                  "received", "receive", "phone", "app", "texted", "sent"]

    /// Verbs that ask the reader to hand a code over.
    static let credentialRequestVerbs: Set<String> = ["send", "tell", "give", "forward", "share", "read", "text", "screenshot",
                                                      "what's", "whats", "what"]

    /// Nouns for groups of people: "I hate <group>" never gets "Same!" or "Me too!".
    static let peopleGroupNouns: Set<String> = [
        "people", "ppl", "immigrants", "foreigners", "refugees", "migrants", "women", "men", "girls", "boys", "gays", "lesbians",
        "jews", "muslims", "christians", "catholics", "hindus", "atheists", "blacks", "whites", "asians", "mexicans", "arabs",
        "africans", "indians", "chinese", "americans", "russians", "ukrainians", "germans", "french", "english", "poles", "gypsies",
        "roma", "trans", "transgender", "disabled", "fat", "old", "poor", "liberals", "conservatives", "leftists", "feminists",
    ]

    /// Whether `tokens` state hate of a group of people ("I hate immigrants", "i hate all those people").
    /// - Complexity: O(tokens).
    static func hatesGroup(_ tokens: [String]) -> Bool {
        for (index, word) in tokens.enumerated() where ["hate", "hates", "despise", "detest"].contains(word) {
            if tokens[(index + 1)..<min(tokens.count, index + 4)].contains(where: peopleGroupNouns.contains) { return true }
        }
        return false
    }

    /// Intents whose replies may repeat the message ("Hi!" → "Hi!", "Haha!" → "Haha!", "Thanks!" → "Thanks!" is vetoed elsewhere).
    static let mayEcho: Set<String> = ["greeting", "farewell", "laugh", "love", "surprise", "cool", "yes", "no", "acknowledge", "thanks",
                                       "welcome_back", "nice_to_meet", "good_luck", "congratulation", "apology", "agreement"]

    /// Intents that would agree with or make light of hate of a group.
    static let hateMisfits: Set<String> = ["me_too", "agreement", "laugh", "cool", "like_it", "sounds_good", "yes", "glad_to_hear",
                                           "excited", "hope"]
}
