/// Why bytes are not one well-formed item of DepthKit's strict CBOR subset. Offsets count bytes
/// from the start of the input.
public enum CBORDecodingError: DepthKitError, Equatable {
    /// The input is larger than ``CBORLimits/maxInputBytes``.
    case inputTooLarge(byteCount: Int, limit: Int)
    /// The input ends inside an item: `needed` more bytes were due at `offset`.
    case truncated(offset: Int, needed: Int)
    /// An indefinite-length string, array or map (not accepted), or a break byte, at `offset`.
    case indefiniteLength(offset: Int)
    /// Additional information 28–30 (reserved by RFC 8949) at `offset`.
    case reservedAdditionalInfo(offset: Int, value: UInt8)
    /// A length or integer encoded in more bytes than it needs, at `offset`.
    case nonCanonicalHead(offset: Int)
    /// Arrays, maps and tags nest deeper than the limit.
    case nestingTooDeep(offset: Int, limit: Int)
    /// A text string that is not valid UTF-8, at `offset`.
    case invalidUTF8(offset: Int)
    /// A map repeats a key; the second occurrence's entry starts at `offset`.
    case duplicateMapKey(offset: Int)
    /// A floating-point number or a simple value other than false/true/null/undefined, at `offset`.
    case unsupportedSimpleValue(offset: Int, additionalInfo: UInt8)
    /// Bytes remain after the top-level item ended at `offset`.
    case trailingBytes(offset: Int, byteCount: Int)

    public var category: FailureCategory { .badData }

    public var kind: String {
        switch self {
        case .inputTooLarge: "cbor_input_too_large"
        case .truncated: "cbor_truncated"
        case .indefiniteLength: "cbor_indefinite_length"
        case .reservedAdditionalInfo: "cbor_reserved_additional_info"
        case .nonCanonicalHead: "cbor_non_canonical_head"
        case .nestingTooDeep: "cbor_nesting_too_deep"
        case .invalidUTF8: "cbor_invalid_utf8"
        case .duplicateMapKey: "cbor_duplicate_map_key"
        case .unsupportedSimpleValue: "cbor_unsupported_simple_value"
        case .trailingBytes: "cbor_trailing_bytes"
        }
    }

    public var description: String {
        switch self {
        case let .inputTooLarge(byteCount, limit):
            "CBOR input is \(byteCount) bytes, above the \(limit)-byte limit"
        case let .truncated(offset, needed):
            "CBOR input ends at byte \(offset), \(needed) more byte\(needed == 1 ? "" : "s") expected"
        case let .indefiniteLength(offset):
            "indefinite-length CBOR item or break at byte \(offset) (only definite lengths are accepted)"
        case let .reservedAdditionalInfo(offset, value):
            "reserved CBOR additional information \(value) at byte \(offset)"
        case let .nonCanonicalHead(offset):
            "CBOR length or integer at byte \(offset) is not in its shortest form"
        case let .nestingTooDeep(offset, limit):
            "CBOR nesting deeper than \(limit) levels at byte \(offset)"
        case let .invalidUTF8(offset):
            "CBOR text string at byte \(offset) is not valid UTF-8"
        case let .duplicateMapKey(offset):
            "CBOR map repeats a key at byte \(offset)"
        case let .unsupportedSimpleValue(offset, additionalInfo):
            "unsupported CBOR float or simple value (additional information \(additionalInfo)) at byte \(offset)"
        case let .trailingBytes(offset, byteCount):
            "\(byteCount) byte\(byteCount == 1 ? "" : "s") after the CBOR item that ends at byte \(offset)"
        }
    }
}
