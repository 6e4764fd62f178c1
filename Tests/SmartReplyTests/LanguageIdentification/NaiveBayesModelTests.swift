import Foundation
import Testing
@testable import SmartReply

@Suite("NaiveBayesModel file")
struct NaiveBayesModelTests {
    /// A tiny two-language model trained here, as file bytes.
    static func tinyModel() throws -> Data {
        var trainer = NaiveBayesTrainer(options: NaiveBayesTrainingOptions(maximumFeaturesPerClass: [0, 100, 100, 100, 100, 100]))
        try trainer.addClass(label: "en", samples: [("the", 5), ("and", 3), ("hello", 1), ("thanks", 1), ("water", 1)])
        try trainer.addClass(label: "es", samples: [("el", 5), ("que", 3), ("hola", 1), ("gracias", 1), ("agua", 1)])
        return try trainer.modelData()
    }

    /// Writes `data` to a fresh temporary file, runs `body` on it, then removes the file's directory.
    static func withModelFile<T>(_ data: Data, _ body: (URL) throws -> T) throws -> T {
        let directory = try LanguageIDTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("model.bin")
        try data.write(to: url)
        return try body(url)
    }

    static func expectError(_ code: SmartReplyError.Code, loading data: Data) throws {
        try withModelFile(data) { expectError(code, loading: $0) }
    }

    static func expectError(_ code: SmartReplyError.Code, loading url: URL) {
        #expect {
            _ = try NaiveBayesLanguageIdentifier(contentsOf: url)
        } throws: { error in
            guard let error = error as? SmartReplyError else { return false }
            return error.code == code && error.message.contains(url.lastPathComponent)
        }
    }

    @Test func trainedModelRoundTripsThroughTheFile() throws {
        try Self.withModelFile(Self.tinyModel()) { url in
            let identifier = try NaiveBayesLanguageIdentifier(contentsOf: url)
            #expect(identifier.languages.map(\.identifier) == ["en", "es"])
            #expect(try identifier.identify("thanks for the water").language.identifier == "en")
            #expect(try identifier.identify("gracias por el agua").language.identifier == "es")
        }
    }

    @Test func trainingIsReproducible() throws {
        #expect(try Self.tinyModel() == Self.tinyModel())
    }

    @Test func missingFileIsModelFileMissing() throws {
        let directory = try LanguageIDTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        Self.expectError(.modelFileMissing, loading: directory.appendingPathComponent("absent.model"))
    }

    @Test func standardNamesTheMissingModelInTheLexicons() throws {
        let empty = try LanguageIDTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect {
            _ = try NaiveBayesLanguageIdentifier.standard(lexicons: empty)
        } throws: { error in
            (error as? SmartReplyError)?.code == .modelFileMissing && "\(error)".contains("langid.model")
        }
    }

    @Test func emptyFileIsCorrupt() throws {
        try Self.expectError(.modelFileCorrupt, loading: Data())
    }

    @Test(arguments: [4, 20, 47, 100, 1_000])
    func truncatedFileIsCorrupt(keptBytes: Int) throws {
        let data = try Self.tinyModel()
        try Self.expectError(.modelFileCorrupt, loading: data.prefix(min(keptBytes, data.count - 1)))
    }

    @Test func trailingBytesAreCorrupt() throws {
        try Self.expectError(.modelFileCorrupt, loading: Self.tinyModel() + Data([1, 2, 3]))
    }

    @Test func wrongMagicIsCorrupt() throws {
        var data = try Self.tinyModel()
        data[0] = UInt8(ascii: "X")
        try Self.expectError(.modelFileCorrupt, loading: data)
    }

    @Test func newerVersionIsUnsupported() throws {
        var data = try Self.tinyModel()
        data[4] = 99
        try Self.expectError(.modelVersionUnsupported, loading: data)
    }

    @Test(arguments: [(8, UInt8(0)), (8, UInt8(255)), (16, UInt8(200)), (20, UInt8(255)), (40, UInt8(255))])
    func damagedHeaderFieldIsCorrupt(offset: Int, value: UInt8) throws {
        var data = try Self.tinyModel()
        data[offset] = value
        try Self.expectError(.modelFileCorrupt, loading: data)
    }

    @Test func randomBytesNeverCrash() throws {
        // Damage the body (after the header) byte by byte with a seeded generator: loading
        // either fails with a typed error or gives an identifier that still answers.
        let original = try Self.tinyModel()
        var generator = SeededTestGenerator(seed: 42)
        for _ in 0..<200 {
            var data = original
            for _ in 0..<8 {
                let index = 48 + Int(generator.next() % UInt64(data.count - 48))
                data[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            try Self.withModelFile(data) { url in
                do {
                    let identifier = try NaiveBayesLanguageIdentifier(contentsOf: url)
                    let result = try identifier.identify("hello gracias")
                    #expect((0...1).contains(result.confidence))
                } catch let error as SmartReplyError {
                    #expect([.modelFileCorrupt, .modelVersionUnsupported].contains(error.code))
                }
            }
        }
    }

    @Test func labelThatIsNotATagIsCorrupt() throws {
        var trainer = NaiveBayesTrainer(options: NaiveBayesTrainingOptions(maximumFeaturesPerClass: [0, 10, 10, 10, 10, 10]))
        try trainer.addClass(label: "not a tag", samples: [("hello", 1)])
        try trainer.addClass(label: "es", samples: [("hola", 1)])
        try Self.expectError(.modelFileCorrupt, loading: trainer.modelData())
    }
}

