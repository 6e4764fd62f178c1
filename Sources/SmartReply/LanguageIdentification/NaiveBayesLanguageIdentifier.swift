import Foundation

/// The default ``LanguageIdentifier``: script detection, unique-letter rules,
/// then a multinomial naive Bayes over character n-grams of orders 1…5.
///
/// The method follows lingua (Peter M. Stahl, github.com/pemistahl/lingua-rs,
/// Apache-2.0): (1) the Unicode script of the letters picks the candidate
/// languages (Cyrillic → ru, uk, bg, mk, sr; Thai → th; Hangul → ko…);
/// (2) letters only some languages use (ß, ñ, ő, ї, є, ґ, å, ø…) narrow the
/// candidates when at least half the words hold one; (3) the remaining
/// candidates are ranked by the summed log-probabilities of the text's
/// character n-grams (``NaiveBayesModel``). Probabilities are the softmax of
/// the scores divided by the model's temperature, times the hint weights.
///
/// The model (`Lexicons/langid/langid.model`) is trained by
/// `smartreply train langid` from word-frequency lists of the PyPI package
/// `wordfreq` (CC-BY-SA 4.0), Debian `hunspell-th`, and transliterations
/// (see `Scripts/export_langid_corpus.py` and `Lexicons/SOURCES.md`). It knows
/// 46 tags, among them `ru-Latn` and `uk-Latn` for romanized Russian and Ukrainian.
///
///     let identifier = try NaiveBayesLanguageIdentifier.standard(lexicons: lexiconsURL)
///     let result = try identifier.identify("¿Dónde estás?")
///     print(result.language, result.confidence)   // Prints "es 0.99…"
///
/// A value type over an immutable memory-mapped model: safe to share between tasks.
public struct NaiveBayesLanguageIdentifier: LanguageIdentifier {
    /// The model's file inside the `Lexicons/` directory.
    public static let modelPath = "langid/langid.model"

    let model: NaiveBayesModel
    /// The languages the model knows, by class index.
    public let languages: [LanguageTag]
    let extractor: NGramFeatures
    /// For code points below 0x500: index into `ruleSets`, or -1.
    let ruleIndex: [Int16]
    /// For code points from `ruleIndexHighBase` on (Vietnamese letters: the rules' letters from 0x500 up),
    /// index into `ruleSets` or -1; a letter past its end has no rule. A dense array, not a dictionary:
    /// every letter of the scripts above 0x500 (Arabic, Hebrew, Indic, CJK…) asks, and hashing was ~2 % of their time.
    let ruleIndexHigh: [Int16]
    let ruleIndexHighBase: UInt32
    let ruleSets: [ClassSet]
    /// Classes per script (indexed by `WritingScript.rawValue`).
    let classesByScript: [ClassSet]
    /// The class indices of every script whose texts score only its own classes (see
    /// ``ScoringSink/restriction``), one after the other; `scriptClassStarts[s]..<scriptClassStarts[s + 1]`
    /// are those of script `s` (an empty range: the script's texts score every class).
    let scriptClassIndices: [Int32]
    /// `WritingScript.allCases.count + 1` offsets into ``scriptClassIndices``.
    let scriptClassStarts: [Int32]
    /// The scripts (``WritingScript/bit``) with a list in ``scriptClassIndices``.
    let restrictableScripts: UInt32
    /// Scripts (``WritingScript/bit``) that only one language uses, a language written in no
    /// other script: a text written in one of them has one candidate whatever the n-grams
    /// say, so their words are not scored.
    let singleLanguageScripts: UInt32
    /// The classes a text with ¿ or ¡ is not identified as (``InvertedMarks/excludedLanguages``).
    private let invertedMarkExcluded: ClassSet
    /// The classes that are not a romanization (`ru-Latn`, `uk-Latn`: a tag with a `Latn` script subtag).
    private let nativeClasses: ClassSet
    /// A text with fewer letters than this cannot be a romanization (`ru-Latn`, `uk-Latn`), when another
    /// candidate is left: one or two Latin letters ("k", "ty", "np", "u") are far more often English chat
    /// shorthand or a word of a Latin-script language than romanized Russian or Ukrainian, and the n-grams
    /// of the transliterated training lists (every short Cyrillic word, romanized) cannot tell them apart
    /// ("k" came out ru-Latn 0.52, "ty" ru-Latn → "Spasibo!"). Three letters ("kak", "da?", "net") may be.
    static let romanizedMinimumLetters = 3
    /// Per class, the unigram floor (the value of an n-gram no order knows, conditional models).
    let conditionalFloors: [Double]
    /// Per class, the floor of whole words (order 0) times ``wordScale``.
    let wordFloors: [Double]
    /// The factor of a word's log-frequency in the raw score: the model's word
    /// weight times its temperature (the raw score is divided by the temperature).
    let wordScale: Double
    /// Code points below this have a precomputed unigram row.
    static let unigramRowLimit: UInt32 = 0x500
    /// Conditional models: for each code point below ``unigramRowLimit``, its
    /// log-probability per class (the unigram floor where the class lacks it),
    /// index `codePoint * classCount + class`. Saves the look-up and ~40 postings per letter.
    /// Float32 (the values come from 8-bit quantization): half the resident memory of Double.
    let unigramRows: [Float]
    /// The dequantized log-probabilities times 1…5 (`(weight − 1) · 256 + q`): the products the
    /// delta-encoded scoring adds, made once (the same values, bit for bit, as multiplying per posting).
    let weightedDequantized: [Double]
    /// The classes of each tag, and of each base language ("pt" → pt, pt-BR…): where a hint's weight goes.
    private let classesByTag: [LanguageTag: [Int]], classesByBase: [LanguageTag: [Int]]

