internal import CZlib

/// Decompresses gzip files (RFC 1952), including dictzip's `.dict.dz`, whose
/// random-access chunk table sits in an ordinary gzip extra field: read from
/// the start, a dictzip file is one gzip member and decompresses in one pass.
///
/// Decoding is zlib's `inflate` (Debian `zlib1g-dev`, the `CZlib` system
/// library; zlib licence), which checks each member's CRC-32 and length.
/// Errors name the file and the byte offset in the compressed input where
/// decoding stopped.
enum GzipDecoder {
    /// Decompresses every gzip member of `data`, concatenated.
    /// - Parameters:
    ///   - data: the compressed bytes.
    ///   - name: the file's path, for error messages.
    /// - Returns: the decompressed bytes.
    /// - Throws: `SmartReplyError.modelFileCorrupt` naming `name` and the byte
    ///   offset: not gzip, bad header, bad DEFLATE data, truncated data, CRC-32
    ///   or length mismatch.
    /// - Complexity: O(n) in the decompressed size.
    static func decompress(_ data: [UInt8], name: String) throws -> [UInt8] {
        func fail(_ offset: Int, _ reason: String) -> SmartReplyError {
            SmartReplyError(.modelFileCorrupt, "\(name): corrupt gzip data at byte offset \(offset): \(reason)")
        }
        guard isGzip(data) else { throw fail(0, "not gzip (no 1F 8B magic number)") }
        var output: [UInt8] = []
        output.reserveCapacity(data.count * 4)
        var stream = z_stream()
        // 15 + 16: a 32 KB window and a gzip (not zlib) header.
        guard czlib_inflate_init2(&stream, 15 + 16) == Z_OK else { throw fail(0, "zlib could not start") }
        defer { inflateEnd(&stream) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        try data.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress else { return }
            stream.next_in = UnsafeMutablePointer(mutating: base)
            stream.avail_in = UInt32(input.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { buffer -> Int32 in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(buffer.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                offset = input.count - Int(stream.avail_in)
                switch status {
                case Z_OK:
                    continue
                case Z_STREAM_END:
                    // Another member may follow, after zero padding.
                    var next = offset
                    while next < input.count, input[next] == 0 { next += 1 }
                    guard next < input.count else { return }
                    guard input.count - next >= 2, input[next] == 0x1F, input[next + 1] == 0x8B else {
                        throw fail(next, "trailing bytes that are not a gzip member")
                    }
                    stream.next_in = UnsafeMutablePointer(mutating: base + next)
                    stream.avail_in = UInt32(input.count - next)
                    guard inflateReset(&stream) == Z_OK else { throw fail(next, "zlib could not restart") }
                case Z_BUF_ERROR where stream.avail_in == 0:
                    throw fail(offset, "truncated (the data ends inside a member)")
                default:
                    let reason = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                    throw fail(offset, reason)
                }
            }
        }
        return output
    }

    /// Whether `data` starts with the gzip magic number.
    static func isGzip(_ data: [UInt8]) -> Bool {
        data.count >= 2 && data[0] == 0x1F && data[1] == 0x8B
    }
}
