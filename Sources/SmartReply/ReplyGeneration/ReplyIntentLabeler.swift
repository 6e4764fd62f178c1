/// Maps a free-text training reply to the response-set intent it expresses, or to `none`.
///
/// A reply gets the intent of the response-set entry whose tokens best match the reply's
/// first tokens: for an entry of m tokens (punctuation dropped, a few chat spellings
/// unified: "yup" → "yep", "ok" → "okay", "u" → "you"…), the token F1 against the reply's
/// first m or m + 1 tokens. The best F1 wins (ties: the longer entry) if it reaches
/// `minimumF1` and both are questions or both are not (judged on the reply's first m + 2 tokens);
/// otherwise the reply is `none`. So "yeah i agree" → `agreement`,
/// "hahaha that's funny" → `laugh`, "i love that movie" → `none`.
struct ReplyIntentLabeler: Sendable {
    /// The match of one reply.
    struct Match: Sendable {
        /// Index of the matched entry in the response set.
        var response: Int
        var f1: Double
    }

    private let entries: [[String]]
    private let entryAsks: [Bool]
    private let minimumF1: Double

    init(responseSet: ResponseSet, minimumF1: Double = 0.8) {
        entries = responseSet.responses.map { Self.matchTokens($0.text) }
        entryAsks = responseSet.responses.map { $0.text.contains("?") }
        self.minimumF1 = minimumF1
    }

    /// The best matching response-set entry of `reply`, or `nil` for `none`.
    func match(_ reply: String) -> Match? {
        let tokens = Self.matchTokens(reply)
        guard !tokens.isEmpty else { return nil }
        let raw = ReplyTokenizer.tokens(of: reply)
        var best: Match?
        var bestLength = 0
        for (index, entry) in entries.enumerated() where !entry.isEmpty {
            let m = entry.count
            // A question ("hello?", "yeah?") only matches a question, a statement only a statement.
            guard raw.prefix(m + 2).contains("?") == entryAsks[index] else { continue }
            for n in m...(m + 1) where n <= tokens.count {
                let f1 = Self.f1(entry, tokens[0..<n])
                if f1 >= minimumF1, f1 > (best?.f1 ?? 0) || (f1 == best?.f1 && m > bestLength) {
                    best = Match(response: index, f1: f1)
                    bestLength = m
                }
            }
        }
        return best
    }

    private static func f1(_ entry: [String], _ prefix: ArraySlice<String>) -> Double {
        var remaining = entry
        var overlap = 0
        for token in prefix {
            if let position = remaining.firstIndex(of: token) {
                remaining.remove(at: position)
                overlap += 1
            }
        }
        return 2 * Double(overlap) / Double(entry.count + prefix.count)
    }

    private static let spellings: [String: String] = [
        "yup": "yep", "yea": "yeah", "ya": "yeah", "yah": "yeah", "ye": "yeah", "ok": "okay", "k": "okay", "kk": "okay",
        "okey": "okay", "thx": "thanks", "thanx": "thanks", "u": "you", "ur": "your", "r": "are", "nah": "no",
        "omg": "oh my god", "congratz": "congrats", "gn": "good night", "gm": "good morning", "cya": "see you",
        "wow": "wow", "woah": "wow", "whoa": "wow", "bday": "birthday", "pls": "please", "plz": "please",
    ]

    /// Tokens of `text` without `?`/`!`, with chat spellings unified.
    static func matchTokens(_ text: String) -> [String] {
        matchTokens(tokens: ReplyTokenizer.tokens(of: text))
    }

    /// ``matchTokens(_:)`` of already tokenized text.
    /// - Complexity: O(n), one dictionary lookup per token (no array per token, as a `flatMap` made).
    static func matchTokens(tokens: [String]) -> [String] {
        var words: [String] = []
        words.reserveCapacity(tokens.count)
        for token in tokens {
            if token == "?" || token == "!" || token == "\u{FE0F}" { continue }
            if let spelling = spelledWords[token] { words += spelling } else { words.append(token) }
        }
        return words
    }

    /// ``spellings`` with each replacement split into its words.
    private static let spelledWords: [String: [String]] = spellings.mapValues { $0.split(separator: " ").map(String.init) }
}
