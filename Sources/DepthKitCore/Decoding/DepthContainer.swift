/// How a payload (depth or confidence) is wrapped on the wire.
public enum DepthContainer: String, Sendable, CaseIterable, Codable {
    /// gzip, RFC 1952 (one or more members) — what the reference backend expects.
    case gzip
    /// zlib, RFC 1950 — what Apple's `compressed(using: .zlib)` is often taken to emit.
    case zlib
    /// Raw deflate, RFC 1951 — what Apple's `compressed(using: .zlib)` actually emits.
    case deflate
    /// No compression: the payload bytes themselves.
    case raw

    /// The file extension DepthKit writes this container with (no dot): `gz`, `zlib`, `deflate`,
    /// or `f32` for raw Float32.
    public var fileExtension: String {
        switch self {
        case .gzip: "gz"
        case .zlib: "zlib"
        case .deflate: "deflate"
        case .raw: "f32"
        }
    }

    /// The extension other tools give raw payload files (`bin`), read as ``raw`` as well.
    public static let otherToolsRawExtension = "bin"

    /// Identifies the container from the first bytes: the gzip magic, then a zlib header whose
    /// check bits are valid, else `deflate` as a candidate to try (the caller falls back to `raw`
    /// when the bytes do not inflate).
    public static func sniff(_ bytes: UnsafeRawBufferPointer) -> DepthContainer {
        guard bytes.count >= 2 else { return .raw }
        let first = bytes[0], second = bytes[1]
        if first == 0x1f && second == 0x8b { return .gzip }
        let compressionMethod = first & 0x0f
        let windowLog = first >> 4
        if compressionMethod == 8, windowLog <= 7, (UInt16(first) << 8 | UInt16(second)) % 31 == 0 {
            return .zlib
        }
        return .deflate
    }
}
