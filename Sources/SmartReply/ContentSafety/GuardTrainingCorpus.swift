import Foundation

/// The training data of the guard's insult model, assembled from sources we
/// may use, and the training run with its held-out check.
///
/// Sources (see `Lexicons/SOURCES.md`): sentences written by us
/// (`Lexicons/guard/training/<xx>.tsv`) and frames filled with words
/// written by us (`templates-<xx>.tsv`), clean chat lines from
/// chitchat-dataset (MIT), chatterbot-corpus (BSD) and our own phrase tables
/// that no word list flags, and the word lists themselves (each list word inserted into a clean
/// line becomes an offensive example, so the character n-grams learn
/// spellings and inflections the lists miss).
public struct GuardTrainingCorpus: Sendable {
    /// Where an example came from.
    public enum Origin: String, Sendable, CaseIterable {
        /// A sentence written by us (`Lexicons/guard/training/<xx>.tsv`).
        case written
        /// A frame written by us filled with a word written by us
        /// (`Lexicons/guard/training/templates-<xx>.tsv`).
        case template
        /// A clean chat line (chitchat-dataset, chatterbot-corpus).
        case cleanLine
        /// A list word inserted into a clean line (offensive).
        case listWord
        /// That clean line alone, as the matching clean example.
        case listHost
        /// A sentence written by us between two clean sentences of its language
        /// (a long comment with one insult), or those two alone (clean).
        case embedded
        /// An allow-list word (innocent, but holding a list word: "salopette", "flikkeren")
        /// inserted into a clean line: clean, so the character n-grams it shares with the
        /// list word are not learned as offensive by themselves.
        case allowWord
    }

    /// One labelled text.
    public struct Item: Sendable {
        /// The text as written.
        public var text: String
        /// Its language.
        public var language: LanguageTag
        /// The label: offensive (true) or clean.
        public var isOffensive: Bool
        /// Which source it came from.
        public var origin: Origin
        /// Items with the same group are held out together (a list example and its host line).
        public var group: String? = nil
    }

    /// What a training run produced.
    public struct Result: Sendable {
        /// The model, with its threshold set.
        public var model: HashedLinearClassifier
        /// Held-out figures per origin, for people.
        public var report: String
    }

    /// The examples so far.
    public private(set) var items: [Item] = []
    private let contentGuard: LexiconContentGuard
    let normalizer = GuardTextNormalizer()
    /// At most this many English clean lines are used (the corpus is mostly English).
    public var englishCleanLineLimit = 30_000
    /// The share (0…1) of English clean lines kept before the limit applies,
    /// chosen by a hash of the line so the subset is spread over the file.
    public var englishCleanLineShare = 1.0
    /// The share of clean texts (scored out of fold) the model may flag; sets its threshold.
    /// The model backs up the word lists, so it is kept strict: chat lines are
    /// easier than the tweets and comments it will meet, where it flags more.
    public var heldOutFalsePositiveRate = 0.0025
    /// Per primary language subtag: a held-out false-positive rate used instead of
    /// ``heldOutFalsePositiveRate`` for that language's own threshold.
    public var languageFalsePositiveRates: [String: Double] = [:]
    /// The highest out-of-fold false-positive rate of a language's threshold on
    /// long texts (three held-out clean sentences), when below its sentence rate.
    /// Real comments and tweets are long and more heated than our sentences: on
    /// them the guard flags several times this rate.
    public var longTextFalsePositiveRate = 0.01
    /// A language gets its own threshold when it has at least this many clean
    /// texts of three or more words (all are scored out of fold) and at least
    /// ``minimumOffensivePerLanguage`` offensive sentences or filled frames of ours.
    public var minimumHeldOutCleanPerLanguage = 40
    /// A language without this many offensive examples of its own (nl, it, pt, sv, tr, id, uk:
    /// clean chat lines only) uses the global threshold: its own would be set on clean texts
    /// alone, the model catches nothing there, and a low threshold only adds false positives
    /// ("de lampen flikkeren" at nl 0.655).
    public var minimumOffensivePerLanguage = 20
    /// The lowest per-language threshold (the global one is at least 0.5).
    public var minimumLanguageThreshold: Float = 0.25
    /// Cross-validation folds for the out-of-fold scores that set the thresholds (2…20).
    public var folds = 5
    /// Per language and fold, at most this many long texts (three held-out
    /// sentences joined) check the thresholds on long messages.
    public var longTextsPerFold = 100
    /// How much a filled template counts (there are many per word).
    public var templateWeight: Float = 1
    /// How much a long text made by ``addEmbeddedCopies(languages:)`` counts.
    public var embeddedWeight: Float = 4
    /// How much an allow-list word in a clean line (``addAllowWords(_:hostsPerWord:)``) counts.
    public var allowWordWeight: Float = 2
    /// How much more a sentence written by us counts than a clean line or a list example.
    public var writtenWeight: Float = 8

