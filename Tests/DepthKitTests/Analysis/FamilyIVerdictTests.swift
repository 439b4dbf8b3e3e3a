import DepthKitCore
import Foundation
import Testing
@testable import _DepthKitTestSupport

/// Validation family I's generator properties: the same seed gives the same scene, every class draws
/// all its sub-families, the grids and intrinsics are the sensors', missing depth is written in one of
/// the capture conventions, portrait and landscape both occur, the volume renders known geometry where
/// it is, and each flat class's labelled surface covers its share of the frame. Never verdicts: those
/// are measured with `depthkit-synth verdict --source validation-i` (docs/VERDICT_VALIDATION.md).
@Suite("Validation family I")
struct FamilyIVerdictTests {
    /// Bit patterns, so that NaN equals NaN.
    static func bits(_ map: DepthMap) -> [UInt32] { map.meters.map(\.bitPattern) }

    @Test("the same kind and seed give the same scene")
    func determinism() {
        let first = FamilyIScene.render(.printWithTableEdge, seed: 42)
        let second = FamilyIScene.render(.printWithTableEdge, seed: 42)
        #expect(Self.bits(first.map) == Self.bits(second.map))
        #expect(first.confidence == second.confidence)
        #expect(first.details == second.details)
        let other = FamilyIScene.render(.printWithTableEdge, seed: 43)
        #expect(Self.bits(first.map) != Self.bits(other.map))
    }

    @Test("every class draws each of its 5–6 sub-families within 80 seeds", arguments: LabelledScene.Kind.allCases)
    func subfamilies(kind: LabelledScene.Kind) {
        let own = FamilyISubfamily.of(kind)
        #expect((5...6).contains(own.count))
        let drawn = Set((0..<80).map { FamilyIScene.staged(kind, seed: 19_000_000 + UInt64($0)).0 })
        #expect(drawn == Set(own))
    }

    @Test("posters are seen at most 46° aside, so that the framing never brings the camera to the wall (tenth pass)")
    func postersSlant() throws {
        let slants = try (0..<200).compactMap { seed -> Int? in
            let (subfamily, stage, _) = FamilyIScene.staged(.wallWithRelief, seed: 19_000_000 + UInt64(seed))
            guard subfamily == .posters else { return nil }
            let note = try #require(stage.notes.first { $0.hasSuffix("° to the wall's normal") })
            return Int(note.prefix { $0.isNumber })
        }
        // 29–45°: the draw is 0.5–0.8 rad (28.6–45.8°), written in whole degrees.
        #expect(!slants.isEmpty)
        #expect(slants.allSatisfy { (28...45).contains($0) })
    }

    @Test("a scene is labelled with its class and names its sub-family", arguments: LabelledScene.Kind.allCases)
    func labels(kind: LabelledScene.Kind) {
        let scene = FamilyIScene.render(kind, seed: 7, sizes: [(256, 192), (320, 240)])
        let subfamily = FamilyIScene.staged(kind, seed: 7).0
        #expect(scene.kind == kind)
        #expect(scene.seed == 7)
        #expect(scene.details.hasPrefix("sub-family \(subfamily.rawValue),"))
        #expect(subfamily.kind == kind)
    }

    @Test("rear captures are 256x192, front ones 640x480 or 320x240; a limited grid list is kept")
    func grids() {
        for seed in UInt64(0)..<12 {
            let (_, stage, _) = FamilyIScene.staged(.closePerson, seed: seed)
            let scene = FamilyIScene.render(.closePerson, seed: seed, sizes: [(256, 192), (320, 240)])
            let size = (scene.map.width, scene.map.height)
            #expect(stage.front ? size == (320, 240) : size == (256, 192), "seed \(seed): \(size)")
        }
        let limited = FamilyIScene.render(.room, seed: 3, sizes: [(320, 240)])
        #expect((limited.map.width, limited.map.height) == (320, 240))
    }

    @Test("intrinsics: square pixels, a 58–70° field of view, the principal point within 5 % of the centre")
    func intrinsics() {
        for seed in UInt64(0)..<6 {
            let scene = FamilyIScene.render(.tableTop, seed: seed, sizes: [(256, 192)])
            let k = scene.intrinsics, width = Double(scene.map.width), height = Double(scene.map.height)
            #expect(k.fx == k.fy)
            let fov = 2 * atan(width / 2 / k.fx) * 180 / .pi
            #expect(fov >= 58 && fov <= 70, "\(fov)")
            #expect(Swift.abs(k.cx - (width - 1) / 2) <= 0.05 * width)
            #expect(Swift.abs(k.cy - (height - 1) / 2) <= 0.05 * width)
        }
    }

