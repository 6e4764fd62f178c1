import CMalloc
import Foundation

/// This process's memory as Linux reports it (`/proc/self/status`) and glibc's heap
/// (`mallinfo2(3)`), in megabytes (2²⁰ bytes): what `smartreply bench` prints.
struct ResidentMemory {
    /// The resident set (VmRSS): anonymous plus file-backed pages.
    var resident: Double
    /// Resident anonymous pages (RssAnon): the heap, stacks, copied model bytes.
    var anonymous: Double
    /// Resident file-backed pages (RssFile): the executable, libraries and mapped model and database files.
    var file: Double
    /// Bytes the program holds from `malloc` (`mallinfo2().uordblks` plus `hblkhd`, the mmap'ed blocks).
    var heapInUse: Double
    /// Bytes `malloc` holds free inside its arenas (`fordblks`): resident while not given back to the system.
    var heapFree: Double

    /// The figures now; zeros where `/proc` cannot be read.
    static func now() -> ResidentMemory {
        var fields: [Substring: Double] = [:]
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") {
                let parts = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
                if parts.count >= 2, let kilobytes = Double(parts[1]) { fields[parts[0]] = kilobytes / 1024 }
            }
        }
        let megabyte = Double(1 << 20)
        return ResidentMemory(resident: fields["VmRSS"] ?? 0, anonymous: fields["RssAnon"] ?? 0, file: fields["RssFile"] ?? 0,
                              heapInUse: Double(cmalloc_bytes_in_use()) / megabyte, heapFree: Double(cmalloc_bytes_free()) / megabyte)
    }

    /// "61.2 MB (anonymous 40.1, file 21.1; malloc in use 25.3, free 2.0)".
    var description: String {
        String(format: "%.1f MB (anonymous %.1f, file %.1f; malloc in use %.1f, free %.1f)", resident, anonymous, file, heapInUse, heapFree)
    }
}

/// The resident set size of this process, in megabytes (Linux `/proc/self/status`, VmRSS).
func residentMegabytes() -> Double { ResidentMemory.now().resident }
