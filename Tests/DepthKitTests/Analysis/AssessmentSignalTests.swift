import Foundation
import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

/// Each assessment signal on constructed maps with known answers.
@Suite("Assessment signals")
struct AssessmentSignalTests {
    @Test("a noiseless plane at a known tilt lies entirely on the fitted plane", arguments: [0.0, 25, 45, 65])
    func planeAtKnownTilt(tilt: Double) throws {
        let scene = SyntheticScene(.screen(distanceMeters: 0.6, tiltDegrees: tilt, axisDegrees: 30), noisy: false)
        let signals = DepthAnalyzer(intrinsics: scene.intrinsics).analyze(scene.render()).assessment.signals
        #expect(signals.planeInlierFraction == 1)
        #expect(signals.offPlaneFraction == 0)
        #expect(try #require(signals.planeRMSEMeters) < 1e-4)  // Float32 rounding only
        #expect(abs(try #require(signals.planeTiltDegrees) - tilt) < 0.05)
        #expect(signals.depthLayers == 1)
    }

    @Test("without intrinsics the tilt is null and the far/near ratio tells the tilt")
    func tiltWithoutIntrinsics() throws {
        let scene = SyntheticScene(.screen(distanceMeters: 0.6, tiltDegrees: 45, axisDegrees: 0), noisy: false)
        let assessment = DepthAnalyzer().analyze(scene.render()).assessment
        #expect(assessment.signals.planeTiltDegrees == nil)
        // Rotated 45° about the vertical axis: z = d·cos t / (sin t · X + cos t) with X = (x − cx)/f. The
        // corner columns sit at X = ±127.5/f, f = 128/tan 31° → X = ±0.59851, so far/near =
        // (1 + 0.59851)/(1 − 0.59851) = 3.9814.
        #expect(abs(try #require(assessment.signals.planeDepthRatio) - 3.9814) < 1e-3)
        #expect(assessment.reasons == [.singlePlane, .tiltedPlane])
    }

    @Test("two planes are two layers and a real scene")
    func twoPlanes() throws {
        let map = try AnalysisFixtures.map { x, _ in x < 128 ? 1.0 : 3.0 }
        let assessment = DepthAnalyzer().analyze(map).assessment
        #expect(assessment.signals.depthLayers == 2)
        #expect(assessment.signals.planeInlierFraction == 0.5)
        #expect(assessment.verdict == .realScene)
        #expect(assessment.reasons == [.offPlaneStructure, .multipleDepthLayers])
    }

    @Test("a cluster spanning exactly two adjacent bins is a layer (the reference misses it)")
    func twoBinCluster() throws {
        // 64x64: one pixel at 2.0 m sets max = 2.0, min = 1.0 → reference bins 0.02 m wide. Half the
        // map at 1.0 m; the other half alternates 1.515 m (reference bin 25, log bin 16 of the octave
        // [1, 2) whose bins are 1/32 m) and 1.535 m (reference bin 26, log bin 17).
        let map = try AnalysisFixtures.map(width: 64, height: 64) { x, y in
            if x == 0 && y == 0 { return 2.0 }
            return y < 32 ? 1.0 : ((x + y) % 2 == 0 ? 1.515 : 1.535)
        }
        let report = DepthAnalyzer().analyze(map)
        // Reference: smoothed bins 25 and 26 are equal (2048/3), so neither is strictly greater: only bin 0 counts.
        #expect(report.depthAnalysis.depthLayers == 1)
        #expect(report.assessment.signals.depthLayers == 2)
    }

    @Test("one far pixel does not collapse the layer count")
    func oneFarPixel() throws {
        let room = try AnalysisFixtures.report(corpus: "varied_room")
        let farPixel = try AnalysisFixtures.report(corpus: "varied_room_one_far_pixel")
        // Oracle: the reference drops from 5 to 2 layers.
        #expect(room.depthAnalysis.depthLayers == 5 && farPixel.depthAnalysis.depthLayers == 2)
        #expect(room.assessment.signals.depthLayers == farPixel.assessment.signals.depthLayers)
        #expect(farPixel.assessment.signals.depthLayers >= 3)
    }

    @Test("the layer count does not depend on resolution or noise draw")
    func layersAreStable() throws {
        let resolutions = try ["varied_room", "varied_room_320x240", "varied_room_640x480", "varied_room_holes"].map {
            try AnalysisFixtures.report(corpus: $0)
        }
        // Oracle: the reference counts 5, 4, 4 and 5 layers for the same room.
        #expect(resolutions.map(\.depthAnalysis.depthLayers) == [5, 4, 4, 5])
        #expect(Set(resolutions.map(\.assessment.signals.depthLayers)) == [3])
        let draws = (1...4).map { DepthAnalyzer().analyze(SyntheticScene(.room(variant: 3), seed: $0).render()) }
        #expect(Set(draws.map(\.assessment.signals.depthLayers)).count == 1)
    }

    @Test("random depths are incoherent, not a real scene")
    func noiseIsIncoherent() throws {
        var generator = SplitMix64(seed: 3)
        let map = try AnalysisFixtures.map { _, _ in Float.random(in: 0.5...5, using: &generator) }
        let report = DepthAnalyzer().analyze(map)
        #expect(report.assessment.verdict == .insufficientData)
        #expect(report.assessment.reasons.first == .incoherentDepth)
        // The reference passes noise as a real scene: large spread, many histogram bumps, edges everywhere.
        #expect(report.depthAnalysis.status == .pass)
    }

