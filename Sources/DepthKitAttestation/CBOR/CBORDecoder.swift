/// A strict decoder for DepthKit's CBOR subset (see ``CBORValue``), or, with
/// ``Rules/wellFormed``, for any well-formed CBOR as other encoders write it (C2PA manifests).
///
/// Strict (``Rules/canonical``, the default) means: definite lengths only, every integer and length in its shortest form, text in
/// valid UTF-8, no repeated map keys, no floats or unassigned simple values, nesting and input
/// size capped by ``CBORLimits``, and (for ``decode(_:)``) nothing after the item. Every accepted
/// input therefore re-encodes to exactly its own bytes with ``CBORValue/encoded()``. Any byte
/// string yields a value or a ``CBORDecodingError``, in time linear in its length.
public struct CBORDecoder: Sendable {
    /// Which encodings are accepted.
    public enum Rules: Sendable {
        /// Definite lengths, shortest heads, no floats: every value re-encodes to its own bytes.
        case canonical
        /// Also indefinite-length strings, arrays and maps, heads longer than needed, and half,
        /// single and double floats (C2PA's encoders write them). Repeated map keys, reserved
        /// additional information and unassigned simple values are still refused.
        case wellFormed
    }

    /// The bounds applied to every input.
    public var limits: CBORLimits
    /// Which encodings are accepted.
    public var rules: Rules

    /// Creates a decoder.
    public init(limits: CBORLimits = .default, rules: Rules = .canonical) {
        self.limits = limits
        self.rules = rules
    }

    /// Decodes `bytes` as exactly one item.
    /// - Throws: ``CBORDecodingError/trailingBytes(offset:byteCount:)`` when bytes follow the item.
    public func decode(_ bytes: [UInt8]) throws(CBORDecodingError) -> CBORValue {
        let (value, end) = try decodePrefix(bytes[...])
        guard end == bytes.count else {
            throw .trailingBytes(offset: end, byteCount: bytes.count - end)
        }
        return value
    }

    /// Decodes the one item at the start of `bytes` and returns it with the number of bytes it
    /// took; bytes after it are left alone (authenticator data puts an item before further data).
    public func decodePrefix(_ bytes: ArraySlice<UInt8>) throws(CBORDecodingError) -> (value: CBORValue, byteCount: Int) {
        guard bytes.count <= limits.maxInputBytes else {
            throw .inputTooLarge(byteCount: bytes.count, limit: limits.maxInputBytes)
        }
        var reader = CBORReader(bytes: bytes, maxNestingDepth: limits.maxNestingDepth, wellFormed: rules == .wellFormed)
        let value = try reader.readItem(depth: 1)
        return (value, reader.offset)
    }
}

/// A cursor over the input; offsets are relative to the slice's start.
private struct CBORReader {
    let bytes: ArraySlice<UInt8>
    let maxNestingDepth: Int
    let wellFormed: Bool
    private(set) var offset = 0

    init(bytes: ArraySlice<UInt8>, maxNestingDepth: Int, wellFormed: Bool) {
        self.bytes = bytes
        self.maxNestingDepth = maxNestingDepth
        self.wellFormed = wellFormed
    }

    /// The break byte that ends an indefinite-length item.
    private static let breakByte: UInt8 = 0xFF

    /// Whether the next byte is a break (consumed when it is).
    private mutating func takeBreak() throws(CBORDecodingError) -> Bool {
        guard offset < bytes.count else { throw .truncated(offset: bytes.count, needed: 1) }
        guard bytes[bytes.startIndex + offset] == Self.breakByte else { return false }
        offset += 1
        return true
    }

    private var remaining: Int { bytes.count - offset }

    private mutating func take(_ count: Int) throws(CBORDecodingError) -> ArraySlice<UInt8> {
        guard count <= remaining else { throw .truncated(offset: bytes.count, needed: count - remaining) }
        let start = bytes.startIndex + offset
        offset += count
        return bytes[start..<(start + count)]
    }

    /// Reads an item's head: its major type and its argument (length, value or simple value).
    private mutating func readHead() throws(CBORDecodingError) -> (major: UInt8, argument: UInt64, info: UInt8) {
        let headOffset = offset
        let initial = try take(1).first ?? 0
        let major = initial >> 5
        let info = initial & 0x1f
        let argument: UInt64
        switch info {
        case 0..<24:
            argument = UInt64(info)
        case 24...27:
            let width = 1 << Int(info - 24)
            argument = try take(width).reduce(0) { $0 << 8 | UInt64($1) }
            // Shortest form: one byte only for values ≥ 24, wider ones only above the narrower maximum.
            let minimum: UInt64 = info == 24 ? 24 : 1 << (4 * UInt64(width))
            // Simple values and floats (major 7) have their own rules, checked by the caller.
            if major != 7, argument < minimum, !wellFormed { throw .nonCanonicalHead(offset: headOffset) }
        case 28...30:
            throw .reservedAdditionalInfo(offset: headOffset, value: info)
        default:
            // Indefinite strings, arrays and maps (never integers, tags, or a break out of place).
            guard wellFormed, (2...5).contains(major) else { throw .indefiniteLength(offset: headOffset) }
            argument = 0
        }
        return (major, argument, info)
    }

