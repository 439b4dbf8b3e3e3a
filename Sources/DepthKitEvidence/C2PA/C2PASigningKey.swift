import Crypto
import _CryptoExtras
import SwiftASN1
import X509

/// A private key that signs C2PA claims.
public enum C2PASigningKey: Sendable {
    /// ECDSA P-256.
    case p256(P256.Signing.PrivateKey)
    /// ECDSA P-384.
    case p384(P384.Signing.PrivateKey)
    /// ECDSA P-521.
    case p521(P521.Signing.PrivateKey)
    /// RSA (signs with PSS).
    case rsa(_RSA.Signing.PrivateKey)
    /// Ed25519.
    case ed25519(Curve25519.Signing.PrivateKey)

    /// Reads a PEM private key (PKCS #8, SEC 1 or PKCS #1).
    public init(pemRepresentation pem: String) throws(C2PASigningError) {
        if let key = try? P256.Signing.PrivateKey(pemRepresentation: pem) { self = .p256(key); return }
        if let key = try? P384.Signing.PrivateKey(pemRepresentation: pem) { self = .p384(key); return }
        if let key = try? P521.Signing.PrivateKey(pemRepresentation: pem) { self = .p521(key); return }
        if let key = try? _RSA.Signing.PrivateKey(pemRepresentation: pem) { self = .rsa(key); return }
        // PKCS #8 Ed25519: SEQUENCE { 0, SEQUENCE { 1.3.101.112 }, OCTET STRING { OCTET STRING (32) } }.
        let ed25519Prefix: [UInt8] = [0x30, 0x2E, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]
        if let document = try? PEMDocument(pemString: pem), document.derBytes.count == 48, document.derBytes.starts(with: ed25519Prefix),
           let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: document.derBytes.suffix(32)) {
            self = .ed25519(key)
            return
        }
        throw .keyUnreadable
    }

    /// The key type's name, for messages (`"P-256"`, `"RSA"`, …).
    public var typeName: String {
        switch self {
        case .p256: "P-256"
        case .p384: "P-384"
        case .p521: "P-521"
        case .rsa: "RSA"
        case .ed25519: "Ed25519"
        }
    }

    /// The algorithm used when none is chosen: the curve's ECDSA, PS256 for RSA, Ed25519.
    public var defaultAlgorithm: C2PASigningAlgorithm {
        switch self {
        case .p256: .es256
        case .p384: .es384
        case .p521: .es512
        case .rsa: .ps256
        case .ed25519: .ed25519
        }
    }

    /// The public key, as a certificate holds it.
    public var publicKey: Certificate.PublicKey {
        switch self {
        case .p256(let key): Certificate.PublicKey(key.publicKey)
        case .p384(let key): Certificate.PublicKey(key.publicKey)
        case .p521(let key): Certificate.PublicKey(key.publicKey)
        case .rsa(let key): Certificate.PublicKey(key.publicKey)
        case .ed25519(let key): Certificate.PublicKey(key.publicKey)
        }
    }

    /// The key as swift-certificates signs certificates with it.
    public var certificatePrivateKey: Certificate.PrivateKey {
        switch self {
        case .p256(let key): Certificate.PrivateKey(key)
        case .p384(let key): Certificate.PrivateKey(key)
        case .p521(let key): Certificate.PrivateKey(key)
        case .rsa(let key): Certificate.PrivateKey(key)
        case .ed25519(let key): Certificate.PrivateKey(key)
        }
    }

    /// The key in PEM (PKCS #8; RSA as PKCS #1).
    public var pemRepresentation: String {
        switch self {
        case .p256(let key): key.pemRepresentation
        case .p384(let key): key.pemRepresentation
        case .p521(let key): key.pemRepresentation
        case .rsa(let key): key.pemRepresentation
        case .ed25519(let key):
            PEMDocument(type: "PRIVATE KEY", derBytes: [0x30, 0x2E, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20] + Array(key.rawRepresentation)).pemString
        }
    }

    /// Signs `message` with `algorithm` (raw r‖s for ECDSA); its size is fixed per key and algorithm.
    public func signature(_ message: [UInt8], algorithm: C2PASigningAlgorithm) throws -> [UInt8] {
        switch (self, algorithm) {
        case (.p256(let key), .es256): return Array(try key.signature(for: SHA256.hash(data: message)).rawRepresentation)
        case (.p384(let key), .es384): return Array(try key.signature(for: SHA384.hash(data: message)).rawRepresentation)
        case (.p521(let key), .es512): return Array(try key.signature(for: SHA512.hash(data: message)).rawRepresentation)
        case (.rsa(let key), .ps256): return Array(try key.signature(for: SHA256.hash(data: message), padding: .PSS).rawRepresentation)
        case (.rsa(let key), .ps384): return Array(try key.signature(for: SHA384.hash(data: message), padding: .PSS).rawRepresentation)
        case (.rsa(let key), .ps512): return Array(try key.signature(for: SHA512.hash(data: message), padding: .PSS).rawRepresentation)
        case (.ed25519(let key), .ed25519): return Array(try key.signature(for: message))
        default: throw C2PASigningError.algorithmMismatch(algorithm: algorithm.rawValue, key: typeName)
        }
    }

    /// The size of this key's signatures in bytes (ECDSA raw r‖s, RSA the modulus, Ed25519 64).
    public func signatureByteCount(_ algorithm: C2PASigningAlgorithm) -> Int {
        switch self {
        case .p256, .ed25519: 64
        case .p384: 96
        case .p521: 132
        case .rsa(let key): (key.keySizeInBits + 7) / 8
        }
    }

    /// Whether `algorithm` can sign with this key.
    public func supports(_ algorithm: C2PASigningAlgorithm) -> Bool {
        switch (self, algorithm) {
        case (.p256, .es256), (.p384, .es384), (.p521, .es512), (.rsa, .ps256), (.rsa, .ps384), (.rsa, .ps512), (.ed25519, .ed25519): true
        default: false
        }
    }
}
