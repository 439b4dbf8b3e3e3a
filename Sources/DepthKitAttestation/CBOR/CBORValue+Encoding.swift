extension CBORValue {
    /// The item's canonical encoding: definite lengths, shortest heads, map entries in their order.
    /// For any input ``CBORDecoder/decode(_:)`` accepts, `decode(x).encoded() == x`.
    public func encoded() -> [UInt8] {
        var output: [UInt8] = []
        append(to: &output)
        return output
    }

    private func append(to output: inout [UInt8]) {
        switch self {
        case .unsigned(let value):
            Self.appendHead(major: 0, argument: value, to: &output)
        case .negative(let magnitudeMinusOne):
            Self.appendHead(major: 1, argument: magnitudeMinusOne, to: &output)
        case .bytes(let bytes):
            Self.appendHead(major: 2, argument: UInt64(bytes.count), to: &output)
            output.append(contentsOf: bytes)
        case .text(let text):
            Self.appendHead(major: 3, argument: UInt64(text.utf8.count), to: &output)
            output.append(contentsOf: text.utf8)
        case .array(let items):
            Self.appendHead(major: 4, argument: UInt64(items.count), to: &output)
            for item in items { item.append(to: &output) }
        case .map(let entries):
            Self.appendHead(major: 5, argument: UInt64(entries.count), to: &output)
            for entry in entries {
                entry.key.append(to: &output)
                entry.value.append(to: &output)
            }
        case .tagged(let tag, let value):
            Self.appendHead(major: 6, argument: tag, to: &output)
            value.append(to: &output)
        case .bool(let value):
            output.append(value ? 0xf5 : 0xf4)
        case .null:
            output.append(0xf6)
        case .undefined:
            output.append(0xf7)
        case .float(let value):
            // Always as a double (0xfb): the widened value, whatever width it was read from.
            output.append(0xfb)
            for shift in stride(from: 56, through: 0, by: -8) { output.append(UInt8(truncatingIfNeeded: value.bitPattern >> UInt64(shift))) }
        }
    }

    private static func appendHead(major: UInt8, argument: UInt64, to output: inout [UInt8]) {
        let type = major << 5
        let width: Int
        switch argument {
        case 0..<24:
            output.append(type | UInt8(argument))
            return
        case 24...0xff: width = 1
        case 0x100...0xffff: width = 2
        case 0x1_0000...0xffff_ffff: width = 4
        default: width = 8
        }
        output.append(type | UInt8(24 + width.trailingZeroBitCount))
        for shift in stride(from: (width - 1) * 8, through: 0, by: -8) {
            output.append(UInt8(truncatingIfNeeded: argument >> UInt64(shift)))
        }
    }
}
