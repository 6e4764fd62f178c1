import Foundation

/// A directory of word-frequency lists, one per language, that the language
/// identifier is trained from.
///
/// Each file is `<tag>.tsv` (tag a BCP-47 tag such as `en` or `uk-Latn`) with
/// lines `word<TAB>frequency` (frequency > 0, occurrences per word of running
/// text). `python3 Scripts/export_langid_corpus.py DIR` writes such a
/// directory from the PyPI package `wordfreq` (CC-BY-SA 4.0) and Debian
/// `hunspell-th`.
public struct LanguageIDCorpus: Sendable {
    /// Settings of ``LanguageIDCorpus/trainModel(options:progress:)``.
    public struct TrainingOptions: Sendable, Hashable {
        /// A word of frequency f counts with weight f^exponent (0 = every word once,
        /// 1 = as often as in running text). In [0, 1].
        public var frequencyExponent: Double
        /// The most frequent words read per language.
        public var maximumWords: Int
        /// The naive Bayes settings.
        public var naiveBayes: NaiveBayesTrainingOptions
        /// Second stage (``WordExceptions``): the most frequent words per language checked
        /// against the n-gram model (0: no exceptions).
        public var exceptionWords: Int
        /// Second stage: the log-odds (≥ 0) by which a one-word text's exception language is put
        /// above the best other candidate (see ``WordExceptions``).
        public var exceptionMargin: Double
        /// Second stage: a word becomes an exception only when its frequency in its own list is at
        /// least this many times its frequency in the list of the language the n-grams give it
        /// (0 there when that list lacks it). 1 stores every word the n-grams get wrong; a larger
        /// ratio leaves out the words two relatives share about equally ("vamos" es/pt), whose
        /// exception would only swap one coin flip for another. ≥ 0.
        public var exceptionMinimumRatio: Double
        /// Second stage: a word the n-grams give to its own language with a probability below this
        /// (in [0, 1]; 0: none) is stored too, when it is ``exceptionMinimumRatio`` times as frequent in
        /// its list as in the runner-up's. Alone it only gains confidence; in a two-word text its own
        /// score is raised like an exception's, so the other word's lean towards a relative weighs less.
        public var exceptionWeakConfidence: Double
        /// Per language tag, a log-odds bias (natural log, the scale of the softmax, typically within
        /// ±1) added to that language's prior after the second stage is built, so the exceptions and
        /// the file's size do not depend on it. Calibrated on development pairs of our own
        /// (`Lexicons/langid/class-biases.tsv`, ``readClassBiases(from:)``); tags not listed get 0.
        public var classBiases: [String: Double]

        /// The defaults are those of the committed model (chosen on development sets, see Lexicons/langid/README.md).
        public init(frequencyExponent: Double = 0.7, maximumWords: Int = 200_000,
                    naiveBayes: NaiveBayesTrainingOptions = .init(),
                    exceptionWords: Int = 33_400, exceptionMargin: Double = 1.5, exceptionMinimumRatio: Double = 1.5,
                    exceptionWeakConfidence: Double = 0, classBiases: [String: Double] = [:]) {
            self.frequencyExponent = frequencyExponent
            self.maximumWords = maximumWords
            self.naiveBayes = naiveBayes
            self.exceptionWords = exceptionWords
            self.exceptionMargin = exceptionMargin
            self.exceptionMinimumRatio = exceptionMinimumRatio
            self.exceptionWeakConfidence = exceptionWeakConfidence
            self.classBiases = classBiases
        }
    }

    /// The corpus directory.
    public let directory: URL
    /// The languages found, sorted by tag, with their files.
    public let files: [(language: LanguageTag, url: URL)]

