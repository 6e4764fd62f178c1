import Testing
import SmartReply

@Suite("GuardTextNormalizer")
struct GuardTextNormalizerTests {
    private func words(_ text: String) -> [String] {
        let normalized = GuardTextNormalizer().normalize(text)
        return normalized.tokens.map { normalized.string(of: $0) }
    }

    private func joined(_ text: String) -> [String] {
        let normalized = GuardTextNormalizer().normalize(text)
        return normalized.joinedTokens.map { normalized.string(of: $0) }
    }

    static let cases: [(String, [String])] = [
        ("Hello, World!", ["hello", "world"]),
        ("ÉCOLE Ça", ["ecole", "ca"]),
        ("𝔣𝔲𝔠𝔨 ｆｕｃｋ", ["fuck", "fuck"]),
        ("l33t 5p34k", ["leet", "speak"]),
        ("sh!t a$$ @ss", ["shit", "ass", "ass"]),
        ("f*ck", ["f*ck"]),
        ("wow!!! ok*", ["wow", "ok"]),
        ("ЁЖИК Ёлка", ["ежик", "елка"]),
        ("fu\u{0441}k", ["fuck"]),
        ("x\u{0443}й", ["хуй"]),
        ("пи3дец", ["пиздец"]),
        ("sh\u{200B}it bi\u{00AD}tch", ["shit", "bitch"]),
        ("2024 42", []),
        ("😀 🎉", []),
        ("", []),
        ("don't", ["don", "t"]),
        ("Straße", ["straße"]),
        ("z\u{0301}ałgo", ["załgo"]),
        ("пиzдец бlядь", ["пиздец", "блядь"]),
        ("nидор sука", ["пидор", "сука"]),
        ("f\u{057D}ck \u{03DD}\u{03C5}ck sh\u{03B9}t", ["fuck", "fuck", "shit"]),
        ("καλημέρα", ["καλημέρα"]),
        ("f*** b****", ["f***", "b****"]),
        ("a** 5***", ["a**"]),
    ]

    @Test(arguments: cases)
    func normalizesWords(_ text: String, _ expected: [String]) {
        #expect(words(text) == expected, "\(text)")
    }

    @Test func gluesRunsOfSingleLetters() {
        #expect(joined("f u c k") == ["fuck"])
        #expect(joined("f.u.c.k off") == ["fuck"])
        #expect(joined("f_u_c_k") == ["fuck"])
        #expect(joined("a b") == [])
        #expect(joined("I am a cat") == [])
    }

    @Test func gluesTwoWordsSplitOnlyByPunctuation() {
        #expect(joined("пи.здец") == ["пиздец"])
        #expect(joined("х-уй") == ["хуй"])
        #expect(joined("don't") == ["dont"])
        #expect(joined("пи здец") == [])
        #expect(joined("ok. fine") == [])
        #expect(joined("a.b") == [])
        #expect(joined("пи-з-дец") == ["пиз", "здец", "пиздец"])
        #expect(joined("ok, fine. good") == [])
    }

    @Test func flagsLongRunsAndDigitOne() {
        let text = GuardTextNormalizer().normalize("fuuuck b1tch good")
        #expect(text.tokens.map(\.hasLongRun) == [true, false, false])
        #expect(text.tokens.map(\.hadDigitOne) == [false, true, false])
    }

    @Test func hashesEqualWordsEqually() {
        let a = GuardTextNormalizer().normalize("Fuck"), b = GuardTextNormalizer().normalize("f.u.c.k")
        #expect(a.tokens[0].hash == b.joinedTokens[0].hash)
    }

    @Test func readsAWordOfLookAlikesInBothScripts() {
        let text = GuardTextNormalizer().normalize("ты сyкa")
        #expect(text.tokens.map { text.string(of: $0) } == ["ты", "cyka"])
        #expect(text.joinedTokens.map { text.string(of: $0) } == ["сука"])
        #expect(text.joinedTokens.allSatisfy(\.isAlternateReading) && text.joinedSources == [1..<2])
    }

    @Test func readsDotlessIAsIAsAnAlternative() {
        let text = GuardTextNormalizer().normalize("shıt")
        #expect(text.joinedTokens.map { text.string(of: $0) } == ["shit"])
        #expect(text.joinedTokens.map(\.isDotlessReading) == [true])
    }

    @Test func marksSpelledOutWordsAndClauseEnds() {
        let text = GuardTextNormalizer().normalize("и-д-и н-а-х-у-й, damn you! ok")
        #expect(text.joinedTokens.first.map { text.string(of: $0) } == "идинахуй")
        #expect(text.joinedTokens.first?.isSpelledOut == true)
        #expect(text.tokens.map(\.endsClause) == [false, false, false, false, false, false, false, true, false, true, true])
    }

    @Test func mentionIsMarkedAndStillReadByTheLists() throws {
        let normalized = GuardTextNormalizer().normalize("@user @Anna_99 @sshole a@b.co @")
        // "_99" is cut off and dropped as a number; "a@b" is one word, no mention.
        #expect(normalized.tokens.map { normalized.string(of: $0) } == ["auser", "aanna", "asshole", "aab", "co"])
        #expect(normalized.tokens.map(\.isMention) == [true, true, true, false, false])
    }
}
