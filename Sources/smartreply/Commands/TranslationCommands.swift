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

/// `smartreply lexicon list`: the installed translation languages.
struct LexiconListCommand: CLICommand {
    static let name = ["lexicon", "list"]
    static let abstract = "List installed translation languages with entry counts and sizes"
    static let help = """
        USAGE: smartreply lexicon list [--compile] [--cache DIR] [--lexicons DIR]

        Prints one line per language under Lexicons/translation/: the tag, the
        number of phrase pairs compiled (imported ones included), the size of
        its TSV files and of its compiled database, the skipped TSV lines, then
        the imported user lexicon ('smartreply lexicon import'): its entries,
        size, source dictionaries and licence, or '-' when there is none;
        separated by tabs. A language not compiled yet shows '-' for entries,
        db_bytes and skipped_lines (it compiles on first use: 1–3 s of CPU,
        up to ~20 s on a busy machine; stderr names these languages). db_bytes is the current compiled table
        only; files of earlier versions still in the cache are noted on stderr
        ('smartreply lexicon clean' removes them).

        OPTIONS:
          --compile             compile the languages not compiled yet (saying so on stderr) and list them in full
          --cache DIR           the compiled-table folder (default $SMARTREPLY_CACHE, else ~/.cache/smart-reply/lexicons)
          --lexicons DIR        the model folder (default: $SMARTREPLY_LEXICONS, else the checkout's Lexicons/)
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let compiles = arguments.flag("--compile")
        let translator = try TranslationOptions.translator(&arguments, io)
        _ = try arguments.positionals()
        io.line("language\tentries\ttsv_bytes\tdb_bytes\tskipped_lines\timported_entries\timported_bytes\timported_source\timported_licence")
        var uncompiled: [LanguageTag] = []
        for tag in translator.installedLanguages() {
            // Listing never compiles unasked (all languages: ~20 s and ~160 MB of disk).
            var counts = "-\t\(translator.sourceBytes(tag))\t-\t-"
            if compiles { CompileNotice.before(loading: tag, translator, io) }
            if compiles || translator.isCompiled(tag) {
                let info = try await translator.info(tag)
                counts = "\(info.entryCount)\t\(info.sourceBytes)\t\(info.databaseBytes)\t\(info.problems.count)"
            } else {
                uncompiled.append(tag)
            }
            let imported = ImportedLexicon.installed(language: tag.language, cacheDirectory: translator.cacheDirectory)
            let columns = imported.isEmpty ? "-\t-\t-\t-" : [
                String(imported.reduce(0) { $0 + $1.entryCount }), String(imported.reduce(0) { $0 + $1.bytes }),
                imported.flatMap(\.sources).map { String($0.prefix(while: { $0 != " " })) }.joined(separator: "+"),
                Array(Set(imported.flatMap(\.licences))).sorted().joined(separator: "; "),
            ].joined(separator: "\t")
            io.line("\(tag)\t\(counts)\t\(columns)")
        }
        if !uncompiled.isEmpty {
            io.error("note: not compiled yet: \(uncompiled.map(\.identifier).joined(separator: ", ")) (each compiles on first use, "
                     + "1–3 s of CPU each, longer on a busy machine; 'smartreply lexicon list --compile' compiles them now)")
        }
        // The table above is the current tables only; say on stderr (stdout stays a clean TSV) what else the folder holds.
        let cache = translator.compiledCacheUsage()
        if !cache.superseded.isEmpty {
            io.error("note: \(translator.cacheDirectory.path) also holds \(plural(cache.superseded.count, "compiled file")) of earlier versions "
                     + "(\(ByteCount.text(cache.supersededBytes))) that this build never reads; 'smartreply lexicon clean' removes them")
        }
        return ExitCode.success
    }
}

/// `smartreply lexicon info TAG`.
struct LexiconInfoCommand: CLICommand {
    static let name = ["lexicon", "info"]
    static let abstract = "Describe one language's phrase table (sources, counts, skipped lines)"
    static let help = """
        USAGE: smartreply lexicon info TAG [--cache DIR] [--lexicons DIR]

        Compiles (if needed) and describes the phrase table of TAG: its TSV
        files, entry count, sizes on disk, the compiled database, the English
        language model, and every skipped TSV line as file:line: reason.
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let translator = try TranslationOptions.translator(&arguments, io)
        let tag = try TranslationOptions.positionalTag(&arguments)
        CompileNotice.before(loading: tag, translator, io)
        let started = Date()
        let info = try await translator.info(tag)
        let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
        io.line("language: \(info.language)")
        io.line("sources: \(info.files.joined(separator: ", ")) (\(info.sourceBytes) bytes)")
        io.line("entries: \(info.entryCount)")
        io.line("database: \(info.databasePath) (\(info.databaseBytes) bytes)")
        io.line("load: \(milliseconds) ms")
        if let count = try await translator.languageModelSize() {
            io.line("language model: \(count) n-grams")
        } else {
            io.line("language model: missing (run 'smartreply train lm')")
        }
        for imported in ImportedLexicon.installed(language: tag.language, cacheDirectory: translator.cacheDirectory) {
            io.line("imported: \(imported.file.path) (\(imported.entryCount) entries, \(imported.bytes) bytes; used only where the sources above lack a phrase)")
            for source in imported.sources { io.line("  source: \(source)") }
            for licence in imported.licences { io.line("  licence: \(licence) (local copy: never commit it)") }
        }
        io.line("skipped lines: \(info.problems.count)")
        for problem in info.problems { io.line("  \(problem)") }
        return ExitCode.success
    }
}

/// `smartreply lexicon delete TAG`.
struct LexiconDeleteCommand: CLICommand {
    static let name = ["lexicon", "delete"]
    static let abstract = "Delete one language's compiled phrase table from the cache"
    static let help = """
        USAGE: smartreply lexicon delete TAG [--keep-imported] [--cache DIR] [--lexicons DIR]

        Removes the compiled SQLite database of TAG from the cache directory
        (it is rebuilt from the TSVs on next use) and the user lexicon imported
        for TAG by 'smartreply lexicon import'. The TSV files under Lexicons/
        are not touched.

        OPTIONS:
          --keep-imported   keep the imported user lexicon
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let keepImported = arguments.flag("--keep-imported")
        let translator = try TranslationOptions.translator(&arguments, io)
        let tag = try TranslationOptions.positionalTag(&arguments)
        if !keepImported {
            for file in try ImportedLexicon.delete(language: tag.language, cacheDirectory: translator.cacheDirectory) {
                io.line("deleted the imported lexicon \(file.path)")
            }
        }
        let deleted = try await translator.deleteCompiled(tag)
        if deleted {
            io.line("deleted the compiled table of \(tag)")
        } else if translator.isAvailable(tag) || tag.language == "en" {
            io.line("no compiled table of \(tag) in the cache")
        } else {
            // "no compiled table of ja" read as if ja were installed but not yet compiled.
            let installed = translator.installedLanguages().map(\.identifier).sorted().joined(separator: " ")
            io.line("no compiled table of \(tag) in the cache: \(tag) is not an installed language (installed: \(installed))")
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
