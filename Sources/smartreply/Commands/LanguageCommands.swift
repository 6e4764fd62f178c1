import Foundation
import SmartReply

/// Shared option parsing of the language-identification commands.
enum LanguageOptions {
    /// Loads the identifier from `--model FILE` or the Lexicons directory.
    static func identifier(_ arguments: inout Arguments, _ io: CLIContext) throws -> NaiveBayesLanguageIdentifier {
        if let model = try arguments.option("--model") {
            _ = try arguments.option("--lexicons")
            return try NaiveBayesLanguageIdentifier(contentsOf: URL(fileURLWithPath: model))
        }
        let lexicons = try LexiconLocation.find(option: arguments.option("--lexicons"), environment: io.environment)
        return try NaiveBayesLanguageIdentifier.standard(lexicons: lexicons)
    }

    /// Parses `--threshold P`, `--hints en:2,es:1` and `--only en,es`.
    static func options(_ arguments: inout Arguments, defaultThreshold: Double = 0.5) throws -> LanguageIdentificationOptions {
        var options = LanguageIdentificationOptions(undeterminedThreshold: defaultThreshold)
        if let threshold = try arguments.doubleOption("--threshold", in: 0...1) { options.undeterminedThreshold = threshold }
        if let hints = try arguments.option("--hints") {
            for item in hints.split(separator: ",") {
                let parts = item.split(separator: ":")
                guard parts.count == 2, let weight = Double(parts[1]), weight.isFinite, weight >= 0,
                      let tag = try? LanguageOption.parse(String(parts[0]), option: "--hints") else {
                    throw UsageError("--hints needs tag:weight pairs such as en:2,es:1 (weights ≥ 0), got '\(item)'")
                }
                options.languageHints[tag] = weight
            }
        }
        if let only = try arguments.option("--only") {
            var set = Set<LanguageTag>()
            for item in only.split(separator: ",") {
                let tag = try LanguageOption.parse(String(item), option: "--only")
                set.insert(tag)
            }
            guard !set.isEmpty else { throw UsageError("--only needs at least one language tag") }
            options.languageConstraints = set
        }
        return options
    }

    /// Reads a `lang<TAB>text` TSV with a header row (``LabelledTSV``).
    ///
    /// The first line is the header, unless it reads as data: a known language tag (not `lang`)
    /// then a text other than `text` ("id<TAB>text" and "und<TAB>text" are headers). Such a line
    /// is counted, with a warning on stderr.
    /// - Throws: `SmartReplyError.invalidInput` naming the file and line of a row without a tab.
    /// The rows of a `lang<TAB>text` file, each label a known language tag in normal form (`EN` → `en`).
    /// - Throws: what ``LabelledTSV/read(_:columns:labelKind:isLabel:io:)`` throws, and
    ///   `SmartReplyError.invalidInput` naming `path:line` for a label that is not a known language.
    static func readLabelledTSV(_ path: String, _ io: CLIContext) throws -> [(language: LanguageTag, text: String)] {
        try LabelledTSV.read(path, columns: "lang<TAB>text", labelKind: "a language tag", isLabel: { first in
            first.lowercased() != "lang" && (try? LanguageOption.parse(first, option: "")) != nil
        }, io: io).map { row in
            let label = row.label.trimmingCharacters(in: .whitespaces)
            guard let tag = try? LanguageOption.parse(label, option: "") else {
                throw SmartReplyError(.invalidInput, "\(path):\(row.line): '\(label)' is not a known language tag (e.g. 'es', 'pt-BR', 'ru-Latn')")
            }
            return (tag, String(row.text))
        }
    }
}

