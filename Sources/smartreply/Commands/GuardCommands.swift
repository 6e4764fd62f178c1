import Foundation
import SmartReply

/// `smartreply guard`: checks texts with the content guard.
struct GuardCheckCommand: CLICommand {
    static let name = ["guard"]
    static let abstract = "Check texts for offensive words and sensitive topics"
    static let help = """
        OVERVIEW: Checks each TEXT argument (quote a text that has spaces), or
        without one each line of standard input, as the pipeline checks an
        incoming message: in its own language, then in its English translation,
        and prints one line per text, in order:
          allowed|offensive|sensitive<TAB>what matched (list entries or insult-model;
          "(en)" marks a match in the English translation)
        A text is checked whole, however long, in time linear in its length (no
        --max-length as in suggest: a cut could hide an insult past it).

        USAGE: smartreply guard [--lang TAG] [--no-translate] [--lexicons DIR] [TEXT...]

        OPTIONS:
          --lang TAG        BCP-47 language of the text (default: identified per text; und = every list)
          --no-translate    check the text in its own language only
          --lexicons DIR    the Lexicons directory (default: found from the checkout)
          -h, --help        show this help
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let languageOption = try arguments.option("--lang")
        let fixedLanguage = try languageOption.map { try GuardCommandSupport.language($0) }
        let translates = !arguments.flag("--no-translate")
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        let texts = try arguments.positionals()
        let contentGuard = try LexiconContentGuard.standard(lexicons: lexicons)
        let identifier = fixedLanguage == nil ? try NaiveBayesLanguageIdentifier.standard(lexicons: lexicons) : nil
        let phraseTables = try PhraseTableTranslator.standard(lexicons: lexicons)
        let pipelineGuard = TranslatingContentGuard(base: contentGuard, translator: RomanizingTranslator(base: phraseTables))
        // Identified as the pipeline identifies a first message: with its prior for the supported languages
        // (so "idi nahuy" reads as ru-Latn, and its Cyrillic readings are checked, as in `suggest`).
        let identification = LanguageIdentificationOptions(languageHints: ConversationOrchestrator.standardLanguageHints(for: phraseTables))
        func show(_ text: String) async throws {
            var language = fixedLanguage ?? .undetermined
            if let identifier { language = try await identifier.identifyLanguage(of: text, options: identification).language }
            let verdict = translates ? try await pipelineGuard.check(text, language: language)
                                     : contentGuard.verdict(for: text, language: language)
            io.line("\(verdict.kind.rawValue)\t\(verdict.matches.joined(separator: ", "))")
        }
        if !texts.isEmpty {
            for text in texts { try await show(text) }
        } else {
            var input = StdinLines()
            while let line = input.next(io) { try await show(line) }
        }
        return ExitCode.success
    }
}

/// `smartreply eval guard`: precision, recall, F1 and false-positive rate on a labelled file.
struct EvalGuardCommand: CLICommand {
    static let name = ["eval", "guard"]
    static let abstract = "Measure the content guard on a labelled TSV file"
    static let help = """
        USAGE: smartreply eval guard FILE.tsv [--lang TAG] [--lists-only] [--translate] [--lexicons DIR]

        FILE.tsv has a header row, then label<TAB>text rows with label 'offensive'
        or 'clean' ('allowed' counts as clean; a first row that reads as data is
        counted, with a warning). A text counts as flagged when the guard does not allow it
        (offensive or sensitive). Prints rows, TP/FP/TN/FN, precision, recall, F1,
        the false-positive rate, how often the model alone and the sensitive
        lists fired, the false positives by source (lists, context words, hostile
        phrases, model, sensitive lists; counts only) and the figures counting only 'offensive' verdicts.
        Measure with a release build (swift build -c release) for the timing.

