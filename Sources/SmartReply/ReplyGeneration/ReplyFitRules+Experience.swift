/// Rules of ``ReplyFitRules`` for questions about what the reader lived through ("How was the concert?"),
/// replies that join a plan ("I'm in!"), good news told as getting something ("I got the job!") and
/// feelings that "Okay!" does not answer. Written by hand from the odd suggestions of fresh sample J and
/// the cases reported in issue 5 (no evaluation data used).
extension ReplyFitRules {
    /// Whether `tokens` (the answered question) ask how something the reader did or lived went: "How was the
    /// concert?", "how were the holidays", "How did the interview go?", "how'd it go", "Did you enjoy the show?",
    /// "Was it fun?". The reader was there: "I don't know." and the present "It's great!" do not answer it,
    /// the past "It was great!" does. "How did/how'd …" asks it only with "go"/"went"/"turn out" after it
    /// ("How did you know?", "How did you get here?" do not), and "How was/were …" not about a person
    /// ("How were you able to fix it?", "How was she?").
    /// - Complexity: O(tokens²) at worst, tokens being a message's few words.
    static func asksExperience(_ tokens: ArraySlice<String>) -> Bool {
        let words = tokens.filter { $0 != "?" && $0 != "!" }
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            let after = index + 2 < words.count ? words[index + 2] : ""
            if word == "howd" || (word == "how" && next == "did") {
                let rest = words[(index + 1)...]
                if rest.contains(where: experienceOutcomeVerbs.contains) || zip(rest, rest.dropFirst()).contains(where: { $0 == "turn" && $1 == "out" }) {
                    return true
                }
            }
            if word == "how", next == "was" || next == "were", !experiencePersons.contains(after) { return true }
            if index == 0, word == "did", ["you", "u", "ya"].contains(next), ["enjoy", "like", "love", "have"].contains(after) { return true }
            if index == 0, word == "was", ["it", "that", "the"].contains(next), words.contains(where: experienceAdjectives.contains) { return true }
        }
        return false
    }

    /// Verbs that make "How did …?" ask how something went ("How did the interview go?", "how'd it go").
    static let experienceOutcomeVerbs: Set<String> = ["go", "goes", "went"]

    /// Persons after "How was/were": the question is how they are or managed ("How were you able to…?"), not how
    /// something the reader lived through went.
    static let experiencePersons: Set<String> = ["you", "u", "ya", "i", "he", "she", "we", "they"]

    /// Words that make "Was it …?" ask about an experience ("Was it fun?", "Was the food any good?").
    static let experienceAdjectives: Set<String> = ["fun", "good", "nice", "great", "ok", "okay", "worth", "busy", "crowded", "boring", "amazing"]

    /// Intents that give an opinion on something: their replies in the present ("It's great!", "I love it!") do not
    /// answer a question about an experience, and their replies in the past ("It was great!") answer only that.
    static let opinionIntents: Set<String> = ["like_it", "dislike"]

    /// Whether a reply (``ReplyTokenizer`` tokens) of `intent` tells of an experience in the past ("It was great!").
    static func tellsExperience(_ tokens: [String], intent: String) -> Bool {
        opinionIntents.contains(intent) && tokens.contains(where: ["was", "wasnt", "were"].contains)
    }

    /// Whether a reply (``ReplyTokenizer`` tokens) of `intent` tells how its writer is ("I'm tired.", "I'm good, thanks!",
    /// "Good, and you?"), which does not answer how an event went ("How did the interview go?"); "Pretty good!" does.
    static func statesOwnCondition(_ tokens: [String], intent: String) -> Bool {
        ["i_am_fine", "not_great"].contains(intent)
            && (["im", "doing", "all", "cant"].contains(tokens.first ?? "") || tokens.contains("you"))
    }

    /// Score added to a reply that tells of an experience after a question about one (natural log units): the
    /// past-tense replies are new to the response set and have no prior of their own.
    static let experienceBonus = 1.5

    /// Whether a reply (``ReplyTokenizer`` tokens) joins a plan someone proposes ("I'm in!", "Great, let's do it!",
    /// "Count me in!"), which does not answer what the writer will do alone ("I'll call you after lunch").
    static func joinsPlan(_ tokens: [String]) -> Bool {
        let words = tokens.filter { $0 != "?" && $0 != "!" && $0 != "." && $0 != "," }
        return words.suffix(2) == ["im", "in"] || words.suffix(3) == ["lets", "do", "it"] || words.suffix(2) == ["me", "in"]
    }

    /// First words of a statement about the writer's own doings ("I'll call you after lunch", "I'm going to the gym",
    /// "My train is late"): there is no plan to join.
    static let ownDoingOpenings: Set<String> = ["i", "ill", "im", "ive", "id", "my"]

    /// Whether a statement is about the writer's own doings (``ownDoingOpenings``), with no "let's", "want" or "join"
    /// that would invite the reader along ("I'm going for drinks, want to join?").
    static func tellsOwnDoing(_ tokens: ArraySlice<String>) -> Bool {
        guard let first = tokens.first(where: { $0 != "?" && $0 != "!" }), ownDoingOpenings.contains(first) else { return false }
        return !tokens.contains(where: ["lets", "want", "wanna", "join", "us", "together", "anyone", "who", "come"].contains)
    }

    /// Objects whose getting is big good news: "I got the job!", "We got the apartment", "She landed the role".
    static let goodNewsObjects: Set<String> = ["job", "apartment", "flat", "house", "offer", "scholarship", "visa", "role", "part",
                                               "internship", "loan", "mortgage", "place", "contract", "grant", "deal", "college",
                                               "university", "uni", "school", "med", "law", "grad", "program", "programme"]

    /// Whether `tokens` tell of getting something of ``goodNewsObjects`` ("got"/"landed" within three words before it),
    /// with no question and no negation ("I didn't get the job", "Did you get the job?").
    /// - Complexity: O(tokens).
    static func tellsGettingNews(_ tokens: [String]) -> Bool {
        guard !tokens.contains("?"), !tokens.contains(where: gettingNegations.contains) else { return false }
        for (index, word) in tokens.enumerated() where ["got", "landed", "gotten", "won"].contains(word) {
            if tokens[(index + 1)..<min(tokens.count, index + 4)].contains(where: goodNewsObjects.contains) { return true }
        }
        return false
    }

    /// Negations and doubts that keep a "got the job" from being news ("I didn't get the job", "if I get the flat").
    static let gettingNegations: Set<String> = ["didnt", "not", "never", "no", "dont", "wont", "cant", "if", "hope", "hoping", "maybe",
                                                "might", "whether", "wish"]

    /// VADER compound from which a statement is a feeling ("This restaurant is amazing", "I hate Mondays") that a
    /// bare "Okay!" does not answer.
    static let feelingCompound = 0.5
}
