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
        /// Keys of the target words for the language model (lower-cased word tokens);
        /// a slice of one shared buffer, so loading allocates no array per option.
        let targetWords: ArraySlice<UInt64>
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
    /// Source phrase key → where its options are in `flatOptions`: start << 32 | count.
    private let index: [UInt64: UInt64]
    /// Every option, grouped by source phrase, best score first within a group.
    private let flatOptions: [Option]
    /// Number of distinct source phrases.
    var phraseCount: Int { index.count }
    /// Longest source phrase, in words.
    let maximumPhraseLength: Int
    /// Whole-text key (``PhraseKey/sentence(_:)``) → target text as written.
    let sentences: [UInt64: String]
    /// Accent-folded single-word key → the key of a known word that folds to it.
    let foldedWords: [UInt64: UInt64]
    /// Number of phrase pairs read.
    let entryCount: Int

    /// Builds the table for `direction` from compiled rows.
    /// - Complexity: O(r log r) for r rows.
    init(rows: [PhraseTableStore.Row], language: String, direction: Direction, weights: Weights = Weights()) {
        struct Pending { var key: UInt64; var order: Int32; var score: Float; var row: Int32; var wordStart: Int32; var wordCount: Int32 }
        var pending: [Pending] = []
        pending.reserveCapacity(rows.count)
        var allWords: [UInt64] = []
        allWords.reserveCapacity(rows.count * 2)
        var sentences: [UInt64: String] = [:]
        var folded: [UInt64: UInt64] = [:]
        var maximum = 1
        var replyKeys = Set<UInt64>()
        let toEnglish = direction == .toEnglish
        for (rowIndex, row) in rows.enumerated() {
            if row.isSentence {
                // replies.tsv wins over whole texts listed elsewhere, so replies translate exactly as written there.
                let key = toEnglish ? row.foreignKey : row.englishKey
                let isReply = row.origin.hasPrefix("replies.tsv:")
                if sentences[key] == nil || (isReply && !replyKeys.contains(key)) {
                    sentences[key] = toEnglish ? row.english : row.foreign
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
            let targetWords = toEnglish ? row.englishWords : row.foreignWords
            pending.append(Pending(key: key, order: Int32(pending.count), score: score, row: Int32(rowIndex),
                                   wordStart: Int32(allWords.count), wordCount: Int32(targetWords.count)))
            allWords.append(contentsOf: targetWords)
            let foldedKey = toEnglish ? row.foreignFoldedKey : row.englishFoldedKey
            if foldedKey != 0, folded[foldedKey] == nil { folded[foldedKey] = key }
        }
        // Group by key; within a key best score first, and among equal scores the earlier line.
        pending.sort { $0.key != $1.key ? $0.key < $1.key : $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
        var index: [UInt64: UInt64] = [:]
        index.reserveCapacity(pending.count)
        var flat: [Option] = []
        flat.reserveCapacity(pending.count)
        var position = 0
        while position < pending.count {
            let key = pending[position].key
            let start = flat.count
            var end = position
            while end < pending.count && pending[end].key == key {
                if end - position < Self.optionLimit {
                    let item = pending[end]
                    let row = rows[Int(item.row)]
                    flat.append(Option(text: toEnglish ? row.english : row.foreign,
                                       targetWords: allWords[Int(item.wordStart)..<Int(item.wordStart + item.wordCount)],
                                       score: item.score))
                }
                end += 1
            }
            index[key] = UInt64(start) << 32 | UInt64(flat.count - start)
            position = end
        }
        self.language = language
        self.direction = direction
        self.index = index
        self.flatOptions = flat
        self.maximumPhraseLength = min(maximum, 8)
        self.sentences = sentences
        self.foldedWords = folded
        self.entryCount = rows.count
    }

    /// The options of a source phrase key, best first; nil when unknown.
    /// - Complexity: O(1).
    @inline(__always)
    func options(for key: UInt64) -> ArraySlice<Option>? {
        guard let packed = index[key] else { return nil }
        let start = Int(packed >> 32)
        return flatOptions[start..<start + Int(packed & 0xFFFF_FFFF)]
    }

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
