import DepthKitCore
import Foundation

/// Validation family K (eleventh pass): scenes built as procedural assets (panels, boxes, lathed solids,
/// terrain grids, foliage as clusters of small quads) in a bounding volume hierarchy, ray traced once
/// per pixel; the rear LiDAR simulated as per-sample time-of-flight photon histograms (sub-rays, albedo,
/// incidence, 1/r², glass, multipath, Poisson daylight) densified by a guided filter, the front TrueDepth
/// camera as structured light decoded by census transforms and semi-global matching. Written from the
/// class table alone; never tuned on. The same kind and seed always give the same scene.
public enum FamilyKScene {
    /// The grids drawn from: the iPhone LiDAR's 256×192 twice as often as 320×240 and 640×480.
    public static let sensorSizes = [(256, 192), (256, 192), (320, 240), (640, 480)]

    /// Draws and renders a scene of `kind` from `seed`; `sizes` limits the grids.
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        let index = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0)
        var g = SplitMix64(seed: (seed ^ 0x4641_4D49_4C59_4B4B) &* 0x2545_F491_4F6C_DD1D &+ index)
        let subfamilies = FamilyKSubfamily.of(kind)
        let subfamily = subfamilies[Int((seed &+ index) % UInt64(subfamilies.count))]
        let shot = FamilyKShot.random(&g)
        let (layout, draws) = FamilyKFraming.frame(subfamily, &g, shot: shot)
        let frontSizes = sizes.filter { $0 == (640, 480) || $0 == (320, 240) }
        let (width, height) = layout.front && !frontSizes.isEmpty ? g.pick(frontSizes) : g.pick(sizes)
        let frame = FamilyKFrame(layout.world.hierarchy, camera: layout.camera, width: width, height: height, light: layout.light)
        let focal = Double(width) / 2 / tan(shot.fieldOfView * .pi / 360)
        let meters: [Float], confidence: [UInt8]?, sensor: String
        if layout.front {
            let camera = FamilyKTrueDepth.random(&g)
            meters = camera.capture(frame, focal: focal, generator: &g)
            confidence = nil
            sensor = camera.description
        } else {
            let lidar = FamilyKTimeOfFlight.random(&g, outdoors: layout.outdoors)
            (meters, confidence) = lidar.capture(frame, focal: focal, generator: &g)
            sensor = lidar.description
        }
        // The grid and its field of view are valid by construction, and both maps have its size.
        let dimensions = try! DepthDimensions(width: width, height: height)
        var framing = "framing: \(draws) draws"
        if FamilyKFraming.shares(kind) != nil {
            framing = "share \(String(format: "%.3f", frame.share(.surface))) (\(framing))"
        } else if kind == .outdoor {
            framing = "beyond 5 m \(String(format: "%.3f", frame.shareBeyond(5))) (\(framing))"
        } else if kind == .closePerson || kind == .tableTop {
            framing = "subject \(String(format: "%.3f", frame.share(.subject))) (\(framing))"
        }
        let orientation = layout.camera.isPortrait ? "portrait" : "landscape"
        return LabelledScene(
            kind: kind, seed: seed, map: try! DepthMap(dimensions: dimensions, meters: meters),
            confidence: confidence.map { try! ConfidenceMap(dimensions: dimensions, levels: $0) },
            intrinsics: try! CameraIntrinsics(width: width, height: height, horizontalFieldOfViewDegrees: shot.fieldOfView),
            details: "subfamily \(subfamily.rawValue); \(width)x\(height), fov \(Int(shot.fieldOfView))°, \(orientation) roll \(Int(shot.roll.rounded()))°; "
                + "\(layout.summary); \(framing); \(sensor)")
    }
}
