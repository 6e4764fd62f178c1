/// What a yes/no question asks of the reader, read once by ``ReplyFitRules/yesNoKind(_:)``: it decides how
/// ``ResponseSetReplyGenerator`` orders the answers and which refusal it shows (Kannan et al. 2016 balance both
/// polarities; between friends the order and the wording of the refusal matter too).
enum YesNoKind: Sendable, Equatable {
    /// An invitation to do something together ("Want to grab coffee after class?", "Are you coming to the party?"):
    /// the positive answer first, declined softly ("I wish I could!"), never with a bare "No.".
    case invitation
    /// A question after something the reader may know ("Do you know a good dentist around here?", "Any idea where
    /// the key is?"): answered by finding out or by saying one does not know, not with "Yeah!" or "No.".
    case information
    /// An offer of the writer's help or of a thing ("Want me to save you a seat?", "Shall I pick you up?", "Want some
    /// cake?", "Need a hand?"): accepted or turned down with thanks, never declined like an invitation ("I wish I
    /// could!") nor hedged ("Probably!").
    case offer
    /// A question that hopes for "no" ("Are you still mad at me?", "Is anything wrong?", "Are you busy?", "Do you
    /// mind if I bring a friend?"): the answers keep the scorer's order, which puts "No." first for these.
    case expectsNo
    /// A favour asked of the reader ("Could you feed the cat on Tuesday?", "Can you send me the photos?", "Can I borrow
    /// your ladder?"): the positive answer first ("Sure thing!"), declined with an apology ("No, sorry."), never hedged
    /// ("Maybe.") nor declined like an invitation ("I wish I could!").
    case favour
    /// Any other ("Did you watch the game last night?", "Can you call me later?"): the positive answer first,
    /// "No." as the other polarity.
    case plain
}

/// The yes/no question rules of ``ReplyFitRules`` (written by hand from the odd suggestions of fresh samples N and O
/// and of the fresh users' reports, `Tests/SmartReplyTests/Fixtures/ReplyDev/`; no evaluation data used).
extension ReplyFitRules {
    /// The kind of the yes/no question `tokens` (``ReplyTurn/questionOrAnswered``), checked in this order:
    /// ``YesNoKind/information``, ``YesNoKind/offer``, ``YesNoKind/invitation``, ``YesNoKind/expectsNo``,
    /// ``YesNoKind/favour``, else ``YesNoKind/plain``. The one invitation detector of the rules: it also decides whether "I wish I could!" may be
    /// shown at all (a statement invites through ``invitesToDoSomething(_:)`` alone).
    /// - Complexity: O(tokens).
    static func yesNoKind(_ tokens: ArraySlice<String>) -> YesNoKind {
        let words = Self.words(of: tokens)
        if asksForInformation(words) { return .information }
        if offersSomething(words) { return .offer }
        if invitesToDoSomething(words[...]) { return .invitation }
        if words.contains(where: hopedNoCues.contains) { return .expectsNo }
        if asksFavour(words) { return .favour }
        return .plain
    }

    /// Words by which a yes/no question hopes for "no": trouble between us, or an imposition ("Do you mind…?").
    static let hopedNoCues: Set<String> = ["mad", "angry", "upset", "annoyed", "wrong", "busy", "mind", "bother", "bothering",
                                           "disturbing", "interrupting", "hate"]

    /// Words after "know"/"remember"/"recommend" by which a question asks for a thing or a fact, not whether the reader
    /// knows someone ("Do you know Sam?" is a plain yes/no question).
    static let informationObjects: Set<String> = ["a", "an", "any", "anyone", "anybody", "someone", "somebody", "somewhere", "where",
                                                  "when", "what", "whats", "who", "whos", "how", "if", "whether", "why", "which",
                                                  "wheres", "whens", "the", "of", "good", "decent", "cheap", "nice"]

