import Foundation
import Testing
import SmartReply

/// Everyday chat messages in the nine supported languages that the guard must
/// let through, lists and insult model together. Written by us; many address
/// the reader ("Ты придёшь завтра?", "Bist du schon da?") because the insult
/// model once learned that a second-person Russian question is an insult.
@Suite("Clean chat catalogue")
struct CleanChatCatalogueTests {
    static let messages: [(String, String)] = [
        // English
        ("Are you coming to the party tonight?", "en"), ("Can you pick up some milk on the way home?", "en"),
        ("I'm running a bit late, sorry", "en"), ("Did you see the game last night?", "en"),
        ("Thanks so much for your help today", "en"), ("You look great in that photo", "en"),
        ("Let me know when you get home", "en"), ("What do you want for dinner?", "en"),
        ("I think you left your keys at my place", "en"), ("Good luck with your exam tomorrow!", "en"),
        ("My cat knocked the glass off the table again", "en"), ("We should grab coffee sometime next week", "en"),
        // German
        ("Kommst du heute Abend mit ins Kino?", "de"), ("Bist du schon zu Hause?", "de"),
        ("Kannst du mir bitte das Salz geben?", "de"), ("Ich bin gleich da, warte kurz", "de"),
        ("Hast du meine Nachricht bekommen?", "de"), ("Du hast völlig recht, danke dir", "de"),
        ("Wir treffen uns um acht am Bahnhof", "de"), ("Was machst du am Wochenende?", "de"),
        ("Ich habe dich gestern im Park gesehen", "de"), ("Viel Glück bei deiner Prüfung morgen", "de"),
        // Russian
        ("Ты придёшь завтра?", "ru"), ("Ты где сейчас?", "ru"), ("Ты уже поел?", "ru"),
        ("Ты видел мои ключи?", "ru"), ("Позвони мне, когда освободишься", "ru"),
        ("Спасибо тебе большое за помощь", "ru"), ("Ты сегодня отлично выглядишь", "ru"),
        ("Я немного опоздаю, извини", "ru"), ("Давай встретимся у метро в семь", "ru"),
        ("Ты купишь хлеба по дороге домой?", "ru"), ("Как прошёл твой день?", "ru"),
        ("Мы с тобой давно не виделись", "ru"),
        // Russian in Latin letters (the model once flagged a romanized greeting)
        ("privet, kak dela?", "ru"), ("ty gde sejchas?", "ru"), ("spasibo tebe bolshoe", "ru"),
        // Russian that the insult model once flagged, written by us
        ("Ты вчера смотрел футбол?", "ru"), ("Какой же ты молодец, спасибо", "ru"), ("Ну ты даёшь, вот это новость", "ru"),
        // Spanish
        ("¿Vienes a cenar esta noche?", "es"), ("¿Dónde estás ahora?", "es"), ("Te llamo cuando llegue a casa", "es"),
        ("Gracias por todo, eres muy amable", "es"), ("¿Has visto mis llaves?", "es"), ("Nos vemos mañana en la oficina", "es"),
        // French
        ("Tu viens ce soir ?", "fr"), ("Tu es où maintenant ?", "fr"), ("Je t'appelle quand j'arrive", "fr"),
        ("Merci beaucoup pour ton aide", "fr"), ("On se retrouve devant le cinéma à huit heures", "fr"),
        ("Tu as bien dormi ?", "fr"),
        // Italian
        ("Vieni anche tu stasera?", "it"), ("Dove sei adesso?", "it"), ("Ti chiamo quando arrivo a casa", "it"),
        ("Grazie mille per il tuo aiuto", "it"), ("Ci vediamo domani alle nove", "it"), ("Hai visto le mie chiavi?", "it"),
        // Portuguese
        ("Você vem hoje à noite?", "pt"), ("Onde você está agora?", "pt"), ("Te ligo quando chegar em casa", "pt"),
        ("Muito obrigado pela ajuda", "pt"), ("A gente se vê amanhã no trabalho", "pt"), ("Você já jantou?", "pt"),
        // Dutch
        ("Kom je vanavond ook?", "nl"), ("Waar ben je nu?", "nl"), ("Ik bel je als ik thuis ben", "nl"),
        ("Bedankt voor je hulp", "nl"), ("Zullen we morgen koffie drinken?", "nl"), ("Heb je mijn sleutels gezien?", "nl"),
        // Ukrainian
        ("Ти прийдеш завтра?", "uk"), ("Де ти зараз?", "uk"), ("Подзвони мені, коли будеш вдома", "uk"),
        ("Дякую тобі за допомогу", "uk"), ("Побачимося завтра біля школи", "uk"), ("Ти вже поїв?", "uk"),
    ]

    @Test(arguments: messages)
    func everydayChatMessagePasses(_ text: String, _ language: String) throws {
        let verdict = try standardGuard.get().verdict(for: text, language: try LanguageTag(language))
        #expect(verdict.isAllowed, "\(text) [\(language)] → \(verdict)")
    }

    @Test func catalogueCoversNineLanguagesWithAtLeastSixtyMessages() {
        #expect(Self.messages.count >= 60)
        #expect(Set(Self.messages.map(\.1)).count == 9)
    }
}
