import Foundation

/// Imports Debian's dictd dictionaries between a language and English into an
/// ``ImportedLexicon`` on the user's machine: FreeDict's `dict-freedict-<xxx>-eng`
/// and `dict-freedict-eng-<xxx>` (https://freedict.org, GPL), and for Russian
/// also `mueller7-dict` (V. K. Mueller's English–Russian dictionary, 7th
/// edition, electronic version under the GNU GPL).
///
///     let importer = FreeDictImporter(cacheDirectory: PhraseTableTranslator.defaultCacheDirectory())
///     let summary = try importer.importLanguage(try LanguageTag("es"))
///     print(summary.entryCount)   // Prints e.g. "9321"
///
/// Each article is parsed by ``DictdArticleParser`` into a headword and up to
/// three clean glosses; an xx → English dictionary gives `headword → gloss`
/// pairs, an English → xx one the reverse, `gloss → headword`. Pairs are
/// de-duplicated case-insensitively; a pair that dictionaries of both
/// directions list is marked confirmed (weight 0.6) and comes first among the
/// translations of its phrase. When there are more than
/// ``maximumEntries``, the shortest xx phrases are kept (fewest words, then
/// confirmed pairs, xx → English pairs before reversed ones, then fewest
/// letters: short words are the frequent ones). Weights are low (0.5 for a headword's first gloss, 0.3
/// for later ones, 0.3 / 0.2 for reversed pairs) and the translator uses the
/// pairs only for xx phrases that our own lexicon lacks.
public struct FreeDictImporter: Sendable {
    /// One Debian dictionary this importer can read.
    public struct Dictionary: Sendable, Hashable {
        /// The dictd name: files `<name>.index` and `<name>.dict.dz`.
        public var name: String
        /// The Debian package that installs it.
        public var package: String
        /// Whether the headwords are in the foreign language (false: English headwords).
        public var hasForeignHeadwords: Bool
        var style: DictdArticleParser.Style
        var foreignScript: DictdArticleParser.Script
    }

    /// What the import is doing, for a progress bar.
    public struct Progress: Sendable, Hashable {
        /// The dictionary being read, or "writing".
        public var phase: String
        /// Units done (bytes while reading, articles while parsing).
        public var done: Int
        /// Units in this phase (≥ 1).
        public var total: Int
    }

    /// What an import wrote.
    public struct Summary: Sendable, Hashable {
        /// The imported lexicon as written.
        public var lexicon: ImportedLexicon
        /// The dictionaries read, by name.
        public var dictionariesRead: [String]
        /// Dictionaries for this language whose package is not installed.
        public var dictionariesMissing: [Dictionary]
        /// Pairs found before the cap.
        public var pairsFound: Int
    }

    /// ISO 639-1 → the ISO 639-3 codes FreeDict names its dictionaries with.
    static let freeDictCodes = ["es": "spa", "fr": "fra", "de": "deu", "it": "ita", "pt": "por", "nl": "nld", "ru": "rus",
                                "sv": "swe", "da": "dan", "fi": "fin", "pl": "pol", "cs": "ces", "hu": "hun", "tr": "tur",
                                "el": "ell", "ga": "gle", "cy": "cym", "hr": "hrv", "sr": "srp", "af": "afr", "sw": "swh",
                                "la": "lat", "lt": "lit", "ja": "jpn", "ar": "ara", "bg": "bul", "hi": "hin", "id": "ind",
                                "nb": "nor", "no": "nor", "sk": "slk", "sl": "slv", "is": "isl", "eo": "epo"]

    /// The `<xxx>-eng` dictionaries Debian 12 packages (`apt-cache search freedict`).
    static let toEnglishCodes: Set<String> = ["afr", "ara", "ces", "cym", "dan", "deu", "ell", "epo", "fin", "fra", "gle", "hrv",
                                              "hun", "isl", "ita", "jpn", "lat", "lit", "nld", "pol", "por", "slk", "slv", "spa",
                                              "srp", "swe", "swh", "tur"]
    /// The `eng-<xxx>` dictionaries Debian 12 packages.
    static let fromEnglishCodes: Set<String> = ["afr", "ara", "bul", "ces", "cym", "dan", "deu", "ell", "fin", "fra", "gle", "hin",
                                                "hrv", "hun", "ind", "ita", "jpn", "lat", "lit", "nld", "nor", "pol", "por", "rus",
                                                "spa", "srp", "swe", "swh", "tur"]

