import Foundation

extension LanguageIDCorpus {
    /// The file of per-language biases inside the `Lexicons/` directory (read by `smartreply train langid`).
    public static let classBiasesPath = "langid/class-biases.tsv"

    /// Reads per-language log-odds biases (``TrainingOptions/classBiases``).
    ///
    /// Lines are `tag<TAB>bias` (a BCP-47 tag and a finite number of nats, |bias| ≤ 10); empty lines
    /// and lines starting with `#` are skipped. The committed file was fitted on development pairs
    /// of our own (`Scripts/make_langid_calibration_sets.py`; see `Lexicons/langid/README.md`).
    /// - Throws: `.ioFailure` when the file cannot be read; `.invalidInput` naming the file and line
    ///   of a line without a tab, a tag that is not BCP-47, a bias that is not a number in [−10, 10],
    ///   or a tag listed twice.
    public static func readClassBiases(from url: URL) throws -> [String: Double] {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw SmartReplyError(.ioFailure, "cannot read \(url.path): \(error.localizedDescription)")
        }
        var biases: [String: Double] = [:]
        for (index, line) in text.lines(omittingEmpty: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: "\t", omittingEmptySubsequences: false)
            let place = "\(url.path):\(index + 1)"
            guard fields.count == 2 else {
                throw SmartReplyError(.invalidInput, "\(place): expected tag<TAB>bias, got '\(trimmed.prefix(40))'")
            }
            guard let tag = try? LanguageTag(String(fields[0])) else {
                throw SmartReplyError(.invalidInput, "\(place): '\(fields[0].prefix(40))' is not a BCP-47 language tag")
            }
            guard let bias = Double(fields[1].trimmingCharacters(in: .whitespaces)), bias.isFinite, abs(bias) <= 10 else {
                throw SmartReplyError(.invalidInput, "\(place): bias '\(fields[1].prefix(40))' is not a number in [-10, 10]")
            }
            guard biases[tag.identifier] == nil else {
                throw SmartReplyError(.invalidInput, "\(place): '\(tag.identifier)' is listed twice")
            }
            biases[tag.identifier] = bias
        }
        return biases
    }
}
