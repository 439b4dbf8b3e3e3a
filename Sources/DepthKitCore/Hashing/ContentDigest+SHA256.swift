import Crypto

/// Incremental SHA-256 (swift-crypto): feed bytes in any number of pieces, then finish once.
public struct SHA256Accumulator: Sendable {
    private var hasher = SHA256()

    /// A fresh accumulator.
    public init() {}

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: bytes)
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The digest of everything added so far.
    public func finalize() -> ContentDigest {
        ContentDigest(bytes: Array(hasher.finalize()))
    }
}

extension ContentDigest {
    /// SHA-256 of `bytes`, in one pass.
    public static func sha256(_ bytes: [UInt8]) -> ContentDigest {
        bytes.withUnsafeBytes { sha256($0) }
    }

    /// SHA-256 of `bytes`, in one pass.
    public static func sha256(_ bytes: UnsafeRawBufferPointer) -> ContentDigest {
        var accumulator = SHA256Accumulator()
        accumulator.update(bytes)
        return accumulator.finalize()
    }
}
