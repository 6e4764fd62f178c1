import Foundation

/// Compiles a language's TSVs into one SQLite database in a cache directory
/// (both directions with English), and opens it for lookups.
///
/// Schema (version ``schemaVersion``), file `translation-<xx>.v<version>.sqlite`:
///
///     meta(key TEXT PRIMARY KEY, value TEXT)     -- schema_version, source_hash, source_stamp, language,
///                                                -- entry_count, skipped_lines, sources, max_phrase_length_0/1
///     phrase(source TEXT, target TEXT,           -- xx phrase, English phrase, as written
///            log_p_target_given_source REAL,     -- ln p(e|f)
///            log_p_source_given_target REAL,     -- ln p(f|e)
///            lexical_weight REAL,                -- ln lex(e|f)
///            lexical_weight_inverse REAL,        -- ln lex(f|e)
///            is_sentence INTEGER,                -- 1: matched only as a whole text
///            origin TEXT,                        -- file.tsv:line
///            source_words BLOB, target_words BLOB,   -- word keys (PhraseKey.word), UInt64 little-endian each
///            source_key INTEGER, target_key INTEGER, -- PhraseKey.phrase, or PhraseKey.sentence for a whole text
///            source_folded_key INTEGER, target_folded_key INTEGER) -- accent-folded key of a single word, else 0
///     option(direction, key, options BLOB)       -- per direction (0: xx→en, 1: en→xx) and source key, the best
///                                                -- options, scored (see CompiledDirection.encode); WITHOUT ROWID
///     sentence(direction, key, text)             -- whole-text translations; WITHOUT ROWID
///     folded(direction, key, phrase_key)         -- accent-folded word key → listed word key; WITHOUT ROWID
///     membership(direction, kind, slots BLOB)    -- PhraseKeySet of each lookup table's keys
///     problem(message TEXT)                      -- skipped TSV lines, file:line: reason
///
/// The `phrase` table is the readable record (scores and provenance of every
/// pair); the lookup tables are derived from it at compile time, so loading a
/// language opens the file read-only and immutable, reads only the membership
/// sets (about 1–2 MB), and every later lookup is one prepared, parameter-bound
/// query on a primary key.
///
/// Scores (Koehn, Och & Marcu 2003, "Statistical Phrase-Based Translation",
/// with the TSV weights standing in for counts): p(e|f) = w(f,e) / Σe' w(f,e'),
/// p(f|e) likewise; the k-th translation listed for the same phrase has its
/// weight multiplied by 0.9^k so that the first one listed wins ties. The
/// lexical weight lex(e|f) = Πᵢ maxⱼ t(eᵢ|fⱼ), where t comes from the
/// single-word entries and is floored at 0.05 (no word alignments exist).
///
/// The database is rebuilt (written to a temporary file, then renamed) when the
/// TSVs change (their names, sizes and modification times, then their bytes'
/// hash). A damaged database is rebuilt too (it is only a cache of the TSVs);
/// a database from a newer schema is refused. A rebuild removes the language's
/// files of earlier schemas (`translation-<xx>.sqlite`, `.v<N>.sqlite` with N
/// below ``schemaVersion``), which this build never reads.
enum PhraseTableStore {
    /// The schema version this build writes and reads.
    static let schemaVersion = 3

    /// One compiled phrase pair.
    struct Row: Hashable, Sendable {
        var foreign: String
        var english: String
        var logProbabilityEnglishGivenForeign: Double
        var logProbabilityForeignGivenEnglish: Double
        var lexicalWeight: Double
        var lexicalWeightInverse: Double
        var isSentence: Bool
        var origin: String
        /// Word keys of each side, for the language model and word penalties.
        var foreignWords: [UInt64] = []
        var englishWords: [UInt64] = []
        /// Lookup keys of each side: ``PhraseKey/phrase(_:)``, or ``PhraseKey/sentence(_:)`` for a whole text.
        var foreignKey: UInt64 = 0
        var englishKey: UInt64 = 0
        /// Accent-folded key of a single-word side, else 0.
        var foreignFoldedKey: UInt64 = 0
        var englishFoldedKey: UInt64 = 0

        /// Fills the word lists and keys from the phrases (done once, at compile time).
        mutating func computeKeys(foreignWords known: [String]? = nil, englishWords knownEnglish: [String]? = nil) {
            let f = known ?? PhraseKey.words(of: foreign).words, e = knownEnglish ?? PhraseKey.words(of: english).words
            foreignWords = f.map(PhraseKey.word)
            englishWords = e.map(PhraseKey.word)
            foreignKey = isSentence ? PhraseKey.sentence(foreign) : PhraseKey.phrase(f)
            englishKey = isSentence ? PhraseKey.sentence(english) : PhraseKey.phrase(e)
            foreignFoldedKey = !isSentence && f.count == 1 ? PhraseKey.word(PhraseTable.fold(f[0])) : 0
            englishFoldedKey = !isSentence && e.count == 1 ? PhraseKey.word(PhraseTable.fold(e[0])) : 0
        }
    }

