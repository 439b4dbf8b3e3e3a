import Foundation
import DepthKitCore

/// Validation family I (ninth pass): a ninth generator, written from the class table alone. Each scene
/// is laid out by its sub-family (``FamilyISubfamily``, ``FamilyIStage``), sampled into a sparse
/// multi-resolution truncated signed distance volume (``FamilyIVolume``) and rendered by a 3D DDA through
/// it; a hand-held camera (``FamilyICamera``), landscape or portrait, is placed so that a flat class's
/// labelled surface covers its share of the frame (``FamilyIFraming``); the rear LiDAR is a direct
/// time-of-flight zone array brought up by joint bilateral upsampling, the front camera active stereo
/// (``FamilyISensor``). The same kind, seed and grids always give the same scene.
public enum FamilyIScene {
    /// The grids drawn from: the LiDAR's 256x192 for rear captures, the front camera's 640x480 or
    /// 320x240 for front ones.
    public static let sensorSizes = [(256, 192), (320, 240), (640, 480)]

    /// Lays out, renders and measures a scene of `kind` from `seed`; `sizes` limits the grids (a sensor
    /// none of whose grids is allowed runs on one of `sizes`).
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        let (subfamily, stage, drawn) = staged(kind, seed: seed)
        var g = drawn
        let sensor = FamilyISensor(front: stage.front, &g)
        let own = stage.front ? [(640, 480), (320, 240)] : [(256, 192)]
        let allowed = sizes.filter { size in own.contains { $0 == size } }
        let (width, height) = g.pick(allowed.isEmpty ? sizes : allowed)
        let fov = stage.front ? g.uniform(58...70) : g.uniform(58...68)
        let offset = SIMD2(g.nextGaussian(), g.nextGaussian()) * (0.008 * Double(width))
        let handheld = FamilyICamera(eye: stage.eye, target: stage.target, rollDegrees: stage.roll, width: width, height: height,
                                   fovDegrees: fov, offset: offset)
        var camera = handheld
        let band = FamilyIFraming.band(kind)
        var framing = band.flatMap { band in stage.quad.map { FamilyIFraming(quad: $0, band: band, target: g.uniform(band.lowerBound + 0.04...band.upperBound - 0.01)) } }
        var attempts = 0, truth: FamilyITruth, volume: FamilyIVolume
        repeat {
            if let framing { camera = framing.placed(handheld, at: stage.target, share: framing.target, farthest: stage.farthest) }
            let cast = sensor.castGrid(width: width, height: height)
            let castCamera = cast.width == width ? camera : camera.resized(width: cast.width, height: cast.height)
            volume = FamilyIVolume(solids: stage.solids, extent: stage.extent, camera: castCamera)
            truth = FamilyITruth(volume: volume, camera: castCamera)
            attempts += 1
            // Occluders (hands, clutter) and the volume's rounding move the rendered share off the
            // planned one: re-aim by the miss and render again, at most twice.
            guard let planned = framing, !planned.band.contains(truth.labelledShare), attempts < 3 else { break }
            let middle = (planned.band.lowerBound + planned.band.upperBound) / 2
            framing = FamilyIFraming(quad: planned.quad, band: planned.band,
                                     target: min(0.995, max(planned.band.lowerBound, planned.target + middle - truth.labelledShare)))
        } while true
        let (map, confidence) = sensor.capture(truth, camera: camera, width: width, height: height, seed: seed, generator: &g)
        let portrait = Swift.abs(Swift.abs(camera.rollDegrees) - 90) < 30
        var details = [
            "sub-family \(subfamily.rawValue)", "\(width)x\(height)", "fov \(Int(fov))°",
            "\(portrait ? "portrait" : "landscape") (roll \(Int(camera.rollDegrees.rounded()))°)",
            "eye \(String(format: "%.2f", (camera.eye - stage.target).norm)) m from its aim",
        ] + stage.notes
        if let band {
            details.append(String(format: "labelled share %.3f (class %.2f–%.2f)", truth.labelledShare, band.lowerBound, band.upperBound))
        }
        details += ["\(volume.brickCount) bricks", sensor.summary]
        return LabelledScene(kind: kind, seed: seed, map: map, confidence: confidence, intrinsics: camera.intrinsics,
                             details: details.joined(separator: ", "))
    }

    /// The scene's first draws: its sub-family and layout, and the random stream where they left it
    /// (family I's own mix of the seed and the class).
    static func staged(_ kind: LabelledScene.Kind, seed: UInt64) -> (FamilyISubfamily, FamilyIStage, SplitMix64) {
        let kindIndex = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0)
        var g = SplitMix64(seed: (seed ^ 0x4641_4D49_4C59_4949) &* 0xC2B2_AE3D_27D4_EB4F &+ kindIndex &* 0x9E37_79B9_7F4A_7C15)
        let subfamily = g.pick(FamilyISubfamily.of(kind))
        return (subfamily, subfamily.stage(&g), g)
    }
}
