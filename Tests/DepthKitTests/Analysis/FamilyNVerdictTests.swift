import DepthKitCore
import Foundation
import Testing
@testable import _DepthKitTestSupport

/// Validation family N's generator properties (never its verdicts): determinism, labels, grids,
/// intrinsics, invalid conventions, orientations, sub-families, the flat classes' framing, and that the
/// sensor pipeline keeps a plane a plane (also a glossy one) and a step a step.
@Suite struct FamilyNVerdictTests {
    /// A few seeds from each of the two documented bases.
    static let seeds: [UInt64] = [29_000_000, 29_000_001, 30_000_000, 30_000_003]

    @Test func sameSeedSameScene() {
        for kind in LabelledScene.Kind.allCases {
            let a = FamilyNScene.render(kind, seed: 29_000_007), b = FamilyNScene.render(kind, seed: 29_000_007)
            // Bit patterns, not Float equality: a map whose invalid pixels are NaN never equals itself.
            #expect(a.map.meters.map(\.bitPattern) == b.map.meters.map(\.bitPattern), "\(kind)")
            #expect(a.confidence == b.confidence && a.details == b.details, "\(kind)")
        }
    }

    @Test func labelsGridsAndIntrinsics() {
        for kind in LabelledScene.Kind.allCases {
            for seed in Self.seeds {
                let scene = FamilyNScene.render(kind, seed: seed)
                #expect(scene.kind == kind && scene.seed == seed)
                let grid = [scene.map.width, scene.map.height].sorted()
                #expect(grid == [192, 256] || grid == [240, 320], "\(scene)")
                #expect(abs(scene.intrinsics.cx - Double(scene.map.width) / 2) < 1e-9 && scene.intrinsics.fx == scene.intrinsics.fy)
                if let confidence = scene.confidence { #expect(confidence.dimensions == scene.map.dimensions) }
            }
        }
    }

    @Test func everySubFamilyConventionAndOrientationIsDrawn() {
        var subs = Set<String>(), conventions = Set<String>(), portrait = 0, landscape = 0
        for kind in LabelledScene.Kind.allCases {
            for seed in UInt64(29_000_000)..<29_000_040 {
                let scene = FamilyNScene.render(kind, seed: seed)
                subs.insert("\(kind.rawValue)/\(scene.details.prefix { $0 != ":" })")
                if let range = scene.details.range(of: "invalid as ") {
                    conventions.insert(String(scene.details[range.upperBound...].prefix { $0 != "," }))
                }
                if scene.map.height > scene.map.width { portrait += 1 } else { landscape += 1 }
            }
        }
        let expected = Set(LabelledScene.Kind.allCases.flatMap { kind in FamilyNScene.subFamilies(kind).map { "\(kind.rawValue)/\($0)" } })
        #expect(subs == expected)
        #expect(conventions == Set(FamilyNSensor.Invalid.allCases.map(\.rawValue)))
        #expect(portrait > 40 && landscape > 40)
    }

    /// Every flat class's labelled surface covers its band of the frame, over many seeds.
    @Test func flatClassesFillTheirBand() {
        for kind in LabelledScene.Kind.allCases {
            guard let band = FamilyNScene.framingBand(kind) else { continue }
            for seed in UInt64(30_000_000)..<30_000_030 {
                let scene = FamilyNScene.render(kind, seed: seed)
                let text = scene.details.components(separatedBy: "labelled surface ").last?.prefix { $0 != " " } ?? ""
                let share = (Double(text) ?? -1) / 100
                #expect(band.contains(share), "\(scene)")
            }
        }
    }

    /// Renders one polygon soup through `sensor` at 256x192 and returns the measured and true depths.
    static func measure(_ quads: [FamilyNQuad], sensor: FamilyNSensor, seed: UInt64) -> [(Float, Double?)] {
        let camera = FamilyNCamera(width: 256, height: 192, focal: 200, roll: 0)
        let (truth, glossy, _) = camera.trace(quads)
        var g = SplitMix64(seed: seed)
        let (map, _) = sensor.capture(truth: truth, glossy: glossy, width: 256, height: 192, generator: &g)
        return Array(zip(map.meters, truth))
    }

    /// A bare plane, frontal or tilted 30–70° at 0.3–4 m, stays within 3σ + 2 mm of the truth on ≥ 95 % of valid pixels,
    /// and a glossy one 0.3–1 m away (frontal to 40°) too: dropped returns are invalid, never moved.
    @Test(arguments: [(0.3, 0.0, false), (1.0, 45.0, false), (4.0, 70.0, false), (2.0, 30.0, false), (0.3, 0.0, true), (1.0, 40.0, true)])
    func planeStaysAPlane(distance: Double, tilt: Double, glossy: Bool) {
        let sensor = FamilyNSensor(kind: .lidar, invalid: .zero, glossyDropout: 0.15)
        let frame = FamilyNFrame.facing(distance: distance, tilt: tilt * .pi / 180, azimuth: 0.3)
        let plane = frame.rectangle(0, 0, width: 40, height: 40, glossy: glossy)
        let pairs = Self.measure([plane], sensor: sensor, seed: 5).filter { $0.0.isFinite && $0.0 > 0 }
        let close = pairs.filter { abs(Double($0.0) - $0.1!) <= 3 * sensor.sigma($0.1!) + 0.002 }.count
        #expect(pairs.count > 1000 && Double(close) >= 0.95 * Double(pairs.count))
    }

    /// A 10 cm step between two half-planes stays a step: no pixel lies between the two levels by more than 5σ.
    @Test func stepStaysAStep() {
        let sensor = FamilyNSensor(kind: .lidar, invalid: .zero, glossyDropout: 0)
        let near = FamilyNQuad.sheet(-5, -5, 1.0, u: (5, 0, 0), v: (0, 10, 0))
        let far = FamilyNQuad.sheet(0, -5, 1.1, u: (5, 0, 0), v: (0, 10, 0))
        let pairs = Self.measure([near, far], sensor: sensor, seed: 9)
        let between = pairs.filter { $0.0 > Float(1.0 + 5 * sensor.sigma(1.0)) && $0.0 < Float(1.1 - 5 * sensor.sigma(1.1)) }
        #expect(between.isEmpty)
    }
}
