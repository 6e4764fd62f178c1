/// Rules of ``ReplyFitRules`` for wh-questions about a fact of the reader's own life ("How old are you?", "What's your
/// name?", "Where are you from?", "What do you do for a living?"): only the reader can answer them, and the response set
/// holds no personal facts, so any reply it offers is of the wrong type ("I'm tired." to "How old are you?", "Let me
/// check." to "What's your name?"). Such a question gets no reply, or only the answer to a speech act it opens with
/// ("Hi! What's your name?" may still get "Hi!"). Written by hand from the brief of issue 5 (no evaluation data used).
extension ReplyFitRules {
    /// Nouns after "your" that name a fact of the reader's life ("What's your name?", "When's your birthday?", "What's
    /// your favourite film?"). Not "What's your plan?" or "How's your day?" (plans and wellbeing have answers in the set).
    static let personalFactNouns: Set<String> = [
        "name", "names", "surname", "age", "birthday", "bday", "job", "profession", "occupation", "nationality", "hometown",
        "address", "email", "number", "height", "weight", "major", "sign", "star", "favourite", "favorite", "fav", "fave",
        "religion", "zodiac",
    ]

    /// Verbs of "where do/did you …" questions about where the reader comes from or lives ("Where did you grow up?").
    static let originVerbs: Set<String> = ["live", "grow", "grew", "come", "work", "study", "studied", "stay", "born"]

    /// Verbs after "how long have you" that ask since when a fact holds ("How long have you lived in Leeds?"), not how long
    /// the reader has been waiting.
    static let durationFactVerbs: Set<String> = ["lived", "worked", "known", "had", "studied", "played", "driven", "owned"]

    /// Whether the wh-question `tokens` (``ReplyTurn/questionOrAnswered``) asks a fact of the reader's own life that no
    /// reply of the response set states: age or size ("how old", "how tall"), a fact after "your" (``personalFactNouns``:
    /// "What's your name?", "when's ur birthday"), origin or home ("Where are you from?", "Where do you live?", "Where did
    /// you grow up?", "where were you born"), work or study ("What do you do?", "What do you do for a living?", "what do you
    /// study"), identity ("Who are you?"), a kind of liking ("What kind of music do you like?") or the duration of a fact
    /// ("How long have you lived in Leeds?"). Not "How are you?", "Where are you?" (now), "What are you doing?", "What do you
    /// think?", "What do you want for dinner?" nor "How old is this milk?" (no reader or relative named).
    /// - Complexity: O(tokens).
    static func asksPersonalFact(_ tokens: ArraySlice<String>) -> Bool {
        let words = Self.words(of: tokens)
        guard let opener = words.firstIndex(where: { whWords.contains($0) || $0 == "whens" }) else { return false }
        let question = words[opener...]
        let asksReader = question.contains(where: readerOrOwnWords.contains)
        guard asksReader else { return false }
        for (offset, word) in question.enumerated() {
            let index = opener + offset
            let next = index + 1 < words.count ? words[index + 1] : ""
            let previous = index > 0 ? words[index - 1] : ""
            switch word {
            case "old", "tall": if previous == "how" { return true }
            // "What's your name?", "when is your birthday", "What's your favourite film?".
            case "your", "ur": if personalFactNouns.contains(next) { return true }
            // "Where are you from?", "where r u from originally", "where were you born"; not "Where did you get that from?".
            case "from", "born":
                if question.first == "where" || question.first == "wheres", ["you", "u", "ya", "originally"].contains(previous) { return true }
            case "you", "u", "ya":
                let after = words[(index + 1)...].prefix(2)
                if question.first == "where", after.contains(where: originVerbs.contains) { return true }
                // "What do you do?", "What do you do for a living?", "what do you study"; not "What do you do on Sundays?".
                if question.first == "what", previous == "do" || previous == "did",
                   next == "do" && (index + 2 == words.count || ["for", "now", "exactly"].contains(words[index + 2]))
                    || ["study", "studied", "teach"].contains(next) { return true }
                // "Who are you?".
                if question.first == "who", ["are", "r"].contains(previous), index + 1 == words.count { return true }
                // "How long have you lived here?".
                if previous == "have" || previous == "hav", index > 2, words[index - 2] == "long", durationFactVerbs.contains(next)
                    || (next == "been" && index + 2 < words.count && ["living", "working", "married", "together"].contains(words[index + 2])) {
                    return true
                }
            // "What kind of music do you like?", "what sort of films do you watch".
            case "kind", "sort", "type": if next == "of", question.first == "what" || question.first == "which" { return true }
            default: continue
            }
        }
        return false
    }

    /// Words for the reader or the reader's own people, of which a personal question names one ("How old is your
    /// brother?" is as personal as "How old are you?").
    static let readerOrOwnWords: Set<String> = ["you", "u", "ya", "your", "ur", "yours", "youre"]
}
