/// Rules of ``ReplyFitRules`` that no speech act the message opens with can override: bad news
/// is never laughed at or congratulated, "I love you!" answers only a message that addresses the
/// reader, and "You too!" only a wish. Written by hand (no evaluation data used).
extension ReplyFitRules {
    /// Words that tell of a loss, a breakup, an illness, a failure or a job lost: the message is bad
    /// news whatever else it says ("lol I got dumped", "haha so I crashed my car", "we're getting divorced").
    static let badNewsWords: Set<String> = [
        "died", "dies", "funeral", "dumped", "divorce", "divorced", "divorcing", "separating", "separated",
        "breakup", "fired", "sacked", "redundant", "unemployed", "cancer", "tumor", "tumour", "diagnosed", "chemo", "hospital",
        "hospitalized", "hospitalised", "ambulance", "accident", "crashed", "injured", "sick", "miscarriage", "stolen", "robbed",
        "burgled", "evicted", "cheated", "failed", "flunked", "rejected", "cancelled", "canceled", "sad", "depressed",
        "heartbroken", "devastated", "lost", "broken", "broke", "burned", "burnt", "sprained", "fractured", "hurt", "bleeding",
        "stitches", "concussion", "flu", "fever", "covid", "chickenpox", "measles", "infection", "surgery", "vomiting", "puking",
    ]

    /// Word pairs that tell of bad news although neither word does alone ("broke up", "laid off", "passed away").
    /// First word → the second words that make a pair.
    static let badNewsPairs: [String: Set<String>] = [
        "broke": ["up"], "breaking": ["up"], "split": ["up"], "laid": ["off"], "let": ["go"], "passed": ["away"], "left": ["me"],
        "my": ["job"], "ran": ["away"], "run": ["away"], "went": ["missing"], "locked": ["out"],
    ]

    /// Words that turn a sign of bad news into good news ("I found my lost wallet", "she's out of hospital and recovered").
    /// "I almost died laughing" and "I lost 5 kilos" are no bad news either.
    /// "That was sick 🔥" praises: fire is no illness.
    static let badNewsReliefs: Set<String> = ["found", "recovered", "better", "survived", "discharged", "fixed", "finally", "laughing", "🔥",
                                              "weight", "kilos", "kg", "pounds", "lbs"]

    /// Words that negate the sign of bad news right after them ("I didn't fail", "we're not breaking up").
    static let negations: Set<String> = ["didnt", "not", "never", "wasnt", "isnt", "arent", "werent", "dont", "havent", "hasnt", "no"]

    /// Whether `tokens` (a message's ``ReplyTokenizer`` tokens) tell bad news: a word of ``badNewsWords``
    /// or a pair of ``badNewsPairs`` ("lost" + "job" anywhere also counts) not right after a negation,
    /// and no word of ``badNewsReliefs``. Laughter in the message changes nothing: "lol I lost my job" is bad news.
    /// Slang for laughing ("I'm dead 😂", "I'm crying") is left out on purpose.
    /// - Complexity: O(tokens).
    static func isBadNews(_ tokens: [String]) -> Bool {
        isBadNews(tokens, marks: ReplyNewsWordIndex.marks(of: tokens))
    }

    /// ``isBadNews(_:)`` with the tokens' marks (``ReplyNewsWordIndex/marks(of:)``) already looked up.
    static func isBadNews(_ tokens: [String], marks: (each: [NewsWord], all: NewsWord)) -> Bool {
        guard !marks.all.contains(.relief) else { return false }
        // "My car got towed this morning": a mishap told with the get-passive, whatever its verb (sample O).
        if marks.all.contains(.getVerb), tellsMishap(tokens, marks: marks) { return true }
        guard !marks.all.isDisjoint(with: [.badNews, .pairFirst]) else { return false }
        let each = marks.each
        for index in tokens.indices {
            let negated = index > 0 && (each[index - 1].contains(.negation)
                                        || (index > 1 && each[index - 2].contains(.negation) && tokens[index - 1] == "get"))
            if negated { continue }
            if each[index].contains(.badNews) { return true }
            if each[index].contains(.pairFirst), index + 1 < tokens.count, let seconds = badNewsPairs[tokens[index]],
               seconds.contains(tokens[index + 1]) {
                // "my job" is news only next to a loss ("lost my job"; "quit my job" is a decision, not bad news).
                if tokens[index] != "my" || marks.all.contains(.loss) { return true }
            }
        }
        return false
    }

    /// Intents that never answer bad news, even when the message opens with a speech act that lifts them
    /// ("lol I got dumped" → not "Haha!"; "we're getting divorced" → not "Congrats!").
    static let badNewsMisfits: Set<String> = [
        "laugh", "congratulation", "cool", "glad_to_hear", "excited", "have_fun", "nice_day", "love", "compliment", "like_it",
        "thanks_compliment", "sounds_good", "me_too", "agreement", "surprise", "interest",
    ]

