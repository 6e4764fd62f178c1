import Foundation
import SmartReply

/// `smartreply train guard`: trains the insult model of the content guard.
struct TrainGuardCommand: CLICommand {
    static let name = ["train", "guard"]
    static let abstract = "Train the content guard's insult model"
    static let help = """
        USAGE: smartreply train guard [--clean-lines FILE] [--response-set DIR] [--output FILE] [--lexicons DIR]

        Trains Lexicons/guard/insult-model.bin, a logistic regression over hashed
        words, word pairs and character n-grams, from:
          - Lexicons/guard/training/<xx>.tsv: labelled sentences written by us
            (header, then offensive|clean<TAB>text);
          - Lexicons/guard/training/templates-<xx>.tsv: frames ("ты {}") and words
            written by us; every frame filled with every word, labelled by the word;
          - the response set's replies in English and in every language
            (replies/responses.tsv, translation/<xx>/replies.tsv, as the export script
            wrote them from a pinned commit under --response-set) as clean sentences;
          - clean chat lines (lang<TAB>text), made by
            python3 Scripts/export_guard_training.py (chitchat-dataset, chatterbot-corpus,
            our phrase tables),
            minus every line the word lists flag;
          - the word lists: list words inserted into clean lines as offensive examples,
            and the allow lists' innocent words ("salopette") inserted into clean lines as clean ones;
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
          --response-set DIR  default: build-data/guard/response-set (replies/ and translation/<xx>/replies.tsv)
          --output FILE       default: <lexicons>/guard/insult-model.bin
          --epochs N          passes over the data (default 8)
          --l2 X              L2 penalty per update (default 0.000001)
          --buckets N         log2 of the model's weight count, 10…24 (default 16)
          --written-weight X  how much a sentence written by us counts (default 8)
          --held-out-fpr X    share of clean texts (scored out of fold) the model may flag (default 0.0025)
          --language-fpr L=X,…  that share for one language's own threshold (default en=0.001,de=0.05,ru=0.01:
                              English has strong word lists, so its model only backs them up; German and
                              Russian insult mostly without listed words); every language with 40+ clean
                              texts and 20+ offensive sentences of ours gets its own threshold, the others
                              (nl, it, pt, sv, tr, id, uk) the global one
          --language-threshold L=P,…  fixed decision thresholds (probabilities in 0.05…0.99) for these
                              languages instead of the calibrated ones (default: the `LANG THRESHOLD` lines of
                              <lexicons>/guard/training/thresholds.txt, chosen on our development sets)
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
        let responseSetPath = try arguments.option("--response-set") ?? "build-data/guard/response-set"
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
        // Thresholds kept as data (chosen on our development sets); --language-threshold overrides them.
        let thresholdsFile = lexicons.appendingPathComponent("guard/training/thresholds.txt")
        for (code, value) in try fixedThresholdsFile(thresholdsFile) where fixedThresholds[code] == nil {
            fixedThresholds[code] = value
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
        // Read as exported at a pinned commit, so the reply work does not move the model.
        guard FileManager.default.fileExists(atPath: URL(fileURLWithPath: responseSetPath).appendingPathComponent("replies/responses.tsv").path) else {
            throw UsageError("response set '\(responseSetPath)/replies/responses.tsv' not found; run: python3 Scripts/export_guard_training.py")
        }
        for (language, text) in try GuardCommandSupport.responseSetTexts(lexicons: URL(fileURLWithPath: responseSetPath)) {
            corpus.addWritten(text, language: language, isOffensive: false)
        }
        try corpus.addCleanLines(from: URL(fileURLWithPath: cleanPath))
        corpus.addRomanizedCopies()
        corpus.addEmbeddedCopies(languages: ["de", "ru"])
        corpus.addListWords(perLanguage: 300)
        let guardDirectory = lexicons.appendingPathComponent("guard")
        corpus.addAllowWords(try GuardLexicon.readEntries(from: guardDirectory.appendingPathComponent("allow.txt")).map(\.text)
                             + GroupHostilityRules.prefixExceptions(directory: guardDirectory))
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

    /// Reads `LANG THRESHOLD` lines (`#` comments, blank lines skipped), THRESHOLD in 0.05…0.99;
    /// an absent file is no thresholds.
    /// - Throws: `SmartReplyError.invalidInput` naming the file and line of a bad line.
    static func fixedThresholdsFile(_ url: URL) throws -> [String: Double] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let text = try InputFile.text(url.path)
        var values: [String: Double] = [:]
        for (index, line) in text.lines().enumerated() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.isEmpty || fields[0].hasPrefix("#") { continue }
            guard fields.count == 2, let value = Double(fields[1]), (0.05...0.99).contains(value),
                  (try? LanguageTag(String(fields[0]))) != nil else {
                throw SmartReplyError(.invalidInput, "\(url.path):\(index + 1): expected LANG THRESHOLD with THRESHOLD in 0.05…0.99, got '\(line)'")
            }
            values[String(fields[0])] = value
        }
        return values
    }

    /// Writes `model` to `output` atomically; throws `.ioFailure` naming `--output` and the file.
    static func write(_ model: HashedLinearClassifier, to output: URL) throws {
        do { try model.fileData().write(to: output, options: .atomic) } catch {
            throw SmartReplyError(.ioFailure, "--output \(output.path): cannot write (\(error.localizedDescription))")
        }
    }
}
