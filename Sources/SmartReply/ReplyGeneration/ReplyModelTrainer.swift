import Foundation

/// One message → reply example from a chat corpus.
public struct ReplyTrainingPair: Sendable, Hashable {
    /// Conversation identifier (pairs of one conversation give each other hard negatives).
    public var conversation: String
    /// Earlier turns, oldest first; the last one is the message answered (by the other person).
    public var context: [String]
    /// The reply that followed.
    public var reply: String

    /// Creates a pair.
    public init(conversation: String, context: [String], reply: String) {
        self.conversation = conversation
        self.context = context
        self.reply = reply
    }

    /// Reads the TSV written by `Scripts/export_chat_pairs.py`: `conversation<TAB>context<TAB>reply`,
    /// context turns joined by ` || `.
    /// - Throws: `SmartReplyError` `.modelFileMissing` or `.invalidInput` naming the line.
    public static func read(from url: URL) throws -> [ReplyTrainingPair] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "training pairs '\(url.path)' do not exist")
        }
        var pairs: [ReplyTrainingPair] = []
        for (index, line) in String(decoding: data, as: UTF8.self).lines().enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[1].isEmpty, !fields[2].isEmpty else {
                throw SmartReplyError(.invalidInput, "\(url.lastPathComponent) line \(index + 1): expected 'conversation<TAB>context<TAB>reply'")
            }
            let context = fields[1].components(separatedBy: " || ")
            pairs.append(ReplyTrainingPair(conversation: String(fields[0]), context: context, reply: String(fields[2])))
        }
        return pairs
    }

    /// Reads seed messages, `intent<TAB>message` lines (`#` comments), as in
    /// `Lexicons/replies/intent_seeds.tsv`.
    /// - Throws: `SmartReplyError` `.modelFileMissing`, or `.modelFileCorrupt` naming the line.
    public static func readSeeds(from url: URL) throws -> [(intent: String, message: String)] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SmartReplyError(.modelFileMissing, "seed file '\(url.path)' does not exist")
        }
        var seeds: [(intent: String, message: String)] = []
        for (index, line) in String(decoding: data, as: UTF8.self).lines(omittingEmpty: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw SmartReplyError(.modelFileCorrupt, "\(url.lastPathComponent) line \(index + 1): expected 'intent<TAB>message'")
            }
            seeds.append((String(fields[0]), String(fields[1])))
        }
        return seeds
    }

    /// The context as encoder turns: the last is remote, earlier ones alternate.
    var turns: [ReplyTurn] {
        context.enumerated().map { index, text in
            ReplyTurn(text: text, isLocalUser: (context.count - 1 - index) % 2 == 1)
        }
    }
}

