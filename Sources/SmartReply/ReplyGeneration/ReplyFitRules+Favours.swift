/// The favour rule of ``ReplyFitRules``: a yes/no question that asks the reader to do something for the writer
/// ("Could you feed the cat Tuesday and Wednesday?" got "Maybe." | "Let me ask." | "No." in fresh sample R) is agreed
/// to or declined with an apology (``YesNoKind/favour``). Written by hand from that sample and our own examples
/// (`Tests/SmartReplyTests/Fixtures/ReplyDev/`; no evaluation data used).
extension ReplyFitRules {
    /// Modal verbs that ask the reader for a favour before "you" ("Could you…", "Can u…", "Would you…", "Will you…").
    static let favourModals: Set<String> = ["can", "could", "would", "will"]

    /// Verbs after "can you" that ask what the reader is able to perceive or do, not for a favour ("Can you see it?",
    /// "Can you believe it?", "Will you be there?"), and verbs of wanting or minding that other kinds read.
    static let notFavourVerbs: Set<String> = ["see", "hear", "believe", "imagine", "understand", "feel", "smell", "swim", "speak", "be",
                                              "like", "love", "rather", "mind", "prefer", "say", "think", "guess", "remember", "know"]

    /// Words that may stand between "can you" and the verb of the favour ("Could you please…", "can you maybe…").
    static let favourFillers: Set<String> = ["please", "pls", "plz", "maybe", "possibly", "just", "also", "quickly", "still"]

    /// What the writer asks to borrow or use after "Can I…" ("Can I borrow your ladder?", "Could I use your charger?").
    static let borrowingVerbs: Set<String> = ["borrow", "use", "crash", "copy"]

    /// Whether the yes/no question `words` (no punctuation) asks the reader for a favour: "can/could/would/will you" near
    /// its start and a verb of doing ("Could you feed the cat on Tuesday?", "Hey, can you send me the photos?", "would
    /// you please water my plants?"), "please" with "you" ("You couldn't grab milk on the way, please?"), or asking to
    /// borrow ("Can I borrow your ladder for an hour?"). Not "Can you see it?", "Will you be there?", "Would you like
    /// to…?" (an invitation, read first).
    /// - Complexity: O(words).
    static func asksFavour(_ words: [String]) -> Bool {
        for (index, word) in words.prefix(4).enumerated() where favourModals.contains(word) && index + 1 < words.count {
            let subject = words[index + 1]
            var verbAt = index + 2
            while verbAt < words.count, favourFillers.contains(words[verbAt]) { verbAt += 1 }
            guard verbAt < words.count else { return false }
            if ["you", "u", "ya"].contains(subject) { return !notFavourVerbs.contains(words[verbAt]) }
            if subject == "i" { return borrowingVerbs.contains(words[verbAt]) }
        }
        return words.contains(where: ["please", "pls", "plz"].contains) && words.contains(where: ["you", "u"].contains)
    }
}
