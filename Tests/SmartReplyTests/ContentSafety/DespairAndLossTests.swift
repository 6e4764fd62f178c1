import Foundation
import Testing
import SmartReply

/// Despair, self-hatred, homelessness and loss that a fresh user saw get cheerful or "me too"
/// replies ("I hate myself" → "Same!", "RIP dad" → "Wow!", "I'm homeless now" → "Oh good!"):
/// each is withheld as sensitive, in its own language. Written by us.
@Suite("Despair and loss")
struct DespairAndLossTests {
    static let sensitive: [(String, String)] = [
        ("I hate myself", "en"), ("I hate my life", "en"), ("I feel like giving up on everything", "en"),
        ("I want to give up", "en"), ("I feel empty inside", "en"), ("I'm homeless now", "en"), ("RIP dad", "en"),
        ("my friend was killed", "en"), ("we lost the baby", "en"), ("I'm worthless", "en"),
        ("Ich hasse mich", "de"), ("Ich bin jetzt obdachlos", "de"), ("Ich will aufgeben", "de"),
        ("Me odio", "es"), ("Quiero rendirme", "es"), ("Me siento vacío por dentro", "es"), ("RIP papá", "es"),
        ("Je me déteste", "fr"), ("Mi odio", "it"), ("Ik haat mezelf", "nl"), ("Me odeio", "pt"),
        ("Я ненавижу себя", "ru"), ("Ненавиджу себе", "uk"), ("Nienawidzę siebie", "pl"),
        // A second fresh user (2026-12-01): "Me voy a matar" got "¡Diviértete!", "Mi ammazzo stasera"
        // "Divertiti!", "I know where you live" "Oh good!".
        ("Me voy a matar", "es"), ("Me voy a suicidar", "es"), ("Mi ammazzo stasera", "it"), ("Mi voglio ammazzare", "it"),
        ("Я покінчу з собою", "uk"), ("Хочу вмерти", "uk"), ("I know where you live", "en"), ("die in a fire", "en"),
        ("I have to put my dog down tomorrow", "en"), ("Ich weiß, wo du wohnst", "de"), ("Je sais où tu habites", "fr"),
        ("Я знаю, где ты живёшь", "ru"),
    ]

    @Test(arguments: sensitive)
    func isSensitive(_ text: String, _ language: String) throws {
        let verdict = try standardGuard.get().verdict(for: text, language: try LanguageTag(language))
        #expect(verdict.kind == .sensitive, "\(text) [\(language)] → \(verdict)")
    }

    static let everyday: [(String, String)] = [
        ("I hate mondays", "en"), ("don't give up, you can do it", "en"), ("the fridge is empty", "en"),
        ("Ich hasse Montage", "de"), ("Odio los lunes", "es"), ("Я ненавижу понедельники", "ru"),
    ]

    @Test(arguments: everyday)
    func everydayWordsStillPass(_ text: String, _ language: String) throws {
        let verdict = try standardGuard.get().verdict(for: text, language: try LanguageTag(language))
        #expect(verdict.isAllowed, "\(text) [\(language)] → \(verdict)")
    }
}