/// Trains a ``ReplyModel`` from chat turn pairs (`smartreply train replies`).
///
/// Steps: label each training reply with its response-set intent (``ReplyIntentLabeler``) or
/// `none`; hold out every conversation whose hash falls in the last `developmentShare`;
/// train the intent classifier (multinomial logistic regression, AdaGrad) and the dual encoder
/// (softmax over the batch's replies plus one reply from elsewhere in each conversation as
/// a hard negative, AdaGrad); set the trigger threshold so that `triggerRate` of held-out
/// contexts trigger; estimate per-reply priors from label counts.
/// Deterministic for a given seed and input order.
public struct ReplyModelTrainer: Sendable {
    /// Hyper-parameters.
    public struct Options: Sendable {
        /// log2 of the intent classifier's hashed feature buckets.
        public var intentBucketBits = 14
        /// log2 of the dual encoder's hashed feature buckets.
        public var encoderBucketBits = 15
        /// Width of the dual encoder's vectors.
        public var dimension = 48
        /// Passes over the data for the intent classifier.
        public var intentEpochs = 4
        /// Passes over the data for the dual encoder (held-out accuracy stops improving after 2–3).
        public var encoderEpochs = 3
        /// Pairs per dual-encoder batch (each batch's replies are the others' negatives).
        public var batchSize = 128
        /// AdaGrad learning rate of the intent classifier.
        public var intentLearningRate: Float = 0.2
        /// AdaGrad learning rate of the dual encoder.
        public var encoderLearningRate: Float = 0.1
        /// Whether the combiner is fitted against lexical negatives only (shared-word and
        /// lexical-neighbour replies: on-topic but wrong), rather than also random and
        /// same-conversation ones.
        public var combinerOnLexicalNegatives = false
        /// Whether the dual encoder also trains against the context's own turns offered as replies
        /// (the message answered echoed back, the turn before it): on-topic, sharing words, no answer.
        public var contextTurnNegatives = false
        /// Whether the combiner is also fitted against the context's own turns offered as replies.
        /// Off: it then learns to punish any reply that shares the context's words (held-out random
        /// pairs 71 % → 62 %), not to tell an answer from a topical non-answer.
        public var combinerOnContextTurns = false
        /// Overlap negatives (``ReplyModelTrainer/overlapNeighbours(_:turns:indices:count:)``) per pair
        /// the dual encoder trains against; 0 (the default) leaves the encoder as before them.
        public var encoderOverlapNegatives = 0
        /// Overlap negatives per held-out pair the score combiner is fitted against, besides the
        /// same-conversation, shared-word, lexical-neighbour and random replies, to teach the
        /// answer-fit inputs (``ReplyAnswerFit``) that a topical reply is not yet an answer. Default 0:
        /// with free overlap weights, 2 of them teach the combiner to punish shared words (held-out
        /// pairwise against random replies 69.8 % → 63.7 %, 1 Dec 2026).
        public var combinerOverlapNegatives = 0
        /// Whether ``ReplyModelTrainer/refitCombiner(_:pairs:progress:)`` keeps the proportions of the
        /// installed model's overlap weights (dot, shared words, length) and fits only their scale,
        /// the answer-fit weights and the bias.
        public var tiesOverlapWeights = false
        /// Passes over the training pairs for the pair scorer of `smartreply score` (``ReplyPairFeatures``); 0 (the
        /// default) trains none. The committed model's was added with `--combiner-only --pair-epochs 2
        /// --pair-turn-negatives 2` (Lexicons/SOURCES.md).
        public var pairScorerEpochs = 0
        /// log2 of the pair scorer's hashed weights (2^20: 1 MB as int8 in the file).
        public var pairScorerBits = 20
        /// AdaGrad learning rate of the pair scorer.
        public var pairScorerLearningRate: Float = 0.1
        /// Overlap negatives (replies of other conversations made of the context's words) per pair
        /// the pair scorer is trained against, besides one random reply.
        public var pairScorerNegatives = 1
        /// Turns of the pair's own conversation outside its context window per pair the pair scorer is
        /// trained against: on-topic statements that answer nothing
        /// (``ReplyModelTrainer/conversationTurnNegatives(_:conversations:count:previousTurn:random:)``).
        public var pairScorerTurnNegatives = 0
        /// Whether the turn before the message (visible in the context) is one of those negatives.
        public var pairScorerPreviousTurn = false
        /// Passes over the training pairs for the scorer encoder of `smartreply score` (``ReplyScorerEncoder``);
        /// 0 (the default) trains none (and `--combiner-only` keeps the installed one).
        public var scorerEncoderEpochs = 0
        /// log2 of the scorer encoder's buckets per tower.
        public var scorerEncoderBits = 14
        /// Width of the scorer encoder's vectors.
        public var scorerEncoderDimension = 32
        /// Turns of the pair's own conversation outside its context window per pair the scorer encoder is trained against.
        public var scorerEncoderTurnNegatives = 2
        /// Replies of other training conversations made of the context's words per pair the scorer encoder is trained against.
        public var scorerEncoderOverlapNegatives = 1
        /// Whether the scorer encoder also trains against the message and the turn before it offered as replies.
        public var scorerEncoderContextTurns = true
        /// With `--combiner-only`: turns of the pair's own conversation outside its context window per
        /// held-out pair the score combiner is fitted against, besides its usual negatives.
        public var combinerTurnNegatives = 0
        /// Whether the dual encoder also sees character 3-grams (context and reply) and a reply length bucket.
        public var encoderCharacterGrams = true
        /// Whether the message answered is split into its last sentence (the answered unit, full
        /// n-grams) and the sentences before it (unigrams of their own), at training and inference.
        public var splitsMessage = true
        /// Share of n-gram features dropped from each training example of the dual encoder.
        public var featureDropout: Float = 0
        /// Share of held-out contexts that should trigger, in (0, 1].
        public var triggerRate = 0.75
        /// Share of conversations held out for the report and the threshold.
        public var developmentShare = 0.05
        /// Weight of the dual-encoder score when ranking the response set (stored in the model).
        public var compatibilityWeight: Float = 0.3
        /// Seed of the shuffles, initial weights and sampled negatives.
        public var seed: UInt64 = 20_161_113
        /// How many times each seed message is added to the intent classifier's examples.
        public var seedRepetitions = 20
        /// The defaults used for `Lexicons/replies/model.bin`.
        public init() {}
    }

