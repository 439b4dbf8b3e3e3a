import DepthKitCore

/// Why a time-stamp token (`sigTst`/`sigTst2`) cannot be read: reported as `timeStamp.malformed`
/// with this error's kind.
public enum C2PATimeStampError: ExplainedError, Equatable {
    /// The token is longer than ``C2PATimeStampToken/maxBytes``.
    case tooLarge(bytes: Int, maxBytes: Int)
    /// The `tstContainer` is not a map with one `tstTokens` entry holding a byte string `val`.
    case containerMalformed(tokens: Int)
    /// The `TimeStampResp`'s status is neither granted (0) nor granted with modifications (1).
    case notGranted(status: Int)
    /// The `TimeStampResp` holds no token.
    case tokenMissing
    /// The token is not a CMS `ContentInfo` of type `signedData`.
    case notSignedData
    /// The signed content is not a `TSTInfo`.
    case notTSTInfo
    /// The `SignedData` has not exactly one signer.
    case signerCount(Int)
    /// The signer info has no signed attributes (RFC 3161 requires them).
    case signedAttributesMissing
    /// The signed attributes hold no `messageDigest`.
    case messageDigestMissing
    /// The certificate the signer info names is not in the token.
    case signerCertificateMissing
    /// A hash or signature algorithm outside SHA-256/384/512 with ECDSA, RSA PKCS #1 v1.5 or Ed25519 (its OID).
    case algorithmUnsupported(String)
    /// The bytes are not DER (as SwiftASN1 reads it).
    case derInvalid
    /// A field does not have the shape RFC 3161 and RFC 5652 give it.
    case malformed(field: String)

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .tooLarge(let bytes, let maxBytes): ("time_stamp_too_large", "the time-stamp token has \(bytes) bytes, more than \(maxBytes)")
        case .containerMalformed(let tokens): ("time_stamp_container_malformed", "the tstContainer holds \(tokens) readable tokens, not one")
        case .notGranted(let status): ("time_stamp_not_granted", "the time-stamp response's status is \(status), not granted")
        case .tokenMissing: ("time_stamp_token_missing", "the time-stamp response holds no token")
        case .notSignedData: ("time_stamp_not_signed_data", "the time-stamp token is not CMS SignedData")
        case .notTSTInfo: ("time_stamp_not_tst_info", "the time-stamp token's content is not a TSTInfo")
        case .signerCount(let count): ("time_stamp_signer_count", "the time-stamp token has \(count) signers, not one")
        case .signedAttributesMissing: ("time_stamp_signed_attributes_missing", "the time-stamp token's signer has no signed attributes")
        case .messageDigestMissing: ("time_stamp_message_digest_missing", "the time-stamp token's signed attributes hold no messageDigest")
        case .signerCertificateMissing: ("time_stamp_signer_certificate_missing", "the time-stamp token does not carry its signer's certificate")
        case .algorithmUnsupported(let oid): ("time_stamp_algorithm_unsupported", "the time-stamp token uses the unsupported algorithm \(oid)")
        case .derInvalid: ("time_stamp_der_invalid", "the time-stamp token is not DER")
        case .malformed(let field): ("time_stamp_malformed", "the time-stamp token's \(field) is malformed")
        }
    }
}
