import Foundation

/// Counts trigrams in English text and writes an ``EnglishLanguageModel`` file.
///
/// Each input line is split into sentences at `.`, `!`, `?` and `…`; each
/// sentence's lower-cased word tokens (``Tokenizer``; numbers, punctuation,
/// emoji and other entities dropped) are framed by `<s>` … `</s>`. N-grams seen
/// fewer than `minimumCount` times are dropped (unigrams too); scores use the
/// full counts. The output is deterministic for a given input.
public struct LanguageModelTrainer: Sendable {
    /// N-grams (of every order) seen fewer times than this are not stored (≥ 1).
    public var minimumCount: Int
    /// The stupid-backoff factor, in (0, 1) (0.4 as in Brants et al. 2007).
    public var backoffFactor: Double

    /// What training produced.
    public struct Summary: Sendable, Hashable {
        /// Sentences read.
        public var sentences: Int
        /// Word tokens read (without `<s>`/`</s>`).
        public var tokens: Int
        /// N-grams stored, per order 1, 2, 3.
        public var ngrams: [Int]
        /// Size of the written file, in bytes.
        public var bytes: Int
    }

    /// Creates a trainer.
    public init(minimumCount: Int = 2, backoffFactor: Double = 0.4) {
        self.minimumCount = max(1, minimumCount)
        self.backoffFactor = backoffFactor
    }

    /// Trains from `lines` (one message each) and writes the model to `output`.
    /// - Throws: `SmartReplyError.invalidInput` when there is no text,
    ///   `.ioFailure` naming `output` when it cannot be written.
    public func train(lines: some Sequence<String>, output: URL) throws -> Summary {
        var unigrams: [UInt64: Int] = [:], bigrams: [Gram: Int] = [:], trigrams: [Gram: Int] = [:]
        var sentences = 0, tokens = 0
        var words: [UInt64] = []
        func flush() {
            guard !words.isEmpty else { return }
            sentences += 1
            tokens += words.count
            let framed = [EnglishLanguageModel.sentenceStart] + words + [EnglishLanguageModel.sentenceEnd]
            for i in 1..<framed.count {
                unigrams[framed[i], default: 0] += 1
                bigrams[Gram(a: 0, b: framed[i - 1], c: framed[i]), default: 0] += 1
                if i >= 2 { trigrams[Gram(a: framed[i - 2], b: framed[i - 1], c: framed[i]), default: 0] += 1 }
            }
            words.removeAll(keepingCapacity: true)
        }
        for line in lines {
            for token in Tokenizer.tokenize(line) {
                switch token.kind {
                case .word: words.append(PhraseKey.word(PhraseKey.normalize(token.text)))
                case .punctuation where token.text.unicodeScalars.contains(where: { ".!?…".unicodeScalars.contains($0) }): flush()
                case .newline: flush()
                default: continue
                }
            }
            flush()
        }
        guard tokens > 0 else { throw SmartReplyError(.invalidInput, "no English words in the training text") }
        var contexts = unigrams
        contexts[EnglishLanguageModel.sentenceStart] = sentences
        let total = Double(unigrams.values.reduce(0, +))
        var entries: [(key: UInt64, score: Double)] = []
        var stored = [0, 0, 0]
        for (w, count) in unigrams where count >= minimumCount {
            entries.append((PhraseKey.extend(PhraseKey.empty, w), log(Double(count) / total)))
            stored[0] += 1
        }
        for (gram, count) in bigrams where count >= minimumCount {
            let context = Double(contexts[gram.b] ?? count)
            entries.append((PhraseKey.extend(PhraseKey.extend(PhraseKey.empty, gram.b), gram.c), log(Double(count) / context)))
            stored[1] += 1
        }
        for (gram, count) in trigrams where count >= minimumCount {
            let context = Double(bigrams[Gram(a: 0, b: gram.a, c: gram.b)] ?? count)
            let key = PhraseKey.extend(PhraseKey.extend(PhraseKey.extend(PhraseKey.empty, gram.a), gram.b), gram.c)
            entries.append((key, log(Double(count) / context)))
            stored[2] += 1
        }
        entries.sort { $0.key < $1.key }
        var data = Data()
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("SRLM".utf8))
        append32(EnglishLanguageModel.formatVersion)
        append32(3)
        append32(UInt32(entries.count))
        append32(Float(log(backoffFactor)).bitPattern)
        append32(Float(log(0.5 / total)).bitPattern)
        for entry in entries { withUnsafeBytes(of: entry.key.littleEndian) { data.append(contentsOf: $0) } }
        for entry in entries {
            let quantized = UInt16(clamping: Int((-entry.score * 1000).rounded()))
            withUnsafeBytes(of: quantized.littleEndian) { data.append(contentsOf: $0) }
        }
        do {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: output, options: .atomic)
        } catch {
            throw SmartReplyError(.ioFailure, "\(output.path): cannot write the language model (\(error.localizedDescription))")
        }
        return Summary(sentences: sentences, tokens: tokens, ngrams: stored, bytes: data.count)
    }
}

/// Three word keys of an n-gram (0 for an absent leading word).
private struct Gram: Hashable { var a: UInt64; var b: UInt64; var c: UInt64 }
