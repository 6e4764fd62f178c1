import Foundation
import SmartReply

/// Shared option parsing of the translation commands.
enum TranslationOptions {
    /// Builds the translator from `--lexicons DIR`, `--cache DIR` and `--decoder NAME`.
    static func translator(_ arguments: inout Arguments, _ io: CLIContext) throws -> PhraseTableTranslator {
        let lexicons = try LexiconLocation.find(option: arguments.option("--lexicons"), environment: io.environment)
        let cache = try arguments.option("--cache").map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? PhraseTableTranslator.defaultCacheDirectory(environment: io.environment)
        var decoding = PhraseTableTranslator.Decoding.beam
        if let name = try arguments.option("--decoder") {
            guard let chosen = PhraseTableTranslator.Decoding(rawValue: name) else {
                throw UsageError("--decoder must be one of \(PhraseTableTranslator.Decoding.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
            }
            decoding = chosen
        }
        var weights = PhraseTableTranslator.DecoderWeights()
        if let value = try arguments.doubleOption("--lm-weight", in: 0...10) { weights.languageModel = Float(value) }
        if let value = try arguments.doubleOption("--distortion-weight", in: -10...0) { weights.distortion = Float(value) }
        if let value = try arguments.doubleOption("--phrase-penalty", in: -10...10) { weights.phrase = Float(value) }
        if let value = try arguments.doubleOption("--word-penalty", in: -10...10) { weights.word = Float(value) }
        if let value = try arguments.intOption("--beam", in: 1...1_000) { weights.beamSize = value }
        if let value = try arguments.intOption("--distortion-limit", in: 0...10) { weights.distortionLimit = value }
        return PhraseTableTranslator(lexicons: lexicons, cacheDirectory: cache, decoding: decoding, weights: weights)
    }

    /// Parses a required language tag option.
    static func tag(_ arguments: inout Arguments, _ name: String) throws -> LanguageTag {
        guard let value = try arguments.option(name) else { throw UsageError("\(name) TAG is required") }
        return try LanguageOption.parse(value, option: name)
    }

    /// Parses one positional language tag.
    static func positionalTag(_ arguments: inout Arguments) throws -> LanguageTag {
        let rest = try arguments.positionals()
        guard rest.count == 1 else { throw UsageError("expected one language tag, got \(rest.count) arguments") }
        return try LanguageOption.parse(rest[0], option: "language")
    }
}

/// `smartreply translate`: a Unix filter translating one text per line.
struct TranslateCommand: CLICommand {
    static let name = ["translate"]
    static let abstract = "Translate texts between English and an installed language"
    static let help = """
        USAGE: smartreply translate --from TAG --to TAG [--unknown] [--decoder beam|longest-match] [--cache DIR] [--lexicons DIR] [TEXT...]

        Translates each TEXT argument (quote a text that has spaces), or without
        one each line of standard input, from one language to another (one side
        is usually English; xx to yy goes through English) and prints one line
        per text, in order. URLs, numbers, emoji, @mentions and names are
        kept as they are; unknown words are copied.

        OPTIONS:
          --from TAG        the source language, e.g. es
          --to TAG          the target language, e.g. en
          --unknown         after each translation, a tab and the unknown words (comma-separated)
          --decoder NAME    beam (default: reordering and a language model) or longest-match
          --lm-weight W, --distortion-weight W, --phrase-penalty W, --word-penalty W, --beam N, --distortion-limit N
                            override the beam decoder's weights (see PhraseTableTranslator.DecoderWeights)
          --cache DIR       where compiled phrase tables are kept (default ~/.cache/smart-reply/lexicons)
          --lexicons DIR    the Lexicons directory (default: $SMARTREPLY_LEXICONS, else the checkout's)
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let source = try TranslationOptions.tag(&arguments, "--from")
        let target = try TranslationOptions.tag(&arguments, "--to")
        let showUnknown = arguments.flag("--unknown")
        let tables = try TranslationOptions.translator(&arguments, io)
        let texts = try arguments.positionals()
        for (option, tag) in [("--from", source), ("--to", target)] where !tables.isAvailable(tag) {
            io.error("error: \(option) \(tag): no phrase table is installed for '\(tag.language)' (installed: \((tables.installedLanguages() + [.english]).map(\.identifier).joined(separator: ", ")))")
            return ExitCode.failure
        }
        // As the pipeline does: ru-Latn / uk-Latn go through their Cyrillic readings.
        let translator = RomanizingTranslator(base: tables)
        var announced = false
        func emit(_ text: String) async throws {
            if !announced {
                // Before the first text: a table never compiled takes seconds (as chat says).
                var seen: Set<String> = []
                for tag in [source, target] where seen.insert(tag.language).inserted { CompileNotice.before(loading: tag, tables, io) }
                announced = true
            }
            let result = try await translator.translate(text, from: source, to: target)
            let line = result.text.replacingOccurrences(of: "\n", with: " ")
            io.line(showUnknown ? line + "\t" + result.unknownWords.joined(separator: ",") : line)
        }
        if texts.isEmpty {
            var input = StdinLines()
            while let line = input.next(io) { try await emit(line) }
        } else {
            for text in texts { try await emit(text) }
        }
        return ExitCode.success
    }
}

/// `smartreply eval translate FILE.tsv --from TAG --to TAG`.
struct EvalTranslateCommand: CLICommand {
    static let name = ["eval", "translate"]
    static let abstract = "Score translations of a parallel TSV with chrF2 and BLEU"
    static let help = """
        USAGE: smartreply eval translate FILE.tsv --from TAG --to TAG [--show N] [--decoder NAME] [--cache DIR] [--lexicons DIR]

