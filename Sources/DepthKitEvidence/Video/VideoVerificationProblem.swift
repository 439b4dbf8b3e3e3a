import DepthKitCore

/// One reason a video capture does not verify: the evidence check it fails, a stable snake_case
/// kind and a sentence.
public struct VideoVerificationProblem: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The evidence check the problem fails: `metadata_schema`, `hash_chain` (structure,
    /// checkpoints, final hash, the attested span), `hardware_attestation`, `depth_keyframes` or
    /// `video_container`.
    public let check: EvidenceCheck.Name
    /// The stable machine-readable kind, e.g. `checkpoint_hash_mismatch` or `keyframes_truncated`.
    public let kind: String
    /// What was found, for people (names the file when the problem is about one).
    public let message: String

    /// Creates a problem of the check `check` that the verifier found itself.
    public init(_ check: EvidenceCheck.Name, kind: VideoProblemKind, message: String) {
        self.init(check, kind: kind.rawValue, message: message)
    }

    private init(_ check: EvidenceCheck.Name, kind: String, message: String) {
        self.check = check
        self.kind = kind
        self.message = message
    }

    /// A stage's error that its own kind does not explain alone: `InputReadError` with the file
    /// (``InputError``'s message) under `kind`.
    init(_ check: EvidenceCheck.Name, kind: VideoProblemKind?, readError: InputReadError, file: String) {
        self.init(check, kind: kind?.rawValue ?? readError.kind, message: InputError(input: file, underlying: readError).description)
    }

    init(_ problem: HashChainProblem) {
        self.init(.hashChain, kind: problem.kind, message: problem.description)
    }

    init(_ check: EvidenceCheck.Name, _ error: any DepthKitError) {
        self.init(check, kind: error.kind, message: error.description)
    }

    init(_ check: EvidenceCheck.Name, _ error: any DepthKitError, file: String) {
        self.init(check, kind: error.kind, message: InputError(input: file, underlying: error).description)
    }

    /// The message.
    public var description: String { message }
}
