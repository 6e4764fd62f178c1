import Foundation

extension PhraseTableTranslator {
    /// What went wrong while loading the phrase tables that are in memory now, per language:
    /// each skipped TSV line as `/full/path/file.tsv:line: reason` (a damaged line of
    /// `replies.tsv` means that reply is translated word by word instead of as written), then
    /// notes on the compiled cache (`cache rebuilt: …`, `cache not written: …`). Languages
    /// without problems are left out. Nothing is loaded or compiled.
    ///
    /// A language whose tables load with skipped lines still translates; callers that run
    /// the pipeline (`smartreply replay`, `chat`, `suggest`) print these as warnings.
    /// - Complexity: O(loaded languages + problems).
    public func loadProblems() async -> [LanguageTag: [String]] {
        var result: [LanguageTag: [String]] = [:]
        for language in await cache.loadedLanguages {
            guard let problems = cache.cachedLexicon(language)?.problems, !problems.isEmpty,
                  let tag = try? LanguageTag(language) else { continue }
            result[tag] = problems.map { fullPath(of: $0, language: language) }
        }
        return result
    }

    /// A problem `file.tsv:line: reason` (as stored in the compiled table, which is shared between
    /// checkouts) with the file's full path in this checkout; other messages unchanged.
    func fullPath(of problem: String, language: String) -> String {
        guard let colon = problem.firstIndex(of: ":") else { return problem }
        let name = problem[..<colon]
        guard name.hasSuffix(".tsv") else { return problem }
        let imported = "imported/"
        let file = name.hasPrefix(imported)
            ? ImportedLexicon.root(cacheDirectory: cacheDirectory).appendingPathComponent(language, isDirectory: true)
                .appendingPathComponent(String(name.dropFirst(imported.count)))
            : LexiconSource.directory(lexicons: lexicons, language: language).appendingPathComponent(String(name))
        return file.path + problem[colon...]
    }
}