        OPTIONS:
          --lang TAG        language of the texts (default: und)
          --lists-only      ignore the insult model (word lists alone)
          --translate       also check each text's English translation, as the pipeline does
          --lexicons DIR    the Lexicons directory (default: found from the checkout)
          -h, --help        show this help
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let language = try GuardCommandSupport.language(try arguments.option("--lang"))
        let listsOnly = arguments.flag("--lists-only")
        let translates = arguments.flag("--translate")
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        let files = try arguments.positionals()
        guard files.count == 1, let file = files.first else { throw UsageError("give one labelled FILE.tsv") }
        let rows = try GuardCommandSupport.readLabelled(URL(fileURLWithPath: file), io)
        guard !rows.isEmpty else { throw EmptyInputError("\(file): no rows (expected a header row, then label<TAB>text rows)") }
        var contentGuard = try LexiconContentGuard.standard(lexicons: lexicons)
        if listsOnly { contentGuard = contentGuard.replacingModel(nil) }
        let pipelineGuard = TranslatingContentGuard(
            base: contentGuard,
            translator: RomanizingTranslator(base: try PhraseTableTranslator.standard(lexicons: lexicons)))
        if translates, language.language != "en", !language.isUndetermined {
            _ = try? await pipelineGuard.translator.base.preload(language)   // keep the load out of the timing
        }
        var counts = BinaryClassificationCounts(), offensiveOnly = BinaryClassificationCounts()
        var byModel = 0, sensitive = 0
        // False positives by what flagged them (counts only: which words matched in a measuring file is not shown,
        // so nothing is tuned to its lines).
        var falseByModel = 0, falseBySensitive = 0, falseByLists = 0, falseByContext = 0, falseByHostile = 0
        let contextNames = Set(contentGuard.contextLists.values.flatMap(\.names))
        let clock = ContinuousClock()
        let start = clock.now
        for row in rows {
            let verdict = translates ? try await pipelineGuard.check(row.text, language: language)
                                     : contentGuard.verdict(for: row.text, language: language)
            counts.add(predicted: !verdict.isAllowed, actual: row.isOffensive)
            offensiveOnly.add(predicted: verdict.kind == .offensive, actual: row.isOffensive)
            let modelOnly = verdict.matches == [LexiconContentGuard.modelMatchName] || verdict.matches == [LexiconContentGuard.modelMatchName + " (en)"]
            if modelOnly { byModel += 1 }
            if verdict.kind == .sensitive { sensitive += 1 }
            if !verdict.isAllowed && !row.isOffensive {
                if verdict.kind == .sensitive { falseBySensitive += 1 } else if modelOnly { falseByModel += 1 }
                else if verdict.matches.allSatisfy({ $0.hasPrefix(LexiconContentGuard.hostileMatchPrefix) }) { falseByHostile += 1 }
                else if verdict.matches.allSatisfy(contextNames.contains) { falseByContext += 1 } else { falseByLists += 1 }
            }
        }
        let elapsed = clock.now - start
        let micros = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
        func f(_ x: Double) -> String { String(format: "%.3f", x) }
        io.line("file\t\(file)\nlanguage\t\(language)\nrows\t\(counts.total)")
        io.line("TP\t\(counts.truePositives)\nFP\t\(counts.falsePositives)\nTN\t\(counts.trueNegatives)\nFN\t\(counts.falseNegatives)")
        io.line("precision\t\(f(counts.precision))\nrecall\t\(f(counts.recall))\nF1\t\(f(counts.f1))\nFPR\t\(f(counts.falsePositiveRate))")
        io.line("flagged by model only\t\(byModel)\nflagged sensitive\t\(sensitive)")
        io.line("false positives by source\tlists \(falseByLists), context words \(falseByContext), hostile phrases \(falseByHostile), model \(falseByModel), sensitive \(falseBySensitive)")
        io.line("offensive verdicts only (sensitive counted as allowed): precision \(f(offensiveOnly.precision)) recall \(f(offensiveOnly.recall)) F1 \(f(offensiveOnly.f1)) FPR \(f(offensiveOnly.falsePositiveRate))")
        io.line("µs per message\t\(String(format: "%.2f", rows.isEmpty ? 0 : micros / Double(rows.count)))")
        return ExitCode.success
    }
}

