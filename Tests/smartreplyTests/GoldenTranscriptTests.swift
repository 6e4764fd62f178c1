import Foundation
import Testing

/// Replays sample conversations through the real stages with the built
/// binary and compares the transcript with a golden file (timings removed).
///
/// After a deliberate model change, regenerate the golden files with
/// `UPDATE_GOLDEN=1 swift test --filter GoldenTranscriptTests` and review the diff.
@Suite struct GoldenTranscriptTests {
    static let conversations = ["es-cena.json", "mixed-offensive-and-unsupported.json", "uk-latn-sms.json"]

    @Test(arguments: conversations)
    func replayMatchesTheGoldenTranscript(name: String) throws {
        let run = try CLI.run(["replay", "--json", "Conversations/\(name)"])
        #expect(run.status == 0, "\(run.stderr)")
        let transcript = try Self.stable(run.stdout)
        let golden = CLI.packageRoot.appendingPathComponent("Tests/smartreplyTests/Golden/\(name).jsonl")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try transcript.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(transcript == expected, "transcript of \(name) changed; if intended, run UPDATE_GOLDEN=1 swift test --filter GoldenTranscriptTests")
    }

    /// The JSON Lines without what changes from run to run (timings) or machine to machine (paths).
    static func stable(_ jsonLines: String) throws -> String {
        var lines: [String] = []
        for line in jsonLines.split(separator: "\n") {
            guard var object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            object["timingsMicros"] = nil
            object["file"] = (object["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }
            if let confidence = object["confidence"] as? Double { object["confidence"] = (confidence * 100).rounded() / 100 }
            if let sentiment = object["sentiment"] as? Double { object["sentiment"] = (sentiment * 100).rounded() / 100 }
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            lines.append(String(decoding: data, as: UTF8.self))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
