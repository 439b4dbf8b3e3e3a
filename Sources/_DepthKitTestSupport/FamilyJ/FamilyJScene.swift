import Foundation
import DepthKitCore

/// Validation family J (tenth pass): labelled scenes written from the class descriptions alone, never
/// tuned on. Scenes are clouds of oriented discs (``FamilyJSurfel``) sampled on procedural surfaces about
/// a pixel apart and splatted into a z-buffer with a soft depth test (``FamilyJSplatter``); the rear
/// sensor is a sparse 24×24-dot time-of-flight lattice over several hand-moved frames, completed by
/// colour-guided edge-aware diffusion (``FamilyJLiDAR``), the front one TrueDepth-like structured light
/// (``FamilyJTrueDepth``). Every sub-family (``FamilyJSubfamily``) is drawn in turn; flat classes are
/// framed geometrically (``FamilyJFraming``) and their reached share is written in the details.
public enum FamilyJScene {
    /// The grids: the rear LiDAR's 256x192 and the front camera's 640x480 and 320x240.
    public static let sensorSizes = [(256, 192), (640, 480), (320, 240)]

    /// Draws and renders the scene of `kind` and `seed`; `sizes` limits the grids (the rear sensor takes
    /// 256x192 and the front one 640x480 or 320x240 when allowed, else any allowed grid).
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        let kindIndex = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0)
        var g = SplitMix64(seed: (seed ^ 0x4641_4D49_4C59_4A31) &* 0x9E37_79B9_7F4A_7C15 &+ kindIndex &* 0xD1B5_4A32_D192_ED03)
        let subfamilies = FamilyJSubfamily.of(kind), subfamily = subfamilies[Int((seed &+ kindIndex) % UInt64(subfamilies.count))]
        let layout = subfamily.layout(&g)
        let allowed = sizes.isEmpty ? sensorSizes : sizes
        let preferred = allowed.filter { layout.front ? $0 != (256, 192) : $0 == (256, 192) }
        let (width, height) = g.pick(preferred.isEmpty ? allowed : preferred)
        let fov = layout.front ? g.uniform(52...64) : g.uniform(58...70)
        let portrait = g.chance(0.3)
        let roll = portrait ? g.pick([-90.0, 90.0]) + g.uniform(-8...8) : g.uniform(-12...12)
        var camera = FamilyJCamera(width: width, height: height, horizontalFieldOfViewDegrees: fov)
        camera.aim(from: layout.eye, at: layout.aim, rollDegrees: roll)
        var framingNote = ""
        if let framing = layout.framing {
            let (share, offNormal) = framing.place(&camera, aim: layout.aim, distances: layout.distances)
            let distance = ((camera.position - layout.aim) * (camera.position - layout.aim)).sum().squareRoot()
            framingNote = ", share \(String(format: "%.3f", share)) (class \(String(format: "%.2f", framing.shares.lowerBound))–"
                + "\(String(format: "%.2f", framing.shares.upperBound))), \(String(format: "%.2f", distance)) m, \(Int(offNormal))° off its normal"
        }
        var surfels: [FamilyJSurfel] = []
        for patch in layout.world.patches { patch.sample(for: camera, generator: &g, into: &surfels) }
        let frame = FamilyJSplatter.render(surfels, camera: camera)
        let map: DepthMap, confidence: ConfidenceMap?, sensor: String
        if layout.front {
            let trueDepth = FamilyJTrueDepth.random(&g)
            (map, confidence, sensor) = (trueDepth.capture(frame, focal: camera.focal, generator: &g), nil, trueDepth.description)
        } else {
            let lidar = FamilyJLiDAR.random(&g)
            (map, confidence) = lidar.capture(frame, generator: &g)
            sensor = lidar.description
        }
        // Width, height and field of view are valid by construction.
        let intrinsics = try! CameraIntrinsics(width: width, height: height, horizontalFieldOfViewDegrees: fov)
        let details = "subfamily \(subfamily.rawValue); \(width)x\(height), fov \(Int(fov))°, "
            + (portrait ? "portrait" : "landscape") + " roll \(Int(roll.rounded()))°, \(layout.note)\(framingNote), \(surfels.count) surfels; \(sensor)"
        return LabelledScene(kind: kind, seed: seed, map: map, confidence: confidence, intrinsics: intrinsics, details: details)
    }
}
