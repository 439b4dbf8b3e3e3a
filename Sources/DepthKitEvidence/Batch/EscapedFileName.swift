/// File names are bytes, not text: how a batch reports, and names outputs after, a path that is
/// not valid UTF-8 without losing a byte.
///
/// The escaped form keeps every valid UTF-8 sequence as it is and writes each other byte, and
/// every `%`, as `%XX` (two upper-case hex digits). It is therefore plain text, readable where the
/// name was readable, and reversible: replacing each `%XX` by its byte gives the name back
/// (Python: `urllib.parse.unquote_to_bytes`). `bad\xffname.depth.gz` is `bad%FFname.depth.gz`.
public enum EscapedFileName {
    /// The escaped form of `bytes`. Linear in their count.
    public static func escape(_ bytes: [UInt8]) -> String {
        var text = ""
        text.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = sequenceLength(leadingByte: byte)
            if byte != UInt8(ascii: "%"), length > 0, index + length <= bytes.count,
                let scalar = String(validating: bytes[index..<index + length], as: UTF8.self) {
                text += scalar
                index += length
            } else {
                text += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0f)]
                index += 1
            }
        }
        return text
    }

    /// The bytes whose escaped form is `text`: each `%XX` (hex digits of either case) becomes its
    /// byte, everything else its UTF-8.
    public static func unescape(_ text: String) -> [UInt8] {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
                let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return bytes
    }

    private static let hexDigits = "0123456789ABCDEF".map(String.init)

    /// How many bytes a UTF-8 sequence starting with `byte` takes, or 0 when no sequence starts
    /// with it (a continuation byte, or a lead byte UTF-8 never uses).
    private static func sequenceLength(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0x00...0x7f: 1
        case 0xc2...0xdf: 2
        case 0xe0...0xef: 3
        case 0xf0...0xf4: 4
        default: 0
        }
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
