import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

/// The assessment's verdict on every calibration scene: synthetic flat surfaces at any tilt and
/// distance are `flat_surface`, synthetic and real scenes with 3D structure are `real_scene`, and the
/// corpus maps the reference gets wrong are judged right. docs/ANALYSIS.md tabulates these signals.
@Suite("Assessment calibration")
struct AssessmentCalibrationTests {
    static let screens: [SyntheticScene.Kind] = [0.0, 10, 20, 30, 40, 50, 60, 70].flatMap { tilt in
        [0.2, 0.5, 1.0, 1.5].map { .screen(distanceMeters: $0, tiltDegrees: tilt, axisDegrees: tilt * 1.3) }
    }
    static let prints: [SyntheticScene.Kind] = [35.0, 50, 70, 90].flatMap { pitch in
        [0.3, 0.6].map { .printOnTable(heightMeters: $0, pitchDegrees: pitch) }
    }
    static let structured: [SyntheticScene.Kind] =
        (0..<6).map { .room(variant: $0) } + [0.25, 0.35, 0.5, 0.8].map { .closeObject(distanceMeters: $0) }

    @Test("screens at 0–70° and 0.2–1.5 m are flat surfaces", arguments: screens)
    func screensAreFlat(kind: SyntheticScene.Kind) {
        let scene = SyntheticScene(kind, seed: 7)
        let report = DepthAnalyzer(intrinsics: scene.intrinsics).analyze(scene.render())
        let signals = report.assessment.signals
        #expect(report.assessment.verdict == .flatSurface, "\(scene): \(signals)")
        #expect(signals.planeInlierFraction ?? 0 > 0.97, "\(scene): \(signals)")
        #expect(report.assessment.confidence > 0.9, "\(scene)")
        // The fitted plane's tilt is the rendered one (the normal's angle to the optical axis).
        if case let .screen(_, tilt, _) = kind {
            #expect(abs((signals.planeTiltDegrees ?? -1) - tilt) < 1.5, "\(scene): tilt \(signals.planeTiltDegrees ?? -1)")
        }
    }

    @Test("prints lying on tables are flat surfaces", arguments: prints)
    func printsAreFlat(kind: SyntheticScene.Kind) {
        let scene = SyntheticScene(kind, seed: 7)
        let report = DepthAnalyzer(intrinsics: scene.intrinsics).analyze(scene.render())
        #expect(report.assessment.verdict == .flatSurface, "\(scene): \(report.assessment.signals)")
        if case let .printOnTable(_, pitch) = kind {
            // Looking down at `pitch`, the table's normal is 90° − pitch from the optical axis.
            #expect(abs((report.assessment.signals.planeTiltDegrees ?? -1) - (90 - pitch)) < 1.5, "\(scene)")
        }
    }

    /// Boxes on a table: (height above the table, pitch, box side, expected verdict).
    static let tabletops: [(Double, Double, Double, Assessment.Verdict)] = [
        (0.3, 45, 0.12, .realScene), (0.3, 70, 0.08, .realScene), (0.5, 70, 0.08, .realScene),
        (0.5, 90, 0.12, .realScene), (0.5, 45, 0.03, .flatSurface), (0.8, 90, 0.03, .flatSurface),
    ]

    @Test("a box on a table is structure once it covers a few percent of the view", arguments: tabletops)
    func objectsOnTables(height: Double, pitch: Double, size: Double, verdict: Assessment.Verdict) {
        let scene = SyntheticScene(.objectOnTable(heightMeters: height, pitchDegrees: pitch, sizeMeters: size), seed: 7)
        let assessment = DepthAnalyzer(intrinsics: scene.intrinsics).analyze(scene.render()).assessment
        #expect(assessment.verdict == verdict, "\(scene): \(assessment.signals)")
    }

    @Test("rooms and close objects are real scenes", arguments: structured)
    func structuredScenesAreReal(kind: SyntheticScene.Kind) {
        let scene = SyntheticScene(kind, seed: 7)
        let report = DepthAnalyzer().analyze(scene.render())
        #expect(report.assessment.verdict == .realScene, "\(scene): \(report.assessment.signals)")
        #expect(report.assessment.signals.offPlaneStructureFraction ?? 0 > 0.1, "\(scene): \(report.assessment.signals)")
    }

    @Test("corpus verdicts", arguments: [
        ("tilted_screen_35deg", Assessment.Verdict.flatSurface), ("oblique_plane_50deg_2m", .flatSurface),
        ("grazing_plane_55deg", .flatSurface), ("flat_0p4m", .flatSurface), ("flat_0p4m_one_outlier", .flatSurface),
        ("flat_1m_noise3mm", .flatSurface), ("flat_0p5m_noise3mm_640x480", .flatSurface),
        ("flat_screen_speckle20", .flatSurface), ("constant_2m", .flatSurface),
        ("varied_room", .realScene), ("varied_room_320x240", .realScene), ("varied_room_640x480", .realScene),
        ("varied_room_holes", .realScene), ("varied_room_one_far_pixel", .realScene),
        ("varied_room_portrait_192x256", .realScene), ("portrait_declared_256x192", .realScene),
        ("half_nan", .realScene), ("sphere_cylinder", .realScene), ("outdoor_sky", .realScene),
        ("two_planes_0p4_2m", .realScene), ("not_gzip", .insufficientData), ("tiny_3x3", .insufficientData),
        ("tiny_4x4", .insufficientData), ("single_pixel_1m", .insufficientData), ("all_invalid", .insufficientData),
    ])
    func corpusVerdicts(name: String, verdict: Assessment.Verdict) throws {
        let assessment = try AnalysisFixtures.report(corpus: name).assessment
        #expect(assessment.verdict == verdict, "\(name): \(assessment.signals) \(assessment.reasons)")
    }

    @Test("the reference's false positive is named")
    func referenceFalsePositive() throws {
        let report = try AnalysisFixtures.report(corpus: "oblique_plane_50deg_2m")
        #expect(report.depthAnalysis.status == .pass)
        #expect(report.assessment.reasons == [.singlePlane, .tiltedPlane, .referenceFalsePositive])
    }

    @Test("speckle on a screen is isolated, not structure")
    func speckleIsIsolated() throws {
        let assessment = try AnalysisFixtures.report(corpus: "flat_screen_speckle20").assessment
        // flat_screen_speckle20.json: 20 % of pixels replaced by random depths.
        let off = try #require(assessment.signals.offPlaneFraction)
        #expect(abs(off - 0.2) < 0.01)
        #expect(assessment.signals.offPlaneStructureFraction ?? 1 < 0.01)
        #expect(assessment.reasons.contains(.isolatedOutliersOnly))
    }

    @Test("real sensor frames are real scenes", arguments: AnalysisFixtures.realFrames)
    func realFramesAreReal(name: String) throws {
        let analyzer = DepthAnalyzer(intrinsics: try AnalysisFixtures.realIntrinsics(name))
        let assessment = analyzer.analyze(try AnalysisFixtures.realFrame(name)).assessment
        #expect(assessment.verdict == .realScene, "\(name): \(assessment.signals)")
        #expect(assessment.signals.offPlaneStructureFraction ?? 0 > 0.3, "\(name): \(assessment.signals)")
    }
}

extension SyntheticScene.Kind: CustomTestStringConvertible {
    public var testDescription: String { SyntheticScene(self).description }
}
