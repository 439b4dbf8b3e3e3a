/// ``ReportTreeEncoder``'s keyed container: sets members of one ``ReportJSONObject``, keys in snake_case.
struct ReportKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ReportTreeEncoder
    let object: ReportJSONObject
    /// Keys of the containers nested in the encoder's own, leading here.
    let path: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.codingPath + path }

    private func set(_ value: ReportJSONValue, _ key: Key) {
        object.set(value, for: encoder.run.convert(key.stringValue))
    }

    // One method per primitive type: the protocol requires each.
    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(ReportTreeEncoder.number(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try encoder.wrap(value, key: key), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = object.object(for: encoder.run.convert(key.stringValue))
        return KeyedEncodingContainer(ReportKeyedContainer<NestedKey>(encoder: encoder, object: nested, path: path + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = object.array(for: encoder.run.convert(key.stringValue))
        return ReportUnkeyedContainer(encoder: encoder, array: nested, path: path + [key])
    }

    mutating func superEncoder() -> any Encoder { encoder.unsupportedEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.unsupportedEncoder() }
}
