import Foundation
import Testing

/// What a fresh user found wrong in the command line (issue #8): repeated and
/// conflicting options, `--`, empty and lenient conversation files, `:save`,
/// missing and empty input files, the classifier's tiny classes.
@Suite struct FreshUserDefectTests {
    private func scratch() throws -> URL { try FilterArgumentsTests.scratchFolder("fresh-user") }

    // MARK: preferences reset

    /// `preferences reset --profile DIR` deleted the folder and everything in it; `--profile README.md` the file.
    @Test func resetDeletesOnlyAPreferenceProfile() throws {
        let folder = try scratch()
        let keep = folder.appendingPathComponent("notes.md")
        try Data("# my notes\n".utf8).write(to: keep)
        let onFolder = try CLI.run(["preferences", "reset", "--profile", folder.path])
        #expect(onFolder.status != 0 && onFolder.stderr.contains("is a folder, not a preference profile"), "\(onFolder.stderr)")
        let onFile = try CLI.run(["preferences", "reset", "--profile", keep.path])
        #expect(onFile.status != 0 && onFile.stderr.contains("not an SQLite database"), "\(onFile.stderr)")
        #expect(FileManager.default.fileExists(atPath: keep.path))
        let profile = folder.appendingPathComponent("profile.sqlite")
        try Data("SQLite format 3\u{0}".utf8 + Data(count: 84)).write(to: profile)
        try Data(count: 32).write(to: URL(fileURLWithPath: profile.path + "-wal"))
        let reset = try CLI.run(["preferences", "reset", "--profile", profile.path])
        #expect(reset.status == 0, "\(reset.stderr)")
        #expect(!FileManager.default.fileExists(atPath: profile.path))
        #expect(!FileManager.default.fileExists(atPath: profile.path + "-wal"))
    }

