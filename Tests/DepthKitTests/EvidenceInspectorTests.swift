import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

/// An analyzer that answers the same for every map, to test the `depth_analysis` plug point.
private struct FixedAnalyzer: CaptureDepthAnalyzer {
    struct Report: Encodable, Sendable {
        let pixels: Int
    }

    let scene: CaptureDepthAnalysis.Scene

    func analyzeCapture(_ map: DepthMap, confidence: ConfidenceMap?) -> CaptureDepthAnalysis {
        .analyzed(report: Report(pixels: map.dimensions.pixelCount), scene: scene, summary: "fixed")
    }
}

@Suite("EvidenceInspector")
struct EvidenceInspectorTests {
    private func inspect(_ capture: String, scene: CaptureDepthAnalysis.Scene) -> EvidenceReport {
        EvidenceInspector(analyzer: FixedAnalyzer(scene: scene)).inspect(CaptureFiles(directory: TestData.url("captures/" + capture).path))
    }

    @Test("a linked analyzer that sees a real scene makes a good capture ok, its report embedded")
    func goodCaptureOK() throws {
        let report = inspect("good", scene: .real)
        // Eight checks pass; hardware_attestation is unavailable without a registry.
        #expect(report.checks.map(\.status) == Array(repeating: .pass, count: 8) + [.unavailable])
        #expect(!report.summary.hardwareAttested)
        #expect(report.summary == EvidenceReport.Summary(checks: report.checks))
        #expect(report.summary.status == .ok)
        #expect(report.summary.reasons == [])
        // 256x192 = 49152 pixels reach the analyzer with the declared dimensions.
        #expect(ReportEncoder.pretty(report).contains("\"depth_analysis\" : {\n    \"pixels\" : 49152\n  }"))
    }

    @Test("a flat scene fails depth_analysis and makes the capture suspicious; undecided is unavailable")
    func flatAndUndecided() {
        let flat = inspect("good", scene: .flat)
        #expect(flat.check(.depthAnalysis) == EvidenceCheck(.depthAnalysis, .fail, "fixed"))
        #expect(flat.summary.status == .suspicious)
        #expect(flat.summary.reasons == ["depth_analysis fail: fixed"])
        #expect(inspect("good", scene: .undecided).check(.depthAnalysis)?.status == .unavailable)
        // Integrity failures outrank the analysis: a tampered photo stays invalid.
        #expect(inspect("tampered_photo", scene: .real).summary.status == .invalid)
    }

    @Test("a capture directory without files fails every check that needs them, naming the files")
    func emptyCapture() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-empty-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = EvidenceInspector().inspect(CaptureFiles(directory: directory))
        #expect(report.check(.metadataSchema) == EvidenceCheck(.metadataSchema, .fail, "\(directory)/metadata.json: no such file"))
        #expect(report.check(.photoDecodes) == EvidenceCheck(.photoDecodes, .fail, "\(directory)/photo.jpg: no such file"))
        #expect(report.check(.depthDecodes) == EvidenceCheck(.depthDecodes, .fail, "\(directory): capture has no depth file"))
        #expect(report.check(.captureHash)?.status == .fail)
        #expect(report.summary.status == .invalid)
        #expect(report.captureHash == nil)
    }
}
