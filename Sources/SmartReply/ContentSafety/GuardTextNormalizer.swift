import Foundation

/// Text normalized for word-list matching: words as runs of Unicode scalar
/// values, with pre-computed 64-bit hashes.
///
/// All token scalars live in one flat buffer; a token is a range of it.
public struct GuardNormalizedText: Sendable {
    /// One normalized word.
    public struct Token: Sendable, Hashable {
        /// Where the word's scalars are in ``GuardNormalizedText/scalars``.
        public var range: Range<Int>
        /// FNV-1a hash of the scalars (see ``GuardTextNormalizer/hash(_:)``).
        public var hash: UInt64
        /// The word still holds a masking character (`*` or `#`) between letters.
        public var isMasked: Bool
        /// The word had a `1` (read as `i`); `l` is the other reading.
        public var hadDigitOne: Bool
        /// The word has a run of three or more equal scalars (`fuuuck`).
        public var hasLongRun: Bool
        /// The word was disguised: it held leetspeak or masking symbols, letters
        /// of both scripts, or invisible characters (`sh!t`, `$hit`, `sh*t`).
        /// A disguised mild word counts as a strong one (see ``SeverityTiers``).
        public var isDisguised: Bool = false
        /// The word ends a clause: punctuation (`. , ! ? ; :`) or the end of the text follows it.
        public var endsClause: Bool = false
        /// A joined word glued from a run of single letters (`f u c k`, `и-д-и н-а-х-у-й`).
        public var isSpelledOut: Bool = false
        /// A joined word that is another reading of one word: the other script's skeleton of a
        /// word mixing Latin and Cyrillic look-alikes (`сyкa` → `сука` and `cyka`), or a word
        /// with Turkish dotless `ı` read with `i` (`shıt`) (see ``isDotlessReading``).
        public var isAlternateReading: Bool = false
        /// An alternate reading that only replaced dotless `ı` by `i`: ignored for Turkish and
        /// Azerbaijani text, where `ı` is a letter of its own (`sık` "often" is not `sik`).
        public var isDotlessReading: Bool = false
        /// The word was written as a mention: `@` then ASCII letters and digits only (`@user`, `@anna`).
        /// The word lists still read it (its `@` as `a`: "@sshole" is "asshole"); the insult model skips it,
        /// because a handle says nothing about tone, and tweets begin with one (`@user` read as "auser").
        public var isMention: Bool = false
    }

    /// Scalar values of all tokens, back to back.
    public var scalars: [UInt32] = []
    /// The words, in text order.
    public var tokens: [Token] = []
    /// Words glued from runs of three or more single letters (`f u c k` → `fuck`)
    /// and from two words split only by punctuation (`пи.здец` → `пиздец`).
    public var joinedTokens: [Token] = []
    /// For each joined word, the indexes into ``tokens`` of the words it was glued from.
    public var joinedSources: [Range<Int>] = []
    /// The text holds a laughing emoji (`😂 🤣 😆 😹 💀`: ``GuardTextNormalizer/isLaughingEmoji(_:)``), which
    /// separates words and so is no token; ``SeverityTiers`` reads it as laughter.
    public var hasLaughingEmoji = false

    /// The scalars of one token.
    public func scalars(of token: Token) -> ArraySlice<UInt32> { scalars[token.range] }

    /// The token as a string (for reports).
    public func string(of token: Token) -> String {
        var result = String.UnicodeScalarView()
        for value in scalars[token.range] { if let scalar = Unicode.Scalar(value) { result.append(scalar) } }
        return String(result)
    }
}

