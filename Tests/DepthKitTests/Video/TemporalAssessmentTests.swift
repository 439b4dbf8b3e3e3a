import _DepthKitTestSupport
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

@Suite struct TemporalAssessmentTests {
    static func assess(_ subject: SyntheticVideoCapture.Subject, frames: Int = 90) throws -> TemporalAssessment {
        let capture = SyntheticVideoCapture(frameCount: frames, subject: subject)
        return TemporalAssessment(keyframes: try DepthKeyframeDecoder().decode(capture.depthFile(.concatenatedDeflate)))
    }

    @Test func panningAcrossARoomIsARealScene() throws {
        let assessment = try Self.assess(.room)
        #expect(assessment.verdict == .realScene, "\(assessment.reasons) flat \(assessment.flatShare)")
        #expect(assessment.keyframeCount == 30)
        #expect(assessment.discontinuities.isEmpty)
        #expect(assessment.movingPairShare > 0.5)
    }

    @Test func aScreenIsFlatInEveryKeyframe() throws {
        let assessment = try Self.assess(.screen)
        #expect(assessment.verdict == .flatSurface)
        #expect(assessment.flatShare == 1)
        #expect(assessment.reasons.first == "flat_in_every_keyframe")
    }

    /// A wall filmed for part of a room walk: some flat keyframes, most real.
    @Test func someFlatKeyframesInARealSceneStayReal() {
        let verdicts = [Assessment.Verdict](repeating: .realScene, count: 20) + [Assessment.Verdict](repeating: .flatSurface, count: 8)
        let assessment = TemporalAssessment(verdicts: verdicts, changes: [])
        #expect(assessment.verdict == .realScene)
        #expect(assessment.reasons.first == "real_structure_in_most_keyframes")
        let split = TemporalAssessment(verdicts: [.realScene, .flatSurface, .flatSurface, .insufficientData], changes: [])
        #expect(split.verdict == .mixed)
        #expect(TemporalAssessment(verdicts: [.realScene, .insufficientData], changes: []).verdict == .insufficientData)
    }

    /// A splice: keyframe 6 of the shuffled corpus pack is 2.5 m deeper than its neighbours.
    @Test func aSplicedKeyframeIsADiscontinuity() throws {
        let keyframes = try DepthKeyframeDecoder().decode(try TestData.bytes("reference/video-corpus/offsets_shuffled_sr1.rldp.gz"))
        let assessment = TemporalAssessment(keyframes: keyframes)
        #expect(assessment.discontinuities == [6, 7])
        #expect(assessment.verdict == .mixed || assessment.verdict == .insufficientData)
        let jump = KeyframePairChange(keyframeIndex: 1, before: [1, 1, 1, 1], after: [3.5, 3.5, 1, 1])
        #expect(jump.comparedPixels == 1)
        let dolly = KeyframePairChange(keyframeIndex: 1, before: [Float](repeating: 2, count: 64), after: [Float](repeating: 2.2, count: 64))
        #expect(abs(dolly.scale - 1.1) < 1e-6)
        #expect(dolly.discontinuityShare == 0)
    }
}
