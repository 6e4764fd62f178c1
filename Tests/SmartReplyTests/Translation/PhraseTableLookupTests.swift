import Foundation
import Testing
@testable import SmartReply

@Suite struct PhraseKeySetTests {
    @Test(arguments: [0, 1, 100, 10_000])
    func neverMissesAnInsertedKeyAndSurvivesItsBytes(count: Int) throws {
        var generator = SeededTestGenerator(seed: UInt64(count) + 7)
        let keys = (0..<count).map { _ in generator.next() }
        let set = PhraseKeySet(keys)
        #expect(keys.allSatisfy(set.mayContain))
        let bytes = set.bytes
        let copy = try bytes.withUnsafeBytes { try PhraseKeySet(bytes: $0, file: "f", name: "n") }
        #expect(keys.allSatisfy(copy.mayContain))
        // In memory a slot keeps 16 of the 32 stored fingerprint bits, and a table at most 3/8 full
        // is folded into half as many slots (10,000 keys: 32,768 stored slots, 16,384 loaded).
        #expect(copy.byteCount * 2 <= bytes.count)
        if count == 10_000 { #expect(copy.byteCount * 4 == bytes.count) }
        // Absent keys: a false positive needs a 15-bit fingerprint collision on the probe path
        // (about 10⁻⁴ a query at load factor 0.3; a few in 10,000 at most).
        let inserted = Set(keys)
        let absent = (0..<10_000).map { _ in generator.next() }.filter { !inserted.contains($0) }
        #expect(absent.filter(copy.mayContain).count <= 5)
    }

    /// A sparse stored table folds several times over; keys whose probes wrap past the last slot
    /// (homes in the last slots of the stored table) must still be found in the folded one.
    @Test func aFoldedSetFindsEveryStoredKeyAlsoWhereProbesWrap() throws {
        var generator = SeededTestGenerator(seed: 42)
        let homeBits: UInt64 = 14
        var keys: [UInt64] = []
        while keys.count < 40 {
            let key = generator.next()
            if (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - homeBits) >= (1 << homeBits) - 2 { keys.append(key) }
        }
        keys += (0..<1_000).map { _ in generator.next() }
        let set = PhraseKeySet(keys, minimumSlotBits: homeBits)
        let bytes = set.bytes
        #expect(bytes.count == 4 << homeBits)
        let loaded = try bytes.withUnsafeBytes { try PhraseKeySet(bytes: $0, file: "f", name: "n") }
        // 1,040 keys in 16,384 slots fold to 2,048 (load 0.51; 1,024 would be over 3/4 full).
        #expect(loaded.byteCount == 2 * 2_048)
        #expect(keys.allSatisfy(loaded.mayContain))
        let inserted = Set(keys)
        let absent = (0..<10_000).map { _ in generator.next() }.filter { !inserted.contains($0) }
        #expect(absent.filter(loaded.mayContain).count <= 5)
    }

    @Test func refusesASizeThatIsNotAPowerOfTwo() {
        let error = #expect(throws: SmartReplyError.self) {
            _ = try [UInt8](repeating: 0, count: 12 * 4).withUnsafeBytes { try PhraseKeySet(bytes: $0, file: "x.sqlite", name: "0/phrase") }
        }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.contains("x.sqlite") == true)
    }
}

@Suite struct PhraseTableLookupTests {
    static func rows() -> [PhraseTableStore.Row] {
        let lines = TranslationFixtures.spanishCore.split(separator: "\n").compactMap { line -> (String, String, Double)? in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count >= 2, !line.hasPrefix("#") else { return nil }
            return (fields[0], fields[1], fields.count == 3 ? Double(fields[2]) ?? 1 : 1)
        }
        return PhraseTableStore.compile(PhraseTableStoreTests.entries(lines + [("esta", "this", 1), ("Está", "is", 1)]))
    }

