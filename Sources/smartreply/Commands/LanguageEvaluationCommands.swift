import Foundation
import SmartReply

/// `smartreply eval langid`: accuracy of the identifier on a labelled TSV.
struct EvalLangIDCommand: CLICommand {
    static let name = ["eval", "langid"]
    static let abstract = "Measure language-identification accuracy on a lang<TAB>text TSV"
    static let help = """
        USAGE: smartreply eval langid [--only en,es] [--hints en:2] [--confusions N] [--model FILE] [--lexicons DIR] FILE.tsv

        Reads FILE.tsv (header row, then lang<TAB>text per line; a first row whose
        first field is a language tag other than 'lang', and whose second is not
        'text', is data: it is counted, with a warning), identifies each
        text (threshold 0: always the best language) and prints the accuracy per
        language, the macro accuracy (mean over languages) and the most frequent
        confusions. A romanized guess counts for its base language when the label
        has no script (uk-Latn is right for 'uk'); a label's region is not compared
        ('es-ES' is counted as 'es'). Each text is read as the pipeline reads it
        (NFKC, look-alike letters in a word's main script: IdentificationTextNormalizer).
        Columns after the second are ignored when the header names them. A label that is
        not a known language, an empty text or an extra column is a data error naming the
        line (exit 65).
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let options = try LanguageOptions.options(&arguments, defaultThreshold: 0)
        let shown = try arguments.intOption("--confusions", in: 0...1000) ?? 15
        let identifier = try LanguageOptions.identifier(&arguments, io)
        let files = try arguments.positionals()
        guard files.count == 1 else { throw UsageError("expected one FILE.tsv") }
        let rows = try LanguageOptions.readLabelledTSV(files[0], io)
        guard !rows.isEmpty else { throw EmptyInputError("\(files[0]): no rows (expected a header row, then lang<TAB>text rows)") }
        var total: [String: Int] = [:], right: [String: Int] = [:], confusions: [String: Int] = [:]
        for (tag, text) in rows {
            let guess = try identifier.identify(IdentificationTextNormalizer.normalized(text), options: options).language
            let gold = tag.script.map { tag.language + "-" + $0 } ?? tag.language
            total[gold, default: 0] += 1
            if guess.language == tag.language && (tag.script == nil || guess.script == tag.script) {
                right[gold, default: 0] += 1
            } else {
                confusions["\(gold) -> \(guess)", default: 0] += 1
            }
        }
        io.line("lang\taccuracy\tright/total")
        var sum = 0.0
        for gold in total.keys.sorted() {
            let accuracy = Double(right[gold, default: 0]) / Double(total[gold, default: 1])
            sum += accuracy
            io.line("\(gold)\t\(String(format: "%.2f%%", accuracy * 100))\t\(right[gold, default: 0])/\(total[gold, default: 0])")
        }
        let macro = total.isEmpty ? 0 : sum / Double(total.count)
        let micro = Double(right.values.reduce(0, +)) / Double(max(1, rows.count))
        io.line("macro\t\(String(format: "%.2f%%", macro * 100))\t\(total.count) languages")
        io.line("micro\t\(String(format: "%.2f%%", micro * 100))\t\(right.values.reduce(0, +))/\(rows.count)")
        if shown > 0 && !confusions.isEmpty {
            io.line("top confusions (gold -> guess):")
            for (pair, count) in confusions.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).prefix(shown) {
                io.line("  \(pair)\t\(count)")
            }
        }
        return ExitCode.success
    }
}

/// `smartreply bench langid`: identifications per second and latency percentiles.
struct BenchLangIDCommand: CLICommand {
    static let name = ["bench", "langid"]
    static let abstract = "Benchmark language identification (use a release build)"
    static let help = """
        USAGE: smartreply bench langid [--seconds S] [--rounds N] [--model FILE] [--lexicons DIR] FILE.tsv

        Identifies every text of FILE.tsv (header row, then lang<TAB>text) over and
        over, with each text as is (1x) and repeated 4x and 16x, and prints per input
        size: identifications per second (wall clock) and per CPU-second of the
        measuring thread (the fairer figure on a shared machine: time spent waiting
        for a core is left out), as the median of N rounds (default 5) of about S/3
        CPU-seconds each (S default 2), with the slowest and fastest round; then the
        latency percentiles of single calls, timed in a separate pass (wall clock,
        including time the process was preempted), so that the clock reads do not
        count in the throughput. Build with 'swift build -c release' first: debug
        builds are 10-50x slower.
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        let seconds = try arguments.doubleOption("--seconds", in: 0.1...600) ?? 2
        let rounds = try arguments.intOption("--rounds", in: 1...1000) ?? 5
        let identifier = try LanguageOptions.identifier(&arguments, io)
        let files = try arguments.positionals()
        guard files.count == 1 else { throw UsageError("expected one FILE.tsv") }
        let texts = try LanguageOptions.readLabelledTSV(files[0], io).map(\.text)
        guard !texts.isEmpty else { throw UsageError("\(files[0]) has no rows") }
        let options = LanguageIdentificationOptions()
        let clock = ContinuousClock()
        io.line("size\ttexts\tids/s\tids/cpu-s\tp50 µs\tp90 µs\tp99 µs\tmax µs\tcpu-s range (\(rounds) rounds)")
        // CPU time of this thread (all identifications run on it): other threads' time is left out.
        func cpuSeconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        var checksum = 0.0
        for factor in [1, 4, 16] {
            let inputs = texts.map { Array(repeating: $0, count: factor).joined(separator: " ") }
            // Throughput: whole passes over the inputs until the round has used its CPU time.
            var perCPUSecond: [Double] = [], perSecond: [Double] = []
            for _ in 0..<rounds {
                var count = 0
                let start = clock.now
                let cpuStart = cpuSeconds()
                repeat {
                    for text in inputs { checksum += try identifier.identify(text, options: options).confidence }
                    count += inputs.count
                } while cpuSeconds() - cpuStart < seconds / 3
                let cpu = cpuSeconds() - cpuStart
                let wall = Double((clock.now - start) / .nanoseconds(1)) / 1e9
                perCPUSecond.append(Double(count) / cpu)
                perSecond.append(Double(count) / wall)
            }
            // Latency: one pass, each call timed.
            var latencies: [Double] = []
            latencies.reserveCapacity(inputs.count)
            for text in inputs {
                let before = clock.now
                checksum += try identifier.identify(text, options: options).confidence
                latencies.append(Double((clock.now - before) / .nanoseconds(1)) / 1000)
            }
            latencies.sort()
            func percentile(_ p: Double) -> String {
                String(format: "%.2f", latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))])
            }
            let range = "\(Int(perCPUSecond.min() ?? 0))–\(Int(perCPUSecond.max() ?? 0))"
            io.line("\(factor)x\t\(inputs.count)\t\(Int(median(perSecond)))\t\(Int(median(perCPUSecond)))\t\(percentile(0.5))\t\(percentile(0.9))\t\(percentile(0.99))\t\(percentile(1))\t\(range)")
        }
        if checksum.isNaN { io.error("checksum is NaN") }
        return ExitCode.success
    }
}
