import DepthKitCore
import Foundation

/// One line of `depthkit analyze` output: the file, its analysis report's two objects, and the
/// error that made them unavailable (the key left out when there is none).
struct AnalyzedFile: Encodable {
    let file: String
    /// The reference backend's object (its unavailable form on error).
    let depthAnalysis: DepthAnalysis
    /// DepthKit's verdict (its unavailable form on error).
    let assessment: Assessment
    /// Why the file could not be analysed; absent when it was.
    let error: ErrorReport?

    init(file: String, report: AnalysisReport) {
        self.file = file
        depthAnalysis = report.depthAnalysis
        assessment = report.assessment
        error = nil
    }

    init(file: String, error: InputError) {
        let report = AnalysisReport.unavailable(error: error)
        self.file = file
        depthAnalysis = report.depthAnalysis
        assessment = report.assessment
        self.error = ErrorReport(error, advice: .commandLine)
    }

    /// The `--format json` line.
    var jsonLine: String { ReportEncoder.line(self) }

    /// The human-readable lines.
    var text: String {
        let reference = depthAnalysis, signals = assessment.signals
        let reasons = assessment.reasons.map(\.code).joined(separator: ", ")
        var lines = ["\(file): \(assessment.verdict.rawValue) (confidence \(fixed(assessment.confidence, 2))) — \(reasons)"]
        if let error { lines.append("  error: \(error.message)") }
        if reference.status == .unavailable {
            lines.append("  reference: unavailable (\(reference.unavailableReason?.rawValue ?? "unknown"))")
        } else {
            lines.append(
                "  reference: \(reference.status.rawValue), std \(fixed(reference.depthVariance, 3)) m, "
                    + "\(reference.depthLayers) layers, edge coherence \(fixed(reference.edgeCoherence, 3)), "
                    + "depth \(fixed(reference.minDepth, 3))–\(fixed(reference.maxDepth, 3)) m")
        }
        if let inliers = signals.planeInlierFraction {
            var plane = "  plane: \(percent(inliers)) of valid pixels on it"
            if let rmse = signals.planeRMSEMeters { plane += ", rmse \(fixed(rmse * 1000, 1)) mm" }
            if let tilt = signals.planeTiltDegrees { plane += ", tilt \(fixed(tilt, 1))°" }
            if let ratio = signals.planeDepthRatio { plane += ", far/near \(fixed(ratio, 2))" }
            if let structure = signals.offPlaneStructureFraction { plane += "; off-plane surfaces \(percent(structure))" }
            lines.append(plane)
        }
        if let enclosed = signals.enclosedStructureFraction {
            lines.append(
                "  off-plane structure: on the plane \(percent(enclosed)), foreground "
                    + "\(percent(signals.foregroundStructureFraction ?? 0)), background "
                    + "\(percent(signals.backgroundStructureFraction ?? 0)), relief \(percent(signals.reliefFraction ?? 0))")
        }
        var coverage = "  coverage \(percent(signals.coverage)) (\(signals.validPixels) px), \(signals.depthLayers) depth layers"
        if let high = signals.highConfidenceFraction { coverage += ", high confidence \(percent(high))" }
        if let beyond = signals.beyondRangeFraction { coverage += ", beyond range \(percent(beyond))" }
        lines.append(coverage)
        return lines.joined(separator: "\n")
    }
}

private func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

private func percent(_ share: Double) -> String { fixed(share * 100, 1) + " %" }