    /// Computes the scores of every phrase pair (see the type's documentation).
    static func compile(_ entries: [LexiconEntry]) -> [Row] {
        struct Pair { var foreign: String; var english: String; var fKey: String; var eKey: String
                      var weight: Double; var isSentence: Bool; var origin: String
                      var fWords: [String]; var eWords: [String] }
        var pairs: [Pair] = []
        var index: [String: Int] = [:]
        func add(_ pair: Pair) {
            let id = pair.fKey + "\t" + pair.eKey + (pair.isSentence ? "\t1" : "")
            if let existing = index[id] {
                pairs[existing].weight = max(pairs[existing].weight, pair.weight)
                // A reply's written form (case, punctuation) is the one en → xx must reproduce.
                if pair.isSentence && pair.origin.hasPrefix("replies.tsv:") && !pairs[existing].origin.hasPrefix("replies.tsv:") {
                    pairs[existing].foreign = pair.foreign
                    pairs[existing].english = pair.english
                    pairs[existing].origin = pair.origin
                }
                return
            }
            index[id] = pairs.count
            pairs.append(pair)
        }
        let collapse = { (s: String) in s.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
        for entry in entries {
            let foreign = collapse(entry.foreign), english = collapse(entry.english)
            let f = PhraseKey.words(of: foreign), e = PhraseKey.words(of: english)
            let isSentence = f.hasNonWords || e.hasNonWords || entry.origin.hasPrefix("replies.tsv:")
            if isSentence {
                add(Pair(foreign: foreign, english: english, fKey: PhraseKey.sentenceText(foreign),
                         eKey: PhraseKey.sentenceText(english), weight: entry.weight, isSentence: true, origin: entry.origin,
                         fWords: f.words, eWords: e.words))
            }
            // A sentence also teaches its words-only phrase (punctuation and emoji dropped), at half weight.
            if !f.words.isEmpty, !e.words.isEmpty, !isSentence || f.words.count <= 6 {
                let englishWords = isSentence ? wordsOnly(english) : english
                guard !englishWords.isEmpty else { continue }
                add(Pair(foreign: isSentence ? wordsOnly(foreign) : foreign, english: englishWords,
                         fKey: f.words.joined(separator: " "), eKey: PhraseKey.normalize(englishWords),
                         weight: entry.weight * (isSentence ? 0.5 : 1), isSentence: false, origin: entry.origin,
                         fWords: f.words, eWords: e.words))
            }
        }
        // Rank-adjusted weights and their totals per phrase, both directions.
        var rankF: [String: Int] = [:], rankE: [String: Int] = [:]
        var sumF: [String: Double] = [:], sumE: [String: Double] = [:]
        var wf = [Double](repeating: 0, count: pairs.count), we = wf
        for (i, pair) in pairs.enumerated() {
            let kf = (pair.isSentence ? "S " : "P ") + pair.fKey, ke = (pair.isSentence ? "S " : "P ") + pair.eKey
            let rf = rankF[kf, default: 0], re = rankE[ke, default: 0]
            rankF[kf] = rf + 1; rankE[ke] = re + 1
            wf[i] = pair.weight * pow(0.9, Double(rf)); we[i] = pair.weight * pow(0.9, Double(re))
            sumF[kf, default: 0] += wf[i]; sumE[ke, default: 0] += we[i]
        }
        var pEF = wf, pFE = we
        for (i, pair) in pairs.enumerated() {
            pEF[i] = wf[i] / sumF[(pair.isSentence ? "S " : "P ") + pair.fKey, default: 1]
            pFE[i] = we[i] / sumE[(pair.isSentence ? "S " : "P ") + pair.eKey, default: 1]
        }
        // Word translation tables from single-word entries.
        var t: [String: [String: Double]] = [:], tInverse: [String: [String: Double]] = [:]
        for (i, pair) in pairs.enumerated() where !pair.isSentence {
            let fw = pair.fWords, ew = pair.eWords
            if fw.count == 1 { for w in ew { t[fw[0], default: [:]][w] = max(t[fw[0]]?[w] ?? 0, pEF[i]) } }
            if ew.count == 1 { for w in fw { tInverse[ew[0], default: [:]][w] = max(tInverse[ew[0]]?[w] ?? 0, pFE[i]) } }
        }
        func lexical(_ targets: [String], _ sources: [String], _ table: [String: [String: Double]]) -> Double {
            var total = 0.0
            for target in targets {
                let best = sources.map { table[$0]?[target] ?? 0 }.max() ?? 0
                total += log(max(0.05, best))
            }
            return total
        }
        return pairs.enumerated().map { i, pair in
            let fw = pair.fWords, ew = pair.eWords
            var row = Row(foreign: pair.foreign, english: pair.english,
                          logProbabilityEnglishGivenForeign: log(pEF[i]), logProbabilityForeignGivenEnglish: log(pFE[i]),
                          lexicalWeight: lexical(ew, fw, t), lexicalWeightInverse: lexical(fw, ew, tInverse),
                          isSentence: pair.isSentence, origin: pair.origin)
            row.computeKeys(foreignWords: fw, englishWords: ew)
            return row
        }
    }

    /// The words of a phrase without punctuation, emoji or other entities, as written.
    private static func wordsOnly(_ phrase: String) -> String {
        Tokenizer.tokenize(phrase).filter { $0.kind == .word }.map(\.text).joined(separator: " ")
    }
}
