/// What is structurally wrong with an attestation object or an assertion (before any check of
/// its meaning), carried by ``AppAttestError/malformedAttestation(_:)`` and
/// ``AppAttestError/malformedAssertion(_:)``.
public enum AppAttestFormatProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The outer bytes are not one well-formed CBOR item (or a base64 field is not base64).
    case cbor(CBORDecodingError)
    /// A required field is absent.
    case missingField(String)
    /// A field has the wrong CBOR type.
    case wrongFieldType(field: String, expected: String, actual: String)
    /// `fmt` is not `apple-appattest`.
    case unsupportedFormat(String)
    /// Authenticator data ends before a part it declares.
    case authenticatorDataTruncated(byteCount: Int, needed: Int)
    /// The attested-credential flag is clear in an attestation's authenticator data.
    case missingAttestedCredentialData
    /// Authenticator data holds bytes after its last part that are not one CBOR extension map.
    case malformedAuthenticatorExtensions(CBORDecodingError?)
    /// The certificate chain holds a certificate that does not parse (index 0 is the leaf).
    case unparsableCertificate(index: Int)
    /// The credential certificate's key is not a P-256 key.
    case publicKeyNotP256
    /// The credential certificate lacks the nonce extension 1.2.840.113635.100.8.2.
    case nonceExtensionMissing
    /// The nonce extension is not `SEQUENCE { [1] EXPLICIT OCTET STRING (32 bytes) }`.
    case nonceExtensionMalformed
    /// The receipt is not a PKCS #7 signed-data structure holding App Attest receipt fields.
    case receiptMalformed
    /// The assertion's signature is not a DER ECDSA signature.
    case signatureNotDER
    /// A public key given for verification is not a P-256 key.
    case publicKeyUnreadable

    public var description: String {
        switch self {
        case let .cbor(error): error.description
        case let .missingField(field): "field '\(field)' is missing"
        case let .wrongFieldType(field, expected, actual): "field '\(field)' is a \(actual), expected a \(expected)"
        case let .unsupportedFormat(format): "format '\(format)' is not apple-appattest"
        case let .authenticatorDataTruncated(byteCount, needed):
            "authenticator data is \(byteCount) bytes, its parts need \(needed)"
        case .missingAttestedCredentialData: "authenticator data has no attested credential data"
        case let .malformedAuthenticatorExtensions(error):
            "authenticator data ends with bytes that are not one CBOR extension map" + (error.map { ": \($0)" } ?? "")
        case let .unparsableCertificate(index): "certificate \(index) of x5c does not parse as X.509"
        case .publicKeyNotP256: "the credential certificate's key is not a P-256 key"
        case .nonceExtensionMissing: "the credential certificate lacks the nonce extension 1.2.840.113635.100.8.2"
        case .nonceExtensionMalformed: "the nonce extension is not SEQUENCE { [1] OCTET STRING (32 bytes) }"
        case .receiptMalformed: "the receipt is not a PKCS #7 signed-data App Attest receipt"
        case .signatureNotDER: "the signature is not a DER-encoded ECDSA signature"
        case .publicKeyUnreadable: "the public key is not a P-256 key"
        }
    }
}
