import DepthKitCore

/// DepthKit's analyzer as the evidence report's `depth_analysis` check: the check passes for a
/// real scene, fails for a flat surface and is unavailable when the depth cannot tell.
extension DepthAnalyzer: CaptureDepthAnalyzer {
    public func analyzeCapture(_ map: DepthMap, confidence: ConfidenceMap?) -> CaptureDepthAnalysis {
        let report: AnalysisReport
        do throws(ConfidenceMapError) { report = try analyze(map, confidence: confidence) } catch {
            return .unavailable(because: error)
        }
        let assessment = report.assessment
        let scene: CaptureDepthAnalysis.Scene = switch assessment.verdict {
        case .realScene: .real
        case .flatSurface: .flat
        case .insufficientData: .undecided
        }
        let reasons = assessment.reasons.map(\.description).joined(separator: ", ")
        let summary = "\(assessment.verdict.rawValue) (confidence \(assessment.confidence.formatted2)): \(reasons); "
            + "reference status \(report.depthAnalysis.status.rawValue)"
        return .analyzed(report: report, scene: scene, summary: summary)
    }
}

extension Double {
    /// Two decimals, for human-readable summaries.
    fileprivate var formatted2: String {
        let hundredths = (self * 100).rounded()
        return String(hundredths / 100)
    }
}
