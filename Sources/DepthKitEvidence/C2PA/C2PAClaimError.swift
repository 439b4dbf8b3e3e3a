import DepthKitAttestation
import DepthKitCore

/// Why a claim's CBOR is not a claim of the version its label declares.
public enum C2PAClaimError: ExplainedError, Equatable {
    /// The claim is not a CBOR map.
    case notAMap
    /// A required field is absent.
    case fieldMissing(String)
    /// A field has the wrong CBOR type.
    case fieldType(String, expected: String)

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .notAMap: ("c2pa_claim_not_a_map", "the C2PA claim is not a CBOR map")
        case let .fieldMissing(name): ("c2pa_claim_field_missing", "the C2PA claim has no \(name) field")
        case let .fieldType(name, expected): ("c2pa_claim_field_type", "the C2PA claim's \(name) field is not \(expected)")
        }
    }
}
