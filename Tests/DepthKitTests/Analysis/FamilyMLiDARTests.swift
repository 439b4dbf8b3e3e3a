import DepthKitCore
import Foundation
import Testing
@testable import _DepthKitTestSupport

/// Family M's rear LiDAR (``FamilyMLiDAR``, ``FamilyMDensifier``) against geometry whose true depth is
/// known: what a glossy surface (a display's glass, lacquer, a glossy wall) sends back, and how the
/// densified map of such a surface lies against its true plane. Generator properties only: no verdict is
/// computed here.
@Suite("Validation family M LiDAR")
struct FamilyMLiDARTests {
    /// Where a pixel's ray first meets the scene: the depth along the optical axis and the surface.
    static func truth(_ world: FamilyMWorld, _ camera: FamilyMCamera, x: Double, y: Double) -> (depth: Double, surface: FamilyMSurface)? {
        let ray = camera.ray(x: x, y: y)
        return world.nearest(camera.position, ray, limit: 40, skip: { $0.material == .glass }).map {
            (camera.depth(distance: $0.distance, ray: ray), $0.surface)
        }
    }

    /// How a capture's subject (its role `subject` surfaces) lies against the truth: of the valid pixels
    /// whose ray first meets the subject, how many are off by more than 1 cm + 3σ of the LiDAR's noise, and
    /// of those, how many take their depth near a return that came back long (more than 4σ beyond its own
    /// ray's truth: an echo), and how many near a return from another surface (the subject's edge).
    struct SubjectFit: CustomStringConvertible {
        var valid = 0, off = 0, offNearLong = 0, offNearOtherSurface = 0
        var returns = 0, longReturns = 0
        var description: String {
            String(format: "%d valid subject pixels, %.1f %% off 1 cm + 3σ (%d near a long return, %d near another surface); %d of %d subject returns long",
                   valid, 100 * Double(off) / Double(max(valid, 1)), offNearLong, offNearOtherSurface, longReturns, returns)
        }
    }

    static func subjectFit(_ capture: FamilyMCapture) -> SubjectFit {
        let camera = capture.layout.camera, world = capture.layout.world
        guard let lidar = capture.lidar else { return SubjectFit() }
        var fit = SubjectFit()
        // Every return's own truth: is it long, and which surface's role does its ray meet?
        let verdicts = capture.returns.map { r -> (long: Bool, subject: Bool) in
            guard let truth = truth(world, camera, x: r.x, y: r.y) else { return (r.depth != nil, false) }
            let long = r.depth.map { $0 - truth.depth > 4 * lidar.sigma(truth.depth) } ?? false
            return (long, truth.surface.role == .subject)
        }
        for (r, v) in zip(capture.returns, verdicts) where r.depth != nil && v.subject {
            fit.returns += 1
            if v.long { fit.longReturns += 1 }
        }
        let width = camera.width, height = camera.height
        for y in 0..<height {
            for x in 0..<width {
                guard let depth = capture.depth[y * width + x],
                      let truth = truth(world, camera, x: Double(x) + 0.5, y: Double(y) + 0.5), truth.surface.role == .subject else { continue }
                fit.valid += 1
                guard abs(depth - truth.depth) > 0.01 + 3 * lidar.sigma(truth.depth) else { continue }
                fit.off += 1
                // The three nearest returns: the vertices the pixel most likely took its depth from.
                let nearest = capture.returns.indices.filter { capture.returns[$0].depth != nil }
                    .map { i in (i, pow(capture.returns[i].x - Double(x) - 0.5, 2) + pow(capture.returns[i].y - Double(y) - 0.5, 2)) }
                    .sorted { $0.1 < $1.1 }.prefix(3).map(\.0)
                if nearest.contains(where: { verdicts[$0].long }) {
                    fit.offNearLong += 1
                } else if nearest.contains(where: { !verdicts[$0].subject }) {
                    fit.offNearOtherSurface += 1
                }
            }
        }
        return fit
    }