    /// The classes of `tag` without its region and other subtags: its language and script if the model
    /// has that ("sr-Latn-RS" → sr-Latn), else its language ("es-MX" → es); empty when the model has neither.
    func classesIgnoringRegion(_ tag: LanguageTag) -> [Int] {
        if let script = tag.script, let scripted = try? LanguageTag(tag.language + "-" + script), let found = classesByTag[scripted] {
            return found
        }
        return classesByTag[LanguageTag(validated: tag.language)] ?? []
    }

    /// Loads the default model from the repository's `Lexicons/` directory.
    /// - Parameter lexicons: the `Lexicons` directory (holding `langid/langid.model`).
    /// - Throws: ``SmartReplyError`` `.modelFileMissing`, `.modelFileCorrupt` or
    ///   `.modelVersionUnsupported`, naming the file.
    public static func standard(lexicons: URL) throws -> NaiveBayesLanguageIdentifier {
        try NaiveBayesLanguageIdentifier(contentsOf: lexicons.appendingPathComponent(modelPath))
    }

    /// Loads a model file written by `smartreply train langid`. The file is
    /// memory-mapped (about 5 MB); loading takes well under a millisecond.
    /// - Throws: ``SmartReplyError`` `.modelFileMissing`, `.modelFileCorrupt`
    ///   (empty, truncated, a class label that is not a BCP-47 tag) or
    ///   `.modelVersionUnsupported`, naming the file.
    public init(contentsOf modelURL: URL) throws {
        try self.init(model: NaiveBayesModel(contentsOf: modelURL))
    }

    /// A model held in memory (the bytes of a model file), as the trainer makes before writing it.
    /// - Throws: as ``init(contentsOf:)``, saying the model was given in memory.
    init(data: Data) throws {
        try self.init(model: NaiveBayesModel(file: MappedFile(copying: data, name: URL(fileURLWithPath: MappedFile.inMemoryName))))
    }

