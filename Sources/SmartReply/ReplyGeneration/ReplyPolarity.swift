/// Which replies answer a yes/no question which way, and how a message's mood
/// shifts intents, for ``ResponseSetReplyGenerator``'s diversity and sentiment rules.
///
/// Written by hand for the intents of `Lexicons/replies/responses.tsv`.
enum ReplyPolarity: Sendable {
    case positive, negative, neutral

    /// The polarity of an intent's replies as an answer to a yes/no question or an invitation.
    init(intent: String) {
        switch intent {
        case "yes", "sounds_good", "agreement", "excited", "on_my_way": self = .positive
        case "no", "wish_i_could", "disagreement", "busy_now": self = .negative
        default: self = .neutral
        }
    }

    private static let auxiliaries: Set<String> = [
        "do", "does", "did", "are", "is", "was", "were", "am", "can", "could", "will", "would", "should", "shall", "have",
        "has", "had", "may", "might", "want", "wanna", "dont", "doesnt", "didnt", "arent", "isnt", "wasnt", "cant", "wont",
        "wouldnt", "shouldnt", "havent", "hasnt", "r", "u", "you", "any", "anyone", "ready", "free", "coming",
    ]

    /// Whether `text` ends in a yes/no question: its last question (or, without a question
    /// mark, the whole text when short) starts with an auxiliary verb ("Are you coming?",
    /// "Can you call me", "Want to grab lunch?").
    static func isYesNoQuestion(_ text: String) -> Bool {
        // The marks are ASCII: found among the UTF-8 bytes, where they are the same scalars, without copying the scalars out.
        let utf8 = text.utf8
        if let mark = utf8.lastIndex(of: UInt8(ascii: "?")) {
            let boundary = utf8[..<mark].lastIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "?") || $0 == 0x0A }
            let start = boundary.map { utf8.index(after: $0) } ?? utf8.startIndex
            let tokens = ReplyTokenizer.tokens(of: String(text.unicodeScalars[start..<mark]))
            return tokens.first.map(auxiliaries.contains) ?? false
        }
        let tokens = ReplyTokenizer.tokens(of: text)
        guard tokens.count <= 10, let first = tokens.first else { return false }
        return auxiliaries.contains(first) && first != "you" && first != "any"
    }

    /// The tone a message needs for an intent's replies to fit, unless the message itself opens
    /// with that intent: an apology answers a complaint (compound < 0). `nil`: any tone.
    static func requiredTone(intent: String) -> ReplyTone? {
        switch intent {
        case "apology": return .negative
        // "Aww, thanks!" thanks for praise, never for "You're so annoying".
        case "thanks_compliment": return .positive
        default: return nil
        }
    }

    /// The score added to an intent's replies for a message of the given mood: prefer
    /// congratulations and joy for happy news, sympathy for sad news, never the reverse
    /// (`-infinity`: the intent is vetoed, e.g. congratulations on any negative news).
    static func moodAdjustment(intent: String, mood: SentimentMood) -> Double {
        switch (mood, intent) {
        case (.happy, "congratulation"): return 1.0
        case (.happy, "cool"), (.happy, "glad_to_hear"), (.happy, "excited"): return 0.5
        case (.happy, "sympathy"), (.happy, "sorry_to_hear"), (.happy, "get_well"): return -.infinity
        case (.happy, "are_you_ok"), (.happy, "apology"): return -1
        // "I don't think that's right." or "Want me to come over?" to "Last night was so much fun" do not fit.
        case (.happy, "disagreement"), (.happy, "dislike"), (.happy, "offer_help"): return -.infinity
        case (.positive, "sympathy"), (.positive, "sorry_to_hear"), (.positive, "get_well"): return -0.5
        case (.worried, "congratulation"), (.worried, "excited"), (.worried, "glad_to_hear"): return -.infinity
        case (.worried, "laugh"), (.worried, "cool"): return -1.5
        // "Wow!" or "No way!" to "It's freezing in the office" or a stolen phone: surprise is no answer to a complaint.
        case (.worried, "surprise"), (.crying, "surprise"): return -.infinity
        case (.worried, "are_you_ok"), (.worried, "sympathy"), (.worried, "encouragement"): return 0.3
        case (.crying, "sympathy"), (.crying, "sorry_to_hear"): return 1.0
        case (.crying, "are_you_ok"), (.crying, "get_well"), (.crying, "encouragement"): return 0.4
        case (.crying, "congratulation"), (.crying, "cool"), (.crying, "laugh"), (.crying, "excited"),
             (.crying, "glad_to_hear"), (.crying, "compliment"), (.crying, "love"): return -.infinity
        case (.crying, "sounds_good"), (.crying, "have_fun"): return -1
        default: return 0
        }
    }
}

/// The sentiment a message must have for some intents (``ReplyPolarity/requiredTone(intent:)``).
enum ReplyTone: Sendable {
    case positive, negative

    /// Whether a message of VADER compound `compound` (nil: unknown, admitted) has this tone.
    func admits(_ compound: Double?) -> Bool {
        guard let compound else { return true }
        switch self {
        case .positive: return compound >= 0.05
        case .negative: return compound < 0
        }
    }
}
