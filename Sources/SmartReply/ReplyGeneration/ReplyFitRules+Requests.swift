/// Rules of ``ReplyFitRules`` for questions about the writer's own next step ("Should I bring anything?",
/// "Shall I book the table for 8?") and requests to be told later ("Let me know when you're home"): neither is
/// a plan to join ("I'm in!") nor a question where the reader is ("I'm here!"). Written by hand from the odd
/// suggestions of fresh samples K, L and R2 (`Tests/SmartReplyTests/Fixtures/ReplyDev/`, read by a person;
/// no evaluation data used).
extension ReplyFitRules {
    /// Modal verbs that open a question about what to do.
    static let actionModals: Set<String> = ["should", "shall", "can", "could", "may", "do"]

    /// Whether the question (``ReplyTurn/questionOrAnswered``) asks about the writer's own next step: a modal
    /// then "I" ("Should I bring anything?", "shall i book it?", "Can I bring my brother?"); not "Shall we go?".
    /// Also a question for leave to do something ("Is it ok if I bring my cousin along?", "Would it be alright if I
    /// left early?", "Do you mind if I bring a friend?"; sample Q got "I'm in!").
    /// - Complexity: O(tokens).
    static func asksOwnStep(_ tokens: ArraySlice<String>) -> Bool {
        let words = Array(tokens.lazy.filter { $0 != "?" && $0 != "!" && $0 != "," })
        for (index, word) in words.enumerated() where word == "if" && index > 0 && index + 1 < words.count && words[index + 1] == "i" {
            if ["ok", "okay", "alright", "fine", "mind", "cool"].contains(words[index - 1]) { return true }
        }
        guard words.count >= 2, actionModals.contains(words[0]) else { return false }
        return words[1] == "i"
    }

    /// Whether the message asks to be told of something later ("Let me know when you're home", "text me when you
    /// land", "call me once you get there"): the reader answers it with "Will do!", not by saying where they are now.
    /// - Complexity: O(tokens).
    static func asksToBeToldLater(_ tokens: ArraySlice<String>) -> Bool {
        let words = Array(tokens.filter { $0 != "," && $0 != "!" && $0 != "." })
        guard words.count >= 3 else { return false }
        let opensNotify = (words[0] == "let" && words[1] == "me" && words[2] == "know")
            || (["text", "call", "message", "ping", "tell"].contains(words[0]) && words[1] == "me")
        return opensNotify && words.contains(where: ["when", "once", "if", "after"].contains)
    }
}
