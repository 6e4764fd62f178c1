import Foundation

/// Loading the standard lists and model, and reading romanized Russian/Ukrainian back into Cyrillic.
extension LexiconContentGuard {
    /// Loads the standard guard from the repository's `Lexicons/` directory:
    /// every `guard/<xx>.txt`, `guard/und.txt`, `guard/sensitive-<xx>.txt`,
    /// `guard/context-<xx>.txt`, `guard/mild-<xx>.txt`, `guard/insult-<xx>.txt`, `guard/banter-<xx>.txt`, `guard/spelling-<xx>.txt`,
    /// `guard/hostile-<xx>.txt`, `guard/hate-groups.tsv` and `guard/hate-rules.tsv` (``GroupHostilityRules``),
    /// `guard/allow.txt`, `guard/allow-prefix-words.txt` and the model `guard/insult-model.bin`.
    /// English and every language with a phrase table must have both `<xx>.txt` and `sensitive-<xx>.txt`.
    /// - Throws: `SmartReplyError` (`modelFileMissing`, `modelFileCorrupt`,
    ///   `modelVersionUnsupported`, `ioFailure`) naming the file.
    public static func standard(lexicons: URL) throws -> LexiconContentGuard {
        try standard(lexicons: lexicons, loadingModel: true)
    }

