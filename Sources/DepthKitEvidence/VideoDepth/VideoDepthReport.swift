import DepthKitCore

/// What `depthkit video analyze` reports for one video's depth keyframes, as the per-file line
/// every command prints: the file, whether its keyframes were read, and ``VideoDepthDetails``.
public typealias VideoDepthReport = FileReport<VideoDepthDetails>

/// How a video's depth keyframes were read, the reference's `video_depth_analysis` (with the
/// reference's status for the same input), and DepthKit's ``TemporalAssessment``: the fields of a
/// ``VideoDepthReport``, the keyframes' all `nil` when they could not be read.
public struct VideoDepthDetails: Sendable, Encodable {
    /// The keyframes, when they decoded (printed through the fields below).
    public let keyframes: DepthKeyframes?
    /// How the keyframes are laid out.
    @ReportOptional public private(set) var format: DepthKeyframeFormat?
    /// The container they were stored in.
    @ReportOptional public private(set) var container: DepthContainer?
    /// Keyframe columns.
    @ReportOptional public private(set) var width: Int?
    /// Keyframe rows.
    @ReportOptional public private(set) var height: Int?
    /// How many keyframes.
    @ReportOptional public private(set) var keyframeCount: Int?
    /// Whether the timestamps were assumed (0.1 s apart) rather than read.
    @ReportOptional public private(set) var timestampsAssumed: Bool?
    /// `ok`, or the reference's error variant for this input (`InvalidMagic`, `InsufficientFrames`, …);
    /// `not_read` when the input could not be read at all.
    public let referenceStatus: String
    /// The reference object (its unavailable form on any error).
    public let videoDepthAnalysis: VideoDepthAnalysis
    /// DepthKit's assessment, when the keyframes decoded.
    @ReportOptional public private(set) var temporalAssessment: TemporalAssessment?
    /// Why the keyframes could not be read (then nothing else is reported); printed as the
    /// report's `error`.
    public let failure: (any DepthKitError)?

    enum CodingKeys: String, CodingKey {
        case format, container, width, height, keyframeCount, timestampsAssumed, referenceStatus, videoDepthAnalysis
        case temporalAssessment
    }

    init(
        keyframes: DepthKeyframes?, referenceStatus: String, videoDepthAnalysis: VideoDepthAnalysis,
        temporalAssessment: TemporalAssessment?, failure: (any DepthKitError)?
    ) {
        self.keyframes = keyframes
        format = keyframes?.format
        container = keyframes?.container
        width = keyframes?.width
        height = keyframes?.height
        keyframeCount = keyframes?.count
        timestampsAssumed = keyframes?.timestampsAssumed
        self.referenceStatus = referenceStatus
        self.videoDepthAnalysis = videoDepthAnalysis
        self.temporalAssessment = temporalAssessment
        self.failure = failure
    }
}

extension FileReport where Details == VideoDepthDetails {
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
        let analysis: VideoDepthAnalysis
        let referenceStatus: String
        do throws(VideoDepthAnalysisError) {
            analysis = try VideoDepthAnalyzer(sampleRate: sampleRate).analyze(keyframes)
            referenceStatus = "ok"
        } catch {
            analysis = .unavailable
            referenceStatus = error.referenceStatus
        }
        self.init(
            file: file,
            details: VideoDepthDetails(
                keyframes: keyframes, referenceStatus: referenceStatus, videoDepthAnalysis: analysis,
                temporalAssessment: TemporalAssessment(keyframes: keyframes, analyzer: analyzer), failure: nil))
    }

    /// A report for an input that could not be read at all (reference status `not_read`).
    public init(file: String, error: any DepthKitError) {
        self.init(file: file, error: error, referenceStatus: "not_read")
    }

    private init(file: String, error: any DepthKitError, referenceStatus: String) {
        self.init(
            file: file,
            details: VideoDepthDetails(
                keyframes: nil, referenceStatus: referenceStatus, videoDepthAnalysis: .unavailable, temporalAssessment: nil,
                failure: error),
            error: InputError(input: file, underlying: error))
    }
}
