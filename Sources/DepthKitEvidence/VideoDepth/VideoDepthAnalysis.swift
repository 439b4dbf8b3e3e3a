/// The reference backend's `video_depth_analysis` object, reproduced exactly (Float32 arithmetic,
/// quirks included; see `docs/VIDEO_ALGORITHM.md`). A compatibility object: DepthKit's own
/// judgement is ``TemporalAssessment``.
public struct VideoDepthAnalysis: Equatable, Sendable, Encodable {
    /// One entry per sampled keyframe.
    public let frameAnalyses: [VideoFrameAnalysis]
    /// Mean local consistency over the sampled keyframes, the first one's 1.0 included.
    public let depthConsistency: Float
    /// Mean agreement of consecutive motion vectors (1.0 with fewer than two).
    public let motionCoherence: Float
    /// `1 −` the share of consecutive sampled pairs with more than 5 % of pixels jumping over 2 m.
    public let sceneStability: Float
    /// `consistency ≥ 0.7 && coherence ≥ 0.6 && stability ≥ 0.8 && no suspicious frames`.
    public let isLikelyRealScene: Bool
    /// Sorted keyframe indices with local consistency < 0.5 or ending a jumping pair.
    public let suspiciousFrames: [Int]

    /// Creates an analysis.
    public init(
        frameAnalyses: [VideoFrameAnalysis], depthConsistency: Float, motionCoherence: Float, sceneStability: Float,
        isLikelyRealScene: Bool, suspiciousFrames: [Int]
    ) {
        self.frameAnalyses = frameAnalyses
        self.depthConsistency = depthConsistency
        self.motionCoherence = motionCoherence
        self.sceneStability = sceneStability
        self.isLikelyRealScene = isLikelyRealScene
        self.suspiciousFrames = suspiciousFrames
    }

    /// The reference's unavailable form: no frames, zeros, `false`, no suspicious frames.
    public static let unavailable = VideoDepthAnalysis(
        frameAnalyses: [], depthConsistency: 0, motionCoherence: 0, sceneStability: 0, isLikelyRealScene: false,
        suspiciousFrames: [])

    /// The reference's `is_valid()`: some keyframe was analysed.
    public var isValid: Bool { !frameAnalyses.isEmpty }

    enum CodingKeys: String, CodingKey {
        case frameAnalyses = "frame_analyses", depthConsistency = "depth_consistency"
        case motionCoherence = "motion_coherence", sceneStability = "scene_stability"
        case isLikelyRealScene = "is_likely_real_scene", suspiciousFrames = "suspicious_frames"
    }
}
