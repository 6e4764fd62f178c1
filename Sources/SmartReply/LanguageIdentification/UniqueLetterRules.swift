/// Letters that only some languages use, as lingua's rule-based filter has
/// them: a text in which at least half the words contain such letters is
/// restricted to the languages that use all of them.
///
/// Source: the alphabets of each language (Unicode CLDR exemplar characters),
/// keeping only letters that are rare elsewhere (not ä, ö, ü, é, ...). Hungarian
/// also counts for õ: Latin-1 fonts, keyboards and code pages lack ő and ű, so
/// Hungarian text is often written with õ and û ("elõször", "idõ") instead. Turkish also counts
/// for ð and þ: Turkish text in the code page Windows-1254 shown as Latin-1 has ð for ğ and þ for ş
/// ("doðru", "iþte"; ı becomes ý), and the model is trained on such spellings too. Romanian's ţ
/// (cedilla, the older form of ț that ISO 8859-2 and Windows-1250 have) counts as ț does.
enum UniqueLetterRules {
    /// Lower-case letter → BCP-47 tags of the languages that use it.
    static let table: [UInt32: [String]] = {
        let rules: [(String, [String])] = [
            ("ß", ["de"]),
            ("ñ", ["es", "fil"]),
            ("őű", ["hu"]),
            ("ã", ["pt", "vi"]),
            ("õ", ["pt", "vi", "hu"]),
            ("ç", ["fr", "pt", "ca", "tr"]),
            ("å", ["sv", "da", "nb", "fi"]),
            ("ø", ["da", "nb"]),
            ("æ", ["da", "nb", "is"]),
            ("ðþ", ["is", "tr"]),
            ("ąę", ["pl", "lt"]),
            ("łśźżń", ["pl"]),
            ("řůě", ["cs"]),
            ("ľĺŕ", ["sk"]),
            ("ğı", ["tr"]),
            ("ş", ["tr", "ro"]),
            ("țșţ", ["ro"]),
            ("ėįų", ["lt"]),
            ("ū", ["lt", "lv"]),
            ("āēīģķļņ", ["lv"]),
            ("đ", ["hr", "vi"]),
            ("ươạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ", ["vi"]),
            ("їєґі", ["uk"]),
            ("ёыэ", ["ru"]),
            ("ъ", ["ru", "bg"]),
            ("јљњ", ["sr", "mk"]),
            ("ћђ", ["sr"]),
            ("ѓќѕ", ["mk"]),
        ]
        var table: [UInt32: [String]] = [:]
        for (letters, tags) in rules {
            for scalar in letters.unicodeScalars { table[scalar.value] = tags }
        }
        return table
    }()
}
