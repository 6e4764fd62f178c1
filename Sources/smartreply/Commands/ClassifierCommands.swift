import Foundation
import SmartReply

/// `smartreply train classifier`: trains a custom naive Bayes text classifier from JSONL.
struct TrainClassifierCommand: CLICommand {
    static let name = ["train", "classifier"]
    static let abstract = "Train a custom text classifier (naive Bayes) from a JSONL file"
    static let help = """
        USAGE: smartreply train classifier --data FILE.jsonl --out MODEL [--text-field text] [--label-field label] [--folds K] [--no-calibration]

        Reads one JSON object per line, takes the text and the label from the
        named fields, and trains a multinomial naive Bayes classifier over words
        and character n-grams (the language identifier's engine). With --folds K
        it first prints a stratified K-fold cross-validation: accuracy, precision
        and recall per class, and the confusion matrix (rows: gold, columns: guess).

        OPTIONS:
          --data FILE         the JSONL file
          --out MODEL         where to write the model
          --text-field NAME   the field holding the text (default: text)
          --label-field NAME  the field holding the label (default: label); numbers and booleans are turned into strings
          --folds K           cross-validate with K folds (2…100) before training on everything;
                              a class with fewer than K examples is warned about on stderr
          --no-calibration    keep the raw naive Bayes probabilities (temperature 1)

        CALIBRATION: naive Bayes counts overlapping features (a word and its n-grams)
        as independent, so its raw probabilities are far too sure (nearly always
        1.0000). Unless --no-calibration is given, a temperature T is fitted on
        held-out scores (the --folds cross-validation, else a 5-fold one) to
        minimise the log loss, and stored in the model: classify then prints
        softmax(log score / T). It never changes the best label. The fitted T and
        the held-out log loss and mean confidence before and after are printed.
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        guard let dataPath = try arguments.option("--data") else { throw UsageError("--data FILE.jsonl is required") }
        guard let out = try arguments.option("--out") else { throw UsageError("--out MODEL is required") }
        let textField = try arguments.option("--text-field") ?? "text"
        let labelField = try arguments.option("--label-field") ?? "label"
        let folds = try arguments.intOption("--folds", in: 2...100)
        let calibrates = !arguments.flag("--no-calibration")
        let rest = try arguments.positionals()
        guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])'") }
        let url = URL(fileURLWithPath: out)
        try InputFile.refuseOverwriting(url, "--out", input: dataPath, "--data")
        let examples = try readExamples(dataPath, textField: textField, labelField: labelField)
        // Checked before the (possibly long) training, naming the folder as chat's `:save` does.
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SmartReplyError(.ioFailure, "--out \(out): cannot write \(url.path): the folder \(folder.path) does not exist")
        }
        var outIsFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &outIsFolder), outIsFolder.boolValue {
            throw SmartReplyError(.ioFailure, "--out \(out): \(url.path) is a folder; give the model file's path (e.g. \(url.appendingPathComponent("model.bin").path))")
        }
        var bar = ProgressBar(io)
        var heldOut: HeldOutScores?
        if let folds {
            for small in NaiveBayesTextClassifier.classesSmallerThanFolds(examples: examples, folds: folds) {
                io.error("warning: class '\(small.label)' has \(small.count) example\(small.count == 1 ? "" : "s"), fewer than the \(folds) folds: "
                         + "where it is tested, some folds train without it, so its recall is understated")
            }
            bar.step("train classifier: \(folds)-fold cross-validation")
            let scores = try NaiveBayesTextClassifier.heldOutScores(examples: examples, folds: folds)
            bar.finish()
            heldOut = scores
            let report = scores.report
            io.line("\(folds)-fold cross-validation on \(examples.count) examples: accuracy \(String(format: "%.2f%%", report.accuracy * 100))")
            io.line("class\tprecision\trecall\tsupport")
            for score in report.perClass {
                io.line("\(score.label)\t\(String(format: "%.3f", score.precision))\t\(String(format: "%.3f", score.recall))\t\(score.support)")
            }
            io.line("confusion (rows gold, columns guess): " + report.labels.joined(separator: " "))
            for (index, row) in report.confusion.enumerated() {
                io.line("\(report.labels[index])\t" + row.map(String.init).joined(separator: "\t"))
            }
        }
        var options = NaiveBayesTextClassifier.defaultOptions
        if calibrates {
            options.temperature = try calibratedTemperature(examples: examples, heldOut: heldOut, bar: &bar, io)
        }
        bar.step("train classifier: \(examples.count) examples")
        let data = try NaiveBayesTextClassifier.train(examples: examples, options: options)
        bar.finish()
        do { try data.write(to: url, options: .atomic) } catch {
            throw SmartReplyError(.ioFailure, "cannot write \(url.path): \(error.localizedDescription)")
        }
        io.line("wrote \(url.path) (\(data.count) bytes, \(Set(examples.map(\.label)).count) classes, \(examples.count) examples)")
        return ExitCode.success
    }

    /// The temperature that calibrates the probabilities: fitted on held-out scores (those of `--folds`,
    /// else of a 5-fold cross-validation run here) and reported on stdout; 1 (with a warning) when the
    /// data is too small to cross-validate.
    static func calibratedTemperature(examples: [(text: String, label: String)], heldOut: HeldOutScores?,
                                      bar: inout ProgressBar, _ io: CLIContext) throws -> Double {
        let scores: HeldOutScores
        if let heldOut { scores = heldOut } else {
            bar.step("train classifier: calibration (5-fold cross-validation)")
            defer { bar.finish() }
            do { scores = try NaiveBayesTextClassifier.heldOutScores(examples: examples, folds: calibrationFolds) } catch {
                io.error("warning: probabilities not calibrated (temperature 1): \((error as? SmartReplyError)?.message ?? "\(error)")")
                return 1
            }
        }
        let temperature = scores.fittedTemperature()
        let before = scores.calibration(temperature: 1), after = scores.calibration(temperature: temperature)
        func f(_ x: Double) -> String { String(format: "%.3f", x) }
        io.line("calibration: temperature \(String(format: "%.2f", temperature)) fitted on \(scores.folds)-fold held-out scores: "
                + "log loss \(f(before.logLoss)) → \(f(after.logLoss)), mean confidence \(f(before.meanConfidence)) → \(f(after.meanConfidence)) "
                + "(accuracy \(f(after.accuracy)))")
        return temperature
    }

    /// Folds of the cross-validation that fits the temperature when `--folds` is not given.
    static let calibrationFolds = 5

    /// Reads JSON Lines: one object per line, LF or CRLF line ends, blank lines skipped.
    /// Every error names the file and the 1-based line.
    static func readExamples(_ path: String, textField: String, labelField: String) throws -> [(text: String, label: String)] {
        let data = try InputFile.data(path, option: "--data")
        var examples: [(String, String)] = []
        // Split on bytes, not Characters: in Swift "\r\n" is one Character and never equals "\n".
        for (number, rawLine) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let bytes = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            guard let line = String(bytes: bytes, encoding: .utf8) else {
                throw SmartReplyError(.invalidInput, "\(path):\(number + 1): not UTF-8 text")
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any] else {
                throw SmartReplyError(.invalidInput, "\(path):\(number + 1): not a JSON object")
            }
            // Foundation keeps the last of a repeated key and accepts a trailing comma; conversation
            // files refuse both, and so does this reader (which "text" was meant?).
            let strict = StrictJSONCheck(Data(trimmed.utf8))
            if let duplicate = strict.duplicateKeys.first {
                throw SmartReplyError(.invalidInput, "\(path):\(number + 1): duplicate key \"\(duplicate.key)\" (a key may appear once per object)")
            }
            if strict.trailingComma != nil {
                throw SmartReplyError(.invalidInput, "\(path):\(number + 1): not a JSON object (a trailing comma; JSON allows none)")
            }
            guard let text = object[textField] as? String else {
                throw SmartReplyError(.invalidInput, "\(path):\(number + 1): no string field '\(textField)'")
            }
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw SmartReplyError(.invalidInput, "\(path):\(number + 1): field '\(textField)' is empty")
            }
            let label: String
            switch object[labelField] {
            case let value as String: label = value
            case let value as NSNumber: label = value.stringValue
            default: throw SmartReplyError(.invalidInput, "\(path):\(number + 1): no string or number field '\(labelField)'")
            }
            examples.append((text, label))
        }
        guard !examples.isEmpty else { throw SmartReplyError(.invalidInput, "\(path) holds no examples") }
        return examples
    }
}

/// `smartreply classify`: a Unix filter printing `label<TAB>probability` per text.
struct ClassifyCommand: CLICommand {
    static let name = ["classify"]
    static let abstract = "Classify texts with a custom classifier (label<TAB>probability per line)"
    static let help = """
        USAGE: smartreply classify --model MODEL [--all] [TEXT...]

