import Foundation

/// The fast path of ``ReportEncoder``: an `Encoder` that builds the report's JSON tree directly and
/// writes it as `JSONEncoder` does with ``ReportEncoder``'s settings (sorted keys, slashes
/// unescaped, snake_case keys, non-finite numbers as strings), without `JSONEncoder`'s
/// per-key conversions, dictionaries and existential boxes.
///
/// It covers what reports are made of: structs, enums, optionals, arrays, strings, numbers and
/// booleans, and dictionaries with `String` keys (written with their keys as they are, as
/// `JSONEncoder` does). Anything else — `Date`, `Data`, `URL`, `Decimal` and other dictionaries
/// (which `JSONEncoder` treats specially), a key outside ASCII, `superEncoder`, a container asked for twice
/// in conflicting ways, a value that throws or encodes nothing — makes ``encode(_:pretty:)`` return
/// `nil`, and ``ReportEncoder`` uses `JSONEncoder` itself, so the bytes are `JSONEncoder`'s in every case.
final class ReportTreeEncoder: Encoder {
    /// What the whole run shares: whether it met something only `JSONEncoder` handles, and the keys
    /// converted so far.
    final class Run {
        var unsupported = false
        private var convertedKeys: [String: String] = [:]
        /// Whether this run only learns `Dictionary`'s key type (``dictionaryKeyType``).
        private let isProbe: Bool
        /// In a probe, the key type of its first keyed container.
        private(set) var probedKeyType: ObjectIdentifier?

        init(isProbe: Bool = false) {
            self.isProbe = isProbe
        }

        /// Whether a keyed container with keys of `keyType` is a dictionary's.
        func isDictionaryKey(_ keyType: ObjectIdentifier) -> Bool {
            if isProbe {
                probedKeyType = probedKeyType ?? keyType
                return false
            }
            return keyType == ReportTreeEncoder.dictionaryKeyType
        }

        /// The snake_case form of `key`; `nil` (and the run unsupported) for a key outside ASCII.
        func convert(_ key: String) -> String {
            // Only capitals and bytes outside ASCII change or refuse a key.
            guard key.utf8.contains(where: { $0 &- UInt8(ascii: "A") < 26 || $0 >= 0x80 }) else { return key }
            if let known = convertedKeys[key] { return known }
            guard let converted = SnakeCaseKey.converted(key) else {
                unsupported = true
                return key
            }
            convertedKeys[key] = converted
            return converted
        }
    }

    /// `Dictionary`'s coding key type (the standard library's `_DictionaryCodingKey`, not public),
    /// learned once by encoding an empty dictionary. A keyed container of that type is a dictionary,
    /// which `JSONEncoder` writes its own way (String keys as they are, not snake_case); checking the key type
    /// costs a comparison, where asking each value for a protocol conformance costs a search of
    /// the binary's conformance records the first time each type is seen.
    static let dictionaryKeyType: ObjectIdentifier? = {
        let probe = Run(isProbe: true)
        try? [String: Int]().encode(to: ReportTreeEncoder(run: probe))
        return probe.probedKeyType
    }()

    let run: Run
    /// The value this encoder received (`nil` until the encoded value stores one).
    private(set) var value: ReportJSONValue?
    /// Whether the value encoded here is a dictionary (its keys are written unconverted).
    private var isDictionary = false
    private let parent: ReportTreeEncoder?
    private let key: (any CodingKey)?

    init(run: Run, parent: ReportTreeEncoder? = nil, key: (any CodingKey)? = nil) {
        self.run = run
        self.parent = parent
        self.key = key
    }