    /// The dictionaries this importer would read for `language` (they may not be installed);
    /// empty when Debian packages none between it and English (e.g. Ukrainian).
    public static func dictionaries(for language: String) -> [Dictionary] {
        guard let code = freeDictCodes[language] else { return [] }
        let script: DictdArticleParser.Script = ["ru", "bg", "sr"].contains(language) ? .cyrillic : .latin
        var result: [Dictionary] = []
        if toEnglishCodes.contains(code) {
            result.append(Dictionary(name: "freedict-\(code)-eng", package: "dict-freedict-\(code)-eng", hasForeignHeadwords: true,
                                     style: .freeDict, foreignScript: script))
        }
        if fromEnglishCodes.contains(code) {
            result.append(Dictionary(name: "freedict-eng-\(code)", package: "dict-freedict-eng-\(code)", hasForeignHeadwords: false,
                                     style: .freeDict, foreignScript: script))
        }
        if language == "ru" {
            result.append(Dictionary(name: "mueller7", package: "mueller7-dict", hasForeignHeadwords: false,
                                     style: .mueller, foreignScript: .cyrillic))
        }
        return result
    }

    /// Where dictd dictionaries are installed (Debian: `/usr/share/dictd`).
    public var dictionaryDirectory: URL
    /// The cache directory that holds `user-lexicons/`.
    public var cacheDirectory: URL
    /// Most pairs written per language (≥ 1).
    public var maximumEntries: Int

    /// Creates an importer.
    /// - Parameters:
    ///   - dictionaryDirectory: where the `.index` / `.dict.dz` files are.
    ///   - cacheDirectory: the translator's cache directory (``PhraseTableTranslator/defaultCacheDirectory(environment:)``).
    ///   - maximumEntries: the cap on pairs per language; large dictionaries
    ///     (German has over 500,000 headwords) would otherwise make the phrase
    ///     table slow to load and large in memory.
    public init(dictionaryDirectory: URL = URL(fileURLWithPath: "/usr/share/dictd", isDirectory: true),
                cacheDirectory: URL, maximumEntries: Int = 60_000) {
        self.dictionaryDirectory = dictionaryDirectory
        self.cacheDirectory = cacheDirectory
        self.maximumEntries = max(1, maximumEntries)
    }

    private struct Pair {
        var foreign: String
        var english: String
        var weight: Double
        /// Whether dictionaries of both directions list the pair.
        var confirmed = false
        var words: Int
        /// 0 for an xx → English dictionary, then 1, 2… for the English → xx ones in order.
        var dictionary: Int
        var rank: Int
        /// Order of appearance, to keep sorts stable.
        var sequence: Int

        /// Which pairs survive the cap: short xx phrases, confirmed pairs, xx → English ones, first glosses.
        var capKey: (Int, Int, Int, Int, Int, Int) { (words, confirmed ? 0 : 1, dictionary, foreign.count, rank, sequence) }
        /// Order within one xx phrase (the first listed wins): confirmed, then by dictionary, rank and appearance.
        var phraseKey: (Int, Int, Int, Int) { (confirmed ? 0 : 1, dictionary, rank, sequence) }
    }

