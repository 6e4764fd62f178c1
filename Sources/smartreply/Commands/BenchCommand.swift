import CMalloc
import Foundation
import SmartReply
import SmartReplyTesting

/// `smartreply bench`: speed and memory of each stage and of the whole pipeline.
struct BenchCommand: CLICommand {
    static let name = ["bench"]
    static let abstract = "Benchmark each stage and the whole pipeline (use a release build)"
    static let help = """
        OVERVIEW: Measure speed and memory, with warm-up, on the messages of the
        sample conversations (or --messages FILE, one message per line):
          - each stage alone, the other stages replaced by no-op stages;
          - the whole pipeline: messages per second on one core, latency p50/p95/p99;
            msgs/s counts wall-clock time, msgs/CPU-s the process's CPU time (on a
            shared machine the latter is the per-core figure: time spent waiting for
            a core is left out);
          - cold load of each language's phrase table, in milliseconds;
          - resident memory with 1 and with 8 languages loaded, just after loading and
            after thousands of distinct messages have filled every cache (load);
          - the pipeline at 1×, 4× and 16× message length (cost should grow linearly).
        Run it on a release build:  swift run -c release smartreply bench

        USAGE: smartreply bench [options]

        OPTIONS:
          --messages FILE       messages to use, one per line (default: remote messages of Conversations/)
          --seconds S           time spent on each measurement (default 1.0)
          --only NAMES          run only these measurements, comma-separated: identify, translate,
                                generate, guard, pipeline, length, load (for a profiler run)
          --fill N              distinct messages per language run before the last memory figure
                                of 'load' (default 1000: every cache at its bound)
          --smaps PREFIX        with 'load': copy /proc/self/smaps (every mapping's resident pages) to
                                PREFIX-loaded.txt just after the tables load and PREFIX-filled.txt after --fill
        \(PipelineOptions.help)
          -h, --help            show this help

        SUBCOMMANDS (one stage on a file of your own; see 'smartreply bench <subcommand> --help'):
          bench langid, bench replies, bench guard, bench translate
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let messagesFile = try arguments.option("--messages")
        let seconds = try arguments.doubleOption("--seconds", in: 0.05...600) ?? 1.0
        let only = try arguments.option("--only").map { Set($0.split(separator: ",").map(String.init)) }
        let fillPerLanguage = try arguments.intOption("--fill", in: 1...100_000) ?? 1_000
        let smapsPrefix = try arguments.option("--smaps")
        let known: Set<String> = ["identify", "translate", "generate", "guard", "pipeline", "length", "load"]
        if let unknown = only?.subtracting(known).sorted().first {
            throw UsageError("--only: unknown measurement '\(unknown)' (one of \(known.sorted().joined(separator: ", ")))")
        }
        func wants(_ name: String) -> Bool { only?.contains(name) ?? true }
        let options = try PipelineOptions(&arguments, io)
        let rest = try arguments.positionals()
        guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])'") }
        #if DEBUG
        io.error("warning: this is a debug build; figures are only meaningful with -c release")
        #endif

        let texts = try loadMessages(messagesFile, lexicons: options.lexicons)
        guard !texts.isEmpty else {
            throw EmptyInputError(messagesFile.map { "--messages \($0): no messages to benchmark (one message per line expected)" }
                                  ?? "no messages to benchmark")
        }

        // Memory first, before anything else is loaded: the process alone, then
        // the other stages' models, then 1 and 8 phrase tables. The messages that fill the caches
        // are written before (reading the lexicon files leaves free heap behind: trimmed, it is not counted).
        let translator = try options.makeTranslator()
        let fill = wants("load") ? CacheFillMessages(lexicons: options.lexicons, languages: Array(translator.installedLanguages().prefix(8)),
                                                     perLanguage: fillPerLanguage) : nil
        _ = cmalloc_trim()
        let processAlone = residentMegabytes()
        let uncompiled = translator.installedLanguages().filter { !translator.isCompiled($0) }
        if !uncompiled.isEmpty {
            // Compiling allocates far more than a loaded table holds; the memory figures
            // below would carry that garbage, so say so (a second run has none).
            io.error("note: compiling the phrase tables of \(uncompiled.map(\.identifier).joined(separator: ", ")) first; run bench again for clean memory figures")
            for tag in uncompiled {
                _ = try await translator.preload(tag)
                await translator.unload(tag)
            }
        }
        let standard = try options.makeOrchestrator(translator: translator)
        _ = try await standard.suggestReplies(for: [remote("Thanks so much!")])   // English: no phrase table loaded
        let withModels = residentMegabytes()
        let installed = translator.installedLanguages()
        if let first = installed.first { _ = try await translator.preload(first) }
        let withOne = residentMegabytes()
        for tag in installed.prefix(8).dropFirst() { _ = try await translator.preload(tag) }
        let withEight = residentMegabytes()
        let justLoaded = ResidentMemory.now()
        if let smapsPrefix { try copyMemoryMap(to: smapsPrefix + "-loaded.txt") }
        // What a user's process reaches after many messages, with the same tables loaded: distinct messages
        // in every loaded language until each bounded cache is full (the figure at each doubling shows it
        // has levelled off). Before the other runs, whose table reloads would add their own garbage.
        var fillLines: [String] = []
        if let fill {
            var checkpoints: [String] = []
            var done = 0, next = max(1, fill.messages.count / 16)
            try await fill.forEachWindow { window in
                _ = try await standard.suggestReplies(for: window)
                done += 1
                if done == next || done == fill.messages.count {
                    checkpoints.append(String(format: "%d %.1f", done, residentMegabytes()))
                    next *= 2
                }
            }
            fillLines.append("  resident MB after n distinct messages (\(min(8, installed.count)) languages, 3-message windows): "
                             + checkpoints.joined(separator: ", "))
            fillLines.append(String(format: "resident memory after %d distinct messages, every cache at its bound (%d tables loaded): ",
                                    fill.messages.count, await translator.loadedLanguages.count) + ResidentMemory.now().description)
            if let smapsPrefix { try copyMemoryMap(to: smapsPrefix + "-filled.txt") }
        }
        for tag in installed { await translator.unload(tag) }
        let loadedCount = min(8, installed.count)
        let memoryLine = String(format: "resident memory: process %.1f MB; + language ID, reply model, guard %.1f MB; + 1 phrase table (%@) %.1f MB; + %d phrase tables %.1f MB (%.1f MB per language)",
                                processAlone, withModels, installed.first?.identifier ?? "-", withOne, loadedCount, withEight,
                                (withEight - withModels) / Double(max(1, loadedCount)))


        // Identify once, so the stage-alone runs get each message's language and English.
        var labelled: [(text: String, language: LanguageTag, english: String)] = []
        for text in texts {
            let result = try await standard.suggestReplies(for: [remote(text)])
            labelled.append((text, result.trace.language ?? .undetermined, result.trace.english ?? text))
        }
        let english = labelled.map(\.english)
        io.line("smartreply bench: \(texts.count) messages, \(Set(labelled.map(\.language)).count) languages, \(String(format: "%.1f", seconds)) s per measurement")
        io.line("")
        io.line("stage (others no-op)             msgs/s     p50 µs   p95 µs   p99 µs   msgs/CPU-s")

        let identifyOnly = ConversationOrchestrator(identifier: standard.identifier, translator: NoOpTranslator(),
                                                    generator: CannedReplyGenerator(texts: []), contentGuard: NoOpContentGuard(),
                                                    configuration: standard.configuration)
        if wants("identify") { try await report("identify", io) { try await measure(seconds, texts) { _ = try await identifyOnly.suggestReplies(for: [remote($0)]) } } }

        let translateOnly = labelled.filter { $0.language.language != "en" && !$0.language.isUndetermined && translator.isAvailable($0.language) }
        if wants("translate"), !translateOnly.isEmpty {
            try await report("translate xx→en", io) {
                try await measure(seconds, translateOnly) { _ = try await translator.translate($0.text, from: $0.language, to: .english) }
            }
        }
        // English replies of each message, to be translated back into its language.
        var replies: [(english: String, language: LanguageTag)] = []
        for item in translateOnly {
            let result = try await standard.suggestReplies(for: [remote(item.text)])
            replies += result.suggestions.map { ($0.english, item.language) }
        }
        if wants("translate"), !replies.isEmpty {
            try await report("translate en→xx (replies)", io) {
                try await measure(seconds, replies) { _ = try await translator.translate($0.english, from: .english, to: $0.language) }
            }
        }
        if wants("translate"), !translateOnly.isEmpty {
            // Right after a reload every phrase is read from SQLite: one pass, nothing cached yet.
            var micros: [Double] = []
            for tag in Set(translateOnly.map(\.language)) { await translator.unload(tag); _ = try await translator.preload(tag) }
            let clock = ContinuousClock(), start = clock.now
            for item in translateOnly {
                let t0 = clock.now
                _ = try await translator.translate(item.text, from: item.language, to: .english)
                micros.append(milliseconds(clock.now - t0) * 1000)
            }
            let sample = Sample(micros: micros, perSecond: Double(micros.count) / (milliseconds(clock.now - start) / 1000),
                                perCPUSecond: nil)
            io.line(row("translate xx→en, first pass", sample))
        }
        let generateOnly = ConversationOrchestrator(identifier: NoOpLanguageIdentifier(), translator: NoOpTranslator(),
                                                    generator: standard.generator, contentGuard: NoOpContentGuard())
        if wants("generate") {
            try await report("generate (English)", io) { try await measure(seconds, english) { _ = try await generateOnly.suggestReplies(for: [remote($0)]) } }
        }
        if wants("guard") {
            try await report("guard", io) {
                try await measure(seconds, labelled) { _ = try await standard.contentGuard.check($0.text, language: $0.language) }
            }
        }
        if wants("pipeline") {
            var stageMicros: [Trace.Stage: [Int]] = [:]
            var between: [Int] = []
            try await report("whole pipeline", io) {
                try await measure(seconds, texts) {
                    let trace = try await standard.suggestReplies(for: [remote($0)]).trace
                    for (stage, micros) in trace.timingsMicros { stageMicros[stage, default: []].append(micros) }
                    between.append(trace.totalMicros - trace.timingsMicros.values.reduce(0, +))
                }
            }
            // Where a pipeline message's time goes, from its trace: the median of each stage over the
            // messages that ran it, and of the time outside the stages (trace building, context, hops).
            func median(_ values: [Int]) -> Int { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
            let parts = Trace.Stage.allCases.map { "\($0.rawValue) \(median(stageMicros[$0] ?? []))" }
            io.line("  median µs per message that runs the stage: " + parts.joined(separator: ", ") + "; outside the stages \(median(between))")
            // Each remote turn of the sample conversations with the messages before it, as a chat app
            // asks: the context window's earlier messages are translated too.
            let turns = conversationTurns(lexicons: options.lexicons)
            if messagesFile == nil, !turns.isEmpty {
                try await report("pipeline, conversation turns", io) {
                    try await measure(seconds, turns) { _ = try await standard.suggestReplies(for: $0) }
                }
            }
        }

        if wants("length") {
            io.line("")
            io.line("message length (whole pipeline)  msgs/s     p50 µs   p95 µs   p99 µs   msgs/CPU-s   µs per character")
            for factor in [1, 4, 16] {
                let long = texts.map { Array(repeating: $0, count: factor).joined(separator: " ") }
                let characters = Double(long.reduce(0) { $0 + $1.count }) / Double(long.count)
                let sample = try await measure(seconds, long) { _ = try await standard.suggestReplies(for: [remote($0)]) }
                io.line(row("\(factor)× (\(Int(characters)) chars)", sample) + String(format: "   %16.3f", sample.percentile(0.5) / characters))
            }
        }

        if wants("load") {
            io.line("")
            io.line("cold load per language (phrase table already compiled; median of 5)")
            var loads: [String] = []
            for tag in translator.installedLanguages() {
                var times: [Double] = []
                for _ in 0..<5 {
                    await translator.unload(tag)
                    let start = ContinuousClock.now
                    _ = try await translator.preload(tag)
                    times.append(milliseconds(ContinuousClock.now - start))
                }
                loads.append(String(format: "%@ %.1f ms", tag.identifier, times.sorted()[2]))
            }
            io.line("  " + loads.joined(separator: ", "))
        }
        io.line("")
        io.line(memoryLine)
        io.line("  with \(loadedCount) phrase tables, just loaded: " + justLoaded.description)
        fillLines.forEach(io.line)
        io.line(String(format: "resident memory after the runs above (%d tables loaded): ", await translator.loadedLanguages.count)
                + ResidentMemory.now().description)
        return ExitCode.success
    }

    /// Writes this process's `/proc/self/smaps` (each mapping with its resident, anonymous and
    /// file-backed kilobytes) to `path`, for finding what the memory figures are made of.
    /// - Throws: `SmartReplyError(.ioFailure)` naming the file that could not be read or written.
    private static func copyMemoryMap(to path: String) throws {
        // Read to the end in chunks: a /proc file reports size 0, and a read by its size stops short.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"), let map = try? handle.readToEnd() else {
            throw SmartReplyError(.ioFailure, "--smaps: /proc/self/smaps cannot be read (Linux only)")
        }
        do { try map.write(to: URL(fileURLWithPath: path)) } catch {
            throw SmartReplyError(.ioFailure, "--smaps: \(path) cannot be written: \(error.localizedDescription)")
        }
    }

    private static func remote(_ text: String) -> ConversationMessage {
        ConversationMessage(text: text, userID: "them", isLocalUser: false)
    }

    /// Every remote message of the sample conversations with the messages before it (oldest first).
    private static func conversationTurns(lexicons: URL) -> [[ConversationMessage]] {
        let folder = lexicons.deletingLastPathComponent().appendingPathComponent("Conversations")
        let files = (try? ConversationReplayer.conversationFiles(at: [folder.path])) ?? []
        return files.flatMap { url -> [[ConversationMessage]] in
            guard let messages = (try? Conversation(contentsOf: url))?.messages else { return [] }
            return messages.indices.filter { !messages[$0].isLocalUser }.map { Array(messages[...$0]) }
        }
    }

    private static func loadMessages(_ file: String?, lexicons: URL) throws -> [String] {
        if let file {
            let data = try InputFile.data(file, option: "--messages")
            guard let text = String(data: data, encoding: .utf8) else {
                throw SmartReplyError(.ioFailure, "--messages \(file): not UTF-8 text")
            }
            return text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        }
        let folder = lexicons.deletingLastPathComponent().appendingPathComponent("Conversations")
        let files = try ConversationReplayer.conversationFiles(at: [folder.path])
        return files.flatMap { url -> [String] in
            guard let conversation = try? Conversation(contentsOf: url) else { return [] }
            return conversation.messages.filter { !$0.isLocalUser }.map(\.text)
        }
    }

    /// Per-call latencies in microseconds, and the throughput.
    struct Sample {
        var micros: [Double]
        var perSecond: Double
        /// Calls per second of the process's CPU time (user + system, all threads), when measured.
        var perCPUSecond: Double?
        func percentile(_ p: Double) -> Double {
            let sorted = micros.sorted()
            return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
        }
    }

    /// Runs `body` over `inputs` round-robin for about `seconds`, after a warm-up pass.
    private static func measure<T>(_ seconds: Double, _ inputs: [T], _ body: (T) async throws -> Void) async throws -> Sample {
        for input in inputs { try await body(input) }
        var micros: [Double] = []
        let clock = ContinuousClock()
        let cpuStart = processCPUSeconds()
        let start = clock.now
        let budget = Duration.milliseconds(Int(seconds * 1000))
        var index = 0
        while clock.now - start < budget || micros.count < inputs.count {
            let t0 = clock.now
            try await body(inputs[index % inputs.count])
            micros.append(milliseconds(clock.now - t0) * 1000)
            index += 1
        }
        let total = milliseconds(clock.now - start) / 1000
        let cpu = processCPUSeconds() - cpuStart
        return Sample(micros: micros, perSecond: Double(micros.count) / total,
                      perCPUSecond: cpu > 0 ? Double(micros.count) / cpu : nil)
    }

    private static func report(_ label: String, _ io: CLIContext, _ sample: () async throws -> Sample) async throws {
        io.line(row(label, try await sample()))
    }

    private static func row(_ label: String, _ sample: Sample) -> String {
        label.padding(toLength: 30, withPad: " ", startingAt: 0)
            + String(format: " %9.0f  %8.1f %8.1f %8.1f", sample.perSecond, sample.percentile(0.5), sample.percentile(0.95), sample.percentile(0.99))
            + (sample.perCPUSecond.map { String(format: "   %10.0f", $0) } ?? "            -")
    }
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// CPU time used by this process so far (user + system, every thread), in seconds (`CLOCK_PROCESS_CPUTIME_ID`).
func processCPUSeconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
