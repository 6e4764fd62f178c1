import Testing
@testable import SmartReply

@Suite struct DictdArticleParserTests {
    static let freeDict = DictdArticleParser(style: .freeDict)
    static let mueller = DictdArticleParser(style: .mueller, headwordScript: .latin, glossScript: .cyrillic)

    @Test(arguments: [
        ("hola", "hola /ˈola/\nhello, hi\n", ["hello", "hi"]),
        ("gato", "gato /ˈɡato/ <n, masc>\n1. cat\n2. tomcat\n   Synonym: {felino}\n\n see: {gata}\n", ["cat", "tomcat"]),
        ("lápiz", "lápiz <n>\npencil [school.], crayon (wax)\n", ["pencil", "crayon"]),
        ("enfadar", "enfadar <v>\nto annoy sb., anger\n", ["anger"]),
        ("rayos x", "rayos x /ˈraʝos ˈekis/\nX‐rays\n", ["X-rays"]),
        ("mit", "mit\ncome into conflict with sb. <v>\nwith, along with the others today\n", ["with"]),
        ("ventana", "ventana\n1. window\n2. pane\n3. opening\n4. light\n", ["window", "pane", "opening"]),
    ])
    func keepsShortCleanFreeDictGlosses(headword: String, body: String, glosses: [String]) {
        let article = Self.freeDict.parse(headword: headword, body: body)
        #expect(article.headword == headword)
        #expect(article.glosses == glosses)
    }

    @Test func takesTheArticlesSpellingOfALowerCasedIndexHeadword() {
        let article = Self.freeDict.parse(headword: "anhalten", body: "Anhalten /ˈanhˌaltən/ <neut, n, sg>\nstop <n>\n")
        #expect(article.headword == "Anhalten")
        #expect(article.glosses == ["stop"])
    }

    @Test(arguments: ["sth. else", "jdm. helfen", "3D", "a/b", "…"])
    func dropsHeadwordsWithPlaceholdersOrSymbols(headword: String) {
        #expect(Self.freeDict.parse(headword: headword, body: "\(headword)\nsomething\n").headword.isEmpty)
    }

    @Test(arguments: [
        ("cat", "cat\n   [kæt] _n.\n   1) ко́шка; кот\n   2) _разг. злая женщина\n", ["кошка", "кот", "злая женщина"]),
        ("blob", "blob\n   [blɘb]\n   1. _n.\n      1) капля\n      2) маленький шарик (земли, глины и т.п.)\n      3) _разг. нуль\n",
         ["капля", "маленький шарик", "нуль"]),
        ("mail-coach", "mail-coach\n   [↗mɛɪl↗kɜʊtʃ] = mail-cart 1\n", []),
        ("blot", "blot\n   on the blob _жарг. устно, на\n      словах\n", ["на словах"]),
    ])
    func readsMuellerSensesLabelsAndStressMarks(headword: String, body: String, glosses: [String]) {
        let article = Self.mueller.parse(headword: headword, body: body)
        #expect(article.headword == headword)
        #expect(article.glosses == glosses)
    }
}