    /// Reads the installed dictionaries of `tag`'s language and writes
    /// `<cache>/user-lexicons/<xx>/freedict.tsv` (replacing an earlier import).
    /// - Parameter progress: called often while reading and parsing.
    /// - Returns: what was written and which dictionaries were missing.
    /// - Throws: `SmartReplyError.languageNotSupported` when Debian has no
    ///   dictionary between the language and English; `.modelFileMissing`
    ///   naming every expected path and the apt packages to install when none is
    ///   installed; `.modelFileCorrupt` naming a damaged file (and the byte
    ///   offset of bad gzip data); `.ioFailure` when the lexicon cannot be written.
    public func importLanguage(_ tag: LanguageTag, progress: (Progress) -> Void = { _ in }) throws -> Summary {
        let language = tag.language
        let candidates = Self.dictionaries(for: language)
        guard !candidates.isEmpty else {
            throw SmartReplyError(.languageNotSupported, "Debian has no FreeDict dictionary between '\(language)' and English")
        }
        var installed: [(Dictionary, URL, URL)] = [], missing: [Dictionary] = []
        for dictionary in candidates {
            let files = DictdDictionary.files(named: dictionary.name, in: dictionaryDirectory)
            if FileManager.default.fileExists(atPath: files.index.path), let data = files.data {
                installed.append((dictionary, files.index, data))
            } else {
                missing.append(dictionary)
            }
        }
        guard !installed.isEmpty else {
            let paths = missing.map { dictionaryDirectory.appendingPathComponent($0.name + ".index").path }
            throw SmartReplyError(.modelFileMissing, "no dictionary for '\(language)': \(paths.joined(separator: ", ")) not found; install one with: apt-get install \(missing.map(\.package).joined(separator: " "))")
        }
        var pairs: [Pair] = []
        var seen: [String: Int] = [:]   // "xx\ten" lower-cased → index in pairs
        var sources: [String] = [], licences: [String] = []
        for (number, (dictionary, index, data)) in installed.enumerated() {
            let dictd = try DictdDictionary(indexURL: index, dataURL: data) { done, total in
                progress(Progress(phase: "reading \(dictionary.name)", done: done, total: max(1, total)))
            }
            let info = Self.describe(dictd.info, package: dictionary.package)
            sources.append("\(dictionary.name) (Debian package \(dictionary.package)\(info.title.isEmpty ? "" : "; " + info.title))")
            if !licences.contains(info.licence) { licences.append(info.licence) }
            let parser = DictdArticleParser(style: dictionary.style,
                                            headwordScript: dictionary.hasForeignHeadwords ? dictionary.foreignScript : .latin,
                                            glossScript: dictionary.hasForeignHeadwords ? .latin : dictionary.foreignScript)
            let reversed = dictionary.hasForeignHeadwords ? 0 : 1
            for (articleNumber, entry) in dictd.entries.enumerated() {
                if articleNumber % 5_000 == 0 {
                    progress(Progress(phase: "parsing \(dictionary.name)", done: articleNumber, total: max(1, dictd.entries.count)))
                }
                let article = parser.parse(headword: entry.headword, body: dictd.body(of: entry))
                guard !article.headword.isEmpty else { continue }
                for (rank, gloss) in article.glosses.enumerated() {
                    let (foreign, english) = dictionary.hasForeignHeadwords ? (article.headword, gloss) : (gloss, article.headword)
                    guard foreign.lowercased() != english.lowercased() else { continue }
                    let key = foreign.lowercased() + "\t" + english.lowercased()
                    if let earlier = seen[key] {
                        // Listed by dictionaries of both directions: the most reliable pairs.
                        if pairs[earlier].dictionary == 0 && reversed == 1 && !pairs[earlier].confirmed {
                            pairs[earlier].confirmed = true
                            pairs[earlier].weight = 0.6
                        }
                        continue
                    }
                    seen[key] = pairs.count
                    let weight = reversed == 0 ? (rank == 0 ? 0.5 : 0.3) : (rank == 0 ? 0.3 : 0.2)
                    pairs.append(Pair(foreign: foreign, english: english, weight: weight, words: foreign.split(separator: " ").count,
                                      dictionary: reversed + number, rank: rank, sequence: pairs.count))
                }
            }
            progress(Progress(phase: "parsing \(dictionary.name)", done: dictd.entries.count, total: max(1, dictd.entries.count)))
        }
        let found = pairs.count
        if pairs.count > maximumEntries {
            pairs.sort { $0.capKey < $1.capKey }
            pairs.removeLast(pairs.count - maximumEntries)
        }
        // Group by xx phrase (first listed wins), keeping each phrase's glosses in priority order.
        let lowered = pairs.map { $0.foreign.lowercased() }
        let order = pairs.indices.sorted { lowered[$0] != lowered[$1] ? lowered[$0] < lowered[$1] : pairs[$0].phraseKey < pairs[$1].phraseKey }
        pairs = order.map { pairs[$0] }
        progress(Progress(phase: "writing", done: 0, total: 1))
        let file = ImportedLexicon.file(named: "freedict", language: language, cacheDirectory: cacheDirectory)
        var text = """
            # smart-reply imported lexicon for '\(language)', written by `smartreply lexicon import freedict` on this machine.
            # Its data keeps the licence of its sources: never commit or redistribute it with the repository.
            # Used by the translator after its own lexicon, only for phrases that lexicon lacks.

            """
        for source in sources { text += "# source: \(source)\n" }
        for licence in licences { text += "# licence: \(licence)\n" }
        text += "# entries: \(pairs.count)\n"
        for pair in pairs { text += "\(pair.foreign)\t\(pair.english)\t\(pair.weight)\n" }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            throw SmartReplyError(.ioFailure, "\(file.path): cannot write the imported lexicon (\(error.localizedDescription))")
        }
        progress(Progress(phase: "writing", done: 1, total: 1))
        return Summary(lexicon: try ImportedLexicon(file: file, language: language),
                       dictionariesRead: installed.map(\.0.name), dictionariesMissing: missing, pairsFound: found)
    }

    /// The title/edition line and the licence named in a dictd info article.
    static func describe(_ info: String, package: String) -> (title: String, licence: String) {
        let lines = info.split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty && !$0.hasPrefix("00-database") }
        let title = lines.first.map(String.init) ?? ""
        let edition = lines.first(where: { $0.hasPrefix("Edition:") }).map { ", " + $0.lowercased() } ?? ""
        let flat = info.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let licence: String
        if flat.contains("General Public License, version 3") || flat.contains("GPLv3") {
            licence = flat.contains("Affero") ? "GPL-3.0-or-later and AGPL-3.0-or-later" : "GPL-3.0-or-later"
        } else if flat.contains("License ver. 2.0 and any later version") || flat.contains("version 2 of the License, or") {
            licence = "GPL-2.0-or-later"
        } else if flat.contains("GNU GPL") || flat.contains("General Public License") {
            licence = "GNU GPL (see /usr/share/doc/\(package)/copyright)"
        } else {
            licence = "see /usr/share/doc/\(package)/copyright"
        }
        return (title + edition, licence)
    }
}