    /// Appends the JSON of `value` to `bytes` and returns `true`; returns `false`, appending
    /// nothing, when only `JSONEncoder` can write it (see the type's comment).
    static func encode(_ value: some Encodable, pretty: Bool, appendingTo bytes: inout [UInt8]) -> Bool {
        let run = Run()
        guard let tree = try? ReportTreeEncoder(run: run).wrap(value, key: nil, allowsNothing: true), !run.unsupported
        else { return false }
        tree.write(to: &bytes, pretty: pretty)
        return true
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: ReportTreeEncoder? = self
        while let current = encoder {
            if let key = current.key { path.append(key) }
            encoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let dictionary = run.isDictionaryKey(ObjectIdentifier(Key.self))
        isDictionary = isDictionary || dictionary
        let object = claim(existing: \.object, new: ReportJSONObject.init, as: ReportJSONValue.object)
        return KeyedEncodingContainer(ReportKeyedContainer(encoder: self, object: object, path: [], convertsKeys: !dictionary))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        ReportUnkeyedContainer(encoder: self, array: claim(existing: \.array, new: ReportJSONArray.init, as: ReportJSONValue.array), path: [])
    }

    /// The container this encoder's value already is, or a new one stored as its value; a detached
    /// one (and the run left to `JSONEncoder`) when the value is something else.
    private func claim<Box>(
        existing: (ReportJSONValue) -> Box?, new make: () -> Box, as wrap: (Box) -> ReportJSONValue
    ) -> Box {
        guard let value else {
            let box = make()
            value = wrap(box)
            return box
        }
        if let box = existing(value) { return box }
        run.unsupported = true
        return make()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The tree of `value`, encoded by a child encoder at `key`; an object when it encoded nothing
    /// (as `JSONEncoder` does below the top level).
    func wrap<T: Encodable>(_ value: T, key: (any CodingKey)?, allowsNothing: Bool = false) throws -> ReportJSONValue {
        // Comparing metatypes, not casting: an optional is unwrapped by its own `encode(to:)`.
        if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
            run.unsupported = true
            return .null
        }
        let child = ReportTreeEncoder(run: run, parent: self, key: key)
        try value.encode(to: child)
        // JSONEncoder keeps the keys of `[String: Encodable]` as they are; other dictionaries go to it.
        if child.isDictionary, !(value is [String: any Encodable]) { run.unsupported = true }
        if let encoded = child.value { return encoded }
        if allowsNothing { run.unsupported = true }
        return .object(ReportJSONObject())
    }

    /// A number as `JSONEncoder` writes it: the shortest text that reads back as the same value,
    /// without a trailing `.0`; NaN and infinities as ``ReportEncoder``'s strings.
    static func number<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) -> ReportJSONValue {
        if value.isNaN { return .string(ReportEncoder.notANumber) }
        if value.isInfinite { return .string(value > 0 ? ReportEncoder.positiveInfinity : ReportEncoder.negativeInfinity) }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    /// An integer as `JSONEncoder` writes it.
    static func number(_ value: some FixedWidthInteger) -> ReportJSONValue { .number(String(value)) }

    /// Marks the run as one for `JSONEncoder` (`superEncoder`) and returns a detached encoder.
    func unsupportedEncoder() -> any Encoder {
        run.unsupported = true
        return ReportTreeEncoder(run: run)
    }

    private func store(_ newValue: ReportJSONValue) {
        if value != nil { run.unsupported = true }
        value = newValue
    }
}

extension ReportTreeEncoder: SingleValueEncodingContainer {
    // One method per primitive type: the protocol requires each.
    func encodeNil() throws { store(.null) }
    func encode(_ value: Bool) throws { store(.bool(value)) }
    func encode(_ value: String) throws { store(.string(value)) }
    func encode(_ value: Double) throws { store(Self.number(value)) }
    func encode(_ value: Float) throws { store(Self.number(value)) }
    func encode(_ value: Int) throws { store(Self.number(value)) }
    func encode(_ value: Int8) throws { store(Self.number(value)) }
    func encode(_ value: Int16) throws { store(Self.number(value)) }
    func encode(_ value: Int32) throws { store(Self.number(value)) }
    func encode(_ value: Int64) throws { store(Self.number(value)) }
    func encode(_ value: UInt) throws { store(Self.number(value)) }
    func encode(_ value: UInt8) throws { store(Self.number(value)) }
    func encode(_ value: UInt16) throws { store(Self.number(value)) }
    func encode(_ value: UInt32) throws { store(Self.number(value)) }
    func encode(_ value: UInt64) throws { store(Self.number(value)) }
    func encode<T: Encodable>(_ value: T) throws { store(try wrap(value, key: nil)) }
}