/// `smartreply identify`: a Unix filter printing `tag<TAB>probability` per text.
struct IdentifyCommand: CLICommand {
    static let name = ["identify"]
    static let abstract = "Identify the language of texts (tag<TAB>probability per line)"
    static let help = """
        OVERVIEW: Identifies the language of each TEXT argument (quote a text that
        has spaces), or without one of each line of standard input, and prints one
        line per text, in order: the BCP-47 tag and its probability, separated by a tab.
        The tag is 'und' when the best probability is below the threshold or the
        text has no letters (emoji, digits, URLs only). The text is read as the
        pipeline reads it: NFKC ("Ｈｅｌｌｏ" is "Hello") and look-alike letters
        written in the word's main script ("Пpивeт" with Latin p and e is Russian).

        USAGE: smartreply identify [--threshold P] [--hints en:2,es:1] [--pipeline-hints] [--only en,es] [--all N] [--model FILE] [--lexicons DIR] [TEXT...]

        WHY 'chat', 'replay' AND 'suggest' SHOW OTHER PROBABILITIES: alone, identify
        gives the model's own reading of the text, with no prior. The pipeline
        weighs the languages it can answer (English and each language with a
        phrase table) 3 times more (ConversationOrchestrator.supportedLanguagePrior),
        since a short message such as "hola que tal" is close between related
        languages (es, ca); and in a conversation it also weighs the sender's
        earlier messages (a language's weight grows by 4 × its probability over
        them). --pipeline-hints applies the first prior, so the numbers match
        'suggest' and a conversation's first message; a later message also
        depends on what its sender wrote before.

        OPTIONS:
          --threshold P     below this probability answer 'und' (0…1, default 0.5)
          --hints LIST      prior weights, e.g. en:2,es:1 (a weight multiplies the likelihood)
          --pipeline-hints  the pipeline's prior: weight 3 for English and each language with a
                            phrase table (a language also named in --hints keeps that weight)
          --only LIST       allowed languages, e.g. en,es,uk-Latn
          --all N           print the N best hypotheses as tag:probability after the answer
          --model FILE      a model file instead of Lexicons/langid/langid.model
          --lexicons DIR    the Lexicons directory (default: $SMARTREPLY_LEXICONS, else the checkout's)
          -h, --help        show this help
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        var options = try LanguageOptions.options(&arguments)
        let all = try arguments.intOption("--all", in: 1...100)
        if let all { options.maximumHypotheses = all }
        if arguments.flag("--pipeline-hints") {
            let lexicons = try LexiconLocation.find(option: arguments.peekOption("--lexicons"), environment: io.environment)
            let translator = try PhraseTableTranslator.standard(lexicons: lexicons)
            for (tag, weight) in ConversationOrchestrator.standardLanguageHints(for: translator) where options.languageHints[tag] == nil {
                options.languageHints[tag] = weight
            }
        }
        let identifier = try LanguageOptions.identifier(&arguments, io)
        let texts = try arguments.positionals()
        func answer(_ text: String) throws {
            let result = try identifier.identify(IdentificationTextNormalizer.normalized(text), options: options)
            var line = "\(result.language)\t\(String(format: "%.4f", result.confidence))"
            if all != nil {
                line += "\t" + result.hypotheses.map { "\($0.language):\(String(format: "%.4f", $0.probability))" }.joined(separator: " ")
            }
            io.line(line)
        }
        if !texts.isEmpty {
            for text in texts { try answer(text) }
        } else {
            var input = StdinLines()
            while let line = input.next(io) { try answer(line) }
        }
        return ExitCode.success
    }
}

/// `smartreply train langid`: trains the language-identification model.
struct TrainLangIDCommand: CLICommand {
    static let name = ["train", "langid"]
    static let abstract = "Train the language-identification model from word-frequency lists"
    static let help = """
        USAGE: smartreply train langid [--corpus DIR] [--out FILE] [--exponent E] [--max-words N]
                                       [--max-features N0,N1,N2,N3,N4,N5] [--temperature T] [--smoothing A] [--scoring conditional|joint] [--back-off W]
                                       [--word-weight L] [--word-floor F] [--prune D] [--no-delta]
                                       [--exception-words N] [--exception-margin M] [--exception-ratio R]
                                       [--exception-weak P] [--class-biases FILE|none]

        Trains the character n-gram naive Bayes language identifier and writes
        its model (default: Lexicons/langid/langid.model).

        The corpus directory holds one <tag>.tsv per language with lines
        word<TAB>frequency. Make it (needs the PyPI packages wordfreq and msgpack,
        and for Thai and Serbian the Debian packages hunspell-th and hunspell-sr) with:

            python3 Scripts/export_langid_corpus.py langid-corpus
            smartreply train langid --corpus langid-corpus

