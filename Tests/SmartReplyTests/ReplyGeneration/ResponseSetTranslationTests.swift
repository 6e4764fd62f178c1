import Foundation
import Testing
@testable import SmartReply

/// The standard response set against the targets of issue 5, and its whole-reply translations:
/// every English reply of `Lexicons/replies/responses.tsv` has exactly one line in
/// `Lexicons/translation/<xx>/replies.tsv` of every supported language, so that a suggestion
/// always translates back as written there.
@Suite struct ResponseSetTranslationTests {
    private let standard = Result { try ResponseSet.load(from: lexiconsURL.appendingPathComponent("replies/responses.tsv")) }

    /// `replies.tsv` lines of `language` as (translation, English) pairs, comments and blanks skipped.
    private func translations(_ language: String) throws -> [(xx: String, english: String)] {
        let url = lexiconsURL.appendingPathComponent("translation/\(language)/replies.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (fields.first.map(String.init) ?? "", fields.count >= 2 ? String(fields[1]) : "")
        }
    }

    @Test func theStandardSetMeetsTheIssueTargets() throws {
        let set = try standard.get()
        #expect(set.responses.count >= 500)
        #expect(set.intents.count >= 60)
        var perIntent: [String: Int] = [:]
        for response in set.responses { perIntent[response.intent, default: 0] += 1 }
        for (intent, count) in perIntent {
            #expect(count >= 3, "intent \(intent) has only \(count) replies")
        }
    }

    /// Variants that differ only in case, punctuation or chat spelling ("Ok." / "Okay!") are merged;
    /// replies made only of emoji, or differing by an emoji, count as distinct.
    @Test func theStandardSetHasNoSpellingVariantsOfOneReply() throws {
        var seen: [String: String] = [:]
        for response in try standard.get().responses {
            let tokens = ReplyIntentLabeler.matchTokens(response.text)
            let emoji = response.text.unicodeScalars.filter { $0.properties.isEmojiPresentation }.map(String.init).joined()
            let key = tokens.joined(separator: " ") + (response.text.contains("?") ? "?" : "") + "|" + emoji
            if let other = seen[key] {
                Issue.record("'\(response.text)' is a variant of '\(other)'")
            }
            seen[key] = response.text
        }
    }

    @Test(arguments: ["es", "fr", "de", "it", "pt", "nl", "ru", "uk"])
    func everyReplyHasExactlyOneWholeSentenceTranslation(language: String) throws {
        let english = try standard.get().responses.map(\.text)
        let lines = try translations(language)
        var count: [String: Int] = [:]
        for line in lines {
            #expect(!line.xx.trimmingCharacters(in: .whitespaces).isEmpty, "\(language): empty translation of '\(line.english)'")
            count[line.english, default: 0] += 1
        }
        for reply in english {
            #expect(count[reply] == 1, "\(language): '\(reply)' has \(count[reply] ?? 0) translations")
        }
        let known = Set(english)
        for line in lines where !known.contains(line.english) {
            Issue.record("\(language): '\(line.english)' is not in responses.tsv")
        }
    }

    @Test(arguments: ["ru", "uk"])
    func cyrillicTranslationsAreWrittenInCyrillic(language: String) throws {
        for line in try translations(language) where line.xx.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
            let latin = line.xx.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
            #expect(!latin, "\(language): '\(line.xx)' has Latin letters")
        }
    }
}
