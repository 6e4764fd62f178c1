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
