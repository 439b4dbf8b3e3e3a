import Foundation
import DepthKitCore

/// Validation family H (issue 27's eighth pass): a generator written from the class descriptions and
/// the sensors' physics alone, never tuned on. Scenes are signed distance fields (``FamilyHShape``:
/// boxes, capsules, cylinders, ellipsoids, half-spaces, smooth unions, with procedural relief)
/// rendered by sphere tracing (``FamilyHWorld``); each class has several sub-families
/// (``FamilyHSetting``); a hand-held camera (``FamilyHCamera``, portrait or landscape, an iPhone's field
/// of view) photographs them with the rear LiDAR (sparse dots densified by colour-guided interpolation)
/// or the front TrueDepth camera (structured light) (``FamilyHSensor``).
public enum FamilyHScene {
    /// The grids drawn from: the rear LiDAR's 256x192, the TrueDepth camera's 320x240 and 640x480.
    public static let sensorSizes = [(256, 192), (320, 240), (640, 480)]

    /// Renders a scene of `kind` from `seed`; `sizes` limits the grids (the rear camera takes 256x192 and
    /// the front camera 320x240 or 640x480 when `sizes` holds them, otherwise one of `sizes`).
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        var g = generator(kind, seed: seed)
        return render(g.pick(FamilyHSetting.settings(of: kind)), seed: seed, generator: &g, sizes: sizes)
    }

    /// The sub-family that ``render(_:seed:sizes:)`` draws for `kind` and `seed`.
    static func setting(_ kind: LabelledScene.Kind, seed: UInt64) -> FamilyHSetting {
        var g = generator(kind, seed: seed)
        return g.pick(FamilyHSetting.settings(of: kind))
    }

    /// Renders a scene of `setting` from `seed` (the sub-family fixed).
    static func render(_ setting: FamilyHSetting, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        var g = generator(setting.kind, seed: seed)
        _ = g.next()
        return render(setting, seed: seed, generator: &g, sizes: sizes)
    }

    private static func generator(_ kind: LabelledScene.Kind, seed: UInt64) -> SplitMix64 {
        let kindIndex = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0)
        return SplitMix64(seed: (seed ^ 0x4641_4D49_4C59_4848) &* 0xA24B_AED4_963E_E407 &+ kindIndex &* 0x9FB2_1C65_1E98_DF25)
    }

    private static func render(_ setting: FamilyHSetting, seed: UInt64, generator g: inout SplitMix64, sizes: [(Int, Int)]) -> LabelledScene {
        let kind = setting.kind, front = setting.frontCamera
        let preferred = sizes.filter { front ? $0 != (256, 192) : $0 == (256, 192) }
        let (width, height) = g.pick(preferred.isEmpty ? sizes : preferred)
        // A layout whose subject no distance or aim frames as its class describes (a steep view that
        // keeps the floor beyond a table's edge in a portrait frame, say) is drawn again.
        var attempt = 0, stage: FamilyHStage, world: FamilyHWorld, camera: FamilyHCamera, fieldOfView: Double, framed = ""
        repeat {
            attempt += 1
            stage = setting.stage(&g)
            world = stage.world
            let portrait = g.chance(front ? 0.65 : 0.35)
            let roll = g.nextGaussian() * g.angle(1...5) + (portrait ? (g.chance(0.5) ? .pi / 2 : -.pi / 2) : 0)
            fieldOfView = front ? g.uniform(64...74) : g.uniform(60...68)
            camera = FamilyHCamera.aimed(
                eye: stage.eye, target: stage.target + SIMD3(g.uniform(-0.02...0.02), g.uniform(-0.02...0.02), g.uniform(-0.02...0.02)),
                roll: roll, portrait: portrait, width: width, height: height, horizontalFieldOfViewDegrees: fieldOfView)
            guard let framing = stage.framing else { break }
            camera = framing.frame(world, camera, target: stage.target, wanted: g.uniform(framing.share))
            let share = framing.covered(world, camera)
            framed = ", framed \(String(format: "%.0f", share * 100)) %\(attempt > 1 ? " (layout \(attempt))" : "")"
            if framing.share.contains(share) { break }
        } while attempt < 8
        var h = SplitMix64(seed: g.next())
        let sensor = FamilyHSensor.draw(front: front, &h)
        let (map, confidence) = sensor.capture(world, camera, &h)
        // Width, height and field of view are valid by construction.
        let intrinsics = try! CameraIntrinsics(width: width, height: height, horizontalFieldOfViewDegrees: fieldOfView)
        let details = "\(width)x\(height)\(camera.portrait ? " portrait" : "") \(setting.rawValue), fov \(Int(fieldOfView))°, "
            + "\(stage.summary)\(framed); \(sensor)"
        return LabelledScene(kind: kind, seed: seed, map: map, confidence: confidence, intrinsics: intrinsics, details: details)
    }
}