    /// Whether the question asks for something the reader may know ("Do you know a good dentist around here?", "do u
    /// know where the keys are", "Any idea when the shop opens?", "Can you recommend a plumber?", "Does anyone know
    /// if it's open?"), which "Let me check." or "I don't know." answers, not "Yeah!" or "No.".
    /// - Complexity: O(words).
    static func asksForInformation(_ words: [String]) -> Bool {
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            switch word {
            case "know", "remember", "recall":
                if index > 0, ["you", "u", "anyone", "anybody", "ya"].contains(words[index - 1]), informationObjects.contains(next) { return true }
            case "recommend", "suggest":
                if index > 0, ["you", "u"].contains(words[index - 1]) { return true }
            case "idea":
                if index > 0, ["any", "an"].contains(words[index - 1]), index + 1 < words.count { return true }
            default: continue
            }
        }
        return false
    }

    /// Verbs of doing something for the reader after "Shall I"/"Can I" ("Shall I pick you up?", "Can I get you a
    /// drink?"); not asking leave ("Can I borrow your ladder?", "Can I ask you something?").
    static let offeredDeeds: Set<String> = ["get", "grab", "bring", "pick", "save", "make", "order", "book", "send", "help", "drive",
                                            "give", "buy", "cook", "reserve", "lend", "fetch", "hold", "carry", "keep"]

    /// Whether the question offers the writer's help or a thing: "Want me to save you a seat?", "Do you need me to drive?",
    /// "Would you like me to call her?", "Shall I pick you up?", "Can I get you anything?", "Want some cake?", "Do you
    /// want a ride?", "Need a hand?", "Do you need anything from the shop?". Not "Want to grab lunch?" (an invitation)
    /// nor "Can I borrow your ladder?".
    /// - Complexity: O(words).
    static func offersSomething(_ words: [String]) -> Bool {
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            let previous = index > 0 ? words[index - 1] : ""
            switch word {
            case "want", "wanna", "like", "need":
                if next == "me" { return true }
                // "Want some cake?", "do you want a ride?", "I'm making soup, want some?" (the offer ends the question).
                if word != "like", index == 0 || ["you", "u", "ya"].contains(previous) || (index + 4 >= words.count && !subjects.contains(previous)),
                   offeredThings.contains(next) { return true }
                if word == "need", index == 0 || ["you", "u", "ya"].contains(previous), ["help", "hand", "ride", "lift"].contains(next) { return true }
            // "Shall I pick you up?", "Should I bring anything?"; not "Can I bring my friend?" (leave for the writer's own).
            case "i":
                if index > 0, ["shall", "should", "can", "could", "may"].contains(previous), offeredDeeds.contains(next),
                   words[(index + 1)...].contains(where: ["you", "u", "ya", "anything", "something", "some"].contains),
                   !words[(index + 1)...].contains(where: ["my", "mine", "myself"].contains) { return true }
            default: continue
            }
        }
        return false
    }

    /// Words after "want"/"wanna" by which a question offers a thing ("Want some cake?"), not an outing.
    static let offeredThings: Set<String> = ["some", "a", "an", "any", "anything", "one", "me", "more", "it", "this", "that"]

    /// Intents that do not answer an invitation: an opinion ("I like it!" to "Do you feel like going to the cinema?", where
    /// "like" asks no opinion), leaving for a moment ("Be right back!"), how one is ("Pretty good!"), agreeing with a claim
    /// ("Exactly!"), a question back ("What about you?", "Tell me more!").
    static let invitationMisfits: Set<String> = ["like_it", "dislike", "brb", "i_am_fine", "not_great", "question_back", "agreement",
                                                 "ask_details"]

    /// Who may be invited: the reader, or anyone in a group ("Is anyone free tonight?", "Anybody up for a movie?").
    static let invitedPeople: Set<String> = ["you", "u", "ya", "anyone", "anybody", "everyone", "yall", "guys"]

    /// Times after "have time" by which it asks for a meeting ("Do you have time tonight?").
    static let freeTimeWords: Set<String> = ["today", "tonight", "tomorrow", "later", "this", "on", "after", "next", "at", "around",
                                             "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "now"]

    /// Adverbs that may stand between the reader and the verb of an invitation ("Are you still coming on Saturday?").
    static let stillWords: Set<String> = ["still", "also", "really", "definitely", "even", "actually", "all"]

    /// Short words that may stand before "let's" in a proposal ("ok let's go", "so let's meet at 6").
    static let openers: Set<String> = ["ok", "okay", "so", "alright", "then", "yeah", "hey", "hi", "well", "right", "k"]

    /// Whether the question invites the reader to do something together ("Want to grab coffee after class?", "wanna
    /// go out?", "Do you want to see a movie?", "Would you like to come?", "Fancy a walk?", "Shall we go?", "How about
    /// lunch?", "Are you free tonight?", "Are you coming to the party?", "You in?", "Are you up for a movie?", "Do you feel
    /// like going to the cinema?"):
    /// declined with "I wish I could!", not "No.". Not an offer of a thing ("Want some cake?", "Do you want a ride?":
    /// "No, thanks." answers it), a request ("Can you text me the time of the party?") nor a question about a fact.
    /// - Complexity: O(tokens).
    static func invitesToDoSomething(_ tokens: ArraySlice<String>) -> Bool {
        let words = Self.words(of: tokens)
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            let previous = index > 0 ? words[index - 1] : ""
            // "Are you coming?", "are you still coming?", "is anyone free?".
            let byReader = invitedPeople.contains(previous) || (index > 1 && stillWords.contains(previous) && invitedPeople.contains(words[index - 2]))
            switch word {
            case "want", "like": if next == "to" { return true }
            case "wanna": if !next.isEmpty, !offeredThings.contains(next) { return true }
            // "Fancy a walk?", "Do you fancy a drink?"; "Do you feel like a coffee?" (Spanish "¿Te apetece…?", French "Tu as
            // envie de…?", German "Hast du Lust…?" come out so), "Are you in the mood for pizza?".
            case "fancy": if index == 0 || byReader { return true }
            // Not "Do you feel like you're getting sick?" (a clause after "like").
            case "feel", "feeling":
                if byReader || (index > 1 && ["you", "u", "ya"].contains(words[index - 2])), next == "like",
                   !(index + 2 < words.count && (subjects.contains(words[index + 2]) || ["youre", "im", "its", "crying", "dying"].contains(words[index + 2]))) {
                    return true
                }
            case "mood": if next == "for", words[..<index].contains(where: invitedPeople.contains) { return true }
            // "Let's go bowling", "ok let's meet at 6"; not "Let's see how it goes".
            case "lets": if index == 0 || openers.contains(previous), !["see", "hope", "just", "not"].contains(next) { return true }
            case "shall": if next == "we" { return true }
            case "how": if next == "about", index == 0 { return true }
            case "free": if index > 0, byReader { return true }
            // "Can you make it tonight?"; not "Can you make a copy?".
            case "make": if byReader, next == "it" { return true }
            case "coming", "joining": if byReader { return true }
            // "Come over later!", "Join us", "you should come", "we're at the pub, come along".
            case "come", "join":
                if index == 0 || byReader || (index > 1 && invitedPeople.contains(words[index - 2])) || ["over", "along", "us", "round", "by"].contains(next) {
                    return true
                }
            // "You're invited!", "I'd love to invite you".
            case "invited": if ["youre", "are", "ur", "all"].contains(previous) { return true }
            case "invite": if ["you", "u", "ya"].contains(next) { return true }
            // "You in?", "Are you in for Friday?"; "Are you up for a movie?", "you down for pizza?".
            case "in": if byReader, next.isEmpty || next == "for" { return true }
            case "up", "down": if byReader, next == "for" || next == "to" { return true }
            // "Do you have time for a coffee tomorrow?", "Got time for lunch?", "have you got time tonight?" (German "Hast du
            // morgen Zeit für einen Kaffee?" got a bare "Nein."); not "Do you have time to check my essay?" (a favour).
            case "time":
                if words[max(0, index - 3)..<index].contains(where: ["have", "got", "having"].contains),
                   words[..<index].contains(where: invitedPeople.contains) || words[0] == "got",
                   next.isEmpty || next == "for" || freeTimeWords.contains(next) { return true }
            default: continue
            }
        }
        return false
    }
}
