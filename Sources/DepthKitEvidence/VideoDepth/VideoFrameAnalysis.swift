import DepthKitCore

/// One sampled keyframe in the reference's `video_depth_analysis` (`frame_analyses[]`).
public struct VideoFrameAnalysis: Equatable, Sendable, Encodable {
    /// The keyframe's position in the keyframe sequence (0-based).
    public let frameIndex: Int
    /// The keyframe's timestamp, seconds (copied through, never computed with).
    public let timestamp: Double
    /// Counts of the valid depths (0.1…20 m inclusive) in ten 1.99 m bins.
    public let depthHistogram: [Int]
    /// The inverse-depth centroid's move since the previous sampled keyframe, normalised by
    /// `w/8` and `h/8`; `nil` on the first sampled keyframe and on keyframes without an 8×8 block.
    @ReportOptional(omittedWhenAbsent: true) public private(set) var motionVector: SIMD2<Float>? = nil
    /// Histogram intersection with the previous sampled keyframe (1.0 for the first).
    public let localConsistency: Float

    /// Creates a frame analysis.
    public init(frameIndex: Int, timestamp: Double, depthHistogram: [Int], motionVector: SIMD2<Float>?, localConsistency: Float) {
        self.frameIndex = frameIndex
        self.timestamp = timestamp
        self.depthHistogram = depthHistogram
        self.motionVector = motionVector
        self.localConsistency = localConsistency
    }
}
