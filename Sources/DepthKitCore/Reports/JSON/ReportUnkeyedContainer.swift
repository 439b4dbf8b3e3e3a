/// ``ReportStreamingEncoder``'s unkeyed container: writes the elements of one array of the
/// ``ReportJSONWriter``.
struct ReportUnkeyedContainer: UnkeyedEncodingContainer {
    let writer: ReportJSONWriter
    /// The array's id in the writer (``ReportJSONWriter/noContainer``: the run is left to `JSONEncoder`).
    let id: Int

    /// Empty: see ``ReportStreamingEncoder/codingPath``.
    var codingPath: [any CodingKey] { [] }
    var count: Int { writer.count(of: id) }

    private func begin() throws { try writer.beginElement(of: id) }

    // One method per primitive type: the protocol requires each.
    mutating func encodeNil() throws { try begin(); writer.writeNull() }
    mutating func encode(_ value: Bool) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: String) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: Double) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: Float) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: Int) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: Int8) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: Int16) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: Int32) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: Int64) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: UInt) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: UInt8) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: UInt16) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: UInt32) throws { try begin(); writer.write(value) }
    mutating func encode(_ value: UInt64) throws { try begin(); writer.write(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try begin()
        try writer.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = writer.nestedContainer(isObject: true) { try begin() }
        return KeyedEncodingContainer(ReportKeyedContainer<NestedKey>(writer: writer, id: nested, convertsKeys: true))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = writer.nestedContainer(isObject: false) { try begin() }
        return ReportUnkeyedContainer(writer: writer, id: nested)
    }

    mutating func superEncoder() -> any Encoder { writer.unsupportedEncoder() }
}
