/// The outcome of verifying a video capture.
public enum VideoVerificationStatus: String, Sendable, Codable, CaseIterable {
    /// The whole recording is verified: the attested hash is the final hash.
    case pass
    /// An interrupted recording: the attested hash is a checkpoint's and everything up to it verifies.
    case partial
    /// Something does not verify; see the failure kind.
    case fail
}
