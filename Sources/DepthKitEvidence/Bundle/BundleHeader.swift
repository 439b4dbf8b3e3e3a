import Crypto

/// A bundle's plaintext header: format version, key id, salt and manifest length, authenticated
/// by an HMAC-SHA-256 under a key derived from the master key and the salt.
///
/// Layout (big-endian integers): magic (8) · version u16 · chunk size exponent u8 · reserved u8 ·
/// salt (32) · manifest length u32 · key id length u8 · key id · MAC (32).
public struct BundleHeader: Sendable, Equatable {
    /// The format version.
    public let version: UInt16
    /// The key id the sealer gave (may be empty); names the key, never contains it.
    public let keyID: String
    /// The random per-bundle salt.
    public let salt: [UInt8]
    /// Bytes of manifest plaintext.
    public let manifestByteCount: Int
    /// The header's encoded bytes, MAC included.
    let bytes: [UInt8]

    /// The header's MAC: the last 32 bytes, also every chunk's associated data.
    var mac: [UInt8] { Array(bytes.suffix(BundleFormat.headerMACSize)) }

    /// Bytes the header takes in the file.
    public var byteCount: Int { bytes.count }

    /// Whether `keyID` can be stored: at most 64 UTF-8 bytes, no control characters.
    static func isValidKeyID(_ keyID: String) -> Bool {
        keyID.utf8.count <= BundleFormat.maxKeyIDBytes && !keyID.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// A new header, MAC computed with `macKey`.
    init(keyID: String, salt: [UInt8], manifestByteCount: Int, macKey: SymmetricKey) {
        var bytes = BundleFormat.magic
        bytes.appendBigEndian(BundleFormat.version)
        bytes.append(BundleFormat.chunkSizeExponent)
        bytes.append(0)
        bytes.append(contentsOf: salt)
        bytes.appendBigEndian(UInt32(manifestByteCount))
        bytes.append(UInt8(keyID.utf8.count))
        bytes.append(contentsOf: keyID.utf8)
        bytes.append(contentsOf: HMAC<SHA256>.authenticationCode(for: bytes, using: macKey))
        self.version = BundleFormat.version
        self.keyID = keyID
        self.salt = salt
        self.manifestByteCount = manifestByteCount
        self.bytes = bytes
    }

    /// Reads the header from the start of `source` and authenticates it with `key`.
    /// Checks, in order: magic, version, key id length, MAC, then the remaining fields.
    static func read(from source: BundleByteSource, key: BundleKey) throws(BundleError) -> (BundleHeader, BundleSubkeys) {
        var bytes = try source.read(count: BundleFormat.fixedHeaderSize, section: .header, checkingPrefix: BundleFormat.magic)
        let version = UInt16(bytes[8]) << 8 | UInt16(bytes[9])
        guard version == BundleFormat.version else {
            throw .unsupportedVersion(found: version, supported: BundleFormat.version)
        }
        let keyIDLength = Int(bytes[48])
        guard keyIDLength <= BundleFormat.maxKeyIDBytes else {
            throw .malformedHeader(field: .keyIDLength, value: UInt64(keyIDLength))
        }
        bytes += try source.read(count: keyIDLength + BundleFormat.headerMACSize, section: .header)
        let salt = Array(bytes[12..<44])
        let subkeys = BundleSubkeys(master: key, salt: salt)
        let authenticated = bytes.count - BundleFormat.headerMACSize
        let keyIDBytes = bytes[49..<authenticated]
        guard HMAC<SHA256>.isValidAuthenticationCode(bytes[authenticated...], authenticating: bytes[..<authenticated], using: subkeys.headerMACKey) else {
            throw .wrongKeyOrCorruptHeader(keyID: String(decoding: keyIDBytes.filter { (0x20..<0x7f).contains($0) }, as: UTF8.self))
        }
        guard bytes[10] == BundleFormat.chunkSizeExponent else {
            throw .malformedHeader(field: .chunkSizeExponent, value: UInt64(bytes[10]))
        }
        guard bytes[11] == 0 else { throw .malformedHeader(field: .reserved, value: UInt64(bytes[11])) }
        let manifestByteCount = Int(bytes[44]) << 24 | Int(bytes[45]) << 16 | Int(bytes[46]) << 8 | Int(bytes[47])
        guard (4...BundleFormat.maxManifestBytes).contains(manifestByteCount) else {
            throw .malformedHeader(field: .manifestLength, value: UInt64(manifestByteCount))
        }
        guard let keyID = String(validating: keyIDBytes, as: UTF8.self), isValidKeyID(keyID) else {
            throw .malformedHeader(field: .keyID, value: UInt64(keyIDLength))
        }
        let header = BundleHeader(version: version, keyID: keyID, salt: salt, manifestByteCount: manifestByteCount, bytes: bytes)
        return (header, subkeys)
    }

    private init(version: UInt16, keyID: String, salt: [UInt8], manifestByteCount: Int, bytes: [UInt8]) {
        self.version = version
        self.keyID = keyID
        self.salt = salt
        self.manifestByteCount = manifestByteCount
        self.bytes = bytes
    }
}

extension [UInt8] {
    /// Appends `value` in big-endian byte order.
    mutating func appendBigEndian<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
