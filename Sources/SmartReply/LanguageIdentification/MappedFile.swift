import Foundation

/// Read-only model bytes: a file mapped into memory with `mmap(2)` (unmapped
/// on deinit), a private copy of in-memory data (for models trained and
/// used in one process, such as cross-validation folds), or data built once at load time.
///
/// `@unchecked Sendable`: the mapping is `PROT_READ` and private (the copy and
/// the built data are written once in `init`), the class has only `let` properties, and nothing
/// ever writes through `bytes` afterwards, so sharing it between tasks is safe.
final class MappedFile: @unchecked Sendable {
    private enum Storage {
        /// `mmap` of the file.
        case file
        /// Allocated with `UnsafeMutableRawBufferPointer.allocate`.
        case copy
        /// Anonymous `mmap` of `length` bytes (whole pages).
        case anonymous(length: Int)
    }
    private let storage: Storage
    /// The mapped bytes (empty for an empty file).
    let bytes: UnsafeRawBufferPointer
    /// The file mapped.
    let url: URL

    /// Maps `url`.
    /// - Throws: `.modelFileMissing` when the file does not exist,
    ///   `.ioFailure` when it cannot be opened or mapped.
    init(url: URL) throws {
        self.url = url
        storage = .file
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
    /// The last path component of the name given to bytes held in memory (``init(copying:name:)``).
    static let inMemoryName = "<memory>"

    init(copying data: Data, name url: URL) {
        self.url = url
        storage = .copy
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        data.withUnsafeBytes { source in buffer.copyMemory(from: source) }
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<data.count])
    }

    /// A buffer of `count` zero bytes that `fill` writes once (data built at load time, such as
    /// ``PostingTable``); `url` only names it in error messages. A buffer of 2 MB or more is placed on
    /// 2 MB boundaries and asks for transparent huge pages, so that random reads across it need few
    /// TLB entries (where the system does not give them, it is ordinary memory).
    init(zeroed count: Int, name url: URL, fill: (UnsafeMutableRawBufferPointer) -> Void) {
        self.url = url
        let huge = 1 << 21
        let page = max(1, Int(sysconf(Int32(_SC_PAGESIZE))))
        let length = (max(1, count) + page - 1) / page * page
        if count >= huge, let raw = mmap(nil, length + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
           raw != MAP_FAILED {
            // Keep the 2 MB-aligned part; give back the head before it and the tail after it.
            let start = (Int(bitPattern: raw) + huge - 1) / huge * huge
            let head = start - Int(bitPattern: raw)
            if head > 0 { _ = munmap(raw, head) }
            if huge - head > 0, let tail = UnsafeMutableRawPointer(bitPattern: start + length) { _ = munmap(tail, huge - head) }
            if let base = UnsafeMutableRawPointer(bitPattern: start) {
                #if os(Linux)
                _ = madvise(base, length, MADV_HUGEPAGE)
                #endif
                storage = .anonymous(length: length)
                let bytes = UnsafeMutableRawBufferPointer(start: base, count: count)
                fill(bytes)
                self.bytes = UnsafeRawBufferPointer(bytes)
                return
            }
        }
        storage = .copy
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, count), alignment: 64)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        let bytes = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count])
        fill(bytes)
        self.bytes = UnsafeRawBufferPointer(bytes)
    }

    /// Lets the system drop the resident pages of mapped bytes `range` that are no longer read (they
    /// are read from the file again if they are); does nothing for a copy.
    func release(_ range: Range<Int>) {
        guard case .file = storage, let base = bytes.baseAddress, range.lowerBound >= 0, range.upperBound <= bytes.count else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        let first = (Int(bitPattern: base) + range.lowerBound + page - 1) / page * page
        let last = (Int(bitPattern: base) + range.upperBound) / page * page
        guard first < last, let start = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(start, last - first, MADV_DONTNEED)
    }

    deinit {
        guard let base = bytes.baseAddress else { return }
        switch storage {
        case .copy: base.deallocate()
        case .file: munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        case .anonymous(let length): munmap(UnsafeMutableRawPointer(mutating: base), length)
        }
    }
}
