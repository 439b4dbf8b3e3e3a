/// Strict RFC 3339 / ISO 8601 internet timestamps as the upload contract writes `captured_at`:
/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, every field in range (leap years and a leap
/// second included).
enum ISO8601Timestamp {
    /// Whether `text` is such a timestamp.
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20 else { return false }
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
            index < bytes.count && bytes[index] == UInt8(ascii: character)
        }
        guard let year = number(0..<4), byte(4, is: "-"), let month = number(5..<7), byte(7, is: "-"),
            let day = number(8..<10), byte(10, is: "T"), let hour = number(11..<13), byte(13, is: ":"),
            let minute = number(14..<16), byte(16, is: ":"), let second = number(17..<19)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), (1...daysInMonth[month - 1]).contains(day), hour < 24, minute < 60,
            second <= 60
        else { return false }
        var cursor = 19
        if byte(cursor, is: ".") {
            cursor += 1
            let digitsStart = cursor
            while cursor < bytes.count, number(cursor..<cursor + 1) != nil { cursor += 1 }
            guard cursor > digitsStart else { return false }
        }
        if byte(cursor, is: "Z") { return cursor + 1 == bytes.count }
        guard byte(cursor, is: "+") || byte(cursor, is: "-"), let offsetHours = number(cursor + 1..<cursor + 3),
            byte(cursor + 3, is: ":"), let offsetMinutes = number(cursor + 4..<cursor + 6)
        else { return false }
        return offsetHours < 24 && offsetMinutes < 60 && cursor + 6 == bytes.count
    }
}
