import DepthKitCore

/// Computes a video's frame hash chain frame by frame, as the capture app does:
/// `H_n = SHA256(RGB_n ‖ DEPTH_n ‖ TS_n ‖ H_{n−1})`, `TS_n` the frame's seconds since the first
/// frame as a little-endian IEEE-754 double, `H_{n−1}` omitted for the first frame. A checkpoint is
/// kept at frames 150, 300 and 450.
///
/// A checkpoint's `timestamp` is the recording time its frames cover: `TS_k` plus one frame
/// interval (the mean interval so far, `TS_k / (k − 1)`), rounded to the microsecond, so that 300
/// frames at 30 fps cover 10.0 s.
public struct HashChainBuilder: Sendable {
    /// The hashes computed so far, frame 1 first.
    public private(set) var frameHashes: [ContentDigest] = []
    private var checkpoints: [HashChainCheckpoint] = []

    /// An empty chain.
    public init() {}

    /// Appends a frame whose content (RGB bytes, then depth bytes) `content` feeds into the
    /// accumulator, streaming it from wherever it lives; then the timestamp and previous hash are
    /// added and the frame's hash is returned.
    @discardableResult
    public mutating func appendFrame<Failure: Error>(
        timestamp: Double, content: (inout SHA256Accumulator) throws(Failure) -> Void
    ) throws(Failure) -> ContentDigest {
        var accumulator = SHA256Accumulator()
        try content(&accumulator)
        withUnsafeBytes(of: timestamp.bitPattern.littleEndian) { accumulator.update($0) }
        if let previous = frameHashes.last { accumulator.update(previous.bytes) }
        let digest = accumulator.finalize()
        frameHashes.append(digest)
        let frameNumber = frameHashes.count
        if frameNumber % HashChain.checkpointInterval == 0, checkpoints.count < HashChain.maxCheckpoints {
            checkpoints.append(
                HashChainCheckpoint(
                    index: frameNumber / HashChain.checkpointInterval - 1, frameNumber: frameNumber,
                    hash: ChainHash(digest), timestamp: Self.coveredSeconds(lastTimestamp: timestamp, frames: frameNumber)))
        }
        return digest
    }

    /// Appends a frame held in memory: its RGB bytes, its Float32 depth bytes when it has depth,
    /// and its timestamp in seconds since the first frame.
    @discardableResult
    public mutating func appendFrame(rgb: UnsafeRawBufferPointer, depth: UnsafeRawBufferPointer?, timestamp: Double) -> ContentDigest {
        appendFrame(timestamp: timestamp) { (accumulator: inout SHA256Accumulator) in
            accumulator.update(rgb)
            if let depth { accumulator.update(depth) }
        }
    }

    /// The chain so far, or `nil` before the first frame.
    public var chain: HashChain? {
        guard let last = frameHashes.last else { return nil }
        return HashChain(
            frameCount: frameHashes.count, frameHashes: frameHashes.map(ChainHash.init), checkpointCount: checkpoints.count,
            checkpoints: checkpoints, finalHash: ChainHash(last))
    }

    private static func coveredSeconds(lastTimestamp: Double, frames: Int) -> Double {
        guard frames > 1, lastTimestamp.isFinite else { return lastTimestamp }
        let covered = lastTimestamp / Double(frames - 1) * Double(frames)
        return (covered * 1_000_000).rounded() / 1_000_000
    }
}
