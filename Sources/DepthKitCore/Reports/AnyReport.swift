/// A report whose type is chosen elsewhere (the evidence report's `depth_analysis` comes from
/// whichever ``CaptureDepthAnalyzer`` is linked), encoded as the report itself.
public struct AnyReport: Encodable, Sendable {
    /// The report.
    public let value: any Encodable & Sendable

    /// Wraps `value`.
    public init(_ value: any Encodable & Sendable) {
        self.value = value
    }

    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
