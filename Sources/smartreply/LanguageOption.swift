import Foundation
import SmartReply

/// Parses language tags given on the command line: well-formed BCP-47 *and*
/// a known language, so a typo such as `--lang xx` is a usage error rather
/// than a silently empty answer.
enum LanguageOption {

    /// Parses `value`, given for option `name` (e.g. `--lang`), into a tag.
    /// - Throws: `UsageError` naming the option and the value when the tag is
    ///   malformed or its language subtag is not an ISO 639 code.
    static func parse(_ value: String, option name: String) throws(UsageError) -> LanguageTag {
        let tag: LanguageTag
        do { tag = try LanguageTag(value) } catch {
            throw UsageError("\(name): " + ((error as? SmartReplyError)?.message ?? "'\(value)' is not a BCP-47 language tag"))
        }
        guard tag.isKnownLanguage else {
            throw UsageError("\(name): '\(value)' is not a known language (the language subtag '\(tag.language)' is not an ISO 639 code, e.g. 'es', 'pt-BR', 'ru-Latn')")
        }
        return tag
    }
}
