/// The fixed numbers of the sealed bundle format, version 1. `docs/BUNDLE_FORMAT.md` is the
/// specification; every value here appears there.
public enum BundleFormat {
    /// The eight bytes every bundle starts with: `89 44 4B 42 0D 0A 1A 0A` (`\x89DKB\r\n\x1a\n`).
    /// The high first byte and the line endings expose transfers that mangle binary files.
    public static let magic: [UInt8] = [0x89, 0x44, 0x4B, 0x42, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The format version this DepthKit writes and reads.
    public static let version: UInt16 = 1
    /// log2 of the plaintext chunk size, as the header records it.
    public static let chunkSizeExponent: UInt8 = 16
    /// Plaintext bytes per chunk: 64 KiB. Every chunk but the last of each section is full.
    public static let chunkSize = 1 << 16
    /// Bytes of AES-GCM authentication tag after each chunk's ciphertext.
    public static let tagSize = 16
    /// Bytes of the random per-bundle salt.
    public static let saltSize = 32
    /// Bytes of the header's HMAC-SHA-256.
    public static let headerMACSize = 32
    /// Bytes of the header before the key id: magic, version, chunk exponent, reserved byte,
    /// salt, manifest length and key id length.
    public static let fixedHeaderSize = 49
    /// The longest key id, in UTF-8 bytes.
    public static let maxKeyIDBytes = 64
    /// The largest manifest, in bytes (checked before it is read).
    public static let maxManifestBytes = 16 << 20
    /// The most files one bundle holds.
    public static let maxEntries = 100_000
    /// The longest role name, in bytes.
    public static let maxRoleBytes = 32
    /// The longest file path inside a bundle, in UTF-8 bytes.
    public static let maxPathBytes = 1024
    /// The largest payload (sum of all file sizes): 1 TiB.
    public static let maxPayloadBytes: UInt64 = 1 << 40
    /// The usual file extension of a bundle.
    public static let fileExtension = "dkb"

    /// HKDF-SHA-256 `info` of the key that authenticates the header.
    static let headerMACInfo = Array("DepthKit bundle v1 header MAC".utf8)
    /// HKDF-SHA-256 `info` of the AES-256-GCM key that seals every chunk.
    static let streamKeyInfo = Array("DepthKit bundle v1 stream key".utf8)
}
