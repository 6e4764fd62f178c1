import Foundation
import Testing
@testable import SmartReply

/// Russian swear words misspelled the way they sound ("далбаеб", "дибил"), caught through their
/// sound skeletons (`spelling-ru.txt`), and ordinary words whose skeletons look like an entry's
/// ("ипотека" like "ебат*") left alone. Sentences written by us.
@Suite("Sound-alike misspellings")
struct SpellingSkeletonGuardTests {
    let contentGuard: LexiconContentGuard
    let russian: LanguageTag

    init() throws {
        contentGuard = try standardGuard.get()
        russian = try LanguageTag("ru")
    }

    @Test(arguments: ["ну ты и далбаеб", "какой же ты дибил", "атьебись от меня", "заипал уже со своими советами",
                      "йопта, опять отключили воду", "он совсем ипанутый",
                      // Regression: a text whose words are all their own skeletons was not read at all.
                      "ипанутый", "ты ипанутый", "заипал", "ну ты и пздц"])
    func misspelledSwearWordIsOffensive(_ text: String) {
        let verdict = contentGuard.verdict(for: text, language: russian)
        #expect(verdict.kind == .offensive, "\(text) → \(verdict)")
    }

    @Test func namesTheSkeletonThatMatched() {
        let verdict = contentGuard.verdict(for: "ну ты и далбаеб", language: russian)
        #expect(verdict.matches.contains(LexiconContentGuard.spellingMatchPrefix + "далпаип"), "\(verdict)")
    }

    @Test(arguments: ["ипотека под двадцать процентов, это грабёж", "бездомные собаки во дворе", "бедра болят после тренировки",
                      "это наиболее важный вопрос", "склад боеприпасов", "она долго терпела и молчала", "эпатажная певица",
                      "срок сдачи завтра", "мы будем бороться до конца", "тётя приехала в гости", "на улице подло холодно",
                      "Педро приехал из Испании"])
    func ordinaryWordWithASimilarSkeletonPasses(_ text: String) {
        let (sensitive, offensive) = contentGuard.listMatches(in: GuardTextNormalizer().normalize(text), language: russian)
        #expect(sensitive.isEmpty && offensive.isEmpty, "\(text) matched \(sensitive + offensive)")
    }

    @Test func skeletonsAreReadOnlyInTheirLanguage() throws {
        let (_, offensive) = contentGuard.listMatches(in: GuardTextNormalizer().normalize("далбаеб"), language: try LanguageTag("bg"))
        #expect(!offensive.contains { $0.hasPrefix(LexiconContentGuard.spellingMatchPrefix) })
    }

    /// The script that writes the list and the Swift reading must spell skeletons alike: every entry
    /// is its own skeleton.
    @Test(arguments: ["ru", "uk"])
    func everyListEntryIsASkeleton(_ code: String) throws {
        let url = guardLexiconsURL.appendingPathComponent("guard/spelling-\(code).txt")
        let entries = try GuardLexicon.readEntries(from: url)
        #expect(entries.count > 100)
        for entry in entries {
            let text = entry.text.hasSuffix("*") ? String(entry.text.dropLast()) : entry.text
            let normalized = GuardTextNormalizer().normalize(text)
            let reading = try #require(GuardSpellingSkeleton.reading(of: normalized))
            #expect(reading.tokens.map { reading.string(of: $0) } == normalized.tokens.map { normalized.string(of: $0) }, "\(entry.text)")
        }
    }
}
