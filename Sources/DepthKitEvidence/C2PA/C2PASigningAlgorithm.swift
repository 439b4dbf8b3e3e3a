import Crypto
import _CryptoExtras
import X509

/// A claim-signature algorithm the C2PA specification lists, with its COSE id.
public enum C2PASigningAlgorithm: String, Sendable, CaseIterable, Encodable {
    /// ECDSA P-256 with SHA-256 (COSE −7).
    case es256
    /// ECDSA P-384 with SHA-384 (COSE −35).
    case es384
    /// ECDSA P-521 with SHA-512 (COSE −36).
    case es512
    /// RSASSA-PSS with SHA-256, MGF1 and a 32-byte salt (COSE −37).
    case ps256
    /// RSASSA-PSS with SHA-384 (COSE −38).
    case ps384
    /// RSASSA-PSS with SHA-512 (COSE −39).
    case ps512
    /// EdDSA with Ed25519 (COSE −8).
    case ed25519

    /// The COSE algorithm id.
    public var coseID: Int64 {
        switch self {
        case .es256: -7
        case .es384: -35
        case .es512: -36
        case .ps256: -37
        case .ps384: -38
        case .ps512: -39
        case .ed25519: -8
        }
    }

    /// The algorithm with COSE id `id`, if C2PA allows it.
    public init?(coseID id: Int64) {
        guard let algorithm = Self.allCases.first(where: { $0.coseID == id }) else { return nil }
        self = algorithm
    }

    /// Whether `signature` over `message` verifies with `publicKey` under this algorithm (a
    /// key of another type never verifies).
    public func isValidSignature(_ signature: [UInt8], for message: [UInt8], publicKey: Certificate.PublicKey) -> Bool {
        switch self {
        case .es256:
            guard let key = P256.Signing.PublicKey(publicKey), let signature = try? P256.Signing.ECDSASignature(rawRepresentation: signature) else { return false }
            return key.isValidSignature(signature, for: SHA256.hash(data: message))
        case .es384:
            guard let key = P384.Signing.PublicKey(publicKey), let signature = try? P384.Signing.ECDSASignature(rawRepresentation: signature) else { return false }
            return key.isValidSignature(signature, for: SHA384.hash(data: message))
        case .es512:
            guard let key = P521.Signing.PublicKey(publicKey), let signature = try? P521.Signing.ECDSASignature(rawRepresentation: signature) else { return false }
            return key.isValidSignature(signature, for: SHA512.hash(data: message))
        case .ps256, .ps384, .ps512:
            guard let key = _RSA.Signing.PublicKey(publicKey) else { return false }
            let signature = _RSA.Signing.RSASignature(rawRepresentation: signature)
            switch self {
            case .ps256: return key.isValidSignature(signature, for: SHA256.hash(data: message), padding: .PSS)
            case .ps384: return key.isValidSignature(signature, for: SHA384.hash(data: message), padding: .PSS)
            default: return key.isValidSignature(signature, for: SHA512.hash(data: message), padding: .PSS)
            }
        case .ed25519:
            guard let key = Curve25519.Signing.PublicKey(publicKey) else { return false }
            return key.isValidSignature(signature, for: message)
        }
    }
}
