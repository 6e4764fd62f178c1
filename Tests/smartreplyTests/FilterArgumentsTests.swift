import Foundation
import Testing

/// The stage filters take each TEXT argument as its own text, as `translate`
/// does: one output line per argument, in order, never the arguments joined.
@Suite struct FilterArgumentsTests {
    /// Twelve JSON Lines rows of two classes, `cat` and `dog`, for `train classifier`.
    static let catAndDogRows = (0..<6).flatMap { _ in [#"{"text":"the cat purrs and meows","label":"cat"}"#, #"{"text":"the dog barks and wags","label":"dog"}"#] }

    /// A new empty folder under the temporary directory; the caller removes it.
    static func scratchFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func identifyAnswersEachArgumentOnItsOwnLine() throws {
        let run = try CLI.run(["identify", "hola amigo, ¿cómo estás?", "guten Tag, wie geht es dir?"])
        #expect(run.status == 0, "\(run.stderr)")
        let tags = run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        #expect(tags == ["es", "de"], "\(run.stdout)")
    }

    @Test func suggestAnswersEachArgumentOnItsOwnLine() throws {
        let run = try CLI.run(["suggest", "--lang", "en", "Thank you so much!", "good night"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 3, "\(run.stdout)")  // 2 lines + final ""
        let one = try CLI.run(["suggest", "--lang", "en", "good night"])
        #expect(run.stdout.hasSuffix(one.stdout), "\(run.stdout) vs \(one.stdout)")
    }

    @Test func guardChecksEachArgumentOnItsOwnLine() throws {
        let run = try CLI.run(["guard", "--lang", "en", "hello there", "f.u.c.k off"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "allowed\t\noffensive\tfuck\n", "\(run.stdout)")
    }

    @Test func classifyAnswersEachArgumentOnItsOwnLine() throws {
        let folder = try Self.scratchFolder("classify")
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data.jsonl"), model = folder.appendingPathComponent("model.bin")
        let rows = Self.catAndDogRows
        try rows.joined(separator: "\n").write(to: data, atomically: true, encoding: .utf8)
        let train = try CLI.run(["train", "classifier", "--data", data.path, "--out", model.path])
        try #require(train.status == 0, "\(train.stderr)")
        let run = try CLI.run(["classify", "--model", model.path, "a dog barks", "a cat meows"])
        #expect(run.status == 0, "\(run.stderr)")
        let labels = run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        #expect(labels == ["dog", "cat"], "\(run.stdout)")
    }

    /// Regression: a missing model with an empty TEXT was reported as the empty text (65), hiding the first thing to mend.
    @Test func classifyNamesAMissingModelBeforeAnEmptyText() throws {
        let run = try CLI.run(["classify", "--model", "/nonexistent/model.bin", ""])
        #expect(run.status == 66, "\(run.stderr)")
        #expect(run.stderr.contains("/nonexistent/model.bin"), "\(run.stderr)")
    }

    @Test func trainClassifierReadsCRLFLinesAndNamesTheBadLine() throws {
        let folder = try Self.scratchFolder("classify-crlf")
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data.jsonl"), model = folder.appendingPathComponent("model.bin")
        let rows = Self.catAndDogRows
        try Data(rows.joined(separator: "\r\n").utf8).write(to: data)
        let train = try CLI.run(["train", "classifier", "--data", data.path, "--out", model.path])
        #expect(train.status == 0, "\(train.stderr)")

        var broken = Data(rows.prefix(3).joined(separator: "\n").utf8)
        broken.append(contentsOf: [0x0A, 0x7B, 0xFF, 0x7D, 0x0A])  // line 4: "{\xFF}", not UTF-8
        try broken.write(to: data)
        let bad = try CLI.run(["train", "classifier", "--data", data.path, "--out", model.path])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("data.jsonl:4: not UTF-8"), "\(bad.stderr)")
    }
}
