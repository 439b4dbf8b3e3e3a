import Foundation
import DepthKitCore

/// Validation family M (thirteenth pass): scenes of parametric surfaces (surfaces of revolution, swept
/// tubes, extrusions, bicubic Bézier patches, quadrilaterals) intersected by Newton iteration seeded from
/// a coarse grid of bounding boxes, rooms laid out by a small shape grammar (``FamilyMFloorPlan``); seen by
/// a rear LiDAR of 576 dot returns densified by Delaunay triangulation with discontinuous edges broken
/// (``FamilyMLiDAR``, ``FamilyMDensifier``) or by a front TrueDepth camera decoding a phase-shift code with a
/// temporal median over three frames (``FamilyMTrueDepth``); landscape and portrait captures with the
/// hand's roll, invalid pixels written in every convention the app meets (``FamilyMInvalidValue``).
/// Written from the class table and sensor facts alone; the same kind and seed always give the same map.
public enum FamilyMScene {
    /// The grids drawn from: ARKit's 256×192 twice as often as 320×240 and 640×480.
    public static let sensorSizes = [(256, 192), (256, 192), (320, 240), (640, 480)]

    /// Draws and renders a scene of `kind` from `seed`; `sizes` limits the sensor grids.
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        let capture = FamilyMCapture(kind, seed: seed, sizes: sizes)
        let choice = capture.choice, subfamily = choice.subfamily, layout = capture.layout
        let width = choice.width, height = choice.height, portrait = choice.portrait
        let depth = capture.depth, fill = capture.fill, sensor = capture.sensor
        var confidence = choice.withConfidence ? capture.confidence : nil
        let invalid = choice.invalid
        var meters = (0..<depth.count).map { depth[$0].map(Float.init) ?? invalid.value(fill: fill[$0]) }
        // A portrait capture is written either as the sensor gave it (the scene turned) or turned upright.
        var (outWidth, outHeight) = (width, height)
        var fieldOfView = choice.fieldOfViewDegrees
        let upright = choice.upright
        if upright {
            func turn<T>(_ values: [T]) -> [T] {
                (0..<values.count).map { index in
                    let x = index % height, y = index / height
                    return portrait > 0 ? values[x * width + (width - 1 - y)] : values[(height - 1 - x) * width + y]
                }
            }
            meters = turn(meters)
            confidence = confidence.map(turn)
            (outWidth, outHeight) = (height, width)
            fieldOfView = 2 * atan(tan(fieldOfView * .pi / 360) * Double(height) / Double(width)) * 180 / .pi
        }
        // Sizes, levels and the field of view are valid by construction.
        let dimensions = try! DepthDimensions(width: outWidth, height: outHeight)
        let orientation = portrait == 0 ? "landscape" : upright ? "portrait upright" : "portrait as sensed"
        let details = "family M \(subfamily.rawValue); \(outWidth)x\(outHeight), fov \(Int(fieldOfView))°, \(orientation), "
            + String(format: "roll %.0f°; ", choice.handRoll * 180 / .pi) + layout.notes.joined(separator: "; ")
            + "; \(sensor), invalid \(invalid.rawValue)\(confidence == nil ? ", no confidence" : "")"
        return LabelledScene(
            kind: kind, seed: seed, map: try! DepthMap(dimensions: dimensions, meters: meters),
            confidence: try! confidence.map { try ConfidenceMap(dimensions: dimensions, levels: $0) },
            intrinsics: try! CameraIntrinsics(width: outWidth, height: outHeight, horizontalFieldOfViewDegrees: fieldOfView),
            details: details)
    }
}
