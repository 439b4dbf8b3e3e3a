extension ReportJSONValue {
    /// Appends the value's JSON to `bytes` as `JSONEncoder` writes it with `.sortedKeys` and
    /// `.withoutEscapingSlashes` (object keys sorted by their UTF-8 bytes; `"`, `\` and control
    /// characters escaped, nothing else), on one line or indented by two spaces per level.
    func write(to bytes: inout [UInt8], pretty: Bool, level: Int = 0) {
        switch self {
        case .string(let string): Self.writeString(string, to: &bytes)
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: bytes.append(contentsOf: "null".utf8)
        case .object(let object):
            let members = object.members.sorted { Self.precedes($0.key, $1.key) }
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                Self.writeSeparator(first: index == 0, pretty: pretty, level: level + 1, to: &bytes)
                Self.writeString(member.key, to: &bytes)
                bytes.append(contentsOf: (pretty ? " : " : ":").utf8)
                member.value.write(to: &bytes, pretty: pretty, level: level + 1)
            }
            Self.writeClosing(UInt8(ascii: "}"), afterNothing: members.isEmpty, pretty: pretty, level: level, to: &bytes)
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in array.elements.enumerated() {
                Self.writeSeparator(first: index == 0, pretty: pretty, level: level + 1, to: &bytes)
                element.write(to: &bytes, pretty: pretty, level: level + 1)
            }
            Self.writeClosing(UInt8(ascii: "]"), afterNothing: array.elements.isEmpty, pretty: pretty, level: level, to: &bytes)
        }
    }

    /// Before an element: a comma after the first; indented, each on its own line.
    private static func writeSeparator(first: Bool, pretty: Bool, level: Int, to bytes: inout [UInt8]) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        if pretty {
            bytes.append(UInt8(ascii: "\n"))
            writeIndent(level, to: &bytes)
        }
    }

    /// The closing bracket, on a line of its own when indented (also after no element: `[\n\n]`).
    private static func writeClosing(_ bracket: UInt8, afterNothing empty: Bool, pretty: Bool, level: Int, to bytes: inout [UInt8]) {
        if pretty {
            if empty { bytes.append(UInt8(ascii: "\n")) }
            bytes.append(UInt8(ascii: "\n"))
            writeIndent(level, to: &bytes)
        }
        bytes.append(bracket)
    }

    private static func writeIndent(_ level: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Whether `a`'s UTF-8 bytes sort before `b`'s.
    private static func precedes(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { a in
            b.withUTF8 { b in
                for index in 0..<min(a.count, b.count) where a[index] != b[index] { return a[index] < b[index] }
                return a.count < b.count
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A quoted string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00XX`.
    static func writeString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            if utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                writeEscaped(utf8, to: &bytes)
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes of a string with at least one byte to escape.
    private static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0c: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0a: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0d: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x00...0x1f:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xf)])
            default: bytes.append(byte)
            }
        }
    }
}
