/// Bounds that keep CBOR decoding of untrusted bytes cheap: every length is checked against the
/// bytes that remain before anything is allocated, and nesting is capped so recursion stays shallow.
public struct CBORLimits: Sendable, Equatable {
    /// The largest input accepted, in bytes.
    public var maxInputBytes: Int
    /// The deepest nesting of arrays, maps and tags accepted (the top-level item is depth 1).
    public var maxNestingDepth: Int

    /// Creates limits.
    public init(maxInputBytes: Int, maxNestingDepth: Int) {
        self.maxInputBytes = maxInputBytes
        self.maxNestingDepth = maxNestingDepth
    }

    /// 1 MiB and 16 levels: an App Attest attestation is about 5 KB and 4 levels deep.
    public static let `default` = CBORLimits(maxInputBytes: 1 << 20, maxNestingDepth: 16)
}
