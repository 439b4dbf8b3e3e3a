/// Standard base64 (RFC 4648 §4, with padding) for digests and the capture assertion.
///
/// Kept instead of Foundation's `Data(base64Encoded:)` because the upload contract needs strict
/// decoding: Foundation accepts non-canonical text such as `Zm9=` or `Zh==` (non-zero bits under
/// the padding) and even `Zg=a`, which ``decode(_:)`` refuses.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Encodes `bytes`.
    public static func encode(_ bytes: [UInt8]) -> String {
        var text = [UInt8]()
        text.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let remaining = bytes.count - index
            let first = UInt32(bytes[index])
            let second = remaining > 1 ? UInt32(bytes[index + 1]) : 0
            let third = remaining > 2 ? UInt32(bytes[index + 2]) : 0
            let group = first << 16 | second << 8 | third
            text.append(alphabet[Int(group >> 18 & 63)])
            text.append(alphabet[Int(group >> 12 & 63)])
            text.append(remaining > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            text.append(remaining > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Decodes padded standard base64; `nil` unless `text` is canonical base64 (length a multiple
    /// of 4, only the alphabet, padding only at the end, zero bits after the last symbol).
    public static func decode(_ text: String) -> [UInt8]? {
        let symbols = Array(text.utf8)
        guard symbols.count % 4 == 0 else { return nil }
        var bytes = [UInt8]()
        bytes.reserveCapacity(symbols.count / 4 * 3)
        var index = 0
        while index < symbols.count {
            let isLast = index + 4 == symbols.count
            var group: UInt32 = 0
            var padding = 0
            for offset in 0..<4 {
                let symbol = symbols[index + offset]
                if symbol == UInt8(ascii: "="), isLast, offset >= 2 {
                    padding += 1
                    group <<= 6
                    continue
                }
                guard padding == 0, let value = sextet(symbol) else { return nil }
                group = group << 6 | value
            }
            let decoded = [UInt8(group >> 16 & 0xff), UInt8(group >> 8 & 0xff), UInt8(group & 0xff)]
            // Non-canonical: bits beneath the padding must be zero.
            if padding == 1, decoded[2] != 0 { return nil }
            if padding == 2, decoded[1] != 0 || decoded[2] != 0 { return nil }
            bytes.append(contentsOf: decoded[0..<(3 - padding)])
            index += 4
        }
        return bytes
    }

    private static func sextet(_ symbol: UInt8) -> UInt32? {
        switch symbol {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(symbol - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(symbol - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(symbol - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
