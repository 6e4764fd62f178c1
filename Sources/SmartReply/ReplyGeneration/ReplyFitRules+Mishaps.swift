/// Mishaps told with the get-passive ("My car got towed", "I got scammed", "our flight got cancelled"): English uses
/// "get" + participle mostly for what befalls someone against their will, so the participle need not be listed as
/// bad news; the few good or neutral ones are ("got promoted", "got married", "got dressed"). Written by hand from
/// sample O ("Congrats!" to "My car got towed this morning"; no evaluation data used).
extension ReplyFitRules {
    /// The forms of "get" that make the passive.
    static let getVerbs: Set<String> = ["get", "got", "gets", "gotten", "getting"]

    /// Participles after "get" that tell of good luck or of nothing bad ("got promoted", "got married", "got paid", "got
    /// dressed", "got bored"): no mishap.
    static let fortunateParticiples: Set<String> = [
        "married", "engaged", "promoted", "hired", "accepted", "admitted", "paid", "picked", "chosen", "selected", "invited",
        "upgraded", "approved", "published", "nominated", "awarded", "vaccinated", "fixed", "repaired", "dressed", "used",
        "started", "done", "excited", "interested", "called", "offered", "signed", "cast", "elected", "featured", "funded",
        "recognized", "recognised", "rewarded", "refunded", "sorted", "settled", "qualified", "certified", "licensed", "noticed",
        "matched", "adopted", "discharged", "released", "cleared", "tested", "bored", "tired", "changed", "showered", "cleaned",
        "organized", "organised", "unstuck", "found", "returned", "delivered", "served", "seated", "tattooed", "pierced",
        "shortlisted", "scouted", "sponsored", "retweeted", "followed", "liked", "booked", "confirmed", "verified", "vetted",
        "proposed", "spoiled", "spoilt", "treated", "surprised", "gifted", "complimented", "praised", "thanked", "baptized",
        "graduated", "inspired", "motivated", "involved", "prepared", "packed", "ready", "updated", "installed",
        "connected", "registered", "enrolled", "placed", "ranked", "rated", "reviewed", "moved", "rescheduled",
        "pushed", "switched", "shifted", "swapped", "renamed", "extended",
    ]

    /// Irregular participles of mishaps ("got stolen", "got stuck", "got bitten").
    static let irregularMishapParticiples: Set<String> = [
        "stolen", "broken", "bitten", "stuck", "stung", "caught", "beaten", "hit", "shot", "cut", "lost", "run", "sunburnt", "struck",
        "blown", "thrown", "left", "torn", "shut", "sent", "taken", "hurt", "sick", "wet", "soaked",
    ]

    /// Adverbs that may stand between "get" and its participle ("got totally scammed").
    static let passiveAdverbs: Set<String> = ["just", "totally", "completely", "so", "all", "literally", "badly", "really", "finally", "again"]

    /// Whether `tokens` tell of a mishap with the get-passive: a form of "get" (not after a negation, not in a question)
    /// followed, perhaps after one adverb, by a participle (a word of 4+ letters ending in "ed", or of
    /// ``irregularMishapParticiples``) that is not in ``fortunateParticiples``. "My car got towed", "I got scammed
    /// online", "we got totally soaked"; not "I got promoted", "I didn't get picked", "Did your car get towed?".
    /// "finally" before the participle ("got finally fixed") is a relief word and rules the message out earlier.
    /// - Complexity: O(tokens).
    static func tellsMishap(_ tokens: [String], marks: (each: [NewsWord], all: NewsWord)) -> Bool {
        guard !tokens.contains("?") else { return false }
        for index in tokens.indices where marks.each[index].contains(.getVerb) {
            if index > 0, marks.each[index - 1].contains(.negation) { continue }
            var at = index + 1
            if at < tokens.count, passiveAdverbs.contains(tokens[at]) { at += 1 }
            guard at < tokens.count else { continue }
            let word = tokens[at]
            if fortunateParticiples.contains(word) { continue }
            if irregularMishapParticiples.contains(word) || (word.count >= 4 && word.hasSuffix("ed")) { return true }
        }
        return false
    }
}
