import Foundation
import Testing

/// `smartreply guard` without `--lang` identifies each text as the pipeline does, so it
/// blocks what `suggest` blocks (romanized Russian, hate speech in any supported language).
@Suite struct GuardDefaultLanguageTests {
    @Test func identifiesRomanizedRussianLikeThePipeline() throws {
        let run = try CLI.run(["guard", "idi nahuy"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("offensive\t"), "\(run.stdout)")
    }

    @Test func blocksHateSpeechAndPropositionsWithoutALanguageOption() throws {
        let run = try CLI.run(["guard"], stdin: "Ich hasse Ausländer\nsend nudes\nI love my Muslim neighbours\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") } == ["offensive", "sensitive", "allowed"])
    }
}