    /// A glossy plane (a display's glass) whose centre is `distance` metres in front of a 256×192, 64°
    /// camera, turned `tiltDegrees` from facing it, in a room: a matte wall 1.5 m behind the camera faces it,
    /// so every mirrored ray meets something (the worst case for echoes). Returns the sensor's returns, the
    /// densified map and each return's and pixel's true depth.
    static func glossyPlane(distance: Double, tiltDegrees: Double, seed: UInt64)
        -> (lidar: FamilyMLiDAR, returns: [FamilyMLiDAR.Return], returnTruth: [Double], dense: FamilyMDensifier.Output, truth: [Double]) {
        var g = SplitMix64(seed: seed)
        let tilt = tiltDegrees * .pi / 180, azimuth = g.uniform(0...(2 * .pi))
        let normal = SIMD3(sin(tilt) * cos(azimuth), sin(tilt) * sin(azimuth), -cos(tilt))
        let t1 = FamilyMVector.unit(FamilyMVector.cross(normal, SIMD3(0, 1, 0))), t2 = FamilyMVector.cross(normal, t1)
        let point = SIMD3(0, 0, distance)
        let world = FamilyMWorld(surfaces: [
            .quad(corner: point - 30 * t1 - 30 * t2, edgeU: 60 * t1, edgeV: 60 * t2, material: .glossy, role: .subject),
            .quad(corner: SIMD3(-30, -30, -1.5), edgeU: SIMD3(60, 0, 0), edgeV: SIMD3(0, 60, 0)),
        ])
        let camera = FamilyMCamera(width: 256, height: 192, horizontalFieldOfViewDegrees: 64, position: .zero)
        let lidar = FamilyMLiDAR.random(&g, sunlight: 0)
        let returns = lidar.fire(world, camera: camera, generator: &g)
        func truth(_ x: Double, _ y: Double) -> Double {
            let ray = camera.ray(x: x, y: y)
            return camera.depth(distance: FamilyMVector.dot(point, normal) / FamilyMVector.dot(ray, normal), ray: ray)
        }
        let dense = FamilyMDensifier(lidar: lidar).densify(returns, width: 256, height: 192)
        let pixels = (0..<(256 * 192)).map { truth(Double($0 % 256) + 0.5, Double($0 / 256) + 0.5) }
        return (lidar, returns, returns.map { truth($0.x, $0.y) }, dense, pixels)
    }

    static let glossyCases: [(Double, Double)] = [(0.3, 0), (0.5, 20), (0.8, 40), (1.0, 0), (0.6, 30), (0.4, 40)]

    /// A dot on glossy glass comes back from the glass or, when that return is lost, from the mirror image
    /// of what faces the glass: here the wall behind the camera, so an echo is longer than the glass by at
    /// least the camera's own distance from it (never the few centimetres of a bent return).
    @Test("a glossy plane 0.3–1 m away, frontal to 40°: every return is the glass (within 5σ) or the mirror image of the room, at least the glass's distance beyond it", arguments: glossyCases)
    func glossyReturnsAreTheGlassOrItsMirrorImage(distance: Double, tiltDegrees: Double) {
        for seed in UInt64(0)..<3 {
            let scene = Self.glossyPlane(distance: distance, tiltDegrees: tiltDegrees, seed: 0x4D_47_6C_6F &+ seed &* 101 &+ UInt64(distance * 100 + tiltDegrees))
            var bent = 0, echoes = 0, returned = 0
            for (r, truth) in zip(scene.returns, scene.returnTruth) {
                guard let depth = r.depth else { continue }
                returned += 1
                let excess = depth - truth
                if abs(excess) <= 5 * scene.lidar.sigma(truth) { continue }
                if excess >= truth { echoes += 1 } else { bent += 1 }
            }
            #expect(returned > 300, "\(distance) m, \(tiltDegrees)°: only \(returned) returns")
            #expect(bent == 0, "\(distance) m, \(tiltDegrees)°, seed \(seed): \(bent) of \(returned) returns off the glass but nearer than its mirror image (\(echoes) echoes)")
        }
    }