        Reads a TSV whose header names two columns by language (e.g. en<TAB>es),
        translates the --from column into the --to language and prints corpus
        chrF2 (character 6-grams, beta 2) and BLEU (4-grams, 13a tokenization),
        computed as sacrebleu 2 does, plus word coverage and speed.

        OPTIONS:
          --show N          also print the first N hypotheses with their references
          --decoder, --lm-weight… as for 'smartreply translate'
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let source = try TranslationOptions.tag(&arguments, "--from")
        let target = try TranslationOptions.tag(&arguments, "--to")
        let show = try arguments.intOption("--show", in: 0...1_000_000) ?? 0
        let translator = try TranslationOptions.translator(&arguments, io)
        let files = try arguments.positionals()
        guard files.count == 1 else { throw UsageError("expected one TSV file") }
        let content = try InputFile.text(files[0])
        var lines = content.lines(omittingEmpty: true).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !lines.isEmpty else { throw EmptyInputError("\(files[0]): the file is empty (expected a header row, then source<TAB>reference rows)") }
        let header = lines.removeFirst().split(separator: "\t").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let sourceColumn = header.firstIndex(where: { (try? LanguageTag($0))?.language == source.language }),
              let targetColumn = header.firstIndex(where: { (try? LanguageTag($0))?.language == target.language }) else {
            throw SmartReplyError(.invalidInput, "\(files[0]): the header must name the columns \(source) and \(target), found \(header.joined(separator: ", "))")
        }
        guard !lines.isEmpty else { throw EmptyInputError("\(files[0]): no rows after the header") }
        _ = try await translator.translate("warm up", from: source, to: target)
        var hypotheses: [String] = [], references: [String] = []
        var words = 0, unknown = 0
        let started = Date()
        for (number, line) in lines.enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > max(sourceColumn, targetColumn) else {
                throw SmartReplyError(.invalidInput, "\(files[0]):\(number + 2): expected \(header.count) tab-separated fields")
            }
            let result = try await translator.translate(fields[sourceColumn], from: source, to: target)
            hypotheses.append(result.text)
            references.append(fields[targetColumn])
            words += result.sourceWordCount
            unknown += result.unknownWords.count
        }
        let seconds = max(Date().timeIntervalSince(started), 1e-9)
        for index in 0..<min(show, hypotheses.count) {
            io.line("hyp: \(hypotheses[index])\nref: \(references[index])\n")
        }
        io.line("pairs: \(hypotheses.count)")
        io.line(String(format: "chrF2: %.2f", TranslationMetrics.chrF(hypotheses: hypotheses, references: references)))
        io.line(String(format: "BLEU: %.2f", TranslationMetrics.bleu(hypotheses: hypotheses, references: references)))
        io.line(String(format: "unknown words: %d of %d (%.1f%%)", unknown, words, words == 0 ? 0 : 100 * Double(unknown) / Double(words)))
        io.line(String(format: "speed: %.0f sentences/s", Double(hypotheses.count) / seconds))
        return ExitCode.success
    }
}

