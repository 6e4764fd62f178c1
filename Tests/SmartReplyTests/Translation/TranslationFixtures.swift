import Foundation
@testable import SmartReply

/// Small lexicons written by the tests into a temporary `Lexicons/` folder.
struct TranslationFixtures {
    let root: URL
    var lexicons: URL { root.appendingPathComponent("Lexicons") }
    var cache: URL { root.appendingPathComponent("cache") }

    static let spanishCore = """
        # test table
        hola\thello
        hola\thi\t0.5
        adiós\tbye
        amigo\tfriend
        gracias\tthanks
        muchas gracias\tthank you very much
        qué tal\thow are you
        tengo hambre\tI'm hungry
        tengo\tI have
        hambre\thunger
        yo\tI
        quiero\tI want
        un\ta
        libro\tbook
        casa\thouse
        roja\tred
        la\tthe
        hablar\tto speak
        gato\tcat
        perro\tdog
        y\tand
        está\tis
        mañana\ttomorrow
        nos vemos\tsee you
        a las\tat
        con\twith
        mira\tlook
        esto\tthis
        bueno\tgood
        bien\tfine
        sí\tyes
        vale\tokay
        this line has no tab
        ¿\t?\t7
        ¿cómo estás?\tHow are you?
        ¡me parece bien!\tSounds good!
        quieres\tyou want
        """
    static let spanishReplies = """
        ¡Me parece bien!\tSounds good!
        ¿Qué tal?\tHow are you?
        ¡Gracias! 😊\tThanks! 😊
        """
    static let englishText = [
        "I see the red house", "the red house is big", "I like the red house", "see you tomorrow",
        "how are you", "I'm hungry", "thank you very much", "hello friend", "I want a book", "look at this", "do you want a book", "do you want a cat",
    ]

    /// Creates the folder with `languages` (es always has the tables above; others get a tiny table).
    static func make(languages: [String] = ["es"], languageModel: Bool = true) throws -> TranslationFixtures {
        let root = try makeTemporaryDirectory("lexicons")
        let fixtures = TranslationFixtures(root: root)
        for language in languages {
            let directory = fixtures.lexicons.appendingPathComponent("translation/\(language)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if language == "es" {
                try Data(spanishCore.utf8).write(to: directory.appendingPathComponent("core.tsv"))
                try Data(spanishReplies.utf8).write(to: directory.appendingPathComponent("replies.tsv"))
            } else {
                try Data("hallo-\(language)\thello\n".utf8).write(to: directory.appendingPathComponent("core.tsv"))
            }
        }
        if languageModel {
            _ = try LanguageModelTrainer(minimumCount: 1).train(lines: englishText + englishText,
                                                                 output: fixtures.lexicons.appendingPathComponent("lm/en.srlm"))
        }
        return fixtures
    }

    func translator(capacity: Int = 8, decoding: PhraseTableTranslator.Decoding = .beam) -> PhraseTableTranslator {
        PhraseTableTranslator(lexicons: lexicons, cacheDirectory: cache, capacity: capacity, decoding: decoding)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

let spanish = LanguageTag.init(validatedForTests: "es")

extension LanguageTag {
    /// A tag from a literal known to be valid (tests only).
    init(validatedForTests literal: String) {
        self = (try? LanguageTag(literal)) ?? .undetermined
    }
}
