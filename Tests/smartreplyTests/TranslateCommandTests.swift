import Foundation
import Testing

/// `smartreply translate` goes through the same translators as the pipeline.
@Suite struct TranslateCommandTests {
    @Test func romanizedUkrainianIsTranslatedNotCopied() throws {
        let input = "Privit, jak tvoji spravy?"
        let run = try CLI.run(["translate", "--from", "uk-Latn", "--to", "en", input])
        #expect(run.status == 0, "\(run.stderr)")
        let output = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!output.isEmpty)
        #expect(output != input)
        #expect(output.lowercased().contains("how"), "\(output)")
    }

    @Test func intoRomanizedRussianWritesLatinLetters() throws {
        let run = try CLI.run(["translate", "--from", "en", "--to", "ru-Latn", "Thank you"])
        #expect(run.status == 0, "\(run.stderr)")
        let output = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!output.isEmpty)
        #expect(output.unicodeScalars.allSatisfy { $0.isASCII || !(0x0400...0x04FF).contains($0.value) }, "\(output)")
        #expect(output != "Thank you")
    }

    @Test func anUninstalledLanguageIsAnErrorNamingIt() throws {
        let run = try CLI.run(["translate", "--from", "sw", "--to", "en", "habari"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--from sw: no phrase table is installed for 'sw'"), "\(run.stderr)")
    }
}