/// `smartreply train guard`: trains the insult model of the content guard.
struct TrainGuardCommand: CLICommand {
    static let name = ["train", "guard"]
    static let abstract = "Train the content guard's insult model"
    static let help = """
        USAGE: smartreply train guard [--clean-lines FILE] [--output FILE] [--lexicons DIR]

        Trains Lexicons/guard/insult-model.bin, a logistic regression over hashed
        words, word pairs and character n-grams, from:
          - Lexicons/guard/training/<xx>.tsv: labelled sentences written by us
            (header, then offensive|clean<TAB>text);
          - Lexicons/guard/training/templates-<xx>.tsv: frames ("ты {}") and words
            written by us; every frame filled with every word, labelled by the word;
          - the response set's replies in English and in every language
            (replies/responses.tsv, translation/<xx>/replies.tsv) as clean sentences;
          - clean chat lines (lang<TAB>text), made by
            python3 Scripts/export_guard_training.py (chitchat-dataset, chatterbot-corpus,
            our phrase tables),
            minus every line the word lists flag;
          - the word lists: list words inserted into clean lines as offensive examples;
          - Russian and Ukrainian sentences and lines again in Latin letters (romanized);
          - German and Russian long texts: each offensive sentence of ours between two clean
            sentences of the same fold (offensive), and the two clean ones alone (clean).
        The guard scores a text of more than 8 words by its best window of 8 words; the
        long texts of the thresholds are scored the same way, and a language's threshold
        flags at most 1 % of them (real comments are more heated than our sentences).
        Every text is also scored by a model trained without it (5-fold cross-validation,
        folds chosen by a hash of the text); the decision thresholds are the probabilities
        that keep those out-of-fold false-positive rates at or below 0.25 % (--held-out-fpr),
        overall and per language (--language-fpr), both on single sentences and on long texts
        made of three held-out sentences. The model itself is trained on everything.
        Never trains on shared evaluation data.

        OPTIONS:
          --clean-lines FILE  default: build-data/guard/clean-lines.tsv
          --output FILE       default: <lexicons>/guard/insult-model.bin
          --epochs N          passes over the data (default 8)
          --l2 X              L2 penalty per update (default 0.000001)
          --buckets N         log2 of the model's weight count, 10…24 (default 16)
          --written-weight X  how much a sentence written by us counts (default 8)
          --held-out-fpr X    share of clean texts (scored out of fold) the model may flag (default 0.0025)
          --language-fpr L=X,…  that share for one language's own threshold (default en=0.001,de=0.05,ru=0.01:
                              English has strong word lists, so its model only backs them up; German and
                              Russian insult mostly without listed words); every language with 40+ clean
                              texts gets its own threshold
          --language-threshold L=P,…  fixed decision thresholds (probabilities in 0.05…0.99) for these
                              languages instead of the calibrated ones (default: none, every threshold calibrated)
          --rethreshold MODEL  no training: copy MODEL to --output with the --language-threshold values
          --verbose           also show the held-out training texts scored worst
          --lexicons DIR      the Lexicons directory (default: found from the checkout)
          -h, --help          show this help
        """

    /// Out-of-fold false-positive rates of the per-language thresholds unless `--language-fpr` is given.
    static let defaultLanguageRates: [String: Double] = ["en": 0.001, "de": 0.05, "ru": 0.01]

