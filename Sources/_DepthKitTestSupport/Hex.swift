/// Hexadecimal text for test vectors (RFC and NIST vectors are published as hex).
///
/// Test support only: nothing in the `DepthKit` library product depends on it.
public enum Hex {
    /// The bytes of `text`, two hexadecimal digits per byte (the vectors are well formed: a test
    /// with a malformed vector traps).
    public static func bytes(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            result.append(UInt8(text[index..<next], radix: 16)!)
            index = next
        }
        return result
    }

    /// `bytes` as lowercase hexadecimal digits.
    public static func string(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] }, as: UTF8.self)
    }
}
