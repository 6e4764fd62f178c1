// Shared helpers for the libFuzzer targets in Fuzz/Targets (compiled into
// every target by Fuzz/run.sh; not part of the library).
import Foundation
import Synchronization

/// Helpers for fuzz targets: finding `Lexicons/`, decoding input bytes and
/// running async library calls from libFuzzer's synchronous callback.
enum FuzzSupport {
    /// The `Lexicons` folder: `$SMARTREPLY_LEXICONS`, else `Lexicons` under the
    /// working directory (Fuzz/run.sh runs from the package root).
    static func lexicons() -> URL {
        let path = ProcessInfo.processInfo.environment["SMARTREPLY_LEXICONS"] ?? "Lexicons"
        let url = URL(fileURLWithPath: path, isDirectory: true)
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("langid/langid.model").path) else {
            fatalError("fuzz: no Lexicons at \(url.path); run from the package root or set SMARTREPLY_LEXICONS")
        }
        return url
    }

    /// The input bytes after `skipping` header bytes, decoded as UTF-8
    /// (invalid sequences become U+FFFD, as `String(decoding:)` does).
    static func text(_ data: UnsafePointer<UInt8>, _ size: Int, skipping: Int = 0) -> String {
        let start = min(skipping, size)
        return String(decoding: UnsafeBufferPointer(start: data + start, count: size - start), as: UTF8.self)
    }

    /// The input byte at `index`, or `fallback` when the input is shorter.
    static func byte(_ data: UnsafePointer<UInt8>, _ size: Int, _ index: Int, or fallback: UInt8 = 0) -> UInt8 {
        index < size ? data[index] : fallback
    }

    /// Holds the result of an async call for the waiting thread (the mutex
    /// makes the hand-over between the task and the fuzzer's thread race-free).
    private final class Outcome<T: Sendable>: Sendable {
        let value = Mutex<Result<T, any Error>?>(nil)
    }

    /// Runs `body` on the cooperative pool and blocks the calling thread until
    /// it finishes. Safe here because libFuzzer's thread is not a pool thread,
    /// so blocking it never starves the tasks `body` waits on.
    static func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
        let semaphore = DispatchSemaphore(value: 0)
        let outcome = Outcome<T>()
        Task.detached {
            let result: Result<T, any Error>
            do { result = .success(try await body()) } catch { result = .failure(error) }
            outcome.value.withLock { $0 = result }
            semaphore.signal()
        }
        semaphore.wait()
        guard let result = outcome.value.withLock({ $0 }) else {
            fatalError("fuzz: async call finished without a result")
        }
        return result
    }
}
