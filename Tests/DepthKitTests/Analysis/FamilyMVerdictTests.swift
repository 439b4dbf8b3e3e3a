import DepthKitCore
import Foundation
import Testing
@testable import _DepthKitTestSupport

/// Validation family M's generator properties (never its verdicts): determinism, labels, grids,
/// intrinsics, invalid conventions, orientations, sub-families, the flat classes' framing, and that the
/// LiDAR and TrueDepth pipelines reproduce a plane and keep a step a step.
@Suite struct FamilyMVerdictTests {
    /// The seeds of the property runs: a few from each of the two documented bases.
    static let seeds: [UInt64] = [27_000_000, 27_000_001, 28_000_000, 28_000_003]

    @Test(arguments: LabelledScene.Kind.allCases)
    func sameSeedSameSceneAndLabelled(kind: LabelledScene.Kind) {
        let a = FamilyMScene.render(kind, seed: 27_000_005), b = FamilyMScene.render(kind, seed: 27_000_005)
        #expect(a.map.meters.map(\.bitPattern) == b.map.meters.map(\.bitPattern))
        #expect(a.confidence == b.confidence)
        #expect(a.details == b.details)
        #expect(a.kind == kind)
        #expect(a.expected == kind.expected)
        let subfamily = FamilyMCaptureChoice(kind, seed: 27_000_005, sizes: FamilyMScene.sensorSizes).subfamily
        #expect(a.details.hasPrefix("family M \(subfamily.rawValue);"))
        #expect(subfamily.kind == kind)
    }

    @Test(arguments: LabelledScene.Kind.allCases)
    func gridsIntrinsicsAndInvalidConvention(kind: LabelledScene.Kind) throws {
        for seed in Self.seeds {
            let scene = FamilyMScene.render(kind, seed: seed)
            let choice = FamilyMCaptureChoice(kind, seed: seed, sizes: FamilyMScene.sensorSizes)
            let size = (scene.map.width, scene.map.height)
            // The sensor grid, or its transpose for a portrait capture written upright.
            #expect(choice.upright ? size == (choice.height, choice.width) : size == (choice.width, choice.height))
            #expect(scene.intrinsics.cx == Double(scene.map.width - 1) / 2 && scene.intrinsics.cy == Double(scene.map.height - 1) / 2)
            #expect(abs(scene.intrinsics.fx - scene.intrinsics.fy) < 1e-9)
            #expect((scene.confidence != nil) == choice.withConfidence)
            // Every pixel is a depth in the sensors' range or the scene's one invalid convention.
            let valid: ClosedRange<Float> = 0.1...5.5
            for value in scene.map.meters where !valid.contains(value) {
                switch choice.invalid {
                case .zero: #expect(value == 0)
                case .nan: #expect(value.isNaN)
                case .positiveInfinity: #expect(value == .infinity)
                case .negativeInfinity: #expect(value == -.infinity)
                case .sentinel: #expect(value == 65.535)
                case .denseLowConfidence: Issue.record("dense writes only depths in range, got \(value)")
                }
            }
        }
    }

