import Foundation
import Testing
import SmartReply
import SmartReplyTesting

@Suite("LexiconContentGuard")
struct LexiconContentGuardTests {
    let contentGuard: LexiconContentGuard

    init() throws {
        contentGuard = try standardGuard.get()
    }

    @Test func keepsTheContentGuardContract() async throws {
        let mustBlock: [(String, LanguageTag)] = [
            ("fuck you", .english), ("you stupid bitch", .english), ("du bist ein arschloch", try LanguageTag("de")),
            ("eres un hijo de puta", try LanguageTag("es")), ("иди на хуй", try LanguageTag("ru")),
            ("ta gueule connard", try LanguageTag("fr")), ("I want to kill myself", .english),
        ]
        let mustAllow: [(String, LanguageTag)] = [
            ("See you tomorrow at the cocktail bar in Scunthorpe", .english), ("Wie geht es dir?", try LanguageTag("de")),
            ("¿Quieres cenar conmigo?", try LanguageTag("es")), ("Привет, как дела?", try LanguageTag("ru")),
            ("On se voit demain ?", try LanguageTag("fr")), ("Thanks, that sounds great!", .undetermined),
        ]
        let problems = await StageConformance.check(contentGuard: contentGuard, mustBlock: mustBlock, mustAllow: mustAllow)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Obfuscated spellings that must all be caught, across languages.
    static let bypasses: [(String, String)] = [
        ("f u c k you", "en"), ("f.u.c.k off", "en"), ("f_u_c_k", "en"), ("f-u-c-k-i-n-g idiot", "en"),
        ("fuuuuuck", "en"), ("fuckkkk this", "en"), ("sh!t", "en"), ("$hit happens", "en"), ("b1tch", "en"),
        ("a$$hole", "en"), ("@sshole", "en"), ("f*ck you", "en"), ("f**k off", "en"), ("sh*t", "en"),
        ("𝔣𝔲𝔠𝔨", "en"), ("𝐟𝐮𝐜𝐤", "en"), ("ｆｕｃｋ", "en"), ("FUCK", "en"), ("FuCkInG", "en"),
        ("fu\u{0441}k", "en"), ("b\u{0456}tch", "en"), ("sh\u{200B}it", "en"), ("bi\u{00AD}tch", "en"),
        ("c0ck", "en"), ("p0rn", "en"), ("n1gger", "en"), ("wh0re", "en"), ("5lut", "en"),
        ("п*здец", "ru"), ("пи3дец", "ru"), ("xyй", "ru"), ("хуйня", "ru"), ("ХУЙ", "ru"), ("бл*ть", "ru"),
        ("пиздеееец", "ru"), ("еб@ть", "ru"), ("с у к а", "ru"), ("нахуй", "und"),
        ("Scheiße", "de"), ("scheisse", "de"), ("arschl0ch", "de"), ("h.u.r.e.n.s.o.h.n", "de"), ("F1ck dich", "de"),
        ("hijo de p*ta", "es"), ("put@", "es"), ("m1erda", "es"), ("gilipollas", "es"),
        ("enculé", "fr"), ("encule", "fr"), ("p.u.t.a.i.n", "fr"), ("c0nnard", "fr"),
        ("vaffanculo", "it"), ("c@zzo", "it"), ("caralho", "pt"), ("kurwa", "pl"), ("k*rwa", "pl"),
        ("kut", "nl"), ("блядь", "uk"),
        ("halt die Fresse", "de"), ("du bist so bekloppt", "de"), ("ты д0лб0ящер", "ru"), ("завали хлебало", "ru"),
        ("п и д о р а с ы", "ru"), ("ты кретин", "ru"), ("пи.здец", "ru"), ("ху-йня", "ru"), ("пиzдец", "ru"),
        ("sука", "ru"), ("бlядь", "ru"), ("fuck", "und"), ("scheiße", "und"), ("puta", "und"),
        // Look-alikes of other scripts (TS #39): Armenian ս, Greek υ ϝ ι ο, Cyrillic ѕ һ, Latin dotless ı.
        ("f\u{057D}ck", "en"), ("f\u{03C5}ck you", "en"), ("\u{03DD}uck", "en"), ("b\u{03B9}tch", "en"), ("wh\u{03BF}re", "en"),
        ("sh\u{0131}t", "en"), ("what an \u{0131}d\u{0131}ot", "en"), ("\u{0455}\u{04BB}it", "en"),
        // Latin look-alikes inside Russian words, read in the word's other script too.
        ("ты сyкa", "ru"), ("сyкa", "ru"), ("пиzдeц", "ru"),
        // Cyrillic spelled out letter by letter, with spaces or hyphens.
        ("и д и н а х у й", "ru"), ("и-д-и н-а-х-у-й", "ru"), ("f u c k y o u", "en"), ("пи-з-дец", "ru"), ("бл.я.дь", "ru"), ("}{уй", "ru"), (")(уйня", "ru"), ("бл9ть", "ru"),
        // A first letter and masks of the right length.
        ("f***", "en"), ("s***", "en"), ("b****", "en"), ("c***", "en"), ("you piece of s***", "en"), ("f*** off", "en"),
        // Hostile phrases without a listed word (HostilePhraseRules).
        ("f you", "en"), ("screw you", "en"), ("damn you!", "en"), ("up yours", "en"), ("to hell with you", "en"),
        ("drop dead", "en"), ("nobody likes you", "en"), ("I you hate", "en"), ("ich hasse dich", "de"),
        ("niemand mag dich", "de"), ("Ik haat je", "nl"), ("Je te hais", "fr"), ("eres feo", "es"), ("sei brutto", "it"),
        ("você é feio", "pt"), ("я тебя ненавижу", "ru"), ("никто тебя не любит", "ru"), ("ich hasse dich", "und"),
        ("Je te hais", "nl"),  // language identification misreads short texts: other languages' rules apply too
        // Deliberate misspellings of the mat roots, "piece of shit" phrases, German insulting compounds (2026-12-01).
        ("пездец", "ru"), ("песдец", "ru"), ("сцуко", "ru"), ("ибанутый", "ru"), ("блеать", "ru"),
        ("этот депутат кусок говна", "ru"), ("Nazipack", "de"), ("was für ein Großmaul", "de"),
        // `@` inside a Cyrillic word masks a letter, not only `а` (regression: "х@й" read as "хай", hi).
        ("х@й", "ru"), ("пошел на х@й", "ru"), ("пи@дец", "ru"), ("ты п@дор", "ru"),
        // The middle-finger emoji is a word of its own, in any language and with any skin tone (it passed before).
        ("🖕", "en"), ("🖕🏻", "und"), ("you 🖕", "en"), ("🖕🖕🖕", "de"), ("на тебе🖕", "ru"),
        // A Cyrillic swear cut into chunks by a space (they passed before): read glued, as a dot-split word is.
        ("пи зда", "ru"), ("еб ать", "ru"), ("ху йня", "ru"), ("ты бл ядь", "ru"),
        // Disguises that passed before (2026-12-02): masks inside a Cyrillic word but its first and last letter,
        // Latin b/h for б/х (read в/н like their capitals before), the euro sign for е, zero-width spaces that
        // glue words together (a cut inside a word was already caught: "sh\u{200B}it").
        ("п****ц", "ru"), ("ну ты и п****ц", "ru"), ("еb@ть", "ru"), ("bлядь", "ru"), ("hуй", "ru"),
        ("€бать", "ru"), ("€баный", "ru"), ("ху€сос", "ru"), ("бл€дь", "ru"), ("ху€", "und"), ("иди\u{200B}нахуй", "ru"), ("ты\u{200B}мудак", "ru"),
        ("you\u{200B}are\u{200B}an\u{200B}asshole", "en"), ("stupid\u{2060}bitch", "en"),
    ]

    @Test(arguments: bypasses)
    func catchesObfuscatedSpelling(_ text: String, _ language: String) throws {
        let verdict = contentGuard.verdict(for: text, language: try LanguageTag(language))
        #expect(verdict.kind == .offensive, "\(text) [\(language)] → \(verdict)")
        #expect(!verdict.matches.isEmpty)
    }

    /// Innocent words that contain (or look like) a listed word: never matched.
    static let innocents: [(String, String)] = [
        ("Scunthorpe", "en"), ("Penistone", "en"), ("Middlesex", "en"), ("classic", "en"), ("assistant", "en"),
        ("cocktail", "en"), ("Dick Van Dyke", "en"), ("Moby Dick", "en"), ("assassin", "en"), ("bass guitar", "en"),
        ("grasshopper", "en"), ("passion", "en"), ("compass", "en"), ("embarrassed", "en"), ("Massachusetts", "en"),
        ("therapist", "en"), ("analysis", "en"), ("canal", "en"), ("butterfly", "en"), ("button", "en"),
        ("shiitake", "en"), ("hello", "en"), ("shellfish", "en"), ("Sussex", "en"), ("cockpit", "en"),
        ("peacock", "en"), ("Hancock", "en"), ("title", "en"), ("Titanic", "en"), ("document", "en"),
        ("cucumber", "en"), ("circumstance", "en"), ("Dickens", "en"), ("arsenal", "en"), ("Nigeria", "en"),
        ("raccoon", "en"), ("cocoon", "en"), ("Japanese food", "en"), ("glass of water", "en"), ("pass the salt", "en"),
        ("Oberhausen", "de"), ("Konsument", "fr"), ("con leche", "es"),
        ("negro", "es"), ("fick", "sv"), ("bite", "en"), ("hoe", "nl"), ("pede", "pt"), ("kunst", "de"),
        ("оскорбление", "ru"), ("страхование", "ru"), ("потребитель", "ru"), ("застраховать", "ru"),
        ("Sportler", "de"), ("Hausaufgaben", "de"),
        ("педикюр", "ru"), ("Твардовский", "ru"), ("Чуркин", "ru"), ("Москаленко", "ru"), ("синдром Дауна", "ru"),
        ("idiotensicher", "de"), ("Dick's Sporting Goods", "en"),
        // Ordinary words, names and brands taken out of the English list (2026-12-01).
        ("finger-food", "en"), ("a rear-end collision", "en"), ("G-string", "en"), ("cornhole tournament", "en"),
        ("nut-butter", "en"), ("Gonzagas", "en"), ("shrimping", "en"), ("foobar", "en"), ("faeces", "en"),
        ("the Hebe shrub", "en"), ("sambo class", "en"), ("Footaction", "en"), ("testicals", "en"),
        // Masks of an innocent word's shape, and Turkish dotless ı.
        ("h***", "en"), ("sık sık", "tr"),
        // Entries of the language-independent list that are ordinary words or names in the text's language
        // (`rejected.tsv`, lang `und`): German "dick" (thick) and the party FDP, Spanish "débil", the island Kos.
        ("die FDP ist dagegen", "de"), ("ein dickes Lob", "de"), ("dicke Luft", "de"), ("es muy débil", "es"),
        ("Urlaub auf Kos", "de"), ("вырожденная матрица", "ru"),
        // Beside the critical-care entries: a stroke of luck, a comma.
        ("what a stroke of luck", "en"), ("you forgot a comma", "en"),
        // `@` for `а` in ordinary Cyrillic words, and a mention.
        ("к@к дел@?", "ru"), ("прив@т, @вася", "ru"), ("хай, ребята", "ru"),
        // Regression: the entry "stage 4" normalized to "stage" (a lone digit is leetspeak, then dropped), so any stage was sensitive.
        // Everyday sentences the first wordings of suicide caught; a device that died.
        ("There's no way out of this meeting lol", "en"), ("We're gonna end it early today", "en"),
        ("He took a whole bottle of wine to the party", "en"), ("J'ai hâte d'en finir avec les examens", "fr"),
        ("My laptop just died and I lost my whole thesis", "en"), ("my phone died", "en"),
        ("I'm going on stage tonight!", "en"), ("stage fright is real", "en"), ("we're at stage 2 of the renovation", "en"),
        // English contractions are not glued into list words (regression: "who're" read as "whore").
        ("who're you going with?", "en"), ("he'll be there and she'll bring the cake", "en"), ("we'll see", "en"),
        // Clean-chat hits of chitchat-dataset taken out of the lists (2026-12-01): tired, a camel's humps, typos.
        ("I'm bushed after that hike", "en"), ("the shape of a two humped camel's back", "en"),
        // Short Russian words next to each other are not glued into a swear.
        ("да, но он же там был", "ru"), ("на ней был тот же шарф", "ru"), ("ты не бы ла там", "ru"),
        // Beside the 2026-12-02 readings: prices, a soft hyphen inside an innocent word (only zero-width spaces
        // and joiners cut a word), Persian's zero-width non-joiner (spelling, not a cut), b/h inside Russian words.
        ("das kostet 5€", "de"), ("€5 for a coffee", "en"), ("fr€e shipping", "en"), ("cock\u{00AD}tail", "en"),
        ("می\u{200C}خواهم", "fa"), ("hi\u{200B}there", "en"), ("хоbби", "ru"), ("bыход", "ru"),
        // Clean-chat hits of chitchat-dataset allowed on 2026-12-02 (a skill, a thing, someone who talks on, a typo).
        ("if you suck at it then it's not fun", "en"), ("my friends won't shut up about it", "en"),
        ("you never know if you are doing dumb stuff", "en"), ("hoe are you doing?", "en"),
    ]

    @Test(arguments: innocents)
    func allowsInnocentWordContainingAListedOne(_ text: String, _ language: String) throws {
        let (sensitive, offensive) = contentGuard.listMatches(in: GuardTextNormalizer().normalize(text), language: try LanguageTag(language))
        #expect(sensitive.isEmpty && offensive.isEmpty, "\(text) [\(language)] matched \(sensitive + offensive)")
    }

    static let sensitiveTexts: [(String, String)] = [
        ("I want to kill myself", "en"), ("i don't want to live anymore", "en"), ("I've been cutting myself again", "en"),
        ("my dad passed away last night", "en"), ("she was diagnosed with cancer", "en"), ("he was raped", "en"),
        ("quiero morir", "es"), ("mi abuela murió ayer", "es"), ("ich will nicht mehr leben", "de"),
        ("mein Vater ist gestorben", "de"), ("je veux mourir", "fr"), ("хочу умереть", "ru"), ("мама умерла", "ru"),
        ("думаю о самоубийстве", "ru"), ("хочу покінчити з собою", "uk"), ("voglio morire", "it"),
        ("quero morrer", "pt"), ("chcę umrzeć", "pl"), ("ik wil dood", "nl"), ("suicide", "und"),
        ("I want to fucking kill myself", "en"), ("Ich bin so deprimiert", "de"),
        // Critical care (a fresh user's "my grandpa is in the ICU" got "Oh good!").
        ("my grandpa is in the ICU", "en"), ("she's on life support", "en"), ("he's been in a coma since Friday", "en"),
        ("mein Opa liegt auf der Intensivstation", "de"), ("mi abuelo está en la UCI", "es"),
        ("mon père est en réanimation", "fr"), ("il nonno è in terapia intensiva", "it"), ("minha avó está na UTI", "pt"),
        ("oma ligt op de intensive care", "nl"), ("дедушка в реанимации", "ru"), ("бабуся в реанімації", "uk"),
        ("dziadek leży na OIOM", "pl"), ("у папы рак", "ru"), ("у мамы рак лёгких", "ru"), ("у тата рак", "uk"),
        // Suicide said without the word and grave diagnoses (a fresh user's "I'm going to end it tonight" got "Have fun!",
        // "I took all my pills" "Oh good!", "it's malignant" "Congrats!", "Мой друг покончил с собой" "Ура!").
        ("I'm going to end it tonight", "en"), ("I took all my pills", "en"), ("I feel like a burden to everyone", "en"),
        ("I got the results, it's malignant", "en"), ("the doctor said it's stage four", "en"), ("my mom has dementia", "en"),
        ("my dad has alzheimer's", "en"), ("Voy a acabar con todo esta noche", "es"), ("Vou acabar com tudo hoje", "pt"),
        ("Ik maak er vanavond een eind aan", "nl"), ("Stasera la faccio finita", "it"), ("je vais en finir ce soir", "fr"),
        ("ich will mir das Leben nehmen", "de"), ("Мой друг покончил с собой", "ru"), ("Моя бабушка померла", "ru"),
        ("він наклав на себе руки", "uk"),
        // A second fresh user's indirect wordings that got "Same!", "See you!", "Intéressant!".
        ("I just want to sleep and never wake up", "en"), ("I don't see the point in anything anymore", "en"),
        ("I'm so tired of everything, I don't think I want to be here anymore", "en"), ("I've been thinking about ending it all", "en"),
        ("J'en peux plus, je veux juste que tout s'arrête", "fr"), ("ik wil er niet meer zijn", "nl"),
        ("a veces pienso que sería mejor desaparecer", "es"), ("я больше не могу, хочу всё закончить", "ru"),
        ("my mom is in the hospital, they think it's a stroke", "en"),
    ]

    @Test(arguments: sensitiveTexts)
    func flagsSensitiveTopic(_ text: String, _ language: String) throws {
        let verdict = contentGuard.verdict(for: text, language: try LanguageTag(language))
        #expect(verdict.kind == .sensitive, "\(text) [\(language)] → \(verdict)")
    }

    @Test func sensitiveTopicOutranksProfanityAndNamesBoth() {
        let verdict = contentGuard.verdict(for: "I want to fucking kill myself", language: .english)
        #expect(verdict.kind == .sensitive)
        #expect(verdict.matches.contains("kill myself"))
        #expect(verdict.matches.contains { $0.hasPrefix("fuck") })
    }

    @Test func namesTheNormalizedEntryThatMatched() {
        #expect(contentGuard.verdict(for: "f.u.c.k", language: .english).matches == ["fuck"])
        let russian = contentGuard.verdict(for: "ну ты и пиздаболище", language: try! LanguageTag("ru"))
        #expect(russian.matches.count == 1 && russian.matches[0].hasPrefix("пизд"), "\(russian)")
    }

    @Test func insultModelCatchesInsultWithoutListedWord() {
        // ("worthless" is a context word now: the model is tested on a text without any listed word.)
        let verdict = contentGuard.verdict(for: "you are a waste of space and nobody asked for you", language: .english)
        #expect(verdict.kind == .offensive)
        #expect(verdict.matches == [LexiconContentGuard.modelMatchName])
    }

    @Test func modelIgnoresTextsShorterThanThreeWords() {
        let lists = contentGuard.listMatches(in: GuardTextNormalizer().normalize("worthless"), language: .english)
        #expect(lists.offensive.isEmpty)
        #expect(contentGuard.verdict(for: "worthless", language: .english) == .allowed)
    }

    @Test func usesAllListsForUndeterminedLanguage() {
        #expect(contentGuard.verdict(for: "du hurensohn", language: .undetermined).kind == .offensive)
        #expect(contentGuard.verdict(for: "ты мудак", language: .undetermined).kind == .offensive)
    }

    @Test(arguments: [("козёл пасётся на лугу", "ru"), ("на ферме живут свиньи и бараны", "ru"),
                      ("das Opfer wurde ins Krankenhaus gebracht", "de"), ("diabetics prick a finger to test their blood sugar", "en"),
                      ("I graduated summa cum laude", "en"), ("my Maine coon loves the sun", "en")])
    func contextWordWithoutAddresseeIsAllowed(_ text: String, _ language: String) throws {
        let verdict = contentGuard.verdict(for: text, language: try LanguageTag(language))
        #expect(verdict.isAllowed, "\(text) [\(language)] → \(verdict)")
    }

    @Test(arguments: [("ты козёл", "ru"), ("ну ты и баран", "ru"), ("du bist so ein Opfer", "de"), ("you prick", "en")])
    func contextWordAddressedToSomeoneIsOffensive(_ text: String, _ language: String) throws {
        let verdict = contentGuard.verdict(for: text, language: try LanguageTag(language))
        #expect(verdict.kind == .offensive, "\(text) [\(language)] → \(verdict)")
        #expect(!verdict.matches.contains(LexiconContentGuard.modelMatchName))
    }

    @Test func ordinaryChatIsAllowed() {
        for text in ["How are you?", "See you at 5", "Happy birthday!! 🎉", "lol that's hilarious", "Can you send me the file?"] {
            #expect(contentGuard.verdict(for: text, language: .english) == .allowed, "\(text)")
        }
    }

    /// A hostile phrase counts only whole, in one clause, not negated and not in a laughing text.
    @Test(arguments: [("drop dead gorgeous", "en"), ("damn you're good", "en"), ("I don't hate you", "en"),
                      ("omg I hate you, so jealous lol", "en"), ("go to Hell's Kitchen", "en"), ("nobody wants you to worry", "en"),
                      ("ich hasse dich nicht", "de"), ("Haat je mij?", "nl"), ("je t'aime", "fr"), ("no eres feo", "es"),
                      ("¿Quién eres? Horrible día", "es"), ("я тебя не ненавижу", "ru"), ("sık sık görüşürüz", "tr")])
    func hostileLookingTextIsAllowed(_ text: String, _ language: String) throws {
        let verdict = contentGuard.verdict(for: text, language: try LanguageTag(language))
        #expect(verdict.isAllowed, "\(text) [\(language)] → \(verdict)")
    }

    @Test func namesTheHostilePhraseThatMatched() throws {
        let verdict = contentGuard.verdict(for: "Ich hasse dich so sehr", language: try LanguageTag("de"))
        #expect(verdict.matches == [LexiconContentGuard.hostileMatchPrefix + "ich hasse dich"])
    }

    /// A self-insult is not aimed at the reader: neither the lists nor the model flag it; aimed at the reader it counts.
    @Test(arguments: ["I'm such an idiot", "i am so stupid lol", "I'm an idiot, I forgot my keys again"])
    func selfDeprecationIsAllowed(_ text: String) {
        #expect(contentGuard.verdict(for: text, language: .english).isAllowed, "\(text)")
    }

    @Test func insultAimedAtTheReaderStillCounts() {
        #expect(contentGuard.verdict(for: "you're such an idiot", language: .english).kind == .offensive)
    }
}