    /// What ARKit's map of a screen looks like: the glass's plane. Within 1 cm + 3σ of the true plane over
    /// at least 95 % of the valid pixels (an echo makes a patch about one dot spacing wide).
    @Test("a glossy plane 0.3–1 m away, frontal to 40°: ≥ 95 % of valid pixels within 1 cm + 3σ of the true plane", arguments: glossyCases)
    func glossyPlaneStaysPlane(distance: Double, tiltDegrees: Double) {
        for seed in UInt64(0)..<3 {
            let scene = Self.glossyPlane(distance: distance, tiltDegrees: tiltDegrees, seed: 0x4D_47_6C_6F &+ seed &* 101 &+ UInt64(distance * 100 + tiltDegrees))
            var valid = 0, close = 0
            for (depth, truth) in zip(scene.dense.depth, scene.truth) {
                guard let depth else { continue }
                valid += 1
                if abs(depth - truth) <= 0.01 + 3 * scene.lidar.sigma(truth) { close += 1 }
            }
            #expect(valid > 256 * 192 / 2)
            #expect(Double(close) >= 0.95 * Double(valid), "\(distance) m, \(tiltDegrees)°, seed \(seed): \(close) of \(valid) valid pixels on the plane")
        }
    }

    /// Prints the subject fit of scenes of `$FAMILYM_AUDIT` (`kind,first,count`, e.g.
    /// `partial_screen,27000000,40`), and with `$FAMILYM_AUDIT_DUMP` writes their depth and residual maps
    /// there; does nothing without it. The audit of docs/VERDICT_VALIDATION.md, family M.
    @Test func auditSubjectFitWhenAsked() throws {
        guard let request = ProcessInfo.processInfo.environment["FAMILYM_AUDIT"] else { return }
        let parts = request.split(separator: ",")
        let kind = try #require(LabelledScene.Kind.allCases.first { $0.rawValue == parts[0] })
        let first = try #require(UInt64(parts[1])), count = try #require(UInt64(parts[2]))
        for seed in first..<(first + count) {
            let capture = FamilyMCapture(kind, seed: seed, sizes: FamilyMScene.sensorSizes)
            let camera = capture.layout.camera, at = camera.position, forward = camera.forward
            let pose = String(format: "camera at (%.2f, %.2f, %.2f) m looking (%.2f, %.2f, %.2f)", at.x, at.y, at.z, forward.x, forward.y, forward.z)
            print("AUDIT \(kind.rawValue) \(seed) \(capture.choice.subfamily.rawValue) \(capture.layout.notes.joined(separator: "; ")), \(pose): \(Self.subjectFit(capture))")
            guard let directory = ProcessInfo.processInfo.environment["FAMILYM_AUDIT_DUMP"] else { continue }
            // The sensor-grid depth (0 without data) and its residual against the truth, offset by 1 m
            // (render it with --near 0.95 --far 1.05: ±5 cm), as raw Float32 for `depthkit render`.
            let width = camera.width, height = camera.height
            var depth = [Float](repeating: 0, count: width * height), residual = depth
            for index in 0..<(width * height) {
                guard let value = capture.depth[index] else { continue }
                depth[index] = Float(value)
                let truth = Self.truth(capture.layout.world, camera, x: Double(index % width) + 0.5, y: Double(index / width) + 0.5)
                if let truth { residual[index] = Float(1 + value - truth.depth) }
            }
            let name = "\(directory)/\(seed)_\(capture.choice.subfamily.rawValue)_\(width)x\(height)"
            try depth.withUnsafeBufferPointer { Data(buffer: $0) }.write(to: URL(fileURLWithPath: name + ".depth.f32"))
            try residual.withUnsafeBufferPointer { Data(buffer: $0) }.write(to: URL(fileURLWithPath: name + ".residual.f32"))
        }
    }
}