    /// What training measured on the held-out conversations.
    public struct Report: Sendable, CustomStringConvertible {
        /// Pairs trained on.
        public var trainingPairs = 0
        /// Pairs held out.
        public var developmentPairs = 0
        /// Pairs whose reply got a response-set intent.
        public var labelled = 0
        /// Intent → number of replies labelled with it.
        public var intentCounts: [String: Int] = [:]
        /// Intent accuracy on held-out pairs whose reply has an intent (argmax over intents, `none` excluded).
        public var intentAccuracy = 0.0
        /// Share of held-out pairs where the true reply outscores a random other reply.
        public var encoderRandomPairwise = 0.0
        /// Share of held-out pairs where the true reply outscores a reply from elsewhere in the same conversation.
        public var encoderHardPairwise = 0.0
        /// The trigger threshold chosen.
        public var triggerThreshold: Float = 0
        /// The report as lines of text.
        public var description: String {
            let top = intentCounts.sorted { $0.value > $1.value }.prefix(12).map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            return """
                pairs: \(trainingPairs) train, \(developmentPairs) held out; \(labelled) replies labelled with an intent
                top intents: \(top)
                held-out intent accuracy (labelled pairs): \(String(format: "%.3f", intentAccuracy))
                held-out encoder pairwise accuracy: vs random reply \(String(format: "%.3f", encoderRandomPairwise)), vs same-conversation reply \(String(format: "%.3f", encoderHardPairwise))
                trigger threshold: \(String(format: "%.4f", triggerThreshold))
                """
        }
    }

    /// The replies whose intents are learned.
    public let responseSet: ResponseSet
    /// Hyper-parameters.
    public let options: Options

    /// Creates a trainer.
    public init(responseSet: ResponseSet, options: Options = Options()) {
        self.responseSet = responseSet
        self.options = options
    }

