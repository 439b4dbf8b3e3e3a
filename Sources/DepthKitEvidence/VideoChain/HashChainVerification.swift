/// What verifying a frame hash chain found: each property judged on its own, so a broken final
/// hash does not hide valid checkpoints. Only ``HashChain/verify(limits:recomputed:)`` makes one,
/// so a caller cannot present a verification it did not run.
public struct HashChainVerification: Hashable, Sendable {
    /// Frame count within limits and consistent, every hash 32 bytes of base64, and (when the raw
    /// frames were given) every link recomputed equal.
    public let structureValid: Bool
    /// Every checkpoint sits at `(index + 1) · 150`, holds that frame's hash, and none is missing.
    public let checkpointsValid: Bool
    /// `final_hash` equals the last frame hash.
    public let finalHashMatches: Bool
    /// Whether the chain was recomputed from raw frames (`video verify --frames`).
    public let recomputedFromFrames: Bool
    /// Everything found wrong, in the order checked.
    public let problems: [HashChainProblem]

    /// Whether nothing is wrong.
    public var isValid: Bool { problems.isEmpty }
}
