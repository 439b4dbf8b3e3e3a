/// One thing wrong with a frame hash chain, found by verification. ``kind`` is the stable
/// snake_case name reports use as their failure kind.
public enum HashChainProblem: Hashable, Sendable, CustomStringConvertible {
    /// `frame_count` is outside 1…the maximum.
    case frameCountOutOfRange(count: Int, maximum: Int)
    /// `frame_count` disagrees with the number of frame hashes.
    case frameCountMismatch(declared: Int, hashes: Int)
    /// A hash is not canonical base64 of 32 bytes (`field` names it, e.g. `frame_hashes[7]`).
    case malformedHash(field: String)
    /// `checkpoint_count` disagrees with the checkpoints listed.
    case checkpointCountMismatch(declared: Int, listed: Int)
    /// A checkpoint is not at `(index + 1) · 150`, or its index is out of order.
    case checkpointMisplaced(index: Int, frameNumber: Int, expectedFrameNumber: Int)
    /// A checkpoint's hash is not the hash of the frame it names.
    case checkpointHashMismatch(index: Int, frameNumber: Int)
    /// A checkpoint the chain's length calls for is missing.
    case checkpointMissing(frameNumber: Int)
    /// `final_hash` is not the last frame hash.
    case finalHashMismatch
    /// Recomputing the chain from the raw frames gave another hash for this frame (1-based).
    case frameHashMismatch(frameNumber: Int)
    /// The raw frames directory holds another number of frames than the chain.
    case frameCountDiffersFromFrames(chain: Int, frames: Int)

    /// The stable snake_case name of the problem.
    public var kind: String {
        switch self {
        case .frameCountOutOfRange: "frame_count_out_of_range"
        case .frameCountMismatch: "frame_count_mismatch"
        case .malformedHash: "malformed_hash"
        case .checkpointCountMismatch: "checkpoint_count_mismatch"
        case .checkpointMisplaced: "checkpoint_misplaced"
        case .checkpointHashMismatch: "checkpoint_hash_mismatch"
        case .checkpointMissing: "checkpoint_missing"
        case .finalHashMismatch: "final_hash_mismatch"
        case .frameHashMismatch: "frame_hash_mismatch"
        case .frameCountDiffersFromFrames: "frame_count_differs_from_frames"
        }
    }

    /// A sentence for people.
    public var description: String {
        switch self {
        case let .frameCountOutOfRange(count, maximum): "frame_count \(count) is outside 1…\(maximum)"
        case let .frameCountMismatch(declared, hashes): "frame_count is \(declared) but there are \(hashes) frame hashes"
        case let .malformedHash(field): "\(field) is not base64 of a 32-byte hash"
        case let .checkpointCountMismatch(declared, listed): "checkpoint_count is \(declared) but \(listed) checkpoints are listed"
        case let .checkpointMisplaced(index, frameNumber, expected):
            "checkpoint \(index) is at frame \(frameNumber), expected frame \(expected)"
        case let .checkpointHashMismatch(index, frameNumber):
            "checkpoint \(index) does not hold the hash of frame \(frameNumber)"
        case let .checkpointMissing(frameNumber): "no checkpoint at frame \(frameNumber)"
        case .finalHashMismatch: "final_hash is not the last frame's hash"
        case let .frameHashMismatch(frameNumber): "frame \(frameNumber)'s hash differs from the one recomputed from the raw frames"
        case let .frameCountDiffersFromFrames(chain, frames): "the chain has \(chain) frames, the frames directory \(frames)"
        }
    }
}
