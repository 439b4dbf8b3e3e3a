/// The fast path of ``ReportEncoder``: an `Encoder` that writes a report's JSON into a byte buffer as
/// its `encode(to:)` runs (``ReportJSONWriter``), as `JSONEncoder` writes it with ``ReportEncoder``'s
/// settings (sorted keys, slashes unescaped, snake_case keys, non-finite numbers as strings), without
/// building a tree of the report first.
///
/// It covers what reports are made of: structs, enums, optionals, arrays, strings, numbers and
/// booleans, and dictionaries with `String` keys (written with their keys as they are, as
/// `JSONEncoder` does). Anything else — `Date`, `Data`, `URL`, `Decimal` and other dictionaries
/// (which `JSONEncoder` treats specially), a key outside ASCII or one to escape, a key set twice,
/// `superEncoder`, a container asked for twice in conflicting ways or written to after a container
/// further out, a value that throws or encodes nothing — makes ``encode(_:pretty:appendingTo:)``
/// return `false`, and ``ReportEncoder`` uses `JSONEncoder` itself, so the bytes are `JSONEncoder`'s
/// in every case.
///
/// One encoder stands for one value being encoded (its slot in the writer): a value type of two
/// words, so that handing it to an `encode(to:)` allocates nothing.
struct ReportStreamingEncoder: Encoder {
    let writer: ReportJSONWriter
    /// The index of this encoder's value among the values the writer is encoding, outermost first.
    let slot: Int

    /// Appends the JSON of `value` to `bytes` and returns `true`; returns `false`, appending
    /// nothing, when only `JSONEncoder` can write it (see the type's comment).
    static func encode(_ value: some Encodable, pretty: Bool, appendingTo bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        let writer = ReportJSONWriter(appendingTo: bytes, pretty: pretty)
        bytes = []
        do {
            try writer.encode(value, allowsNothing: false)
            bytes = writer.takeBytes()
            return true
        } catch {
            bytes = writer.takeBytes()
            bytes.removeSubrange(start...)
            return false
        }
    }

    /// `Dictionary`'s coding key type (the standard library's `_DictionaryCodingKey`, not public),
    /// learned once from the key type of an empty dictionary's keyed container. A keyed container of
    /// that type is a dictionary, which `JSONEncoder` writes its own way (String keys as they are, not
    /// snake_case); checking the key type costs a comparison, where asking each value for a protocol
    /// conformance costs a search of the binary's conformance records the first time each type is seen.
    static let dictionaryKeyType: ObjectIdentifier? = {
        let probe = KeyTypeProbe()
        try? [String: Int]().encode(to: probe)
        return probe.keyType
    }()

    /// Empty: a report whose `encode(to:)` throws is encoded again by `JSONEncoder`, whose error
    /// carries the path, so no path is kept while the report streams.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let isDictionary = ObjectIdentifier(Key.self) == Self.dictionaryKeyType
        let id = writer.container(of: slot, isObject: true, isDictionary: isDictionary)
        return KeyedEncodingContainer(ReportKeyedContainer(writer: writer, id: id, convertsKeys: !isDictionary))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        ReportUnkeyedContainer(writer: writer, id: writer.container(of: slot, isObject: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension ReportStreamingEncoder: SingleValueEncodingContainer {
    // One method per primitive type: the protocol requires each.
    func encodeNil() throws { try writer.claimSingleValue(slot); writer.writeNull() }
    func encode(_ value: Bool) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: String) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: Double) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: Float) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: Int) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: Int8) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: Int16) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: Int32) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: Int64) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: UInt) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: UInt8) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: UInt16) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: UInt32) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode(_ value: UInt64) throws { try writer.claimSingleValue(slot); writer.write(value) }
    func encode<T: Encodable>(_ value: T) throws {
        try writer.claimSingleValue(slot)
        try writer.encode(value)
    }
}

/// An encoder that only learns the key type of the first keyed container asked of it
/// (``ReportStreamingEncoder/dictionaryKeyType``).
private final class KeyTypeProbe: Encoder {
    private(set) var keyType: ObjectIdentifier?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        keyType = keyType ?? ObjectIdentifier(Key.self)
        return KeyedEncodingContainer(ReportKeyedContainer(writer: ReportJSONWriter(appendingTo: [], pretty: false), id: ReportJSONWriter.noContainer, convertsKeys: false))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        ReportUnkeyedContainer(writer: ReportJSONWriter(appendingTo: [], pretty: false), id: ReportJSONWriter.noContainer)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ReportStreamingEncoder(writer: ReportJSONWriter(appendingTo: [], pretty: false), slot: 0)
    }
}