        Classifies each TEXT argument (quote a text that has spaces), or without
        one each line of standard input, with a model written by 'smartreply
        train classifier', and prints one line per text, in order: the best
        label and its probability, separated by a tab. A TEXT argument with no
        letter (empty, "🙂", "!!!", "1234") is refused (exit 65): the features are
        letter n-grams, as in language ID (numbers, emoji and URLs are dropped
        first), so any label would be the class priors, not an answer. A stdin line without
        one gets an empty output line (so the output stays line-aligned with the
        input) and, the first time, a note on stderr naming its line. A stdin
        line that is not UTF-8 is named on stderr (its bad bytes become U+FFFD).
        The probabilities are calibrated at training (see 'train classifier --help').

        OPTIONS:
          --model MODEL   the classifier model file
          --all           also print every label:probability
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        guard let model = try arguments.option("--model") else { throw UsageError("--model MODEL is required") }
        let all = arguments.flag("--all")
        let texts = try arguments.positionals()
        // The model first: a missing model is the error to mend first, whatever the texts are.
        try InputFile.requireReadable(model, option: "--model")
        // An empty text has no words: any class would be the prior's, not an answer.
        if let index = texts.firstIndex(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            throw EmptyInputError("TEXT \(index + 1) is empty: there is nothing to classify")
        }
        let classifier = try NaiveBayesTextClassifier(contentsOf: URL(fileURLWithPath: model))
        if let index = texts.firstIndex(where: { !classifier.hasFeatures($0) }) {
            throw EmptyInputError("TEXT \(index + 1) has no letter: there is nothing to classify (numbers, emoji and URLs carry no feature)")
        }
        func answer(_ text: String) {
            let hypotheses = classifier.classify(text)
            guard let best = hypotheses.first else { return io.line("") }
            var line = "\(best.label)\t\(String(format: "%.4f", best.probability))"
            if all { line += "\t" + hypotheses.map { "\($0.label):\(String(format: "%.4f", $0.probability))" }.joined(separator: " ") }
            io.line(line)
        }
        if !texts.isEmpty {
            for text in texts { answer(text) }
        } else {
            var input = StdinLines()
            var noted = false
            while let line = input.next(io) {
                if classifier.hasFeatures(line) { answer(line); continue }
                // An empty line keeps the output aligned with the input; a label would be the priors'.
                if !noted {
                    io.error("note: stdin line \(input.lineNumber) has no letter: printed an empty line (so are later ones, without a note)")
                    noted = true
                }
                io.line("")
            }
        }
        return ExitCode.success
    }
}
