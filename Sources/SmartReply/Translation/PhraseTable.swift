import Foundation

/// One translation direction of a language's phrase table, in memory, keyed by
/// pre-hashed `UInt64` phrase keys (see ``PhraseKey``) for fast lookups.
///
/// Immutable after construction, so it is shared freely across tasks.
final class PhraseTable: Sendable {
    /// One way to translate a source phrase.
    struct Option: Sendable {
        /// The target phrase, as written in the lexicon.
        let text: String
        /// Keys of the target words for the language model (lower-cased word tokens).
        let targetWords: [UInt64]
        /// The weighted translation-model score (log domain, ≤ 0 mostly; higher is better).
        let score: Float
    }

    /// Which way a table translates.
    enum Direction: Sendable { case toEnglish, fromEnglish }

    /// Feature weights of the translation model (log-linear, as in Moses' defaults
    /// scaled to our hand-weighted tables).
    struct Weights: Sendable {
        var forward: Float = 0.3       // ln p(target | source)
        var backward: Float = 0.2      // ln p(source | target)
        var lexical: Float = 0.05      // ln lex(target | source)
        var lexicalInverse: Float = 0.05
    }

    /// How many options are kept per source phrase, best first.
    static let optionLimit = 6

    /// The language subtag of the non-English side.
    let language: String
    /// Which way it translates.
    let direction: Direction
    /// Source phrase key → options, best score first.
    let options: [UInt64: [Option]]
    /// Longest source phrase, in words.
    let maximumPhraseLength: Int
    /// Whole-text key (``PhraseKey/sentence(_:)``) → target text as written.
    let sentences: [UInt64: String]
    /// Accent-folded single-word key → the key of a known word that folds to it.
    let foldedWords: [UInt64: UInt64]
    /// Number of phrase pairs read.
    let entryCount: Int

    /// Builds the table for `direction` from compiled rows.
    init(rows: [PhraseTableStore.Row], language: String, direction: Direction, weights: Weights = Weights()) {
        var options: [UInt64: [Option]] = [:]
        var sentences: [UInt64: String] = [:]
        var folded: [UInt64: UInt64] = [:]
        var maximum = 1
        var replyKeys = Set<UInt64>()
        for row in rows {
            let toEnglish = direction == .toEnglish
            let target = toEnglish ? row.english : row.foreign
            if row.isSentence {
                // replies.tsv wins over whole texts listed elsewhere, so replies translate exactly as written there.
                let key = toEnglish ? row.foreignKey : row.englishKey
                let isReply = row.origin.hasPrefix("replies.tsv:")
                if sentences[key] == nil || (isReply && !replyKeys.contains(key)) {
                    sentences[key] = target
                    if isReply { replyKeys.insert(key) }
                }
                continue
            }
            let sourceWords = toEnglish ? row.foreignWords : row.englishWords
            guard !sourceWords.isEmpty else { continue }
            maximum = max(maximum, sourceWords.count)
            let key = toEnglish ? row.foreignKey : row.englishKey
            let features = toEnglish
                ? (row.logProbabilityEnglishGivenForeign, row.logProbabilityForeignGivenEnglish, row.lexicalWeight, row.lexicalWeightInverse)
                : (row.logProbabilityForeignGivenEnglish, row.logProbabilityEnglishGivenForeign, row.lexicalWeightInverse, row.lexicalWeight)
            let score = weights.forward * Float(features.0) + weights.backward * Float(features.1)
                + weights.lexical * Float(features.2) + weights.lexicalInverse * Float(features.3)
            options[key, default: []].append(Option(text: target, targetWords: toEnglish ? row.englishWords : row.foreignWords, score: score))
            let foldedKey = toEnglish ? row.foreignFoldedKey : row.englishFoldedKey
            if foldedKey != 0, folded[foldedKey] == nil { folded[foldedKey] = key }
        }
        for (key, list) in options where list.count > 1 {
            // Stable: among equal scores the earlier line wins.
            let ranked = list.enumerated().sorted { $0.element.score != $1.element.score ? $0.element.score > $1.element.score : $0.offset < $1.offset }
            options[key] = Array(ranked.prefix(Self.optionLimit).map(\.element))
        }
        self.language = language
        self.direction = direction
        self.options = options
        self.maximumPhraseLength = min(maximum, 8)
        self.sentences = sentences
        self.foldedWords = folded
        self.entryCount = rows.count
    }

    /// The options of a source phrase key, best first; nil when unknown.
    /// - Complexity: O(1).
    @inline(__always)
    func options(for key: UInt64) -> [Option]? { options[key] }

    /// Removes diacritics (canonical decomposition minus combining marks): `está` → `esta`.
    static func fold(_ word: String) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word }
        var out = String.UnicodeScalarView()
        for scalar in word.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            out.append(scalar)
        }
        return String(out)
    }
}