    /// A count of bytes or items that must fit in the bytes still unread, each taking at least
    /// `minimumBytesEach` (1 for string bytes and array items, 2 for map entries).
    private func checkedCount(_ argument: UInt64, minimumBytesEach: UInt64 = 1) throws(CBORDecodingError) -> Int {
        let (minimumBytes, overflow) = argument.multipliedReportingOverflow(by: minimumBytesEach)
        guard !overflow, minimumBytes <= UInt64(remaining) else {
            let needed = overflow ? Int.max : Int(clamping: minimumBytes) - remaining
            throw .truncated(offset: bytes.count, needed: needed)
        }
        return Int(argument)
    }

    mutating func readItem(depth: Int) throws(CBORDecodingError) -> CBORValue {
        let itemOffset = offset
        let (major, argument, info) = try readHead()
        switch major {
        case 0:
            return .unsigned(argument)
        case 1:
            return .negative(magnitudeMinusOne: argument)
        case 2, 3:
            var content: [UInt8]
            if info == 31 {
                content = []
                while try !takeBreak() {
                    let chunkOffset = offset
                    let (chunkMajor, chunkLength, chunkInfo) = try readHead()
                    guard chunkMajor == major, chunkInfo != 31 else { throw .indefiniteLength(offset: chunkOffset) }
                    content += try take(try checkedCount(chunkLength))
                }
            } else {
                content = Array(try take(try checkedCount(argument)))
            }
            guard major == 3 else { return .bytes(content) }
            guard let text = String(validating: content, as: UTF8.self) else { throw .invalidUTF8(offset: itemOffset) }
            return .text(text)
        case 4:
            guard depth < maxNestingDepth || (argument == 0 && info != 31) else {
                throw .nestingTooDeep(offset: itemOffset, limit: maxNestingDepth)
            }
            var items: [CBORValue] = []
            if info == 31 {
                while try !takeBreak() { items.append(try readItem(depth: depth + 1)) }
                return .array(items)
            }
            let count = try checkedCount(argument)
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(try readItem(depth: depth + 1)) }
            return .array(items)
        case 5:
            guard depth < maxNestingDepth || (argument == 0 && info != 31) else {
                throw .nestingTooDeep(offset: itemOffset, limit: maxNestingDepth)
            }
            var entries: [CBORMapEntry] = []
            var keys = Set<CBORValue>()
            func readEntry() throws(CBORDecodingError) {
                let entryOffset = offset
                let key = try readItem(depth: depth + 1)
                guard keys.insert(key).inserted else { throw .duplicateMapKey(offset: entryOffset) }
                entries.append(CBORMapEntry(key: key, value: try readItem(depth: depth + 1)))
            }
            if info == 31 {
                while try !takeBreak() { try readEntry() }
                return .map(entries)
            }
            let count = try checkedCount(argument, minimumBytesEach: 2)
            entries.reserveCapacity(count)
            for _ in 0..<count { try readEntry() }
            return .map(entries)
        case 6:
            guard depth < maxNestingDepth else { throw .nestingTooDeep(offset: itemOffset, limit: maxNestingDepth) }
            return .tagged(tag: argument, value: try readItem(depth: depth + 1))
        default:
            switch info {
            case 20: return .bool(false)
            case 21: return .bool(true)
            case 22: return .null
            case 23: return .undefined
            case 25 where wellFormed: return .float(Self.halfPrecision(UInt16(argument)))
            case 26 where wellFormed: return .float(Double(Float(bitPattern: UInt32(argument))))
            case 27 where wellFormed: return .float(Double(bitPattern: argument))
            default: throw .unsupportedSimpleValue(offset: itemOffset, additionalInfo: info)
            }
        }
    }

    /// An IEEE 754 half-precision value (RFC 8949, appendix D).
    private static func halfPrecision(_ bits: UInt16) -> Double {
        let exponent = Int(bits >> 10) & 0x1F
        let mantissa = Double(bits & 0x3FF)
        let magnitude: Double =
            switch exponent {
            case 0: mantissa * 0x1p-24
            case 31: mantissa == 0 ? .infinity : .nan
            default: (1 + mantissa / 1024) * Double(sign: .plus, exponent: exponent - 15, significand: 1)
            }
        return bits & 0x8000 == 0 ? magnitude : -magnitude
    }
}
