/// Whether a reply has the form of an answer to the message it follows: the question type of
/// the message (yes/no or choice, when/what time/how long, where/how far, how much/many, a
/// thanks) against the reply type (yes/no word first, a time, a place, a number, "you're
/// welcome"), a question answered with another question, and a reply that
/// opens with one of the context's content words ("Tickets sell out fast" to "How much were the
/// tickets?"): a statement about the topic rather than a turn of the conversation.
///
/// The seven values are inputs of the reply model's score combiner (format 3,
/// ``ReplyModel/combinerInputs(context:contextWords:lastWords:reply:replyTokens:answer:pairScore:)``), fitted by
/// `smartreply train replies` on held-out chat pairs against on-topic replies of other
/// conversations; they let the score tell overlap from relevance. The word lists are English
/// closed-class words written by hand (no evaluation data used).
struct ReplyAnswerFit: Sendable {
    /// What the message answered asks for.
    enum Asks: Sendable {
        case nothing, yesNo, time, place, number, other
    }

    /// Number of values of ``inputs(replyTokens:)``.
    static let inputCount = 7

    /// What the message asks for.
    let asks: Asks
    /// Whether the message asks anything (it has a `?`).
    let isQuestion: Bool
    /// Whether the message thanks.
    let thanks: Bool
    /// Content words of the context's turns (not function words, at least 3 letters).
    let contextContent: Set<String>

    /// Reads the message answered (`message`, tokens of ``ReplyTokenizer``) and the context's turns.
    /// - Complexity: O(context tokens).
    init(message: [String], turns: [[String]]) {
        var words = message.filter { $0 != "?" && $0 != "!" }
        isQuestion = message.contains("?")
        while let first = words.first, Self.openers.contains(first) { words.removeFirst() }
        let first = words.first ?? ""
        var asks = Asks.nothing
        if isQuestion {
            // "Do you know where Sam is?" asks yes or no first: an auxiliary opening wins over a later wh-word.
            let wh = Self.whWords.contains(first) || Self.auxiliaries.contains(first) ? first : words.prefix(6).first(where: Self.whWords.contains)
            let second = words.count > 1 && wh == first ? words[1] : ""
            switch wh {
            case "when": asks = .time
            case "where": asks = .place
            case "how": asks = ["much", "many"].contains(second) ? .number : ["long", "often", "soon"].contains(second) ? .time
                : second == "far" ? .place : .other
            case "what": asks = second == "time" ? .time : .other
            case .some(let word): asks = Self.auxiliaries.contains(word) ? .yesNo : .other
            case nil: asks = .other
            }
        }
        self.asks = asks
        thanks = words.contains("thanks") || words.contains("thank")
        var content = Set<String>()
        for turn in turns {
            for token in turn where token.unicodeScalars.count >= 3 && !Self.functionWords.contains(token) { content.insert(token) }
        }
        contextContent = content
    }

    /// [yes/no question answered by a yes/no word, time question by a time, place question by a
    /// place, how much/many by a number, thanks by "you're welcome",
    /// question answered by a question (not opening with yes/no), reply opening with a content word
    /// of the context], each 0 or 1.
    /// - Complexity: O(reply tokens).
    func inputs(replyTokens: [String]) -> [Float] {
        let words = replyTokens.filter { $0 != "?" && $0 != "!" }
        let first = words.first ?? ""
        let asksBack = replyTokens.contains("?")
        let yesOrNo = Self.yesWords.contains(first) || Self.noWords.contains(first)
            || (words.count > 1 && ((first == "of" && words[1] == "course") || (first == "i" && words[1] == "think")))
        let hasDigit = words.contains { $0.unicodeScalars.contains { (0x30...0x39).contains($0.value) } }
        var time = hasDigit, place = Self.placeOpeners.contains(first), number = hasDigit
        for word in words {
            if Self.timeWords.contains(word) { time = true }
            if Self.placeWords.contains(word) { place = true }
            if Self.numberWords.contains(word) { number = true }
        }
        let welcome = words.contains("welcome") || words.contains("anytime") || words.contains("pleasure") || words.contains("mention")
            || zip(words, words.dropFirst()).contains { $0 == "no" && ($1 == "problem" || $1 == "worries") }
        func value(_ condition: Bool) -> Float { condition ? 1 : 0 }
        return [value(asks == .yesNo && yesOrNo), value(asks == .time && time), value(asks == .place && place),
                value(asks == .number && number), value(thanks && welcome),
                value(isQuestion && asksBack && !yesOrNo),
                value(!first.isEmpty && !Self.functionWords.contains(first) && contextContent.contains(first))]
    }