    @Test(arguments: [PhraseTable.Direction.toEnglish, .fromEnglish])
    func readsBackEveryOptionSentenceAndFoldedWordAsCompiled(direction: PhraseTable.Direction) throws {
        let rows = Self.rows()
        let compiled = CompiledDirection(rows: rows, direction: direction)
        let table = try PhraseTable(rows: rows, language: "es", direction: direction)
        #expect(!compiled.options.isEmpty && !compiled.sentences.isEmpty && !compiled.folded.isEmpty)
        for (key, options) in compiled.options {
            let read = try #require(table.options(for: key))
            #expect(read.map(\.text) == options.map(\.text))
            #expect(read.map(\.score) == options.map(\.score))
            #expect(read.map { Array($0.targetWords) } == options.map { Array($0.targetWords) })
            // A second read comes from the cache and is the same.
            #expect(table.options(for: key)?.map(\.text) == options.map(\.text))
        }
        for (key, text) in compiled.sentences { #expect(table.sentence(for: key) == text) }
        for (key, target) in compiled.folded { #expect(table.foldedWord(for: key) == target) }
        #expect(table.maximumPhraseLength == compiled.maximumPhraseLength)
        #expect(table.options(for: PhraseKey.phrase(["zorblax"])) == nil)
        #expect(table.connection.failure == nil)
    }

    @Test func keepsTheBestOptionFirstInBothDirections() throws {
        let rows = Self.rows()
        let toEnglish = try PhraseTable(rows: rows, language: "es", direction: .toEnglish)
        let fromEnglish = try PhraseTable(rows: rows, language: "es", direction: .fromEnglish)
        #expect(toEnglish.options(for: PhraseKey.phrase(["hola"]))?.map(\.text) == ["hello", "hi"])
        #expect(fromEnglish.options(for: PhraseKey.phrase(["friend"]))?.first?.text == "amigo")
        #expect(toEnglish.sentence(for: PhraseKey.sentence("¿Cómo estás?")) == "How are you?")
        #expect(fromEnglish.sentence(for: PhraseKey.sentence("how are you?")) == "¿cómo estás?")
        #expect(toEnglish.foldedWord(for: PhraseKey.word("manana")) == PhraseKey.phrase(["mañana"]))
    }

    @Test func optionListsSurviveTheirBlobAndTruncationIsCaught() throws {
        let options = [PhraseTable.Option(text: "I want", targetWords: [1, 2][...], score: -0.5),
                       PhraseTable.Option(text: "ça va 😀", targetWords: [][...], score: -2)]
        let blob = CompiledDirection.encode(options)
        let decoded = try blob.withUnsafeBytes { try CompiledDirection.decode($0) }
        #expect(decoded.map(\.text) == ["I want", "ça va 😀"])
        #expect(decoded.map(\.score) == [-0.5, -2])
        #expect(decoded.map { Array($0.targetWords) } == [[1, 2], []])
        let error = #expect(throws: SmartReplyError.self) {
            _ = try blob.dropLast(3).withUnsafeBytes { try CompiledDirection.decode($0) }
        }
        #expect(error?.code == .modelFileCorrupt)
    }

    @Test func opensACurrentDatabaseWithoutReadingTheTables() throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let first = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)
        let second = try LexiconCache.load(language: "es", lexicons: fixtures.lexicons, cacheDirectory: fixtures.cache)
        #expect(first.rebuilt && !second.rebuilt)
        #expect(second.toEnglish.table.options(for: PhraseKey.phrase(["tengo", "hambre"]))?.first?.text == "I'm hungry")
        #expect(second.fromEnglish.table.sentence(for: PhraseKey.sentence("Sounds good!")) == "¡Me parece bien!")
        let database = PhraseTableStore.databaseURL(cacheDirectory: fixtures.cache, language: "es")
        #expect(database.lastPathComponent == "translation-es.v\(PhraseTableStore.schemaVersion).sqlite")
    }
}

