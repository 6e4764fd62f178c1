/// The answers to a yes/no question of ``ResponseSetReplyGenerator``: both polarities shown (Kannan et al. 2016,
/// section 6), in an order and with a refusal that fit the kind of question (``YesNoKind``). One pass replaces
/// three layers that disagreed (a loose invitation word list for the balance, a strict invitation detector for the
/// soft refusal, and a positive prior of 2.5 log-odds that lost when the scorer preferred "No." by more).
extension ResponseSetReplyGenerator {
    /// The intents that answer a question after information by finding out or not knowing ("Let me check.", "No idea.").
    static let findingOutIntents: Set<String> = ["let_me_check", "dont_know"]

    /// The soft refusal of an invitation ("I wish I could!", "Sorry, I can't make it.").
    static let softRefusalIntent = "wish_i_could"

    /// Orders and completes `chosen`, the replies picked for a yes/no question of kind `kind`, from `pool`
    /// (every admissible reply, best first; the other polarity may come from below the slot margin):
    /// - ``YesNoKind/information``: bare "Yeah!"/"No." are dropped and the best finding-out replies
    ///   (``findingOutIntents``) from `pool` take their place;
    /// - ``YesNoKind/invitation``: a bare refusal becomes the soft one ("I wish I could!") when it is in `pool`, or goes
    ///   when the soft one is already chosen,
    ///   the other polarity is added (the soft refusal first), and a positive answer leads;
    /// - ``YesNoKind/plain``, ``YesNoKind/offer`` and ``YesNoKind/favour``: the other polarity is added ("No." before any other refusal; never "I wish I could!"
    ///   to a question that invites to nothing) and a positive answer leads;
    /// - ``YesNoKind/expectsNo``: the other polarity is added; the scorer's order is kept.
    ///
    /// "A positive answer leads": the positive replies come first whatever the scores (a refusal first reads as curt
    /// between friends: "Did you watch the game last night?" → "Yeah!" | "No."; so does a hedge: "Are you hungry?" →
    /// not "Maybe." first). Scores are raised where needed so the candidates stay sorted by score, as the
    /// ``ReplyGenerator`` contract requires.
    /// - Complexity: O(pool).
    static func answerYesNoQuestion(_ chosen: inout [ReplyCandidate], pool: [ReplyCandidate], kind: YesNoKind, maximumCount: Int = 3) {
        switch kind {
        case .information:
            chosen.removeAll { $0.intent == "yes" || $0.intent == "no" }
            for candidate in pool where chosen.count < maximumCount && findingOutIntents.contains(candidate.intent)
                && !chosen.contains(where: { $0.intent == candidate.intent }) {
                chosen.append(candidate)
            }
            chosen = chosen.enumerated().sorted { $0.element.score > $1.element.score || ($0.element.score == $1.element.score && $0.offset < $1.offset) }
                .map(\.element)
        case .invitation:
            // One refusal, the soft one: with both chosen, the bare "No." goes ("Do you want to come to my cousin's wedding with
            // me?" got "Probably! | No. | I wish I could!", and the positive answer added then pushed the soft refusal out).
            if let at = chosen.firstIndex(where: { $0.intent == "no" }) {
                if chosen.contains(where: { $0.intent == softRefusalIntent }) {
                    chosen.remove(at: at)
                } else if let soft = pool.first(where: { $0.intent == softRefusalIntent }) {
                    chosen[at] = soft
                }
            }
            balancePolarity(&chosen, ranked: pool, maximumCount: maximumCount, kind: kind)
            leadWithPositive(&chosen)
        case .plain, .offer, .favour:
            balancePolarity(&chosen, ranked: pool, maximumCount: maximumCount, kind: kind)
            leadWithPositive(&chosen)
        case .expectsNo:
            balancePolarity(&chosen, ranked: pool, maximumCount: maximumCount, kind: kind)
        }
    }

    /// When every polar reply chosen has one polarity, adds the best reply of the other polarity
    /// from `ranked` (Kannan et al. 2016, section 6): appended while fewer than `maximumCount`
    /// are chosen, else in place of the last one. A negative reply is taken in this order: for an
    /// ``YesNoKind/invitation`` the soft refusal ("I wish I could!") first; otherwise a reply of intent `no`
    /// first and never the soft refusal. Keeps the ranking order otherwise; used as is after a user's
    /// preferences re-rank the replies (``PersonalizedReplyGenerator``).
    static func balancePolarity(_ chosen: inout [ReplyCandidate], ranked: [ReplyCandidate], maximumCount: Int = 3,
                                kind: YesNoKind = .plain) {
        let polarities = chosen.map { ReplyPolarity(intent: $0.intent) }
        let positive = polarities.contains(.positive), negative = polarities.contains(.negative)
        guard positive != negative, maximumCount >= 2 else { return }
        let wanted: ReplyPolarity = positive ? .negative : .positive
        let taken = Set(chosen.map(\.intent))
        let open = ranked.filter { ReplyPolarity(intent: $0.intent) == wanted && !taken.contains($0.intent) }
        let other: ReplyCandidate?
        if wanted == .negative, kind == .invitation {
            other = open.first { $0.intent == softRefusalIntent } ?? open.first
        } else if wanted == .negative {
            other = open.first { $0.intent == "no" } ?? open.first { $0.intent != softRefusalIntent }
        } else {
            other = open.first
        }
        guard let other else { return }
        if chosen.count < maximumCount { chosen.append(other) } else { chosen[chosen.count - 1] = other }
    }

    /// Puts the positive replies of `chosen` first, in their order, the others after them in theirs, then raises
    /// scores from the end so that every candidate scores at least as high as the next (by 0.001 when it had to be
    /// raised). Leaves `chosen` unchanged when it has no positive reply or already starts with all of them.
    static func leadWithPositive(_ chosen: inout [ReplyCandidate]) {
        let positive = chosen.filter { ReplyPolarity(intent: $0.intent) == .positive }
        guard !positive.isEmpty else { return }
        chosen = positive + chosen.filter { ReplyPolarity(intent: $0.intent) != .positive }
        for index in chosen.indices.dropLast().reversed() where chosen[index].score < chosen[index + 1].score {
            chosen[index].score = chosen[index + 1].score + 0.001
        }
    }
}
