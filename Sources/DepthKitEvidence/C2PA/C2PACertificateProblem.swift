import DepthKitCore
import Foundation

/// How a signing certificate breaks the C2PA certificate profile (C2PA 2.x, "Certificate
/// Profile"), or is outside its validity at the time of signing.
public enum C2PACertificateProblem: ExplainedError, Equatable {
    /// Not an X.509 v3 certificate.
    case notVersion3
    /// Signed with an algorithm outside the profile's list.
    case signatureAlgorithmNotAllowed(String)
    /// A public key outside the profile: not P-256/384/521, RSA of 2048 bits or more, or Ed25519.
    case publicKeyNotAllowed
    /// A certificate authority (basic constraints `cA` true) used to sign a claim.
    case certificateAuthority
    /// Issued by itself.
    case selfSigned
    /// No key usage extension, or one without `digitalSignature`.
    case digitalSignatureUsageMissing
    /// `keyCertSign` on an end-entity certificate.
    case certificateSigningUsage
    /// No extended key usage extension.
    case extendedKeyUsageMissing
    /// `anyExtendedKeyUsage` listed.
    case anyExtendedKeyUsage
    /// None of the extended key usages the profile allows (`emailProtection`, `documentSigning`,
    /// C2PA claim signing, Microsoft C2PA signing).
    case noAllowedExtendedKeyUsage
    /// Both `timeStamping` and `OCSPSigning`.
    case timeStampingWithOCSPSigning
    /// No authority key identifier.
    case authorityKeyIdentifierMissing
    /// A critical extension the profile does not know.
    case unknownCriticalExtension(oid: String)
    /// An extension that does not parse.
    case extensionMalformed(oid: String)
    /// Outside its validity period at `time` (ISO 8601 instants).
    case outsideValidity(time: String, notBefore: String, notAfter: String)

    public var category: FailureCategory { .badData }

    /// Whether the problem is the time, not the certificate's content.
    public var isTimeProblem: Bool {
        if case .outsideValidity = self { true } else { false }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .notVersion3: ("c2pa_certificate_not_v3", "the signing certificate is not an X.509 v3 certificate")
        case let .signatureAlgorithmNotAllowed(name): ("c2pa_certificate_algorithm_not_allowed", "the signing certificate is signed with \(name), which the C2PA profile does not allow")
        case .publicKeyNotAllowed: ("c2pa_certificate_key_not_allowed", "the signing certificate's key is not P-256, P-384, P-521, RSA of at least 2048 bits or Ed25519")
        case .certificateAuthority: ("c2pa_certificate_is_ca", "the signing certificate is a certificate authority (basic constraints cA)")
        case .selfSigned: ("c2pa_certificate_self_signed", "the signing certificate is self-signed")
        case .digitalSignatureUsageMissing: ("c2pa_certificate_digital_signature_missing", "the signing certificate's key usage lacks digitalSignature")
        case .certificateSigningUsage: ("c2pa_certificate_key_cert_sign", "the signing certificate's key usage includes keyCertSign")
        case .extendedKeyUsageMissing: ("c2pa_certificate_eku_missing", "the signing certificate has no extended key usage")
        case .anyExtendedKeyUsage: ("c2pa_certificate_eku_any", "the signing certificate's extended key usage includes anyExtendedKeyUsage")
        case .noAllowedExtendedKeyUsage:
            ("c2pa_certificate_eku_not_allowed", "the signing certificate's extended key usage has none of emailProtection, documentSigning, C2PA or Microsoft C2PA signing")
        case .timeStampingWithOCSPSigning: ("c2pa_certificate_eku_conflict", "the signing certificate's extended key usage has both timeStamping and OCSPSigning")
        case .authorityKeyIdentifierMissing: ("c2pa_certificate_aki_missing", "the signing certificate has no authority key identifier")
        case let .unknownCriticalExtension(oid): ("c2pa_certificate_unknown_critical_extension", "the signing certificate has an unknown critical extension \(oid)")
        case let .extensionMalformed(oid): ("c2pa_certificate_extension_malformed", "the signing certificate's extension \(oid) is malformed")
        case let .outsideValidity(time, notBefore, notAfter):
            ("c2pa_certificate_outside_validity", "the signing certificate is valid from \(notBefore) to \(notAfter), not at \(time)")
        }
    }
}