@Suite struct SentenceKeyTests {
    /// The Character-based definition the fast path must agree with.
    static func reference(_ text: String) -> String {
        PhraseKey.normalize(text).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    @Test func collapsesWhitespaceExactlyAsCharactersDo() {
        let alphabet: [String] = ["a", "Ñ", "é", "e\u{301}", " ", "  ", "\t", "\r\n", "\n", "\u{A0}", "\u{2009}", "¿", "?", "я", "Ї",
                                  "'", "’", "😀", "👍🏽", " \u{301}", "\u{200D}", "…", "—", "ß", "İ"]
        var generator = SeededTestGenerator(seed: 42)
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 12)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            #expect(PhraseKey.sentenceText(text) == Self.reference(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func hashesAsciiTextsAsTheHashOfTheirSentenceText() {
        // The all-ASCII fast path of PhraseKey.sentence must give the key of the normalised text.
        let alphabet: [String] = ["a", "Z", "q", "I", " ", "  ", "\t", "\r\n", "\n", "\u{0B}", "\u{0C}", "?", "!", "'", ",", "9", "@", "~"]
        var generator = SeededTestGenerator(seed: 7)
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 14)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            #expect(PhraseKey.sentence(text) == FNV1a64.hash(Self.reference(text)), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(PhraseKey.sentence("  Sounds   GOOD! ") == PhraseKey.sentence("sounds good!"))
    }

    @Test func hashesLatinCyrillicAndEmojiTextsAsTheHashOfTheirSentenceText() {
        // The Latin-1/Cyrillic/emoji fast path (lower-casing by offsets, splitting by scalars) must give
        // the key of the normalised text, also where an emoji extender follows white space.
        let alphabet: [String] = ["a", "Z", "É", "é", "Ñ", "ß", "×", "÷", "µ", "ÿ", "Ѐ", "Џ", "Я", "я", "Ї", "ї", "Ґ", " ", "  ", "\t",
                                  "\r\n", "\n", "\u{85}", "\u{A0}", "\u{2009}", "\u{2028}", "’", "ʼ", "…", "«", "»", "€", "😀", "👍🏽",
                                  "\u{FE0F}", " \u{FE0F}", "\u{200D}", "❤️", "☕", "1️⃣", "🇪🇸", "Σ", "İ", "e\u{301}", "?", "!"]
        var generator = SeededTestGenerator(seed: 11)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 12)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            #expect(PhraseKey.sentence(text) == FNV1a64.hash(Self.reference(text)), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(PhraseKey.sentence("  ПРИВЕТ,   Ёжик 😀 ") == PhraseKey.sentence("привет, ёжик 😀"))
    }

    @Test func normalizesLatinCyrillicAndEmojiWordsAsLowercasedDoes() {
        // The byte-by-byte fast path of PhraseKey.normalize must equal lowercased() with ’ and ʼ as '.
        func reference(_ text: String) -> String {
            String(String.UnicodeScalarView(text.lowercased().unicodeScalars.map { $0 == "’" || $0 == "\u{02BC}" ? "'" : $0 }))
        }
        let alphabet: [String] = ["a", "Z", "É", "é", "Ñ", "ß", "×", "÷", "µ", "ÿ", "Ѐ", "Џ", "Я", "я", "Ї", "ї", "Ґ", "ґ", " ",
                                  "’", "ʼ", "'", "…", "€", "😀", "👍🏽", "\u{FE0F}", "\u{200D}", "Σ", "İ", "e\u{301}", "-", "9"]
        var generator = SeededTestGenerator(seed: 13)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 10)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            // Byte for byte (String's == would accept a canonically equivalent spelling; the keys hash bytes).
            #expect(Array(PhraseKey.normalize(text).utf8) == Array(reference(text).utf8), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(Array(PhraseKey.normalize(text.dropFirst()).utf8) == Array(reference(String(text.dropFirst())).utf8))
        }
        #expect(PhraseKey.commonScriptNormalized("ЁЖИК’s") == "ёжик's")
        #expect(PhraseKey.commonScriptNormalized("Σ") == nil)
    }
}

@Suite struct PhraseTableDamageTests {
    @Test func aPageDamagedAfterLoadingIsReportedNamingTheFileAndTheCacheRebuilt() async throws {
        let fixtures = try TranslationFixtures.make()
        defer { fixtures.remove() }
        let translator = fixtures.translator()
        #expect(try await translator.translate("hola amigo", from: spanish, to: .english).text == "hello friend")
        await translator.unload(spanish)
        _ = try await translator.preload(spanish)   // open, nothing looked up yet
        // Overwrite every page but the first in place (the open connection maps this very file).
        let database = PhraseTableStore.databaseURL(cacheDirectory: fixtures.cache, language: "es")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: database.path)[.size] as? NSNumber).intValue
        let handle = try #require(FileHandle(forWritingAtPath: database.path))
        try handle.seek(toOffset: 4_096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: size - 4_096))
        try handle.close()
        let error = await #expect(throws: SmartReplyError.self) {
            _ = try await translator.translate("tengo hambre", from: spanish, to: .english)
        }
        #expect(error?.code == .modelFileCorrupt)
        #expect(error?.message.contains(database.path) == true)
        // The damaged file was dropped: the next request compiles it again and translates.
        #expect(try await translator.translate("tengo hambre", from: spanish, to: .english).text == "I'm hungry")
    }
}
