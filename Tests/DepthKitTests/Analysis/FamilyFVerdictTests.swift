import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

/// Validation family F (``FamilyFScene``, issue 27's sixth pass): its scenes are reproducible, carry
/// their class's label, come in several sub-families per class and in both orientations, are drawn
/// until their geometry is what the class describes, and write only finite positive depths or the
/// sensor's markers for no depth. Its verdicts are measured with `depthkit-synth verdict --source
/// validation-f` (docs/VERDICT_VALIDATION.md), not here: the family is run as a whole, never scene by scene.
@Suite("Validation family F")
struct FamilyFVerdictTests {
    /// The sub-family a scene's details name: the word before " (draw".
    static func subfamily(_ details: String) -> Substring? {
        details.split(separator: " (draw").first?.split(separator: " ").last
    }

    @Test("family F scenes are deterministic and differ by seed")
    func deterministic() {
        let first = FamilyFScene.render(.outdoor, seed: 42, sizes: [(256, 192)])
        let second = FamilyFScene.render(.outdoor, seed: 42, sizes: [(256, 192)])
        let other = FamilyFScene.render(.outdoor, seed: 43, sizes: [(256, 192)])
        // Beyond range may be written as NaN (never equal to itself): the maps are compared by their text.
        #expect("\(first.map)" == "\(second.map)")
        #expect("\(first.confidence.map { "\($0)" } ?? "none")" == "\(second.confidence.map { "\($0)" } ?? "none")")
        #expect(first.details == second.details)
        #expect("\(first.map)" != "\(other.map)")
    }

    @Test("every class is labelled as itself, drawn from at least two sub-families, each layout accepted before the 40th draw",
          arguments: LabelledScene.Kind.allCases)
    func labelsAndSubfamilies(kind: LabelledScene.Kind) {
        let scenes = (0..<4).map { FamilyFScene.render(kind, seed: UInt64($0), sizes: [(256, 192)]) }
        #expect(scenes.allSatisfy { $0.kind == kind && $0.expected == kind.expected })
        #expect(Set(scenes.compactMap { Self.subfamily($0.details) }).count >= 2, "\(scenes.map(\.details))")
        // Draw 40 is kept whatever its geometry; an accepted layout stops earlier.
        #expect(scenes.allSatisfy { !$0.details.contains("(draw 40)") }, "\(scenes.map(\.details))")
    }

    @Test("maps have the grid asked for and hold only finite positive depths, zero, NaN or +inf",
          arguments: LabelledScene.Kind.allCases)
    func validValues(kind: LabelledScene.Kind) {
        for seed in UInt64(4)..<5 {
            let scene = FamilyFScene.render(kind, seed: seed, sizes: [(256, 192)])
            #expect(scene.map.width == 256 && scene.map.height == 192)
            #expect(scene.details.hasPrefix("256x192 "))
            #expect(scene.map.meters.allSatisfy { $0.isNaN || $0 == 0 || $0 == .infinity || ($0.isFinite && $0 >= 0.01 && $0 <= 66) })
            #expect(scene.map.meters.contains { $0.isFinite && $0 > 0.01 && $0 < 6 })
            if let confidence = scene.confidence { #expect(confidence.dimensions == scene.map.dimensions) }
            #expect(scene.intrinsics.fx > 0 && abs(scene.intrinsics.cx - 127.5) <= 0.02 * 256 + 1e-9)
        }
    }

    @Test("family F holds portrait and landscape captures on the landscape grid")
    func portrait() {
        let details = (0..<8).map { FamilyFScene.render(.room, seed: UInt64($0), sizes: [(256, 192)]).details }
        #expect(details.contains { $0.hasPrefix("256x192 portrait") })
        #expect(details.contains { $0.hasPrefix("256x192 landscape") })
    }

    @Test("selfies are taken by the front TrueDepth camera on its own grid; the rear LiDAR writes 256x192")
    func sensors() {
        let people = (0..<6).map { FamilyFScene.render(.closePerson, seed: UInt64($0), sizes: [(256, 192), (320, 240)]) }
        let selfies = people.filter { Self.subfamily($0.details) == "selfie" }
        #expect(!selfies.isEmpty)
        #expect(selfies.allSatisfy { $0.details.contains("TrueDepth") && $0.map.width >= 320 && $0.confidence == nil })
        #expect(people.filter { Self.subfamily($0.details) != "selfie" }.allSatisfy { $0.details.contains("LiDAR") && $0.map.width == 256 })
    }
}
