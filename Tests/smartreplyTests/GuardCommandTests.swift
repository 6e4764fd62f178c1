import Foundation
import Testing

/// End-to-end tests of `smartreply guard`, `eval guard` and their usage errors.
@Suite struct GuardCommandTests {
    @Test(arguments: [["guard"], ["eval", "guard"], ["train", "guard"], ["bench", "guard"]])
    func guardCommandsHaveHelp(command: [String]) throws {
        let run = try CLI.run(command + ["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: smartreply \(command.joined(separator: " "))"))
    }

    @Test func checksOneTextAndNamesTheMatch() throws {
        let run = try CLI.run(["guard", "--lang", "en", "f.u.c.k off"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "offensive\tfuck\n")
    }

    @Test func filtersStandardInputOneLinePerLine() throws {
        let run = try CLI.run(["guard", "--lang", "en"], stdin: "hello there\nI want to kill myself\nyou b1tch\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") } == ["allowed", "sensitive", "offensive"])
    }

    @Test func evaluatesALabelledFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("guard-eval-\(UUID().uuidString).tsv")
        defer { try? FileManager.default.removeItem(at: url) }
        try "label\ttext\noffensive\tfuck you\nclean\thave a nice day\n".write(to: url, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "guard", url.path, "--lang", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("precision\t1.000"))
        #expect(run.stdout.contains("recall\t1.000"))
        #expect(run.stdout.contains("FPR\t0.000"))
    }

    @Test func rejectsABadLanguageTagWithUsageError() throws {
        let run = try CLI.run(["guard", "--lang", "../etc", "hello"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--help"))
    }

    @Test func rethresholdCopiesTheModelWithTheGivenLanguageThreshold() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("guard-model-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try CLI.run(["train", "guard", "--rethreshold", "Lexicons/guard/insult-model.bin",
                               "--language-threshold", "de=0.5", "--output", url.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("with thresholds de 0.5"))
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(Array(bytes.prefix(4)) == Array("SRLC".utf8))
    }

    @Test(arguments: [["--rethreshold", "Lexicons/guard/insult-model.bin"],
                      ["--rethreshold", "Lexicons/guard/insult-model.bin", "--language-threshold", "de=1.5"],
                      ["--language-threshold", "de"]])
    func rethresholdRejectsMissingOrBadThresholds(arguments: [String]) throws {
        let run = try CLI.run(["train", "guard", "--output", "/dev/null"] + arguments)
        #expect(run.status == 64, "\(run.stdout) \(run.stderr)")
    }

    /// An --output in a folder that does not exist printed Foundation's raw error
    /// ("Error Domain=NSCocoaErrorDomain Code=4 …") without naming the option.
    @Test func rethresholdNamesAnUnwritableOutput() throws {
        let run = try CLI.run(["train", "guard", "--rethreshold", "Lexicons/guard/insult-model.bin",
                               "--language-threshold", "de=0.5", "--output", "/nonexistent-folder/model.bin"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--output /nonexistent-folder/model.bin: cannot write"), "\(run.stderr)")
        #expect(!run.stderr.contains("Error Domain"), "\(run.stderr)")
    }

    @Test func trainGuardNamesTheLineOfABadFixedThreshold() throws {
        let lexicons = FileManager.default.temporaryDirectory.appendingPathComponent("train-guard-\(UUID().uuidString)")
        let training = lexicons.appendingPathComponent("guard/training")
        try FileManager.default.createDirectory(at: training, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: lexicons) }
        try "# chosen on our dev sets\nde 0.90\nru 1.5\n".write(to: training.appendingPathComponent("thresholds.txt"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["train", "guard", "--lexicons", lexicons.path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("thresholds.txt:3"), "\(run.stderr)")
    }
}
