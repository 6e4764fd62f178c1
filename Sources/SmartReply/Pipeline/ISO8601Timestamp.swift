import Foundation

/// A reader of the common ISO-8601 timestamps of conversation files, without Foundation's
/// `ISO8601DateFormatter`.
///
/// The formatter goes through ICU: the first timestamp of a process pages in about 5 MB of
/// ICU's calendar and time-zone data (resident for the rest of the process; `smartreply bench`
/// read 29 MB before any model with it, 24 MB without), and each call built four formatters.
/// This reader takes only the plain forms, with values whose date the formatter gives as well,
/// and answers nil for anything else, which ``Conversation`` then hands to the formatter
/// (fractional seconds, other separators, years outside 1970–2999, leap seconds, …), so the
/// dates read are the same as before: a test compares both on generated timestamps.
///
/// Accepted: `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM:SS` (UTC), the same followed by `Z` or by an
/// offset `±HH:MM` (hours 0–14, minutes 0–59); a valid day of its month, hours 0–23, minutes and
/// seconds 0–59.
enum ISO8601Timestamp {
    /// The date of `string` in one of the accepted forms, or nil (not one of them, or out of range).
    /// - Complexity: O(n) for n UTF-8 bytes (at most 25 are looked at).
    static func plainDate(_ string: String) -> Date? {
        var copy = string
        return copy.withUTF8 { parse($0) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for index in start..<(start + count) {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard bytes.count == 10 || bytes.count >= 19,
              let year = number(0, 4), bytes[4] == 0x2D, let month = number(5, 2), bytes[7] == 0x2D, let day = number(8, 2),
              (1970...2999).contains(year), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        if bytes.count == 10 { return Date(timeIntervalSince1970: Double(days * 86_400)) }
        guard bytes[10] == 0x54, let hour = number(11, 2), bytes[13] == 0x3A, let minute = number(14, 2), bytes[16] == 0x3A,
              let second = number(17, 2), hour < 24, minute < 60, second < 60 else { return nil }
        var offset = 0
        switch bytes.count {
        case 19: break
        case 20:
            guard bytes[19] == 0x5A else { return nil }
        case 25:
            guard bytes[19] == 0x2B || bytes[19] == 0x2D, let hours = number(20, 2), bytes[22] == 0x3A, let minutes = number(23, 2),
                  hours <= 14, minutes < 60 else { return nil }
            offset = (hours * 3_600 + minutes * 60) * (bytes[19] == 0x2D ? -1 : 1)
        default: return nil
        }
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset))
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant, "days_from_civil").
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
