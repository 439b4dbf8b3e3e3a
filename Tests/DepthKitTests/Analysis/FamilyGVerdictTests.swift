import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

/// Validation family G (``FamilyGScene``, issue 27's seventh pass): its scenes are reproducible, carry
/// their class's label, come on the sensor's own grids in both orientations, render every sub-family
/// of every class, and write only finite positive depths or the sensor's markers for no depth. Its
/// verdicts are measured with `depthkit-synth verdict --source validation-g` (docs/VERDICT_VALIDATION.md),
/// not here: the family is run only as a whole.
@Suite("Validation family G")
struct FamilyGVerdictTests {
    /// The sub-family a scene's details name: between the field of view ("°, ") and the sensor ("; ").
    static func subfamily(_ details: String) -> String? {
        guard let start = details.range(of: "°, "), let end = details.range(of: "; ", range: start.upperBound..<details.endIndex) else { return nil }
        return String(details[start.upperBound..<end.lowerBound])
    }

    /// Whether `depth` is a measurement (finite, 5 cm to 8 m: within any phone sensor's reach with noise
    /// and scale errors) or one of the sensor's markers for none (0, NaN, +∞, a sentinel of 25 m or more).
    static func isMeasurementOrMarker(_ depth: Float) -> Bool {
        depth.isNaN || depth == 0 || depth == .infinity || (depth.isFinite && (0.05...8).contains(depth)) || (depth.isFinite && depth >= 25)
    }

    @Test("family G scenes are deterministic and differ by seed")
    func deterministic() {
        let first = FamilyGScene.render(.flatWithClutter, seed: 42)
        let second = FamilyGScene.render(.flatWithClutter, seed: 42)
        let other = FamilyGScene.render(.flatWithClutter, seed: 43)
        // Missing depths may be NaN (never equal to itself): the maps are compared by their text.
        #expect("\(first.map)" == "\(second.map)")
        #expect("\(first.confidence.map { "\($0)" } ?? "none")" == "\(second.confidence.map { "\($0)" } ?? "none")")
        #expect(first.details == second.details)
        #expect("\(first.map)" != "\(other.map)")
    }

    @Test("every sub-family of every class renders with its label, on a sensor grid, with valid depths", arguments: LabelledScene.Kind.allCases)
    func subfamilies(kind: LabelledScene.Kind) throws {
        let names = FamilyGScene.subfamilies(of: kind)
        #expect(names.count >= 3)
        for name in names {
            // The first seed drawing this sub-family (the draw is the scene's first, so this is cheap).
            let seed = try #require((0..<UInt64(500)).first { FamilyGScene.subfamily(of: kind, seed: $0) == name })
            let scene = FamilyGScene.render(kind, seed: seed)
            #expect(scene.kind == kind && scene.seed == seed && scene.expected == kind.expected)
            #expect(Self.subfamily(scene.details) == name, "\(scene.details)")
            #expect(FamilyGScene.sensorSizes.contains { $0 == (scene.map.width, scene.map.height) })
            #expect(scene.details.hasPrefix("\(scene.map.width)x\(scene.map.height) "))
            #expect(scene.intrinsics.cx == Double(scene.map.width - 1) / 2 && scene.intrinsics.cy == Double(scene.map.height - 1) / 2)
            if let confidence = scene.confidence { #expect(confidence.dimensions == scene.map.dimensions) }
            let strays = scene.map.meters.filter { !Self.isMeasurementOrMarker($0) }
            #expect(strays.isEmpty, "\(scene.details): \(strays.count) depths such as \(strays.prefix(3))")
            // Every scene shows something in range.
            let measured = scene.map.meters.filter { $0.isFinite && (0.05...8).contains($0) }.count
            #expect(measured * 10 > scene.map.meters.count, "\(kind.rawValue) \(name): \(measured) measured")
        }
    }

    @Test("family G holds portrait and landscape captures, and keeps to the grids it is given")
    func orientationsAndGrids() throws {
        let details = (0..<UInt64(12)).map { FamilyGScene.render(.corridor, seed: $0, sizes: [(256, 192)]).details }
        #expect(details.allSatisfy { $0.hasPrefix("256x192 ") })
        #expect(details.contains { $0.hasPrefix("256x192 portrait") })
        #expect(details.contains { $0.hasPrefix("256x192 landscape") })
        let selfie = try #require((0..<UInt64(500)).first { FamilyGScene.subfamily(of: .closePerson, seed: $0) == "selfie" })
        let front = FamilyGScene.render(.closePerson, seed: selfie, sizes: [(320, 240)])
        #expect(front.details.hasPrefix("320x240 ") && front.details.contains("TrueDepth"))
    }
}
