import DepthKitAttestation
import DepthKitCore

/// Why a claim signature is not a COSE_Sign1 structure C2PA accepts.
public enum COSEError: ExplainedError, Equatable {
    /// Not a four-item array (optionally tagged 18).
    case notSign1
    /// The protected header is not a byte string holding a CBOR map.
    case protectedHeaderMalformed
    /// The unprotected header is not a map.
    case unprotectedHeaderMalformed
    /// The signature is not a byte string.
    case signatureMalformed
    /// No algorithm in the protected header.
    case algorithmMissing
    /// No certificate chain (`x5chain`, label 33).
    case certificateChainMissing
    /// `x5chain` is neither a byte string nor an array of them, or is longer than the limit.
    case certificateChainMalformed

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .notSign1: ("cose_not_sign1", "the claim signature is not a COSE_Sign1 structure")
        case .protectedHeaderMalformed: ("cose_protected_header_malformed", "the COSE protected header is not a serialised CBOR map")
        case .unprotectedHeaderMalformed: ("cose_unprotected_header_malformed", "the COSE unprotected header is not a map")
        case .signatureMalformed: ("cose_signature_malformed", "the COSE signature is not a byte string")
        case .algorithmMissing: ("cose_algorithm_missing", "the COSE protected header names no algorithm")
        case .certificateChainMissing: ("cose_certificate_chain_missing", "the COSE headers carry no x5chain")
        case .certificateChainMalformed: ("cose_certificate_chain_malformed", "the COSE x5chain is not a list of certificates")
        }
    }
}