    /// VADER compound at most which bad news is read (the mood `crying`): sympathy first.
    static let badNewsCompound = -0.6

    /// Words that address the reader as a loved one ("babe", "xoxo", "😘"): with them a message may get "Love you!".
    static let endearments: Set<String> = ["babe", "baby", "bae", "honey", "hun", "hon", "sweetheart", "sweetie", "darling", "xoxo",
                                           "xx", "xxx", "😘", "🥰"]

    /// Verbs of love or longing that make a declaration before ``readerWords`` ("love you", "miss u").
    static let loveVerbs: Set<String> = ["love", "luv", "miss", "adore", "lov"]

    /// Words for the reader.
    static let readerWords: Set<String> = ["you", "u", "ya", "yall", "youuu", "uuu"]

    /// Whether `tokens` declare love to the reader: "love you", "luv u", "miss you" (a verb of love
    /// right before "you"), or an endearment ("night babe"). "I love Essex", "I love your dress" and
    /// "I love pizza" do not: a love statement about a thing or a place is no declaration to the reader.
    /// - Complexity: O(tokens).
    static func declaresLove(_ tokens: [String]) -> Bool {
        declaresLove(ReplyNewsWordIndex.marks(of: tokens))
    }

    /// ``declaresLove(_:)`` with the tokens' marks already looked up.
    static func declaresLove(_ marks: (each: [NewsWord], all: NewsWord)) -> Bool {
        if marks.all.contains(.endearment) { return true }
        guard marks.all.isSuperset(of: [.loveVerb, .reader]) else { return false }
        return zip(marks.each, marks.each.dropFirst()).contains { $0.contains(.loveVerb) && $1.contains(.reader) }
    }

    /// Words that make a wish one returns with "You too!" on their own ("enjoy", "have fun", "merry Xmas", "stay safe").
    /// Not "have" alone ("I think I have a virus" got "You too!"): "have fun", "have a good one" are found by
    /// ``opensWithWish(_:)`` and the adjective-before-time rule.
    static let wishWords: Set<String> = ["enjoy", "happy", "merry", "safe", "luck", "care", "xmas", "christmas", "same",
                                         "too", "also", "sleep", "🎄"]

    /// Adjectives that make a wish of the time after them ("nice day", "good weekend", "lovely evening").
    static let wishAdjectives: Set<String> = ["good", "nice", "great", "lovely", "wonderful", "fab", "safe"]

    /// Times one wishes a good one of.
    static let wishTimes: Set<String> = ["day", "weekend", "evening", "night", "trip", "flight", "time", "one", "holiday", "holidays",
                                         "week", "morning", "afternoon", "journey", "travels", "vacation", "year"]

    /// Whether `tokens` hold a wish one may return with "You too!": a word of ``wishWords`` or an adjective of
    /// ``wishAdjectives`` before a time of ``wishTimes`` ("thanks, have a good weekend", "Merry Xmas"); not "Thanks
    /// for lending me the ladder", "Thanks for everything" nor "Thanks for the birthday wishes" (the wishes thanked for).
    /// - Complexity: O(tokens).
    static func holdsWish(_ tokens: [String]) -> Bool {
        holdsWish(ReplyNewsWordIndex.marks(of: tokens))
    }

    /// ``holdsWish(_:)`` with the tokens' marks already looked up.
    static func holdsWish(_ marks: (each: [NewsWord], all: NewsWord)) -> Bool {
        if marks.all.contains(.wishesNoun) { return false }
        if marks.all.contains(.wishWord) { return true }
        guard marks.all.isSuperset(of: [.wishAdjective, .wishTime]) else { return false }
        return zip(marks.each, marks.each.dropFirst()).contains { $0.contains(.wishAdjective) && $1.contains(.wishTime) }
    }

    /// Words of thanks: a reply of thanks does not answer them ("Thanks for the birthday wishes" → not "Thanks!").
    static let thanksWords: Set<String> = ["thanks", "thank", "thx", "ty", "tnx", "thnx", "cheers"]

    /// Intents whose entries are bare question words ("Where?", "When?", "Why?"): a message opening with
    /// one of them is a question ("Where should we meet for lunch?"), not that speech act, unless it is
    /// no longer than ``bareQuestionLength`` words.
    static let questionWordIntents: Set<String> = ["where", "when", "ask_details"]

    /// At most this many words make a message a bare question word ("Where?", "What time?", "Why not?").
    static let bareQuestionLength = 2

    /// Verbs of a request whose object is the writer ("call me", "text me"): a reply must not bounce it back.
    static let requestVerbs: Set<String> = ["call", "text", "ring", "message", "ping", "phone", "email", "send", "tell", "show", "remind"]

    /// Request verbs of getting in touch, one request for the rules when the writer promises one ("I'll text you").
    static let contactVerbs: Set<String> = ["call", "text", "ring", "message", "ping", "phone"]

