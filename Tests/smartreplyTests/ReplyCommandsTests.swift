import Foundation
import Testing

/// End-to-end tests of `smartreply score`, `eval replies` and `train replies` usage.
@Suite struct ReplyCommandsTests {
    @Test(arguments: ["score", "eval replies", "train replies", "bench replies"])
    func replyCommandsHaveHelp(command: String) throws {
        let run = try CLI.run(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: smartreply \(command)"))
    }

    @Test func scorePrintsOneScorePerLineInOrder() throws {
        let input = "Thank you so much!\tYou're welcome!\nHi || How are you?\tI'm good, thanks!\n"
        let run = try CLI.run(["score"], stdin: input)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { Double($0)?.isFinite == true })
    }

    @Test func scoreSkipsAContextCandidateHeader() throws {
        let run = try CLI.run(["score"], stdin: "context\tcandidate\r\nThank you so much!\tYou're welcome!\r\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 1)
    }

    @Test(arguments: [("no tab here\n", 1, 0), ("Hi\tHello!\nno tab here\nHi\tHey!\n", 2, 1)])
    func scoreRejectsALineWithoutATabNamingItsNumber(input: String, badLine: Int, scoresBefore: Int) throws {
        let run = try CLI.run(["score"], stdin: input)
        #expect(run.status == 65)
        #expect(run.stderr.contains("standard input line \(badLine):"), "\(run.stderr)")
        #expect(!run.stdout.contains("nan"))
        #expect(run.stdout.split(separator: "\n").count == scoresBefore)
    }

    @Test func evalRepliesReportsPairwiseAccuracyAndRecall() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("eval-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let multiref = folder.appendingPathComponent("multiref.tsv")
        try """
            message\tgood_replies\tadversarial_bad_replies\tcontext
            Thanks a lot!\tYou're welcome! ||| No problem!\tThe lot is full of cars.\tHi || Thanks a lot!
            """.write(to: multiref, atomically: true, encoding: .utf8)
        let pairs = folder.appendingPathComponent("pairs.tsv")
        try "message\treply\nThank you!\tYou're welcome\nGood night!\tNight!\n".write(to: pairs, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "replies", multiref.path, "--coverage", pairs.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("contexts: 1, good/bad pairs: 2"))
        #expect(run.stdout.contains("pairwise accuracy:"))
        #expect(run.stdout.contains("Recall@1"))
        #expect(run.stdout.contains("messages: 2, triggered:"))
    }

    @Test func evalRepliesDevCountsOddSuggestions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dev = folder.appendingPathComponent("dev.tsv")
        // The first line accepts what thanks call for, the second nothing a thanks can get.
        try "# a comment\nThank you so much!\tyou_are_welcome,=No worries!\nThanks a lot!\tcongratulation\n"
            .write(to: dev, atomically: true, encoding: .utf8)
        let run = try CLI.run(["eval", "replies", "--dev", dev.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("messages: 2, odd (an odd suggestion or none): 1 (50.0%)"), "\(run.stdout)")
        #expect(run.stdout.contains("✗ Thanks a lot!"), "\(run.stdout)")
        try "Thanks!\tno_such_intent\n".write(to: dev, atomically: true, encoding: .utf8)
        let unknown = try CLI.run(["eval", "replies", "--dev", dev.path])
        #expect(unknown.status == 65 && unknown.stderr.contains("unknown intent 'no_such_intent'"), "\(unknown.stderr)")
    }

    @Test(arguments: [
        (["eval", "replies"], "expected a MULTIREF.tsv file"),
        (["train", "replies"], "expected one PAIRS.tsv file"),
        (["train", "replies", "x.tsv", "--trigger-rate", "2"], "--trigger-rate needs a number"),
        (["score", "extra"], "takes no arguments"),
        (["train", "replies", "x.tsv", "--model", "m.bin"], "--model FILE needs --combiner-only"),
        (["train", "replies", "x.tsv", "--overlap-negatives", "9"], "--overlap-negatives"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
