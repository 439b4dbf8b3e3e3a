import DepthKitCore
import Foundation

/// A family-I scene before it is sampled: its solids, how far it reaches, where the hand-held camera
/// stands and looks, and (flat classes) the labelled face the framing is measured on. The per-class
/// layouts (`FamilyIStage+<class>.swift`) fill it; ``FamilyISubfamily`` names them.
struct FamilyIStage {
    /// The solids, in the order they were placed.
    var solids: [FamilyISolid] = []
    /// How far from the camera the scene's unbounded surfaces (floors, grounds, walls) are sampled, metres.
    var reach = 10.0
    /// The camera's eye and the point it looks at, metres, and its roll about the line of sight, degrees.
    var eye = SIMD3<Double>(0, 1.5, 0)
    var target = SIMD3<Double>(0, 1.5, -1)
    var roll = 0.0
    /// How much farther than drawn the framing may move the camera (a ceiling's must stay above the floor).
    var farthest = 1.5
    /// The front (active stereo) camera instead of the rear LiDAR.
    var front = false
    /// The labelled face's corners (flat classes).
    var quad: [SIMD3<Double>]?
    /// What was drawn, for the scene's details.
    var notes: [String] = []

    /// The box the volume is sampled in: every bounded solid and `reach` around the eye.
    var extent: (low: SIMD3<Double>, high: SIMD3<Double>) {
        var low = eye - SIMD3(repeating: reach), high = eye + SIMD3(repeating: reach)
        for solid in solids {
            guard let box = solid.shape.bounds else { continue }
            low = pointwiseMin(low, box.low)
            high = pointwiseMax(high, box.high)
        }
        return (low, high)
    }

    /// Adds a solid.
    mutating func add(_ shape: FamilyIShape, _ material: FamilyIMaterial, labelled: Bool = false) {
        solids.append(FamilyISolid(shape, material, labelled: labelled))
    }

    /// Everything behind the plane through `point` facing `normal` (a floor faces up, a wall into the room).
    mutating func plane(_ point: SIMD3<Double>, facing normal: SIMD3<Double>, _ material: FamilyIMaterial, labelled: Bool = false) {
        add(.halfSpace(point: point, normal: normal.unit), material, labelled: labelled)
    }

    /// A box standing on height `y` at (`x`, `z`), `size` = width, height, depth, turned `yaw` radians.
    mutating func block(x: Double, y: Double = 0, z: Double, size: SIMD3<Double>, yaw: Double = 0,
                        _ material: FamilyIMaterial, labelled: Bool = false) {
        add(.box(center: SIMD3(x, y + size.y / 2, z), halfSize: size / 2, axes: .upright(yaw: yaw),
                 rounding: min(0.004, size.min() / 4)), material, labelled: labelled)
    }

    /// A panel whose front face is centred on `center` and looks along `facing`: `width`×`height`, `thickness`
    /// deep behind the face, turned `spin` radians in its plane. Returns the front face's corners.
    @discardableResult
    mutating func panel(_ center: SIMD3<Double>, facing: SIMD3<Double>, width: Double, height: Double, thickness: Double,
                        spin: Double = 0, _ material: FamilyIMaterial, labelled: Bool = false) -> [SIMD3<Double>] {
        let axes = FamilyIAxes(facing: facing, spin: spin)
        add(.box(center: center - axes.depth * (thickness / 2), halfSize: SIMD3(width / 2, height / 2, thickness / 2),
                 axes: axes, rounding: min(0.003, thickness / 4)), material, labelled: labelled)
        let r = axes.right * (width / 2), u = axes.up * (height / 2)
        return [center - r - u, center + r - u, center + r + u, center - r + u]
    }

    /// An upright cylinder standing on (`x`, `y`, `z`).
    mutating func column(x: Double, y: Double = 0, z: Double, radius: Double, height: Double, _ material: FamilyIMaterial,
                         labelled: Bool = false) {
        add(.cylinder(base: SIMD3(x, y, z), axis: SIMD3(0, 1, 0), radius: radius, length: height), material, labelled: labelled)
    }

    /// Looks at `target` from `distance` away, `yaw` radians round the vertical from +z and `elevation`
    /// radians above the horizontal.
    mutating func look(at target: SIMD3<Double>, distance: Double, yaw: Double, elevation: Double) {
        self.target = target
        eye = target + SIMD3(sin(yaw) * cos(elevation), sin(elevation), cos(yaw) * cos(elevation)) * distance
    }

    /// A hand-held roll: in portrait with `portrait` probability (±90° and a few degrees), else a few
    /// degrees off level.
    mutating func hold(_ g: inout SplitMix64, portrait: Double) {
        roll = g.chance(portrait) ? (g.chance(0.5) ? 90 : -90) + 4 * g.nextGaussian() : 5 * g.nextGaussian()
    }
}
