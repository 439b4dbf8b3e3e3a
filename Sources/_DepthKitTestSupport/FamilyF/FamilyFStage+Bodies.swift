import DepthKitCore
import Foundation

/// Things several of family F's classes share: people, arms, furniture, trees, cars.
extension FamilyFStage {
    /// A standing person whose feet are at `base` (seated: whose seat is), facing `yaw` degrees from south
    /// (toward −y), `height` metres tall when standing.
    mutating func person(at base: SceneVector, yaw: Double, height: Double, seated: Bool = false, role: FamilyFRole, generator g: inout SplitMix64) {
        func place(_ x: Double, _ y: Double, _ z: Double) -> SceneVector { base + SceneVector(x, y, z).yawed(yaw) }
        let drop = seated ? height * 0.5 : 0
        let shoulderZ = height * 0.82 - drop, headZ = height * 0.93 - drop
        let shoulderHalf = g.uniform(0.17...0.23)
        blob(place(0, 0, headZ), SceneVector(g.uniform(0.07...0.085), g.uniform(0.09...0.105), g.uniform(0.11...0.125)), yaw: yaw, .matte, role)
        rod(place(0, 0, shoulderZ - 0.02), place(0, 0, headZ - 0.08), radius: 0.055, .matte, role)
        blob(place(0, 0.01, shoulderZ - 0.27), SceneVector(shoulderHalf, g.uniform(0.1...0.13), 0.3), yaw: yaw, g.chance(0.3) ? .dark : .matte, role)
        for side in [-1.0, 1.0] {
            let shoulder = place(side * (shoulderHalf - 0.02), 0.01, shoulderZ - 0.03)
            let elbow = place(side * (shoulderHalf + 0.03), g.uniform(-0.12...0.05), shoulderZ - 0.3)
            rod(shoulder, elbow, radius: 0.045, .matte, role)
            rod(elbow, place(side * (shoulderHalf + 0.01), g.uniform(-0.3...0.0), shoulderZ - 0.55), radius: 0.038, .matte, role)
        }
        if seated {
            for side in [-1.0, 1.0] {
                rod(place(side * 0.1, 0, 0.06), place(side * 0.1, -0.45, 0.06), radius: 0.07, .matte, role)
                rod(place(side * 0.1, -0.45, 0.06), place(side * 0.1, -0.45, -base.z), radius: 0.05, .matte, role)
            }
        } else {
            blob(place(0, 0.01, height * 0.5), SceneVector(shoulderHalf * 0.85, 0.12, 0.14), yaw: yaw, .matte, role)
            for side in [-1.0, 1.0] { rod(place(side * 0.09, 0, 0), place(side * 0.09, 0, height * 0.48), radius: 0.065, .matte, role) }
        }
    }

    /// A forearm entering from `outside` (a point beyond the frame) to the wrist, a hand and fingers
    /// reaching on along the same direction to `fingertip`.
    mutating func forearmAndHand(from outside: SceneVector, to fingertip: SceneVector, role: FamilyFRole, generator g: inout SplitMix64) {
        let along = (fingertip - outside).normalized
        let side = along.cross(.up).length > 0.1 ? along.cross(.up).normalized : along.cross(.north).normalized
        let fingerLength = g.uniform(0.07...0.09)
        let knuckles = fingertip - along * fingerLength
        let wrist = knuckles - along * g.uniform(0.08...0.1)
        rod(outside, wrist, radius: g.uniform(0.028...0.038), .matte, role)
        add(.ellipsoid(center: (wrist + knuckles) * 0.5, axes: [along, side, along.cross(side).normalized],
                       radii: SceneVector(0.055, g.uniform(0.04...0.05), 0.018)), .matte, role)
        let fingers = g.integer(1...4)
        for finger in 0..<fingers {
            let offset = side * (Double(finger) - Double(fingers - 1) / 2) * 0.019
            rod(knuckles + offset, fingertip + offset - along * (finger == 0 ? 0 : 0.012 * Double(finger)), radius: 0.008, .matte, role)
        }
    }

