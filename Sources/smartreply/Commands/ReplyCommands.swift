import Foundation
import SmartReply

/// Parses a context column: turns joined by " || ", oldest first; the last is the remote
/// message answered and earlier turns alternate between the two people.
private func contextMessages(_ column: String) -> [ConversationMessage] {
    let turns = column.components(separatedBy: " || ").filter { !$0.isEmpty }
    return turns.enumerated().map { index, text in
        let isLocal = (turns.count - 1 - index) % 2 == 1
        return ConversationMessage(text: text, userID: isLocal ? "me" : "them", isLocalUser: isLocal)
    }
}

/// The non-empty lines of `path` with their 1-based numbers, so errors can name `path:line`.
private func readLines(_ path: String) throws -> [(number: Int, text: Substring)] {
    let data = try InputFile.data(path)
    return String(decoding: data, as: UTF8.self).lines(omittingEmpty: false).enumerated()
        .filter { !$0.element.isEmpty }.map { ($0.offset + 1, $0.element) }
}

/// `smartreply train replies`: trains Lexicons/replies/model.bin from exported chat pairs.
struct TrainRepliesCommand: CLICommand {
    static let name = ["train", "replies"]
    static let abstract = "Train the reply model from chat turn pairs"
    static let help = """
        USAGE: smartreply train replies PAIRS.tsv [--out FILE] [--trigger-rate R] [--combiner-only] [--lexicons DIR]

        Trains the intent classifier and the message-reply dual encoder of the response-set
        reply generator and writes them to Lexicons/replies/model.bin (or --out FILE).
        The hand-written seed messages of Lexicons/replies/intent_seeds.tsv are added to the
        intent classifier's examples.

        PAIRS.tsv is 'conversation<TAB>context<TAB>reply' (context turns joined by ' || '), made by
            python3 Scripts/export_chat_pairs.py > /tmp/chat_pairs.tsv
        from the pip packages chitchat-dataset (MIT) and chatterbot-corpus (BSD-3-Clause).
        Build in release mode first (swift build -c release): training takes minutes.

        OPTIONS:
          --out FILE          where to write the model (default: <lexicons>/replies/model.bin)
          --trigger-rate R    share of held-out training contexts that should trigger (default 0.75)
          --intent-epochs N   epochs of the intent classifier (default 4)
          --encoder-epochs N  epochs of the dual encoder (default 3)
          --dropout R         share of n-gram features dropped per dual-encoder example (default 0)
          --lexical-combiner  fit the score combiner against on-topic wrong replies only
          --context-turn-negatives
                              also train the dual encoder against the message answered and the
                              turn before it offered as replies
          --context-turn-combiner
                              fit the score combiner against them too
          --whole-message     encode the message answered as a whole instead of singling out
                              its last sentence (models before this option)
          --overlap-negatives N
                              also train the dual encoder against the N replies of other
                              conversations that share the most content words with the
                              context, relative to their length (default 0)
          --combiner-overlap-negatives N
                              fit the score combiner against N such replies per held-out pair
                              too (default 0; use with --tie-overlap-weights), which
                              weighs its answer-type inputs
          --pair-epochs N     epochs of the pair scorer of 'smartreply score' (cross features of
                              message and reply words, trained against a random reply and
                              overlap negatives; default 0: none)
          --pair-bits N       log2 of the pair scorer's hashed weights (default 20)
          --pair-negatives N  overlap negatives per pair for the pair scorer (default 1)
          --pair-turn-negatives N
                              turns of the pair's own conversation outside its context window
                              per pair for the pair scorer (default 0)
          --pair-previous-turn
                              with --pair-turn-negatives: the turn before the message first
          --combiner-turn-negatives N
                              with --combiner-only: also fit the score combiner against N turns
                              of the pair's own conversation outside its context (default 0)
          --scorer-epochs N   epochs of the scorer encoder of 'smartreply score' (a second dual
                              encoder with speech-act features, trained against in-batch replies,
                              turns of the pair's own conversation, overlap negatives and the
                              context's own turns; default 0: none)
          --scorer-dimension N
                              width of its vectors (default 32)
          --scorer-bits N     log2 of its buckets per tower (default 14)
          --scorer-turn-negatives N
                              turns of the pair's own conversation per pair (default 2)
          --scorer-overlap-negatives N
                              overlap negatives per pair (default 1)
          --scorer-no-context-turns
                              do not train it against the message and the turn before it
          --combiner-only     keep the installed model (intent classifier, encoder, threshold,
                              lifts: the suggestions do not change), train its pair scorer when
                              --pair-epochs N > 0 and refit the score combiner of 'smartreply
                              score' on PAIRS.tsv; with --model FILE, refit that model instead
          --tie-overlap-weights
                              with --combiner-only: keep the proportions of the model's
                              overlap weights (dot product, shared words, length) and fit
                              only their scale, the answer-type weights and the bias
          --lexicons DIR      the Lexicons directory (default: found from the checkout)
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        let out = try arguments.option("--out")
        var options = ReplyModelTrainer.Options()
        if let rate = try arguments.doubleOption("--trigger-rate", in: 0.01...1) { options.triggerRate = rate }
        if let epochs = try arguments.intOption("--intent-epochs", in: 1...50) { options.intentEpochs = epochs }
        if let epochs = try arguments.intOption("--encoder-epochs", in: 1...50) { options.encoderEpochs = epochs }
        if let rate = try arguments.doubleOption("--dropout", in: 0...0.9) { options.featureDropout = Float(rate) }
        if arguments.flag("--lexical-combiner") { options.combinerOnLexicalNegatives = true }
        if arguments.flag("--context-turn-negatives") { options.contextTurnNegatives = true }
        if arguments.flag("--context-turn-combiner") { options.combinerOnContextTurns = true }
        if arguments.flag("--whole-message") { options.splitsMessage = false }
        if let count = try arguments.intOption("--overlap-negatives", in: 0...8) { options.encoderOverlapNegatives = count }
        if let count = try arguments.intOption("--combiner-overlap-negatives", in: 0...8) { options.combinerOverlapNegatives = count }
        if let epochs = try arguments.intOption("--pair-epochs", in: 0...50) { options.pairScorerEpochs = epochs }
        if let bits = try arguments.intOption("--pair-bits", in: 12...24) { options.pairScorerBits = bits }
        if let count = try arguments.intOption("--pair-negatives", in: 0...8) { options.pairScorerNegatives = count }
        if let count = try arguments.intOption("--pair-turn-negatives", in: 0...8) { options.pairScorerTurnNegatives = count }
        if arguments.flag("--pair-previous-turn") { options.pairScorerPreviousTurn = true }
        if let count = try arguments.intOption("--combiner-turn-negatives", in: 0...8) { options.combinerTurnNegatives = count }
        if let epochs = try arguments.intOption("--scorer-epochs", in: 0...50) { options.scorerEncoderEpochs = epochs }
        if let width = try arguments.intOption("--scorer-dimension", in: 4...256) { options.scorerEncoderDimension = width }
        if let bits = try arguments.intOption("--scorer-bits", in: 10...20) { options.scorerEncoderBits = bits }
        if let count = try arguments.intOption("--scorer-turn-negatives", in: 0...8) { options.scorerEncoderTurnNegatives = count }
        if let count = try arguments.intOption("--scorer-overlap-negatives", in: 0...8) { options.scorerEncoderOverlapNegatives = count }
        if arguments.flag("--scorer-no-context-turns") { options.scorerEncoderContextTurns = false }
        let combinerOnly = arguments.flag("--combiner-only")
        if arguments.flag("--tie-overlap-weights") { options.tiesOverlapWeights = true }
        let modelPath = try arguments.option("--model")
        let positionals = try arguments.positionals()
        guard positionals.count == 1 else { throw UsageError("expected one PAIRS.tsv file") }
        guard modelPath == nil || combinerOnly else { throw UsageError("--model FILE needs --combiner-only") }
        let destination = out.map { URL(fileURLWithPath: $0) } ?? lexicons.appendingPathComponent("replies/model.bin")
        try InputFile.refuseOverwriting(destination, "--out", input: positionals[0], "PAIRS.tsv")
        let responseSet = try ResponseSet.load(from: lexicons.appendingPathComponent("replies/responses.tsv"))
        let pairs = try ReplyTrainingPair.read(from: URL(fileURLWithPath: positionals[0]))
        if combinerOnly {
            let source = modelPath.map { URL(fileURLWithPath: $0) } ?? lexicons.appendingPathComponent("replies/model.bin")
            let installed = try ReplyModel.load(from: source)
            io.error("read \(pairs.count) pairs; refitting the score combiner of \(source.path)")
            let (model, report) = try ReplyModelTrainer(responseSet: responseSet, options: options).refitCombiner(installed, pairs: pairs) { io.error($0) }
            try model.write(to: destination)
            io.line(report)
            io.line("wrote \(destination.path)")
            return ExitCode.success
        }
        let seedFile = lexicons.appendingPathComponent("replies/intent_seeds.tsv")
        let seeds = FileManager.default.fileExists(atPath: seedFile.path) ? try ReplyTrainingPair.readSeeds(from: seedFile) : []
        io.error("read \(pairs.count) pairs; \(responseSet.responses.count) replies in \(responseSet.intents.count) intents")
        var bar = ProgressBar(io)
        bar.step("train replies: \(pairs.count) pairs")
        let (model, report) = try ReplyModelTrainer(responseSet: responseSet, options: options).train(pairs, seeds: seeds) { message in
            bar.log(message)
            bar.step("train replies: " + message)
        }
        bar.finish()
        try model.write(to: destination)
        io.line(report.description)
        io.line("wrote \(destination.path)")
        return ExitCode.success
    }
}

/// `smartreply score`: scores candidate replies against contexts.
struct ScoreRepliesCommand: CLICommand {
    static let name = ["score"]
    static let abstract = "Score candidate replies for contexts (stdin: context<TAB>candidate)"
    static let help = """
        USAGE: smartreply score [--lexicons DIR] < LINES

