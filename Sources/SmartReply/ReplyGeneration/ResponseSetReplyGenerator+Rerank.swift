/// The rerank stage of ``ResponseSetReplyGenerator``: every reply of a class the fit stage kept is scored by the dual
/// encoder (context vector · reply vector), its prior and the reply-level rules ("See you!" to a question, a day to
/// "what time?", "Sounds fun!" without anything to enjoy, ``ReplyNeeds``); the best reply of each class is kept.
extension ResponseSetReplyGenerator {
    /// Per class: the index of its best reply in the response set (−1 when none may be shown) and that reply's score
    /// (−∞ when none), given the per-class scores `classScores` of the fit stage.
    /// - Complexity: O(R·D) for R responses and D embedding width.
    func bestReplies(for m: ReplyMessageReading, classScores: [Double]) -> (index: [Int], score: [Double]) {
        let answered = m.answered, form = m.form, newsMarks = m.newsMarks, yesNoKind = m.yesNoKind
        let asksWhereReaderIs = m.asksWhereReaderIs, asksClockTime = m.asksClockTime, asksDay = m.asksDay, asksDuration = m.asksDuration
        let asksExperience = m.asksExperience, tellsOwnDoing = m.tellsOwnDoing, asksOwnStep = m.asksOwnStep
        // Replies that echo the message's wish ("Merry Christmas to you too!" after "Merry Christmas!").
        var echoes: [(index: Int, bonus: Double)] = []
        for token in answered.tokens {
            for index in echoWords[token] ?? [] { echoes.append((index, ReplyFitRules.echoBonus)) }
        }
        var bestIndex = [Int](repeating: -1, count: classScores.count)
        var bestScore = [Double](repeating: -.infinity, count: classScores.count)
        let width = model.dimension
        let weight = model.compatibilityWeight
        let replyRuledOutNow = replyRuledOut[form.rawValue]
        let givesReason = answered.tokens.contains(where: ReplyFitRules.reasonCues.contains)
        // "Call me!" does not answer "Can you call me when you get a sec?".
        let requests = ReplyFitRules.requests(in: answered.tokens, marks: newsMarks)
        let messageWords = ReplyIntentLabeler.matchTokens(tokens: answered.tokens)
        // Per-response tables through locals: a property named in the closure below copied the whole generator.
        let responseClasses = self.responseClasses, responsePriors = self.responsePriors, bareWhy = self.bareWhy
        let statesOwnPlace = self.statesOwnPlace, namesDayOnly = self.namesDayOnly, namesClockTime = self.namesClockTime, namesClockOnly = self.namesClockOnly
        let opinionNow = self.opinionNow, statesOwnCondition = self.statesOwnCondition, tellsExperience = self.tellsExperience
        let joinsPlan = self.joinsPlan, askBackGroup = self.askBackGroup, bouncedRequests = self.bouncedRequests
        let unechoableWords = self.unechoableWords, unechoableCounts = self.unechoableCounts, replyNeeds = self.replyNeeds
        var unmetNeeds = ReplyNeeds.unmet(by: answered.tokens)
        if yesNoKind == .favour { unmetNeeds.insert(.factToFind) }
        responseMatrix.withUnsafeBufferPointer { rows in
            m.context.withUnsafeBufferPointer { context in
                for index in responseClasses.indices {
                    let k = responseClasses[index]
                    guard k > 0, classScores[k] > -.infinity, !replyRuledOutNow[index], givesReason || !bareWhy[index] else { continue }
                    if statesOwnPlace[index], form == .whereQuestion, !asksWhereReaderIs { continue }
                    if asksClockTime, namesDayOnly[index] { continue }
                    if asksDay, namesClockOnly[index] { continue }
                    if asksDuration, namesClockTime[index] { continue }
                    if !replyNeeds[index].isDisjoint(with: unmetNeeds) { continue }
                    if asksExperience ? opinionNow[index] || statesOwnCondition[index] : tellsExperience[index] { continue }
                    if joinsPlan[index], tellsOwnDoing || asksOwnStep || yesNoKind == .offer { continue }
                    if let group = askBackGroup[index], !newsMarks.all.contains(group) { continue }
                    if !requests.isEmpty, let made = bouncedRequests[index], !made.isDisjoint(with: requests) { continue }
                    // "Call me when you can" is not answered with itself.
                    if unechoableCounts[index] == messageWords.count, unechoableWords[index] == messageWords { continue }
                    guard let x = context.baseAddress, let y = rows.baseAddress else { continue }
                    let dot = VectorKernels.dot(x, y + index * width, count: width)
                    var score = classScores[k] + Double(weight * dot) + 0.5 * Double(responsePriors[index])
                    for echo in echoes where echo.index == index { score += echo.bonus }
                    if asksExperience, tellsExperience[index] { score += ReplyFitRules.experienceBonus }
                    if score > bestScore[k] {
                        bestScore[k] = score
                        bestIndex[k] = index
                    }
                }
            }
        }
        return (bestIndex, bestScore)
    }
}
