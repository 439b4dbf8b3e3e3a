/// A checkpoint of a video's frame hash chain: kept every
/// ``HashChain/checkpointInterval`` frames so that an interrupted recording can still attest the
/// frames before it.
public struct HashChainCheckpoint: Hashable, Sendable {
    /// 0-based checkpoint number: `frameNumber / 150 − 1` for a well-placed checkpoint.
    public let index: Int
    /// The 1-based frame number whose hash the checkpoint holds.
    public let frameNumber: Int
    /// `H_frameNumber`.
    public let hash: ChainHash
    /// Seconds of recording covered by frames 1…`frameNumber` (what an interrupted recording
    /// attests as its duration).
    public let timestamp: Double

    /// Creates a checkpoint.
    public init(index: Int, frameNumber: Int, hash: ChainHash, timestamp: Double) {
        self.index = index
        self.frameNumber = frameNumber
        self.hash = hash
        self.timestamp = timestamp
    }

    /// The duration covered, in whole milliseconds (rounded).
    public var durationMilliseconds: Int {
        guard timestamp.isFinite, abs(timestamp) < 1e12 else { return 0 }
        return Int((timestamp * 1000).rounded())
    }
}
