/// The verdict on a JPEG's Content Credentials.
public enum C2PAValidationState: String, Encodable, Sendable {
    /// Valid, and the signer chains to a trust anchor.
    case trusted
    /// Valid, but the signer does not chain to a trust anchor given (or none was given).
    case valid
    /// A failure other than an untrusted signer.
    case invalid
    /// The manifest uses something DepthKit does not validate (a remote manifest, a hard binding
    /// other than `c2pa.hash.data`, a CAWG identity assertion): never reported valid.
    case unsupported
    /// The file carries no manifest: an answer, not an error.
    case noManifest = "no_manifest"

    /// The `verify` command's exit status: 0 trusted or valid, 65 invalid, 1 unsupported or no manifest.
    public var exitStatus: Int32 {
        switch self {
        case .trusted, .valid: 0
        case .invalid: 65
        case .unsupported, .noManifest: 1
        }
    }
}
