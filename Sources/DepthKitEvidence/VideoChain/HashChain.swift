/// A video's frame hash chain as the capture app uploads it in `hash_chain.json`:
/// `H_n = SHA256(RGB_n ‖ DEPTH_n ‖ TS_n ‖ H_{n−1})` for every frame, a checkpoint every 150 frames
/// (at most 3), and the final hash.
///
/// The values are kept as the document states them, even when they contradict each other;
/// ``verify(limits:)`` judges them.
public struct HashChain: Hashable, Sendable {
    /// Frames between checkpoints.
    public static let checkpointInterval = 150
    /// The most checkpoints the app keeps.
    public static let maxCheckpoints = 3

    /// `frame_count` as declared.
    public let frameCount: Int
    /// `frame_hashes`, frame 1 first.
    public let frameHashes: [ChainHash]
    /// `checkpoint_count` as declared.
    public let checkpointCount: Int
    /// `checkpoints`, in document order.
    public let checkpoints: [HashChainCheckpoint]
    /// `final_hash`.
    public let finalHash: ChainHash

    /// Creates a chain from its parts.
    public init(
        frameCount: Int, frameHashes: [ChainHash], checkpointCount: Int, checkpoints: [HashChainCheckpoint],
        finalHash: ChainHash
    ) {
        self.frameCount = frameCount
        self.frameHashes = frameHashes
        self.checkpointCount = checkpointCount
        self.checkpoints = checkpoints
        self.finalHash = finalHash
    }

    /// The 1-based frame numbers that carry a checkpoint in a chain of `frameCount` frames.
    public static func checkpointFrameNumbers(frameCount: Int) -> [Int] {
        let count = min(max(frameCount, 0) / checkpointInterval, maxCheckpoints)
        return (0..<count).map { ($0 + 1) * checkpointInterval }
    }

    /// The checkpoint whose hash equals `hash`, if any (the last one when several do).
    public func checkpoint(attesting hash: ChainHash) -> HashChainCheckpoint? {
        checkpoints.last { $0.hash.matches(hash) }
    }
}