    /// An identifier over a loaded model.
    /// - Throws: `.modelFileCorrupt` when a class label is not a BCP-47 tag.
    init(model: NaiveBayesModel) throws {
        var languages: [LanguageTag] = []
        for label in model.labels {
            guard let tag = try? LanguageTag(label) else {
                throw SmartReplyError(.modelFileCorrupt, "model file \(model.file.url.path): class label '\(label)' is not a BCP-47 tag")
            }
            languages.append(tag)
        }
        self.model = model
        self.languages = languages
        extractor = NGramFeatures(featureMask: model.featureMask)

        var index = [Int16](repeating: -1, count: 0x500)
        var high: [UInt32: Int16] = [:]
        var sets: [ClassSet] = []
        var setIndex: [ClassSet: Int16] = [:]
        for (letter, tags) in UniqueLetterRules.table {
            let set = ClassSet(tags.compactMap { tag in languages.firstIndex { $0.identifier == tag } })
            guard !set.isEmpty else { continue }
            let position = setIndex[set] ?? {
                sets.append(set)
                setIndex[set] = Int16(sets.count - 1)
                return Int16(sets.count - 1)
            }()
            if letter < 0x500 { index[Int(letter)] = position } else { high[letter] = position }
        }
        ruleIndex = index
        let highBase = high.keys.min() ?? 0x500
        var dense = [Int16](repeating: -1, count: high.isEmpty ? 0 : Int((high.keys.max() ?? highBase) - highBase) + 1)
        for (letter, position) in high { dense[Int(letter - highBase)] = position }
        ruleIndexHigh = dense
        ruleIndexHighBase = highBase
        ruleSets = sets
        conditionalFloors = (0..<model.classCount).map { model.floors[$0 * NaiveBayesModel.orderSlots + 1] }
        let wordScale = model.isConditional ? model.wordWeight * model.temperature : 1
        self.wordScale = wordScale
        wordFloors = (0..<model.classCount).map { model.floors[$0 * NaiveBayesModel.orderSlots] * wordScale }
        var rows: [Float] = []
        rows.reserveCapacity(Int(NaiveBayesLanguageIdentifier.unigramRowLimit) * model.classCount)
        for scalar in 0..<NaiveBayesLanguageIdentifier.unigramRowLimit {
            var row = conditionalFloors.map { Float($0) }
            _ = model.forEachPosting(key: NGramFeatures.unigramKey(scalar)) { cls, q in row[cls] = Float(model.dequantized[q]) }
            rows.append(contentsOf: row)
        }
        unigramRows = rows
        weightedDequantized = (1...NGramFeatures.maximumOrder).flatMap { weight in model.dequantized.map { Double(weight) * $0 } }
        let classesByScript = WritingScript.allCases.map { script in
            ClassSet(model.scriptMasks.indices.filter { model.scriptMasks[$0] & script.bit != 0 })
        }
        self.classesByScript = classesByScript
        (scriptClassIndices, scriptClassStarts, restrictableScripts) = Self.scriptClassLists(classesByScript, classCount: model.classCount)
        var classesByTag: [LanguageTag: [Int]] = [:], classesByBase: [LanguageTag: [Int]] = [:]
        for (index, tag) in languages.enumerated() {
            classesByTag[tag, default: []].append(index)
            classesByBase[LanguageTag(validated: tag.language), default: []].append(index)
        }
        (self.classesByTag, self.classesByBase) = (classesByTag, classesByBase)
        nativeClasses = ClassSet(languages.indices.filter { languages[$0].script != "Latn" })
        invertedMarkExcluded = ClassSet(languages.indices.filter { InvertedMarks.excludedLanguages.contains(languages[$0].identifier) })
        // A script only one language uses, and that language uses no other script (not kana:
        // Japanese shares its kanji with Chinese, so its kana words must be scored).
        singleLanguageScripts = WritingScript.allCases.reduce(0) { mask, script in
            let users = model.scriptMasks.filter { $0 & script.bit != 0 }
            return users.count == 1 && users[0] == script.bit ? mask | script.bit : mask
        }
    }

    /// Identifies the language of `text` (see ``identify(_:options:)``).
    public func identifyLanguage(of text: String, options: LanguageIdentificationOptions) async throws -> LanguageIdentification {
        try identify(text, options: options)
    }

