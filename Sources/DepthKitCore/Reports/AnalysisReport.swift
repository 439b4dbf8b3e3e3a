/// Both answers for one depth map: the reference-compatible ``DepthAnalysis`` and DepthKit's
/// ``Assessment``. Encodes as `{"depth_analysis": {…}, "assessment": {…}}`.
public struct AnalysisReport: Equatable, Sendable, Encodable {
    /// The reference backend's object, exactly.
    public let depthAnalysis: DepthAnalysis
    /// DepthKit's verdict.
    public let assessment: Assessment

    /// Pairs the two objects.
    public init(depthAnalysis: DepthAnalysis, assessment: Assessment) {
        self.depthAnalysis = depthAnalysis
        self.assessment = assessment
    }

    /// The report for a map that could not be decoded or analysed: both objects unavailable.
    public static func unavailable(reason: UnavailableReason) -> AnalysisReport {
        AnalysisReport(depthAnalysis: .unavailable(reason), assessment: .unavailable(reason))
    }

    /// The report for an input that failed with `error` (decoding, reading, confidence).
    public static func unavailable(error: any DepthKitError) -> AnalysisReport {
        unavailable(reason: UnavailableReason(error))
    }
}
