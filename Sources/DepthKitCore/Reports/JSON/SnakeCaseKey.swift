/// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase` for ASCII keys, byte for byte: words split
/// where a lower-case letter is followed by a capital and where a run of capitals meets a capital
/// followed by a lower-case letter (`myURLValue` → `my_url_value`), joined by `_`, lower-cased.
enum SnakeCaseKey {
    /// The snake-case form of `key`, or `nil` when `key` holds a byte outside ASCII (whose letter
    /// classes are Unicode's: left to `JSONEncoder`).
    static func converted(_ key: String) -> String? {
        var utf8 = Array(key.utf8)
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard utf8.contains(where: isUpper) else { return key }
        let end = utf8.count
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        while let upper = (searchStart..<end).first(where: { isUpper(utf8[$0]) }) {
            words.append(wordStart..<upper)
            guard let lower = (upper..<end).first(where: { isLower(utf8[$0]) }) else {
                wordStart = upper
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<end)
        for index in utf8.indices where isUpper(utf8[index]) { utf8[index] += 0x20 }
        var result: [UInt8] = []
        result.reserveCapacity(end + words.count)
        for (index, word) in words.enumerated() {
            if index > 0 { result.append(UInt8(ascii: "_")) }
            result.append(contentsOf: utf8[word])
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}