    /// Lists the `<tag>.tsv` files of `directory`.
    /// - Throws: `.ioFailure` when the directory cannot be read, `.invalidInput`
    ///   when it holds no `.tsv` file, `.invalidLanguageTag` for a file name that is not a tag.
    public init(directory: URL) throws {
        self.directory = directory
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw SmartReplyError(.ioFailure, "cannot read corpus directory \(directory.path): \(error.localizedDescription)")
        }
        var files: [(LanguageTag, URL)] = []
        for name in names.sorted() where name.hasSuffix(".tsv") {
            let tag = try LanguageTag(String(name.dropLast(4)))
            files.append((tag, directory.appendingPathComponent(name)))
        }
        guard !files.isEmpty else {
            throw SmartReplyError(.invalidInput, "corpus directory \(directory.path) holds no <tag>.tsv file; run python3 Scripts/export_langid_corpus.py \(directory.path)")
        }
        self.files = files.sorted { $0.0 < $1.0 }
    }

    /// Reads one language's list: words and weights f^exponent, most frequent first.
    /// - Throws: `.ioFailure` or `.invalidInput` naming the file and line.
    public func samples(of url: URL, options: TrainingOptions) throws -> [(text: String, weight: Double)] {
        try frequencies(of: url, options: options).map { ($0.text, pow($0.frequency, options.frequencyExponent)) }
    }

    /// Reads one language's list: words and their frequencies, most frequent first.
    /// - Throws: `.ioFailure` or `.invalidInput` naming the file and line.
    func frequencies(of url: URL, options: TrainingOptions) throws -> [(text: String, frequency: Double)] {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw SmartReplyError(.ioFailure, "cannot read \(url.path): \(error.localizedDescription)")
        }
        var samples: [(String, Double)] = []
        var lineNumber = 0
        for line in text.lines(omittingEmpty: true) {
            lineNumber += 1
            guard let tab = line.lastIndex(of: "\t"), let frequency = Double(line[line.index(after: tab)...]),
                  frequency.isFinite, frequency > 0 else {
                throw SmartReplyError(.invalidInput, "\(url.path):\(lineNumber): expected word<TAB>frequency > 0")
            }
            samples.append((String(line[..<tab]), frequency))
            if samples.count >= options.maximumWords { break }
        }
        return samples
    }

    /// Trains a language-identification model from every list of the corpus.
    /// - Parameter progress: called after each language with its tag and word count.
    /// - Returns: the model file's bytes (write them to `Lexicons/langid/langid.model`).
    /// - Throws: ``SmartReplyError`` for unreadable or malformed lists.
    public func trainModel(options: TrainingOptions = .init(),
                           progress: (LanguageTag, Int) -> Void = { _, _ in }) throws -> Data {
        var trainer = NaiveBayesTrainer(options: options.naiveBayes)
        var lists: [[(text: String, frequency: Double)]] = []
        for (language, url) in files {
            let words = try frequencies(of: url, options: options)
            let samples = words.map { ($0.text, pow($0.frequency, options.frequencyExponent)) }
            try trainer.addClass(label: language.identifier, samples: samples, wordFrequencies: words.map(\.frequency))
            lists.append(words)
            progress(language, samples.count)
        }
        let data = try trainer.modelData()
        // The biases go in last: the exceptions are the words the unbiased n-grams get wrong.
        let biased = options.classBiases.isEmpty ? data : try trainer.modelData(logOddsBiases: options.classBiases)
        guard options.exceptionWords > 0, options.naiveBayes.conditional, options.naiveBayes.featureMask & 1 != 0,
              lists.count <= WordExceptions.maximumClassCount else { return biased }
        let exceptions = try wordExceptions(model: data, lists: lists, options: options)
        return NaiveBayesModelWriter.appending(exceptions: WordExceptions.encode(exceptions, margin: max(0, options.exceptionMargin)), to: biased)
    }

    /// The second stage's exceptions: each word among the first `exceptionWords` of a list
    /// (letters only) whose highest frequency is in that list (ties: the first list by tag),
    /// and which the n-gram model `model` identifies as another language (or as its own with a probability
    /// below ``TrainingOptions/exceptionWeakConfidence``: then the runner-up is the other language), at least
    /// ``TrainingOptions/exceptionMinimumRatio`` times as frequent in its list as in that language's; key → class.
    func wordExceptions(model: Data, lists: [[(text: String, frequency: Double)]],
                        options: TrainingOptions) throws -> [UInt64: Int] {
        let identifier = try NaiveBayesLanguageIdentifier(data: model)
        var best: [String: (cls: Int, frequency: Double)] = [:]
        for (cls, words) in lists.enumerated() {
            for word in words.prefix(2 * options.exceptionWords) where word.frequency > (best[word.text]?.frequency ?? 0) {
                best[word.text] = (cls, word.frequency)
            }
        }
        // Each list's frequencies by word (the first, most frequent, spelling where one repeats).
        let frequencyIn = lists.map { Dictionary($0.map { ($0.text, $0.frequency) }, uniquingKeysWith: { first, _ in first }) }
        let classOf = Dictionary(identifier.languages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var exceptions: [UInt64: Int] = [:]
        let solo = LanguageIdentificationOptions(undeterminedThreshold: 0)
        for (cls, words) in lists.enumerated() {
            for word in words.prefix(options.exceptionWords)
            where best[word.text]?.cls == cls && word.text.allSatisfy(\.isLetter) {
                guard let key = WordKeySink.key(of: word.text) else { continue }
                let identification = try identifier.identify(word.text, options: solo)
                var rival = identification.language
                if rival == identifier.languages[cls] {
                    // Right: stored only when weak (the runner-up is the rival).
                    guard identification.confidence < options.exceptionWeakConfidence,
                          identification.hypotheses.count > 1 else { continue }
                    rival = identification.hypotheses[1].language
                }
                let rivalFrequency = classOf[rival].flatMap { frequencyIn[$0][word.text] } ?? 0
                if word.frequency >= options.exceptionMinimumRatio * rivalFrequency { exceptions[key] = cls }
            }
        }
        return exceptions
    }
}

/// Collects the whole-word key of a text that is exactly one word (as the identifier reads it).
private struct WordKeySink: NGramFeatureSink {
    var keys: [UInt64] = []
    var words = 0
    mutating func letter(_ value: UInt32, script: WritingScript) {}
    mutating func feature(order: Int, key: UInt64, prefix: UInt64) { if order == 0 { keys.append(key) } }
    mutating func endWord() { words += 1 }

    /// The key of `text`'s only word, or `nil` when it is not one word.
    static func key(of text: String) -> UInt64? {
        var sink = WordKeySink()
        NGramFeatures(featureMask: 1).extract(from: text, into: &sink)
        return sink.words == 1 && sink.keys.count == 1 ? sink.keys[0] : nil
    }
}
