/// The one error type the library throws.
///
/// Errors are a struct wrapping a private code so that adding a new kind of
/// failure never breaks a `switch` in client code (the shape of
/// `AsyncHTTPClient`'s `HTTPClientError`). Compare with the static members:
///
///     do { try await translator.translate(text, from: tag, to: .english) }
///     catch let error as SmartReplyError where error.code == .languageNotInstalled { … }
///
/// ``message`` always names what went wrong and where: the file, line, field or
/// language involved.
public struct SmartReplyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        fileprivate enum Value: String, Sendable {
            case invalidLanguageTag
            case languageNotInstalled
            case languageNotSupported
            case modelFileMissing
            case modelFileCorrupt
            case modelVersionUnsupported
            case invalidConversation
            case invalidInput
            case ioFailure
            case databaseFailure
            case cancelled
        }
        fileprivate let value: Value

        /// A string that is not a well-formed BCP-47 tag, or is too long.
        public static let invalidLanguageTag = Code(value: .invalidLanguageTag)
        /// No model (lexicon) for this language is installed.
        public static let languageNotInstalled = Code(value: .languageNotInstalled)
        /// The stage does not handle this language or language pair at all.
        public static let languageNotSupported = Code(value: .languageNotSupported)
        /// A model file (lexicon, language-ID model, response set) does not exist.
        public static let modelFileMissing = Code(value: .modelFileMissing)
        /// A model file exists but cannot be read: empty, truncated, wrong format.
        public static let modelFileCorrupt = Code(value: .modelFileCorrupt)
        /// A model file was written by a newer (or unknown) schema version.
        public static let modelVersionUnsupported = Code(value: .modelVersionUnsupported)
        /// A conversation file or value is malformed (not JSON, wrong field types…).
        public static let invalidConversation = Code(value: .invalidConversation)
        /// An argument is outside its documented range.
        public static let invalidInput = Code(value: .invalidInput)
        /// Reading or writing a file failed.
        public static let ioFailure = Code(value: .ioFailure)
        /// SQLite reported an error.
        public static let databaseFailure = Code(value: .databaseFailure)
        /// The task was cancelled between stages.
        public static let cancelled = Code(value: .cancelled)

        /// The code's name, e.g. `languageNotInstalled`.
        public var description: String { value.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// A sentence for people, naming the file, line, field or language involved.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`, e.g. `languageNotInstalled: no translation lexicon for 'xx' (…)`.
    public var description: String { "\(code): \(message)" }
}
