/// ``ReportTreeEncoder``'s unkeyed container: appends elements to one ``ReportJSONArray``.
struct ReportUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ReportTreeEncoder
    let array: ReportJSONArray
    /// Keys of the containers nested in the encoder's own, leading here.
    let path: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.codingPath + path }
    var count: Int { array.elements.count }

    private func append(_ value: ReportJSONValue) { array.elements.append(value) }

    // One method per primitive type: the protocol requires each.
    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: Float) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: Int) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: Int8) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: Int16) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: Int32) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: Int64) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: UInt) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: UInt8) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: UInt16) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: UInt32) throws { append(ReportTreeEncoder.number(value)) }
    mutating func encode(_ value: UInt64) throws { append(ReportTreeEncoder.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try encoder.wrap(value, key: nil))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = ReportJSONObject()
        append(.object(nested))
        return KeyedEncodingContainer(ReportKeyedContainer<NestedKey>(encoder: encoder, object: nested, path: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ReportJSONArray()
        append(.array(nested))
        return ReportUnkeyedContainer(encoder: encoder, array: nested, path: path)
    }

    mutating func superEncoder() -> any Encoder { encoder.unsupportedEncoder() }
}