    /// The requests "<verb> me" in `tokens` ("Can you call me when you get a sec?" → ["call"]). A reply
    /// that makes the same request ("Call me!") does not answer a message that made it.
    /// - Complexity: O(tokens).
    static func requests(in tokens: [String]) -> Set<String> {
        var found: Set<String> = []
        var previous = "", beforePrevious = ""
        for (index, token) in tokens.enumerated() {
            // "I'm at the gym, call you after", "text you later": a promise too.
            if ["you", "u", "ya"].contains(token), contactVerbs.contains(previous), index + 1 < tokens.count, !tokens.contains("?"),
               ["later", "after", "soon", "tonight", "tomorrow", "in"].contains(tokens[index + 1]) {
                found.formUnion(contactVerbs)
            }
            if token == "me", requestVerbs.contains(previous) { found.insert(previous) }
            // "I'll call you after lunch" promises what "Call me when you can." would ask for.
            // Any way of getting in touch: "I'll text you" also makes "Call me when you can." odd.
            if ["you", "u", "ya"].contains(token), requestVerbs.contains(previous), ["ill", "will", "gonna"].contains(beforePrevious), !tokens.contains("?") {
                found.formUnion(contactVerbs.contains(previous) ? contactVerbs : [previous])
            }
            beforePrevious = previous
            previous = token
        }
        return found
    }

    /// ``requests(in:)`` with the tokens' marks already looked up: empty at once for most messages.
    static func requests(in tokens: [String], marks: (each: [NewsWord], all: NewsWord)) -> Set<String> {
        guard marks.all.contains(.requestVerb) else { return [] }
        return requests(in: tokens)
    }

    /// Whether a where-question asks where the reader is now ("Where are you?", "where r u", "where you at"),
    /// which "I'm at work." answers; not "Where should we meet for lunch?" or "Where are you going tonight?".
    /// - Complexity: O(tokens).
    static func asksWhereReaderIs(_ tokens: ArraySlice<String>) -> Bool {
        tokens.contains(where: readerWords.contains) && tokens.contains(where: locationVerbs.contains)
            && !tokens.contains(where: placeOfPlanWords.contains)
    }

    /// Words that ask where someone is ("are", "r", "at").
    static let locationVerbs: Set<String> = ["are", "r", "at"]

    /// Words by which a where-question asks for the place of a plan or a thing, not of the reader.
    static let placeOfPlanWords: Set<String> = ["going", "go", "meet", "meeting", "eat", "staying", "stay", "live", "living", "from",
                                                "working", "parked", "park", "buy", "bought", "get", "got", "put", "left", "keep"]

    /// Whether a reply states where its writer is ("I'm at work."): it answers only ``asksWhereReaderIs(_:)``.
    static func statesOwnPlace(_ tokens: [String], intent: String) -> Bool {
        intent == "place_answer" && tokens.first == "im"
    }

    /// Replies that ask back about something the message only hints at, and the words of which the
    /// message needs one ("What is it?" answers "Guess what!" or "Can I ask you something?", not "It's
    /// freezing in the office"; "What's wrong?" answers a complaint). Also invitations to a plan they do not name
    /// ("Do you want to come?"), which need talk of the reader's plans ("What are you doing tonight?"), not
    /// "So bored at work today" (sample N). Keys are the reply's words joined by spaces.
    static let askBackCues: [String: Set<String>] = {
        let teasers: Set<String> = ["guess", "something", "question", "ask", "tell", "news", "favour", "favor", "surprise", "secret",
                                    "confess", "problem", "talk", "idea"]
        let trouble = badNewsWords.union(badNewsCues).union(["upset", "ugh", "weird", "strange", "crazy", "drama", "fight", "police",
                                                             "trouble", "emergency", "help", "omg", "wtf", "believe"])
        let readersPlans: Set<String> = ["doing", "up", "plans", "plan", "wyd", "going", "heading", "where"]
        return [
            "what is it": teasers,
            "like what": teasers.union(["things", "stuff", "ideas", "plans", "options", "lots", "many", "some", "few"]),
            "which one": ["one", "ones", "which", "two", "both", "either", "options", "choose", "pick", "between"],
            "what happened": trouble.union(teasers).union(["happened"]),
            "whats going on": trouble.union(teasers),
            "whats wrong": trouble.union(["not", "feel", "feeling", "sigh", "meh"]),
            "do you want to come": readersPlans,
            "want to join us": readersPlans,
        ]
    }()

    /// The key of ``askBackCues`` for a reply of `tokens` (``ReplyTokenizer`` tokens) when it is an ask-back reply, else `nil`.
    static func askBackKey(reply tokens: [String]) -> String? {
        let key = tokens.filter { $0 != "?" && $0 != "!" && $0 != "." }.joined(separator: " ")
        return askBackCues[key] == nil ? nil : key
    }

    /// Intents that tell where the writer is or when they arrive ("Coming!", "Made it!", "Running late, sorry!"):
    /// after a where-question they answer only ``asksWhereReaderIs(_:)``.
    static let arrivalIntents: Set<String> = ["on_my_way", "arrived", "running_late"]
}
