/// A report field that prints `null` when absent, for report types outside DepthKit (the CLI's):
/// a synthesized `Encodable` omits an absent optional, and DepthKit's own report types print
/// `null` through `Support/KeyedEncodingContainer+ExplicitNull.swift`, which only reaches
/// conformances synthesized inside this module. Wrap the field, keep the synthesized conformance:
///
/// ```swift
/// struct Line: Encodable {
///     let file: String
///     @NullWhenAbsent var warning: String?   // "warning": null
///     let bytes: Int?                         // left out when nil
/// }
/// ```
@propertyWrapper
public struct NullWhenAbsent<Value: Encodable & Sendable>: Encodable, Sendable {
    /// The field's value.
    public var wrappedValue: Value?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    /// Encodes the value, or `null` when it is absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