/// `smartreply train lm`.
struct TrainLanguageModelCommand: CLICommand {
    static let name = ["train", "lm"]
    static let abstract = "Train the English trigram language model used by translation"
    static let help = """
        USAGE: smartreply train lm --input FILE [--output FILE] [--min-count N] [--lexicons DIR]

        Counts word trigrams in FILE (English text, one message per line) and
        writes a stupid-backoff language model, by default Lexicons/lm/en.srlm.
        Make FILE from the pip-installed chitchat-dataset (MIT) and
        chatterbot-corpus (BSD) English chats with:

          python3 Scripts/export_english_chat.py > /tmp/english-chat.txt
          smartreply train lm --input /tmp/english-chat.txt

        OPTIONS:
          --input FILE      the training text ('-' for standard input)
          --output FILE     the model file (default Lexicons/lm/en.srlm)
          --min-count N     drop n-grams seen fewer than N times (default 2)
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        guard let input = try arguments.option("--input") else { throw UsageError("--input FILE is required") }
        let minimumCount = try arguments.intOption("--min-count", in: 1...1_000) ?? 2
        let output: URL
        if let path = try arguments.option("--output") {
            output = URL(fileURLWithPath: path)
            _ = try arguments.option("--lexicons")
        } else {
            let lexicons = try LexiconLocation.find(option: arguments.option("--lexicons"), environment: io.environment)
            output = lexicons.appendingPathComponent("lm/en.srlm")
        }
        _ = try arguments.positionals()
        try InputFile.refuseOverwriting(output, "--output", input: input, "--input")
        var lines: [String] = []
        if input == "-" {
            while let line = readLine(strippingNewline: true) { lines.append(line) }
        } else {
            lines = try InputFile.text(input, option: "--input").lines().map(String.init)
        }
        var bar = ProgressBar(io)
        bar.step("train lm: counting trigrams in \(lines.count) lines")
        let summary = try LanguageModelTrainer(minimumCount: minimumCount).train(lines: lines, output: output)
        bar.finish()
        io.line("sentences: \(summary.sentences), tokens: \(summary.tokens)")
        io.line("n-grams stored: \(summary.ngrams.map(String.init).joined(separator: " / ")) (orders 1/2/3)")
        io.line("wrote \(output.path) (\(summary.bytes) bytes)")
        return ExitCode.success
    }
}

/// `smartreply bench translate`: load times, translations per second and latency percentiles.
struct BenchTranslateCommand: CLICommand {
    static let name = ["bench", "translate"]
    static let abstract = "Benchmark translation: load times, messages/s, latency (use a release build)"
    static let help = """
        USAGE: smartreply bench translate --from TAG --to TAG [--seconds S] [--tasks N] [--decoder NAME] [--lexicons DIR] FILE

