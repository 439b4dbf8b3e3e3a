import Foundation

/// A family H scene before it is photographed: its solids, where the photographer stands and looks,
/// how the subject must be framed, and a short description of what was built.
struct FamilyHStage: Sendable {
    /// The solids built so far.
    private(set) var solids: [FamilyHSolid] = []
    /// Where the camera stands (world, metres; y up, the floor or ground at y = 0).
    var eye = SIMD3<Double>(0, 1.4, 0)
    /// What the camera looks at.
    var target = SIMD3<Double>(0, 1.4, 2)
    /// How the subject must fill the frame, if the layout asks.
    var framing: FamilyHFraming?
    /// What was built, for the scene's details.
    var summary = ""
    private let seed: UInt64

    init(seed: UInt64) { self.seed = seed }

    /// Adds `shape` at `origin` turned by `rotation`.
    mutating func add(
        _ shape: FamilyHShape, at origin: SIMD3<Double>, turned rotation: FamilyHRotation = .identity,
        _ material: FamilyHMaterial, _ role: FamilyHRole
    ) {
        let solidSeed = seed &+ UInt64(solids.count) &* 0x9E37_79B9_7F4A_7C15
        solids.append(FamilyHSolid(shape, at: FamilyHPlacement(origin, rotation), material: material, role: role, seed: solidSeed))
    }

    /// Adds the unbounded plane through `point` whose open side faces `normal` (a floor, a wall).
    mutating func addPlane(through point: SIMD3<Double>, facing normal: SIMD3<Double>, _ material: FamilyHMaterial, _ role: FamilyHRole) {
        add(.halfSpace, at: point, turned: .facing(normal), material, role)
    }

    /// Stands the camera `distance` metres from `target`, raised by `elevation` radians above the target's
    /// horizontal and swung `azimuth` radians round it from straight before it (−z).
    mutating func view(_ target: SIMD3<Double>, distance: Double, elevation: Double, azimuth: Double) {
        self.target = target
        eye = target + SIMD3(sin(azimuth) * cos(elevation), sin(elevation), -cos(azimuth) * cos(elevation)) * distance
    }

    /// Stands the camera at `eye` looking `pitch` radians above the horizontal, turned `yaw` radians from
    /// +z towards +x.
    mutating func look(from eye: SIMD3<Double>, pitch: Double, yaw: Double) {
        self.eye = eye
        target = eye + SIMD3(sin(yaw) * cos(pitch), sin(pitch), cos(yaw) * cos(pitch)) * 3
    }

    /// Asks for the camera to be moved along its line of sight until `roles` cover `share` of the frame,
    /// aiming `slide` nearer each time no distance does (when given).
    mutating func frame(_ roles: Set<FamilyHRole>, share: ClosedRange<Double>, closest: Double = 0.15, slide: SIMD3<Double>? = nil) {
        framing = FamilyHFraming(roles: roles, share: share, closest: closest, slide: slide)
    }

    /// The world to trace.
    var world: FamilyHWorld { FamilyHWorld(solids) }
}