        Reads lines 'context<TAB>candidate' from standard input; context turns are joined by ' || ',
        oldest first, the last being the message answered. Prints one score per line, in order;
        higher is better. The score is the dual-encoder compatibility of the reply model, defined
        for any candidate text. A first line that reads exactly 'context<TAB>candidate' (any case) is
        a header and is skipped. A line without a tab (or whose score is not a number) is a data error:
        'error: standard input line N: …' on stderr, exit 65, after the scores of the lines before it.
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        guard try arguments.positionals().isEmpty else { throw UsageError("score reads standard input and takes no arguments") }
        let generator = try ResponseSetReplyGenerator.standard(lexicons: lexicons)
        var lineNumber = 0
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            if lineNumber == 1, fields.count == 2, fields[0].lowercased() == "context", fields[1].lowercased() == "candidate" { continue }
            guard fields.count == 2 else {
                io.error("error: standard input line \(lineNumber): expected 'context<TAB>candidate', found no tab")
                return ExitCode.dataError
            }
            let score = generator.compatibility(of: String(fields[1]), context: contextMessages(String(fields[0])))
            guard score.isFinite else {
                io.error("error: standard input line \(lineNumber): the score is not a number (\(score))")
                return ExitCode.dataError
            }
            io.line(String(format: "%.4f", score))
        }
        return ExitCode.success
    }
}

