import SmartReply

/// Checks that a stage implementation keeps its protocol's contract.
///
/// Each function runs the stage on a few inputs and returns the violations
/// found, one sentence each; an empty array means the stage conforms. Use it
/// from any test framework:
///
///     let problems = await StageConformance.check(identifier: MyIdentifier(), samples: ["hello there"])
///     #expect(problems.isEmpty, "\(problems)")
public enum StageConformance {
    /// Texts that carry no language; an identifier must not crash on them.
    public static let edgeCaseTexts = ["", "   ", "😀😀", "12345", "https://example.org", "\u{200B}\u{200D}", "a", String(repeating: "x", count: 5_000)]

    /// Checks a ``LanguageIdentifier``: hypotheses sorted and summing to 1,
    /// probabilities in [0, 1], constraints honoured, `und` below the threshold,
    /// the maximum number of hypotheses respected, edge-case texts handled.
    public static func check(identifier: some LanguageIdentifier, samples: [String]) async -> [String] {
        var problems: [String] = []
        for text in samples + edgeCaseTexts {
            let label = "'\(text.prefix(30))'"
            do {
                let result = try await identifier.identifyLanguage(of: text, options: .init(maximumHypotheses: 3))
                if result.hypotheses.count > 3 { problems.append("\(label): more than maximumHypotheses hypotheses") }
                if zip(result.hypotheses, result.hypotheses.dropFirst()).contains(where: { $0.probability < $1.probability }) {
                    problems.append("\(label): hypotheses not sorted by probability")
                }
                if result.hypotheses.contains(where: { !(0...1).contains($0.probability) }) {
                    problems.append("\(label): a probability outside [0, 1]")
                }
                if !(0...1).contains(result.confidence) { problems.append("\(label): confidence outside [0, 1]") }
                if result.confidence < 0.5 && !result.language.isUndetermined {
                    problems.append("\(label): confidence \(result.confidence) below the 0.5 threshold but language is not und")
                }
                let all = try await identifier.identifyLanguage(of: text, options: .init(maximumHypotheses: 1_000))
                let sum = all.hypotheses.reduce(0) { $0 + $1.probability }
                if !all.hypotheses.isEmpty && abs(sum - 1) > 1e-6 {
                    problems.append("\(label): probabilities sum to \(sum), not 1")
                }
                if let best = all.hypotheses.first?.language {
                    let constrained = try await identifier.identifyLanguage(
                        of: text, options: .init(undeterminedThreshold: 0, languageConstraints: [best], maximumHypotheses: 5))
                    if constrained.hypotheses.contains(where: { $0.language != best }) {
                        problems.append("\(label): a hypothesis outside languageConstraints")
                    }
                }
            } catch {
                problems.append("\(label): threw \(error)")
            }
        }
        return problems
    }

    /// Checks a ``Translator``: a hostile or unknown language gives a typed
    /// error, not a crash; English → English and edge-case texts are handled;
    /// for each (text, language) sample the translation is non-empty and its
    /// unknown words are words of the input.
    public static func check(translator: some Translator, samples: [(text: String, language: LanguageTag)]) async -> [String] {
        var problems: [String] = []
        let bogus = try! LanguageTag("zxx")
        do {
            _ = try await translator.translate("hola", from: bogus, to: .english)
            problems.append("translating from an uninstalled language 'zxx' did not throw")
        } catch let error as SmartReplyError {
            if error.code != .languageNotInstalled && error.code != .languageNotSupported {
                problems.append("an uninstalled language threw \(error.code), expected languageNotInstalled")
            }
        } catch {
            problems.append("an uninstalled language threw a non-SmartReplyError: \(error)")
        }
        for (text, language) in samples {
            do {
                let result = try await translator.translate(text, from: language, to: .english)
                if result.text.isEmpty && !text.isEmpty { problems.append("'\(text)': empty translation") }
                for word in result.unknownWords where !text.contains(word) {
                    problems.append("'\(text)': unknown word '\(word)' is not in the input")
                }
            } catch {
                problems.append("'\(text)' (\(language)): threw \(error)")
            }
        }
        return problems
    }

    /// Checks a ``ReplyGenerator``: at most `maximumCount` candidates, distinct
    /// intents, no blank text, finite scores sorted best first, no crash on edge-case texts.
    public static func check(generator: some ReplyGenerator, samples: [String]) async -> [String] {
        var problems: [String] = []
        for text in samples + edgeCaseTexts {
            let label = "'\(text.prefix(30))'"
            let context = ReplyContext(messages: [ConversationMessage(text: text, userID: "them", isLocalUser: false)])
            do {
                for maximum in [1, 3] {
                    let result = try await generator.suggestReplies(for: context, maximumCount: maximum)
                    if result.candidates.count > maximum { problems.append("\(label): more than \(maximum) candidates") }
                    if Set(result.candidates.map(\.intent)).count != result.candidates.count {
                        problems.append("\(label): two candidates share an intent")
                    }
                    for candidate in result.candidates where candidate.text.allSatisfy(\.isWhitespace) || !candidate.score.isFinite {
                        problems.append("\(label): candidate '\(candidate.text)' is blank or has a score that is not finite (\(candidate.score))")
                    }
                    if zip(result.candidates, result.candidates.dropFirst()).contains(where: { $0.score < $1.score }) {
                        problems.append("\(label): candidates not ranked by score")
                    }
                    if let sentiment = result.sentiment, !(-1...1).contains(sentiment) {
                        problems.append("\(label): sentiment \(sentiment) outside [-1, 1]")
                    }
                }
            } catch {
                problems.append("\(label): threw \(error)")
            }
        }
        return problems
    }

    /// Checks a ``ContentGuard``: `und` and edge-case texts handled without
    /// throwing; an allowed verdict has no matches; a blocked one names what matched;
    /// each of `mustBlock` is not allowed and each of `mustAllow` is allowed.
    public static func check(contentGuard: some ContentGuard, mustBlock: [(String, LanguageTag)], mustAllow: [(String, LanguageTag)]) async -> [String] {
        var problems: [String] = []
        for text in edgeCaseTexts {
            do {
                let verdict = try await contentGuard.check(text, language: .undetermined)
                if verdict.isAllowed && !verdict.matches.isEmpty { problems.append("'\(text.prefix(30))': allowed but with matches") }
            } catch {
                problems.append("'\(text.prefix(30))': threw \(error)")
            }
        }
        for (text, language) in mustBlock {
            do {
                let verdict = try await contentGuard.check(text, language: language)
                if verdict.isAllowed { problems.append("'\(text)' (\(language)) was allowed") }
                else if verdict.matches.isEmpty { problems.append("'\(text)' (\(language)) blocked without naming a match") }
            } catch { problems.append("'\(text)': threw \(error)") }
        }
        for (text, language) in mustAllow {
            do {
                let verdict = try await contentGuard.check(text, language: language)
                if !verdict.isAllowed { problems.append("'\(text)' (\(language)) was blocked: \(verdict)") }
            } catch { problems.append("'\(text)': threw \(error)") }
        }
        return problems
    }
}
