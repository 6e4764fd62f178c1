import Foundation
import SmartReply

/// `smartreply train classifier`: trains a custom naive Bayes text classifier from JSONL.
struct TrainClassifierCommand: CLICommand {
    static let name = ["train", "classifier"]
    static let abstract = "Train a custom text classifier (naive Bayes) from a JSONL file"
    static let help = """
        USAGE: smartreply train classifier --data FILE.jsonl --out MODEL [--text-field text] [--label-field label] [--folds K]

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
        """

    static func run(_ arguments: inout Arguments, _ io: CLIContext) async throws -> Int32 {
        guard let dataPath = try arguments.option("--data") else { throw UsageError("--data FILE.jsonl is required") }
        guard let out = try arguments.option("--out") else { throw UsageError("--out MODEL is required") }
        let textField = try arguments.option("--text-field") ?? "text"
        let labelField = try arguments.option("--label-field") ?? "label"
        let folds = try arguments.intOption("--folds", in: 2...100)
        let rest = try arguments.positionals()
        guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])'") }
        let examples = try readExamples(dataPath, textField: textField, labelField: labelField)
        var bar = ProgressBar(io)
        if let folds {
            for small in NaiveBayesTextClassifier.classesSmallerThanFolds(examples: examples, folds: folds) {
                io.error("warning: class '\(small.label)' has \(small.count) example\(small.count == 1 ? "" : "s"), fewer than the \(folds) folds: "
                         + "where it is tested, some folds train without it, so its recall is understated")
            }
            bar.step("train classifier: \(folds)-fold cross-validation")
            let report = try NaiveBayesTextClassifier.crossValidate(examples: examples, folds: folds)
            bar.finish()
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
        bar.step("train classifier: \(examples.count) examples")
        let data = try NaiveBayesTextClassifier.train(examples: examples)
        bar.finish()
        let url = URL(fileURLWithPath: out)
        do { try data.write(to: url, options: .atomic) } catch {
            throw SmartReplyError(.ioFailure, "cannot write \(url.path): \(error.localizedDescription)")
        }
        io.line("wrote \(url.path) (\(data.count) bytes, \(Set(examples.map(\.label)).count) classes, \(examples.count) examples)")
        return ExitCode.success
    }

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
        label and its probability, separated by a tab. An empty TEXT argument is
        refused (exit 65): with no words, any label would be a guess. A stdin
        line that is not UTF-8 is named on stderr (its bad bytes become U+FFFD).

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
            while let line = input.next(io) { answer(line) }
        }
        return ExitCode.success
    }
}