    /// Parses `LANG=VALUE[,LANG=VALUE…]` with every value in `range`.
    static func languageValues(_ spec: String, option: String, in range: ClosedRange<Double>) throws -> [String: Double] {
        var values: [String: Double] = [:]
        for part in spec.split(separator: ",") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = Double(pair[1]), range.contains(value) else {
                throw UsageError("\(option) expects LANG=VALUE[,LANG=VALUE…] with VALUE in \(range.lowerBound)…\(range.upperBound), got '\(part)'")
            }
            values[String(pair[0])] = value
        }
        return values
    }

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        let cleanPath = try arguments.option("--clean-lines") ?? "build-data/guard/clean-lines.tsv"
        let output = try arguments.option("--output").map { URL(fileURLWithPath: $0) }
            ?? lexicons.appendingPathComponent("guard/insult-model.bin")
        let epochs = try arguments.intOption("--epochs", in: 1...100) ?? 8
        let l2 = try arguments.doubleOption("--l2", in: 0...0.1)
        let buckets = try arguments.intOption("--buckets", in: 10...24)
        let writtenWeight = try arguments.doubleOption("--written-weight", in: 0.01...1000)
        let verbose = arguments.flag("--verbose")
        let heldOutRate = try arguments.doubleOption("--held-out-fpr", in: 0...0.5)
        var fixedThresholds: [String: Double] = [:]
        if let spec = try arguments.option("--language-threshold") {
            fixedThresholds = try languageValues(spec, option: "--language-threshold", in: 0.05...0.99)
        }
        var languageRates = TrainGuardCommand.defaultLanguageRates
        if let spec = try arguments.option("--language-fpr") {
            languageRates = [:]
            for part in spec.split(separator: ",") {
                let pair = part.split(separator: "=")
                guard pair.count == 2, let rate = Double(pair[1]), (0...0.5).contains(rate) else {
                    throw UsageError("--language-fpr expects LANG=RATE[,LANG=RATE…] with RATE in 0…0.5, got '\(part)'")
                }
                languageRates[String(pair[0])] = rate
            }
        }
        let rethreshold = try arguments.option("--rethreshold")
        guard try arguments.positionals().isEmpty else { throw UsageError("train guard takes no positional arguments") }
        if let rethreshold {
            guard !fixedThresholds.isEmpty else { throw UsageError("--rethreshold needs --language-threshold") }
            var model = try HashedLinearClassifier(contentsOf: URL(fileURLWithPath: rethreshold))
            for (code, value) in fixedThresholds { model.languageThresholds[code] = Float(value) }
            try write(model, to: output)
            io.line("wrote \(output.path): \(rethreshold) with thresholds " + fixedThresholds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            return ExitCode.success
        }
        guard FileManager.default.fileExists(atPath: cleanPath) else {
            throw UsageError("clean lines '\(cleanPath)' not found; run: python3 Scripts/export_guard_training.py")
        }
        let contentGuard = try LexiconContentGuard.standard(lexicons: lexicons, loadingModel: false)
        var corpus = GuardTrainingCorpus(guard: contentGuard)
        let trainingDirectory = lexicons.appendingPathComponent("guard/training")
        for name in try FileManager.default.contentsOfDirectory(atPath: trainingDirectory.path).sorted() where name.hasSuffix(".tsv") {
            if name.hasPrefix("templates-") {
                try corpus.addTemplates(from: trainingDirectory.appendingPathComponent(name),
                                        language: try LanguageTag(String(name.dropFirst("templates-".count).dropLast(4))))
                continue
            }
            let language = try LanguageTag(String(name.dropLast(4)))
            for row in try GuardCommandSupport.readLabelled(trainingDirectory.appendingPathComponent(name)) {
                corpus.addWritten(row.text, language: language, isOffensive: row.isOffensive)
            }
        }
        // The engine's own replies, written and reviewed by us, are clean by construction: a model that
        // flagged "Ich denk an dich." could never suggest it (ResponseSetGuardTests checks every one).
        for (language, text) in try GuardCommandSupport.responseSetTexts(lexicons: lexicons) {
            corpus.addWritten(text, language: language, isOffensive: false)
        }
        try corpus.addCleanLines(from: URL(fileURLWithPath: cleanPath))
        corpus.addRomanizedCopies()
        corpus.addEmbeddedCopies(languages: ["de", "ru"])
        corpus.addListWords(perLanguage: 300)
        if let heldOutRate { corpus.heldOutFalsePositiveRate = heldOutRate }
        corpus.languageFalsePositiveRates = languageRates
        if let writtenWeight { corpus.writtenWeight = Float(writtenWeight) }
        io.line(corpus.summary)
        var trainer = LogisticRegressionTrainer()
        trainer.epochs = epochs
        if let l2 { trainer.l2 = Float(l2) }
        if let buckets { trainer.log2Buckets = buckets }
        var bar = ProgressBar(io)
        bar.step("train guard: \(epochs) epochs")
        var result = try corpus.train(with: trainer, verbose: verbose)
        bar.finish()
        io.line(result.report)
        for (code, value) in fixedThresholds.sorted(by: { $0.key < $1.key }) {
            let calibrated = result.model.languageThresholds[code].map { String(format: "%.3f", $0) } ?? "none"
            result.model.languageThresholds[code] = Float(value)
            io.line("threshold \(code): \(String(format: "%.3f", value)) (fixed; calibrated \(calibrated))")
        }
        try write(result.model, to: output)
        io.line("wrote \(output.path) (\(result.model.fileData().count) bytes)")
        return ExitCode.success
    }

    /// Writes `model` to `output` atomically; throws `.ioFailure` naming `--output` and the file.
    static func write(_ model: HashedLinearClassifier, to output: URL) throws {
        do { try model.fileData().write(to: output, options: .atomic) } catch {
            throw SmartReplyError(.ioFailure, "--output \(output.path): cannot write (\(error.localizedDescription))")
        }
    }
}

