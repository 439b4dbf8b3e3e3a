import Foundation

/// A capture instant with millisecond precision, written as the upload contract's `captured_at`:
/// ISO 8601 in UTC with exactly three fractional digits, `2025-11-22T10:30:00.123Z`. The one
/// timestamp parser and formatter of the contract: the frame pipeline writes with it, and
/// `--metadata-in` and the evidence check parse with it.
public struct CaptureTimestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z (negative before).
    public let millisecondsSince1970: Int64

    /// The instant `millisecondsSince1970` after the Unix epoch.
    public init(millisecondsSince1970: Int64) {
        self.millisecondsSince1970 = millisecondsSince1970
    }

    /// The current time, truncated to the millisecond.
    public static func now() -> CaptureTimestamp {
        CaptureTimestamp(millisecondsSince1970: Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)))
    }

    /// Parses the upload contract's `captured_at`, an RFC 3339 internet timestamp:
    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` (years 0000...9999), the one timestamp syntax of
    /// both `--metadata-in` and the evidence check. Fractions beyond milliseconds are truncated, a
    /// leap second (`:60`) counts as the next minute's first. What ``iso8601`` writes always parses.
    /// `nil` when `text` is not such a timestamp.
    public init?(rfc3339 text: String) {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2), scanner.skip("T") || scanner.skip("t"),
            let hour = scanner.number(digits: 2), scanner.skip(":"),
            let minute = scanner.number(digits: 2), scanner.skip(":"),
            let second = scanner.number(digits: 2),
            (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var milliseconds = 0
        if scanner.skip(".") {
            var digits = 0
            while let digit = scanner.number(digits: 1) {
                if digits < 3 { milliseconds = milliseconds * 10 + digit }
                digits += 1
            }
            guard digits > 0 else { return nil }
            for _ in digits..<max(digits, 3) { milliseconds *= 10 }
        }
        var offsetMinutes = 0
        if scanner.skip("Z") || scanner.skip("z") {
            offsetMinutes = 0
        } else if let sign = scanner.skip("+") ? 1 : (scanner.skip("-") ? -1 : nil),
            let offsetHours = scanner.number(digits: 2)
        {
            guard scanner.skip(":"), let offsetRest = scanner.number(digits: 2), offsetHours <= 23, offsetRest <= 59 else { return nil }
            offsetMinutes = sign * (offsetHours * 60 + offsetRest)
        } else {
            return nil
        }
        guard scanner.atEnd else { return nil }
        let days = Self.daysSince1970(year: year, month: month, day: day)
        let seconds = ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60 + second
        millisecondsSince1970 = Int64(seconds) * 1000 + Int64(milliseconds)
    }

    /// `2025-11-22T10:30:00.123Z`.
    public var iso8601: String {
        let milliseconds = Int(millisecondsSince1970 - Int64.floorDivide(millisecondsSince1970, 1000) * 1000)
        let totalSeconds = Int(Int64.floorDivide(millisecondsSince1970, 1000))
        let days = Int(Int64.floorDivide(Int64(totalSeconds), 86_400))
        let secondOfDay = totalSeconds - days * 86_400
        let (year, month, day) = Self.civil(daysSince1970: days)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
            + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2)).\(pad(milliseconds, 3))Z"
    }

    /// The ISO 8601 form.
    public var description: String { iso8601 }

    public static func < (lhs: CaptureTimestamp, rhs: CaptureTimestamp) -> Bool {
        lhs.millisecondsSince1970 < rhs.millisecondsSince1970
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysSince1970` (H. Hinnant's `civil_from_days`).
    private static func civil(daysSince1970 days: Int) -> (Int, Int, Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int64 {
    /// Division rounding toward negative infinity.
    fileprivate static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}

/// Reads fixed-width decimal fields and literal characters from ASCII bytes.
private struct DigitScanner {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { offset == bytes.count }

    /// Consumes `character` if it is next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
        offset += 1
        return true
    }

    /// Consumes exactly `digits` decimal digits.
    mutating func number(digits: Int) -> Int? {
        guard offset + digits <= bytes.count else { return nil }
        var value = 0
        for index in offset..<(offset + digits) {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        offset += digits
        return value
    }
}