/// `smartreply eval replies`: ranking accuracy on multi-reference data, trigger coverage on pairs.
struct EvalRepliesCommand: CLICommand {
    static let name = ["eval", "replies"]
    static let abstract = "Measure reply ranking (multiref TSV) and triggering (--coverage pairs TSV)"
    static let help = """
        USAGE: smartreply eval replies [MULTIREF.tsv] [--coverage PAIRS.tsv] [--examples N] [--dev DEV.tsv] [--lexicons DIR]

        MULTIREF.tsv: 'message<TAB>good replies<TAB>bad replies<TAB>context' with replies joined by
        ' ||| ' and context turns by ' || ' (a header line starting with 'message' is skipped).
        Prints the pairwise accuracy (share of good/bad pairs of a context where the good reply
        scores higher; ties count half) and Recall@1 (the first good reply ranked above all bad ones).

        --coverage PAIRS.tsv: 'message<TAB>reply' lines; prints the trigger rate of the reply
        generator on the messages and how often each intent was suggested; --examples N also prints
        the first N messages with their suggestions.

        --dev DEV.tsv: 'message<TAB>acceptable intents' lines (intents comma-separated, '#' comments;
        '=Reply text' accepts one reply of an intent that does not fit as a whole),
        e.g. Tests/SmartReplyTests/Fixtures/ReplyDev/dev.tsv; prints each message with its top 3
        suggestions, marks the suggestions whose intent is not acceptable with '✗' and counts the
        messages with at least one such odd suggestion or with no suggestion.
        Measure only: never train or tune on evaluation data.
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        let coverage = try arguments.option("--coverage")
        let examples = try arguments.intOption("--examples", in: 0...100_000) ?? 0
        let dev = try arguments.option("--dev")
        let positionals = try arguments.positionals()
        guard positionals.count <= 1, !(positionals.isEmpty && coverage == nil && dev == nil) else {
            throw UsageError("expected a MULTIREF.tsv file, --coverage PAIRS.tsv and/or --dev DEV.tsv")
        }
        let generator = try ResponseSetReplyGenerator.standard(lexicons: lexicons)
        if let path = positionals.first { try ranking(path, generator, io) }
        if let coverage { try triggering(coverage, generator, examples: examples, io) }
        if let dev { try oddSuggestions(dev, generator, io) }
        return ExitCode.success
    }

    /// Prints every dev message with its suggestions and counts the odd ones (see the help).
    private static func oddSuggestions(_ path: String, _ generator: ResponseSetReplyGenerator, _ io: CLIContext) throws {
        let known = Set(generator.responseSet.intents)
        var messages = 0, oddMessages = 0, silent = 0, shown = 0, oddShown = 0
        for (number, line) in try readLines(path) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 2 else { throw SmartReplyError(.invalidInput, "\(path):\(number): expected 'message<TAB>intents': '\(line.prefix(60))'") }
            let acceptable = Set(fields[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            if let unknown = acceptable.first(where: { !known.contains($0) && !$0.hasPrefix("=") }) {
                throw SmartReplyError(.invalidInput, "\(path):\(number): unknown intent '\(unknown)' for '\(fields[0].prefix(60))'")
            }
            let context = ReplyContext(messages: [ConversationMessage(text: fields[0], userID: "them", isLocalUser: false)])
            let candidates = generator.suggestions(for: context, maximumCount: 3).candidates
            messages += 1
            shown += candidates.count
            func fits(_ candidate: ReplyCandidate) -> Bool { acceptable.contains(candidate.intent) || acceptable.contains("=" + candidate.text) }
            let odd = candidates.filter { !fits($0) }
            oddShown += odd.count
            if candidates.isEmpty { silent += 1 }
            if !odd.isEmpty || candidates.isEmpty { oddMessages += 1 }
            let listed = candidates.map { (fits($0) ? "" : "✗ ") + "\($0.text) [\($0.intent) \(String(format: "%.2f", $0.score))]" }
            io.line("\(odd.isEmpty && !candidates.isEmpty ? "  " : "✗ ")\(fields[0])\t→ \(candidates.isEmpty ? "(no reply)" : listed.joined(separator: " | "))")
        }
        guard messages > 0 else { throw EmptyInputError("\(path): no rows (expected 'message<TAB>intents' lines)") }
        io.line(String(format: "messages: %d, odd (an odd suggestion or none): %d (%.1f%%), without suggestions: %d", messages, oddMessages,
                       100 * Double(oddMessages) / Double(messages), silent))
        io.line(String(format: "suggestions: %d, odd: %d (%.1f%%)", shown, oddShown, 100 * Double(oddShown) / Double(max(shown, 1))))
    }

    private static func ranking(_ path: String, _ generator: ResponseSetReplyGenerator, _ io: CLIContext) throws {
        var wins = 0.0, pairs = 0, recalled = 0, contexts = 0
        for (number, line) in try readLines(path) where !line.hasPrefix("message\t") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else {
                throw SmartReplyError(.invalidInput, "\(path):\(number): expected message<TAB>good replies<TAB>bad replies: '\(line.prefix(60))'")
            }
            let context = contextMessages(fields.count >= 4 && !fields[3].isEmpty ? fields[3] : fields[0])
            let good = fields[1].components(separatedBy: " ||| ").filter { !$0.isEmpty }
            let bad = fields[2].components(separatedBy: " ||| ").filter { !$0.isEmpty }
            guard !good.isEmpty, !bad.isEmpty else { continue }
            let goodScores = good.map { generator.compatibility(of: $0, context: context) }
            let badScores = bad.map { generator.compatibility(of: $0, context: context) }
            for g in goodScores {
                for b in badScores {
                    wins += g > b ? 1 : (g == b ? 0.5 : 0)
                    pairs += 1
                }
            }
            contexts += 1
            if badScores.allSatisfy({ $0 < goodScores[0] }) { recalled += 1 }
        }
        guard pairs > 0 else { throw EmptyInputError("\(path): no rows with good and bad replies") }
        io.line("contexts: \(contexts), good/bad pairs: \(pairs)")
        io.line(String(format: "pairwise accuracy: %.4f", wins / Double(pairs)))
        io.line(String(format: "Recall@1 (first good among all bad): %.4f", Double(recalled) / Double(contexts)))
    }

    private static func triggering(_ path: String, _ generator: ResponseSetReplyGenerator, examples: Int, _ io: CLIContext) throws {
        var total = 0, triggered = 0
        var intents: [String: Int] = [:]
        var first: [String: Int] = [:]
        for (number, line) in try readLines(path) where !line.hasPrefix("message\t") {
            guard let tab = line.firstIndex(of: "\t") else {
                throw SmartReplyError(.invalidInput, "\(path):\(number): expected message<TAB>reply: '\(line.prefix(60))'")
            }
            let message = String(line[..<tab])
            let context = ReplyContext(messages: [ConversationMessage(text: message, userID: "them", isLocalUser: false)])
            let result = generator.suggestions(for: context, maximumCount: 3)
            total += 1
            if !result.candidates.isEmpty { triggered += 1 }
            for candidate in result.candidates { intents[candidate.intent, default: 0] += 1 }
            if let top = result.candidates.first { first[top.intent, default: 0] += 1 }
            if total <= examples {
                io.line("\(message.prefix(80))\t→ \(result.candidates.map(\.text).joined(separator: " | "))")
            }
        }
        guard total > 0 else { throw EmptyInputError("\(path): no rows (expected 'message<TAB>reply' lines)") }
        io.line(String(format: "messages: %d, triggered: %d (%.1f%%)", total, triggered, 100 * Double(triggered) / Double(total)))
        io.line("intents suggested (any slot / first slot):")
        for (intent, count) in intents.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
            io.line("  \(intent.padding(toLength: 18, withPad: " ", startingAt: 0)) \(count) / \(first[intent] ?? 0)")
        }
    }
}

/// `smartreply bench replies`: times the reply stage alone.
struct BenchRepliesCommand: CLICommand {
    static let name = ["bench", "replies"]
    static let abstract = "Time the reply generator per message (use a release build)"
    static let help = """
        USAGE: smartreply bench replies [FILE] [--rounds N] [--lexicons DIR]

