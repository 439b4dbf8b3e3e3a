import DepthKitCore

/// What `depthkit video analyze` reports for one video's depth keyframes: how they were read,
/// the reference's `video_depth_analysis` (with the reference's status for the same input), and
/// DepthKit's ``TemporalAssessment``.
public struct VideoDepthReport: Sendable, Encodable {
    /// The input as named by the user.
    public let file: String
    /// The keyframes, when they decoded.
    public let keyframes: DepthKeyframes?
    /// `ok`, or the reference's error variant for this input (`InvalidMagic`, `InsufficientFrames`, …);
    /// `not_read` when the input could not be read at all.
    public let referenceStatus: String
    /// The reference object (its unavailable form on any error).
    public let videoDepthAnalysis: VideoDepthAnalysis
    /// DepthKit's assessment, when the keyframes decoded.
    public let temporalAssessment: TemporalAssessment?
    /// Why the keyframes could not be read (then nothing else is reported).
    public let error: (any DepthKitError)?

    /// Decodes and analyses `bytes`.
    /// - Parameters:
    ///   - dimensions, count: the keyframe size and count for headerless keyframes (from metadata).
    ///   - sampleRate: the reference's sampling step.
    public init(
        file: String, bytes: [UInt8], dimensions: DepthDimensions? = nil, count: Int? = nil,
        decoder: DepthKeyframeDecoder = DepthKeyframeDecoder(), sampleRate: Int = VideoDepthAnalyzer.defaultSampleRate,
        analyzer: DepthAnalyzer = DepthAnalyzer()
    ) {
        do throws(DepthKeyframeError) {
            self.init(file: file, keyframes: try decoder.decode(bytes, dimensions: dimensions, count: count), sampleRate: sampleRate, analyzer: analyzer)
        } catch {
            self.init(file: file, error: error, referenceStatus: error.referenceStatus)
        }
    }

    /// Analyses keyframes already decoded from `file`.
    public init(
        file: String, keyframes: DepthKeyframes, sampleRate: Int = VideoDepthAnalyzer.defaultSampleRate,
        analyzer: DepthAnalyzer = DepthAnalyzer()
    ) {
        self.file = file
        self.keyframes = keyframes
        error = nil
        do throws(VideoDepthAnalysisError) {
            videoDepthAnalysis = try VideoDepthAnalyzer(sampleRate: sampleRate).analyze(keyframes)
            referenceStatus = "ok"
        } catch {
            videoDepthAnalysis = .unavailable
            referenceStatus = error.referenceStatus
        }
        temporalAssessment = TemporalAssessment(keyframes: keyframes, analyzer: analyzer)
    }

    /// A report for an input that could not be read at all (reference status `not_read`).
    public init(file: String, error: any DepthKitError) {
        self.init(file: file, error: error, referenceStatus: "not_read")
    }

    private init(file: String, error: any DepthKitError, referenceStatus: String) {
        self.file = file
        keyframes = nil
        self.error = error
        self.referenceStatus = referenceStatus
        videoDepthAnalysis = .unavailable
        temporalAssessment = nil
    }

    enum CodingKeys: String, CodingKey {
        case file, ok, format, container, width, height, error
        case keyframeCount = "keyframe_count", timestampsAssumed = "timestamps_assumed"
        case referenceStatus = "reference_status", videoDepthAnalysis = "video_depth_analysis"
        case temporalAssessment = "temporal_assessment"
    }

    /// Encodes every key, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(error == nil, forKey: .ok)
        try container.encode(keyframes?.format, forKey: .format)
        try container.encode(keyframes?.container.rawValue, forKey: .container)
        try container.encode(keyframes?.width, forKey: .width)
        try container.encode(keyframes?.height, forKey: .height)
        try container.encode(keyframes?.count, forKey: .keyframeCount)
        try container.encode(keyframes?.timestampsAssumed, forKey: .timestampsAssumed)
        try container.encode(referenceStatus, forKey: .referenceStatus)
        try container.encode(videoDepthAnalysis, forKey: .videoDepthAnalysis)
        try container.encode(temporalAssessment, forKey: .temporalAssessment)
        try container.encode(error.map { ErrorReport(InputError(input: file, underlying: $0)) }, forKey: .error)
    }
}
