/// The yes/no balance of ``ResponseSetReplyGenerator`` (moved here unchanged to keep the main file under 400 lines).
extension ResponseSetReplyGenerator {
    /// When every polar reply chosen has one polarity, adds the best reply of the other polarity
    /// from `ranked` (Kannan et al. 2016, section 6): appended while fewer than `maximumCount`
    /// are chosen, else in place of the last one; a negative reply of intent `softNegative`, when
    /// ranked, is taken before other negative ones. Keeps the ranking order otherwise.
    static func balancePolarity(_ chosen: inout [ReplyCandidate], ranked: [ReplyCandidate], maximumCount: Int = 3,
                                softNegative: String? = nil) {
        let polarities = chosen.map { ReplyPolarity(intent: $0.intent) }
        let positive = polarities.contains(.positive), negative = polarities.contains(.negative)
        guard positive != negative, maximumCount >= 2 else { return }
        let wanted: ReplyPolarity = positive ? .negative : .positive
        let taken = Set(chosen.map(\.intent))
        let preferred = wanted == .negative ? ranked.first(where: { $0.intent == softNegative && !taken.contains($0.intent) }) : nil
        guard let other = preferred ?? ranked.first(where: { ReplyPolarity(intent: $0.intent) == wanted && !taken.contains($0.intent) }) else { return }
        if chosen.count < maximumCount { chosen.append(other) } else { chosen[chosen.count - 1] = other }
    }
}

extension ResponseSetReplyGenerator {
    /// Replaces a bare refusal (intent `no`: "No.", "Nope.") by the best reply of intent `softNegative` in `ranked`
    /// ("I wish I could!"), in place, when that intent is ranked and not chosen yet: a friend's invitation to do
    /// something together ("Want to grab coffee after class?" got "No." first in sample N) is declined softly.
    /// Leaves `chosen` unchanged otherwise.
    static func softenRefusal(_ chosen: inout [ReplyCandidate], ranked: [ReplyCandidate], softNegative: String = "wish_i_could") {
        guard let at = chosen.firstIndex(where: { $0.intent == "no" }), !chosen.contains(where: { $0.intent == softNegative }),
              let soft = ranked.first(where: { $0.intent == softNegative }) else { return }
        chosen[at] = soft
    }
}

extension ResponseSetReplyGenerator {
    /// The prior, in the scorer's units (log-odds), that a positive answer to a yes/no question gets
    /// over the others. Chosen by reading our own questions: with it "Did you get home ok?" (No. 3.82,
    /// Yeah! 3.19), "Can you call me later?" (−0.18, −0.60) and "Are you on your way?" (4.41, 2.42) lead
    /// with the positive answer; "Are you busy?" (5.30, 0.94), "Is anything wrong?" (5.40, −0.95) and
    /// "Have you eaten yet?" (4.20, 0.96) keep "No." first.
    static let affirmativePrior = 2.5

    /// Adds ``affirmativePrior`` to the positive answers chosen for a yes/no question and re-ranks them
    /// (stable): the scorer learned from chat where "No." answers many questions, and a refusal first
    /// reads as curt to a friendly question (fresh users counted "No." first to "Did you see my
    /// message?" and "Can you call me later?" as odd). A soft refusal put in a refusal's place
    /// (``softenRefusal(_:ranked:softNegative:)``) keeps its own, lower score, so "I wish I could!" no
    /// longer leads "Yeah!" to "Are you free for lunch tomorrow?". Candidates stay sorted by score, as
    /// the ``ReplyGenerator`` contract requires.
    static func leadWithAffirmative(_ chosen: inout [ReplyCandidate]) {
        guard chosen.contains(where: { ReplyPolarity(intent: $0.intent) == .positive }) else { return }
        for index in chosen.indices where ReplyPolarity(intent: chosen[index].intent) == .positive {
            chosen[index].score += affirmativePrior
        }
        chosen = chosen.enumerated().sorted { $0.element.score > $1.element.score || ($0.element.score == $1.element.score && $0.offset < $1.offset) }
            .map(\.element)
    }
}
