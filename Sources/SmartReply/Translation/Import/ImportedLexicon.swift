import Foundation

/// A user lexicon imported on this machine (for example by
/// `smartreply lexicon import freedict`): a phrase-table TSV in the format of
/// `Lexicons/translation/<xx>/*.tsv`, stored at
/// `<cache>/user-lexicons/<xx>/<name>.tsv`, never in the repository (its data
/// keeps the licence of its source, e.g. the GPL for FreeDict).
///
/// The translator reads these files after its own lexicon and only for
/// phrases its own lexicon lacks (see `LexiconSource`). The file begins with
/// comment lines that describe it:
///
///     # smart-reply imported lexicon …
///     # source: freedict-spa-eng (Debian package dict-freedict-spa-eng; …)
///     # licence: GPL-2.0-or-later
///     # entries: 4321
public struct ImportedLexicon: Sendable, Hashable {
    /// The language subtag, e.g. `es`.
    public var language: String
    /// The TSV file.
    public var file: URL
    /// Entry lines in the file (comments and blank lines not counted).
    public var entryCount: Int
    /// The file's size in bytes.
    public var bytes: Int
    /// Where the entries came from, one line per dictionary (from `# source:` lines).
    public var sources: [String]
    /// The licences of the sources (from `# licence:` lines).
    public var licences: [String]

    /// The directory holding every imported lexicon: `<cacheDirectory>/user-lexicons`.
    public static func root(cacheDirectory: URL) -> URL {
        cacheDirectory.appendingPathComponent("user-lexicons", isDirectory: true)
    }

    /// The file an importer named `name` writes for `language`.
    public static func file(named name: String, language: String, cacheDirectory: URL) -> URL {
        root(cacheDirectory: cacheDirectory).appendingPathComponent(language, isDirectory: true)
            .appendingPathComponent(name + ".tsv")
    }

    /// Every imported lexicon under `cacheDirectory`, sorted by language then file name.
    /// Files that cannot be read are left out.
    public static func installed(cacheDirectory: URL) -> [ImportedLexicon] {
        let root = root(cacheDirectory: cacheDirectory)
        let languages = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        return languages.flatMap { installed(language: $0, cacheDirectory: cacheDirectory) }
    }

    /// The imported lexicons of one language, sorted by file name.
    public static func installed(language: String, cacheDirectory: URL) -> [ImportedLexicon] {
        let directory = root(cacheDirectory: cacheDirectory).appendingPathComponent(language, isDirectory: true)
        return LexiconSource.files(in: directory).compactMap { try? ImportedLexicon(file: $0, language: language) }
    }

    /// Reads the description of an imported TSV.
    /// - Throws: `SmartReplyError.ioFailure` naming the file when it cannot be read.
    public init(file: URL, language: String) throws {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw SmartReplyError(.ioFailure, "\(file.path): cannot read the imported lexicon (\(error.localizedDescription))")
        }
        var sources: [String] = [], licences: [String] = []
        var count = 0
        for line in data.split(separator: UInt8(ascii: "\n")) {
            if line.first == UInt8(ascii: "#") {
                let text = String(decoding: line, as: UTF8.self)
                if text.hasPrefix("# source: ") { sources.append(String(text.dropFirst(10))) }
                if text.hasPrefix("# licence: ") { licences.append(String(text.dropFirst(11))) }
            } else if line.contains(UInt8(ascii: "\t")) {
                count += 1
            }
        }
        self.language = language
        self.file = file
        self.entryCount = count
        self.bytes = data.count
        self.sources = sources
        self.licences = licences
    }

    /// Deletes every imported lexicon of `language` (and its directory).
    /// - Returns: the files removed.
    /// - Throws: `SmartReplyError.ioFailure` naming a file that cannot be removed.
    @discardableResult
    public static func delete(language: String, cacheDirectory: URL) throws -> [URL] {
        let directory = root(cacheDirectory: cacheDirectory).appendingPathComponent(language, isDirectory: true)
        let files = LexiconSource.files(in: directory)
        for file in files {
            do { try FileManager.default.removeItem(at: file) } catch {
                throw SmartReplyError(.ioFailure, "\(file.path): cannot delete (\(error.localizedDescription))")
            }
        }
        if ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? ["?"]).isEmpty {
            try? FileManager.default.removeItem(at: directory)
        }
        return files
    }
}