    /// `train classifier --out EXISTING_FOLDER` trained first and then failed with "NSCocoaErrorDomain error 512".
    @Test func trainClassifierRefusesAFolderAsOutputBeforeTraining() throws {
        let folder = try scratch()
        let data = folder.appendingPathComponent("d.jsonl")
        try Data("{\"text\": \"win money now\", \"label\": \"spam\"}\n{\"text\": \"see you at lunch\", \"label\": \"ham\"}\n".utf8).write(to: data)
        let run = try CLI.run(["train", "classifier", "--data", data.path, "--out", folder.path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("is a folder; give the model file's path"), "\(run.stderr)")
        #expect(!run.stdout.contains("cross-validation"), "\(run.stdout)")
    }

    // MARK: options

    @Test(arguments: [
        (["suggest", "--lang", "es", "--lang", "fr", "hola"], "option --lang given twice"),
        (["suggest", "--lang=es", "--lang", "fr", "hola"], "option --lang given twice"),
        (["translate", "--from", "es", "--from=fr", "--to", "en", "hola"], "option --from given twice"),
        (["replay", "--json", "--format", "markdown", "Conversations"], "--json and --format markdown conflict"),
    ])
    func repeatedOrConflictingOptionsAreUsageErrorsNamingThem(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!run.stderr.contains("unknown option"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func jsonWithFormatJsonIsNoConflict() throws {
        let run = try CLI.run(["replay", "--json", "--format", "json", "Conversations/es-cena.json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("{"), "\(run.stdout)")
    }

    @Test func aRepeatableOptionStillTakesEveryValue() throws {
        // Both values reach the language check (the first one fails it), so neither is called a repeat.
        let run = try CLI.run(["lexicon", "import", "freedict", "--lang", "xx", "--lang", "es", "--dictd", "/nonexistent"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("'xx' is not a known language"), "\(run.stderr)")
    }

    @Test(arguments: ["-h", "--help", "--json"])
    func everythingAfterDoubleDashIsText(word: String) throws {
        let run = try CLI.run(["translate", "--from", "es", "--to", "en", "--", word])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == word + "\n", "\(run.stdout)")
        #expect(!run.stdout.contains("USAGE"))
    }

    @Test func helpBeforeDoubleDashIsStillHelp() throws {
        let run = try CLI.run(["translate", "-h", "--", "hola"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: smartreply translate"))
    }

    // MARK: conversation files

    @Test(arguments: [
        ("  \n\t\n", "the file is empty (only white space)"),
        ("", "the file is empty"),
        (#"{"localUser": "me", "messages": [{"user": "a", "text": "hi"},]}"#, "line 1, column 61: a trailing comma before ']'"),
        ("{\"localUser\": \"me\",\n \"localUser\": \"you\", \"messages\": []}", #"line 2, column 2: duplicate key "localUser" in the top level"#),
    ])
    func aConversationFileThatCannotBeUsedSaysWhyNamingIt(content: String, message: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("c.json")
        try Data(content.utf8).write(to: file)
        let run = try CLI.run(["replay", file.path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("\(file.path): \(message)") || run.stdout.contains("\(file.path): not valid JSON: \(message)"), "\(run.stdout)")
        #expect(!run.stdout.contains("truncated?"), "\(run.stdout)")
    }

    @Test func aKeyRepeatedInOneMessageMakesThatMessageAnErrorAndTheOthersReplay() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("c.json")
        try Data(#"{"localUser": "me", "messages": [{"user": "a", "text": "hi", "text": "ho"}, {"user": "a", "text": "Thank you!"}]}"#.utf8).write(to: file)
        let run = try CLI.run(["replay", file.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains(#"messages[0]: duplicate key "text""#), "\(run.stdout)")
        #expect(run.stdout.contains("turns: 2, answered without error: 1"), "\(run.stdout)")
    }

    /// ":quit now" left the chat; a command word with text after it is more likely a slip.
    @Test func quitWithAnArgumentDoesNotLeave() throws {
        let run = try CLI.run(["chat", "--no-profile"], stdin: ":quit now\n:history\n:quit\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(":quit takes no argument"), "\(run.stdout)")
    }

    // MARK: chat :save

    @Test func saveIntoAFolderWritesAGeneratedNameAndNeverOverwritesWithoutBang() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["chat", "--no-profile"], stdin: "Thank you!\n:save \(folder.path)\n:save \(folder.path)\n")
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(saved.count == 2, "\(saved) \(run.stdout)")
        #expect(saved.allSatisfy { $0.hasPrefix("chat-") && $0.hasSuffix(".json") }, "\(saved)")
        #expect(!run.stdout.contains("NSCocoaErrorDomain"), "\(run.stdout)")
        let file = folder.appendingPathComponent("mine.json")
        try Data("keep me".utf8).write(to: file)
        let refused = try CLI.run(["chat", "--no-profile"], stdin: "Thank you!\n:save \(file.path)\n")
        #expect(refused.stdout.contains("not saved: \(file.path) already exists; :save! \(file.path) replaces it"), "\(refused.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
        let forced = try CLI.run(["chat", "--no-profile"], stdin: "Thank you!\n:save! \(file.path)\n")
        #expect(forced.stdout.contains("saved 1 message to \(file.path)"), "\(forced.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("}\n"), "a saved file ends with a newline")
        #expect(try CLI.run(["replay", file.path]).stdout.contains("turns: 1"))
    }

    @Test func chatHelpDocumentsSaveBang() throws {
        let run = try CLI.run(["chat", "--no-profile"], stdin: ":help\n")
        #expect(run.stdout.contains(":save! FILE"), "\(run.stdout)")
    }

    // MARK: missing and empty input files

    @Test(arguments: [
        (["train", "classifier", "--data", "/nonexistent-ux/d.jsonl", "--out", "/tmp/x.model"], "--data /nonexistent-ux/d.jsonl: no such file"),
        (["classify", "--model", "/nonexistent-ux/m.model", "hi"], "--model /nonexistent-ux/m.model: no such file"),
        (["eval", "langid", "/nonexistent-ux/l.tsv"], "/nonexistent-ux/l.tsv: no such file"),
        (["eval", "guard", "/nonexistent-ux/g.tsv"], "/nonexistent-ux/g.tsv: no such file"),
        (["eval", "replies", "--dev", "/nonexistent-ux/r.tsv"], "/nonexistent-ux/r.tsv: no such file"),
        (["eval", "translate", "--from", "es", "--to", "en", "/nonexistent-ux/t.tsv"], "/nonexistent-ux/t.tsv: no such file"),
        (["bench", "--messages", "/nonexistent-ux/m.txt"], "--messages /nonexistent-ux/m.txt: no such file"),
        (["replay", "/nonexistent-ux/"], "/nonexistent-ux/"),
        (["suggest", "--lexicons", "/nonexistent-ux/L", "hola"], "lexicon directory '/nonexistent-ux/L' (--lexicons) does not exist"),
    ])
    func aMissingInputFileExits66NamingIt(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 66, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test(arguments: [
        (["eval", "langid"], "no rows"),
        (["eval", "guard"], "no rows"),
        (["eval", "replies", "--dev"], "no rows"),
        (["eval", "replies", "--coverage"], "no rows"),
        (["eval", "replies"], "no rows"),
        (["eval", "translate", "--from", "es", "--to", "en"], "the file is empty"),
    ])
    func evalOnAnEmptyFileSaysItHasNoRowsAndFails(command: [String], message: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("empty.tsv")
        try Data().write(to: file)
        let run = try CLI.run(command + [file.path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("\(file.path): \(message)"), "\(run.stderr)")
        #expect(!run.stdout.contains("0.00"), "\(run.stdout)")
    }

    // MARK: classifier

    @Test func aClassOfOneExampleDoesNotWinEveryText() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rows = FilterArgumentsTests.catAndDogRows
        rows += (0..<20).flatMap { _ in [#"{"text":"the cat purrs and meows","label":"cat"}"#, #"{"text":"the dog barks and wags","label":"dog"}"#] }
        rows.append(#"{"text":"your invoice payment is overdue","label":"billing"}"#)
        let data = folder.appendingPathComponent("d.jsonl"), model = folder.appendingPathComponent("m.model")
        try rows.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
        let train = try CLI.run(["train", "classifier", "--data", data.path, "--out", model.path, "--folds", "3"])
        #expect(train.status == 0, "\(train.stderr)")
        #expect(train.stderr.contains("warning: class 'billing' has 1 example, fewer than the 3 folds"), "\(train.stderr)")
        let run = try CLI.run(["classify", "--model", model.path, "a cat that meows", "two dogs barked", "the invoice is overdue"])
        let labels = run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        #expect(labels == ["cat", "dog", "billing"], "\(run.stdout)")
    }

    /// `train classifier --data d.jsonl --out d.jsonl` replaced the training data with the model (a fresh
    /// user's report), also through a symbolic link; `train lm` did the same with `--input`/`--output`.
    @Test func trainingRefusesToWriteOverItsOwnInput() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("d.jsonl"), link = folder.appendingPathComponent("link.jsonl")
        let rows = FilterArgumentsTests.catAndDogRows.joined(separator: "\n")
        try rows.write(to: data, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: data)
        for out in [data, link] {
            let run = try CLI.run(["train", "classifier", "--data", data.path, "--out", out.path])
            #expect(run.status == 64, "\(run.stderr)")
            #expect(run.stderr.contains("would overwrite the training data"), "\(run.stderr)")
        }
        let text = folder.appendingPathComponent("t.txt")
        try "hello there\nhow are you\n".write(to: text, atomically: true, encoding: .utf8)
        let lm = try CLI.run(["train", "lm", "--input", text.path, "--output", text.path])
        #expect(lm.status == 64, "\(lm.stderr)")
        #expect(try String(contentsOf: data, encoding: .utf8) == rows)
        #expect(try String(contentsOf: text, encoding: .utf8) == "hello there\nhow are you\n")
    }

    /// A link to the executable in a `PATH` folder, run by its bare name from elsewhere, said
    /// "cannot find the Lexicons directory": `argv[0]` was resolved against the current directory.
    @Test func aCommandFoundThroughPathFindsTheLexicons() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin"), elsewhere = folder.appendingPathComponent("elsewhere")
        for directory in [bin, elsewhere] { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("smartreply"), withDestinationURL: try CLI.executable)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "smartreply identify 'how are you today'"]
        process.currentDirectoryURL = elsewhere
        var environment = ProcessInfo.processInfo.environment
        environment["SMARTREPLY_LEXICONS"] = nil
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errors)")
        #expect(output.hasPrefix("en"), "\(output)")
    }

    /// `identify "Ｈｅｌｌｏ！ how are you"` said und while `suggest` read English: identify now reads
    /// text as the pipeline does (NFKC, look-alike letters).
    @Test func identifyReadsFullWidthAndLookAlikeLettersAsThePipelineDoes() throws {
        let run = try CLI.run(["identify", "Ｈｅｌｌｏ！ how are you", "Пpивeт, как дела?"])
        #expect(run.status == 0, "\(run.stderr)")
        let tags = run.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(tags == ["en", "ru"], "\(run.stdout)")
    }

    /// `eval langid` counted an empty label, an unknown tag, an empty text and a third column without
    /// a word, and scored "EN" and "es-ES" as wrong for en and es.
    @Test(arguments: [("xx\thello there\n", "'xx' is not a known language tag"), ("\thello there\n", "the label is empty"),
                      ("en\t \n", "the text is empty"), ("en\thello\tthere\n", "3 columns, but the header has 2")])
    func evalLangidNamesTheLineOfABadRow(row: String, message: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.tsv")
        try ("lang\ttext\nen\tgood morning to you\n" + row).write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "langid", file.path])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("\(file.path):3: \(message)"), "\(run.stderr)")
    }

    @Test func evalLangidComparesLabelsInNormalFormWithoutRegion() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tags.tsv")
        try "lang\ttext\tsource\nEN\tgood morning to you all\tmine\nes-ES\tbuenos días a todos\tmine\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "langid", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("macro\t100.00%\t2 languages"), "\(run.stdout)")
    }
}
