import Foundation

/// Overlap negatives: replies of other conversations that share the most content words with a
/// context, relative to their own length, so that training sees on-topic replies that answer
/// something else and learns that overlap alone is not relevance.
extension ReplyModelTrainer {
    /// For each pair of `indices`, up to `count` replies of other conversations ranked by a
    /// length-normalized IDF overlap with the context's content words (``ReplyAnswerFit/functionWords``
    /// left out, at least 3 letters, found in 2 to 300 replies): Σ shared idf × weight (1 for the
    /// message answered, 0.5 for earlier turns) / √(Σ idf² of the reply's content words). Unlike
    /// ``lexicalNeighbours(_:turns:random:)``, which favours long replies, this finds short replies
    /// made of the context's words. A reply whose content words all come from the context
    /// ("Peanut butter?" after a message about peanut butter) or with fewer than two content words
    /// is skipped: it is an echo, often a fine reply, not a topical non-answer. Deterministic (ties
    /// by index); pairs outside `indices` get an empty list.
    /// - Complexity: O(indices × context words × 300) plus O(candidates log candidates) per pair.
    static func overlapNeighbours(_ pairs: [ReplyTrainingPair], turns: [[ReplyTurn]], indices: [Int], count: Int) -> [[Int]] {
        var result = [[Int]](repeating: [], count: pairs.count)
        guard count > 0 else { return result }
        func content(_ tokens: [String]) -> Set<String> {
            Set(tokens.filter { $0.unicodeScalars.count >= 3 && !ReplyAnswerFit.functionWords.contains($0) && $0 != "haha" })
        }
        var vocabulary: [String: Int] = [:]
        var replyWords: [[Int]] = []
        replyWords.reserveCapacity(pairs.count)
        for pair in pairs {
            let ids = content(ReplyTokenizer.tokens(of: pair.reply)).map { word in
                if let id = vocabulary[word] { return id }
                vocabulary[word] = vocabulary.count
                return vocabulary.count - 1
            }
            replyWords.append(ids.sorted())
        }
        var postings = [[Int32]](repeating: [], count: vocabulary.count)
        for (index, ids) in replyWords.enumerated() { for id in ids { postings[id].append(Int32(index)) } }
        let total = Double(pairs.count)
        let idf = postings.map { Float(log(total / Double(max($0.count, 1)))) }
        let norms = replyWords.map { ids in max(ids.reduce(Float(0)) { $0 + idf[$1] * idf[$1] }.squareRoot(), 1e-3) }
        var conversationIDs = [Int](repeating: 0, count: pairs.count)
        for index in pairs.indices.dropFirst() {
            conversationIDs[index] = conversationIDs[index - 1] + (pairs[index].conversation == pairs[index - 1].conversation ? 0 : 1)
        }
        var scores = [Float](repeating: 0, count: pairs.count)
        var touched: [Int32] = []
        for index in indices {
            var weights: [Int: Float] = [:]
            for (position, turn) in turns[index].enumerated() {
                let weight: Float = position == turns[index].count - 1 ? 1 : 0.5
                for word in content(turn.tokens) {
                    guard let id = vocabulary[word], (2...300).contains(postings[id].count) else { continue }
                    weights[id] = max(weights[id] ?? 0, weight)
                }
            }
            for (id, weight) in weights.sorted(by: { $0.key < $1.key }) {
                for other in postings[id] {
                    if scores[Int(other)] == 0 { touched.append(other) }
                    scores[Int(other)] += weight * idf[id]
                }
            }
            var best: [(score: Float, index: Int)] = []
            for other in touched {
                let o = Int(other)
                guard conversationIDs[o] != conversationIDs[index], pairs[o].reply != pairs[index].reply, replyWords[o].count >= 2,
                      replyWords[o].contains(where: { weights[$0] == nil }) else { continue }
                let score = scores[o] / norms[o]
                if best.count < count || score > best[best.count - 1].score {
                    best.append((score, o))
                    best.sort { $0.score > $1.score || ($0.score == $1.score && $0.index < $1.index) }
                    if best.count > count { best.removeLast() }
                }
            }
            for other in touched { scores[Int(other)] = 0 }
            touched.removeAll(keepingCapacity: true)
            result[index] = best.map(\.index)
        }
        return result
    }
}
