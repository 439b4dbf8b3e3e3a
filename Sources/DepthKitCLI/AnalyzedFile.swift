import DepthKitCore
import Foundation

/// One line of `depthkit analyze` output: the file, its analysis report, and the error that made it
/// unavailable, if any.
struct AnalyzedFile: Encodable {
    let file: String
    let report: AnalysisReport
    let error: ErrorReport?

    init(file: String, report: AnalysisReport) {
        self.file = file
        self.report = report
        error = nil
    }

    init(file: String, error: InputError) {
        self.file = file
        report = .unavailable(error: error)
        self.error = ErrorReport(error, advice: .commandLine)
    }

    enum CodingKeys: String, CodingKey {
        case file, assessment, error
        case depthAnalysis = "depth_analysis"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(report.depthAnalysis, forKey: .depthAnalysis)
        try container.encode(report.assessment, forKey: .assessment)
        try container.encodeIfPresent(error, forKey: .error)
    }

    /// The `--format json` line.
    var jsonLine: String { ReportEncoder.line(self) }

    /// The human-readable lines.
    var text: String {
        let assessment = report.assessment, reference = report.depthAnalysis, signals = assessment.signals
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
