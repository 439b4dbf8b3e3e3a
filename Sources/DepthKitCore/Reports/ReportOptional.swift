/// An optional report field with a stated policy for absence: printed as `null` (the reports'
/// convention, so that every line has one shape) or left out (where a compatibility contract
/// says so: the reference's `unavailable_reason`, `motion_vector`). The conformance stays
/// synthesized:
///
/// ```swift
/// struct Line: Encodable {
///     @ReportOptional var warning: String?                                // "warning": null
///     @ReportOptional(omittedWhenAbsent: true) var motionVector: [Float]? = nil // no key when nil
/// }
/// ```
///
/// DepthKit's own synthesized conformances print a plain absent optional as `null` too
/// (`Support/KeyedEncodingContainer+ExplicitNull.swift`); that reaches only this module, so report
/// types elsewhere (the CLI's) wrap such fields.
@propertyWrapper
public struct ReportOptional<Value: Encodable & Sendable & Equatable>: Encodable, Sendable, Equatable {
    /// The field's value.
    public var wrappedValue: Value?
    /// Whether an absent value leaves the key out instead of printing `null`.
    public let omittedWhenAbsent: Bool

    /// Wraps `wrappedValue`; absent, it prints `null` unless `omittedWhenAbsent`.
    public init(wrappedValue: Value?, omittedWhenAbsent: Bool = false) {
        self.wrappedValue = wrappedValue
        self.omittedWhenAbsent = omittedWhenAbsent
    }

    /// Encodes the value, or `null` when it is absent (a keyed container has already left out an
    /// absent value that is ``omittedWhenAbsent``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedEncodingContainer {
    /// Writes `field` under `key`, or nothing when it is absent and ``ReportOptional/omittedWhenAbsent``;
    /// chosen by synthesized conformances over the generic `encode(_:forKey:)` because it is more
    /// specific.
    public mutating func encode<Value>(_ field: ReportOptional<Value>, forKey key: Key) throws {
        guard field.wrappedValue != nil || !field.omittedWhenAbsent else { return }
        try encode(field.wrappedValue, forKey: key)
    }
}
