import Foundation

/// Answers to a message of emoji only ("👋" → "👋", "😊"; "😢" → "🤗"), for ``ResponseSetReplyGenerator``: the
/// intent classifier, trained on chat text, does not trigger on them, and an emoji-only message that opens a
/// chat has no language, so its answers are replies of the response set without letters.
///
/// Read from `Lexicons/replies/emoji_answers.tsv`: lines `emoji<TAB>reply | reply`, `#` comments and blank lines
/// ignored; the key is one emoji (variation selectors dropped, as ``ReplyTokenizer`` drops them), the replies are
/// texts of `responses.tsv`, best first. Source: written by hand for this project (issue 5), see `Lexicons/SOURCES.md`.
public struct ReplyEmojiAnswers: Sendable, Hashable {
    /// Emoji token → reply texts, best first.
    private let answers: [String: [String]]

    /// No answers: emoji-only messages go to the classifier like any other.
    public static let none = ReplyEmojiAnswers(table: [:])

    /// The number of emoji with answers.
    public var count: Int { answers.count }

    /// Creates a table from emoji → replies already in memory ("👋" → ["👋", "😊"]).
    /// - Throws: `SmartReplyError.invalidInput` when a key is not exactly one emoji token or has no reply.
    public init(answers: [String: [String]]) throws {
        var table: [String: [String]] = [:]
        for (emoji, replies) in answers {
            guard let key = Self.key(emoji) else { throw SmartReplyError(.invalidInput, "emoji answer key '\(emoji)' must be exactly one emoji") }
            guard !replies.isEmpty else { throw SmartReplyError(.invalidInput, "emoji answer '\(emoji)' has no reply") }
            table[key] = replies
        }
        self.init(table: table)
    }

    private init(table: [String: [String]]) {
        answers = table
    }

    /// Loads an emoji answer file (`replies/emoji_answers.tsv`).
    /// - Throws: `SmartReplyError` `.modelFileMissing` when the file does not exist, `.modelFileCorrupt` naming the
    ///   file and line when a line is not `emoji<TAB>reply | reply` with one emoji and at least one reply.
    public static func load(from url: URL) throws -> ReplyEmojiAnswers {
        var table: [String: [String]] = [:]
        for (number, fields) in try ReplyTableFile.lines(of: url, what: "emoji answer table") {
            let replies = fields.count == 2
                ? fields[1].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } : []
            guard fields.count == 2, let key = key(String(fields[0])), !replies.isEmpty else {
                throw SmartReplyError(.modelFileCorrupt, "emoji answer table '\(url.path)' line \(number): expected 'emoji<TAB>reply | reply' "
                                      + "with one emoji and at least one reply")
            }
            table[key] = replies
        }
        return ReplyEmojiAnswers(table: table)
    }

    /// The token of `emoji` when it is exactly one emoji token of ``ReplyTokenizer``, else `nil`.
    private static func key(_ emoji: String) -> String? {
        let tokens = ReplyTokenizer.tokens(of: emoji.trimmingCharacters(in: .whitespaces))
        guard tokens.count == 1, let token = tokens.first, isEmojiToken(token) else { return nil }
        return token
    }

    /// Whether a ``ReplyTokenizer`` token is an emoji (neither a word nor `?`/`!`).
    /// - Complexity: O(1).
    static func isEmojiToken(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return first.value >= 0x2190 && first.properties.isEmoji
    }

    /// The replies for `tokens` when they are emoji only: those of the first emoji with a line, else `nil`
    /// (words in the message, or no emoji of the table).
    /// - Complexity: O(tokens), one dictionary lookup each.
    public func replies(forTokens tokens: [String]) -> [String]? {
        guard !answers.isEmpty, !tokens.isEmpty, tokens.allSatisfy(Self.isEmojiToken) else { return nil }
        for token in tokens {
            if let found = answers[token] { return found }
        }
        return nil
    }
}
