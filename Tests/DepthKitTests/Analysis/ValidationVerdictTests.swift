import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore

/// The verdict on the validation family (``ValidationScene``: a third generator written from the class
/// descriptions alone and never used to choose a threshold), 10 scenes per class on the iPhone grid from
/// seeds never inspected. Measured on this set with the fourth pass's rule (the ground of an open scene):
/// 96 % overall, walls 90 %, table tops 70 %, every other class 100 % (outdoor was 70 % before it) —
/// under the goals (≥ 97 %, every class ≥ 90 %), which this branch does not reach on this family
/// (docs/VERDICT_VALIDATION.md). The floors are the measured values, so any
/// regression fails. `depthkit-synth verdict --source validation` runs larger sets.
@Suite("Validation-family verdict")
struct ValidationVerdictTests {
    static let base: UInt64 = 9_990_000

    @Test("every class of the validation family is judged at least as well as measured")
    func validation() {
        let evaluation = VerdictEvaluation(source: .validation, base: Self.base, perKind: 10, sizes: [(256, 192)])
        for miss in evaluation.misses { print(miss) }
        #expect(evaluation.outcomes.count == 100)
        #expect(evaluation.accuracy >= 0.96)
        let floors: [LabelledScene.Kind: Double] = [
            .tableTop: 0.7, .wallWithRelief: 0.9,
        ]
        for kind in LabelledScene.Kind.allCases {
            #expect(evaluation.accuracy(kind) >= floors[kind, default: 1], "\(kind.rawValue)")
        }
    }

    @Test("validation scenes are deterministic and differ by seed")
    func deterministic() {
        let first = ValidationScene.render(.tableTop, seed: 42, sizes: [(256, 192)])
        let second = ValidationScene.render(.tableTop, seed: 42, sizes: [(256, 192)])
        let other = ValidationScene.render(.tableTop, seed: 43, sizes: [(256, 192)])
        #expect(first.map == second.map)
        #expect(first.confidence == second.confidence)
        #expect(first.details == second.details)
        #expect(first.map != other.map)
    }
}
