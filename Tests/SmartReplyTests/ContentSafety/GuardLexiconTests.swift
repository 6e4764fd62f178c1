import Foundation
import Testing
import SmartReply

@Suite("GuardLexicon")
struct GuardLexiconTests {
    private func lexicon(_ lines: [String]) throws -> GuardLexicon {
        try GuardLexicon(entries: lines.map { ($0, "test") })
    }

    private func matched(_ lexicon: GuardLexicon, _ text: String) -> [String] {
        let normalized = GuardTextNormalizer().normalize(text)
        var ids: [Int32] = []
        lexicon.matches(in: normalized, allowed: Array(repeating: false, count: normalized.tokens.count), into: &ids)
        return ids.map { lexicon.names[Int($0)] }
    }

    @Test func matchesWholeWordsNeverSubstrings() throws {
        let list = try lexicon(["cunt", "ass"])
        #expect(matched(list, "Scunthorpe classic assistant").isEmpty)
        #expect(matched(list, "you ass") == ["ass"])
    }

    @Test func matchesPrefixEntriesOnInflections() throws {
        let list = try lexicon(["хуй*", "пизд*"])
        #expect(matched(list, "хуйня") == ["хуй*"])
        #expect(matched(list, "пиздец какой") == ["пизд*"])
        #expect(matched(list, "выпизд").isEmpty)
    }

    @Test func matchesPhrasesOnConsecutiveWords() throws {
        let list = try lexicon(["fils de pute", "kill yourself"])
        #expect(matched(list, "Fils-de-pute !") == ["fils de pute"])
        #expect(matched(list, "go kill yourself") == ["kill yourself"])
        #expect(matched(list, "kill the process yourself").isEmpty)
    }

    @Test func matchesMaskedAndStretchedWords() throws {
        let list = try lexicon(["fuck", "ass"])
        #expect(matched(list, "f*ck") == ["fuck"])
        #expect(matched(list, "fuuuuuck") == ["fuck"])
        #expect(matched(list, "asssss") == ["ass"])
        #expect(matched(list, "***").isEmpty)
    }

    @Test func mergingKeepsBothListsAndTheirKinds() throws {
        let offensive = try lexicon(["fuck"])
        let sensitive = try GuardLexicon(entries: [("suicide", "test")], kind: .sensitive)
        let both = sensitive.merging(offensive)
        #expect(Set(matched(both, "fuck suicide")) == ["fuck", "suicide"])
        #expect(both.kinds == [.sensitive, .offensive])
    }

    @Test func rejectsPrefixOfSeveralWords() {
        #expect(throws: SmartReplyError.self) { try GuardLexicon(entries: [("two words*", "x.txt line 3")]) }
    }

    // MARK: Corrupt files

    private func write(_ bytes: [UInt8], name: String) throws -> URL {
        let url = try makeTemporaryDirectory().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    @Test func corruptListErrorNamesTheFile() throws {
        let notUTF8 = try write([0x66, 0xFF, 0xFE, 0x0A], name: "broken-xx.txt")
        let error = #expect(throws: SmartReplyError.self) { try GuardLexicon(contentsOf: notUTF8) }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.contains("broken-xx.txt") == true)

        let empty = try write(Array("# only a comment\n\n".utf8), name: "empty-xx.txt")
        let emptyError = #expect(throws: SmartReplyError.self) { try GuardLexicon(contentsOf: empty) }
        #expect(emptyError?.code == .modelFileCorrupt)
        #expect(emptyError?.message.contains("empty-xx.txt") == true)

        let control = try write(Array("ok\nbad\u{7}word\n".utf8), name: "control-xx.txt")
        let controlError = #expect(throws: SmartReplyError.self) { try GuardLexicon(contentsOf: control) }
        #expect(controlError?.message.contains("control-xx.txt line 2") == true)

        let star = try write(Array("f*ck\n".utf8), name: "star-xx.txt")
        let starError = #expect(throws: SmartReplyError.self) { try GuardLexicon(contentsOf: star) }
        #expect(starError?.message.contains("star-xx.txt line 1") == true)
    }

    @Test func missingListIsModelFileMissing() throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("nope.txt")
        let error = #expect(throws: SmartReplyError.self) { try GuardLexicon(contentsOf: url) }
        #expect(error?.code == .modelFileMissing)
        #expect(error?.message.contains("nope.txt") == true)
    }

    @Test func standardGuardReportsTheCorruptFile() throws {
        let directory = try makeTemporaryDirectory()
        let guardDirectory = directory.appendingPathComponent("guard")
        try FileManager.default.createDirectory(at: guardDirectory, withIntermediateDirectories: true)
        for name in ["en.txt", "und.txt", "allow.txt", "sensitive-en.txt"] {
            try Data("word\n".utf8).write(to: guardDirectory.appendingPathComponent(name))
        }
        try Data([0xC3, 0x28]).write(to: guardDirectory.appendingPathComponent("de.txt"))
        let error = #expect(throws: SmartReplyError.self) { try LexiconContentGuard.standard(lexicons: directory) }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.contains("de.txt") == true)

        try Data("wort\n".utf8).write(to: guardDirectory.appendingPathComponent("de.txt"))
        try Data("garbage".utf8).write(to: guardDirectory.appendingPathComponent("insult-model.bin"))
        let modelError = #expect(throws: SmartReplyError.self) { try LexiconContentGuard.standard(lexicons: directory) }
        #expect(modelError?.code == .modelFileCorrupt)
        #expect(modelError?.message.contains("insult-model.bin") == true)
    }

    /// A deleted safety list was skipped unseen ("my grandma passed away" was then allowed): every
    /// supported language (English and each phrase-table language) needs its two lists.
    @Test func standardGuardRefusesAMissingListOfASupportedLanguage() throws {
        let directory = try makeTemporaryDirectory()
        let guardDirectory = directory.appendingPathComponent("guard")
        try FileManager.default.createDirectory(at: guardDirectory, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("translation/de"), withIntermediateDirectories: true)
        for name in ["en.txt", "und.txt", "allow.txt", "sensitive-en.txt", "de.txt"] {
            try Data("word\n".utf8).write(to: guardDirectory.appendingPathComponent(name))
        }
        let error = #expect(throws: SmartReplyError.self) { try LexiconContentGuard.standard(lexicons: directory, loadingModel: false) }
        #expect(error?.code == .modelFileMissing)
        #expect(error?.message.contains("guard/sensitive-de.txt: missing") == true, "\(error?.message ?? "")")
        try Data("tod\n".utf8).write(to: guardDirectory.appendingPathComponent("sensitive-de.txt"))
        #expect(throws: Never.self) { try LexiconContentGuard.standard(lexicons: directory, loadingModel: false) }
    }

    /// Regression: the sensitive entry "stage 4" normalized to the one word "stage" (a lone "4" is leetspeak
    /// for "a", then dropped), so "I'm going on stage tonight" was sensitive. A phrase entry of a shipped
    /// sensitive list must stay a phrase once normalized.
    @Test func noSensitivePhraseEntryNormalizesToASingleWord() throws {
        let files = try FileManager.default.contentsOfDirectory(at: guardLexiconsURL.appendingPathComponent("guard"), includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("sensitive-") && $0.pathExtension == "txt" }
        #expect(files.count >= 9)
        var collapsed: [String] = []
        for file in files {
            for (text, source) in try GuardLexicon.readEntries(from: file) where text.split(separator: " ").count > 1 {
                if GuardTextNormalizer().normalize(text).tokens.count < 2 { collapsed.append("\(source): \(text)") }
            }
        }
        #expect(collapsed.isEmpty, "\(collapsed)")
    }
}