/// Normalizes text against the usual ways of hiding a word from a filter.
///
/// In order: Unicode NFKC (mathematical alphanumerics such as `𝔣𝔲𝔠𝔨` and
/// full-width letters become plain letters), lower case, removal of accents on
/// Latin letters (`é` → `e`), `ё` → `е` and `і` → `и`; zero-width characters, soft
/// hyphens and combining marks are dropped (a word that a zero-width space or joiner cut
/// between Latin or Cyrillic letters is also read as its pieces: "иди\u{200B}нахуй" holds
/// `нахуй`). The text is then cut into words at every character that is not a letter, a
/// digit or one of `@ $ ! | * # €`.
/// Links (a piece holding `://` or starting with `www.`) are dropped first; so are words of
/// digits and numbers with a unit (`600k`, `5pm`, `3rd`), which leetspeak would read as letters.
/// Inside each word: leetspeak is undone (`4→a 3→e 0→o 1→i 5→s 7→t $→s @→a !→i |→l 8→b 6→g 9→g`,
/// in Cyrillic words `3→з 0→о 4→ч 6→б 9→я @→а`, an `@` between letters also read as a mask: "х@й" is
/// "х*й" as well as "хай"; `}{` and `)(` draw `х`; `€` is `e`/`е` inside a word, "€бать", and in a Cyrillic word
/// also `я`, "бл€дь"), confusable letters of the other
/// script are mapped to the word's own script (Unicode TS #39 confusables,
/// the Latin/Cyrillic subset: `а е о р с х у и к м т в н` and back; a word whose
/// letters all have a look-alike, "сyкa", also gets the other script's reading as an
/// extra word, and Latin `b`/`h` in a Cyrillic word, read `в`/`н` like their capitals, are also read
/// `б`/`х` in an extra word: "еb@ть" is "ев@ть" and "еб*ть"), look-alikes of other scripts in a Latin or Cyrillic word are read as
/// the Latin letter they imitate (Greek `υ ι ο ϝ`, Armenian `ս օ`, `һ ԁ ӏ`, IPA `ɑ ɡ`),
/// a word with Turkish dotless `ı` gets an `i` reading, and a word
/// made of one letter repeated 3+ times keeps a flag for run collapsing.
/// Runs of three or more single-letter words (`f.u.c.k`, `f u c k`, `f_u_c_k`)
/// are also glued into one extra word, and so are two or more words split only by
/// punctuation (`пи.здец`, `пи-з-дец`, `bull-shit`, `don't`). In a Cyrillic word, Latin
/// letters without a look-alike are read by transliteration (`пиzдец`, `nидор`).
/// A symbol that is a word by itself (the middle-finger emoji `🖕`: ``isWordSymbol(_:)``) is kept as
/// a one-scalar word of its own, so a list can hold it; other emoji and symbols separate words.
/// A first letter followed by masks (`f***`) keeps its masks; words before clause
/// punctuation are marked (``GuardNormalizedText/Token/endsClause``).
///
/// - Complexity: O(n) in the text's scalars; only scalars that NFKC or case
///   folding would change (outside ASCII, Latin-1 and basic Cyrillic) go
///   through Foundation.
public struct GuardTextNormalizer: Sendable {
    /// Creates a normalizer (stateless; the tables are static).
    public init() {}

    static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

    /// FNV-1a over scalar values: the key of a word in every table.
    @inline(__always)
    public static func hash<S: Sequence>(_ scalars: S) -> UInt64 where S.Element == UInt32 {
        var h = fnvOffset
        for value in scalars { h = (h ^ UInt64(value)) &* fnvPrime }
        return h
    }

