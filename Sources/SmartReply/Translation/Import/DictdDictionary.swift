import Foundation

/// A dictionary in the dictd format (the `dictfmt` output that Debian's
/// `dict-freedict-*` and `mueller7-dict` packages install under
/// `/usr/share/dictd/`): `<name>.index` lists `headword<TAB>offset<TAB>length`
/// with offset and length in dictd's base-64 digits (`A`–`Z a`–`z 0`–`9 + /`,
/// most significant first), pointing into the UTF-8 text of `<name>.dict`,
/// which is usually dictzip-compressed as `<name>.dict.dz` (see ``GzipDecoder``).
///
/// Headwords starting with `00database` / `00-database` are dictfmt's metadata
/// (the info text, the licence); ``entries`` leaves them out and ``info`` holds
/// the `00databaseinfo` text.
struct DictdDictionary: Sendable {
    /// One article: the headword as indexed and where its text is.
    struct Entry: Sendable, Hashable {
        /// The headword, as written in the index.
        var headword: String
        /// The article's bytes in the decompressed data (see ``body(of:)``).
        var range: Range<Int>
    }

    /// The `.index` file read.
    var indexURL: URL
    /// The `.dict` or `.dict.dz` file read.
    var dataURL: URL
    /// The articles, in index order, without the `00database…` ones.
    var entries: [Entry]
    /// The `00databaseinfo` article (edition, licence, sources), or "" when absent.
    var info: String
    /// The decompressed `.dict` bytes.
    private var data: [UInt8]

    /// The article text of an entry: by convention its first line repeats the headword.
    func body(of entry: Entry) -> String {
        String(decoding: data[entry.range], as: UTF8.self)
    }

    /// The `.index` and data files of a dictionary `name` in `directory`;
    /// nil for the data file when neither `.dict.dz` nor `.dict` exists.
    static func files(named name: String, in directory: URL) -> (index: URL, data: URL?) {
        let index = directory.appendingPathComponent(name + ".index")
        for suffix in [".dict.dz", ".dict"] {
            let data = directory.appendingPathComponent(name + suffix)
            if FileManager.default.fileExists(atPath: data.path) { return (index, data) }
        }
        return (index, nil)
    }

    /// Reads and indexes a dictionary.
    /// - Parameters:
    ///   - indexURL: the `.index` file.
    ///   - dataURL: the `.dict.dz` (gzip) or `.dict` (plain) file.
    ///   - progress: called with (bytes done, bytes total) while reading.
    /// - Throws: `SmartReplyError.modelFileMissing` naming a file that does not
    ///   exist; `.ioFailure` naming one that cannot be read; `.modelFileCorrupt`
    ///   naming the `.dz` file and byte offset of bad gzip data, or the index file
    ///   and line of a malformed line or one pointing outside the data.
    init(indexURL: URL, dataURL: URL, progress: (Int, Int) -> Void = { _, _ in }) throws {
        let indexBytes = try Self.read(indexURL)
        let raw = try Self.read(dataURL)
        progress(0, indexBytes.count + raw.count)
        let data = GzipDecoder.isGzip(raw) ? try GzipDecoder.decompress(raw, name: dataURL.path) : raw
        progress(raw.count, indexBytes.count + raw.count)
        var entries: [Entry] = []
        var info = ""
        var lineNumber = 0
        var lineStart = 0
        for lineEnd in indexBytes.indices where indexBytes[lineEnd] == UInt8(ascii: "\n") || lineEnd == indexBytes.count - 1 {
            lineNumber += 1
            var line = indexBytes[lineStart..<(indexBytes[lineEnd] == UInt8(ascii: "\n") ? lineEnd : lineEnd + 1)]
            lineStart = lineEnd + 1
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.isEmpty { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count >= 3, let headword = String(validating: fields[0], as: UTF8.self),
                  let offset = Self.base64Number(fields[1]), let length = Self.base64Number(fields[2]) else {
                throw SmartReplyError(.modelFileCorrupt, "\(indexURL.path):\(lineNumber): expected headword<TAB>offset<TAB>length in dictd base-64")
            }
            guard offset <= data.count, length <= data.count - offset else {
                throw SmartReplyError(.modelFileCorrupt, "\(indexURL.path):\(lineNumber): article '\(headword.prefix(40))' at \(offset)+\(length) lies outside \(dataURL.lastPathComponent) (\(data.count) bytes decompressed)")
            }
            if headword.hasPrefix("00database") || headword.hasPrefix("00-database") {
                if headword == "00databaseinfo" || headword == "00-database-info" {
                    info = String(decoding: data[offset..<(offset + length)], as: UTF8.self)
                }
                continue
            }
            entries.append(Entry(headword: headword, range: offset..<(offset + length)))
            if lineNumber % 20_000 == 0 { progress(raw.count + lineStart, indexBytes.count + raw.count) }
        }
        progress(raw.count + indexBytes.count, indexBytes.count + raw.count)
        self.indexURL = indexURL
        self.dataURL = dataURL
        self.entries = entries
        self.info = info
        self.data = data
    }

    private static func read(_ url: URL) throws -> [UInt8] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "\(url.path): no such file")
        }
        do { return [UInt8](try Data(contentsOf: url)) } catch {
            throw SmartReplyError(.ioFailure, "\(url.path): cannot read (\(error.localizedDescription))")
        }
    }

    /// Decodes a dictd base-64 number (`A` = 0 … `/` = 63, most significant digit first).
    static func base64Number(_ digits: some Collection<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 10 else { return nil }
        var value = 0
        for digit in digits {
            let d: Int
            switch digit {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): d = Int(digit) - 65
            case UInt8(ascii: "a")...UInt8(ascii: "z"): d = Int(digit) - 97 + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = Int(digit) - 48 + 52
            case UInt8(ascii: "+"): d = 62
            case UInt8(ascii: "/"): d = 63
            default: return nil
            }
            value = value * 64 + d
        }
        return value
    }
}