    @Test("too few valid pixels and low coverage are insufficient data")
    func tooLittleData() throws {
        let few = try AnalysisFixtures.map(width: 16, height: 15) { _, _ in 1.0 }  // 240 < 256 pixels
        #expect(DepthAnalyzer().analyze(few).assessment.reasons == [.tooFewValidPixels])
        let sparse = try AnalysisFixtures.map { x, y in x < 20 && y < 96 ? 1.0 : 0 }  // 1,920 of 49,152 = 3.9 %
        let assessment = DepthAnalyzer().analyze(sparse).assessment
        #expect(assessment.verdict == .insufficientData)
        #expect(assessment.reasons == [.lowCoverage])
        #expect(assessment.signals.coverage == 1920.0 / 49152)
    }

    @Test("background seen above a screen is background, and confidence shrinks as the plane's share nears 60 %",
          arguments: [(3, 1.0), (4, 1.0), (20, 1.0), (60, 0.675)])
    func backgroundAboveScreen(blockRows: Int, confidence: Double) throws {
        // A 0.6 m screen whose top rows show a 2.0 m wall: every wall pixel is structure (full rows).
        let map = try AnalysisFixtures.map { _, y in y < blockRows ? 2.0 : 0.6 }
        let assessment = DepthAnalyzer().analyze(map).assessment
        let structure = Double(blockRows * 256) / 49_152  // 1.56 %, 2.08 %, 10.4 %, 31.25 %
        #expect(assessment.signals.offPlaneStructureFraction == structure)
        #expect(assessment.signals.enclosedStructureFraction == 0)
        #expect(assessment.signals.foregroundStructureFraction == 0)
        // The layout samples rows 1, 3, 5, …: rows/2 of its 96 sampled rows fall in the wall.
        #expect(assessment.signals.backgroundStructureFraction == Double(blockRows / 2) / 96)
        #expect(assessment.verdict == .flatSurface)
        #expect(assessment.reasons == [.singlePlane, .backgroundVisible])
        // 0.5 + 0.5 · clamp((inliers − 0.6)/0.25) with inliers = 1 − structure: 60 rows → 0.6875 → 0.675.
        #expect(abs(assessment.confidence - confidence) < 1e-12)
    }

    @Test("a wall in the last three columns is all structure where a row ends in a lone quad or a tail",
          arguments: [12, 13, 20])
    func wallAtNarrowRowsEnd(width: Int) throws {
        // Rows of 12 and 20 pixels end in a quad after the eight-pixel steps, 13 in a quad and one pixel.
        // A 0.6 m screen with a 2.0 m wall in its last three columns: each wall pixel has two off-plane
        // neighbours within 5 % (beside it in the wall, and above or below), so all 3·32 are structure.
        let map = try AnalysisFixtures.map(width: width, height: 32) { x, _ in x >= width - 3 ? 2.0 : 0.6 }
        let assessment = DepthAnalyzer().analyze(map).assessment
        #expect(assessment.signals.offPlaneStructureFraction == Double(3 * 32) / Double(width * 32))
    }
}

@Suite("Hostile maps")
struct HostileMapTests {
    static let maps: [(String, @Sendable (Int, Int) -> Float)] = [
        ("checkerboard 0.1 / 20 m", { x, y in (x + y) % 2 == 0 ? 0.1 : 20 }),
        ("all exactly 20 m", { _, _ in 20 }),
        ("near-vertical plane at the 0.1 m limit", { x, _ in 0.1 + Float(x) * 1e-7 }),
        ("valid pixels only on odd rows and columns", { x, y in x % 2 == 1 && y % 2 == 1 ? 1 + Float(x) / 100 : .nan }),
        ("two depths 19.99 and 0.1 in halves", { x, _ in x < 128 ? 19.99 : 0.1 }),
        ("subnormal, huge and infinite values around one valid block", { x, y in
            x < 40 && y < 40 ? 2 : [Float.leastNonzeroMagnitude, .greatestFiniteMagnitude, -.infinity][(x + y) % 3] }),
    ]

    @Test("every reported number is finite and every share in [0, 1]", arguments: maps.indices)
    func finiteReports(index: Int) throws {
        let (name, depth) = Self.maps[index]
        let report = DepthAnalyzer(intrinsics: try CameraIntrinsics(fx: 200, fy: 200, cx: 127.5, cy: 95.5))
            .analyze(try AnalysisFixtures.map(depth))
        let reference = report.depthAnalysis, signals = report.assessment.signals
        let numbers = [
            reference.depthVariance, reference.edgeCoherence, reference.minDepth, reference.maxDepth,
            report.assessment.confidence, signals.coverage,
        ] + [signals.planeRMSEMeters, signals.planeTiltDegrees, signals.planeDepthRatio].compactMap { $0 }
        #expect(numbers.allSatisfy { $0.isFinite }, "\(name): \(report)")
        let shares = [report.assessment.confidence, signals.coverage]
            + [signals.planeInlierFraction, signals.offPlaneFraction, signals.offPlaneStructureFraction].compactMap { $0 }
        #expect(shares.allSatisfy { (0...1).contains($0) }, "\(name): \(signals)")
        #expect(!ReportEncoder.line(report).isEmpty)  // would trap on NaN or ∞
    }
}
