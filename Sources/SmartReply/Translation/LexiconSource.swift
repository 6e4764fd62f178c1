import Foundation

/// One line of a phrase-table TSV: a phrase in the foreign language, its
/// English translation, a weight, and where the line is.
struct LexiconEntry: Hashable, Sendable {
    /// The foreign (xx) phrase, as written.
    var foreign: String
    /// The English phrase, as written.
    var english: String
    /// The weight in (0, 1]; 1 when the line has none.
    var weight: Double
    /// `file.tsv:line` (1-based line).
    var origin: String
}

/// The TSV files of one language, `Lexicons/translation/<xx>/*.tsv`, read and parsed.
///
/// Format (see `Lexicons/translation/README.md`): UTF-8 lines
/// `xx_phrase<TAB>en_phrase[<TAB>weight]`; `#` starts a comment line; blank
/// lines are ignored; weight in (0, 1], default 1. A malformed line (wrong
/// number of fields, an empty field, a bad weight, invalid UTF-8) is skipped
/// and recorded in ``problems`` as `file:line: reason`, so one bad line never
/// makes a whole language unusable; `smartreply lexicon info` lists them.
///
/// Imported user lexicons (`<cache>/user-lexicons/<xx>/*.tsv`, written by
/// `smartreply lexicon import`, see ``ImportedLexicon``) are a second,
/// lower-priority source in the same format: their lines come after ours, and
/// a line is dropped when our own files already list its xx phrase, so an
/// import only fills gaps and never changes how a phrase we wrote translates.
struct LexiconSource: Sendable {
    /// The language subtag, e.g. `es`.
    var language: String
    /// The directory read.
    var directory: URL
    /// The `.tsv` files, sorted by name.
    var files: [URL]
    /// FNV-1a 64 hash of the compiler revision, file names and bytes, in hex: the cache key.
    var sourceHash: String
    /// The bytes of each file, in `files` order.
    var contents: [Data]
    /// The imported user-lexicon `.tsv` files of the language, sorted by name (lower priority).
    var importedFiles: [URL] = []
    /// The bytes of each imported file, in `importedFiles` order.
    var importedContents: [Data] = []

    /// Bump when the compiled scores change, so caches are rebuilt.
    static let compilerRevision = "phrase-table-compiler-5"

    /// The directory of a language's TSVs under a `Lexicons/` folder.
    /// `language` must be a validated primary subtag (2–3 lower-case ASCII letters).
    static func directory(lexicons: URL, language: String) -> URL {
        lexicons.appendingPathComponent("translation", isDirectory: true)
            .appendingPathComponent(language, isDirectory: true)
    }

    /// The `.tsv` files of a language, sorted; empty when the directory does not exist.
    static func files(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".tsv") && !$0.hasPrefix(".") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// Reads every TSV of `language` and hashes them (parsing waits for ``parse()``).
    /// - Parameters:
    ///   - lexicons: the `Lexicons/` directory.
    ///   - language: a validated primary subtag.
    ///   - userLexicons: the root of imported user lexicons
    ///     (``ImportedLexicon/root(cacheDirectory:)``), or nil for none.
    /// - Throws: `SmartReplyError.languageNotInstalled` naming the language and
    ///   directory when it holds no `.tsv` file; `.ioFailure` naming a file
    ///   that cannot be read.
    init(lexicons: URL, language: String, userLexicons: URL? = nil) throws {
        let directory = Self.directory(lexicons: lexicons, language: language)
        let files = Self.files(in: directory)
        guard !files.isEmpty else {
            throw SmartReplyError(.languageNotInstalled, "no translation lexicon for '\(language)' (no .tsv file in \(directory.path))")
        }
        var hasher = FNV1a64()
        hasher.combine(Self.compilerRevision)
        var contents: [Data] = []
        for file in files {
            let data: Data
            do { data = try Data(contentsOf: file) } catch {
                throw SmartReplyError(.ioFailure, "\(file.path): cannot read the lexicon file (\(error.localizedDescription))")
            }
            hasher.combine(file.lastPathComponent)
            hasher.combine(data: data)
            contents.append(data)
        }
        if let userLexicons {
            importedFiles = Self.files(in: userLexicons.appendingPathComponent(language, isDirectory: true))
            for file in importedFiles {
                let data: Data
                do { data = try Data(contentsOf: file) } catch {
                    throw SmartReplyError(.ioFailure, "\(file.path): cannot read the imported lexicon (\(error.localizedDescription))")
                }
                hasher.combine("imported/" + file.lastPathComponent)
                hasher.combine(data: data)
                importedContents.append(data)
            }
        }
        self.language = language
        self.directory = directory
        self.files = files
        self.sourceHash = String(hasher.value, radix: 16)
        self.contents = contents
    }

