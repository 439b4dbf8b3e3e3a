import DepthKitCore
import Foundation

/// Validation family L (twelfth pass): scenes as constructive solid geometry (``FamilyLSolid``,
/// intersected by ray intervals) over terrain ray-marched through a min/max quadtree
/// (``FamilyLHeightField``), seen by a rear LiDAR densified per SLIC superpixel (``FamilyLLiDAR``) or a
/// front TrueDepth camera decoded dot by dot (``FamilyLTrueDepth``), framed by each class's row of the
/// class table (``FamilyLFraming``). Written from the class descriptions alone; never tuned on.
public enum FamilyLScene {
    /// The grids drawn from: the LiDAR's 256×192 (ARKit's scene depth), TrueDepth's 640×480 and 320×240.
    public static let sensorSizes = [(256, 192), (320, 240), (640, 480)]

    /// How the capture is held.
    enum Orientation: String, CaseIterable {
        case landscape
        /// The grid's sides swapped (a portrait buffer).
        case portrait
        /// A landscape buffer with the phone turned a quarter either way.
        case turnedLeft = "landscape buffer turned +90°"
        case turnedRight = "landscape buffer turned -90°"
    }

    /// Draws and renders scene `seed` of `kind`; `sizes` limits the grids.
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        let index = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0)
        var g = SplitMix64(seed: (seed ^ 0x4641_4D49_4C59_4C21) &* 0x9E37_79B9_7F4A_7C15 &+ index)
        let subfamilies = FamilyLSubfamily.of(kind)
        let subfamily = subfamilies[Int((seed &+ index) % UInt64(subfamilies.count))]
        let layout = subfamily.layout(&g)
        let front = layout.front || (kind == .closePerson && g.chance(0.25))
        let grids = sizes.filter { front ? $0 != (256, 192) : $0 == (256, 192) }
        var (width, height) = grids.isEmpty ? sizes[0] : g.pick(grids)
        let orientation = g.pick(Orientation.allCases)
        var roll = g.uniform(-0.2...0.2)
        switch orientation {
        case .landscape: break
        case .portrait: (width, height) = (height, width)
        case .turnedLeft: roll += .pi / 2
        case .turnedRight: roll -= .pi / 2
        }
        let fieldOfView = front ? g.uniform(55...66) : g.uniform(60...70)
        var camera = FamilyLCamera(position: layout.eye, target: layout.target, roll: roll, width: width, height: height, longSideFieldOfView: fieldOfView)
        let shares = FamilyLFraming.frame(&camera, layout, roll: roll, &g)
        let meters: [Float], confidence: [UInt8]?, sensor: String
        if front {
            let trueDepth = FamilyLTrueDepth(&g)
            (meters, confidence, sensor) = (trueDepth.capture(layout.world, camera: camera, &g), nil, trueDepth.description)
        } else {
            let lidar = FamilyLLiDAR(&g, outdoor: layout.outdoor)
            (meters, confidence) = lidar.capture(layout.world, camera: camera, &g)
            sensor = lidar.description
        }
        // The grid is 16…4096 a side and the arrays are its size, so these cannot throw.
        let dimensions = try! DepthDimensions(width: width, height: height)
        let framing = String(
            format: "labelled %.1f %%, clutter %.1f %%, beyond range %.1f %%",
            shares.labelled * 100, shares.clutter * 100, shares.beyondRange * 100)
        return LabelledScene(
            kind: kind, seed: seed, map: try! DepthMap(dimensions: dimensions, meters: meters),
            confidence: confidence.map { try! ConfidenceMap(dimensions: dimensions, levels: $0) },
            intrinsics: try! CameraIntrinsics(width: width, height: height, horizontalFieldOfViewDegrees: camera.fieldOfViewDegrees),
            details: "subfamily \(subfamily.rawValue): \(layout.details); \(width)x\(height) \(orientation.rawValue), fov \(Int(camera.fieldOfViewDegrees))°, roll \(Int(roll * 180 / .pi))°, camera \(String(format: "%.2f", (camera.position - layout.target).length)) m from its target; framing \(framing); \(sensor)")
    }
}
