import DepthKitCore

/// Why bytes are not one well-formed item of DepthKit's strict CBOR subset. Offsets count bytes
/// from the start of the input.
public enum CBORDecodingError: ExplainedError, Equatable {
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

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .inputTooLarge(byteCount, limit): ("cbor_input_too_large", "CBOR input is \(byteCount) bytes, above the \(limit)-byte limit")
        case let .truncated(offset, needed): ("cbor_truncated", "CBOR input ends at byte \(offset), \(needed) more byte\(needed == 1 ? "" : "s") expected")
        case let .indefiniteLength(offset):
            ("cbor_indefinite_length", "indefinite-length CBOR item or break at byte \(offset) (only definite lengths are accepted)")
        case let .reservedAdditionalInfo(offset, value): ("cbor_reserved_additional_info", "reserved CBOR additional information \(value) at byte \(offset)")
        case let .nonCanonicalHead(offset): ("cbor_non_canonical_head", "CBOR length or integer at byte \(offset) is not in its shortest form")
        case let .nestingTooDeep(offset, limit): ("cbor_nesting_too_deep", "CBOR nesting deeper than \(limit) levels at byte \(offset)")
        case let .invalidUTF8(offset): ("cbor_invalid_utf8", "CBOR text string at byte \(offset) is not valid UTF-8")
        case let .duplicateMapKey(offset): ("cbor_duplicate_map_key", "CBOR map repeats a key at byte \(offset)")
        case let .unsupportedSimpleValue(offset, additionalInfo):
            ("cbor_unsupported_simple_value", "unsupported CBOR float or simple value (additional information \(additionalInfo)) at byte \(offset)")
        case let .trailingBytes(offset, byteCount):
            ("cbor_trailing_bytes", "\(byteCount) byte\(byteCount == 1 ? "" : "s") after the CBOR item that ends at byte \(offset)")
        }
    }
}
