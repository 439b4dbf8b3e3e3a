import Crypto
import Foundation
import _CryptoExtras
import SwiftASN1
import X509

/// The C2PA certificate profile for claim-signing (end-entity) certificates.
public enum C2PACertificateProfile {
    /// `id-kp-documentSigning` (RFC 9336).
    public static let documentSigning: ASN1ObjectIdentifier = [1, 3, 6, 1, 5, 5, 7, 3, 36]
    /// `c2pa-kp-claimSigning`.
    public static let c2paClaimSigning: ASN1ObjectIdentifier = [1, 3, 6, 1, 4, 1, 62558, 2, 1]
    /// Microsoft's C2PA signing usage.
    public static let microsoftC2PASigning: ASN1ObjectIdentifier = [1, 3, 6, 1, 4, 1, 311, 76, 59, 1, 9]

    /// The extended key usages that make a certificate a claim signer.
    public static let allowedExtendedKeyUsages: [ASN1ObjectIdentifier] = [
        ASN1ObjectIdentifier.ExtendedKeyUsage.emailProtection, documentSigning, c2paClaimSigning, microsoftC2PASigning,
    ]

    private static let allowedSignatureAlgorithms: [Certificate.SignatureAlgorithm] = [
        .ecdsaWithSHA256, .ecdsaWithSHA384, .ecdsaWithSHA512,
        .sha256WithRSAEncryption, .sha384WithRSAEncryption, .sha512WithRSAEncryption, .ed25519,
    ]

    private static let knownExtensions: [ASN1ObjectIdentifier] = [
        .X509ExtensionID.basicConstraints, .X509ExtensionID.keyUsage, .X509ExtensionID.extendedKeyUsage,
        .X509ExtensionID.authorityKeyIdentifier, .X509ExtensionID.subjectKeyIdentifier,
        .X509ExtensionID.subjectAlternativeName, .X509ExtensionID.nameConstraints,
        .X509ExtensionID.authorityInformationAccess, [2, 5, 29, 32], [2, 5, 29, 31], [2, 5, 29, 33], [2, 5, 29, 36], [2, 5, 29, 54],
    ]

    /// The first way `certificate` breaks the profile, checking content first and the validity
    /// period at `time` last; `nil` when it meets the profile.
    public static func problem(with certificate: Certificate, at time: Date) -> C2PACertificateProblem? {
        guard certificate.version == .v3 else { return .notVersion3 }
        // RSASSA-PSS (allowed; swift-certificates names it only by its OID).
        let pss = certificate.signatureAlgorithm.description.contains(C2PACertificateReader.rsaPSS.description)
        guard pss || allowedSignatureAlgorithms.contains(certificate.signatureAlgorithm) else {
            return .signatureAlgorithmNotAllowed(certificate.signatureAlgorithm.description)
        }
        let key = certificate.publicKey
        let keyAllowed = P256.Signing.PublicKey(key) != nil || P384.Signing.PublicKey(key) != nil || P521.Signing.PublicKey(key) != nil
            || Curve25519.Signing.PublicKey(key) != nil || (_RSA.Signing.PublicKey(key)?.keySizeInBits ?? 0) >= 2048
        guard keyAllowed else { return .publicKeyNotAllowed }
        for ext in certificate.extensions where ext.critical && !knownExtensions.contains(ext.oid) {
            return .unknownCriticalExtension(oid: ext.oid.description)
        }
        let extensions = certificate.extensions
        do {
            if case .isCertificateAuthority = try extensions.basicConstraints { return .certificateAuthority }
        } catch { return .extensionMalformed(oid: ASN1ObjectIdentifier.X509ExtensionID.basicConstraints.description) }
        if certificate.issuer == certificate.subject { return .selfSigned }
        let keyUsageOID = ASN1ObjectIdentifier.X509ExtensionID.keyUsage
        guard extensions[oid: keyUsageOID] != nil else { return .digitalSignatureUsageMissing }
        guard let usage = try? extensions.keyUsage else { return .extensionMalformed(oid: keyUsageOID.description) }
        guard usage.digitalSignature else { return .digitalSignatureUsageMissing }
        guard !usage.keyCertSign else { return .certificateSigningUsage }
        let ekuOID = ASN1ObjectIdentifier.X509ExtensionID.extendedKeyUsage
        guard extensions[oid: ekuOID] != nil else { return .extendedKeyUsageMissing }
        guard let eku = try? extensions.extendedKeyUsage else { return .extensionMalformed(oid: ekuOID.description) }
        let usages = eku.map(ASN1ObjectIdentifier.init)
        guard !usages.isEmpty else { return .extendedKeyUsageMissing }
        guard !usages.contains(ASN1ObjectIdentifier.ExtendedKeyUsage.any) else { return .anyExtendedKeyUsage }
        if usages.contains(ASN1ObjectIdentifier.ExtendedKeyUsage.timeStamping), usages.contains(ASN1ObjectIdentifier.ExtendedKeyUsage.ocspSigning) {
            return .timeStampingWithOCSPSigning
        }
        guard usages.contains(where: allowedExtendedKeyUsages.contains) else { return .noAllowedExtendedKeyUsage }
        guard extensions[oid: .X509ExtensionID.authorityKeyIdentifier] != nil else { return .authorityKeyIdentifierMissing }
        guard certificate.notValidBefore <= time, time <= certificate.notValidAfter else {
            return .outsideValidity(time: C2PATime.iso8601(time), notBefore: C2PATime.iso8601(certificate.notValidBefore), notAfter: C2PATime.iso8601(certificate.notValidAfter))
        }
        return nil
    }
}
