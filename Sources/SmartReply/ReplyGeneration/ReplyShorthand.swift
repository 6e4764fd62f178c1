import Foundation

/// English chat shorthand and its meaning ("np" → "no problem", "omw" → "on my way", "idk" → "i dont know"),
/// expanded in the turns of a context before ``ResponseSetReplyGenerator`` reads their intent, so that
/// "omw" gets "See you soon!" and "ty" "You're welcome!" instead of whatever the classifier guesses for an
/// unknown token.
///
/// Read from `Lexicons/replies/shorthand.tsv`: lines `shorthand<TAB>meaning`, `#` comments and blank lines
/// ignored; both sides are tokenized with ``ReplyTokenizer`` (lower case, apostrophes dropped), and only a
/// whole token of one word is replaced. Source: written by hand for this project (common English chat
/// abbreviations), see `Lexicons/SOURCES.md`.
public struct ReplyShorthand: Sendable, Hashable {
    /// Shorthand token → the tokens of its meaning.
    private let meanings: [String: [String]]

    /// No shorthand: turns are left as they are.
    public static let none = ReplyShorthand(tokenMeanings: [:])

    /// The number of shorthand entries.
    public var count: Int { meanings.count }

    private init(tokenMeanings: [String: [String]]) {
        meanings = tokenMeanings
    }

    /// Creates a table from shorthand → meaning pairs already in memory ("np" → "no problem").
    /// - Throws: `SmartReplyError.invalidInput` when a shorthand is not exactly one token or a meaning has none.
    public init(meanings: [String: String]) throws {
        var table: [String: [String]] = [:]
        for (short, meaning) in meanings {
            let key = ReplyTokenizer.tokens(of: short)
            let value = ReplyTokenizer.tokens(of: meaning)
            guard key.count == 1, let word = key.first else {
                throw SmartReplyError(.invalidInput, "chat shorthand '\(short)' must be exactly one word")
            }
            guard !value.isEmpty else { throw SmartReplyError(.invalidInput, "chat shorthand '\(short)' has an empty meaning") }
            table[word] = value
        }
        self.init(tokenMeanings: table)
    }

    /// Loads a shorthand file (`replies/shorthand.tsv`).
    /// - Throws: `SmartReplyError` `.modelFileMissing` when the file does not exist, `.modelFileCorrupt`
    ///   naming the file and line when a line is not `shorthand<TAB>meaning` or its shorthand is not one word.
    public static func load(from url: URL) throws -> ReplyShorthand {
        var table: [String: [String]] = [:]
        for (number, fields) in try ReplyTableFile.lines(of: url, what: "chat shorthand table") {
            let key = fields.count == 2 ? ReplyTokenizer.tokens(of: String(fields[0])) : []
            let value = fields.count == 2 ? ReplyTokenizer.tokens(of: String(fields[1])) : []
            guard key.count == 1, let word = key.first, !value.isEmpty else {
                throw SmartReplyError(.modelFileCorrupt, "chat shorthand table '\(url.path)' line \(number): expected 'shorthand<TAB>meaning' "
                                      + "with a one-word shorthand and a non-empty meaning")
            }
            table[word] = value
        }
        return ReplyShorthand(tokenMeanings: table)
    }

    /// The meaning of `token` (a ``ReplyTokenizer`` token), if it is shorthand.
    public func meaning(of token: String) -> [String]? { meanings[token] }

    /// `tokens` with every shorthand token replaced by the tokens of its meaning.
    /// - Complexity: O(tokens), one dictionary lookup per token.
    public func expanded(_ tokens: [String]) -> [String] {
        var turn = ReplyTurn(text: "", isLocalUser: false)
        turn.tokens = tokens
        turn.lastSentence = 0
        return expanded(turn).tokens
    }

    /// `turn` with its shorthand expanded; its last sentence and last question still cover the same words.
    /// - Complexity: O(tokens), one dictionary lookup per token.
    func expanded(_ turn: ReplyTurn) -> ReplyTurn {
        guard !meanings.isEmpty, turn.tokens.contains(where: { meanings[$0] != nil }) else { return turn }
        var tokens: [String] = []
        tokens.reserveCapacity(turn.tokens.count + 4)
        // newStart[i]: where old token i starts in the new tokens; newStart[count]: the new count.
        var newStart: [Int] = []
        newStart.reserveCapacity(turn.tokens.count + 1)
        for token in turn.tokens {
            newStart.append(tokens.count)
            if let meaning = meanings[token] { tokens += meaning } else { tokens.append(token) }
        }
        newStart.append(tokens.count)
        var result = turn
        result.tokens = tokens
        result.lastSentence = newStart[min(turn.lastSentence, turn.tokens.count)]
        result.lastQuestion = turn.lastQuestion.map { newStart[$0.lowerBound]..<newStart[$0.upperBound] }
        return result
    }
}
