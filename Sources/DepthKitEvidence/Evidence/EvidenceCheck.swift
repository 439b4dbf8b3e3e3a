import DepthKitCore

/// One check of an evidence report: `{"name", "status", "detail"}`, and for a passed
/// `hardware_attestation` its App Attest facts, `"app_attest"`.
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
        /// The capture's App Attest assertion verifies over the capture hash with its device's
        /// registered key, with a fresh counter.
        case hardwareAttestation = "hardware_attestation"
        /// Video: the frame hash chain's structure, checkpoints and final hash, and the attested
        /// span (the final hash, or a checkpoint's for an interrupted recording) agreeing with the
        /// metadata's `hash_chain_final`, `frame_count`, `duration_ms` and partial flag.
        case hashChain = "hash_chain"
        /// Video: `depth.gz` decodes to as many keyframes of the size the metadata states.
        case depthKeyframes = "depth_keyframes"
        /// Video: the movie's `mvhd`/`mdhd` durations and `stsz` sample count agree with the
        /// recording's duration and frames.
        case videoContainer = "video_container"
        /// Video: DepthKit's temporal assessment of the keyframes judges the scene real (3D).
        case temporalAnalysis = "temporal_analysis"

        /// The checks of a photo capture, in report order.
        public static let photoChecks: [Name] = [
            .metadataSchema, .photoHash, .photoDecodes, .depthDecodes, .depthDimensions, .frameConsistency, .depthAnalysis,
            .captureHash, .hardwareAttestation,
        ]
        /// The checks of a video capture, in report order.
        public static let videoChecks: [Name] = [
            .metadataSchema, .hashChain, .hardwareAttestation, .depthKeyframes, .videoContainer, .temporalAnalysis,
        ]

        /// Whether a failure means the capture's data is broken or inconsistent (verdict
        /// `invalid`) rather than merely doubtful (`suspicious`).
        public var failureInvalidates: Bool {
            switch self {
            case .frameConsistency, .depthAnalysis, .hardwareAttestation, .temporalAnalysis: false
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
    /// A passed `hardware_attestation`'s facts (key id, environment, counter) as fields; absent
    /// (no key) for every other check.
    @ReportOptional(omittedWhenAbsent: true) public private(set) var appAttest: AppAttestResult? = nil

    /// Creates a check result; `appAttest` only for a passed `hardware_attestation`.
    public init(_ name: Name, _ status: Status, _ detail: String, appAttest: AppAttestResult? = nil) {
        self.name = name
        self.status = status
        self.detail = detail
        self.appAttest = appAttest
    }
}
