/// Rules of ``ReplyFitRules`` about whose occasion a message tells of and when: a wish for the reader's own occasion
/// is thanked for, not returned; "Get well soon!" answers an illness, not a visit to come; cheering on looks ahead,
/// not back at something that went well; "Take your time." answers someone who keeps the reader waiting, not someone
/// who waits for the reader. Written by hand from the odd suggestions of fresh sample O
/// (`Tests/SmartReplyTests/Fixtures/ReplyDev/fresh-verdicts-O.tsv`; no evaluation data used).
extension ReplyFitRules {
    /// Occasions that belong to the person wished ("Happy anniversary you two!", "Happy birthday!", "Congrats on the
    /// new job!"): the wish is not returned with "You too!".
    static let ownOccasionWords: Set<String> = [
        "anniversary", "birthday", "bday", "wedding", "engagement", "graduation", "retirement", "housewarming", "congrats",
        "congratulations", "newlyweds", "promotion", "nameday",
    ]

    /// Places and visits of care: signs of an illness only for something that is not still to come ("I'm at the
    /// doctor's" may get "Get well soon!", "I'm terrified of the dentist tomorrow" not).
    static let careVisitWords: Set<String> = [
        "dentist", "doctor", "doctors", "clinic", "vet", "hospital", "surgery", "operation", "appointment", "checkup", "dentists",
    ]

    /// Words that put something ahead or tell of dread of it ("tomorrow", "next", "gonna", "terrified").
    static let aheadOrDreadWords: Set<String> = [
        "tomorrow", "tonight", "later", "next", "soon", "gonna", "going", "will", "ill", "monday", "tuesday", "wednesday",
        "thursday", "friday", "saturday", "sunday", "week", "terrified", "scared", "nervous", "afraid", "dreading", "anxious",
        "dread", "fear", "hate",
    ]

    /// Whether a message's only signs of illness are care visits still to come or dreaded ("I'm terrified of the dentist
    /// tomorrow", "Got a doctor's appointment on Monday"): "Get well soon!" does not answer it.
    /// - Complexity: O(tokens).
    static func dreadsCareVisit(_ tokens: [String]) -> Bool {
        tokens.contains(where: careVisitWords.contains) && !tokens.contains { illnessCues.contains($0) && !careVisitWords.contains($0) }
            && tokens.contains(where: aheadOrDreadWords.contains)
    }

    /// Words that tell of the past in a report ("went", "was", "aced").
    static let reportedPastWords: Set<String> = pastCues.union(["aced", "nailed", "smashed", "passed", "finished", "won", "last", "ago"])

    /// Words that put a report ahead after all ("It was scary but tomorrow is the real test").
    static let aheadWords: Set<String> = ["tomorrow", "tonight", "later", "next", "soon", "gonna", "will", "ill", "upcoming"]

    /// Whether a statement tells of something past and nothing ahead ("My presentation went really well!"): cheering on
    /// ("Go for it!", "Good luck!") looks ahead and does not answer it.
    /// - Complexity: O(tokens).
    static func tellsOnlyPast(_ tokens: [String]) -> Bool {
        tokens.contains(where: reportedPastWords.contains) && !tokens.contains(where: aheadWords.contains)
    }

    /// Whether the writer waits for the reader ("Parked across the street, come down when ready", "I'm outside",
    /// "waiting for you downstairs"): the reader is the one to hurry ("Coming!"), so "Take your time." does not fit.
    /// Not "Sorry to keep you waiting" nor "Be ready in 5".
    /// - Complexity: O(tokens).
    static func waitsForReader(_ tokens: [String]) -> Bool {
        let words = Self.words(of: tokens)
        for (index, word) in words.enumerated() {
            let previous = index > 0 ? words[index - 1] : "", next = index + 1 < words.count ? words[index + 1] : ""
            switch word {
            case "ready": if ["when", "whenever", "youre", "you", "u", "ur", "if"].contains(previous) { return true }
            case "parked", "outside", "downstairs": if !["will", "ill", "be", "meet", "go"].contains(previous) { return true }
            case "waiting": if !["keep", "kept", "keeping"].contains(index > 1 ? words[index - 2] : ""), !["keep", "kept", "keeping"].contains(previous),
                               ["for", "outside", "downstairs", "here", ""].contains(next) { return true }
            case "come": if ["down", "out", "outside", "downstairs"].contains(next) { return true }
            default: continue
            }
        }
        return false
    }
}

extension ResponseSetReplyGenerator {
    /// The classes ``ReplyFitRules``' occasion rules rule out for the message of `tokens` (a statement when `form` is
    /// ``ReplyFitRules/Form/statement``), whatever speech act it opens with: "You too!" after a wish for the reader's own
    /// occasion, "Get well soon!" after a dreaded care visit, "Go for it!"/"Good luck!" after a report of the past that is
    /// no setback (`compound`, the mood's VADER compound, not below 0, and no bad news), "Take your time." when the writer
    /// waits for the reader.
    /// - Complexity: O(tokens).
    func occasionMisfits(_ tokens: [String], form: ReplyFitRules.Form, compound: Double?, isBadNews: Bool) -> [Int] {
        var misfits: [Int] = []
        if youTooClass != 0, tokens.contains(where: ReplyFitRules.ownOccasionWords.contains) { misfits.append(youTooClass) }
        if let getWell = classIndex["get_well"], ReplyFitRules.dreadsCareVisit(tokens) { misfits.append(getWell) }
        if form == .statement, !isBadNews, (compound ?? 0) >= 0, ReplyFitRules.tellsOnlyPast(tokens) {
            misfits.append(encouragementClass)
            if let luck = classIndex["good_luck"] { misfits.append(luck) }
        }
        if let noRush = classIndex["no_rush"], ReplyFitRules.waitsForReader(tokens) { misfits.append(noRush) }
        return misfits
    }
}
