import Foundation
import SmartReply

/// The repository's Lexicons directory (this file is Tests/SmartReplyTests/ContentSafety/…).
let guardLexiconsURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lexicons")

/// The standard guard, loaded once for all tests (loading takes a moment in a debug build).
let standardGuard: Result<LexiconContentGuard, SmartReplyError> = {
    do { return .success(try LexiconContentGuard.standard(lexicons: guardLexiconsURL)) } catch let error as SmartReplyError {
        return .failure(error)
    } catch {
        return .failure(SmartReplyError(.ioFailure, "\(error)"))
    }
}()

/// A fresh temporary directory for one test.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("guard-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