    @Test("missing depth is written as 0, NaN, +inf, −inf or 65.535 m, one convention per map, all five drawn")
    func invalidConventions() {
        var seen = Set<String>()
        for seed in UInt64(0)..<8 {
            let scene = FamilyIScene.render(.outdoor, seed: seed, sizes: [(256, 192)])
            let invalid = Set(scene.map.meters.filter { !($0.isFinite && $0 > 0 && $0 < 65) }.map(\.bitPattern))
            #expect(invalid.count <= 1, "seed \(seed): \(invalid.count) conventions")
            for value in invalid {
                let convention = FamilyIInvalidDepth.allCases.first { $0.value.bitPattern == value }
                #expect(convention != nil, "seed \(seed): \(Float(bitPattern: value))")
            }
        }
        for seed in UInt64(0)..<60 {
            var g = FamilyIScene.staged(.outdoor, seed: seed).2
            seen.insert(FamilyISensor(front: false, &g).invalid.rawValue)
        }
        #expect(seen == Set(FamilyIInvalidDepth.allCases.map(\.rawValue)))
    }

    @Test("grounds, prints, shelves and people are captured in portrait and in landscape",
          arguments: [LabelledScene.Kind.outdoor, .printWithTableEdge, .shelf, .closePerson])
    func orientations(kind: LabelledScene.Kind) {
        let rolls = (0..<40).map { FamilyIScene.staged(kind, seed: UInt64($0)).1.roll }
        #expect(rolls.contains { Swift.abs(Swift.abs($0) - 90) < 20 })
        #expect(rolls.contains { Swift.abs($0) < 20 })
    }

    @Test("the volume puts a wall 2 m ahead at 2 m and a box's face where it is")
    func volumeGeometry() {
        // A wall facing the camera at z = −2 and a 0.4 m box whose front face is at z = −1.2.
        let solids = [FamilyISolid(.halfSpace(point: SIMD3(0, 0, -2), normal: SIMD3(0, 0, 1)), .paint),
                      FamilyISolid(.box(center: SIMD3(0.6, 0, -1.4), halfSize: SIMD3(repeating: 0.2), axes: .world, rounding: 0), .wood)]
        let camera = FamilyICamera(eye: .zero, target: SIMD3(0, 0, -1), rollDegrees: 0, width: 64, height: 48, fovDegrees: 60)
        let volume = FamilyIVolume(solids: solids, extent: (SIMD3(-5, -5, -5), SIMD3(5, 5, 5)), camera: camera)
        let wall = volume.cast(from: .zero, along: SIMD3(0, 0, -1))
        #expect(wall?.solid == 0)
        #expect(Swift.abs((wall?.distance ?? 0) - 2) < 0.002)
        let box = volume.cast(from: .zero, along: SIMD3(0.6, 0, -1.2).unit)
        #expect(box?.solid == 1)
        // The ray meets the face z = −1.2 at x = 0.6: distance √(0.6² + 1.2²) = 1.3416 m.
        #expect(Swift.abs((box?.distance ?? 0) - 1.3416) < 0.005)
    }

    @Test("a quad over the right half of the frame covers half of it")
    func framingCoverage() {
        let camera = FamilyICamera(eye: .zero, target: SIMD3(0, 0, -1), rollDegrees: 0, width: 256, height: 192, fovDegrees: 60)
        // From the optical axis (x = 0, the principal point at the grid's centre) to far past the right
        // and top/bottom edges, 1 m ahead: the right half, 0.5.
        let framing = FamilyIFraming(quad: [SIMD3(0, -5, -1), SIMD3(5, -5, -1), SIMD3(5, 5, -1), SIMD3(0, 5, -1)], band: 0...1, target: 0.5)
        #expect(Swift.abs(framing.coverage(camera) - 0.5) < 1e-9)
        // A 1 m square at the origin, the camera backed off along +z until it covers 30 % of the frame.
        let square = FamilyIFraming(quad: [SIMD3(-0.5, -0.5, 0), SIMD3(0.5, -0.5, 0), SIMD3(0.5, 0.5, 0), SIMD3(-0.5, 0.5, 0)], band: 0...1, target: 0.3)
        let placed = square.placed(camera.moved(to: SIMD3(0, 0, 3), lookingAt: .zero), at: .zero, share: 0.3)
        #expect(Swift.abs(square.coverage(placed) - 0.3) < 0.001)
        #expect(placed.eye.z > 0.5 && placed.eye.z < 3)
    }

    @Test("each flat class's labelled surface covers its share of the frame",
          arguments: [LabelledScene.Kind.partialScreen, .flatWithClutter, .printWithTableEdge, .wallWithRelief])
    func framingShare(kind: LabelledScene.Kind) throws {
        let band = try #require(FamilyIFraming.band(kind))
        for subfamily in FamilyISubfamily.of(kind) {
            let seed = try #require((UInt64(0)..<200).first { FamilyIScene.staged(kind, seed: $0).0 == subfamily })
            #expect(FamilyIScene.staged(kind, seed: seed).1.quad?.count == 4, "\(subfamily)")
            let scene = FamilyIScene.render(kind, seed: seed, sizes: [(256, 192), (320, 240)])
            let share = try #require(scene.details.firstRange(of: "labelled share ").map { Double(scene.details[$0.upperBound...].prefix(5)) } ?? nil)
            #expect(band.contains(share), "\(subfamily.rawValue): \(share)")
        }
    }
}
