import DepthKitCore
import Foundation
import Testing
@testable import _DepthKitTestSupport

/// Family L's rear LiDAR (``FamilyLLiDAR``) against geometry whose true depth is known: a bare plane must
/// leave the densifier as a plane (ARKit's maps of a wall are smooth), and a step between two surfaces must
/// stay a step. Generator properties only: no verdict is computed here.
@Suite("Validation family L LiDAR")
struct FamilyLLiDARTests {
    /// A 40 m square slab whose front face passes through `point` with its normal turned `tilt` radians
    /// from the camera's axis about the vertical.
    static func wall(through point: SceneVector, tilt: Double, albedo: Double) -> (solid: FamilyLSolid, normal: SceneVector) {
        let right: SceneVector = [cos(tilt), 0, sin(tilt)], up: SceneVector = [0, 1, 0]
        let normal = right.cross(up)
        let slab = FamilyLSolid.box(
            centre: point - normal * 0.05, half: [20, 20, 0.05], right: right, up: up, surface: FamilyLSurface(albedo: albedo))
        return (slab, normal)
    }

    /// The LiDAR's 256x192 camera at the origin looking down −z with a 60° horizontal field of view.
    static let camera = FamilyLCamera(position: [0, 0, 0], target: [0, 0, -1], roll: 0, width: 256, height: 192, longSideFieldOfView: 60)

    /// The depth along the optical axis at which pixel (`x`, `y`)'s ray meets the plane through `point` with
    /// `normal`.
    static func trueDepth(_ x: Int, _ y: Int, point: SceneVector, normal: SceneVector) -> Double {
        let ray = camera.ray(Double(x), Double(y))
        return normal.dot(point - camera.position) / normal.dot(ray)
    }

    /// Whether a written pixel carries a depth: confidence above 0 when there is a confidence map, else a
    /// value other than the scene's invalid convention.
    static func isValid(_ index: Int, meters: [Float], confidence: [UInt8]?) -> Bool {
        if let confidence { return confidence[index] > 0 }
        let value = meters[index]
        return value.isFinite && value > 0 && value != 65.535
    }

    @Test(
        "a bare plane, frontal or tilted 30–70°, 0.3–4 m away, stays within 1 cm + 3σ of the true plane on ≥ 95 % of its valid pixels up to 4 m and is ≥ 90 % valid within 3.5 m",
        arguments: [0.0, 30.0, 50.0, 70.0])
    func planeStaysPlane(tiltDegrees: Double) {
        for (seed, distance) in [0.3, 1.0, 2.0, 4.0].enumerated() {
            var g = SplitMix64(seed: 0x4C_4C_69_44 &+ UInt64(seed) &* 7919 &+ UInt64(tiltDegrees))
            let lidar = FamilyLLiDAR(&g, outdoor: false)
            let point: SceneVector = [0, 0, -distance]
            let (slab, normal) = Self.wall(through: point, tilt: tiltDegrees * .pi / 180, albedo: 0.5)
            let (meters, confidence) = lidar.capture(FamilyLWorld(solids: [slab]), camera: Self.camera, &g)
            var valid = 0, close = 0, inReach = 0, validInReach = 0
            for y in 0..<192 {
                for x in 0..<256 {
                    let truth = Self.trueDepth(x, y, point: point, normal: normal)
                    let isValid = Self.isValid(y * 256 + x, meters: meters, confidence: confidence)
                    // Beyond the horizon (no hit: a negative depth) or near the 5 m range limit, where the
                    // returns fade out, the map's value is the range convention's, not the plane's.
                    guard truth > 0, truth <= 4 else { continue }
                    if truth <= 3.5 {
                        inReach += 1
                        if isValid { validInReach += 1 }
                    }
                    guard isValid else { continue }
                    valid += 1
                    // The sensor's range noise (indoors: sunlight ≤ 0.1) and a centimetre for the plane's fit.
                    let sigma = (0.004 + 0.003 * truth) * (1 + 2 * lidar.sunlight)
                    if abs(Double(meters[y * 256 + x]) - truth) <= 0.01 + 3 * sigma { close += 1 }
                }
            }
            #expect(valid > 0, "tilt \(tiltDegrees)°, \(distance) m: no valid pixel (\(lidar))")
            #expect(Double(close) >= 0.95 * Double(valid), "tilt \(tiltDegrees)°, \(distance) m: \(close) of \(valid) valid pixels on the plane (\(lidar))")
            #expect(Double(validInReach) >= 0.9 * Double(inReach), "tilt \(tiltDegrees)°, \(distance) m: \(validInReach) of \(inReach) pixels within 3.5 m valid (\(lidar))")
        }
    }

    @Test("a box 0.8 m before a wall stays a step: no pixel between the two surfaces, none misplaced farther than two superpixels from the edge")
    func stepStaysStep() {
        for seed in 0..<4 {
            var g = SplitMix64(seed: 0x53_74_65_70 &+ UInt64(seed))
            let lidar = FamilyLLiDAR(&g, outdoor: false)
            let wall = Self.wall(through: [0, 0, -2], tilt: 0, albedo: 0.7).solid
            // The box's right face is at x = 0: the edge falls on the middle column.
            let box = FamilyLSolid.box(centre: [-2, 0, -1.3], half: [2, 3, 0.1], surface: FamilyLSurface(albedo: 0.2))
            let (meters, confidence) = lidar.capture(FamilyLWorld(solids: [wall, box]), camera: Self.camera, &g)
            var between = 0, misplacedFar = 0
            for y in 0..<192 {
                for x in 0..<256 where Self.isValid(y * 256 + x, meters: meters, confidence: confidence) {
                    let depth = Double(meters[y * 256 + x])
                    if depth > 1.2 + 0.1, depth < 2 - 0.1 { between += 1 }
                    let truth = x <= 127 ? 1.2 : 2.0
                    if abs(depth - truth) > 0.1, abs(Double(x) - 127.5) > 2 * Double(lidar.spacing) { misplacedFar += 1 }
                }
            }
            #expect(between <= 49, "seed \(seed): \(between) pixels between the box and the wall (\(lidar))")
            #expect(misplacedFar == 0, "seed \(seed): \(misplacedFar) pixels on the wrong surface far from the edge (\(lidar))")
        }
    }
}
