import DepthKitCore

/// Why a photo cannot be signed with the given credentials.
public enum C2PASigningError: ExplainedError, Equatable {
    /// The key file is not a PEM private key of a type C2PA allows (P-256/384/521, RSA, Ed25519).
    case keyUnreadable
    /// The certificate file holds no PEM certificate, or one that does not parse.
    case certificateUnreadable
    /// The chosen algorithm cannot be used with the key (e.g. `ps256` with an EC key).
    case algorithmMismatch(algorithm: String, key: String)
    /// The signing certificate's public key is not the private key's.
    case certificateKeyMismatch
    /// The store would not fit the APP11 segments a JPEG allows (over 4 GiB).
    case manifestTooLarge(bytes: Int)
    /// The time-stamping authority failed (the kind of its error, or its type's name).
    case timeStampFailed(errorKind: String)
    /// The store's length did not settle in 8 rounds of time-stamping (the authority's tokens keep changing size).
    case manifestSizeUnstable

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .keyUnreadable: ("c2pa_key_unreadable", "the signing key is not a PEM P-256, P-384, P-521, RSA or Ed25519 private key")
        case .certificateUnreadable: ("c2pa_certificate_unreadable", "the certificate chain holds no readable PEM certificate")
        case let .algorithmMismatch(algorithm, key): ("c2pa_algorithm_mismatch", "the algorithm \(algorithm) cannot sign with a \(key) key")
        case .certificateKeyMismatch: ("c2pa_certificate_key_mismatch", "the signing certificate does not certify the signing key")
        case let .manifestTooLarge(bytes): ("c2pa_manifest_too_large", "the C2PA manifest store would be \(bytes) bytes, too large for a JPEG")
        case let .timeStampFailed(kind): ("c2pa_time_stamp_failed", "the time-stamping authority gave no token (\(kind))")
        case .manifestSizeUnstable: ("c2pa_manifest_size_unstable", "the manifest store's length did not settle: the time-stamp tokens keep changing size")
        }
    }
}
