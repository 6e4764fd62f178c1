/// Rules of ``ReplyFitRules`` for a message that is itself a wish ("Have a safe trip!", "Enjoy the festival
/// this weekend!", "Good luck with your exam tomorrow!"): it is thanked for, not wished back with another wish
/// ("Have fun!" to "Have a safe trip!"). Written by hand from fresh samples K and L read by a person
/// (`Tests/SmartReplyTests/Fixtures/ReplyDev/`; no evaluation data used).
extension ReplyFitRules {
    /// Intents that wish the person who just wished: "You too!" returns a wish, these only repeat one at its sender.
    static let wishBackMisfits: Set<String> = ["have_fun", "good_luck", "nice_day", "get_well", "encouragement"]

    /// Words after "have a"/"have an" that make it a wish ("have a safe trip", "have a great time").
    static let wishedThings: Set<String> = wishTimes.union(wishAdjectives).union(["blast", "ball", "fun", "amazing", "awesome",
                                                                                 "fantastic", "brilliant", "relaxing", "restful"])

    /// Words after "have a good"/"have a great" that make it advice or a request, not a wish ("Have a good look at
    /// the contract", "have a quick think", "have a go").
    static let unwishedThings: Set<String> = ["look", "think", "go", "try", "read", "listen", "idea"]

    /// Whether the answered sentence (``ReplyTurn/answeredTokens``, greetings before it dropped) opens with a wish
    /// to the reader and asks nothing: "Have a safe trip!", "have fun tonight", "Enjoy the festival!", "Good luck
    /// tomorrow!", "Safe travels", "Hope you have a great time". Not "I have a meeting" nor "Have you eaten?" nor
    /// "Enjoying the sun?" (a question).
    /// - Complexity: O(tokens).
    static func opensWithWish(_ tokens: ArraySlice<String>) -> Bool {
        guard !tokens.contains("?") else { return false }
        var rest = tokens.drop(while: { greetingWords.contains($0) })
        if rest.first == "hope" || rest.first == "hoping" {
            rest = rest.dropFirst()
            guard rest.first == "you" || rest.first == "u" else { return false }
            rest = rest.dropFirst()
            if rest.first == "guys" || rest.first == "all" { rest = rest.dropFirst() }
        }
        guard let first = rest.first else { return false }
        let next = rest.dropFirst()
        switch first {
        case "enjoy": return true
        case "have":
            if next.first == "fun" { return true }
            guard let article = next.first, ["a", "an"].contains(article) else { return false }
            let things = next.dropFirst().prefix(2)
            return things.contains(where: wishedThings.contains) && !things.contains(where: unwishedThings.contains)
        case "good", "best": return next.prefix(2).contains("luck")
        case "safe": return next.first.map(["travels", "travel", "trip", "flight", "journey", "home", "drive"].contains) ?? true
        case "break": return Array(next.prefix(2)) == ["a", "leg"]
        case "get": return next.first == "well"
        default: return false
        }
    }

    /// Words that congratulate the reader ("omg congrats!!!"): a message with one is thanked for.
    static let congratulationWords: Set<String> = ["congrats", "congratulations", "congratz", "grats", "mazel"]
}
