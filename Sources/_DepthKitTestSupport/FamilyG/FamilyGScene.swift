import DepthKitCore

/// Validation family G (issue 27, part 3): a seventh generator, written from the classes' descriptions
/// and sensor physics alone and never tuned on. Unlike the ray casters of the other families it builds
/// every scene as a triangle mesh (``FamilyGMesh``: boxes, tubes, ellipsoids, extruded outlines,
/// terrain patches) and renders it with a z-buffer rasteriser (``FamilyGRasterizer``); its cameras
/// are hand-held (``FamilyGShot``: portrait or landscape, a small roll; ``FamilyGPose``) and its sensor
/// is an iPhone's LiDAR or TrueDepth camera (``FamilyGSensor``). Each class is drawn from three to nine
/// physically different sub-families (``FamilyGLayout/subfamilies``), named in the scene's details.
public enum FamilyGScene {
    /// The grids drawn from: LiDAR's 256x192 for rear-camera scenes, TrueDepth's 640x480 or 320x240 for
    /// front-camera ones.
    public static let sensorSizes = [(256, 192), (320, 240), (640, 480)]

    /// Draws and renders a scene of `kind` from `seed`. The grid is the sensor's own among `sizes`, or
    /// any of `sizes` when none is. The same kind, seed and sizes always give the same scene.
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        var g = generator(kind, seed: seed)
        let layout = FamilyGLayout.draw(kind, generator: &g)
        let sensorGrids = layout.sensor.camera == .lidar ? [(256, 192)] : [(640, 480), (320, 240)]
        let allowed = sizes.filter { size in sensorGrids.contains { $0 == size } }
        let (width, height) = g.pick(allowed.isEmpty ? sizes : allowed)
        let fieldOfView = layout.sensor.fieldOfViewDegrees, reduction = layout.sensor.upsampling
        let rasterizer = FamilyGRasterizer(width: max(16, width / reduction), height: max(12, height / reduction), fieldOfViewDegrees: fieldOfView)
        let frame = rasterizer.render(layout.mesh, from: layout.pose).upsampled(toWidth: width, height: height)
        let (map, confidence) = layout.sensor.capture(frame, generator: &g)
        // The grid and field of view are valid by construction.
        let intrinsics = try! CameraIntrinsics(width: width, height: height, horizontalFieldOfViewDegrees: fieldOfView)
        let orientation = layout.shot.isPortrait ? "portrait" : "landscape"
        return LabelledScene(
            kind: kind, seed: seed, map: map, confidence: confidence, intrinsics: intrinsics,
            details: "\(width)x\(height) \(orientation), fov \(Int(fieldOfView))°, \(layout.subfamily); \(layout.sensor)")
    }

    /// The sub-families `kind` is drawn from, as scenes' details name them.
    public static func subfamilies(of kind: LabelledScene.Kind) -> [String] {
        FamilyGLayout.subfamilies[kind] ?? []
    }

    /// The sub-family of the scene of `kind` drawn from `seed`, without rendering it.
    public static func subfamily(of kind: LabelledScene.Kind, seed: UInt64) -> String {
        var g = generator(kind, seed: seed)
        return FamilyGLayout.drawSubfamily(kind, generator: &g)
    }

    /// The random stream of the scene of `kind` drawn from `seed` (its own constants, so no other
    /// family's stream is reused).
    private static func generator(_ kind: LabelledScene.Kind, seed: UInt64) -> SplitMix64 {
        let kindNumber = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0)
        return SplitMix64(seed: (seed &* 0xA24B_AED4_963E_E407) ^ (kindNumber &* 0x9FB2_1C65_1E98_DF25) ^ 0x4641_4D49_4C59_4721)
    }
}
