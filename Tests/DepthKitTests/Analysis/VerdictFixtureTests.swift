import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore

/// The demo's labelled captures in `testdata/verdict/` (`scripts/demo.sh` analyses them): each is the
/// ``LabelledScene`` of its kind and seed at 256x192 (the outdoor one is a tuning-set scene), stored as gzip'd depth and confidence, and gets
/// its expected verdict with the reasons that explain it. `DEPTHKIT_REGENERATE_FIXTURES=1` rewrites them.
@Suite("Verdict fixtures")
struct VerdictFixtureTests {
    static let fixtures: [(String, LabelledScene.Kind, UInt64, AssessmentReason)] = [
        ("partial_screen", .partialScreen, 9_000_001, .backgroundVisible),
        ("outdoor", .outdoor, 1_000_003, .mostlyBeyondRange),
    ]

    @Test("demo captures are judged as labelled", arguments: fixtures)
    func fixture(name: String, kind: LabelledScene.Kind, seed: UInt64, reason: AssessmentReason) throws {
        let scene = LabelledScene(kind, seed: seed, sizes: [(256, 192)], family: .original)
        let confidence = try #require(scene.confidence)
        let depthPath = "verdict/\(name).depth.gz", confidencePath = "verdict/\(name).confidence.gz"
        if ProcessInfo.processInfo.environment["DEPTHKIT_REGENERATE_FIXTURES"] == "1" {
            let compressor = DepthCompressor(level: 12)
            try FileManager.default.createDirectory(at: TestData.url("verdict"), withIntermediateDirectories: true)
            try Data(compressor.compress(scene.map, container: .gzip)).write(to: TestData.url(depthPath))
            try Data(compressor.compress(bytes: confidence.levels, container: .gzip)).write(to: TestData.url(confidencePath))
        }
        let map = try DepthDecoder().decode(try TestData.bytes(depthPath), dimensions: scene.map.dimensions).map
        let levels = try ConfidenceMap.decode(try TestData.bytes(confidencePath), dimensions: scene.map.dimensions)
        // The fixtures are exactly what the generator renders for this kind and seed.
        #expect(map == scene.map)
        #expect(levels == confidence)
        let assessment = try DepthAnalyzer().analyze(map, confidence: levels).assessment
        #expect(assessment.verdict == kind.expected, "\(scene): \(assessment.signals) \(assessment.reasons)")
        #expect(assessment.reasons.contains(reason), "\(assessment.reasons)")
    }
}
