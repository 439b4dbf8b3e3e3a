import Crypto
import DepthKitAttestation
import Foundation
import SwiftASN1
import X509

/// A stand-in for Apple's App Attest service, for tests and benchmarks only: its own root and
/// intermediate CA (P-256), issuing credential certificates that carry the nonce extension, so
/// that ``SyntheticDevice``s can make attestations and assertions a verifier accepts when given
/// ``trustAnchor`` (or ``rootPEM`` as `--trust-root`).
///
/// Never part of the DepthKit library product: a verifier trusts this root only when told to.
public struct SyntheticAppAttestAuthority: Sendable {
    /// The root CA certificate.
    public let rootCertificate: Certificate
    /// The intermediate CA certificate that signs credential certificates.
    public let intermediateCertificate: Certificate
    /// When the authority's certificates (and, by default, credential certificates) start being valid.
    public let validFrom: Date
    /// When they stop being valid.
    public let validUntil: Date
    let intermediateKey: P256.Signing.PrivateKey

    /// A fixed time inside the default validity window, for tests that pin the verification time:
    /// 2026-01-01T00:00:00Z.
    public static let referenceTime = Date(timeIntervalSince1970: 1_767_225_600)

    /// Creates an authority with fresh keys whose certificates are valid from `validFrom` to `validUntil`
    /// (default 2025-01-01 to 2045-01-01).
    public init(
        validFrom: Date = Date(timeIntervalSince1970: 1_735_689_600),
        validUntil: Date = Date(timeIntervalSince1970: 2_366_841_600)
    ) throws {
        try self.init(
            rootKey: P256.Signing.PrivateKey(), intermediateKey: P256.Signing.PrivateKey(), validFrom: validFrom,
            validUntil: validUntil)
    }

    /// Creates an authority of given keys (kept between runs by `depthkit-testclient`): its
    /// certificates are issued anew, but chain to any root certificate made of the same root key.
    public init(
        rootKey: P256.Signing.PrivateKey, intermediateKey: P256.Signing.PrivateKey,
        validFrom: Date = Date(timeIntervalSince1970: 1_735_689_600),
        validUntil: Date = Date(timeIntervalSince1970: 2_366_841_600)
    ) throws {
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.intermediateKey = intermediateKey
        let rootName = try DistinguishedName {
            CommonName("DepthKit Synthetic App Attestation Root CA")
            OrganizationName("DepthKit tests")
        }
        let intermediateName = try DistinguishedName {
            CommonName("DepthKit Synthetic App Attestation CA 1")
            OrganizationName("DepthKit tests")
        }
        let caExtensions = try Certificate.Extensions {
            Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
            Critical(KeyUsage(keyCertSign: true, cRLSign: true))
        }
        rootCertificate = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(rootKey.publicKey),
            notValidBefore: validFrom, notValidAfter: validUntil, issuer: rootName, subject: rootName,
            signatureAlgorithm: .ecdsaWithSHA256, extensions: caExtensions, issuerPrivateKey: .init(rootKey))
        intermediateCertificate = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(intermediateKey.publicKey),
            notValidBefore: validFrom, notValidAfter: validUntil, issuer: rootName, subject: intermediateName,
            signatureAlgorithm: .ecdsaWithSHA256, extensions: caExtensions, issuerPrivateKey: .init(rootKey))
    }

    /// The root as a trust anchor for ``AttestationVerifier``.
    public var trustAnchor: AppAttestTrustAnchor {
        AppAttestTrustAnchor(certificates: [rootCertificate])
    }

    /// The root as PEM, for `depthkit device register --trust-root`.
    public var rootPEM: String {
        (try? rootCertificate.serializeAsPEM().pemString) ?? ""
    }

    /// A new device (a fresh P-256 key) of the app `appID` in `environment`.
    public func makeDevice(appID: String, environment: AppAttestEnvironment = .development) -> SyntheticDevice {
        SyntheticDevice(authority: self, appID: appID, environment: environment)
    }

    /// The device of `privateKey` whose last assertion counter was `counter` (a device kept between runs).
    public func device(
        appID: String, environment: AppAttestEnvironment = .development, privateKey: P256.Signing.PrivateKey, counter: UInt32
    ) -> SyntheticDevice {
        SyntheticDevice(authority: self, appID: appID, environment: environment, privateKey: privateKey, counter: counter)
    }

    /// Issues a credential certificate for `publicKey` whose nonce extension holds `nonce`
    /// (`nil`: no nonce extension), valid over `validity`.
    func credentialCertificate(
        for publicKey: P256.Signing.PublicKey, nonce: [UInt8]?, validity: ClosedRange<Date>, keyID: [UInt8]
    ) throws -> Certificate {
        let subject = try DistinguishedName {
            CommonName(keyID.map { String($0, radix: 16) }.joined())
            OrganizationalUnitName("AAA Certification")
            OrganizationName("DepthKit tests")
        }
        let extensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            Critical(KeyUsage(digitalSignature: true))
            if let nonce {
                Certificate.Extension(
                    oid: AttestationVerifier.nonceExtensionOID, critical: false,
                    value: try Self.nonceExtensionValue(nonce)[...])
            }
        }
        return try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(publicKey),
            notValidBefore: validity.lowerBound, notValidAfter: validity.upperBound,
            issuer: intermediateCertificate.subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: extensions, issuerPrivateKey: .init(intermediateKey))
    }

    /// `SEQUENCE { [1] EXPLICIT OCTET STRING nonce }`, DER.
    static func nonceExtensionValue(_ nonce: [UInt8]) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.appendConstructedNode(identifier: .sequence) { sequence in
            try sequence.serialize(
                ASN1OctetString(contentBytes: nonce[...]),
                explicitlyTaggedWithIdentifier: ASN1Identifier(tagWithNumber: 1, tagClass: .contextSpecific))
        }
        return serializer.serializedBytes
    }
}
