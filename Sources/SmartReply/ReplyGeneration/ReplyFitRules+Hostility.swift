/// Rules of ``ReplyFitRules`` for anger aimed at the reader ("I'm so angry at you", "You never listen to me", "This is
/// your fault"): it is a complaint about the reader, so cheer ("You can do it!"), sympathy ("Oh no!"), joy or thanks
/// are all of the wrong kind; what fits is an apology ("I'm so sorry.") or asking what is wrong ("What happened?").
/// VADER reads such a message as negative, which used to lift encouragement and sympathy. Written by hand from the brief
/// of issue 5 (no evaluation data used); insults and threats are the content guard's, not these rules'.
extension ReplyFitRules {
    /// Words of anger or weariness that, aimed at the reader ("mad at you", "sick of you", "disappointed in you", "hate
    /// you"), make a message hostile.
    static let angerWords: Set<String> = [
        "angry", "mad", "furious", "pissed", "livid", "upset", "annoyed", "disappointed", "fuming", "sick", "tired", "done",
        "hate", "hurt", "fed",
    ]

    /// Verbs after "you" that blame the reader ("You lied to me", "you ruined it").
    static let blameWords: Set<String> = ["lied", "ruined", "ignored", "ditched", "betrayed", "promised"]

    /// Words up to three after "you never"/"you always" that make it a reproach ("You never listen", "you always do
    /// this", "you never reply"), not praise or news ("You always know what to say", "You never told me you had a sister").
    static let neglectWords: Set<String> = ["listen", "listened", "listening", "reply", "replied", "answer", "answered", "call",
                                            "called", "text", "texted", "help", "helped", "care", "cared", "think", "thought",
                                            "show", "showed", "this", "that", "ask", "asked", "remember", "late"]

    /// Adjectives after "you're" that insult the reader mildly ("You're so selfish"); stronger words are the guard's.
    static let reproachAdjectives: Set<String> = [
        "selfish", "rude", "mean", "unbelievable", "annoying", "useless", "impossible", "ridiculous", "inconsiderate",
        "unreliable", "liar", "worst", "unfair",
    ]

    /// Whether `tokens` (a message's ``ReplyTokenizer`` tokens) aim anger or blame at the reader: an anger word before
    /// the reader ("I'm so angry at you", "sick of you", "I hate you", "so disappointed in you"; not after a negation: "I'm
    /// not mad at you"), blame with the reader as subject ("You never listen to me", "you always do this", "you didn't even reply", "you lied")
    /// when VADER's `compound` (nil: unknown) is not positive ("You always make me laugh" is praise), a reproach ("you're
    /// so selfish", "your fault", "how could you", "what's wrong with you", "thanks for nothing").
    /// - Complexity: O(tokens).
    static func isHostileToReader(_ tokens: [String], compound: Double?) -> Bool {
        let words = Self.words(of: tokens)
        let notPositive = (compound ?? 0) <= 0.05
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            let previous = index > 0 ? words[index - 1] : ""
            switch word {
            case _ where angerWords.contains(word):
                // "angry at you", "mad with u", "sick of you", "fed up with you", "disappointed in you", "done with you";
                // "hate you" (only "hate" takes the reader as its object: "I'm tired, you?" is no anger at the reader).
                guard !words[max(0, index - 3)..<index].contains(where: negations.contains) else { continue }
                if word == "hate", readerWords.contains(next) { return true }
                let rest = words[(index + 1)...].drop { $0 == "up" }
                if let preposition = rest.first, ["at", "with", "of", "in"].contains(preposition),
                   rest.dropFirst().first.map(readerWords.contains) == true {
                    return true
                }
            case "you", "u":
                guard notPositive, index + 1 < words.count else { continue }
                // "You never listen", "you lied"; "you didn't even reply", "you can't even say sorry".
                if blameWords.contains(next) { return true }
                if next == "never" || next == "always", words[(index + 2)...].prefix(3).contains(where: neglectWords.contains) { return true }
                if index + 2 < words.count, words[index + 2] == "even", ["didnt", "dont", "cant", "couldnt", "wont", "never"].contains(next) {
                    return true
                }
                // "How could you", "what's wrong with you".
                if previous == "could", index > 1, words[index - 2] == "how" { return true }
                if previous == "with", index > 2, words[index - 2] == "wrong" { return true }
            case "youre", "ur":
                // "You're so selfish", "ur the worst".
                if words[(index + 1)...].prefix(3).contains(where: reproachAdjectives.contains), notPositive { return true }
            case "fault": if ["your", "ur", "yours"].contains(previous) { return true }
            case "nothing": if previous == "for", index > 1, ["thanks", "thank"].contains(words[index - 2]) { return true }
            default: continue
            }
        }
        return false
    }

    /// The intents that answer anger at the reader: an apology or asking what is wrong.
    static let hostilityAnswerIntents: Set<String> = ["apology", "ask_details"]

    /// Score added to `apology` after anger at the reader (natural log units).
    static let hostilityApologyBonus = 1.5
}
