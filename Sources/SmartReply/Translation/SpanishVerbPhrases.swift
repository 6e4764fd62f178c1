/// Two more clause rules of ``SpanishClauseRules`` (hand-written from Spanish grammar, no data source):
///
/// - "volver a" + infinitive is the infinitive's verb done again, in volver's tense and person:
///   "Volvió a llamarme" → "llamó me otra vez" ("called me again"), "vuelve a llover" → "llueve otra vez".
///   Only regular -ar/-er/-ir forms the lexicon lists are made; otherwise the clause stays as it is.
/// - A body part or garment after a reflexive or dative clitic takes the clitic's possessive:
///   "Me lavé las manos" → "Me lavé mis manos" ("I washed my hands"), "¿Te cortaste el pelo?" → "¿Te cortaste tu pelo?".
extension SpanishClauseRules {
    /// Forms of "volver" and the ending each gives a regular -ar / -er|-ir verb.
    private static let volverEndings: [String: (ar: String, erIr: String)] = [
        "vuelvo": ("o", "o"), "vuelves": ("as", "es"), "vuelve": ("a", "e"), "volvemos": ("amos", "emos"), "vuelven": ("an", "en"),
        "volví": ("é", "í"), "volviste": ("aste", "iste"), "volvió": ("ó", "ió"), "volvimos": ("amos", "imos"),
        "volvieron": ("aron", "ieron"), "volvía": ("aba", "ía"), "volvían": ("aban", "ían"),
    ]
    private static let enclitics = ["melo", "telo", "selo", "me", "te", "lo", "la", "le", "nos", "los", "las", "les"]
    private static let bodyPartsAndClothes: Set<String> = [
        "mano", "manos", "pelo", "cabello", "cara", "dientes", "diente", "pie", "pies", "pierna", "piernas", "brazo", "brazos",
        "cabeza", "ojos", "nariz", "boca", "espalda", "cuello", "dedo", "dedos", "uñas", "labios", "orejas", "rodilla", "rodillas",
        "abrigo", "chaqueta", "zapatos", "sombrero", "gafas", "camisa", "pantalones", "vestido", "gorra", "guantes", "bufanda",
    ]
    private static let possessiveOfClitic: [String: (singular: String, plural: String)] = [
        // Only the persons whose possessive is unambiguous: "su" would be his/her/their/your, and the language
        // model then pulls in a wrong subject ("Mary he cut his hair").
        "me": ("mi", "mis"), "te": ("tu", "tus"),
    ]

    /// "Volvió a llamarme" → "llamó me otra vez".
    static func volverA(_ words: inout [SourceWord], lookup: PhraseLookup) {
        guard let volver = words.firstIndex(where: { volverEndings[$0.normalized] != nil }), volver + 2 < words.count,
              words[volver + 1].normalized == "a", let endings = volverEndings[words[volver].normalized] else { return }
        var infinitive = words[volver + 2].normalized
        var clitic: String?
        if !(infinitive.hasSuffix("ar") || infinitive.hasSuffix("er") || infinitive.hasSuffix("ir")),
           let suffix = enclitics.first(where: { infinitive.hasSuffix($0) && infinitive.count > $0.count + 3 }) {
            clitic = suffix
            infinitive = String(infinitive.dropLast(suffix.count))
        }
        guard infinitive.count > 3 else { return }
        let stem = infinitive.dropLast(2)
        let ending: String
        if infinitive.hasSuffix("ar") { ending = endings.ar }
        else if infinitive.hasSuffix("er") || infinitive.hasSuffix("ir") { ending = endings.erIr }
        else { return }
        // "-er" and "-ir" differ in the "we" present ("comemos", "vivimos").
        let form = String(infinitive.hasSuffix("ir") && ending == "emos" ? stem + "imos" : stem + ending)
        guard lookup.table.options(for: PhraseKey.phrase([form])) != nil else { return }
        let opening = words[volver]
        var replacement = [SourceWord(surface: opening.isCapitalized ? form.prefix(1).uppercased() + form.dropFirst() : form,
                                      isSentenceInitial: opening.isSentenceInitial)]
        if let clitic { replacement.append(SourceWord(surface: clitic, isSentenceInitial: false)) }
        words.replaceSubrange(volver...(volver + 2), with: replacement)
        // "again" closes the verb phrase: at the end of the clause.
        words.append(SourceWord(surface: "otra", isSentenceInitial: false))
        words.append(SourceWord(surface: "vez", isSentenceInitial: false))
    }

    /// "Me lavé las manos" → "Me lavé mis manos".
    static func ownBodyParts(_ words: inout [SourceWord]) {
        guard words.count >= 4, let clitic = words.firstIndex(where: { possessiveOfClitic[$0.normalized] != nil }),
              let possessive = possessiveOfClitic[words[clitic].normalized],
              !["duele", "duelen", "gusta", "gustan", "encanta", "encantan"].contains(words[min(clitic + 1, words.count - 1)].normalized)
        else { return }
        guard clitic + 2 < words.count - 1 else { return }
        for index in (clitic + 2)..<(words.count - 1) where ["el", "la", "los", "las"].contains(words[index].normalized)
            && bodyPartsAndClothes.contains(words[index + 1].normalized) {
            let plural = words[index].normalized.hasSuffix("s")
            words[index] = SourceWord(surface: plural ? possessive.plural : possessive.singular, isSentenceInitial: false)
            return
        }
    }
}
