import Foundation
import Testing

/// Defects a fresh user reported (2026-12-01): classify's empty stdin lines, error messages and
/// exit codes, replay of empty or `:lang`-forced conversations, silent first-use compiles.
@Suite struct RobustnessDefectTests {
    private func scratch() throws -> URL { try FilterArgumentsTests.scratchFolder("robust") }

    private func catAndDogModel(in folder: URL) throws -> URL {
        let data = folder.appendingPathComponent("d.jsonl"), model = folder.appendingPathComponent("m.model")
        try FilterArgumentsTests.catAndDogRows.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
        try #require(try CLI.run(["train", "classifier", "--data", data.path, "--out", model.path]).status == 0)
        return model
    }

    // MARK: classify

    /// An empty stdin line was labelled ("billing 0.3125"), so was "🙂", while an empty TEXT was refused.
    @Test func classifyStdinEmptyLineAndSmileyGetEmptyLines() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = try catAndDogModel(in: folder)
        let run = try CLI.run(["classify", "--model", model.path], stdin: "a dog barks\n\n🙂\nthe cat meows\n")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.split(separator: "\t").first ?? "") }
        #expect(lines == ["dog", "", "", "cat", ""], "\(run.stdout)")
        #expect(run.stderr.components(separatedBy: "note: stdin line 2 has no letter").count == 2, "\(run.stderr)")
        #expect(!run.stderr.contains("line 3"), "\(run.stderr)")
    }

    @Test func classifyTextSmileyIsRefusedLikeAnEmptyText() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = try catAndDogModel(in: folder)
        let run = try CLI.run(["classify", "--model", model.path, "a dog barks", "🙂"])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("TEXT 2 has no letter"), "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
    }

    /// "hi there" → shipping 1.0000 although a greeting class exists: the raw naive Bayes posteriors
    /// are nearly always 1. Training now fits a temperature on held-out scores.
    @Test func hiThereIsNotShippingWithCertainty() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = ClassifierCalibrationData.rows
        let data = folder.appendingPathComponent("d.jsonl"), model = folder.appendingPathComponent("m.model")
        try rows.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
        let train = try CLI.run(["train", "classifier", "--data", data.path, "--out", model.path])
        #expect(train.status == 0, "\(train.stderr)")
        #expect(train.stdout.contains("calibration: temperature "), "\(train.stdout)")
        let run = try CLI.run(["classify", "--model", model.path, "hi there", "where is my parcel", "I was charged twice"])
        let rowsOut = run.stdout.split(separator: "\n").map { $0.split(separator: "\t") }
        #expect(rowsOut.map { String($0[0]) } == ["greeting", "shipping", "billing"], "\(run.stdout)")
        let probabilities = rowsOut.compactMap { Double($0[1]) }
        #expect(probabilities.count == 3 && probabilities.allSatisfy { $0 > 0.34 && $0 < 0.9999 }, "\(run.stdout)")
    }

    // MARK: errors

    @Test func trainClassifierOutNonexistentDirNamesTheFolder() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("d.jsonl")
        try FilterArgumentsTests.catAndDogRows.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
        let run = try CLI.run(["train", "classifier", "--data", data.path, "--out", "/nonexistent/dir/m"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("the folder /nonexistent/dir does not exist"), "\(run.stderr)")
        #expect(!run.stderr.contains("could not be completed"), "\(run.stderr)")
    }

    /// Bad data in an input file exited 1; the README documents 65 (EX_DATAERR) for data errors.
    @Test func trainClassifierDataLineNotJSONExits65() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("d.jsonl")
        try (FilterArgumentsTests.catAndDogRows + ["not json"]).joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
        let run = try CLI.run(["train", "classifier", "--data", data.path, "--out", folder.appendingPathComponent("m").path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("\(data.path):13: not a JSON object"), "\(run.stderr)")
    }

    /// A repeated "text" key was accepted (Foundation keeps the last value); conversation files refuse it.
    @Test func trainClassifierRefusesADuplicateKey() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("d.jsonl")
        let rows = FilterArgumentsTests.catAndDogRows + [#"{"text": "a cat", "text": "a dog", "label": "cat"}"#]
        try rows.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
        let run = try CLI.run(["train", "classifier", "--data", data.path, "--out", folder.appendingPathComponent("m").path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("\(data.path):\(rows.count): duplicate key \"text\""), "\(run.stderr)")
    }

    /// Two examples said "a classifier needs at least 2 classes, got 0 in 0 examples" and then
    /// "wrote … (2 classes, 2 examples)": the warning now says the data is too small to cross-validate.
    @Test func trainClassifierOnTwoExamplesSaysTooFewToCrossValidate() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("d.jsonl"), model = folder.appendingPathComponent("m")
        try "{\"text\": \"a\", \"label\": \"x\"}\n{\"text\": \"b\", \"label\": \"y\"}\n".write(to: data, atomically: true, encoding: .utf8)
        let run = try CLI.run(["train", "classifier", "--data", data.path, "--out", model.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("too few examples for 5-fold cross-validation"), "\(run.stderr)")
        #expect(!run.stderr.contains("got 0 in 0 examples"), "\(run.stderr)")
        #expect(run.stdout.contains("2 classes, 2 examples"), "\(run.stdout)")
    }

    /// A row without a tab in `eval langid` exited 64 (usage) with "See … --help"; `eval guard` exited 65.
    @Test func evalLangidBadRowIsADataErrorNamingTheLine() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("l.tsv")
        try "lang\ttext\nen\thello there\nno tab here\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "langid", file.path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("\(file.path):3: expected lang<TAB>text"), "\(run.stderr)")
        #expect(!run.stderr.contains("--help"), "\(run.stderr)")
    }

    /// `eval guard` dropped a first row that was data; it also refused `allowed`, the word `guard` prints.
    @Test func evalGuardCountsAFirstDataRowAndTakesAllowedForClean() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("g.tsv")
        try "offensive\tyou are a fucking idiot\nallowed\tsee you tomorrow\nclean\tthanks a lot\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "guard", file.path, "--lang", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("\(file.path):1: the first row reads as data"), "\(run.stderr)")
        #expect(run.stdout.contains("rows\t3\n"), "\(run.stdout)")
    }

    /// A second fresh user: bad rows in `eval replies` and `eval translate` exited 64 (usage) with "See … --help".
    @Test func evalRepliesAndTranslateBadRowsAreDataErrors() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let replies = folder.appendingPathComponent("r.tsv"), translations = folder.appendingPathComponent("t.tsv")
        try "message\tgood\tbad\njust one field\n".write(to: replies, atomically: true, encoding: .utf8)
        try "es\ten\nhola\thello\nsolo\n".write(to: translations, atomically: true, encoding: .utf8)
        let ranked = try CLI.run(["eval", "replies", replies.path])
        #expect(ranked.status == 65, "\(ranked.stderr)")
        #expect(ranked.stderr.contains("just one field"), "\(ranked.stderr)")
        let translated = try CLI.run(["eval", "translate", translations.path, "--from", "es", "--to", "en"])
        #expect(translated.status == 65, "\(translated.stderr)")
        #expect(translated.stderr.contains("t.tsv:3: expected 2 tab-separated fields"), "\(translated.stderr)")
    }

    // MARK: replay

    @Test func replayMessagesEmptySaysNoMessages() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("c.json")
        try Data(#"{"localUser": "me", "messages": []}"#.utf8).write(to: file)
        let run = try CLI.run(["replay", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("note: \(file.path): no messages"), "\(run.stdout)")
    }

    /// A chat saved after `:lang de` replayed "Hallo" as Spanish: the forced language was not saved.
    @Test func halloSavedAfterLangDeReplaysAsGerman() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("chat.json")
        let chat = try CLI.run(["chat", "--no-profile"], stdin: ":lang de\nHallo\n:save \(file.path)\n")
        #expect(chat.status == 0, "\(chat.stderr)")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["language"] as? String == "de", "\(String(describing: saved))")
        let replay = try CLI.run(["replay", "--json", file.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains(#""language":"de""#), "\(replay.stdout)")
    }

    // MARK: first-use compile notice

    @Test func suggestTranslateAndReplayOnAnEmptyCacheSayTheyCompile() throws {
        let cache = try scratch()
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["SMARTREPLY_CACHE": cache.path]
        let suggest = try CLI.run(["suggest", "--lang", "ru", "Спасибо!"], environment: environment)
        #expect(suggest.status == 0, "\(suggest.stderr)")
        #expect(suggest.stderr.contains("compiling the Russian (ru) phrase table (first use)…"), "\(suggest.stderr)")
        #expect(!suggest.stdout.contains("compiling"), "\(suggest.stdout)")
        let translate = try CLI.run(["translate", "--from", "uk", "--to", "en", "дякую"], environment: environment)
        #expect(translate.status == 0, "\(translate.stderr)")
        #expect(translate.stderr.contains("compiling the Ukrainian (uk) phrase table (first use)…"), "\(translate.stderr)")
        let file = cache.appendingPathComponent("c.json")
        try Data(#"{"localUser": "me", "language": "nl", "messages": [{"user": "a", "text": "Dank je wel!"}]}"#.utf8).write(to: file)
        let replay = try CLI.run(["replay", file.path], environment: environment)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stderr.contains("compiling the Dutch (nl) phrase table (first use)…"), "\(replay.stderr)")
        let again = try CLI.run(["suggest", "--lang", "ru", "Спасибо!"], environment: environment)
        #expect(!again.stderr.contains("compiling"), "\(again.stderr)")
    }
}
