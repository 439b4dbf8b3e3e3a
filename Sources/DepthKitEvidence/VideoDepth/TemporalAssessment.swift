import DepthKitCore

/// DepthKit's own judgement of a video's depth over time, beside the reference's
/// ``VideoDepthAnalysis``: the photo ``Assessment`` of every keyframe, how many are flat, whether
/// the camera moved, and whether depth jumps between keyframes in ways camera motion cannot
/// explain. Like the photo assessment it says what the depth shows, not whether a video is fake.
public struct TemporalAssessment: Equatable, Sendable, Encodable {
    /// What the keyframes show.
    public enum Verdict: String, Sendable, Codable, CaseIterable {
        /// 3D structure in most keyframes, no unexplained discontinuity.
        case realScene = "real_scene"
        /// Flat in (nearly) every keyframe: a screen, a print, a wall.
        case flatSurface = "flat_surface"
        /// Neither: flat and real keyframes mixed without a majority of real ones, or depth
        /// discontinuities between keyframes.
        case mixed
        /// Fewer than two keyframes could be assessed.
        case insufficientData = "insufficient_data"
    }

    /// The verdict.
    public let verdict: Verdict
    /// Machine-readable reasons, most important first.
    public let reasons: [String]
    /// Keyframes given.
    public let keyframeCount: Int
    /// Keyframes whose photo assessment reached a verdict (not `insufficient_data`).
    public let assessedKeyframes: Int
    /// Share of assessed keyframes that are `flat_surface`.
    public let flatShare: Double
    /// Share of assessed keyframes that are `real_scene`.
    public let realShare: Double
    /// Share of consecutive keyframe pairs in which the camera or scene moved: over 1 % of pixels
    /// changed (edges moving), or the median relative change or the dolly scale is off by over 0.5 %.
    public let movingPairShare: Double
    /// Keyframe indices whose change from the previous keyframe is a discontinuity (over 20 % of
    /// pixels changing beyond what the camera's motion explains).
    public let discontinuities: [Int]
    /// Each keyframe's photo verdict, in order.
    public let keyframeVerdicts: [Assessment.Verdict]
    /// Each consecutive pair's change.
    public let pairChanges: [KeyframePairChange]

    static let flatShareForFlat = 0.9
    static let realShareForReal = 0.5
    static let movingChange: Float = 0.005
    static let movingChangedShare: Float = 0.01
    static let discontinuityShareFlag: Float = 0.2

    /// Assesses `keyframes`, each with `analyzer`'s photo assessment.
    /// - Complexity: one photo assessment per keyframe plus a quarter-resolution comparison per pair.
    public init(keyframes: DepthKeyframes, analyzer: DepthAnalyzer = DepthAnalyzer()) {
        var verdicts: [Assessment.Verdict] = []
        var changes: [KeyframePairChange] = []
        var previous: [Float]?
        for index in 0..<keyframes.count {
            let meters = keyframes.meters(at: index)
            verdicts.append(keyframes.depthMap(of: meters).map { analyzer.analyze($0).assessment.verdict } ?? .insufficientData)
            if let previous { changes.append(KeyframePairChange(keyframeIndex: index, before: previous, after: meters)) }
            previous = meters
        }
        self.init(verdicts: verdicts, changes: changes)
    }

    /// Derives the verdict from per-keyframe verdicts and pair changes.
    init(verdicts: [Assessment.Verdict], changes: [KeyframePairChange]) {
        keyframeVerdicts = verdicts
        pairChanges = changes
        keyframeCount = verdicts.count
        let assessed = verdicts.filter { $0 != .insufficientData }
        assessedKeyframes = assessed.count
        flatShare = assessed.isEmpty ? 0 : Double(assessed.filter { $0 == .flatSurface }.count) / Double(assessed.count)
        realShare = assessed.isEmpty ? 0 : Double(assessed.filter { $0 == .realScene }.count) / Double(assessed.count)
        let moving = changes.filter {
            $0.changedShare > Self.movingChangedShare || $0.medianRelativeChange > Self.movingChange || abs($0.scale - 1) > Self.movingChange
        }
        movingPairShare = changes.isEmpty ? 0 : Double(moving.count) / Double(changes.count)
        discontinuities = changes.filter { $0.discontinuityShare > Self.discontinuityShareFlag }.map(\.keyframeIndex)
        let motionReason = movingPairShare > 0.5 ? "camera_moving" : "camera_static"
        if assessed.count < 2 {
            verdict = .insufficientData
            reasons = ["too_few_assessed_keyframes"]
        } else if !discontinuities.isEmpty {
            verdict = .mixed
            reasons = ["depth_discontinuity", motionReason]
        } else if flatShare >= Self.flatShareForFlat {
            verdict = .flatSurface
            reasons = [flatShare == 1 ? "flat_in_every_keyframe" : "flat_in_most_keyframes", motionReason]
        } else if realShare >= Self.realShareForReal {
            verdict = .realScene
            reasons = [flatShare > 0 ? "real_structure_in_most_keyframes" : "real_structure_in_every_keyframe", motionReason]
        } else {
            verdict = .mixed
            reasons = ["flat_and_real_keyframes_mixed", motionReason]
        }
    }

    enum CodingKeys: String, CodingKey {
        case verdict, reasons, keyframeCount = "keyframe_count", assessedKeyframes = "assessed_keyframes"
        case flatShare = "flat_share", realShare = "real_share", movingPairShare = "moving_pair_share"
        case discontinuities, keyframeVerdicts = "keyframe_verdicts", pairChanges = "pair_changes"
    }
}
