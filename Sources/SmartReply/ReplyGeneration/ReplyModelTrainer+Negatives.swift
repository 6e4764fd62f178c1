import Foundation

/// Hard negatives for the dual encoder: replies of other conversations that share words
/// with the context, so that training learns more than word overlap.
extension ReplyModelTrainer {
    /// For each pair, a pair of another conversation whose reply shares a word (seen in 5 to 3,000
    /// replies, at least 3 letters) with the message answered, if any.
    static func lexicalNegatives(_ pairs: [ReplyTrainingPair], turns: [[ReplyTurn]], random: inout SplitMix64) -> [Int?] {
        var postings: [String: [Int]] = [:]
        for (index, pair) in pairs.enumerated() {
            for token in Set(ReplyTokenizer.tokens(of: pair.reply)) where token.unicodeScalars.count >= 3 {
                postings[token, default: []].append(index)
            }
        }
        postings = postings.filter { (5...3_000).contains($0.value.count) }
        return pairs.indices.map { index in
            let words = (turns[index].last?.tokens ?? []).filter { postings[$0] != nil }
            guard !words.isEmpty else { return nil }
            let list = postings[words[Int(random.next() % UInt64(words.count))]] ?? []
            for _ in 0..<4 {
                let other = list[Int(random.next() % UInt64(list.count))]
                if pairs[other].conversation != pairs[index].conversation { return other }
            }
            return nil
        }
    }

    /// For each pair, the reply of another conversation that a lexical retriever would return for
    /// the whole context: the highest summed IDF of shared words (of at least 3 letters, found in
    /// 2 to 2,000 replies), picked at random among the best three. Like any overlap retriever
    /// without length normalization, it favours long replies. These are on-topic but wrong
    /// replies, the hardest negatives for a bag-of-words scorer.
    /// - Complexity: O(pairs × context words × postings length), about 10⁸ steps on 130k pairs.
    static func lexicalNeighbours(_ pairs: [ReplyTrainingPair], turns: [[ReplyTurn]], random: inout SplitMix64) -> [Int?] {
        var vocabulary: [String: Int] = [:]
        var replyWords: [[Int]] = []
        replyWords.reserveCapacity(pairs.count)
        for pair in pairs {
            var ids = Set<Int>()
            for token in ReplyTokenizer.tokens(of: pair.reply) where token.unicodeScalars.count >= 3 {
                if let id = vocabulary[token] { ids.insert(id) } else {
                    ids.insert(vocabulary.count)
                    vocabulary[token] = vocabulary.count
                }
            }
            replyWords.append(ids.sorted())
        }
        var postings = [[Int32]](repeating: [], count: vocabulary.count)
        for (index, ids) in replyWords.enumerated() { for id in ids { postings[id].append(Int32(index)) } }
        let count = Double(pairs.count)
        let idf = postings.map { Float(log(count / Double(max($0.count, 1)))) }
        var conversationIDs = [Int](repeating: 0, count: pairs.count)
        for index in pairs.indices.dropFirst() {
            conversationIDs[index] = conversationIDs[index - 1] + (pairs[index].conversation == pairs[index - 1].conversation ? 0 : 1)
        }
        var scores = [Float](repeating: 0, count: pairs.count)
        var touched: [Int32] = []
        var result = [Int?](repeating: nil, count: pairs.count)
        for index in pairs.indices {
            var words = Set<Int>()
            for turn in turns[index] {
                for token in turn.tokens {
                    if let id = vocabulary[token], (2...2_000).contains(postings[id].count) { words.insert(id) }
                }
            }
            for id in words.sorted() {
                for other in postings[id] {
                    if scores[Int(other)] == 0 { touched.append(other) }
                    scores[Int(other)] += idf[id]
                }
            }
            var best: [(score: Float, index: Int)] = []
            for other in touched {
                let o = Int(other)
                guard conversationIDs[o] != conversationIDs[index], pairs[o].reply != pairs[index].reply else { continue }
                let score = scores[o]
                if best.count < 3 || score > best[best.count - 1].score {
                    best.append((score, o))
                    best.sort { $0.score > $1.score || ($0.score == $1.score && $0.index < $1.index) }
                    if best.count > 3 { best.removeLast() }
                }
            }
            for other in touched { scores[Int(other)] = 0 }
            touched.removeAll(keepingCapacity: true)
            if !best.isEmpty { result[index] = best[Int(random.next() % UInt64(best.count))].index }
        }
        return result
    }

    /// The context's own turns offered as replies: for each pair, the message answered (echoed
    /// back) and the turn before it, when they differ from the reply. They share the context's
    /// words and topic but answer nothing. `echo[i]` and `earlier[i]` are reply rows counted from
    /// `firstRow`, in the order of `texts`.
    static func contextTurnNegatives(_ pairs: [ReplyTrainingPair], firstRow: Int) -> (texts: [String], echo: [Int?], earlier: [Int?]) {
        var texts: [String] = []
        var echo = [Int?](repeating: nil, count: pairs.count), earlier = echo
        for (index, pair) in pairs.enumerated() {
            let context = pair.context
            if let message = context.last, message != pair.reply {
                echo[index] = firstRow + texts.count
                texts.append(message)
            }
            if context.count >= 2, context[context.count - 2] != pair.reply {
                earlier[index] = firstRow + texts.count
                texts.append(context[context.count - 2])
            }
        }
        return (texts, echo, earlier)
    }

    /// For each pair, another pair of the same conversation at least two turns away, if any.
    static func hardNegatives(_ pairs: [ReplyTrainingPair]) -> [Int?] {
        var result = [Int?](repeating: nil, count: pairs.count)
        var start = 0
        while start < pairs.count {
            var end = start
            while end < pairs.count && pairs[end].conversation == pairs[start].conversation { end += 1 }
            let length = end - start
            if length >= 3 {
                for index in start..<end {
                    let offset = index - start
                    let partner = offset + length / 2 < length ? offset + length / 2 : offset - length / 2
                    if abs(partner - offset) >= 2 { result[index] = start + partner }
                }
            }
            start = end
        }
        return result
    }
}
