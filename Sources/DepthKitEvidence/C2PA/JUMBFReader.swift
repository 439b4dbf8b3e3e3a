/// Parses a JUMBF superbox tree. Every declared length is checked against the bytes of the
/// enclosing box before it is used; nothing is allocated from a declared size, and nesting is
/// capped, so any input yields a tree or a ``JUMBFError`` in linear time.
public enum JUMBFReader {
    /// The deepest nesting of superboxes accepted (a C2PA store is 4 deep; ingredients add none).
    public static let maxNestingDepth = 16

    /// Parses `bytes` as exactly one `jumb` superbox.
    public static func superbox(_ bytes: [UInt8]) throws(JUMBFError) -> JUMBFBox {
        let boxes = try parseBoxes(bytes, in: 0..<bytes.count, depth: 1)
        guard boxes.count == 1, let box = boxes.first, box.isSuperbox else { throw .notASuperbox(offset: 0) }
        return box
    }

    private static func parseBoxes(_ bytes: [UInt8], in range: Range<Int>, depth: Int) throws(JUMBFError) -> [JUMBFBox] {
        var boxes: [JUMBFBox] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            let available = range.upperBound - offset
            guard available >= 8 else { throw .boxTruncated(offset: offset, declared: 8, available: available) }
            let lbox = readUInt32(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            var headerBytes = 8
            let boxBytes: Int
            switch lbox {
            case 0:
                boxBytes = available
            case 1:
                guard available >= 16 else { throw .boxTruncated(offset: offset, declared: 16, available: available) }
                let xl = UInt64(readUInt32(bytes, offset + 8)) << 32 | UInt64(readUInt32(bytes, offset + 12))
                guard xl >= 16 else { throw .boxLengthInvalid(offset: offset, length: xl) }
                guard xl <= UInt64(available) else { throw .boxTruncated(offset: offset, declared: Int(clamping: xl), available: available) }
                headerBytes = 16
                boxBytes = Int(xl)
            case 2..<8:
                throw .boxLengthInvalid(offset: offset, length: UInt64(lbox))
            default:
                guard Int(lbox) <= available else { throw .boxTruncated(offset: offset, declared: Int(lbox), available: available) }
                boxBytes = Int(lbox)
            }
            let boxRange = offset..<(offset + boxBytes)
            let payload = (offset + headerBytes)..<boxRange.upperBound
            if type == "jumb" {
                guard depth <= maxNestingDepth else { throw .nestingTooDeep(offset: offset, limit: maxNestingDepth) }
                boxes.append(try parseSuperbox(bytes, range: boxRange, payload: payload, depth: depth))
            } else {
                boxes.append(JUMBFBox(type: type, range: boxRange, payloadRange: payload, description: nil, children: []))
            }
            offset = boxRange.upperBound
        }
        return boxes
    }

    private static func parseSuperbox(_ bytes: [UInt8], range: Range<Int>, payload: Range<Int>, depth: Int) throws(JUMBFError) -> JUMBFBox {
        let inner = try parseBoxes(bytes, in: payload, depth: depth + 1)
        guard let first = inner.first, first.type == "jumd" else { throw .descriptionMissing(offset: range.lowerBound) }
        let description = try parseDescription(bytes, first)
        return JUMBFBox(type: "jumb", range: range, payloadRange: payload, description: description, children: Array(inner.dropFirst()))
    }

    private static func parseDescription(_ bytes: [UInt8], _ box: JUMBFBox) throws(JUMBFError) -> JUMBFDescription {
        let payload = box.payloadRange
        guard payload.count >= 17 else { throw .descriptionMalformed(offset: box.range.lowerBound) }
        let uuid = Array(bytes[payload.lowerBound..<(payload.lowerBound + 16)])
        let toggles = bytes[payload.lowerBound + 16]
        var offset = payload.lowerBound + 17
        var label: String?
        if toggles & 0x02 != 0 {
            guard let nul = bytes[offset..<payload.upperBound].firstIndex(of: 0) else {
                throw .descriptionMalformed(offset: box.range.lowerBound)
            }
            guard let text = String(validating: bytes[offset..<nul], as: UTF8.self) else { throw .labelNotUTF8(offset: offset) }
            label = text
            offset = nul + 1
        }
        var id: UInt32?
        if toggles & 0x04 != 0 {
            guard payload.upperBound - offset >= 4 else { throw .descriptionMalformed(offset: box.range.lowerBound) }
            id = readUInt32(bytes, offset)
            offset += 4
        }
        if toggles & 0x08 != 0 {
            guard payload.upperBound - offset >= 32 else { throw .descriptionMalformed(offset: box.range.lowerBound) }
            offset += 32
        }
        var privatePayload: [UInt8]?
        if toggles & 0x10 != 0 {
            let boxes = try parseBoxes(bytes, in: offset..<payload.upperBound, depth: Self.maxNestingDepth)
            guard let privateBox = boxes.first else { throw .descriptionMalformed(offset: box.range.lowerBound) }
            privatePayload = Array(bytes[privateBox.payloadRange])
        }
        return JUMBFDescription(uuid: uuid, toggles: toggles, label: label, id: id, privatePayload: privatePayload)
    }

    private static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
