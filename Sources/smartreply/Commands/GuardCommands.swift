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