    /// Normalizes `text` into words.
    public func normalize(_ text: String) -> GuardNormalizedText {
        // A link's path is no speech: a shortened link ("t.co/aSsHoLe1") can spell anything.
        let text = Self.mayHoldLink(text) ? Self.removingLinks(text) : text
        var words = GuardWordCollector(normalizer: self)
        words.output.scalars.reserveCapacity(text.utf8.count)
        // A `}` or `)` waiting for its mirror: "}{" and ")(" draw the letter х ("}{уй").
        var openingHalf: UInt32 = 0
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if openingHalf != 0 {
                let half = openingHalf
                openingHalf = 0
                if (half == 0x7D && value == 0x7B) || (half == 0x29 && value == 0x28) {
                    words.output.scalars.append(0x445)
                    continue
                }
                words.separate(half)
            }
            if value < 0x80 {
                if value >= 0x41 && value <= 0x5A { value |= 0x20 }
                if Self.isWordASCII(value) { words.output.scalars.append(value) }
                else if value == 0x7D || value == 0x29 { openingHalf = value }
                else { words.separate(value) }
                continue
            }
            // Fast paths: Cyrillic and Latin-1 letters need no NFKC, only lower case.
            if value >= 0x400 && value <= 0x45F {
                if value <= 0x40F { value += 0x50 } else if value <= 0x42F { value += 0x20 }
                words.output.scalars.append(Self.foldLetter(value))
                continue
            }
            if value >= 0xC0 && value <= 0xFF && value != 0xD7 && value != 0xF7 {
                if value <= 0xDE { value += 0x20 }
                words.output.scalars.append(Self.foldLetter(value))
                continue
            }
            if Self.isIgnorable(value) { words.noteInvisible(value); continue }
            // The euro sign drawn as an `e` inside a word ("€бать", "fr€ak"): kept for finishToken to read.
            if value == Self.euroSign { words.output.scalars.append(value); continue }
            if Self.isWordSymbol(value) { words.symbolWord(value); continue }
            if Self.isPlainSeparator(value) {
                if Self.isLaughingEmoji(value) { words.output.hasLaughingEmoji = true }
                words.separate(value)
                continue
            }
            if scalar.properties.changesWhenNFKCCaseFolded {
                // Rare: upper case outside the fast paths, compatibility characters
                // (𝔣, ｆ, ligatures…). Map this one scalar through Foundation.
                for mapped in String(scalar).precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars { words.consume(mapped) }
            } else {
                words.consume(scalar)
            }
        }
        if openingHalf != 0 { words.separate(openingHalf) }
        words.flushWord()
        words.flushSingles()
        words.gluePunctuationRun(words.punctuationRunStart..<words.output.tokens.count)
        if !words.output.tokens.isEmpty { words.output.tokens[words.output.tokens.count - 1].endsClause = true }
        return words.output
    }

    /// Trims, maps leetspeak and confusables in the word at `buffer[start...]`,
    /// in place; returns its token, or nil (and drops it) when no letter is left.
    func finishToken(from start: Int, in buffer: inout [UInt32], alternate: inout [UInt32]) -> GuardNormalizedText.Token? {
        // Trim symbols at the edges: leading ! | * #, trailing ! | * # (but keep a$$, @ss, put@).
        var lower = start, upper = buffer.count
        while lower < upper, buffer[lower] == 0x21 || buffer[lower] == 0x7C || Self.isMask(buffer[lower]) { lower += 1 }
        var trailingMasks = 0, exclaims = false
        while upper > lower, buffer[upper - 1] == 0x21 || buffer[upper - 1] == 0x7C || Self.isMask(buffer[upper - 1]) {
            if Self.isMask(buffer[upper - 1]) { trailingMasks += 1 } else if buffer[upper - 1] == 0x21 { exclaims = true }
            upper -= 1
        }
        // One letter and its masks ("f***", "b****") is a masked word: keep the masks (the guard reads its shape).
        if upper - lower == 1, lower == start, trailingMasks >= 2, Self.isLetterASCII(buffer[lower]),
           buffer[(lower + 1)...].prefix(trailingMasks).allSatisfy(Self.isMask) {
            upper += trailingMasks
        }
        // A mention: `@` then ASCII letters and digits only, as written (no leading mask or `!`).
        let isMention = lower == start && upper - lower >= 2 && buffer[lower] == 0x40
            && buffer[(lower + 1)..<upper].allSatisfy { Self.isLetterASCII($0) || ($0 >= 0x30 && $0 <= 0x39) }
        let tables = Self.flatTables
        // Look-alike letters of other scripts (Greek υ ι ο ϝ, Armenian ս օ, Cyrillic һ ԁ ӏ…: Unicode TS #39)
        // in a word that also holds Latin or Cyrillic letters are read as the Latin letter they imitate.
        // (Counted in the same pass; the rare word that holds some is mapped and counted again.)
        var foreignMapped = false, dotless = false
        var latin = 0, cyrillic = 0, latinOnly = 0, cyrillicOnly = 0, letters = 0, symbols = 0
        for pass in 0..<2 {
            var foreign = false
            for index in lower..<upper {
                let value = buffer[index]
                if Self.isLetterASCII(value) {
                    latin += 1; letters += 1
                    if tables.latinToCyrillic[Int(value - 0x61)] == 0 { latinOnly += 1 }
                } else if value < 0x80 || value == Self.euroSign {
                    symbols += 1
                } else if Self.isCyrillic(value) {
                    cyrillic += 1; letters += 1
                    if value >= 0x460 || tables.cyrillicToLatin[Int(value - 0x400)] == 0 { cyrillicOnly += 1; foreign = foreign || value >= 0x460 }
                } else {
                    if Self.isLatin(value) { latin += 1; latinOnly += 1; dotless = dotless || value == 0x131 } else if value >= 0x250 { foreign = true }
                    letters += 1
                }
            }
            guard pass == 0, foreign, Self.mapForeignLookAlikes(&buffer, lower..<upper) else { break }
            foreignMapped = true
            latin = 0; cyrillic = 0; latinOnly = 0; cyrillicOnly = 0; letters = 0; symbols = 0
        }
        // A word of digits, or a number with a unit ("600k", "5pm", "3rd"), is no word: its leetspeak
        // reading could spell a list word ("600k" read "gook").
        guard letters > 0, !(symbols > 0 && letters <= 3 && Self.isNumberWithUnit(buffer[lower..<upper])) else {
            buffer.removeLast(buffer.count - start)
            return nil
        }
        if lower > start || upper < buffer.count {
            var write = start
            for read in lower..<upper { buffer[write] = buffer[read]; write += 1 }
            buffer.removeLast(buffer.count - write)
        }
        var hadOne = false, masked = false
        // `@` between the letters of a Cyrillic word: read as `а`, and also as a mask ("х@й" is "х*й").
        var innerAts: [Int] = []
        // Second readings of letters in a Cyrillic word, as (position, letter): Latin `b` and `h`, read as their
        // capitals' look-alikes `в` and `н`, are also the letters they stand for in lower case, `б` and `х`
        // ("еbать", "hуй"); `€`, read `е`, is also `я` (an old encoding habit: "бл€дь", "ху€").
        var secondReadings: [(Int, UInt32)] = []
        if symbols > 0 || (latin > 0 && cyrillic > 0) {
            // Decide the word's script: the one with letters that have no look-alike, else the majority.
            let cyrillicWord: Bool
            if cyrillicOnly > 0 && latinOnly == 0 { cyrillicWord = true }
            else if latinOnly > 0 && cyrillicOnly == 0 { cyrillicWord = false }
            else { cyrillicWord = cyrillic > latin }
            for index in start..<buffer.count {
                let value = buffer[index]
                var mapped = value
                if value == Self.euroSign {
                    mapped = 0x65   // `e`; in a Cyrillic word the look-alike mapping below makes it `е`
                    if cyrillicWord { secondReadings.append((index, 0x44F)) }
                } else if value < 0x80 && !Self.isLetterASCII(value) {
                    if Self.isMask(value) { masked = true; continue }
                    if value == 0x31 { hadOne = true }
                    if value == 0x40, cyrillicWord, index > start, index < buffer.count - 1 { innerAts.append(index) }
                    let cyrillicMapped = cyrillicWord ? tables.cyrillicLeet[Int(value)] : 0
                    let latinMapped = tables.latinLeet[Int(value)]
                    mapped = cyrillicMapped != 0 ? cyrillicMapped : latinMapped != 0 ? latinMapped : value
                }
                if cyrillicWord, Self.isLetterASCII(mapped) {
                    if mapped == 0x62 { secondReadings.append((index, 0x431)) } else if mapped == 0x68 { secondReadings.append((index, 0x445)) }
                    let lookAlike = tables.latinToCyrillic[Int(mapped - 0x61)]
                    let transliterated = tables.transliteration[Int(mapped - 0x61)]
                    if lookAlike != 0 { mapped = lookAlike } else if transliterated != 0 { mapped = transliterated }
                } else if !cyrillicWord, mapped >= 0x400, mapped < 0x460, tables.cyrillicToLatin[Int(mapped - 0x400)] != 0 {
                    mapped = tables.cyrillicToLatin[Int(mapped - 0x400)]
                }
                buffer[index] = mapped
            }
        }
        let range = start..<buffer.count
        if latin > 0 && cyrillic > 0 && latinOnly == 0 && cyrillicOnly == 0 {
            // Every letter has a look-alike in the other script ("сyкa"): the other skeleton is a reading too.
            Self.otherScriptReading(of: buffer[range], into: &alternate)
        } else if dotless {
            alternate.append(contentsOf: buffer[range].map { $0 == 0x131 ? 0x69 : $0 })
        } else if !innerAts.isEmpty || !secondReadings.isEmpty {
            alternate.append(contentsOf: buffer[range])
            for index in innerAts { alternate[index - start] = 0x2A }
            for (index, letter) in secondReadings { alternate[index - start] = letter }
        }
        var token = GuardNormalizedText.Token(range: range, hash: Self.hash(buffer[range]), isMasked: masked,
                                              hadDigitOne: hadOne, hasLongRun: Self.hasLongRun(buffer[range]),
                                              isDisguised: symbols > 0 || (latin > 0 && cyrillic > 0) || foreignMapped, endsClause: exclaims)
        token.isMention = isMention
        return token
    }
}