    // MARK: - Word lists (English closed classes, written by hand)

    static let openers: Set<String> = ["hi", "hey", "hello", "so", "ok", "okay", "well", "oh", "and", "but", "yeah", "then"]
    static let whWords: Set<String> = ["what", "where", "when", "who", "whom", "whose", "why", "how", "which"]
    static let auxiliaries: Set<String> = [
        "are", "is", "am", "was", "were", "do", "does", "did", "can", "could", "will", "would", "should", "shall", "have", "has",
        "had", "may", "might", "must", "wanna", "want",
    ]
    static let yesWords: Set<String> = ["yes", "yeah", "yep", "yup", "sure", "definitely", "absolutely", "course", "ok", "okay", "sounds",
                                        "certainly", "totally"]
    static let noWords: Set<String> = ["no", "nope", "nah", "not", "never", "sorry", "unfortunately", "cant", "wont", "didnt", "dont"]
    static let timeWords: Set<String> = [
        "today", "tomorrow", "tonight", "yesterday", "morning", "afternoon", "evening", "night", "noon", "midnight", "monday", "tuesday",
        "wednesday", "thursday", "friday", "saturday", "sunday", "week", "weekend", "month", "year", "minutes", "minute", "hours",
        "hour", "oclock", "am", "pm", "soon", "later", "now", "early", "late", "next", "last", "ago", "half", "quarter", "past",
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]
    static let placeOpeners: Set<String> = [
        "in", "at", "on", "near", "behind", "next", "by", "outside", "inside", "home", "office", "street", "road", "station", "downtown",
        "upstairs", "downstairs", "corner", "left", "right", "there", "here",
    ]
    static let placeWords: Set<String> = ["home", "office", "street", "station", "downtown", "corner", "there", "here"]
    static let numberWords: Set<String> = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "fifteen", "twenty",
        "thirty", "forty", "fifty", "hundred", "few", "couple", "dozen",
    ]
    /// Pronouns, interjections and other function words: a reply opening with one of them is a turn
    /// of the conversation, not a statement about a topic word.
    static let functionWords: Set<String> = [
        "i", "im", "ive", "ill", "id", "me", "my", "mine", "we", "were", "weve", "well", "our", "us", "you", "youre", "youve", "youll",
        "your", "yours", "he", "she", "it", "its", "hes", "shes", "they", "theyre", "them", "their", "that", "thats", "this",
        "yes", "yeah", "yep", "yup", "no", "nope", "nah", "sure", "ok", "okay", "oh", "wow", "great", "cool", "thanks", "thank",
        "sorry", "haha", "hi", "hey", "hello", "of", "definitely", "absolutely", "maybe", "probably", "not", "never", "nice",
        "awesome", "perfect", "congratulations", "congrats", "good", "morning", "night", "really",
        "a", "an", "the", "to", "in", "on", "at", "by", "for", "with", "from", "and", "or", "but", "so", "just", "be", "is", "are",
        "was", "do", "did", "does", "can", "could", "will", "would", "should", "have", "has", "had", "what", "where", "when",
        "who", "why", "how", "which", "there", "here", "about", "around", "after", "before", "up", "down", "out", "into", "over",
        "under", "too", "also", "very", "all", "some", "any",
    ]
}
