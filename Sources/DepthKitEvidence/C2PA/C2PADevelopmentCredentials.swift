import Crypto
import Foundation
import SwiftASN1
import X509

/// A development certificate authority and a claim-signing certificate it issued, with the
/// signing key: for trying C2PA signing, never for production (anyone holding the files can
/// sign as "DepthKit Development Signer"). The signing certificate meets the C2PA certificate
/// profile with the `emailProtection` extended key usage, which c2pa-rs's default
/// configuration accepts.
public struct C2PADevelopmentCredentials: Sendable {
    /// The file names ``write(to:)`` uses.
    public enum FileName {
        /// The development CA's certificate: the trust anchor to pass to `verify --trust-anchors`.
        public static let anchor = "c2pa-dev-anchor.pem"
        /// The signing certificate followed by the CA's: `sign --cert`.
        public static let chain = "c2pa-dev-chain.pem"
        /// The signing key (PKCS #8 PEM, mode 0600): `sign --key`.
        public static let key = "c2pa-dev-signer.key"
    }

    /// The CA's certificate.
    public let anchor: Certificate
    /// The signing certificate.
    public let signer: Certificate
    /// The signing key (P-256).
    public let key: C2PASigningKey

    /// New credentials: a P-256 CA valid for ten years and a P-256 signer valid for two, from an hour before `time`.
    public static func generate(at time: Date = Date()) throws(C2PAKeygenError) -> C2PADevelopmentCredentials {
        do { return try make(at: time) } catch { throw .certificateCreationFailed }
    }

    private static func make(at time: Date) throws -> C2PADevelopmentCredentials {
        let caKey = P256.Signing.PrivateKey()
        let signerKey = P256.Signing.PrivateKey()
        let start = time.addingTimeInterval(-3600)
        let caName = try DistinguishedName {
            CommonName("DepthKit Development CA (TESTING ONLY)")
            OrganizationName("DepthKit")
        }
        let signerName = try DistinguishedName {
            CommonName("DepthKit Development Signer (TESTING ONLY)")
            OrganizationName("DepthKit")
        }
        let anchor = try authority(name: caName, key: caKey, notBefore: start, notAfter: start.addingTimeInterval(10 * 365 * 86_400))
        let caIdentifier = SubjectKeyIdentifier(hash: anchor.publicKey)
        let signer = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: Certificate.PublicKey(signerKey.publicKey),
            notValidBefore: start, notValidAfter: start.addingTimeInterval(2 * 365 * 86_400), issuer: caName, subject: signerName,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.emailProtection])
                AuthorityKeyIdentifier(keyIdentifier: caIdentifier.keyIdentifier)
                SubjectKeyIdentifier(hash: Certificate.PublicKey(signerKey.publicKey))
            },
            issuerPrivateKey: Certificate.PrivateKey(caKey))
        return C2PADevelopmentCredentials(anchor: anchor, signer: signer, key: .p256(signerKey))
    }

    /// A self-signed P-256 certificate authority that may issue end-entity certificates only
    /// (path length 0): key usage keyCertSign and cRLSign, a subject key identifier.
    public static func authority(name: DistinguishedName, key: P256.Signing.PrivateKey, notBefore: Date, notAfter: Date) throws -> Certificate {
        try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: Certificate.PublicKey(key.publicKey),
            notValidBefore: notBefore, notValidAfter: notAfter, issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
                SubjectKeyIdentifier(hash: Certificate.PublicKey(key.publicKey))
            },
            issuerPrivateKey: Certificate.PrivateKey(key))
    }

    /// The three files' names and contents.
    public func files() throws -> [(name: String, contents: String)] {
        [
            (FileName.anchor, try anchor.serializeAsPEM().pemString + "\n"),
            (FileName.chain, try signer.serializeAsPEM().pemString + "\n" + anchor.serializeAsPEM().pemString + "\n"),
            (FileName.key, key.pemRepresentation + "\n"),
        ]
    }
}
