/// What a word is to the rules of ``ReplyFitRules`` that no speech act overrides (bad news, love,
/// wishes, thanks, requests, ask-back replies), so that one dictionary lookup per message token serves them all.
struct NewsWord: OptionSet, Sendable {
    let rawValue: UInt32

    static let badNews = NewsWord(rawValue: 1 << 0)
    static let relief = NewsWord(rawValue: 1 << 1)
    static let negation = NewsWord(rawValue: 1 << 2)
    static let pairFirst = NewsWord(rawValue: 1 << 3)
    static let endearment = NewsWord(rawValue: 1 << 4)
    static let loveVerb = NewsWord(rawValue: 1 << 5)
    static let reader = NewsWord(rawValue: 1 << 6)
    static let wishWord = NewsWord(rawValue: 1 << 7)
    static let wishAdjective = NewsWord(rawValue: 1 << 8)
    static let wishTime = NewsWord(rawValue: 1 << 9)
    static let wishesNoun = NewsWord(rawValue: 1 << 10)
    static let thanks = NewsWord(rawValue: 1 << 11)
    static let requestVerb = NewsWord(rawValue: 1 << 12)
    static let loss = NewsWord(rawValue: 1 << 13)
    /// "get", "got", "gets", "gotten": the get-passive of ``ReplyFitRules/tellsMishap(_:marks:)``.
    static let getVerb = NewsWord(rawValue: 1 << 14)
    /// The first of the ask-back groups of ``ReplyFitRules/askBackCues``; group g is bit `askBackShift + g`.
    static let askBackShift = 16

    /// The bit of ask-back group `group` (0..<15).
    static func askBack(_ group: Int) -> NewsWord { NewsWord(rawValue: 1 << UInt32(askBackShift + group)) }
}

/// The word → ``NewsWord`` index of ``ReplyFitRules``'s news, love, wish, thanks and ask-back words.
enum ReplyNewsWordIndex {
    /// The ask-back reply keys (words joined by spaces), in group order.
    static let askBackKeys: [String] = ReplyFitRules.askBackCues.keys.sorted()

    /// Every word of the rules with what it is.
    static let words: [String: NewsWord] = {
        var words: [String: NewsWord] = [:]
        func mark(_ set: Set<String>, _ bit: NewsWord) { for word in set { words[word, default: []].insert(bit) } }
        mark(ReplyFitRules.badNewsWords, .badNews)
        mark(ReplyFitRules.badNewsReliefs, .relief)
        mark(ReplyFitRules.negations, .negation)
        mark(Set(ReplyFitRules.badNewsPairs.keys), .pairFirst)
        mark(ReplyFitRules.endearments.union(["ily"]), .endearment)
        mark(ReplyFitRules.loveVerbs, .loveVerb)
        mark(ReplyFitRules.readerWords, .reader)
        mark(ReplyFitRules.wishWords, .wishWord)
        mark(ReplyFitRules.wishAdjectives, .wishAdjective)
        mark(ReplyFitRules.wishTimes, .wishTime)
        mark(["wishes"], .wishesNoun)
        mark(ReplyFitRules.thanksWords, .thanks)
        mark(ReplyFitRules.requestVerbs, .requestVerb)
        mark(["lost", "losing"], .loss)
        mark(ReplyFitRules.getVerbs, .getVerb)
        for (group, key) in askBackKeys.enumerated() { mark(ReplyFitRules.askBackCues[key] ?? [], .askBack(group)) }
        return words
    }()

    /// What each of `tokens` is, and the union of them all.
    /// - Complexity: O(tokens), one dictionary lookup each.
    static func marks(of tokens: [String]) -> (each: [NewsWord], all: NewsWord) {
        var all: NewsWord = []
        let each = tokens.map { token -> NewsWord in
            let found = words[token] ?? []
            all.formUnion(found)
            return found
        }
        return (each, all)
    }
}