        Times ResponseSetReplyGenerator.suggestions(for:maximumCount: 3) on each message of FILE
        (one per line; for TSV the first column) or on built-in chat messages, with the message
        repeated 1x, 4x and 16x to expose non-linear cost. Prints the median, 90th and 99th
        percentile in microseconds per message. Build with 'swift build -c release' first.

        OPTIONS:
          --rounds N      passes over the messages (default 20)
          --lexicons DIR  the Lexicons directory (default: found from the checkout)
        """

    static let builtIn = [
        "Thanks a lot!", "Are you coming to dinner tonight?", "I passed my exam!!", "My grandmother passed away yesterday.",
        "Where are you?", "Can you call me when you get home?", "Good morning! Did you sleep well?", "lol that's hilarious",
        "I'm running a bit late, sorry", "We should watch the new movie this weekend, what do you think?",
    ]

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let lexicons = try LexiconLocation.find(option: try arguments.option("--lexicons"), environment: io.environment)
        let rounds = try arguments.intOption("--rounds", in: 1...10_000) ?? 20
        let positionals = try arguments.positionals()
        guard positionals.count <= 1 else { throw UsageError("expected at most one FILE") }
        let messages = try positionals.first.map { path in
            try readLines(path).map(\.text).filter { !$0.hasPrefix("message\t") }.map { String($0.split(separator: "\t").first ?? "") }
        } ?? builtIn
        guard !messages.isEmpty else { throw UsageError("no messages to time") }
        let generator = try ResponseSetReplyGenerator.standard(lexicons: lexicons)
        let clock = ContinuousClock()
        for factor in [1, 4, 16] {
            let contexts = messages.map { text in
                ReplyContext(messages: [ConversationMessage(text: Array(repeating: text, count: factor).joined(separator: " "), userID: "them", isLocalUser: false)])
            }
            var samples: [Double] = []
            var triggered = 0
            for _ in 0..<rounds {
                for context in contexts {
                    let start = clock.now
                    let result = generator.suggestions(for: context, maximumCount: 3)
                    let elapsed = clock.now - start
                    samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
                    if !result.candidates.isEmpty { triggered += 1 }
                }
            }
            samples.sort()
            func percentile(_ p: Double) -> Double { samples[min(samples.count - 1, Int(p * Double(samples.count)))] }
            io.line(String(format: "%2dx: %d calls, median %.1f µs, p90 %.1f µs, p99 %.1f µs, triggered %.0f%%", factor, samples.count,
                           percentile(0.5), percentile(0.9), percentile(0.99), 100 * Double(triggered) / Double(samples.count)))
        }
        // The share of the 1x time spent in the VADER sentiment scorer.
        if let analyzer = generator.sentimentAnalyzer {
            var samples: [Double] = []
            for _ in 0..<rounds {
                for text in messages {
                    let start = clock.now
                    _ = analyzer.compound(of: text)
                    let elapsed = clock.now - start
                    samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
                }
            }
            samples.sort()
            io.line(String(format: "of which sentiment (1x): median %.1f µs", samples[samples.count / 2]))
        }
        return ExitCode.success
    }
}
