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

        /// The defaults are those of the committed model (chosen on development sets, see Lexicons/langid/README.md).
        public init(frequencyExponent: Double = 0.7, maximumWords: Int = 200_000,
                    naiveBayes: NaiveBayesTrainingOptions = .init()) {
            self.frequencyExponent = frequencyExponent
            self.maximumWords = maximumWords
            self.naiveBayes = naiveBayes
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
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
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
        for (language, url) in files {
            let words = try frequencies(of: url, options: options)
            let samples = words.map { ($0.text, pow($0.frequency, options.frequencyExponent)) }
            try trainer.addClass(label: language.identifier, samples: samples, wordFrequencies: words.map(\.frequency))
            progress(language, samples.count)
        }
        return try trainer.modelData()
    }
}
