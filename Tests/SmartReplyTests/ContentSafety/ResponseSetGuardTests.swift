import Foundation
import Testing
import SmartReply

/// The engine's own replies must pass its own guard in every language it suggests them in:
/// the pipeline checks each suggestion in English and again after it is translated back, so a
/// reply the guard flags (the insult model once flagged "Ich denk an dich." and "Schwer zu sagen.")
/// can never be shown, and the sender gets fewer suggestions or none.
@Suite("Response set passes the guard")
struct ResponseSetGuardTests {
    /// `(language, reply)` for the English response set and every language's whole-sentence translations.
    static func replies() throws -> [(String, String)] {
        func rows(_ url: URL) throws -> [[Substring]] {
            try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        }
        var texts = try ResponseSetReplyGenerator.responses(lexicons: guardLexiconsURL).map { ("en", $0.text) }
        for code in ["es", "fr", "de", "it", "pt", "nl", "ru", "uk"] {
            let file = guardLexiconsURL.appendingPathComponent("translation/\(code)/replies.tsv")
            texts += try rows(file).filter { $0.count >= 2 && !$0[0].isEmpty }.map { (code, String($0[0])) }
        }
        return texts
    }

    @Test func everyReplyPassesInItsOwnLanguage() throws {
        let guardStage = try standardGuard.get()
        let texts = try Self.replies()
        #expect(texts.count >= 9 * 500)
        var flagged: [String] = []
        for (code, text) in texts {
            let verdict = guardStage.verdict(for: text, language: try LanguageTag(code))
            if !verdict.isAllowed { flagged.append("\(code): \(text) → \(verdict)") }
        }
        #expect(flagged.isEmpty, "\(flagged.count) replies flagged:\n\(flagged.prefix(20).joined(separator: "\n"))")
    }

    @Test(arguments: ["ru", "uk"])
    func everyReplyPassesInLatinLetters(_ code: String) throws {
        let guardStage = try standardGuard.get()
        let romanization = try #require(CyrillicRomanization(language: code))
        let tag = try LanguageTag("\(code)-Latn")
        var flagged: [String] = []
        for (language, text) in try Self.replies() where language == code {
            let latin = romanization.romanize(text)
            if !guardStage.verdict(for: latin, language: tag).isAllowed { flagged.append(latin) }
        }
        #expect(flagged.isEmpty, "\(flagged.count) romanized replies flagged: \(flagged.prefix(20))")
    }
}
