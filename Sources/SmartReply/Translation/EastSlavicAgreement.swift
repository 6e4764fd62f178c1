/// Gender agreement of the demonstratives and possessives in English → Russian/Ukrainian output.
///
/// The tables translate "this"/"that" with the masculine form first (ru этот/тот, uk цей/той),
/// and the decoder has no target-side model, so "I love this book" came out "Я люблю этот
/// книга". A masculine demonstrative directly before a word whose ending marks it feminine
/// (-а/-я: книга, красивая) or neuter (-о/-е/-ё: окно, красивое) takes that gender
/// (эта/та, это/то; uk ця/та, це/те); likewise мой/твой/наш/ваш/свой (uk мій/твій/наш/ваш/свій).
/// Other words (consonant, -ый/-ий, -ь) keep the masculine. Rule written from Russian/Ukrainian
/// grammar; common masculine nouns in -а/-я/-о (мужчина, папа, uk батько, тато) are listed exceptions.
enum EastSlavicAgreement {
    /// Masculine demonstrative → (feminine, neuter), by language.
    private static let forms: [String: [String: (feminine: String, neuter: String)]] = [
        "ru": ["этот": ("эта", "это"), "тот": ("та", "то"), "мой": ("моя", "моё"), "твой": ("твоя", "твоё"),
               "наш": ("наша", "наше"), "ваш": ("ваша", "ваше"), "свой": ("своя", "своё")],
        "uk": ["цей": ("ця", "це"), "той": ("та", "те"), "мій": ("моя", "моє"), "твій": ("твоя", "твоє"),
               "наш": ("наша", "наше"), "ваш": ("ваша", "ваше"), "свій": ("своя", "своє")],
    ]
    /// Masculine nouns with a feminine or neuter ending.
    private static let masculine: Set<String> = [
        "мужчина", "папа", "дядя", "дедушка", "юноша", "судья", "слуга", "парниша",
        "батько", "тато", "дядько", "дідо", "петро",
    ]

    /// `text` with each masculine demonstrative agreeing with the word after it.
    /// - Complexity: O(n) in the text's length.
    static func repair(_ text: String, language: String) -> String {
        guard let table = forms[language] else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count > 1 else { return text }
        var changed = false
        for index in 0..<(words.count - 1) {
            let word = words[index]
            guard let pair = table[word.lowercased()] else { continue }
            let next = words[index + 1].lowercased().filter(\.isLetter)
            guard next.count > 2, let last = next.last, !masculine.contains(next) else { continue }
            let replacement: String
            switch last {
            case "а", "я": replacement = pair.feminine
            case "о", "е", "ё": replacement = pair.neuter
            default: continue
            }
            words[index] = word.first?.isUppercase == true ? replacement.prefix(1).uppercased() + replacement.dropFirst() : replacement
            changed = true
        }
        return changed ? words.joined(separator: " ") : text
    }
}