    /// Identifies the language of `text`, synchronously.
    ///
    /// Text with no letters left after removing URLs, e-mail addresses,
    /// @mentions, numbers and emoji gives ``LanguageIdentification/undetermined``, and so
    /// does text in no language: three or more letters all the same ("xxxxxxxx"), or Latin or
    /// Cyrillic text whose n-grams no language fits (keyboard mash such as "qwrtzpsdfghjkl";
    /// see `OutOfModelCheck`). Chat elongation is forgiven: a text that comes out `und` is tried
    /// again with runs of three or more equal letters cut to one ("holaaaa" → es).
    /// Hypotheses are sorted most probable first; with `maximumHypotheses` at
    /// least the number of candidates they sum to 1, a shorter list is the
    /// head of that distribution (as `NLLanguageRecognizer` returns it).
    /// Constraints match tags exactly (`uk` does not allow `uk-Latn`); a hint
    /// for `uk` also weighs `uk-Latn`.
    /// - Throws: `.invalidInput` when the threshold is outside [0, 1],
    ///   `maximumHypotheses` < 1, or a hint weight is negative or not finite.
    /// - Complexity: O(n) in the length of the text: about 5 table look-ups
    ///   per letter; a few microseconds for a chat message.
    ///
    /// A text made only of English chat shorthand ("hi", "ok", "thx", "r u ok?", ``ChatShorthand``)
    /// is English with probability 0.9 unless constraints or a zero hint rule English out; the
    /// model's other hypotheses share the remaining 0.1; so is a one-word chat interjection of
    /// ``ChatInterjections`` ("vale" → es) in its language. Capitalised words inside a sentence
    /// (names: "Vamos a Cagliari") are left out of the n-grams when enough other words remain
    /// (``ProperNames``), and so are East Slavic obscene words, which Russian and Ukrainian share
    /// (``SharedSwearWords``: "иди нахуй" → ru); a text with fewer than 3 letters is never `ru-Latn`/`uk-Latn` when
    /// another candidate is left (``romanizedMinimumLetters``). A text with ¿ or ¡ is not Portuguese, Catalan,
    /// Galician or Italian when another candidate is left (``InvertedMarks``: "¿Vamos a cenar?" → es). A text in
    /// several scripts follows the script with the most letters, with a confidence lowered by the letters of the
    /// others, whose best languages share the rest (`mixingScripts`: "Hello Привет こんにちは" → ru 0.68, ja 0.31).
    public func identify(_ text: String, options: LanguageIdentificationOptions = .init()) throws -> LanguageIdentification {
        try validate(options)
        let checks = TextPreChecks(text)
        let named = ProperNames.withoutNames(text, mayHoldName: checks.mayHoldName)
        let checked = named.map { SharedSwearWords.withoutSwearWords($0) ?? $0 }
            ?? SharedSwearWords.withoutSwearWords(text, mayHoldSwearWord: checks.mayHoldSwearWord) ?? text
        let excluded = checks.holdsInvertedMark ? invertedMarkExcluded : .empty
        let result = evaluate(checked, options: options, excluding: excluded).identification
        if let interjection = ChatInterjections.language(of: text) {
            return shorthandResult(result, language: interjection, options: options)
        }
        guard !(result.language == .english && result.confidence >= ChatShorthand.confidence),
              ChatShorthand.isEnglishShorthand(text) else { return result }
        return shorthandResult(result, language: .english, options: options)
    }

    /// Identifies `text` and measures how well the candidate languages' n-grams fit it: the
    /// best candidate's mean log-likelihood per scored start position (natural log, the five
    /// orders summed, so about −10 to −20 for real text), `nil` when no position was scored
    /// (no letters, or only a script that a single language uses).
    ///
    /// A text that comes out `und` (out of model, or below the threshold) and holds a run of three
    /// or more equal letters is identified again with each such run cut to one letter ("holaaaa" →
    /// "hola", "okkkk" → "ok"): elongation is chat, not nonsense, and the n-grams of "aaaa" fit
    /// no language. (Not a text of one repeated letter, which stays `und`.)
    /// - Parameter excluded: classes that are no candidates, unless no other candidate is left
    ///   (the relatives of Spanish for a text with ¿ or ¡, ``InvertedMarks``).
    func evaluate(_ text: String, options: LanguageIdentificationOptions,
                  excluding excluded: ClassSet = .empty) -> (identification: LanguageIdentification, fit: Double?) {
        let first = score(text, options: options, excluding: excluded)
        guard first.identification.language.isUndetermined, first.fit != nil, let shortened = OutOfModelCheck.cuttingRuns(of: text) else { return first }
        return score(shortened, options: options, excluding: excluded)
    }

    /// Words (8 bytes each) of the per-call buffers: scores (768: scores, first word's scores at +128,
    /// values at +256, whole-word scores at +512), counters (32), back-off orders (256) and the word scratch.
    private static let bufferWords = 768 + 32 + 256 + ScoringSink.scratchCapacity

    private func score(_ text: String, options: LanguageIdentificationOptions,
                       excluding excluded: ClassSet) -> (identification: LanguageIdentification, fit: Double?) {
        // One allocation for all the buffers (each would be a heap allocation of its own: they are
        // over the 1 KB that `withUnsafeTemporaryAllocation` always puts on the stack); only the parts
        // that are summed into are zeroed (the others are written before they are read).
        withUnsafeTemporaryAllocation(byteCount: 8 * Self.bufferWords, alignment: 16) { raw in
            guard let base = raw.baseAddress else { preconditionFailure("a non-empty buffer has a base address") }
            // Zeroed where they are summed into, by `scoredSink`.
            let scores = (base).bindMemory(to: Double.self, capacity: 768)
            let counters = (base + 8 * 768).bindMemory(to: Int.self, capacity: 32 + 256)
            let scratch = (base + 8 * (768 + 32 + 256)).bindMemory(to: UInt64.self, capacity: ScoringSink.scratchCapacity)
            return identify(text, options: options, excluding: excluded, scores: UnsafeMutableBufferPointer(start: scores, count: 768),
                            counters: UnsafeMutableBufferPointer(start: counters, count: 32),
                            setOrder: counters + 32, scratch: scratch)
        }
    }