    /// Like ``standard(lexicons:)``; `loadingModel: false` skips the model
    /// (used by `smartreply train guard`, which builds it).
    public static func standard(lexicons: URL, loadingModel: Bool) throws -> LexiconContentGuard {
        let directory = lexicons.appendingPathComponent("guard")
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() } catch {
            throw SmartReplyError(.modelFileMissing, "guard lexicon directory \(directory.path) cannot be read: \(error.localizedDescription)")
        }
        var offensive: [String: GuardLexicon] = [:], sensitive: [String: GuardLexicon] = [:], context: [String: GuardLexicon] = [:]
        var mild: [String: GuardLexicon] = [:], insult: [String: GuardLexicon] = [:], banter: [String: GuardLexicon] = [:]
        var spelling: [String: GuardLexicon] = [:]
        var allSensitive: [(text: String, source: String)] = []
        for name in names where name.hasSuffix(".txt") {
            let stem = String(name.dropLast(4))
            let url = directory.appendingPathComponent(name)
            if stem.hasPrefix("sensitive-") {
                let code = String(stem.dropFirst("sensitive-".count))
                let entries = try GuardLexicon.readEntries(from: url)
                sensitive[code] = try GuardLexicon(entries: entries, kind: .sensitive)
                allSensitive += entries
            } else if stem.hasPrefix("mild-") {
                mild[String(stem.dropFirst("mild-".count))] = try GuardLexicon(contentsOf: url)
            } else if stem.hasPrefix("banter-") {
                banter[String(stem.dropFirst("banter-".count))] = try GuardLexicon(contentsOf: url)
            } else if stem.hasPrefix("insult-") {
                insult[String(stem.dropFirst("insult-".count))] = try GuardLexicon(contentsOf: url)
            } else if stem.hasPrefix("spelling-") {
                spelling[String(stem.dropFirst("spelling-".count))] = try GuardLexicon(contentsOf: url)
            } else if stem.hasPrefix("context-") {
                context[String(stem.dropFirst("context-".count))] = try GuardLexicon(contentsOf: url)
            } else if (2...3).contains(stem.count), stem.allSatisfy({ $0.isASCII && $0.isLowercase }), stem != "und" {
                offensive[stem] = try GuardLexicon(contentsOf: url)
            }
        }
        guard !offensive.isEmpty else {
            throw SmartReplyError(.modelFileMissing, "no offensive word lists (<xx>.txt) in \(directory.path)")
        }
        // A safety list that is gone must not pass unnoticed: every language we answer in needs both lists.
        for code in requiredListLanguages(lexicons: lexicons) {
            for (name, lists) in [("\(code).txt", offensive), ("sensitive-\(code).txt", sensitive)] where lists[code] == nil {
                throw SmartReplyError(.modelFileMissing, "\(directory.appendingPathComponent(name).path): missing (every supported language needs its offensive and sensitive lists)")
            }
        }
        let any = try GuardLexicon(contentsOf: directory.appendingPathComponent("und.txt"))
        let allow = try GuardLexicon.readEntries(from: directory.appendingPathComponent("allow.txt")).map(\.text)
            + GroupHostilityRules.prefixExceptions(directory: directory)
        let model = loadingModel ? try HashedLinearClassifier(contentsOf: directory.appendingPathComponent("insult-model.bin")) : nil
        var result = LexiconContentGuard(offensiveLists: offensive, anyLanguageList: any, sensitiveLists: sensitive,
                                         anyLanguageSensitiveList: try GuardLexicon(entries: allSensitive, kind: .sensitive),
                                         allowList: allow, model: model, contextLists: context,
                                         tiers: SeverityTiers(mildLists: mild, insultLists: insult, banterLists: banter),
                                         hostileRules: try HostilePhraseRules(directory: directory))
        result.groupRules = try GroupHostilityRules(directory: directory)
        result.spellingLists = spelling
        return result
    }

    /// The languages whose offensive (`<xx>.txt`) and sensitive (`sensitive-<xx>.txt`) lists must be
    /// present: English and each language with a phrase table (a folder under `translation/`).
    static func requiredListLanguages(lexicons: URL) -> [String] {
        let translation = lexicons.appendingPathComponent("translation")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: translation.path)) ?? []
        return ["en"] + folders.filter { name in
            (2...3).contains(name.count) && name.allSatisfy { $0.isASCII && $0.isLowercase }
        }.sorted()
    }

    /// How many Cyrillic readings of each Latin word ``cyrillicReadingVerdict(of:)`` tries.
    static let cyrillicReadings = 3

    /// The languages whose lists the Cyrillic readings are matched against.
    private static let cyrillicListLanguages = [LanguageTag(validated: "ru"), LanguageTag(validated: "uk")]

    /// The list verdict for the Cyrillic readings of romanized Russian or Ukrainian `text`, or nil
    /// when no reading matches a list. Reading k spells every Latin word with its k-th most likely
    /// Cyrillic spelling (``CyrillicRomanization/cyrillicCandidates(for:maximum:)``), for k below
    /// ``cyrillicReadings``, in both schemes; the Latin text and each reading are matched against the
    /// Russian and the Ukrainian lists only (not the insult model, which reads the Latin text itself, nor the
    /// sound skeletons of `spelling-<xx>.txt`). A sensitive
    /// match wins over an offensive one.
    /// - Complexity: O(w · r) candidate spellings for w words, only for `ru-Latn`/`uk-Latn` text.
    func cyrillicReadingVerdict(of text: String) -> GuardVerdict? {
        var offensive: [String] = []
        /// A sensitive verdict for `normalized` under either language's lists; offensive entries are collected.
        func sensitiveVerdict(_ normalized: GuardNormalizedText) -> GuardVerdict? {
            for listLanguage in Self.cyrillicListLanguages {
                // Not by sound: a romanized reading is a guess already, and a guess of a guess flags too much.
                let (sensitive, found) = listMatches(in: normalized, language: listLanguage, protecting: [], soundAlike: false)
                if !sensitive.isEmpty { return GuardVerdict(kind: .sensitive, matches: sensitive) }
                for entry in found where !offensive.contains(entry) { offensive.append(entry) }
            }
            return nil
        }
        // The Latin text itself first: the lists' romanized entries ("ne hochu zhit"), whichever of the
        // two languages the identifier chose.
        if let verdict = sensitiveVerdict(normalizer.normalize(text)) { return verdict }
        let pieces = CyrillicRomanization.latinPieces(of: text)
        // The two schemes and the k-th readings often spell a text alike: each distinct reading is matched once.
        var tried = Set<String>()
        for code in ["ru", "uk"] {
            guard let scheme = CyrillicRomanization.shared(language: code) else { continue }
            let spellings = pieces.map { $0.isWord ? scheme.cyrillicCandidates(for: $0.text, maximum: Self.cyrillicReadings) : [] }
            // Reading k differs from reading k-1 only if some word has more than k spellings.
            let readings = spellings.reduce(0) { max($0, $1.count) }
            for k in 0..<min(readings, Self.cyrillicReadings) {
                let reading = zip(pieces, spellings).map { piece, options in options.isEmpty ? piece.text : options[min(k, options.count - 1)] }.joined()
                guard tried.insert(reading).inserted else { continue }
                if let verdict = sensitiveVerdict(normalizer.normalize(reading)) { return verdict }
            }
        }
        return offensive.isEmpty ? nil : GuardVerdict(kind: .offensive, matches: offensive)
    }
}
