import Foundation

/// The word and emoji valences a ``SentimentAnalyzer`` scores with.
///
/// Source: VADER (Hutto & Gilbert 2014, "VADER: A Parsimonious Rule-based Model for
/// Sentiment Analysis of Social Media Text", ICWSM), files `vader_lexicon.txt` and
/// `emoji_utf8_lexicon.txt` of the PyPI package `vaderSentiment` 3.3.2 (MIT licence),
/// copied unchanged into `Lexicons/sentiment/`.
public struct SentimentLexicon: Sendable {
    /// Lower-cased token → mean valence, in [-4, 4].
    public let valences: [String: Double]
    /// Emoji (one `Character`) → its English description, e.g. "😂" → "face with tears of joy".
    public let emojiDescriptions: [Character: String]

    /// Creates a lexicon from tables already in memory.
    public init(valences: [String: Double], emojiDescriptions: [Character: String]) {
        self.valences = valences
        self.emojiDescriptions = emojiDescriptions
    }

    /// Loads `vader_lexicon.txt` and `emoji_utf8_lexicon.txt` from `directory`
    /// (normally `Lexicons/sentiment`).
    ///
    /// `vader_lexicon.txt` lines are `token<TAB>mean<TAB>sd<TAB>[ratings]` (CRLF or LF);
    /// `emoji_utf8_lexicon.txt` lines are `emoji<TAB>description`.
    /// - Throws: `SmartReplyError` `.modelFileMissing` when a file is absent,
    ///   `.modelFileCorrupt` naming the file and line when a line is malformed or a file is empty.
    public static func load(from directory: URL) throws -> SentimentLexicon {
        let wordsURL = directory.appendingPathComponent("vader_lexicon.txt")
        let words = try lines(of: wordsURL)
        var valences: [String: Double] = [:]
        valences.reserveCapacity(words.count)
        for (number, line) in words {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, !fields[0].isEmpty, let mean = Double(fields[1]) else {
                throw SmartReplyError(.modelFileCorrupt, "\(wordsURL.path) line \(number): expected 'token<TAB>mean…'")
            }
            valences[String(fields[0])] = mean
        }
        let emojiURL = directory.appendingPathComponent("emoji_utf8_lexicon.txt")
        let emoji = try lines(of: emojiURL)
        var descriptions: [Character: String] = [:]
        for (number, line) in emoji {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, fields[0].count == 1, let character = fields[0].first else {
                throw SmartReplyError(.modelFileCorrupt, "\(emojiURL.path) line \(number): expected 'emoji<TAB>description'")
            }
            descriptions[character] = String(fields[1])
        }
        return SentimentLexicon(valences: valences, emojiDescriptions: descriptions)
    }

    /// Non-empty lines with their 1-based numbers, CR stripped.
    private static func lines(of url: URL) throws -> [(Int, String)] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "sentiment lexicon '\(url.path)' does not exist")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SmartReplyError(.ioFailure, "cannot read '\(url.path)': \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SmartReplyError(.modelFileCorrupt, "sentiment lexicon '\(url.path)' is not UTF-8 text")
        }
        var result: [(Int, String)] = []
        for (index, line) in text.lines(omittingEmpty: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            result.append((index + 1, String(line)))
        }
        guard !result.isEmpty else {
            throw SmartReplyError(.modelFileCorrupt, "sentiment lexicon '\(url.path)' is empty")
        }
        return result
    }
}