    private func identify(_ text: String, options: LanguageIdentificationOptions, excluding excluded: ClassSet,
                          scores: UnsafeMutableBufferPointer<Double>, counters: UnsafeMutableBufferPointer<Int>,
                          setOrder setOrderBase: UnsafeMutablePointer<Int>, scratch: UnsafeMutablePointer<UInt64>)
        -> (identification: LanguageIdentification, fit: Double?) {
        guard let scoreBase = scores.baseAddress, let counterBase = counters.baseAddress else { return (.undetermined, nil) }
        let conditional = model.isConditional
        let classes = model.classCount
        // Words of a single script with few classes (Cyrillic, Arabic, Han…) are scored for those classes only
        // (`ScoringSink.restriction`); a word in another script after them means the text needs every class.
        let restrictable = options.languageConstraints == nil ? restrictableScripts : 0
        var sink = scoredSink(text, options: options, restrictable: restrictable, scores: scoreBase,
                              counters: counterBase, setOrder: setOrderBase, scratch: scratch)
        if sink.restrictedWords > 0 && sink.scriptsSeen.nonzeroBitCount > 1 {
            sink = scoredSink(text, options: options, restrictable: 0, scores: scoreBase,
                              counters: counterBase, setOrder: setOrderBase, scratch: scratch)
        }
        guard counters[24] > 0 else { return (.undetermined, nil) }
        // 0. Repetition: three or more letters, all the same one ("xxxxxxxx", "zzz", "!!!aaaa"), carry no language.
        if counters[24] >= OutOfModelCheck.minimumRepeatedLetters && !sink.lettersDiffer { return (.undetermined, nil) }

        // 1. Script: the script with the most letters picks the candidates.
        var dominant = WritingScript.other
        var most = 0
        for script in WritingScript.allCases where counters[8 + Int(script.rawValue)] > most {
            most = counters[8 + Int(script.rawValue)]
            dominant = script
        }
        var candidates = classesByScript[Int(dominant.rawValue)]
        var allowed: ClassSet? = nil
        // Whether the constraints allow no language of the text's script: then the text is in none of
        // them, and only a threshold of 0 lets the best allowed language be the answer.
        var outsideScript = false
        if let constraints = options.languageConstraints {
            var allowedByConstraints = ClassSet(languages.indices.filter { constraints.contains(languages[$0]) })
            // A tag with a region ("es-MX") allows the language the model has for it ("es").
            for tag in constraints where classesByTag[tag] == nil {
                for index in classesIgnoringRegion(tag) { allowedByConstraints.insert(index) }
            }
            let both = candidates.intersection(allowedByConstraints)
            outsideScript = both.isEmpty
            candidates = both.isEmpty ? allowedByConstraints : both
            allowed = allowedByConstraints
        }
        // 1b. Romanizations need real evidence: at least `romanizedMinimumLetters` letters.
        if counters[24] < Self.romanizedMinimumLetters {
            let native = candidates.intersection(nativeClasses)
            if !native.isEmpty { candidates = native }
        }
        // 2. Unique letters, when at least half the words hold one.
        if let rules = sink.allRules, counters[26] * 2 >= counters[25] {
            let narrowed = candidates.intersection(rules)
            if !narrowed.isEmpty { candidates = narrowed }
        }
        // 2b. Languages the text's punctuation rules out (¿ ¡ are not Portuguese, Catalan…: ``InvertedMarks``).
        if !excluded.isEmpty {
            let kept = candidates.subtracting(excluded)
            if !kept.isEmpty { candidates = kept }
        }
        // 3. Hints (prior weights); a weight of 0 removes the language.
        var logWeights: [Double] = []   // empty: no hints (no allocation on the common path)
        if !options.languageHints.isEmpty {
            logWeights = [Double](repeating: 0, count: languages.count)
            // `languageHints[tag] ?? languageHints[tag.baseLanguage]` for every language, from the few
            // hints' side: each hint finds the languages it is the base of, then the one it names exactly
            // (which wins). Two tag probes per hint instead of comparing every language with every hint.
            for (tag, weight) in options.languageHints {
                for index in classesByBase[tag] ?? [] { logWeights[index] = log(weight) }
            }
            for (tag, weight) in options.languageHints {
                if let exact = classesByTag[tag] {
                    for index in exact { logWeights[index] = log(weight) }
                } else if classesByBase[tag] == nil {
                    // A tag with a region ("es-MX") weighs the language the model has for it ("es").
                    for index in classesIgnoringRegion(tag) { logWeights[index] = log(weight) }
                }
            }
        }
        model.addFloors(orderCounts: UnsafePointer(counterBase), to: scoreBase)
        if conditional && counters[0] > 0 {
            let found = Double(counters[0])
            for cls in 0..<classes { scores[cls] += found * wordFloors[cls] }
        }
        let temperature = model.temperature
        // 4. Second stage: a one-word text that the n-grams are known to get wrong (``WordExceptions``)
        // puts its language `margin` (log-odds, before the hints) above the best other candidate.
        var exception = -1, raised = -Double.infinity
        if counters[25] == 1, let exceptions = model.exceptions, sink.wordKey != nil,
           let cls = sink.wordException, candidates.contains(cls) {
            exception = cls
            for index in languages.indices where index != cls && candidates.contains(index) {
                raised = max(raised, scores[index] / temperature + exceptions.margin)
            }
        }
        // 4b. The same for each word of a two-word text (``twoWordExceptionMargin``).
        let raises = counters[25] == 2 ? twoWordExceptionRaises(sink, scores: scoreBase, candidates: candidates)
                                       : (first: (-1, 0.0), second: (-1, 0.0))
        // The candidates' values, in a buffer on the stack (no heap allocation for up to 64 candidates).
        return withUnsafeTemporaryAllocation(of: (index: Int, value: Double).self, capacity: max(1, candidates.count)) { buffer in
            var count = 0
            let languageCount = languages.count
            candidates.forEach { index in
                guard index < languageCount else { return }
                let logWeight = logWeights.isEmpty ? 0 : logWeights[index]
                guard logWeight > -Double.infinity else { return }
                var value = index == exception ? max(scores[index] / temperature, raised) : scores[index] / temperature
                if index == raises.first.0 { value += raises.first.1 }
                if index == raises.second.0 { value += raises.second.1 }
                buffer[count] = (index, value + logWeight)
                count += 1
            }
            let ranked = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            guard let top = ranked.max(by: { $0.value < $1.value }) else { return (.undetermined, nil) }
            // 5. Out of model: text that no language's n-grams fit (keyboard mash) is `und` (``OutOfModelCheck``).
            var fit: Double? = nil
            if conditional && counters[27] > 0 && OutOfModelCheck.checkedScripts & dominant.bit != 0 && most == counters[24]
                && counters[26] == 0 {
                let positions = Double(counters[27])
                let penalties = model.isDeltaEncoded ? model.backOffPenalty * Double(counters[28]) : 0
                let words = Double(counters[0])
                var best = -Double.infinity
                // Every language of the script, not only the allowed ones: the question is whether the text
                // is in any language the model knows (constraints to English still answer English for Russian).
                let logPriors = model.logPriors, languageCount = languages.count
                classesByScript[Int(dominant.rawValue)].forEach { cls in
                    guard cls < languageCount else { return }
                    let ngrams = scores[cls] - scoreBase[512 + cls] - words * wordFloors[cls] - logPriors[cls]
                    best = max(best, ngrams)
                }
                let mean = (best + penalties) / positions
                fit = mean
                if mean < OutOfModelCheck.threshold(positions: counters[27]) { return (.undetermined, fit) }
            }
            var hypotheses = rankedHypotheses(ranked, top: top.value, maximum: options.maximumHypotheses)
            // 6. Letters in other scripts lower the confidence (``mixingScripts``).
            if most < counters[24] {
                hypotheses = mixingScripts(hypotheses, letterCounts: UnsafePointer(counterBase + 8), dominant: dominant, candidates: candidates,
                                           best: top.index, value: { index in
                    let logWeight = logWeights.isEmpty ? 0 : logWeights[index]
                    guard allowed?.contains(index) ?? true, logWeight > -Double.infinity else { return nil }
                    return scores[index] / temperature + logWeight
                }, maximum: options.maximumHypotheses)
            }
            let best = hypotheses[0]
            let decided = best.probability >= options.undeterminedThreshold && (!outsideScript || options.undeterminedThreshold <= 0)
            let language = decided ? best.language : .undetermined
            return (LanguageIdentification(language: language, confidence: best.probability, hypotheses: hypotheses), fit)
        }
    }
}
