import Crypto
import DepthKitEvidence
import Foundation
import SwiftASN1
import X509
import _CryptoExtras

/// Certificate chains for C2PA tests: a P-256 CA and a signer of any key type, whose
/// extensions a test can bend to break the certificate profile one rule at a time.
public struct C2PATestCredentials {
    /// The CA certificate (the trust anchor).
    public let anchor: Certificate
    /// The signing certificate.
    public let signer: Certificate
    /// The signing key.
    public let key: C2PASigningKey

    /// How the signing certificate departs from the profile.
    public enum Deviation: Sendable, CaseIterable {
        /// None: the certificate meets the profile.
        case none
        /// Basic constraints cA = true.
        case certificateAuthority
        /// No extended key usage.
        case noExtendedKeyUsage
        /// Only serverAuth as extended key usage.
        case serverAuthOnly
        /// Key usage keyEncipherment instead of digitalSignature.
        case noDigitalSignature
        /// No authority key identifier.
        case noAuthorityKeyIdentifier
    }

    /// A new chain for `key`, valid from `notBefore` for `days` days.
    public static func make(
        key: C2PASigningKey, deviation: Deviation = .none,
        notBefore: Date = Date(timeIntervalSince1970: 1_735_689_600), days: Double = 365 * 20
    ) throws -> C2PATestCredentials {
        let caKey = P256.Signing.PrivateKey()
        let caName = try DistinguishedName { CommonName("C2PA Test CA"); OrganizationName("DepthKit Tests") }
        let signerName = try DistinguishedName { CommonName("C2PA Test Signer"); OrganizationName("DepthKit Tests") }
        let notAfter = notBefore.addingTimeInterval(days * 86_400)
        let anchor = try C2PADevelopmentCredentials.authority(name: caName, key: caKey, notBefore: notBefore, notAfter: notAfter)
        let caIdentifier = SubjectKeyIdentifier(hash: anchor.publicKey)
        let signer = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: key.publicKey,
            notValidBefore: notBefore, notValidAfter: notAfter, issuer: caName, subject: signerName, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(deviation == .certificateAuthority ? BasicConstraints.isCertificateAuthority(maxPathLength: nil) : BasicConstraints.notCertificateAuthority)
                Critical(deviation == .noDigitalSignature ? KeyUsage(keyEncipherment: true) : KeyUsage(digitalSignature: true))
                if deviation == .serverAuthOnly { try ExtendedKeyUsage([.serverAuth]) }
                if deviation != .noExtendedKeyUsage && deviation != .serverAuthOnly { try ExtendedKeyUsage([.emailProtection]) }
                if deviation != .noAuthorityKeyIdentifier { AuthorityKeyIdentifier(keyIdentifier: caIdentifier.keyIdentifier) }
                SubjectKeyIdentifier(hash: key.publicKey)
            },
            issuerPrivateKey: Certificate.PrivateKey(caKey))
        return C2PATestCredentials(anchor: anchor, signer: signer, key: key)
    }

    /// The signing key of each type C2PA allows, one per algorithm family.
    public static func key(for algorithm: C2PASigningAlgorithm) throws -> C2PASigningKey {
        switch algorithm {
        case .es256: .p256(P256.Signing.PrivateKey())
        case .es384: .p384(P384.Signing.PrivateKey())
        case .es512: .p521(P521.Signing.PrivateKey())
        case .ps256, .ps384, .ps512: .rsa(try _RSA.Signing.PrivateKey(keySize: .bits2048))
        case .ed25519: .ed25519(Curve25519.Signing.PrivateKey())
        }
    }

    /// The chain as PEM, signer first.
    public var chainPEM: String {
        get throws { try signer.serializeAsPEM().pemString + "\n" + anchor.serializeAsPEM().pemString + "\n" }
    }
}