/// Helpers shared by the guard commands.
enum GuardCommandSupport {
    /// The response set's replies: English from `replies/responses.tsv` (``ResponseSetReplyGenerator/responses(lexicons:)``)
    /// and each language's whole-sentence translations, the first column of `translation/<xx>/replies.tsv`.
    /// - Throws: `SmartReplyError` for a bad response set, `UsageError` when a replies file cannot be read.
    static func responseSetTexts(lexicons: URL) throws -> [(LanguageTag, String)] {
        func rows(_ url: URL) throws -> [[Substring]] {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw UsageError("cannot read '\(url.path)'") }
            return text.lines().filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        }
        var texts = try ResponseSetReplyGenerator.responses(lexicons: lexicons).map { (LanguageTag.english, $0.text) }
        let translation = lexicons.appendingPathComponent("translation")
        for code in (try? FileManager.default.contentsOfDirectory(atPath: translation.path).sorted()) ?? [] {
            let file = translation.appendingPathComponent(code).appendingPathComponent("replies.tsv")
            guard FileManager.default.fileExists(atPath: file.path), let language = try? LanguageTag(code) else { continue }
            for row in try rows(file) where row.count >= 2 && !row[0].isEmpty { texts.append((language, String(row[0]))) }
        }
        return texts
    }

    static func language(_ option: String?) throws -> LanguageTag {
        guard let option else { return .undetermined }
        return try LanguageOption.parse(option, option: "--lang")
    }

    /// Reads `label<TAB>text` rows after a header (``LabelledTSV``); labels `offensive` or `clean`
    /// (`allowed`, the word `guard` prints, is taken for `clean`). A first row that reads as data
    /// (a known label, then a text other than `text`) is counted, with a warning on `io`.
    /// - Throws: `SmartReplyError.invalidInput` naming the file and line of a row without a tab or with another label.
    static func readLabelled(_ url: URL, _ io: CLIContext? = nil) throws -> [(isOffensive: Bool, text: String)] {
        let labels = ["offensive": true, "clean": false, "allowed": false]
        return try LabelledTSV.read(url.path, columns: "label<TAB>text", isLabel: { labels[$0] != nil }, io: io).map { row in
            guard let isOffensive = labels[String(row.label)] else {
                throw SmartReplyError(.invalidInput, "\(url.path):\(row.line): label '\(row.label)' is neither 'offensive' nor 'clean'")
            }
            return (isOffensive, String(row.text))
        }
    }
}