    /// Trains a model; `progress` receives one line per step. `seeds` are hand-written
    /// (intent, message) examples added `seedRepetitions` times to the intent classifier's data.
    /// - Throws: `SmartReplyError.invalidInput` when there are too few pairs or a seed names an unknown intent.
    public func train(_ pairs: [ReplyTrainingPair], seeds: [(intent: String, message: String)] = [],
                      progress: (String) -> Void = { _ in }) throws -> (model: ReplyModel, report: Report) {
        guard pairs.count >= 20 else { throw SmartReplyError(.invalidInput, "need at least 20 training pairs, got \(pairs.count)") }
        var report = Report()
        let classes = ["none"] + responseSet.intents
        let classIndex = Dictionary(uniqueKeysWithValues: classes.enumerated().map { ($1, $0) })
        let labeler = ReplyIntentLabeler(responseSet: responseSet)
        var responseCounts = [Int](repeating: 0, count: responseSet.responses.count)
        var labels: [Int] = []
        labels.reserveCapacity(pairs.count)
        for pair in pairs {
            if let match = labeler.match(pair.reply) {
                responseCounts[match.response] += 1
                let intent = responseSet.responses[match.response].intent
                labels.append(classIndex[intent] ?? 0)
                report.intentCounts[intent, default: 0] += 1
                report.labelled += 1
            } else {
                labels.append(0)
            }
        }
        progress("labelled \(report.labelled) of \(pairs.count) replies with an intent")

        let development = pairs.map { FeatureHash.of($0.conversation, space: 99) % 10_000 < UInt64(options.developmentShare * 10_000) }
        let trainIndices = pairs.indices.filter { !development[$0] }
        let devIndices = pairs.indices.filter { development[$0] }
        report.trainingPairs = trainIndices.count
        report.developmentPairs = devIndices.count

        let intentEncoder = HashedFeatureEncoder(bucketBits: options.intentBucketBits)
        let turns = pairs.map(\.turns)
        let splits = options.splitsMessage
        let intentFeatures = turns.map { intentEncoder.contextFeatures($0, characterGrams: true, splitsMessage: splits) }
        var seedFeatures = intentFeatures, seedLabels = labels, intentIndices = trainIndices
        for seed in seeds {
            guard let label = classIndex[seed.intent] else {
                throw SmartReplyError(.invalidInput, "seed intent '\(seed.intent)' is not in the response set")
            }
            seedFeatures.append(intentEncoder.contextFeatures([ReplyTurn(text: seed.message, isLocalUser: false)], characterGrams: true,
                                                               splitsMessage: splits))
            seedLabels.append(label)
            intentIndices += Array(repeating: seedFeatures.count - 1, count: options.seedRepetitions)
        }
        if !seeds.isEmpty { progress("added \(seeds.count) seed messages × \(options.seedRepetitions)") }
        var random = SplitMix64(seed: options.seed)
        let intentWeights = IntentClassifierTraining.train(
            features: seedFeatures, labels: seedLabels, indices: intentIndices, classCount: classes.count,
            bucketCount: intentEncoder.bucketCount, epochs: options.intentEpochs, learningRate: options.intentLearningRate,
            random: &random, progress: progress)

        let encoder = HashedFeatureEncoder(bucketBits: options.encoderBucketBits)
        let characterGrams = options.encoderCharacterGrams
        let messageFeatures = turns.map { encoder.contextFeatures($0, characterGrams: characterGrams, splitsMessage: splits) }
        // Reply rows: the corpus replies (row i is pair i's reply), then context turns offered as replies.
        var replyTokens = pairs.map { ReplyTokenizer.tokens(of: $0.reply) }
        let contextTurns = Self.contextTurnNegatives(pairs, firstRow: replyTokens.count)
        replyTokens += contextTurns.texts.map { ReplyTokenizer.tokens(of: $0) }
        let replyFeatures = replyTokens.map { encoder.replyFeatures($0, characterGrams: characterGrams) }
        let sameConversation = Self.hardNegatives(pairs)
        let sharedWord = Self.lexicalNegatives(pairs, turns: turns, random: &random)
        let neighbour = Self.lexicalNeighbours(pairs, turns: turns, random: &random)
        let combinerIndices = Array(devIndices.prefix(devIndices.count / 2))
        let overlap = Self.overlapNeighbours(pairs, turns: turns, indices: options.encoderOverlapNegatives > 0 ? Array(pairs.indices) : combinerIndices,
                                             count: max(options.encoderOverlapNegatives, options.combinerOverlapNegatives))
        progress("mined negatives: \(sameConversation.count { $0 != nil }) same-conversation, \(sharedWord.count { $0 != nil }) shared-word, \(neighbour.count { $0 != nil }) lexical-neighbour, \(contextTurns.echo.count { $0 != nil }) echoed, \(contextTurns.earlier.count { $0 != nil }) earlier-turn")
        let hardNegatives = pairs.indices.map { index in
            ([sameConversation[index], sharedWord[index], neighbour[index]]
             + (options.contextTurnNegatives ? [contextTurns.echo[index], contextTurns.earlier[index]] : [])).compactMap { $0 }
                + overlap[index].prefix(options.encoderOverlapNegatives)
        }
        let evaluationSample = Array(devIndices.prefix(2_000))
        let tables = DualEncoderTraining.train(
            messages: messageFeatures, replies: replyFeatures, hardNegatives: hardNegatives, indices: trainIndices,
            bucketCount: encoder.bucketCount, dimension: options.dimension, epochs: options.encoderEpochs,
            batchSize: options.batchSize, learningRate: options.encoderLearningRate, dropout: options.featureDropout,
            random: &random, progress: progress,
            evaluate: { messageTable, replyTable in
                var wins = [0, 0, 0, 0, 0, 0], totals = [0, 0, 0, 0, 0, 0]
                for index in evaluationSample {
                    let u = DualEncoderTraining.encode(messageFeatures[index], table: messageTable, dimension: options.dimension)
                    let truth = ReplyModel.dot(u, DualEncoderTraining.encode(replyFeatures[index], table: replyTable, dimension: options.dimension))
                    let others = [evaluationSample[(index &* 7_919) % evaluationSample.count], sameConversation[index], sharedWord[index], neighbour[index],
                                  contextTurns.echo[index], contextTurns.earlier[index]]
                    for (kind, other) in others.enumerated() {
                        guard let other else { continue }
                        totals[kind] += 1
                        let score = ReplyModel.dot(u, DualEncoderTraining.encode(replyFeatures[other], table: replyTable, dimension: options.dimension))
                        if score < truth { wins[kind] += 1 }
                    }
                }
                let shares = zip(wins, totals).map { String(format: "%.3f", Double($0) / Double(max($1, 1))) }
                return "held-out pairwise vs random/same-conversation/shared-word/lexical-neighbour/echoed/earlier-turn reply: \(shares.joined(separator: "/"))"
            })

        var model = ReplyModel(
            classes: classes, intentBucketBits: options.intentBucketBits, intentWeights: intentWeights,
            encoderBucketBits: options.encoderBucketBits, dimension: options.dimension, encoderCharacterGrams: characterGrams,
            messageTable: tables.message,
            replyTable: tables.reply, triggerThreshold: 0, compatibilityWeight: options.compatibilityWeight,
            responsePriors: priors(responseCounts), classLogPriors: Self.classLogPriors(labels, classCount: classes.count))
        model.splitsMessage = splits

        // Held-out measurements and the trigger threshold.
        var triggerScores: [Float] = []
        var correct = 0, labelledDev = 0, randomWins = 0, hardWins = 0, hardTotal = 0
        for index in devIndices {
            let probabilities = model.intentProbabilities(intentFeatures[index])
            triggerScores.append(1 - probabilities[0])
            if labels[index] != 0 {
                labelledDev += 1
                let best = probabilities.indices.dropFirst().max { probabilities[$0] < probabilities[$1] }
                if best == labels[index] { correct += 1 }
            }
            let context = model.encode(messageFeatures[index], table: model.messageTable)
            let truth = ReplyModel.dot(context, model.encode(replyFeatures[index], table: model.replyTable))
            let other = devIndices[Int(random.next() % UInt64(devIndices.count))]
            if ReplyModel.dot(context, model.encode(replyFeatures[other], table: model.replyTable)) < truth { randomWins += 1 }
            if let hard = sameConversation[index] {
                hardTotal += 1
                if ReplyModel.dot(context, model.encode(replyFeatures[hard], table: model.replyTable)) < truth { hardWins += 1 }
            }
        }
        triggerScores.sort()
        let cut = Int((1 - options.triggerRate) * Double(triggerScores.count))
        let threshold = triggerScores.isEmpty ? 0.5 : triggerScores[min(max(cut, 0), triggerScores.count - 1)]
        model.triggerThreshold = threshold
        let recognizer = MessageIntentRecognizer(responseSet: responseSet)
        let messageClasses = turns.map { turn in turn.last.flatMap { recognizer.intent(of: $0, splitsMessage: splits) }.flatMap { classIndex[$0] } ?? 0 }
        (model.messageIntentLifts, model.gatedClasses) = Self.messageIntentLifts(
            messageClasses: messageClasses, labels: labels, indices: trainIndices, classCount: classes.count)
        progress("messages with a recognized intent: \(trainIndices.count { messageClasses[$0] != 0 }) of \(trainIndices.count); gated reply intents: \(classes.indices.filter { model.gatedClasses[$0] }.map { classes[$0] }.joined(separator: ", "))")
        var pairRandom = SplitMix64(seed: options.seed &+ 1)
        model = withPairScorer(model, pairs: pairs, turns: turns, replyTokens: replyTokens, development: development,
                               random: &pairRandom, progress: progress)
        var scorerRandom = SplitMix64(seed: options.seed &+ 2)
        model = withScorerEncoder(model, pairs: pairs, turns: turns, replyTokens: replyTokens, development: development,
                                  random: &scorerRandom, progress: progress)
        var inputs = CombinerInputs(model: model, turns: turns, messageFeatures: messageFeatures,
                                    replyFeatures: replyFeatures, replyTokens: replyTokens)
        model.combiner = Self.fitCombiner(
            inputs, indices: combinerIndices,
            negatives: pairs.indices.map { (options.combinerOnLexicalNegatives ? [sharedWord[$0], neighbour[$0]]
                : [sameConversation[$0], sharedWord[$0], neighbour[$0], devIndices[Int(random.next() % UInt64(devIndices.count))]])
                + (options.combinerOnContextTurns ? [contextTurns.echo[$0], contextTurns.earlier[$0]] : [])
                + overlap[$0].prefix(options.combinerOverlapNegatives).map { Optional($0) } })
        progress("combiner (\(Self.combinerInputNames)): \(model.combiner.map { String(format: "%.3f", $0) })")
        model.replyPrior = Self.replyUnigramPrior(pairs: pairs, indices: trainIndices, bits: model.replyPriorBits)
        // Keep the reply prior only if it ranks the second half of the held-out pairs better
        // against random and lexical-neighbour replies (mean of the two pairwise accuracies).
        let check = Array(devIndices.dropFirst(devIndices.count / 2))
        var accuracies: [Float: (random: Double, neighbour: Double)] = [:]
        for weight: Float in [0, 1] {
            model.replyPriorWeight = weight
            inputs = CombinerInputs(model: model, turns: turns, messageFeatures: messageFeatures,
                                    replyFeatures: replyFeatures, replyTokens: replyTokens)
            accuracies[weight] = Self.pairwiseAccuracy(inputs, indices: check, neighbours: neighbour, random: &random)
        }
        let without = accuracies[0] ?? (0, 0), with = accuracies[1] ?? (0, 0)
        model.replyPriorWeight = with.random + with.neighbour > without.random + without.neighbour ? 1 : 0
        progress(String(format: "held-out combined score vs random/lexical-neighbour reply: %.3f/%.3f without the reply prior, %.3f/%.3f with it; weight %.0f",
                        without.random, without.neighbour, with.random, with.neighbour, model.replyPriorWeight))
        report.triggerThreshold = threshold
        report.intentAccuracy = labelledDev == 0 ? 0 : Double(correct) / Double(labelledDev)
        report.encoderRandomPairwise = devIndices.isEmpty ? 0 : Double(randomWins) / Double(devIndices.count)
        report.encoderHardPairwise = hardTotal == 0 ? 0 : Double(hardWins) / Double(hardTotal)
        return (model, report)
    }

    /// log P(reply | intent) from label counts, add-0.5 smoothed.
    private func priors(_ counts: [Int]) -> [String: Float] {
        var totals: [String: (count: Int, entries: Int)] = [:]
        for (response, count) in zip(responseSet.responses, counts) {
            totals[response.intent, default: (0, 0)].count += count
            totals[response.intent, default: (0, 0)].entries += 1
        }
        var priors: [String: Float] = [:]
        for (response, count) in zip(responseSet.responses, counts) {
            guard let total = totals[response.intent] else { continue }
            priors[response.text] = Float(log((Double(count) + 0.5) / (Double(total.count) + 0.5 * Double(total.entries))))
        }
        return priors
    }
}

/// A small seeded generator (SplitMix64, Steele et al. 2014) so training is reproducible.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return FeatureHash.mix(state)
    }
}
