import Foundation

/// One translation direction of a phrase table as it is stored for lookups:
/// computed once from the compiled rows when the database is written, then
/// read back one key at a time.
///
/// - `options`: source phrase key → its best ``PhraseTable/optionLimit`` options,
///   best score first, and among equal scores the earlier TSV line.
/// - `sentences`: whole-text key (``PhraseKey/sentence(_:)``) → target text as written;
///   a reply of `replies.tsv` wins over the same text listed elsewhere.
/// - `folded`: accent-folded key of a single source word → key of the first listed
///   word that folds to it.
struct CompiledDirection: Sendable {
    var options: [(key: UInt64, options: [PhraseTable.Option])] = []
    var sentences: [UInt64: String] = [:]
    var folded: [UInt64: UInt64] = [:]
    /// Longest source phrase in words (1…8).
    var maximumPhraseLength = 1

    /// Builds the lookup tables of `direction` from compiled rows.
    /// - Complexity: O(r log r) for r rows.
    init(rows: [PhraseTableStore.Row], direction: PhraseTable.Direction, weights: PhraseTable.Weights? = nil) {
        let weights = weights ?? PhraseTable.Weights.standard(for: direction)
        struct Pending { var key: UInt64; var order: Int32; var score: Float; var row: Int32 }
        var pending: [Pending] = []
        pending.reserveCapacity(rows.count)
        var replyKeys = Set<UInt64>()
        var maximum = 1
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
            pending.append(Pending(key: key, order: Int32(pending.count), score: score, row: Int32(rowIndex)))
            let foldedKey = toEnglish ? row.foreignFoldedKey : row.englishFoldedKey
            if foldedKey != 0, folded[foldedKey] == nil { folded[foldedKey] = key }
        }
        pending.sort { $0.key != $1.key ? $0.key < $1.key : $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
        var position = 0
        while position < pending.count {
            let key = pending[position].key
            var group: [PhraseTable.Option] = []
            var end = position
            while end < pending.count && pending[end].key == key {
                if end - position < PhraseTable.optionLimit {
                    let row = rows[Int(pending[end].row)]
                    let words = toEnglish ? row.englishWords : row.foreignWords
                    group.append(PhraseTable.Option(text: toEnglish ? row.english : row.foreign, targetWords: words[...],
                                                    score: pending[end].score))
                }
                end += 1
            }
            options.append((key, group))
            position = end
        }
        maximumPhraseLength = min(maximum, 8)
    }

    /// Encodes the options of one key as a blob: a count byte, then per option its
    /// score (Float32), text length (UInt32) and UTF-8 bytes, word count (UInt16)
    /// and word keys (UInt64 each), all little-endian.
    static func encode(_ options: [PhraseTable.Option]) -> [UInt8] {
        var out: [UInt8] = [UInt8(min(options.count, 255))]
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) } }
        for option in options.prefix(255) {
            append(option.score.bitPattern)
            let text = Array(option.text.utf8)
            append(UInt32(text.count))
            out.append(contentsOf: text)
            append(UInt16(min(option.targetWords.count, Int(UInt16.max))))
            for word in option.targetWords.prefix(Int(UInt16.max)) { append(word) }
        }
        return out
    }

    /// Decodes a blob written by ``encode(_:)``.
    /// - Throws: `SmartReplyError.modelFileCorrupt` (without a file name; the caller adds it) when the blob is malformed.
    static func decode(_ bytes: UnsafeRawBufferPointer) throws -> [PhraseTable.Option] {
        var offset = 0
        func read<T: FixedWidthInteger>(_: T.Type) throws -> T {
            guard offset + MemoryLayout<T>.size <= bytes.count else {
                throw SmartReplyError(.modelFileCorrupt, "an option list ends early at byte \(offset)")
            }
            defer { offset += MemoryLayout<T>.size }
            return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
        }
        let count = Int(try read(UInt8.self))
        var texts: [(text: String, score: Float, words: Range<Int>)] = []
        texts.reserveCapacity(count)
        var words: [UInt64] = []
        for _ in 0..<count {
            let score = Float(bitPattern: try read(UInt32.self))
            let length = Int(try read(UInt32.self))
            guard offset + length <= bytes.count else { throw SmartReplyError(.modelFileCorrupt, "an option text overruns its list") }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
            offset += length
            let wordCount = Int(try read(UInt16.self))
            let start = words.count
            for _ in 0..<wordCount { words.append(try read(UInt64.self)) }
            texts.append((text, score, start..<words.count))
        }
        guard offset == bytes.count else { throw SmartReplyError(.modelFileCorrupt, "an option list has \(bytes.count - offset) extra bytes") }
        return texts.map { PhraseTable.Option(text: $0.text, targetWords: words[$0.words], score: $0.score) }
    }
}