/// `smartreply bench guard`: time per message of each part of the guard.
struct BenchGuardCommand: CLICommand {
    static let name = ["bench", "guard"]
    static let abstract = "Time the content guard per message (use a release build)"
    static let help = """
        USAGE: smartreply bench guard FILE [--lang TAG] [--repeat N] [--lexicons DIR]

        Reads texts from FILE (one per line, or label<TAB>text TSV with a header:
        the text after the last tab is used) and prints the median and 90th
        percentile (and the minimum, the least disturbed by other processes), over
        N passes, of the microseconds per message for:
        normalizing, the word lists, the model, and the whole check. Each text is
        also timed repeated 4× and 16× to expose non-linear cost.

        OPTIONS:
          --lang TAG        language of the texts (default: und)
          --repeat N        passes over the file (default 5)
          --lexicons DIR    the Lexicons directory (default: found from the checkout)
          -h, --help        show this help
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let language = try GuardCommandSupport.language(try arguments.option("--lang"))
        let passes = try arguments.intOption("--repeat", in: 1...1000) ?? 5
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        let files = try arguments.positionals()
        guard files.count == 1, let file = files.first else { throw UsageError("give one FILE of texts") }
        let content = try InputFile.text(file)
        var texts = content.lines().map { line in String(line.split(separator: "\t").last ?? "") }
        if file.hasSuffix(".tsv") { texts.removeFirst() }
        guard !texts.isEmpty else { throw UsageError("'\(file)' holds no texts") }
        let contentGuard = try LexiconContentGuard.standard(lexicons: lexicons)
        let normalizer = GuardTextNormalizer()
        let normalized = texts.map { normalizer.normalize($0) }
        let clock = ContinuousClock()
        func time(_ label: String, count: Int, _ body: () -> Int) {
            var samples: [Double] = []
            var sink = 0
            for _ in 0..<passes {
                let start = clock.now
                sink &+= body()
                let elapsed = clock.now - start
                samples.append((Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12) / Double(count))
            }
            samples.sort()
            let p90 = samples[min(samples.count - 1, samples.count * 9 / 10)]
            io.line("\(label.padding(toLength: 22, withPad: " ", startingAt: 0))min \(String(format: "%7.2f", samples[0])) µs   median \(String(format: "%7.2f", samples[samples.count / 2])) µs   p90 \(String(format: "%7.2f", p90)) µs   (\(sink % 2))")
        }
        io.line("\(texts.count) texts, \(passes) passes, language \(language)")
        time("normalize", count: texts.count) { texts.reduce(0) { $0 &+ normalizer.normalize($1).tokens.count } }
        time("lists", count: texts.count) {
            normalized.reduce(0) { let m = contentGuard.listMatches(in: $1, language: language); return $0 &+ m.offensive.count &+ m.sensitive.count }
        }
        if let model = contentGuard.model {
            time("model", count: texts.count) { normalized.reduce(0) { $0 &+ (model.windowedProbability(of: $1, window: LexiconContentGuard.modelWindow) > 0.5 ? 1 : 0) } }
        }
        time("whole check", count: texts.count) { texts.reduce(0) { $0 &+ (contentGuard.verdict(for: $1, language: language).isAllowed ? 1 : 0) } }
        for factor in [4, 16] {
            let long = texts.prefix(200).map { String(repeating: $0 + " ", count: factor) }
            time("whole check ×\(factor)", count: long.count) { long.reduce(0) { $0 &+ (contentGuard.verdict(for: $1, language: language).isAllowed ? 1 : 0) } }
        }
        return ExitCode.success
    }
}
