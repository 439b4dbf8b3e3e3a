import Foundation
import DepthKitCore

/// Ray-cast depth maps of known scenes with LiDAR-like noise, for calibrating and testing the
/// assessment: flat surfaces (screens, prints on tables) that must be `flat_surface` at any tilt,
/// scenes with 3D structure (rooms, close objects) that must be `real_scene`, and boxes on tables that
/// probe the boundary between the two.
///
/// Depth is the camera-axis distance to the nearest surface, plus Gaussian noise of
/// `σ = 2 mm + 0.25 % · z` (seeded, so every render of a scene is identical), quantised to 1 mm as
/// 16-bit-millimetre exports are. Rays that hit nothing, or land beyond 20 m, read 0 (invalid).
public struct SyntheticScene: Sendable, CustomStringConvertible {
    /// What the camera looks at.
    public enum Kind: Sendable, Hashable {
        /// A flat screen filling the frame, its centre `distanceMeters` ahead, its normal tilted by
        /// `tiltDegrees` from the optical axis about an in-image axis at `axisDegrees` (0 = vertical axis).
        case screen(distanceMeters: Double, tiltDegrees: Double, axisDegrees: Double)
        /// A print lying on a table that fills the frame: camera `heightMeters` above it, pitched down
        /// by `pitchDegrees` (90 = looking straight down).
        case printOnTable(heightMeters: Double, pitchDegrees: Double)
        /// A box of side `sizeMeters` standing on a table in the middle of the view (a mug beside a
        /// print), camera `heightMeters` above the table, pitched down by `pitchDegrees`.
        case objectOnTable(heightMeters: Double, pitchDegrees: Double, sizeMeters: Double)
        /// A furnished room (floor, walls, ceiling, a table, boxes, a ball); `variant` 0…9 moves the
        /// furniture, the back wall and the camera pitch.
        case room(variant: Int)
        /// A ball and a box held `distanceMeters` from the camera, a wall 1.2 m behind them.
        case closeObject(distanceMeters: Double)
    }

    /// The scene.
    public let kind: Kind
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Horizontal field of view, degrees (iPhone LiDAR depth: about 62°).
    public let horizontalFieldOfViewDegrees: Double
    /// Noise seed.
    public let seed: UInt64
    /// Whether to add sensor noise and 1 mm quantisation.
    public let noisy: Bool

    /// A scene rendered at `width`×`height` (default 256x192, the iPhone LiDAR grid); sizes are kept
    /// within 1…8192 and a field of view outside 1…179° (or not finite) becomes 62°.
    public init(_ kind: Kind, width: Int = 256, height: Int = 192, horizontalFieldOfViewDegrees: Double = 62,
                seed: UInt64 = 1, noisy: Bool = true) {
        self.kind = kind
        self.width = min(max(width, 1), 8192)
        self.height = min(max(height, 1), 8192)
        self.horizontalFieldOfViewDegrees = (1...179).contains(horizontalFieldOfViewDegrees) ? horizontalFieldOfViewDegrees : 62
        self.seed = seed
        self.noisy = noisy
    }

    /// The pinhole intrinsics the scene is rendered with.
    public var intrinsics: CameraIntrinsics {
        // Width, height and field of view were made valid by `init`, so this cannot fail.
        try! CameraIntrinsics(width: width, height: height, horizontalFieldOfViewDegrees: horizontalFieldOfViewDegrees)
    }

    public var description: String {
        switch kind {
        case let .screen(distance, tilt, axis): "screen \(distance) m tilt \(tilt)° axis \(axis)°"
        case let .printOnTable(height, pitch): "print on table \(height) m below, pitch \(pitch)°"
        case let .objectOnTable(height, pitch, size): "\(size) m box on a table \(height) m below, pitch \(pitch)°"
        case let .room(variant): "room \(variant)"
        case let .closeObject(distance): "close object at \(distance) m"
        }
    }