        FILE is a TSV whose header names the languages (as for 'eval translate'),
        or plain text, one message per line. Prints the time to compile the
        phrase table into an empty cache (cold) and to load a compiled one
        (warm), then, for each message as is (1x) and repeated 4x and 16x,
        translations per second on one task and the latency percentiles of
        single calls, and finally the throughput of N concurrent tasks
        (default: the number of processors). Build with 'swift build -c release'.
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let source = try TranslationOptions.tag(&arguments, "--from")
        let target = try TranslationOptions.tag(&arguments, "--to")
        let seconds = try arguments.doubleOption("--seconds", in: 0.1...600) ?? 2
        let tasks = try arguments.intOption("--tasks", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let lexicons = try LexiconLocation.find(option: arguments.option("--lexicons"), environment: io.environment)
        var decoding = PhraseTableTranslator.Decoding.beam
        if let name = try arguments.option("--decoder") {
            guard let chosen = PhraseTableTranslator.Decoding(rawValue: name) else { throw UsageError("unknown decoder '\(name)'") }
            decoding = chosen
        }
        let files = try arguments.positionals()
        guard files.count == 1 else { throw UsageError("expected one FILE") }
        var lines = try InputFile.text(files[0]).lines().map(String.init)
        if let header = lines.first?.split(separator: "\t").map(String.init), header.count > 1,
           let column = header.firstIndex(where: { (try? LanguageTag($0))?.language == source.language }) {
            lines = lines.dropFirst().compactMap { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                return fields.count > column ? String(fields[column]) : nil
            }
        }
        guard !lines.isEmpty else { throw UsageError("\(files[0]) has no messages") }
        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> String { String(format: "%.0f", Double(duration / .microseconds(1)) / 1000) }

        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("smartreply-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let foreign = source.language == "en" ? target : source
        var start = clock.now
        let cold = PhraseTableTranslator(lexicons: lexicons, cacheDirectory: cache, decoding: decoding)
        let entries = try await cold.preload(foreign)
        let coldTime = clock.now - start
        start = clock.now
        let translator = PhraseTableTranslator(lexicons: lexicons, cacheDirectory: cache, decoding: decoding)
        _ = try await translator.preload(foreign)
        _ = try await translator.translate(lines[0], from: source, to: target)   // loads the language model too
        let warmTime = clock.now - start
        io.line("phrase pairs: \(entries)")
        io.line("cold load (compile + index): \(milliseconds(coldTime)) ms; warm load (compiled table + LM): \(milliseconds(warmTime)) ms")
        // The English language model alone, in a fresh translator (median of 5 loads).
        var languageModelLoads: [Duration] = []
        for _ in 0..<5 {
            let fresh = PhraseTableTranslator(lexicons: lexicons, cacheDirectory: cache, decoding: decoding)
            let started = clock.now
            _ = try await fresh.languageModelSize()
            languageModelLoads.append(clock.now - started)
        }
        io.line(String(format: "language model load: %.1f ms (median of 5)",
                       Double(languageModelLoads.sorted()[2] / .microseconds(1)) / 1000))

        io.line("size\tmessages\tmsgs/s\tp50 µs\tp90 µs\tp99 µs\tmax µs")
        for factor in [1, 4, 16] {
            let inputs = lines.map { Array(repeating: $0, count: factor).joined(separator: " ") }
            var latencies: [Double] = []
            var characters = 0
            let begin = clock.now
            var elapsed = Duration.zero
            repeat {
                for text in inputs {
                    let before = clock.now
                    characters += try await translator.translate(text, from: source, to: target).text.utf8.count
                    latencies.append(Double((clock.now - before) / .nanoseconds(1)) / 1000)
                }
                elapsed = clock.now - begin
            } while elapsed < .seconds(seconds / 3)
            latencies.sort()
            func percentile(_ p: Double) -> String {
                String(format: "%.1f", latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))])
            }
            let total = Double(elapsed / .nanoseconds(1)) / 1e9
            io.line("\(factor)x\t\(latencies.count)\t\(Int(Double(latencies.count) / total))\t\(percentile(0.5))\t\(percentile(0.9))\t\(percentile(0.99))\t\(percentile(1))")
            if characters < 0 { io.error("impossible") }
        }

        let messages = lines
        let begin = clock.now
        let translated = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var count = 0
                    var index = task
                    let deadline = clock.now + .seconds(seconds / 3)
                    while clock.now < deadline {
                        _ = try await translator.translate(messages[index % messages.count], from: source, to: target)
                        index += tasks
                        count += 1
                    }
                    return count
                }
            }
            return try await group.reduce(0, +)
        }
        let total = Double((clock.now - begin) / .nanoseconds(1)) / 1e9
        io.line("\(tasks) concurrent tasks: \(Int(Double(translated) / total)) msgs/s (1x)")
        return ExitCode.success
    }
}