    @Test func everySubfamilyOrientationAndConventionIsDrawn() {
        var subfamilies = Set<FamilyMSubfamily>(), conventions = Set<FamilyMInvalidValue>(), orientations = Set<String>()
        for kind in LabelledScene.Kind.allCases {
            for seed in UInt64(27_000_000)..<27_000_040 {
                let choice = FamilyMCaptureChoice(kind, seed: seed, sizes: FamilyMScene.sensorSizes)
                subfamilies.insert(choice.subfamily)
                conventions.insert(choice.invalid)
                orientations.insert(choice.portrait == 0 ? "landscape" : choice.upright ? "upright \(choice.portrait)" : "sensed \(choice.portrait)")
            }
        }
        #expect(subfamilies == Set(FamilyMSubfamily.allCases))
        #expect(conventions == Set(FamilyMInvalidValue.allCases))
        #expect(orientations == ["landscape", "upright -1.0", "upright 1.0", "sensed -1.0", "sensed 1.0"])
        for kind in LabelledScene.Kind.allCases { #expect((4...6).contains(FamilyMSubfamily.of(kind).count)) }
    }

    /// The flat classes' framing, read back from the details: the screen covers 70–97 % of the frame; the
    /// surface and its clutter 85–97 %; the table 88–98 % (the floor or wall beyond its edge the rest);
    /// the wall or ceiling and its relief at least 90 %.
    @Test(arguments: [LabelledScene.Kind.partialScreen, .flatWithClutter, .printWithTableEdge, .wallWithRelief])
    func flatClassesAreFramedByTheClassTable(kind: LabelledScene.Kind) throws {
        let wanted: ClosedRange<Double> = switch kind {
        case .partialScreen: 70...97
        case .flatWithClutter: 85...97
        case .printWithTableEdge: 88...98
        default: 90...100
        }
        var reached = 0
        let seeds = (UInt64(27_000_000)..<27_000_012)
        for seed in seeds {
            let scene = FamilyMScene.render(kind, seed: seed)
            let match = try #require(scene.details.firstMatch(of: /(screen|surface and clutter|table|wall|ceiling) (\d+) %/))
            if wanted.contains(Double(match.2)!) { reached += 1 }
        }
        // The framing moves the camera in steps, so now and then it stops a step short.
        #expect(reached >= seeds.count - 2)
    }

    /// A wall with relief fills at least 90 % of the frame, as the class table has it, in every one of 20
    /// scenes per base: a camera too steep for its field of view to be filled is re-aimed nearer the normal
    /// (the share is measured on the scene's own 40×30 sample of rays, not read back rounded).
    @Test func wallsFillTheFrame() {
        var short: [String] = []
        for seed in Array(UInt64(27_000_000)..<27_000_020) + Array(UInt64(28_000_000)..<28_000_020) {
            let capture = FamilyMCapture(.wallWithRelief, seed: seed, sizes: FamilyMScene.sensorSizes)
            let share = capture.layout.camera.share(of: capture.layout.world) { $0?.surface.role == .subject }
            if share < 0.9 { short.append("\(seed): \(Int(100 * share)) %") }
        }
        #expect(short.isEmpty, "walls filling less than 90 % of the frame: \(short)")
    }

    /// A bare plane through the whole rear pipeline (576 dots, Delaunay densifier): within 3 mm plus three
    /// standard deviations of the LiDAR's range noise over at least 95 % of its valid pixels, frontal and
    /// tilted 30–70°, at 0.3–4 m.
    @Test(arguments: [(0.3, 0.0), (0.8, 35.0), (1.5, 0.0), (1.5, 50.0), (2.5, 70.0), (4.0, 30.0), (0.5, 65.0)])
    func lidarReproducesAPlane(distance: Double, tiltDegrees: Double) {
        var g = SplitMix64(seed: UInt64(distance * 100 + tiltDegrees))
        let tilt = tiltDegrees * .pi / 180, azimuth = g.uniform(0...(2 * .pi))
        let normal = SIMD3(sin(tilt) * cos(azimuth), sin(tilt) * sin(azimuth), -cos(tilt))
        let (t1, t2) = (FamilyMVector.unit(FamilyMVector.cross(normal, SIMD3(0, 1, 0))), FamilyMVector.unit(FamilyMVector.cross(normal, SIMD3(1, 0, 0))))
        let point = SIMD3(0, 0, distance)
        let world = FamilyMWorld(surfaces: [.quad(corner: point - 30 * t1 - 30 * t2, edgeU: 60 * t1, edgeV: 60 * t2)])
        let camera = FamilyMCamera(width: 256, height: 192, horizontalFieldOfViewDegrees: 64, position: .zero)
        let lidar = FamilyMLiDAR.random(&g, sunlight: 0)
        let dense = FamilyMDensifier(lidar: lidar).densify(lidar.fire(world, camera: camera, generator: &g), width: 256, height: 192)
        var valid = 0, close = 0
        for y in 0..<192 {
            for x in 0..<256 {
                guard let depth = dense.depth[y * 256 + x] else { continue }
                let ray = camera.ray(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let truth = camera.depth(distance: FamilyMVector.dot(point, normal) / FamilyMVector.dot(ray, normal), ray: ray)
                valid += 1
                if abs(depth - truth) <= 0.003 + 3 * lidar.sigma(truth) { close += 1 }
            }
        }
        #expect(valid > 256 * 192 / 4)
        #expect(Double(close) >= 0.95 * Double(valid), "\(close) of \(valid) within tolerance")
    }

    /// A step from 1.0 m to 1.5 m (and 0.6 m to 0.7 m) through the rear pipeline stays a step: no row has
    /// more than 4 pixels between the two depths (beyond the noise).
    @Test(arguments: [(1.0, 1.5), (0.6, 0.7), (2.0, 3.5)])
    func lidarKeepsAStepAStep(near: Double, far: Double) {
        var g = SplitMix64(seed: UInt64(near * 1000 + far))
        let world = FamilyMWorld(surfaces: [
            .quad(corner: SIMD3(-20, -20, near), edgeU: SIMD3(20, 0, 0), edgeV: SIMD3(0, 40, 0)),
            .quad(corner: SIMD3(-20, -20, far), edgeU: SIMD3(40, 0, 0), edgeV: SIMD3(0, 40, 0)),
        ])
        let camera = FamilyMCamera(width: 256, height: 192, horizontalFieldOfViewDegrees: 64, position: SIMD3(0.03, 0, 0), roll: 0.1)
        let lidar = FamilyMLiDAR.random(&g, sunlight: 0)
        let dense = FamilyMDensifier(lidar: lidar).densify(lidar.fire(world, camera: camera, generator: &g), width: 256, height: 192)
        let band = (near + 4 * lidar.sigma(near))...(far - 4 * lidar.sigma(far))
        var widest = 0
        for y in 0..<192 {
            widest = max(widest, (0..<256).filter { dense.depth[y * 256 + $0].map(band.contains) == true }.count)
        }
        #expect(widest <= 4)
    }

    /// A bare plane through the front pipeline (phase-shift, median of three frames): within 3 mm plus
    /// three standard deviations over at least 95 % of its valid pixels.
    @Test(arguments: [(0.3, 0.0), (0.6, 40.0), (1.0, 60.0)])
    func trueDepthReproducesAPlane(distance: Double, tiltDegrees: Double) {
        var g = SplitMix64(seed: UInt64(distance * 100 + tiltDegrees) + 7)
        let tilt = tiltDegrees * .pi / 180
        let normal = SIMD3(sin(tilt), 0, -cos(tilt))
        let t1 = FamilyMVector.unit(FamilyMVector.cross(normal, SIMD3(0, 1, 0))), t2 = SIMD3<Double>(0, 1, 0)
        let point = SIMD3(0, 0, distance)
        let world = FamilyMWorld(surfaces: [.quad(corner: point - 30 * t1 - 30 * t2, edgeU: 60 * t1, edgeV: 60 * t2)])
        let camera = FamilyMCamera(width: 160, height: 120, horizontalFieldOfViewDegrees: 60, position: .zero)
        let depth = FamilyMTrueDepth().capture(world, camera: camera, generator: &g)
        var valid = 0, close = 0
        for y in 0..<120 {
            for x in 0..<160 {
                guard let value = depth[y * 160 + x] else { continue }
                let ray = camera.ray(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let truth = camera.depth(distance: FamilyMVector.dot(point, normal) / FamilyMVector.dot(ray, normal), ray: ray)
                valid += 1
                if abs(value - truth) <= 0.003 + 3 * FamilyMTrueDepth.sigma(truth) { close += 1 }
            }
        }
        #expect(valid > 160 * 120 / 2)
        #expect(Double(close) >= 0.95 * Double(valid))
    }

    /// Writes one map of every sub-family as raw Float32 to `$FAMILYM_DUMP` (for looking at them with
    /// `depthkit render`); does nothing without it.
    @Test func dumpEverySubfamilyWhenAsked() throws {
        guard let directory = ProcessInfo.processInfo.environment["FAMILYM_DUMP"] else { return }
        for kind in LabelledScene.Kind.allCases {
            var seen = Set<FamilyMSubfamily>()
            for seed in UInt64(27_000_000)..<27_000_040 {
                let subfamily = FamilyMCaptureChoice(kind, seed: seed, sizes: FamilyMScene.sensorSizes).subfamily
                guard seen.insert(subfamily).inserted else { continue }
                let scene = FamilyMScene.render(kind, seed: seed)
                let bytes = scene.map.meters.withUnsafeBufferPointer { Data(buffer: $0) }
                try bytes.write(to: URL(fileURLWithPath: "\(directory)/\(subfamily.rawValue)_\(seed)_\(scene.map.width)x\(scene.map.height).f32"))
                try (scene.details + "\n").write(toFile: "\(directory)/\(subfamily.rawValue)_\(seed).txt", atomically: true, encoding: .utf8)
            }
        }
    }
}
