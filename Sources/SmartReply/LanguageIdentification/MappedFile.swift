import Foundation

/// Read-only model bytes: a file mapped into memory with `mmap(2)` (unmapped
/// on deinit), or a private copy of in-memory data (for models trained and
/// used in one process, such as cross-validation folds).
///
/// `@unchecked Sendable`: the mapping is `PROT_READ` and private (the copy is
/// written once in `init`), the class has only `let` properties, and nothing
/// ever writes through `bytes` afterwards, so sharing it between tasks is safe.
final class MappedFile: @unchecked Sendable {
    private let isCopy: Bool
    /// The mapped bytes (empty for an empty file).
    let bytes: UnsafeRawBufferPointer
    /// The file mapped.
    let url: URL

    /// Maps `url`.
    /// - Throws: `.modelFileMissing` when the file does not exist,
    ///   `.ioFailure` when it cannot be opened or mapped.
    init(url: URL) throws {
        self.url = url
        isCopy = false
        let fd = open(url.path, O_RDONLY)
        guard fd >= 0 else {
            if errno == ENOENT {
                throw SmartReplyError(.modelFileMissing, "model file \(url.path) does not exist")
            }
            throw SmartReplyError(.ioFailure, "cannot open model file \(url.path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw SmartReplyError(.ioFailure, "cannot stat model file \(url.path): \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw SmartReplyError(.modelFileCorrupt, "model file \(url.path) is not a regular file")
        }
        let size = Int(info.st_size)
        if size == 0 {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw SmartReplyError(.ioFailure, "cannot map model file \(url.path): \(String(cString: strerror(errno)))")
        }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    /// Copies `data`; `url` only names it in error messages.
    init(copying data: Data, name url: URL) {
        self.url = url
        isCopy = true
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        data.withUnsafeBytes { source in buffer.copyMemory(from: source) }
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<data.count])
    }

    /// Hands the whole pages inside `range` (byte offsets) of a mapped file back to the kernel
    /// (`madvise(MADV_DONTNEED)`): they leave the resident set and are read again from the page
    /// cache on the next access, with the same bytes (the mapping is read-only, never written).
    /// Nothing for a private copy, whose memory is the only copy of its bytes.
    /// - Complexity: O(1) system call.
    func releasePages(in range: Range<Int>) {
        guard !isCopy, let base = bytes.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        let lower = max(0, range.lowerBound), upper = min(bytes.count, range.upperBound)
        let start = (Int(bitPattern: base) + lower + page - 1) / page * page
        let end = (Int(bitPattern: base) + upper) / page * page
        guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(address, end - start, MADV_DONTNEED)
    }

    deinit {
        guard let base = bytes.baseAddress else { return }
        if isCopy {
            base.deallocate()
        } else {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        }
    }
}