    /// Parses every file: the entries in file (name) and line order, and the skipped lines as `file:line: reason`.
    func parse() -> (entries: [LexiconEntry], problems: [String]) {
        var entries: [LexiconEntry] = []
        var problems: [String] = []
        for (file, data) in zip(files, contents) {
            Self.parse(data, name: file.lastPathComponent, into: &entries, problems: &problems)
        }
        guard !importedFiles.isEmpty else { return (entries, problems) }
        let ours = Set(entries.map { PhraseKey.words(of: $0.foreign).words })
        for (file, data) in zip(importedFiles, importedContents) {
            var imported: [LexiconEntry] = []
            Self.parse(data, name: "imported/" + file.lastPathComponent, into: &imported, problems: &problems)
            entries += imported.filter { !ours.contains(PhraseKey.words(of: $0.foreign).words) }
        }
        return (entries, problems)
    }

    /// Removes leading and trailing spaces (not tabs: they separate fields).
    private static func trim(_ text: Substring) -> Substring {
        var start = text.startIndex, end = text.endIndex
        while start < end, text[start] == " " || text[start] == "\u{A0}" { start = text.index(after: start) }
        while end > start, text[text.index(before: end)] == " " || text[text.index(before: end)] == "\u{A0}" { end = text.index(before: end) }
        return text[start..<end]
    }

    /// Parses one file's bytes.
    static func parse(_ data: Data, name: String, into entries: inout [LexiconEntry], problems: inout [String]) {
        var lineNumber = 0
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = rawLine
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard let text = String(validating: line, as: UTF8.self) else {
                problems.append("\(name):\(lineNumber): not valid UTF-8")
                continue
            }
            let trimmed = trim(text[...])
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map { String(trim($0)) }
            guard fields.count == 2 || fields.count == 3 else {
                problems.append("\(name):\(lineNumber): expected 2 or 3 tab-separated fields, found \(fields.count)")
                continue
            }
            guard !fields[0].isEmpty, !fields[1].isEmpty else {
                problems.append("\(name):\(lineNumber): empty phrase")
                continue
            }
            var weight = 1.0
            if fields.count == 3 {
                guard let value = Double(fields[2]), value > 0, value <= 1 else {
                    problems.append("\(name):\(lineNumber): weight '\(fields[2].prefix(20))' is not a number in (0, 1]")
                    continue
                }
                weight = value
            }
            entries.append(LexiconEntry(foreign: fields[0], english: fields[1], weight: weight, origin: "\(name):\(lineNumber)"))
        }
    }
}

/// The 64-bit FNV-1a hash (Fowler–Noll–Vo, public domain): stable across runs
/// and platforms, unlike `Hasher`, so it can key files and in-memory tables.
struct FNV1a64 {
    /// The hash so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    mutating func combine(bytes: some Sequence<UInt8>) {
        var value = self.value
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        self.value = value
    }

    /// Adds the bytes of `data`, read in place (iterating `Data` byte by byte costs
    /// about 10 ns a byte, which made hashing the TSVs most of a language's cold load).
    mutating func combine(data: Data) {
        data.withUnsafeBytes { combine(bytes: $0) }
    }

    /// Adds the bytes of a buffer.
    mutating func combine(bytes buffer: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in buffer { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        self.value = value
    }

    /// Adds a string's UTF-8 bytes followed by a 0 separator.
    mutating func combine(_ string: String) {
        combine(bytes: string.utf8)
        combine(byte: 0)
    }

    /// The hash of a string's UTF-8 bytes.
    static func hash(_ string: some StringProtocol) -> UInt64 {
        var hasher = FNV1a64()
        hasher.combine(bytes: string.utf8)
        return hasher.value
    }
}
