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
            print("AUDIT \(kind.rawValue) \(seed) \(capture.choice.subfamily.rawValue) \(capture.layout.notes.joined(separator: "; ")): \(Self.subjectFit(capture))")
            guard let directory = ProcessInfo.processInfo.environment["FAMILYM_AUDIT_DUMP"] else { continue }
            // The sensor-grid depth (0 without data) and its residual against the truth, offset by 1 m
            // (render it with --near 0.95 --far 1.05: ±5 cm), as raw Float32 for `depthkit render`.
            let camera = capture.layout.camera, width = camera.width, height = camera.height
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
