import Foundation
import Testing
@testable import SmartReply

@Suite struct ISO8601TimestampTests {
    /// Every form the plain reader takes gives the formatter's date; invalid days, hours and zones are
    /// left to the formatter (nil here), which decides as before.
    @Test func plainReaderAgreesWithTheFormatter() {
        var generator = SeededTestGenerator(seed: 8_601)
        func pick(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(generator.next() % UInt64(range.count)) }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var accepted = 0
        for _ in 0..<2_000 {
            let date = "\(pick(1970...2999))-\(two(pick(1...12)))-\(two(pick(1...31)))"
            let time = "T\(two(pick(0...23))):\(two(pick(0...59))):\(two(pick(0...59)))"
            let zone = ["", "Z", "+\(two(pick(0...14))):\(two(pick(0...59)))", "-\(two(pick(0...12))):\(two(pick(0...59)))"][pick(0...3)]
            for text in [date, date + time, date + time + zone] {
                let plain = ISO8601Timestamp.plainDate(text)
                if let plain {
                    accepted += 1
                    #expect(plain == Conversation.formatterTimestamp(text), "\(text)")
                } else {
                    // Only an impossible day (the 29th to 31st of a shorter month) is refused among these.
                    #expect(Int(text.dropFirst(8).prefix(2)) ?? 0 >= 29, "\(text)")
                }
            }
        }
        #expect(accepted > 5_000)
    }

    @Test func otherFormsStillGoToTheFormatter() {
        for text in ["2026-11-30T18:05:00.250Z", "2026-11-30T18:05:00z", "1969-12-31T23:59:59Z", "2026-11-30 18:05:00Z",
                     "2026-11-30T18:05:00+0100", "2026-11-30T18:05Z", "not a date", ""] {
            #expect(ISO8601Timestamp.plainDate(text) == nil, "\(text)")
            #expect(Conversation.parseTimestamp(text) == Conversation.formatterTimestamp(text), "\(text)")
        }
        #expect(Conversation.parseTimestamp("2026-11-30T18:05:00.250Z") != nil)
        #expect(ISO8601Timestamp.plainDate("2026-11-30T18:05:00Z") == Date(timeIntervalSince1970: 1_796_061_900))
        #expect(ISO8601Timestamp.plainDate("2026-11-30T19:05:00+01:00") == Date(timeIntervalSince1970: 1_796_061_900))
        #expect(ISO8601Timestamp.plainDate("2024-02-29") == Date(timeIntervalSince1970: 1_709_164_800))
        #expect(ISO8601Timestamp.plainDate("2023-02-29") == nil)
    }
}
