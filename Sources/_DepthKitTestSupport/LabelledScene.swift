import Foundation
import DepthKitCore

/// A randomly drawn, labelled capture for validating the assessment's verdict: the hard flat cases
/// (a screen with the room around it, a flat surface with clutter in a corner, a print with the
/// table's far edge, a wall with relief) and the real scenes they must not be confused with (outdoor
/// scenes mostly beyond the sensor's range, rooms, shelves, corridors, close people, table tops with
/// objects). Each scene draws its geometry *and* its sensor (``DepthSensorModel``: noise, quantisation,
/// smoothing, flying pixels, range clamping, confidence) from its seed, at 256x192, 320x240 or 640x480
/// with a 55–75° field of view. The same kind and seed always give the same map.
public struct LabelledScene: Sendable, CustomStringConvertible {
    /// What the capture shows.
    public enum Kind: String, Sendable, CaseIterable, Hashable {
        /// A phone or monitor screen filling 70–97 % of the frame, tilted 0–70°, with a wall, a desk or a
        /// room around it. Flat.
        case partialScreen = "partial_screen"
        /// A wall, screen, table or document covering 85–97 % of the frame with a pen, a hand or the edge of
        /// an object in a corner. Flat.
        case flatWithClutter = "flat_with_clutter"
        /// A print on a table seen at 20–68° from the table's normal, the floor or a wall beyond the table's
        /// far edge in up to 12 % of the frame. Flat.
        case printWithTableEdge = "print_with_table_edge"
        /// A wall at 0.5–4 m and 0–70° with frames, switches or posters 1–30 mm proud of it. Flat.
        case wallWithRelief = "wall_with_relief"
        /// Outdoors: the near ground and objects in range, the rest beyond it (clamped, confidence 0). Real.
        case outdoor
        /// A furnished room. Real.
        case room
        /// A bookshelf filled with books. Real.
        case shelf
        /// A corridor (walls, floor, ceiling, far end). Real.
        case corridor
        /// A person 0.4–1.2 m from the camera before a wall. Real.
        case closePerson = "close_person"
        /// A table top seen from close with several objects on it. Real.
        case tableTop = "table_top"

        /// The verdict the assessment must give.
        public var expected: Assessment.Verdict {
            switch self {
            case .partialScreen, .flatWithClutter, .printWithTableEdge, .wallWithRelief: .flatSurface
            case .outdoor, .room, .shelf, .corridor, .closePerson, .tableTop: .realScene
            }
        }
    }

    /// The kind.
    public let kind: Kind
    /// The seed everything was drawn from.
    public let seed: UInt64
    /// The depth map.
    public let map: DepthMap
    /// ARKit-style confidence (iPhone-like sensors only, and not always).
    public let confidence: ConfidenceMap?
    /// The intrinsics the scene was rendered with.
    public let intrinsics: CameraIntrinsics
    /// The drawn geometry and sensor, for failure messages.
    public let details: String

    /// The verdict the assessment must give.
    public var expected: Assessment.Verdict { kind.expected }

    public var description: String { "\(kind.rawValue) #\(seed): \(details)" }

    /// Which generator draws the scene.
    public enum Family: String, Sendable, CaseIterable {
        /// The generator of issue 11 (one family per kind).
        case original
        /// The tuning family of issue 27: the original scenes plus more families of outdoor scenes
        /// (open fields, façades, slopes) and of clutter (a hand before the surface, small things lying on
        /// it, cables), ceilings, a TrueDepth-like sensor, beyond-range pixels as 0 or NaN, maps without
        /// confidence, patches of holes and portrait captures. Drawn from a second stream, so a scene that
        /// draws the original family's choices is the original scene.
        case widened
    }

    /// Draws and renders a scene of `kind` from `seed`; `sizes` limits the resolutions drawn from.
    public init(_ kind: Kind, seed: UInt64, sizes: [(Int, Int)] = LabelledScene.sensorSizes, family: Family = .widened) {
        var g = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(Kind.allCases.firstIndex(of: kind) ?? 0))
        var h = SplitMix64(seed: (seed ^ 0x5749_4445_4E45_4421) &* 0xD1B5_4A32_D192_ED03 &+ UInt64(Kind.allCases.firstIndex(of: kind) ?? 0))
        var (width, height) = g.pick(sizes)
        let lidar = (width, height) == (256, 192) || g.chance(0.3) || kind == .outdoor
        var sensor = DepthSensorModel.random(&g, lidar: lidar)
        var camera = SceneCamera(width: width, height: height, horizontalFieldOfViewDegrees: g.uniform(55...75))
        var widened: ([Surface], String)?
        if family == .widened {
            widened = Self.widenedLayout(kind, camera: &camera, generator: &g, widening: &h)
            // Front-camera captures: a ceiling or a close person, at TrueDepth's own grids when allowed.
            let trueDepth = (kind == .closePerson || widened?.1.hasPrefix("ceiling") == true) && h.chance(0.5)
            if trueDepth, let size = sizes.first(where: { $0 == (640, 480) || $0 == (320, 240) }) {
                (width, height) = size
                camera.width = width
                camera.height = height
            }
            sensor.widen(&h, trueDepth: trueDepth)
        }
        let (surfaces, geometry) = widened ?? Self.layout(kind, camera: &camera, generator: &g)
        var truth = [Double?](repeating: nil, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                truth[y * width + x] = surfaces.nearestHit(camera.ray(x: Double(x), y: Double(y)))
            }
        }
        let (map, confidence) = sensor.capture(truth: truth, width: width, height: height, generator: &g, widening: &h)
        self.kind = kind
        self.seed = seed
        self.map = map
        self.confidence = confidence
        // Width, height and field of view are valid by construction.
        self.intrinsics = try! CameraIntrinsics(
            width: width, height: height, horizontalFieldOfViewDegrees: camera.horizontalFieldOfViewDegrees)
        self.details = "\(width)x\(height), fov \(Int(camera.horizontalFieldOfViewDegrees))°, \(geometry); \(sensor)"
    }

    /// A scene rendered elsewhere (``HoldOutScene``).
    init(kind: Kind, seed: UInt64, map: DepthMap, confidence: ConfidenceMap?, intrinsics: CameraIntrinsics, details: String) {
        self.kind = kind
        self.seed = seed
        self.map = map
        self.confidence = confidence
        self.intrinsics = intrinsics
        self.details = details
    }

    /// The sensor grids drawn from: iPhone LiDAR twice as often as the VGA and QVGA grids.
    public static let sensorSizes = [(256, 192), (256, 192), (320, 240), (640, 480)]

    /// `perKind` scenes of every kind, seeds `base`, `base + 1`, …
    public static func set(
        base: UInt64, perKind: Int, sizes: [(Int, Int)] = sensorSizes, family: Family = .widened
    ) -> [LabelledScene] {
        Kind.allCases.flatMap { kind in
            (0..<UInt64(perKind)).map { LabelledScene(kind, seed: base + $0, sizes: sizes, family: family) }
        }
    }
}
