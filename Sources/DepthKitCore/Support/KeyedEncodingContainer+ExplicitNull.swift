/// Reports print every field, `null` when a value is absent, so that a consumer sees one shape
/// whatever the input. Swift's synthesized `Encodable` omits absent optionals by calling
/// `encodeIfPresent`; these overloads, declared in this module, shadow the standard library's for
/// the synthesized conformances of DepthKit's report types, so that those print `null` too and need
/// no hand-written `encode(to:)`.
///
/// The upload contract's `metadata.json` is the one document that omits absent fields; its
/// ``CaptureMetadata`` encodes them with `if let`, never with `encodeIfPresent`.
extension KeyedEncodingContainer {
    mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        try encode(value, forKey: key)
    }
}
