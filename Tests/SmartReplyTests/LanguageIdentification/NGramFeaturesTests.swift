import Testing
@testable import SmartReply

@Suite("NGramFeatures")
struct NGramFeaturesTests {
    struct Recorder: NGramFeatureSink {
        var letters: [UInt32] = []
        var words: [String] = []
        var current = ""
        var features: [(Int, UInt64)] = []
        mutating func letter(_ value: UInt32, script: WritingScript) {
            letters.append(value)
            current.unicodeScalars.append(Unicode.Scalar(value) ?? " ")
        }
        mutating func feature(order: Int, key: UInt64, prefix: UInt64) { features.append((order, key)) }
        mutating func endWord() { words.append(current); current = "" }
    }

    static func words(_ text: String) -> [String] {
        var recorder = Recorder()
        NGramFeatures(featureMask: 0b111110).extract(from: text, into: &recorder)
        return recorder.words
    }

    @Test(arguments: [
        ("Hello, World!", ["hello", "world"]),
        ("see https://example.org/x and www.test.com now", ["see", "and", "now"]),
        ("mail me@example.org or @bob #Party", ["mail", "or", "party"]),
        ("call +38 (050) 123-45-67 today 😀👍", ["call", "today"]),
        ("ПРИВІТ Straße ÉTÉ", ["привіт", "straße", "été"]),
        ("don't", ["don", "t"]),
    ])
    func splitsTextIntoLowercasedWords(text: String, expected: [String]) {
        #expect(Self.words(text) == expected)
    }

    @Test func countsEveryNGramOfThePaddedWord() {
        var recorder = Recorder()
        NGramFeatures(featureMask: 0b111110).extract(from: "abc", into: &recorder)
        // " abc " has 5 positions: orders 1…5 give 5 + 4 + 3 + 2 + 1 n-grams.
        #expect(recorder.features.count == 15)
        #expect(Set(recorder.features.map(\.1)).count == 14)   // the space unigram occurs twice
    }

    @Test func sameNGramGivesTheSameKeyInAnyText() {
        var first = Recorder(), second = Recorder()
        let extractor = NGramFeatures(featureMask: 0b001000)    // trigrams only
        extractor.extract(from: "hola", into: &first)
        extractor.extract(from: "¡HOLA!", into: &second)
        #expect(first.features.map(\.1) == second.features.map(\.1))
    }

    @Test(arguments: [(UInt32(0x41), WritingScript.latin), (0x416, .cyrillic), (0x3B1, .greek), (0x5D0, .hebrew),
                      (0x628, .arabic), (0x915, .devanagari), (0xE01, .thai), (0xAC00, .hangul), (0x3042, .kana),
                      (0x4E2D, .han), (0x10D0, .other)])
    func classifiesScripts(value: UInt32, script: WritingScript) {
        #expect(WritingScript(value) == script)
    }
}
