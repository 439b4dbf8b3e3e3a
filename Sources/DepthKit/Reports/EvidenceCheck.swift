/// One check of an evidence report: `{"name", "status", "detail"}`.
public struct EvidenceCheck: Encodable, Equatable, Sendable {
    /// The checks, in report order.
    public enum Name: String, Encodable, Sendable, CaseIterable {
        /// `metadata.json` follows the upload contract.
        case metadataSchema = "metadata_schema"
        /// SHA-256 of the JPEG equals the declared `photo_hash`.
        case photoHash = "photo_hash"
        /// The JPEG decodes.
        case photoDecodes = "photo_decodes"
        /// The depth file decodes.
        case depthDecodes = "depth_decodes"
        /// The depth holds the declared `depth_map_dimensions`.
        case depthDimensions = "depth_dimensions"
        /// Depth and photo have the same frame shape.
        case frameConsistency = "frame_consistency"
        /// The depth analysis judges the scene real (3D), not flat.
        case depthAnalysis = "depth_analysis"
        /// SHA-256(JPEG ‖ depth bytes as received) could be computed.
        case captureHash = "capture_hash"

        /// Whether a failure means the capture's data is broken or inconsistent (verdict
        /// `invalid`) rather than merely doubtful (`suspicious`).
        public var failureInvalidates: Bool {
            switch self {
            case .frameConsistency, .depthAnalysis: false
            default: true
            }
        }
    }

    /// How a check came out.
    public enum Status: String, Encodable, Sendable {
        /// The check ran and found nothing wrong.
        case pass
        /// The check ran and found a problem (``EvidenceCheck/detail`` says which).
        case fail
        /// The check could not run (a part it needs is missing or broken, or not linked).
        case unavailable
    }

    /// Which check.
    public let name: Name
    /// Its outcome.
    public let status: Status
    /// What was found, with the numbers.
    public let detail: String

    /// Creates a check result.
    public init(_ name: Name, _ status: Status, _ detail: String) {
        self.name = name
        self.status = status
        self.detail = detail
    }
}
