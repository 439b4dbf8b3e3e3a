/// One reason a video capture does not verify: a stable snake_case kind and a sentence.
public struct VideoVerificationProblem: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The stable machine-readable kind, e.g. `checkpoint_hash_mismatch` or `keyframes_truncated`.
    public let kind: String
    /// What was found, for people (names the file when the problem is about one).
    public let message: String

    /// Creates a problem.
    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }

    init(_ problem: HashChainProblem) {
        self.init(kind: problem.kind, message: problem.description)
    }

    init(_ error: any DepthKitError, file: String) {
        self.init(kind: error.kind, message: InputError(input: file, underlying: error).description)
    }

    /// The message.
    public var description: String { message }
}
