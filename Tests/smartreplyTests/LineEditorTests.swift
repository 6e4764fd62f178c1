import Foundation
import Testing
@testable import smartreply

/// How ``LineEditor`` cuts what arrived on the terminal into lines (no terminal needed).
@Suite struct LineEditorTests {
    @Test func linesBreakAtNewlineReturnAndReturnNewline() {
        #expect(LineEditor.lines(in: Array("one\ntwo\rthree\r\nfour\n".utf8)) == ["one", "two", "three", "four"])
    }

    @Test func emptyLinesInBetweenAreKeptAndATrailingPartialLineCounts() {
        #expect(LineEditor.lines(in: Array("a\n\nb".utf8)) == ["a", "", "b"])
        #expect(LineEditor.lines(in: Array("\r\n".utf8)) == [""])
        #expect(LineEditor.lines(in: []) == [])
    }

    @Test func invalidUTF8IsRepaired() {
        #expect(LineEditor.lines(in: [0x61, 0xFF, 0x0A]) == ["a\u{FFFD}"])
    }

    /// A paste of over 4 KB comes in several reads cut anywhere: a line (or a "\r\n", or a
    /// character's UTF-8 bytes) cut between two reads used to come back in two pieces.
    @Test func aLineCutBetweenTwoReadsIsOneLine() throws {
        let text = Array("Hola, ¿qué tal?\r\nBien\r\n".utf8)
        let cutInCharacter = try #require(text.firstIndex(of: 0xC2)) + 1, cutInBreak = try #require(text.firstIndex(of: 0x0D)) + 1
        for cut in [3, cutInCharacter, cutInBreak] {
            let chunks = [Array(text[..<cut]), Array(text[cut...])]
            #expect(LineEditor.typedAhead(chunks: chunks, ended: false) == [.line("Hola, ¿qué tal?"), .line("Bien")], "cut at \(cut)")
        }
        #expect(LineEditor.typedAhead(chunks: [Array("bye\n".utf8)], ended: true) == [.line("bye"), .endOfInput])
        #expect(LineEditor.typedAhead(chunks: [], ended: true) == [.endOfInput])
    }

    /// Regression: the last line of a paste, without a line break after it, was sent as a message;
    /// it now waits at the next prompt, to be edited or sent with Enter.
    @Test func aPastesLastLineWithoutALineBreakWaitsAtThePrompt() {
        #expect(LineEditor.typedAhead(chunks: [Array("Are you coming?\nsee you".utf8)], ended: false)
                == [.line("Are you coming?"), .partial("see you")])
        #expect(LineEditor.typedAhead(chunks: [Array("see ".utf8), Array("you".utf8)], ended: false) == [.partial("see you")])
        #expect(LineEditor.typedAhead(chunks: [Array("see you\r".utf8)], ended: false) == [.line("see you")])
    }
}

/// How libedit's key reader decodes the terminal's bytes (``UTF8Keys/next(_:)``), fed from arrays.
@Suite struct UTF8KeysTests {
    /// All keys of `bytes`, up to the end of input.
    static func keys(_ bytes: [UInt8]) -> [Int32] {
        var input = bytes[...], pending: UInt8? = nil, keys: [Int32] = []
        while true {
            var first = pending
            let (key, unread) = UTF8Keys.next {
                if let byte = first {
                    first = nil
                    return byte
                }
                return input.popFirst()
            }
            pending = unread
            guard key >= 0 else { return keys }
            keys.append(key)
        }
    }

    @Test func wellFormedScalarsOfEachLengthAreOneKeyEach() {
        #expect(Self.keys(Array("aé€😀\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}".utf8))
                == [0x61, 0xE9, 0x20AC, 0x1F600, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x1_0000, 0x10_FFFF])
    }

    /// Regression: `E9 0A` (a Latin-1 'é', then Enter) gave U+FFFD and swallowed the Enter.
    @Test func aByteThatCutsASequenceShortStartsTheNextKey() {
        #expect(Self.keys([0xE9, 0x0A]) == [0xFFFD, 0x0A])
        #expect(Self.keys([0xC3, 0x61, 0x62]) == [0xFFFD, 0x61, 0x62])
        #expect(Self.keys([0xF0, 0x9F, 0xC3, 0xA9]) == [0xFFFD, 0xE9])
    }

    /// Regression: `E0 80 AF` (an overlong '/') and `E0 80 80` (an overlong NUL) decoded as ASCII.
    @Test func overlongFormsAreReplaced() {
        #expect(Self.keys([0xC0, 0xAF]) == [0xFFFD, 0xFFFD])
        #expect(Self.keys([0xE0, 0x80, 0xAF]) == [0xFFFD])
        #expect(Self.keys([0xE0, 0x80, 0x80, 0x61]) == [0xFFFD, 0x61])
        #expect(Self.keys([0xF0, 0x80, 0x80, 0xAF]) == [0xFFFD])
    }

    @Test func surrogatesValuesAboveTheLastScalarAndStrayBytesAreReplaced() {
        #expect(Self.keys([0xED, 0xA0, 0x80]) == [0xFFFD])
        #expect(Self.keys([0xF4, 0x90, 0x80, 0x80]) == [0xFFFD])
        #expect(Self.keys([0xF5, 0x61, 0xFF, 0x80]) == [0xFFFD, 0x61, 0xFFFD, 0xFFFD])
    }

    @Test func aSequenceCutByTheEndOfInputIsReplacedThenTheInputEnds() {
        #expect(Self.keys([0x61, 0xE2, 0x82]) == [0x61, 0xFFFD])
        #expect(Self.keys([]) == [])
    }
}
