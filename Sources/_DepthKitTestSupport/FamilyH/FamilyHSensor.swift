import DepthKitCore

/// The depth camera of a family H capture: the rear LiDAR with its densifying pipeline, or the front
/// TrueDepth camera.
enum FamilyHSensor: Sendable, CustomStringConvertible {
    /// The rear LiDAR (``FamilyHLiDAR``) and the densification of its dots (``FamilyHDensifier``).
    case lidar(FamilyHLiDAR, FamilyHDensifier)
    /// The front structured-light camera (``FamilyHTrueDepth``).
    case trueDepth(FamilyHTrueDepth)

    /// Draws the rear or the front camera's sensor.
    static func draw(front: Bool, _ g: inout SplitMix64) -> Self {
        front ? .trueDepth(FamilyHTrueDepth(&g)) : .lidar(FamilyHLiDAR(&g), FamilyHDensifier(&g))
    }

    var description: String {
        switch self {
        case let .lidar(lidar, densifier): "\(lidar), \(densifier)"
        case let .trueDepth(trueDepth): "\(trueDepth)"
        }
    }

    /// The depth map (and the confidence map, when the pipeline writes one) of `world` seen by `camera`.
    func capture(_ world: FamilyHWorld, _ camera: FamilyHCamera, _ g: inout SplitMix64) -> (DepthMap, ConfidenceMap?) {
        // The camera's grid is a valid size by construction, so the maps' initialisers cannot throw.
        let dimensions = try! DepthDimensions(width: camera.width, height: camera.height)
        switch self {
        case let .lidar(lidar, densifier):
            let dots = lidar.fire(world, camera, &g)
            let (meters, levels) = densifier.densify(
                dots, fired: lidar.columns * lidar.rows * lidar.frames, guide: FamilyHGuide(world, camera))
            return (try! DepthMap(dimensions: dimensions, meters: meters),
                    levels.map { try! ConfidenceMap(dimensions: dimensions, levels: $0) })
        case let .trueDepth(trueDepth):
            return (try! DepthMap(dimensions: dimensions, meters: trueDepth.capture(world, camera, &g)), nil)
        }
    }
}