        OPTIONS:
          --corpus DIR        the corpus directory (default: langid-corpus)
          --out FILE          where to write the model (default: <Lexicons>/langid/langid.model)
          --exponent E        a word of frequency f weighs f^E (0…1, default 0.7)
          --max-words N       most frequent words read per language (default 200000: all
                              60,000 of the export plus their unaccented spellings)
          --max-features L    features kept per language for orders 0 (words) to 5
                              (default 3000,3000,6000,16000,14000,12000)
          --temperature T     posterior temperature (default 5)
          --smoothing A       additive smoothing pseudo-count (default 1)
          --scoring S         'conditional' (default: P(letter | previous letters) per order
                              with back-off, as lingua) or 'joint' (one multinomial per order)
          --back-off W        conditional scoring: weight per order backed off (0…1, default 0.1)
          --word-weight L     weight of the whole-word log-frequencies (order 0) added to the
                              n-gram score / T (default 1)
          --word-floor F      a word missing from a language's kept words counts as F times
                              the rarest kept one (0…1, default 0.5)
          --prune D           conditional scoring: drop an n-gram whose change to the back-off
                              score is below D (natural log, default \(LanguageIDCorpus.TrainingOptions().naiveBayes.pruningThreshold))
          --no-delta          store log-probabilities (format 3 scoring) instead of changes to the
                              back-off score (slower to score, for comparison)
          --exception-words N second stage: the N most frequent words per language that the n-grams
                              get wrong become single-word exceptions (default 33400; 0: none)
          --exception-margin M second stage: log-odds by which a one-word text's exception language
                              is put above the best other one, before hints (default 1.5)
          --exception-ratio R second stage: a word becomes an exception only when its frequency in
                              its own list is ≥ R times that in the list of the language the
                              n-grams give it (default \(LanguageIDCorpus.TrainingOptions().exceptionMinimumRatio))
          --exception-weak P  second stage: also store the words the n-grams give their own
                              language with probability < P, against the runner-up (0…1,
                              default \(LanguageIDCorpus.TrainingOptions().exceptionWeakConfidence): none)
          --class-biases F    per-language log-odds biases (tag<TAB>bias per line) added to the
                              priors after the second stage (default: <Lexicons>/\(LanguageIDCorpus.classBiasesPath)
                              when it exists; 'none': no biases)
          --lexicons DIR      the Lexicons directory (default: $SMARTREPLY_LEXICONS, else the checkout's)
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let corpusPath = try arguments.option("--corpus") ?? "langid-corpus"
        var options = LanguageIDCorpus.TrainingOptions()
        if let exponent = try arguments.doubleOption("--exponent", in: 0...1) { options.frequencyExponent = exponent }
        if let words = try arguments.intOption("--max-words", in: 1...10_000_000) { options.maximumWords = words }
        if let temperature = try arguments.doubleOption("--temperature", in: 0.01...1000) { options.naiveBayes.temperature = temperature }
        if let smoothing = try arguments.doubleOption("--smoothing", in: 1e-9...1e9) { options.naiveBayes.smoothing = smoothing }
        if let weight = try arguments.doubleOption("--back-off", in: 1e-6...1) { options.naiveBayes.backOffWeight = weight }
        if let weight = try arguments.doubleOption("--word-weight", in: 0...100) { options.naiveBayes.wordWeight = weight }
        if let factor = try arguments.doubleOption("--word-floor", in: 1e-9...1) { options.naiveBayes.wordFloorFactor = factor }
        if let threshold = try arguments.doubleOption("--prune", in: 0...100) { options.naiveBayes.pruningThreshold = threshold }
        if arguments.flag("--no-delta") { options.naiveBayes.deltaEncoding = false }
        if let words = try arguments.intOption("--exception-words", in: 0...1_000_000) { options.exceptionWords = words }
        if let margin = try arguments.doubleOption("--exception-margin", in: 0...100) { options.exceptionMargin = margin }
        if let ratio = try arguments.doubleOption("--exception-ratio", in: 0...1_000_000) { options.exceptionMinimumRatio = ratio }
        if let weak = try arguments.doubleOption("--exception-weak", in: 0...1) { options.exceptionWeakConfidence = weak }
        switch try arguments.option("--scoring") {
        case nil, "conditional": options.naiveBayes.conditional = true
        case "joint": options.naiveBayes.conditional = false
        case let other?: throw UsageError("--scoring is 'conditional' or 'joint', got '\(other)'")
        }
        if let list = try arguments.option("--max-features") {
            let values = list.split(separator: ",").compactMap { Int($0) }
            guard values.count == 6, values.allSatisfy({ $0 >= 0 }) else {
                throw UsageError("--max-features needs 6 counts ≥ 0 (orders 0 to 5), got '\(list)'")
            }
            options.naiveBayes.maximumFeaturesPerClass = values
            options.naiveBayes.featureMask = values.enumerated().reduce(0) { $1.element > 0 ? $0 | (1 << UInt32($1.offset)) : $0 }
            guard options.naiveBayes.featureMask != 0 else { throw UsageError("--max-features keeps no feature") }
        }
        switch try arguments.option("--class-biases") {
        case "none"?: break
        case let path?: options.classBiases = try LanguageIDCorpus.readClassBiases(from: URL(fileURLWithPath: path))
        case nil:
            // The committed biases, when the Lexicons directory is found (a corpus of one's own may train without).
            if let lexicons = try? LexiconLocation.find(option: arguments.peekOption("--lexicons"), environment: io.environment) {
                let url = lexicons.appendingPathComponent(LanguageIDCorpus.classBiasesPath)
                if FileManager.default.fileExists(atPath: url.path) { options.classBiases = try LanguageIDCorpus.readClassBiases(from: url) }
            }
        }
        let out: URL
        if let path = try arguments.option("--out") {
            out = URL(fileURLWithPath: path)
        } else {
            let lexicons = try LexiconLocation.find(option: arguments.option("--lexicons"), environment: io.environment)
            out = lexicons.appendingPathComponent(NaiveBayesLanguageIdentifier.modelPath)
        }
        let rest = try arguments.positionals()
        guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])'") }
        let corpus = try LanguageIDCorpus(directory: URL(fileURLWithPath: corpusPath))
        var bar = ProgressBar(io)
        var trained = 0
        let data = try corpus.trainModel(options: options) { tag, count in
            trained += 1
            bar.log("\(tag)\t\(count) words")
            bar.update("train langid: \(tag)", done: trained, total: corpus.files.count)
        }
        bar.finish()
        do {
            try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: out, options: .atomic)
        } catch {
            throw SmartReplyError(.ioFailure, "cannot write \(out.path): \(error.localizedDescription)")
        }
        _ = try NaiveBayesLanguageIdentifier(contentsOf: out)   // read it back: the file must load
        io.line("wrote \(out.path) (\(data.count) bytes, \(corpus.files.count) languages)")
        return ExitCode.success
    }
}
