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