    /// A table: a top `size.x` × `size.y` whose upper face is at `size.z`, on four legs.
    mutating func table(at x: Double, _ y: Double, _ size: SceneVector, yaw: Double = 0, role: FamilyFRole = .structure) {
        let center = SceneVector(x, y, 0)
        box(center + SceneVector(0, 0, size.z - 0.015), SceneVector(size.x, size.y, 0.03), yaw: yaw, .matte, role)
        for (sx, sy) in [(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)] {
            let leg = center + SceneVector(sx * (size.x / 2 - 0.05), sy * (size.y / 2 - 0.05), 0).yawed(yaw)
            post(at: leg.x, leg.y, radius: 0.025, height: size.z - 0.03, .matte, role)
        }
    }

    /// A chair facing `yaw` degrees from south.
    mutating func chair(at x: Double, _ y: Double, yaw: Double) {
        let center = SceneVector(x, y, 0)
        box(center + SceneVector(0, 0, 0.45), SceneVector(0.44, 0.44, 0.04), yaw: yaw, .matte, .structure)
        box(center + SceneVector(0, 0.2, 0).yawed(yaw) + SceneVector(0, 0, 0.7), SceneVector(0.42, 0.03, 0.45), yaw: yaw, .matte, .structure)
        for (sx, sy) in [(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)] {
            let leg = center + SceneVector(sx * 0.19, sy * 0.19, 0).yawed(yaw)
            post(at: leg.x, leg.y, radius: 0.015, height: 0.43, .matte, .structure)
        }
    }

    /// A tree: a trunk and a crown of leaves.
    mutating func tree(at x: Double, _ y: Double, generator g: inout SplitMix64) {
        let trunk = g.uniform(1.8...3.5), crown = g.uniform(1.2...3.2)
        post(at: x, y, radius: g.uniform(0.1...0.35), height: trunk + crown * 0.5, .matte, .structure)
        blob(SceneVector(x, y, trunk + crown * 0.8), SceneVector(crown, crown, crown * g.uniform(0.8...1.3)), .foliage, .structure)
    }

    /// A parked car, its length along `yaw` degrees from north.
    mutating func car(at x: Double, _ y: Double, yaw: Double, generator g: inout SplitMix64) {
        let paint: FamilyFMaterial = g.pick([.dark, .dark, .glossy, .matte])
        let length = g.uniform(3.9...4.8), width = g.uniform(1.7...1.9)
        let center = SceneVector(x, y, 0)
        box(center + SceneVector(0, 0, 0.62), SceneVector(width, length, 0.7), yaw: yaw, paint, .structure)
        box(center + SceneVector(0, -0.1, 0).yawed(yaw) + SceneVector(0, 0, 1.2), SceneVector(width - 0.15, length * 0.5, 0.48), yaw: yaw, .glass, .structure)
        for (sx, sy) in [(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)] {
            let hub = center + SceneVector(sx * width / 2 - sx * 0.11, sy * length * 0.33, 0.32).yawed(yaw)
            let axle = SceneVector.east.yawed(yaw)
            add(.cylinder(base: hub - axle * 0.11, axis: axle, length: 0.22, radius: 0.32), .dark, .structure)
        }
    }

    /// The six faces of a closed room `width` (x) × `length` (y) × `height`, its corner at the origin.
    mutating func room(width: Double, length: Double, height: Double) {
        level(z: 0, x: width / 2, y: length / 2, width: width, depth: length)
        level(z: height, x: width / 2, y: length / 2, width: width, depth: length)
        southFacingSheet(y: length, x: width / 2, z: height / 2, width: width, height: height)
        southFacingSheet(y: 0, x: width / 2, z: height / 2, width: width, height: height)
        for x in [0, width] {
            add(.sheet(center: SceneVector(x, length / 2, height / 2), halfU: SceneVector(0, length / 2, 0), halfV: SceneVector(0, 0, height / 2)))
        }
    }
}
