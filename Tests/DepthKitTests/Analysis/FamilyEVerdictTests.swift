import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

/// Validation family E (``FamilyEScene``, issue 27's fifth pass): its scenes are reproducible and a share
/// of them are portrait captures (the scene turned 90° in the landscape map). Its verdicts are measured
/// with `depthkit-synth verdict --source validation-e` (docs/VERDICT_VALIDATION.md), not here; since the
/// sixth pass it is a seen family (inspected and tuned on).
@Suite("Validation family E")
struct FamilyEVerdictTests {
    @Test("family E scenes are deterministic and differ by seed")
    func deterministic() {
        let first = FamilyEScene.render(.outdoor, seed: 42, sizes: [(256, 192)])
        let second = FamilyEScene.render(.outdoor, seed: 42, sizes: [(256, 192)])
        let other = FamilyEScene.render(.outdoor, seed: 43, sizes: [(256, 192)])
        // Beyond range may be written as NaN (never equal to itself): the maps are compared by their text.
        #expect("\(first.map)" == "\(second.map)")
        #expect("\(first.confidence.map { "\($0)" } ?? "none")" == "\(second.confidence.map { "\($0)" } ?? "none")")
        #expect(first.details == second.details)
        #expect("\(first.map)" != "\(other.map)")
    }

    @Test("family E holds portrait and landscape captures on the landscape grid")
    func portrait() {
        let details = (0..<12).map { FamilyEScene.render(.outdoor, seed: UInt64($0), sizes: [(256, 192)]).details }
        #expect(details.allSatisfy { $0.hasPrefix("256x192") })
        #expect(details.contains { $0.hasPrefix("256x192 portrait") })
        #expect(details.contains { !$0.hasPrefix("256x192 portrait") })
    }
}
