/// One CBOR (RFC 8949) data item of the subset App Attest uses: integers, byte and text strings,
/// arrays, maps, tags and the simple values `false`, `true`, `null` and `undefined`; and floats,
/// which C2PA's encoders write.
///
/// Maps keep their entries in the order they were encoded, so that a decoded value re-encodes to
/// the same bytes (see ``CBORValue/encoded()``).
public indirect enum CBORValue: Hashable, Sendable {
    /// An unsigned integer (major type 0), 0 … 2⁶⁴−1.
    case unsigned(UInt64)
    /// A negative integer (major type 1) whose value is −1 − `magnitudeMinusOne`.
    case negative(magnitudeMinusOne: UInt64)
    /// A byte string (major type 2).
    case bytes([UInt8])
    /// A UTF-8 text string (major type 3).
    case text(String)
    /// An array (major type 4).
    case array([CBORValue])
    /// A map (major type 5), entries in encoded order, keys unique.
    case map([CBORMapEntry])
    /// A tagged item (major type 6).
    case tagged(tag: UInt64, value: CBORValue)
    /// `false` or `true` (simple values 20 and 21).
    case bool(Bool)
    /// `null` (simple value 22).
    case null
    /// `undefined` (simple value 23).
    case undefined
    /// A half, single or double float (major type 7), widened; only ``CBORDecoder/Rules/wellFormed`` decodes one.
    case float(Double)

    /// The value of the entry whose key is the text `key`, if this is a map holding one.
    public subscript(textKey key: String) -> CBORValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key == .text(key) }?.value
    }

    /// The value of the entry whose key is the integer `key`, if this is a map holding one.
    public subscript(integerKey key: Int64) -> CBORValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key.integerValue == key }?.value
    }

    /// The bytes of a byte string, else `nil`.
    public var byteStringValue: [UInt8]? {
        if case .bytes(let bytes) = self { bytes } else { nil }
    }

    /// The text of a text string, else `nil`.
    public var textValue: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The items of an array, else `nil`.
    public var arrayValue: [CBORValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    /// An integer that fits `Int64`, else `nil`.
    public var integerValue: Int64? {
        switch self {
        case .unsigned(let value): value <= UInt64(Int64.max) ? Int64(value) : nil
        case .negative(let magnitudeMinusOne): magnitudeMinusOne <= UInt64(Int64.max) ? -1 - Int64(magnitudeMinusOne) : nil
        default: nil
        }
    }

    /// A short name of the item's type, for error messages: `"byte string"`, `"map"`, ….
    public var typeName: String {
        switch self {
        case .unsigned, .negative: "integer"
        case .bytes: "byte string"
        case .text: "text string"
        case .array: "array"
        case .map: "map"
        case .tagged: "tagged item"
        case .bool: "boolean"
        case .null: "null"
        case .undefined: "undefined"
        case .float: "float"
        }
    }
}

/// One key–value pair of a CBOR map.
public struct CBORMapEntry: Hashable, Sendable {
    /// The entry's key.
    public let key: CBORValue
    /// The entry's value.
    public let value: CBORValue

    /// Pairs `key` with `value`.
    public init(key: CBORValue, value: CBORValue) {
        self.key = key
        self.value = value
    }
}
