/// Moves a time adverb from the middle of a German, Russian or Ukrainian
/// clause to its end, where English puts it, on the source words before
/// decoding: "Ich habe gestern das Buch gelesen" → (after the verb moves)
/// "Ich habe gelesen das Buch gestern" → "I read the book yesterday";
/// "Я вчера ходил в кино" → "Я ходил в кино вчера" → "I went to the cinema yesterday".
///
/// An adverb that opens the clause stays ("Gestern habe ich…"); a following
/// part of day moves with it ("gestern Abend", "завтра утром"). Hand-written
/// from the word order of these languages (no data source).
enum TimeAdverbPlacement {
    /// Languages the rule is written for.
    static let languages: Set<String> = ["de", "ru", "uk"]

    private static let adverbs: Set<String> = [
        "gestern", "heute", "morgen", "vorgestern", "übermorgen", "bald", "später", "jetzt", "damals", "täglich",
        "вчера", "сегодня", "завтра", "позавчера", "послезавтра", "скоро", "потом", "сейчас", "теперь", "ежедневно",
        "вчора", "учора", "сьогодні", "завтра", "позавчора", "післязавтра", "скоро", "потім", "зараз", "тепер", "щодня",
    ]
    private static let partsOfDay: Set<String> = [
        "morgen", "abend", "nachmittag", "vormittag", "mittag", "nacht", "früh",
        "утром", "вечером", "днём", "днем", "ночью", "вранці", "увечері", "ввечері", "вдень", "вночі",
    ]

    /// First words of Russian/Ukrainian durations ("весь день", "каждое утро", "цілий тиждень").
    private static let durationHeads: Set<String> = [
        "весь", "всю", "всё", "все", "целый", "целую", "целое", "каждый", "каждую", "каждое",
        "увесь", "цілий", "цілу", "ціле", "кожен", "кожного", "кожну", "кожне",
    ]
    private static let durationNouns: Set<String> = [
        "день", "ночь", "утро", "вечер", "неделю", "месяц", "год", "время", "лето", "зиму",
        "ніч", "ранок", "вечір", "тиждень", "місяць", "рік", "час", "літо", "дня", "тижня", "року",
    ]

    /// Reorders `words` (one clause); `language` is the source language.
    /// - Complexity: O(n) in the clause's length.
    static func reorder(_ words: [SourceWord], language: String) -> [SourceWord] {
        guard languages.contains(language), words.count >= 4 else { return words }
        // A two-word duration such as "весь день" / "каждое утро" / "цілий тиждень" counts as one time adverb.
        let isDuration = { (i: Int) in
            i + 1 < words.count && durationHeads.contains(words[i].normalized) && durationNouns.contains(words[i + 1].normalized)
        }
        guard let index = words.indices.dropFirst().first(where: { adverbs.contains(words[$0].normalized) || isDuration($0) }),
              // German "Morgen" with a capital is the noun "morning".
              !(language == "de" && words[index].isCapitalized) else { return words }
        var end = isDuration(index) ? index + 1 : index
        if end + 1 < words.count, partsOfDay.contains(words[end + 1].normalized) { end += 1 }
        // A chunk that ends in a preposition continues with a copied entity ("завтра в | 7", "morgen um | 8"):
        // the adverb goes before that preposition, not between it and its object ("in tomorrow 7").
        let last = trailingPrepositions.contains(words[words.count - 1].normalized) ? words.count - 1 : words.count
        guard end < last - 1 else { return words }
        var result = words
        let moved = Array(result[index...end])
        result.removeSubrange(index...end)
        result.insert(contentsOf: moved, at: last - moved.count)
        return result
    }

    /// Prepositions that take a clock time, date or number ("в 7", "о 7", "um 8", "am 5."): when one ends a
    /// chunk, its object is an entity the segmentation copies, so the clause goes on after the chunk.
    private static let trailingPrepositions: Set<String> = [
        "в", "во", "к", "до", "после", "с", "со", "около", "на", "о", "об", "після", "біля", "з", "із", "по",
        "um", "am", "ab", "bis", "gegen", "vor", "nach", "seit", "an", "zu",
    ]
}
