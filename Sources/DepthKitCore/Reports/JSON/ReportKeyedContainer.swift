/// ``ReportStreamingEncoder``'s keyed container: writes the members of one object of the
/// ``ReportJSONWriter``, keys in snake_case (a dictionary's as they are).
struct ReportKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: ReportJSONWriter
    /// The object's id in the writer (``ReportJSONWriter/noContainer``: the run is left to `JSONEncoder`).
    let id: Int
    /// Whether keys are written in snake_case (all but a dictionary's).
    let convertsKeys: Bool

    /// Empty: see ``ReportStreamingEncoder/codingPath``.
    var codingPath: [any CodingKey] { [] }

    private func begin(_ key: Key) throws {
        try writer.beginMember(of: id, key: key.stringValue, convertsKey: convertsKeys)
    }

    // One method per primitive type: the protocol requires each.
    mutating func encodeNil(forKey key: Key) throws { try begin(key); writer.writeNull() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try begin(key); writer.write(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try begin(key); writer.write(value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try begin(key)
        try writer.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = writer.nestedContainer(isObject: true) { try begin(key) }
        return KeyedEncodingContainer(ReportKeyedContainer<NestedKey>(writer: writer, id: nested, convertsKeys: true))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = writer.nestedContainer(isObject: false) { try begin(key) }
        return ReportUnkeyedContainer(writer: writer, id: nested)
    }

    mutating func superEncoder() -> any Encoder { writer.unsupportedEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { writer.unsupportedEncoder() }
}