    /// An empty corpus that uses `guard`'s lists to filter and to make list examples.
    public init(guard contentGuard: LexiconContentGuard) {
        self.contentGuard = contentGuard
    }

    /// Adds a sentence written by us.
    public mutating func addWritten(_ text: String, language: LanguageTag, isOffensive: Bool) {
        items.append(Item(text: text, language: language, isOffensive: isOffensive, origin: .written))
    }

    /// Adds every frame × word of a template file: lines `frame<TAB>text with {}`,
    /// `offensive<TAB>word` and `clean<TAB>word` (after a header; `#` comments).
    /// Each frame filled with each word is an example labelled by the word, so
    /// the frames ("ты {}", "du bist so {}") appear in both classes alike and
    /// the model learns the words and their character n-grams, not the frames.
    /// - Throws: `ioFailure` or `invalidInput` naming the file and line.
    public mutating func addTemplates(from url: URL, language: LanguageTag) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SmartReplyError(.ioFailure, "cannot read templates \(url.path): \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SmartReplyError(.invalidInput, "templates \(url.path) are not UTF-8 text")
        }
        var frames: [String] = [], words: [(String, Bool)] = []
        for (index, line) in text.lines().enumerated().dropFirst() where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2 else {
                throw SmartReplyError(.invalidInput, "\(url.lastPathComponent) line \(index + 1): expected kind<TAB>text")
            }
            switch parts[0] {
            case "frame":
                guard parts[1].contains("{}") else {
                    throw SmartReplyError(.invalidInput, "\(url.lastPathComponent) line \(index + 1): a frame needs a {} slot")
                }
                frames.append(String(parts[1]))
            case "offensive", "clean": words.append((String(parts[1]), parts[0] == "offensive"))
            default:
                throw SmartReplyError(.invalidInput, "\(url.lastPathComponent) line \(index + 1): kind '\(parts[0])' is not frame, offensive or clean")
            }
        }
        for frame in frames {
            for (word, isOffensive) in words {
                items.append(Item(text: frame.replacingOccurrences(of: "{}", with: word), language: language,
                                  isOffensive: isOffensive, origin: .template, group: word))
            }
        }
    }

    /// Adds the clean lines of a `lang<TAB>text` file (with header) that the lists do not flag.
    /// - Throws: `ioFailure` or `invalidInput` naming the file and line.
    public mutating func addCleanLines(from url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SmartReplyError(.ioFailure, "cannot read clean lines \(url.path): \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SmartReplyError(.invalidInput, "clean lines \(url.path) are not UTF-8 text")
        }
        var english = 0
        var seen = Set<String>()
        for (index, line) in text.lines().enumerated().dropFirst() {
            guard let tab = line.firstIndex(of: "\t") else {
                throw SmartReplyError(.invalidInput, "\(url.lastPathComponent) line \(index + 1): expected lang<TAB>text")
            }
            let language = try LanguageTag(String(line[..<tab]))
            let sentence = String(line[line.index(after: tab)...])
            guard seen.insert(sentence).inserted else { continue }
            if language == .english {
                // A fixed, spread-out subset: every line whose hash falls in the first part.
                let cut = UInt64(englishCleanLineShare * 10_000)
                if HashedLinearClassifier.mix(GuardTextNormalizer.hash(sentence.unicodeScalars.map(\.value))) % 10_000 >= cut { continue }
                if english >= englishCleanLineLimit { continue }
                english += 1
            }
            let matches = contentGuard.listMatches(in: normalizer.normalize(sentence), language: language)
            if matches.sensitive.isEmpty && matches.offensive.isEmpty {
                items.append(Item(text: sentence, language: language, isOffensive: false, origin: .cleanLine))
            }
        }
    }

    /// Adds, for every sentence written by us and every clean line in Russian or
    /// Ukrainian, its romanization (``CyrillicRomanization``: "privet, kak dela?")
    /// with the same label, held out together with the original. People write
    /// these languages in Latin letters too, and a model that never saw them
    /// flagged romanized greetings.
    public mutating func addRomanizedCopies() {
        var copies: [Item] = []
        for item in items where item.origin == .written || item.origin == .cleanLine {
            guard let romanization = CyrillicRomanization(language: item.language.language) else { continue }
            let text = romanization.romanize(item.text)
            guard text != item.text else { continue }
            var copy = item
            copy.text = text
            copy.group = item.group ?? item.text
            copies.append(copy)
        }
        items += copies
    }

    /// Adds up to `perLanguage` list words per language, each inserted into a
    /// clean line of that language (or an English one) as an offensive example
    /// (mild profanity of the language's ``SeverityTiers`` list excepted).
    public mutating func addListWords(perLanguage: Int) {
        let cleanByLanguage = Dictionary(grouping: items.filter { !$0.isOffensive }, by: { $0.language.language })
        let english = cleanByLanguage["en"] ?? []
        for code in contentGuard.offensiveLists.keys.sorted() {
            guard let list = contentGuard.offensiveLists[code], let language = try? LanguageTag(code) else { continue }
            let hosts = (cleanByLanguage[code]?.isEmpty == false ? cleanByLanguage[code] : english) ?? []
            guard !hosts.isEmpty else { continue }
            // Mild profanity is not offensive by itself (SeverityTiers): it is no list example.
            let mild = contentGuard.tiers.mildLists[code]
            let names = list.names
                .map { $0.hasSuffix("*") ? String($0.dropLast()) : $0 }
                .filter { name in
                    let words = normalizer.normalize(name)
                    return !(words.tokens.count == 1 && mild?.containsWord(words.tokens[0], of: words) == true)
                }
                .sorted { HashedLinearClassifier.mix(GuardTextNormalizer.hash($0.unicodeScalars.map(\.value)))
                        < HashedLinearClassifier.mix(GuardTextNormalizer.hash($1.unicodeScalars.map(\.value))) }
                .prefix(perLanguage)
            for (k, name) in names.enumerated() {
                let host = hosts[(k * 7919) % hosts.count].text
                // Paired with a clean line that is also a clean example, so the
                // model learns the list word and not the host line's language.
                let text = k % 2 == 0 ? "\(host) \(name)" : "\(name) \(host)"
                items.append(Item(text: text, language: language, isOffensive: true, origin: .listWord, group: host))
                items.append(Item(text: host, language: language, isOffensive: false, origin: .listHost, group: host))
            }
        }
    }

    /// Adds each of `words` (the allow lists: innocent words and phrases that hold a list
    /// word) inserted into `hostsPerWord` clean lines of any language, chosen by a hash of
    /// the word, as clean examples held out together with the word. Without them the model
    /// learned a list word's character n-grams and flagged the innocent words built on
    /// them ("j'ai acheté une salopette", "de lampen flikkeren") that the lists let pass.
    public mutating func addAllowWords(_ words: [String], hostsPerWord: Int = 2) {
        let hosts = items.filter { $0.origin == .cleanLine }
        guard !hosts.isEmpty else { return }
        for word in words {
            let h = Int(truncatingIfNeeded: HashedLinearClassifier.mix(GuardTextNormalizer.hash(word.unicodeScalars.map(\.value))) >> 1)
            for k in 0..<hostsPerWord {
                let host = hosts[(h / (k + 1) + k * 7919) % hosts.count]
                let text = k % 2 == 0 ? "\(host.text) \(word)" : "\(word) \(host.text)"
                items.append(Item(text: text, language: host.language, isOffensive: false, origin: .allowWord, group: word))
            }
        }
    }

    /// Adds, for every offensive sentence written by us in `languages`, a long
    /// text: a clean sentence of the language, the insult, another clean one
    /// (offensive), and the two clean sentences alone (clean). The clean ones are
    /// natural clean texts (ours or chat lines) of the same cross-validation fold,
    /// so no held-out text is seen in training. A model trained on short sentences
    /// only lets the clean words of a long comment outvote its insult.
    public mutating func addEmbeddedCopies(languages: Set<String>) {
        var cleanByKey: [String: [String]] = [:]
        for item in items where !item.isOffensive && (item.origin == .written || item.origin == .cleanLine)
        && languages.contains(item.language.language) {
            let tokens = normalizer.normalize(item.text).tokens.count
            guard tokens >= 3, tokens <= 10 else { continue }
            cleanByKey["\(item.language.language) \(Self.fold(of: item, folds: folds))", default: []].append(item.text)
        }
        var copies: [Item] = []
        for item in items where item.isOffensive && item.origin == .written && languages.contains(item.language.language) {
            let fold = Self.fold(of: item, folds: folds)
            guard let clean = cleanByKey["\(item.language.language) \(fold)"], clean.count >= 2 else { continue }
            let h = Int(truncatingIfNeeded: HashedLinearClassifier.mix(GuardTextNormalizer.hash(item.text.unicodeScalars.map(\.value))) >> 1)
            let first = clean[h % clean.count], second = clean[(h / 7 + 1) % clean.count]
            copies.append(Item(text: "\(first) \(item.text) \(second)", language: item.language, isOffensive: true,
                               origin: .embedded, group: item.text))
            copies.append(Item(text: "\(first) \(second)", language: item.language, isOffensive: false,
                               origin: .embedded, group: item.text))
        }
        items += copies
    }

    /// A line counting examples by origin and label.
    public var summary: String {
        Origin.allCases.map { origin in
            let these = items.filter { $0.origin == origin }
            return "\(origin.rawValue): \(these.filter(\.isOffensive).count) offensive, \(these.filter { !$0.isOffensive }.count) clean"
        }.joined(separator: "; ")
    }
}
