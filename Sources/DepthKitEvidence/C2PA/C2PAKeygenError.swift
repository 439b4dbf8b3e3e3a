import DepthKitCore

/// Why development credentials cannot be written.
public enum C2PAKeygenError: ExplainedError, Equatable {
    /// A credential file is already there (nothing is replaced).
    case fileExists(path: String)
    /// A certificate could not be made (swift-certificates refused it).
    case certificateCreationFailed

    public var category: FailureCategory { .io }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .fileExists(path): ("c2pa_credential_file_exists", "\(path) already exists; credentials are never replaced")
        case .certificateCreationFailed: ("c2pa_certificate_creation_failed", "the development certificates could not be created")
        }
    }
}
