/// What one reply of the response set needs of the message it answers, beyond what its intent needs: "Sounds fun!"
/// needs something to enjoy (not "I'll pick you up at 8", which "Sounds good!" answers), "What time?" a plan near enough
/// for a clock time (not "We should go camping this summer", which "When?" answers), "Let me ask." a fact to find out.
/// Read once per reply when the generator loads (``init(reply:intent:)``) and once per message (``unmet(by:)``); a reply
/// with a need the message leaves unmet is not shown. Written by hand from the odd suggestions of fresh sample R
/// (`Tests/SmartReplyTests/Fixtures/ReplyDev/fresh-verdicts-R.tsv`; no evaluation data used).
struct ReplyNeeds: OptionSet, Sendable {
    let rawValue: UInt8

    /// Something to enjoy: an outing, an event, a game, a meal out (``enjoymentCues``).
    static let enjoyment = ReplyNeeds(rawValue: 1)
    /// A plan on a day, not in a season, a month or "sometime" (``farTimeWords``).
    static let nearPlan = ReplyNeeds(rawValue: 2)
    /// A fact to find out, not a favour to do ("Let me ask." or "Let me find out." to "Is the pool open on Sundays?", not
    /// to "Could you feed the cat on Tuesday?", where "Let me check." still fits); the generator marks it unmet after a
    /// ``YesNoKind/favour``.
    static let factToFind = ReplyNeeds(rawValue: 4)
    /// A short absence: a time within the day ("In five minutes.", "Around 7.", "Later today.") answers "When are you
    /// back?" from someone waiting, not from someone who misses the reader ("Miss you! When are you back?" tells of days
    /// away); unmet when the message longs for the reader (``longingCues`` before a word for the reader).
    static let shortAbsence = ReplyNeeds(rawValue: 8)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Intents whose replies saying "fun" look forward to what the message proposes ("Sounds fun!", "This is going to be
    /// fun!"); "Have fun!" has its own occasion cues (``ReplyFitRules/outingCues``) and "It was fun!" answers a question.
    static let enjoyingIntents: Set<String> = ["sounds_good", "excited"]

    /// The needs of the reply `tokens` (``ReplyTokenizer`` tokens) of intent `intent`.
    init(reply tokens: [String], intent: String) {
        var needs: ReplyNeeds = []
        if Self.enjoyingIntents.contains(intent), tokens.contains("fun") { needs.insert(.enjoyment) }
        if ReplyFitRules.timeAnswerIntents.contains(intent), ReplyFitRules.namesClockOnly(tokens) || tokens.contains("today") {
            needs.insert(.shortAbsence)
        }
        if zip(tokens, tokens.dropFirst()).contains(where: { $0 == "what" && $1 == "time" }) { needs.insert(.nearPlan) }
        let words = tokens.filter { $0 != "." && $0 != "!" }
        if words == ["let", "me", "ask"] || zip(words, words.dropFirst()).contains(where: { ($0 == "find" || $0 == "look") && ($1 == "out" || $1 == "into") }) {
            needs.insert(.factToFind)
        }
        self = needs
    }

    /// The needs the message `tokens` (``ReplyTokenizer`` tokens of the message answered) leaves unmet.
    /// - Complexity: O(tokens), two set lookups per token.
    static func unmet(by tokens: [String]) -> ReplyNeeds {
        var unmet: ReplyNeeds = .enjoyment
        var previous = ""
        for token in tokens {
            if enjoymentCues.contains(token) { unmet.remove(.enjoyment) }
            if farTimeWords.contains(token) { unmet.insert(.nearPlan) }
            if longingCues.contains(previous), ReplyFitRules.readerWords.contains(token) { unmet.insert(.shortAbsence) }
            previous = token
        }
        return unmet
    }

    /// Signs of something to enjoy: outings, events, games, sports, meals and drinks out, trips.
    static let enjoymentCues: Set<String> = [
        "party", "parties", "concert", "festival", "show", "gig", "club", "clubbing", "karaoke", "bowling", "dancing", "dance",
        "trip", "vacation", "holiday", "holidays", "camping", "beach", "skiing", "ski", "hiking", "hike", "walk", "swim", "swimming",
        "surfing", "skating", "climbing", "cycling", "ride", "cruise", "picnic", "bbq", "barbecue", "grill", "dinner", "lunch",
        "brunch", "breakfast", "drinks", "beer", "beers", "wine", "cocktails", "coffee", "pizza", "sushi", "movie", "movies", "film",
        "cinema", "theatre", "theater", "museum", "zoo", "park", "fair", "exhibition", "tour", "game", "games", "match", "quiz",
        "football", "soccer", "tennis", "basketball", "golf", "poker", "cards", "sleepover", "date", "wedding", "celebrate",
        "celebration", "birthday", "fun", "out", "play", "playing", "something", "adventure", "shopping", "baking", "cooking",
    ]

    /// Words of longing for the reader ("miss you", "missing u"), which tell of an absence longer than a day.
    static let longingCues: Set<String> = ["miss", "missing", "missed"]

    /// Words of a time too far or too vague for a clock time: seasons, months, years, "sometime".
    static let farTimeWords: Set<String> = [
        "summer", "winter", "spring", "autumn", "year", "years", "month", "months", "sometime", "someday", "soon", "eventually",
        "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
    ]
}
