/// A SHA-256 digest: 32 bytes, shown as lowercase hex (what `photo_hash` and `capture_hash` hold)
/// or base64.
public struct ContentDigest: Hashable, Sendable, CustomStringConvertible {
    /// The 32 digest bytes.
    public let bytes: [UInt8]

    /// Wraps 32 digest bytes.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// 64 lowercase hexadecimal digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Standard base64 (RFC 4648 §4, padded): 44 characters.
    public var base64: String { Base64.encode(bytes) }

    /// The lowercase hex form.
    public var description: String { hex }
}