    /// Renders the depth map.
    public func render() -> DepthMap {
        let k = intrinsics
        let (surfaces, pitch) = layout()
        let cosPitch = cos(pitch), sinPitch = sin(pitch)
        var generator = SplitMix64(seed: seed)
        var meters = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let cx = (Double(x) - k.cx) / k.fx, cy = (Double(y) - k.cy) / k.fy
                // Camera frame: x right, y down, z forward; pitching down turns forward towards +y.
                let ray = SceneVector(cx, cy * cosPitch + sinPitch, -cy * sinPitch + cosPitch)
                guard var depth = surfaces.nearestHit(ray) else { continue }
                if noisy {
                    depth += (0.002 + 0.0025 * depth) * generator.nextGaussian()
                    depth = (depth * 1000).rounded() / 1000
                }
                if depth > 0 && depth <= 20 { meters[y * width + x] = Float(depth) }
            }
        }
        // Dimensions were clamped to 1…8192 by `init` and the array sized from them.
        return try! DepthMap(dimensions: DepthDimensions(width: width, height: height), meters: meters)
    }

    /// The surfaces in the world frame (camera at the origin, y down, z forward) and the camera pitch.
    private func layout() -> ([Surface], Double) {
        switch kind {
        case let .screen(distance, tilt, axis):
            let t = tilt * .pi / 180, a = axis * .pi / 180
            let normal = SceneVector(sin(t) * cos(a), sin(t) * sin(a), cos(t))
            return ([.plane(normal: normal, offset: distance * cos(t))], 0)
        case let .printOnTable(height, pitch):
            return ([.plane(normal: SceneVector(0, 1, 0), offset: height)], pitch * .pi / 180)
        case let .objectOnTable(height, pitch, size):
            let p = pitch * .pi / 180
            // Where the optical axis meets the table: the box stands there.
            let centre = height / tan(max(p, 0.05))
            return ([
                .plane(normal: SceneVector(0, 1, 0), offset: height),
                .box(min: SceneVector(-size / 2, height - size, centre - size / 2), max: SceneVector(size / 2, height, centre + size / 2)),
            ], p)
        case let .room(variant):
            let shift = Double(variant % 10)
            let back = 3.6 + 0.15 * shift, side = 1.8 + 0.05 * shift, nudge = 0.08 * shift - 0.4
            return ([
                .plane(normal: SceneVector(0, 1, 0), offset: 1.2),  // floor, camera 1.2 m above it
                .plane(normal: SceneVector(0, -1, 0), offset: 1.3),  // ceiling
                .plane(normal: SceneVector(0, 0, 1), offset: back),  // back wall
                .plane(normal: SceneVector(1, 0, 0), offset: side),  // right wall
                .plane(normal: SceneVector(-1, 0, 0), offset: side),  // left wall
                .box(min: SceneVector(-0.7 + nudge, 0.45, 1.9), max: SceneVector(0.3 + nudge, 1.2, 2.7)),  // table
                .box(min: SceneVector(-0.4 + nudge, 0.25, 2.1), max: SceneVector(-0.15 + nudge, 0.45, 2.35)),  // box on it
                .box(min: SceneVector(0.5, 0.75, 1.3 + 0.05 * shift), max: SceneVector(0.95, 1.2, 1.7 + 0.05 * shift)),
                .sphere(centre: SceneVector(-0.9 - nudge, 0.95, 1.6), radius: 0.25),
            ], (12 + shift) * .pi / 180)
        case let .closeObject(distance):
            return ([
                .plane(normal: SceneVector(0, 0, 1), offset: distance + 1.2),
                .sphere(centre: SceneVector(-0.25 * distance, 0, distance), radius: 0.25 * distance),
                .box(min: SceneVector(0.1 * distance, -0.2 * distance, distance * 0.95),
                     max: SceneVector(0.45 * distance, 0.25 * distance, distance * 1.3)),
            ], 0)
        }
    }
}
