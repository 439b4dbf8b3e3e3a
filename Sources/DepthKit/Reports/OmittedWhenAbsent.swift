/// A report field left out when absent, where a compatibility contract says so (the reference's
/// `unavailable_reason`, `motion_vector`). DepthKit's synthesized conformances otherwise print
/// `null` for an absent optional (`Support/KeyedEncodingContainer+ExplicitNull.swift`); wrapping the
/// field keeps the conformance synthesized and the key out of the JSON when the value is `nil`.
@propertyWrapper
public struct OmittedWhenAbsent<Value: Encodable & Sendable & Equatable>: Encodable, Sendable, Equatable {
    /// The field's value.
    public var wrappedValue: Value?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    /// Encodes the value (the keyed overload below has already left out an absent one).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedEncodingContainer {
    /// Writes `field`'s value under `key`, or nothing when it is absent; chosen by the synthesized
    /// conformances of this module for every ``OmittedWhenAbsent`` field.
    mutating func encode<Value>(_ field: OmittedWhenAbsent<Value>, forKey key: Key) throws {
        guard let value = field.wrappedValue else { return }
        try encode(value, forKey: key)
    }
}
