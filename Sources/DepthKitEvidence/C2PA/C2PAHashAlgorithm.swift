import Crypto

/// A hash algorithm a claim names for its hashed URIs and data hashes (`"sha256"`, …).
public enum C2PAHashAlgorithm: String, Sendable, CaseIterable {
    /// SHA-256, the default.
    case sha256
    /// SHA-384.
    case sha384
    /// SHA-512.
    case sha512

    /// The digest of `parts` concatenated, without copying them together.
    public func digest(_ parts: [ArraySlice<UInt8>]) -> [UInt8] {
        switch self {
        case .sha256: Self.digest(parts, into: SHA256())
        case .sha384: Self.digest(parts, into: SHA384())
        case .sha512: Self.digest(parts, into: SHA512())
        }
    }

    /// The digest of `bytes`.
    public func digest(_ bytes: ArraySlice<UInt8>) -> [UInt8] { digest([bytes]) }

    private static func digest<H: HashFunction>(_ parts: [ArraySlice<UInt8>], into hasher: H) -> [UInt8] {
        var hasher = hasher
        for part in parts { part.withUnsafeBytes { hasher.update(bufferPointer: $0) } }
        return Array(hasher.finalize())
    }
}
