/// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase` for ASCII keys, byte for byte: words split
/// where a lower-case letter is followed by a capital and where a run of capitals meets a capital
/// followed by a lower-case letter (`myURLValue` → `my_url_value`), joined by `_`, lower-cased.
enum SnakeCaseKey {
    /// Appends the snake-case form of `key` to `bytes` and returns `true`; returns `false`, appending
    /// nothing, when `key` holds a byte outside ASCII (whose letter classes are Unicode's: left to
    /// `JSONEncoder`). Allocates nothing but the buffer's growth.
    static func append(_ key: String, to bytes: inout [UInt8]) -> Bool {
        var key = key
        return key.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
            guard utf8.contains(where: isUpper) else {
                bytes.append(contentsOf: utf8)
                return true
            }
            // Each word adds at most one `_`.
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: 2 * utf8.count))
            let written = bytes.withUnsafeMutableBufferPointer { output in
                snakeCase(utf8, into: UnsafeMutableBufferPointer(rebasing: output[start...]))
            }
            bytes.removeLast(2 * utf8.count - written)
            return true
        }
    }

    /// Writes the words of `utf8` to `output` lower-cased, joined by `_`; returns the bytes written.
    private static func snakeCase(_ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var written = 0
        var isFirstWord = true
        func emit(_ word: Range<Int>) {
            if !isFirstWord {
                output[written] = UInt8(ascii: "_")
                written += 1
            }
            isFirstWord = false
            for index in word {
                output[written] = isUpper(utf8[index]) ? utf8[index] + 0x20 : utf8[index]
                written += 1
            }
        }
        let end = utf8.count
        var wordStart = 0
        var searchStart = 1
        while let upper = (searchStart..<end).first(where: { isUpper(utf8[$0]) }) {
            emit(wordStart..<upper)
            guard let lower = (upper..<end).first(where: { isLower(utf8[$0]) }) else {
                wordStart = upper
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                emit(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        emit(wordStart..<end)
        return written
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}
