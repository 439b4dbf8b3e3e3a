import DepthKitCore
import Crypto

/// Reads a device's P-256 public key from PEM (`-----BEGIN PUBLIC KEY-----`, SubjectPublicKeyInfo).
public enum PublicKeyPEM {
    /// The key in `pem` as an uncompressed point, 04 ‖ X ‖ Y (65 bytes).
    /// - Throws: ``PublicKeyPEMError/unreadable`` unless `pem` holds a P-256 public key.
    public static func x963(fromPEM pem: String) throws(PublicKeyPEMError) -> [UInt8] {
        guard let key = try? P256.Signing.PublicKey(pemRepresentation: pem) else { throw .unreadable }
        return Array(key.x963Representation)
    }
}

/// Why a public key file cannot be used.
public enum PublicKeyPEMError: DepthKitError, Equatable {
    /// The text is not a PEM P-256 public key.
    case unreadable

    public var category: FailureCategory { .badData }
    public var kind: String { "public_key_unreadable" }
    public var description: String { "not a PEM P-256 public key (-----BEGIN PUBLIC KEY-----)" }
}
