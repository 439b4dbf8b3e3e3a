import DepthKitCore
import Foundation

/// Validation family F (issue 27, part 3): a fifth generator, written from the class descriptions and
/// the sensors' physics alone so that the sixth pass's rule could be scored on scenes nobody fitted it to
/// (inspected and tuned on since the seventh pass, docs/VERDICT_VALIDATION.md). Its own world (z up), ray caster (``FamilyFShape``), hand-held cameras in landscape and
/// portrait (the scene rolled ±90° in the sensor's landscape grid), 58–72° fields of view, two to six
/// physically different sub-families per class (``FamilyFSubfamily``) and its own sensor
/// (``FamilyFSensor``: rear LiDAR or front TrueDepth). A layout is redrawn until its geometry is what
/// its class describes (a screen filling 70–97 % of the frame, clutter under 15 %, a table's edge
/// under 12 %, a wall alone, ground and structure outdoors). The same kind and seed give the same map.
public enum FamilyFScene {
    /// The grids drawn from: the rear LiDAR's 256x192, TrueDepth's 640x480 and 320x240.
    public static let sensorSizes = [(256, 192), (320, 240), (640, 480)]

    /// Draws and renders a scene of `kind` from `seed`; `sizes` limits the grids (a camera whose own
    /// grid is not allowed renders on one of `sizes`).
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        let kindIndex = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0)
        var g = SplitMix64(seed: (seed ^ 0x4641_4D49_4C59_2046) &* 0xA24B_AED4_963E_E407 &+ kindIndex &* 0x9FB2_1C65_1E98_DF25)
        var attempt = 0
        while true {
            attempt += 1
            let subfamily = g.pick(FamilyFSubfamily.of(kind))
            let front = g.chance(subfamily.frontCameraShare)
            let native = front ? [(640, 480), (320, 240)] : [(256, 192)]
            let allowed = native.filter { size in sizes.contains { $0 == size } }
            let (width, height) = allowed.isEmpty ? g.pick(sizes) : g.pick(allowed)
            let portrait = g.chance(front ? 0.7 : 0.4)
            let roll = (portrait ? (g.chance(0.5) ? 90.0 : -90.0) : 0) + g.uniform(-1...1) * g.uniform(0...10)
            let fieldOfView = front ? g.uniform(58...68) : g.uniform(60...72)
            let camera = FamilyFCamera(
                width: width, height: height, horizontalFieldOfViewDegrees: fieldOfView,
                principalShift: (g.uniform(-0.02...0.02), g.uniform(-0.02...0.02)), rollDegrees: roll)
            var stage = FamilyFStage(camera: camera)
            stage.build(subfamily, generator: &g)
            guard stage.matchesDescription(of: kind) || attempt == 40 else { continue }
            let sensor = FamilyFSensor(frontCamera: front, generator: &g)
            let (map, confidence) = sensor.capture(stage.hits(), width: width, height: height, fx: camera.fx, generator: &g)
            let orientation = portrait ? "portrait" : "landscape"
            let details = "\(width)x\(height) \(orientation) roll \(Int(roll.rounded()))°, fov \(Int(fieldOfView))°, \(subfamily.rawValue) "
                + "(draw \(attempt)): \(stage.notes.joined(separator: "; ")); \(sensor)"
            return LabelledScene(kind: kind, seed: seed, map: map, confidence: confidence, intrinsics: camera.intrinsics, details: details)
        }
    }

    /// `perKind` scenes of every kind, seeds `base`, `base + 1`, …
    public static func set(base: UInt64, perKind: Int, sizes: [(Int, Int)] = sensorSizes) -> [LabelledScene] {
        LabelledScene.Kind.allCases.flatMap { kind in (0..<UInt64(perKind)).map { render(kind, seed: base + $0, sizes: sizes) } }
    }
}
