/// Rules of ``ReplyFitRules`` for questions about a clock time ("What time do we meet?"): a day proposed
/// ("How about this weekend?") does not answer them. Written by hand from a fresh user's report (the same
/// odd reply in English, Russian and Dutch; no evaluation data used).
extension ReplyFitRules {
    /// Words that name a day or a part of the week, not a clock time.
    static let dayWords: Set<String> = ["tomorrow", "tonight", "today", "weekend", "monday", "tuesday", "wednesday", "thursday", "friday",
                                        "saturday", "sunday", "week"]

    /// Whether a reply proposes or names a day without a clock time ("How about this weekend?", "Let's do Saturday.",
    /// "See you tomorrow!"; not "See you at 7!" nor "Tomorrow morning.": a part of the day answers "what time" well enough).
    static func namesDayOnly(_ tokens: [String]) -> Bool {
        tokens.contains(where: dayWords.contains) && !tokens.contains(where: { $0.first?.isNumber == true })
            && !tokens.contains(where: ["morning", "afternoon", "evening", "noon", "lunch", "dinner"].contains)
    }

    /// Whether the question asks for a clock time ("What time do we meet?", "what time's the train?", "At what time?").
    static func asksClockTime(_ tokens: ArraySlice<String>) -> Bool {
        zip(tokens, tokens.dropFirst()).contains { $0 == "what" && ($1 == "time" || $1 == "times") }
    }
}

extension ReplyFitRules {
    /// Whether a reply names a clock time ("Around 7.", "At noon."): it answers when, not how long ("How long does
    /// the drive take?" got "Around 7." in sample M).
    static func namesClockTime(_ tokens: [String]) -> Bool {
        guard let first = tokens.first, ["at", "around", "about"].contains(first), tokens.count >= 2 else { return false }
        return tokens[1].first?.isNumber == true || ["noon", "midnight"].contains(tokens[1])
    }

    /// Whether the question asks for a duration ("How long does the drive take?", "how long will you be?").
    static func asksDuration(_ tokens: ArraySlice<String>) -> Bool {
        zip(tokens, tokens.dropFirst()).contains { $0 == "how" && $1 == "long" }
    }
}

extension ReplyFitRules {
    /// Words that name a day to come, not the present moment ("on Saturday", "next week"; not "tonight", which may be now).
    static let laterDayWords: Set<String> = ["tomorrow", "weekend", "next", "week", "month", "monday", "tuesday", "wednesday", "thursday",
                                             "friday", "saturday", "sunday"]

    /// Words by which a message is about now after all ("I'm here, where are you? We said Saturday").
    static let presentCues: Set<String> = ["where", "here", "waiting", "now", "already", "outside"]

    /// Whether a message speaks of a later day and not of now ("Are you still coming to dinner on Saturday?"): replies
    /// that tell where the writer is now ("I'm late, sorry!", "On my way!", ``arrivalIntents``) do not answer it (sample N).
    /// - Complexity: O(tokens).
    static func namesLaterDay(_ tokens: ArraySlice<String>) -> Bool {
        tokens.contains(where: laterDayWords.contains) && !tokens.contains(where: presentCues.contains)
    }
}
