import Foundation
import Testing
@testable import SmartReply

/// The PhraseTableTranslator's model cache (an actor with in-flight load
/// sharing and LRU eviction) used from 1,000 concurrent tasks.
/// Run under ThreadSanitizer by Scripts/tsan.sh.
@Suite struct ConcurrentPhraseTableCacheTests {
    typealias Fixtures = ConcurrencyFixtures

    /// Texts per language, translated to English; English texts go back into every language.
    static let foreign: [String: [String]] = [
        "es": ["¿Quieres cenar esta noche?", "Muchas gracias por todo", "Nos vemos mañana"],
        "fr": ["Tu veux dîner ce soir ?", "Merci beaucoup", "À demain"],
        "de": ["Möchtest du heute Abend essen?", "Vielen Dank", "Bis morgen"],
        "it": ["Vuoi venire al cinema domani?", "Grazie mille", "A domani"],
        "pt": ["Você quer jantar hoje à noite?", "Muito obrigado", "Até amanhã"],
        "nl": ["Wil je vanavond komen eten?", "Heel erg bedankt", "Tot morgen"],
        "ru": ["Хочешь поужинать сегодня вечером?", "Большое спасибо", "До завтра"],
        "uk": ["Привіт! Як справи?", "Дуже дякую", "До завтра"],
    ]
    static let english = ["Sounds good!", "See you tomorrow", "Thanks a lot for your help"]

    /// One translation request: text, direction.
    struct Request: Sendable, Hashable {
        var text: String
        var source: LanguageTag
        var target: LanguageTag
    }

    /// Every (text, direction) pair over `languages`.
    static func requests(_ languages: [String]) throws -> [Request] {
        var requests: [Request] = []
        for language in languages {
            let tag = try LanguageTag(language)
            requests += (foreign[language] ?? []).map { Request(text: $0, source: tag, target: .english) }
            requests += english.map { Request(text: $0, source: .english, target: tag) }
        }
        return requests
    }

    /// Every request over every language, and its answer one at a time from
    /// a translator of its own; computed once for the suite.
    static let sequential = Task { () throws -> [Request: String] in
        let translator = PhraseTableTranslator(lexicons: Fixtures.lexicons, cacheDirectory: try await Fixtures.compiledCache())
        var answers: [Request: String] = [:]
        for request in try requests(foreign.keys.sorted()) {
            answers[request] = try await translator.translate(request.text, from: request.source, to: request.target).text
        }
        return answers
    }

    static func sequential(_ requests: [Request]) async throws -> [String] {
        let answers = try await sequential.value
        return requests.map { answers[$0] ?? "" }
    }

    @Test func loadsEachLanguageOnceForAThousandConcurrentTranslations() async throws {
        let cache = try await Fixtures.compiledCache()
        let languages = Self.foreign.keys.sorted()
        let requests = try Self.requests(languages)
        let expected = try await Self.sequential(requests)

        let translator = PhraseTableTranslator(lexicons: Fixtures.lexicons, cacheDirectory: cache, capacity: languages.count)
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for task in 0..<1_000 {
                let index = task % requests.count
                let request = requests[index]
                group.addTask { (index, try await translator.translate(request.text, from: request.source, to: request.target).text) }
            }
            return try await group.reduce(into: [(Int, String)]()) { $0.append($1) }
        }
        #expect(results.count == 1_000)
        for (index, text) in results where text != expected[index] {
            Issue.record("\(requests[index]): concurrent '\(text)' ≠ sequential '\(expected[index])'")
        }
        for language in languages {
            #expect(await translator.loadCount(try LanguageTag(language)) == 1, "\(language) loaded more than once")
        }
        #expect(await translator.loadedLanguages.map(\.identifier) == languages)
    }

    /// Small test tables (loads take microseconds), so that with capacity 2
    /// for 4 languages, loads, evictions, unloads and translations really
    /// interleave on several threads.
    @Test func keepsAtMostCapacityLanguagesWhileLoadsAndUnloadsInterleave() async throws {
        let languages = ["es", "fr", "de", "it"]
        let fixtures = try TranslationFixtures.make(languages: languages)
        defer { fixtures.remove() }
        let tags = try languages.map { try LanguageTag($0) }
        let requests = tags.flatMap { tag in
            let texts = tag.language == "es" ? ["hola amigo", "muchas gracias", "¿cómo estás?"] : ["hallo-\(tag.language)"]
            return texts.map { Request(text: $0, source: tag, target: .english) }
                + ["hello", "thank you very much", "see you tomorrow"].map { Request(text: $0, source: .english, target: tag) }
        }
        let reference = fixtures.translator()
        var expected: [String] = []
        for request in requests {
            expected.append(try await reference.translate(request.text, from: request.source, to: request.target).text)
        }
        #expect(expected.contains("hello friend"))

        let capacity = 2
        let translator = fixtures.translator(capacity: capacity)
        /// What one task did: a translation (index, text) or a cache operation, with the loaded count it saw after.
        enum Step: Sendable { case translated(Int, String, seen: Int), managed(seen: Int) }
        let steps = try await withThrowingTaskGroup(of: Step.self) { group in
            for task in 0..<1_000 {
                let tag = tags[(task / 10) % tags.count]
                let index = task % requests.count
                group.addTask {
                    switch task % 10 {
                    case 0:
                        await translator.unload(tag)
                        return .managed(seen: await translator.loadedLanguages.count)
                    case 5:
                        _ = try await translator.preload(tag)
                        return .managed(seen: await translator.loadedLanguages.count)
                    default:
                        let request = requests[index]
                        let text = try await translator.translate(request.text, from: request.source, to: request.target).text
                        return .translated(index, text, seen: await translator.loadedLanguages.count)
                    }
                }
            }
            return try await group.reduce(into: [Step]()) { $0.append($1) }
        }
        #expect(steps.count == 1_000)
        var translations = 0
        for step in steps {
            switch step {
            case .translated(let index, let text, let seen):
                translations += 1
                #expect(seen <= capacity)
                if text != expected[index] {
                    Issue.record("\(requests[index]): concurrent '\(text)' ≠ sequential '\(expected[index])'")
                }
            case .managed(let seen):
                #expect(seen <= capacity)
            }
        }
        #expect(translations == 800)
        #expect(await translator.loadedLanguages.count <= capacity)

        // Afterwards the cache still works as an LRU: touching every language in
        // turn leaves the last two, and the first one has to be loaded again.
        let before = await translator.loadCount(tags[0])
        for tag in tags + [tags[0]] {
            _ = try await translator.translate("hello", from: .english, to: tag)
        }
        #expect(await translator.loadedLanguages == [tags[0], tags[3]].sorted())
        #expect(await translator.loadCount(tags[0]) >= before + 1)
    }
}
