import Foundation
import Testing

/// `identify` is the language-ID model alone; the pipeline adds a prior. `--pipeline-hints`
/// shows the pipeline's reading, and the help says why the numbers differ.
@Suite struct IdentifyPipelineHintsTests {
    private func probability(_ line: String) throws -> (tag: String, probability: Double) {
        let fields = line.trimmingCharacters(in: .newlines).split(separator: "\t")
        return (String(fields[0]), try #require(Double(fields[1])))
    }

    @Test func pipelineHintsGiveTheProbabilityTheFirstMessageOfAConversationShows() throws {
        let text = "Hola"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identify-hints-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("one.json")
        try Data(#"{"localUser": "me", "messages": [{"user": "ana", "text": "\#(text)"}]}"#.utf8).write(to: file)
        let replay = try CLI.run(["replay", "--json", file.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any])
        let pipeline = try #require(record["confidence"] as? Double)

        let hinted = try probability(try CLI.run(["identify", "--pipeline-hints", text]).stdout)
        let alone = try probability(try CLI.run(["identify", text]).stdout)
        #expect(hinted.tag == record["language"] as? String)
        #expect(abs(hinted.probability - pipeline) < 0.0001, "identify --pipeline-hints \(hinted.probability), replay \(pipeline)")
        #expect(abs(alone.probability - pipeline) > 0.01, "the prior should matter for '\(text)': \(alone.probability) vs \(pipeline)")
    }

    @Test func explicitHintsWinOverThePipelines() throws {
        let both = try probability(try CLI.run(["identify", "--pipeline-hints", "--hints", "ca:100", "Hola"]).stdout)
        #expect(both.tag == "ca")
    }

    @Test func theHelpSaysWhyThePipelineShowsOtherProbabilities() throws {
        let help = try CLI.run(["identify", "--help"]).stdout
        #expect(help.contains("--pipeline-hints"))
        #expect(help.contains("WHY 'chat', 'replay' AND 'suggest' SHOW OTHER PROBABILITIES"))
        #expect(help.contains("supportedLanguagePrior"))
    }
}
