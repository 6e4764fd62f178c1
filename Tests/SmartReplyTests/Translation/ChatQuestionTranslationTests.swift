import Foundation
import Testing
@testable import SmartReply

/// Everyday chat questions a friend texts (how is it going, whereabouts, "are you still…", "are you coming too",
/// does a time suit you, thanks), translated into English with the repository's lexicons. Each input is one a fresh
/// user (or we, on our own chat lines) found translated so badly that the reply stage answered the wrong thing:
/// "Hallo, wie geht es?" came out "Hello, how is?", "Kommst du auch?" "Come you too?", "¿Sigues en casa?"
/// "Do you follow at home?". The expected texts are whole translations, so a regression in any word shows.
@Suite struct ChatQuestionTranslationTests {
    static let translator = RepositoryTranslator.shared

    /// (from, input, expected English)
    @Test(arguments: [
        ("de", "Hallo, wie geht es?", "Hello, how are you?"),
        ("de", "Wie geht es deiner Mutter?", "How is your mother?"),
        ("de", "Kommst du auch?", "Are you coming too?"),
        ("de", "Schläfst du noch?", "Are you still asleep?"),
        ("de", "Soll ich dich abholen?", "Shall I pick you up?"),
        ("de", "Wo sind meine Handschuhe?", "Where are my gloves?"),
        ("nl", "Kom jij ook?", "Are you coming too?"),
        ("nl", "Slaap je nog?", "Are you still asleep?"),
        ("nl", "Ben je zaterdag vrij?", "Are you free on Saturday?"),
        ("fr", "Tu dors encore ?", "Are you still sleeping?"),
        ("fr", "Toi aussi tu viens ?", "Are you coming too?"),
        ("fr", "Tu es en route ?", "Are you on your way?"),
        ("fr", "Tu as faim ?", "Are you hungry?"),
        ("fr", "Tu es fatigué ?", "Are you tired?"),
        ("fr", "Comment s'est passé l'examen ?", "How was the exam?"),
        ("es", "¿Te viene bien quedar a las 6?", "It suits you to meet at 6?"),
        ("es", "¿Ya estás en casa?", "Are you home already?"),
        ("es", "¿Sigues en casa?", "Are you still at home?"),
        ("es", "¿Sigues durmiendo?", "Are you still sleeping?"),
        ("es", "¿Tú también vienes?", "Are you coming too?"),
        ("es", "¿Estás de camino?", "Are you on your way?"),
        ("it", "Ho una fame da lupi.", "I'm starving."),
        ("it", "Anche tu vieni?", "Are you coming too?"),
        ("it", "Dormi ancora?", "Are you still sleeping?"),
        ("it", "Arrivo.", "I'm coming."),
        ("pt", "Já estás em casa?", "Are you home already?"),
        ("pt", "Você também vem?", "Are you coming too?"),
        ("pt", "Como foi o exame?", "How was the exam?"),
        ("ru", "Ты ещё спишь?", "Are you still asleep?"),
        ("ru", "Ты тоже идёшь?", "Are you coming too?"),
        ("ru", "Как прошёл твой день?", "How was your day?"),
        ("ru", "Как работа?", "How's work?"),
        ("ru", "Большое спасибо за помощь.", "Thank you very much for your help."),
        ("uk", "Ти ще спиш?", "Are you still asleep?"),
        ("uk", "Ти теж ідеш?", "Are you coming too?"),
        ("uk", "Тобі зручно о шостій?", "Does it suit you at six?"),
    ])
    func translatesTheChatQuestion(from: String, input: String, expected: String) async throws {
        let translator = try #require(Self.translator)
        let output = try await translator.translate(input, from: LanguageTag(from), to: .english).text
        #expect(output == expected, "\(from): \(input)")
    }
}
