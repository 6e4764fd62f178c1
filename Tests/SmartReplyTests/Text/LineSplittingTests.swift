import Testing
import SmartReply

@Suite struct LineSplittingTests {
    /// "\r\n" is one Character in Swift, so splitting on "\n" read a Windows file as one line.
    @Test func everyLineEndSplitsTheSame() {
        #expect("a\nb\r\nc\rd".lines() == ["a", "b", "c", "d"])
        #expect("a\r\n\r\nb\r\n".lines(omittingEmpty: false) == ["a", "", "b", ""])
        #expect("a\r\n\r\nb\r\n".lines() == ["a", "b"])
    }
}
