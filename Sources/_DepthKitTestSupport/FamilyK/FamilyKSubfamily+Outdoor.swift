import DepthKitCore
import Foundation

/// The outdoor layouts: a ground in range at the bottom of the view, buildings, trees, sea or hills
/// mostly beyond it.
extension FamilyKSubfamily {
    /// An open outdoor scene seen by a person standing or crouching.
    func outdoorLayout(_ g: inout SplitMix64, shot: FamilyKShot) -> FamilyKLayout {
        var w = FamilyKWorld()
        let heading = g.uniform(-30...30)
        var ground: (Double, Double) -> Double = { _, _ in 0 }
        let groundAlbedo: Double, summary: String
        switch self {
        case .street, .carPark:
            groundAlbedo = g.uniform(0.06...0.25)
            w.floor(y: 0, x: -60...60, z: -20...90, albedo: groundAlbedo, texture: .grain(scale: 0.3), role: .ground)
            if self == .street {
                let kerb = g.uniform(-6 ... -2)
                w.box(base: FamilyKVector(kerb - 2, 0, 30), size: FamilyKVector(4, 0.12, 110), albedo: 0.45, texture: .grain(scale: 0.4), role: .ground)
                for side in [-1.0, 1] {
                    var z = g.uniform(-5...5)
                    while z < 85 {
                        let width = g.uniform(8...20)
                        w.building(base: FamilyKVector(side * g.uniform(9...16), 0, z + width / 2), width: width, height: g.uniform(6...30), facing: side > 0 ? 270 : 90, &g)
                        z += width + g.uniform(0...4)
                    }
                }
                for _ in 0..<g.integer(0...5) { w.car(base: FamilyKVector(kerb + 1.1, 0, g.uniform(3...40)), yaw: 0, &g) }
                for z in stride(from: g.uniform(2...8), to: 60, by: 15) { w.add(.cylinder(base: FamilyKVector(kerb - 0.5, 0.12, z), radius: 0.07, height: 5), .matte, albedo: 0.3) }
                summary = "street, kerb \(Int(-kerb)) m aside"
            } else {
                // Two rows of cars parked across an aisle 5.5–8 m wide, the camera in the aisle.
                let aisle = g.uniform(5.5...8)
                for side in [-1.0, 1] {
                    for slot in 0..<g.integer(6...22) where g.chance(0.7) {
                        w.car(base: FamilyKVector(side * (aisle / 2 + 2.3), 0, 2 + Double(slot) * 2.6 + g.uniform(-0.2...0.2)), yaw: 90 + g.pick([0.0, 180]), &g)
                    }
                }
                w.building(base: FamilyKVector(0, 0, g.uniform(35...60)), width: 60, height: g.uniform(6...15), facing: 180, &g)
                summary = "car park, aisle \(String(format: "%.1f", aisle)) m"
            }
        case .park, .field, .mountainside:
            let amplitude = self == .park ? g.uniform(0.05...0.4) : g.uniform(0.2...1.5)
            let slope = self == .mountainside ? tan(g.uniform(10...32) * .pi / 180) * (g.chance(0.5) ? 1 : -1) : 0
            let slopeHeading = g.uniform(0...360) * .pi / 180, phase = g.uniform(0...6)
            ground = { x, z in
                slope * (x * sin(slopeHeading) + z * cos(slopeHeading)) + amplitude * sin(0.21 * x + phase) * cos(0.17 * z + 2 * phase)
            }
            groundAlbedo = self == .mountainside ? g.uniform(0.15...0.5) : g.uniform(0.2...0.45)
            w.terrain(x: -45...45, z: -15...75, cells: 26, albedo: groundAlbedo, texture: .grain(scale: 0.25), height: ground)
            let trees = self == .park ? g.integer(6...20) : self == .field ? g.integer(0...8) : g.integer(0...5)
            for _ in 0..<trees {
                let x = g.uniform(-35...35), z = g.uniform(6...70)
                w.tree(base: FamilyKVector(x, ground(x, z), z), height: g.uniform(4...14), &g)
            }
            if self == .park, g.chance(0.7) {
                let z = g.uniform(2.5...6), x = g.uniform(-2...2)
                w.box(base: FamilyKVector(x, ground(x, z) + 0.4, z), size: FamilyKVector(1.6, 0.06, 0.45), yaw: g.uniform(-30...30), albedo: 0.4, texture: .stripes(seed: 3, width: 0.1))
                w.box(base: FamilyKVector(x, ground(x, z), z), size: FamilyKVector(1.4, 0.4, 0.3), yaw: 0, .dark, albedo: 0.15)
            }
            if self == .field {
                for k in 0..<g.integer(0...12) {
                    let x = -8 + Double(k) * 2.5, z = g.uniform(4...9)
                    w.add(.cylinder(base: FamilyKVector(x, ground(x, z) - 0.1, z), radius: 0.06, height: 1.2), albedo: 0.35)
                }
                for _ in 0..<g.integer(0...6) {
                    let x = g.uniform(-20...20), z = g.uniform(8...40)
                    w.add(.cylinder(base: FamilyKVector(x, ground(x, z) - 0.1, z), radius: 0.75, height: 1.3), albedo: 0.55, texture: .grain(scale: 0.05))
                }
            }
            if self == .mountainside {
                for _ in 0..<g.integer(3...15) {
                    let x = g.uniform(-12...12), z = g.uniform(2...30), r = g.uniform(0.2...1.5)
                    w.add(.ellipsoid(center: FamilyKVector(x, ground(x, z), z), radii: FamilyKVector(r, r * 0.6, r * 0.9)), albedo: g.uniform(0.2...0.5), texture: .grain(scale: 0.1))
                }
            }
            summary = self == .mountainside ? "mountainside, slope \(Int(atan(abs(slope)) * 180 / .pi))° \(slope > 0 ? "up" : "down")" : "\(rawValue), relief \(String(format: "%.1f", amplitude)) m"
        default:
            groundAlbedo = g.uniform(0.35...0.7)
            let shore = g.uniform(7...25), phase = g.uniform(0...6)
            ground = { x, z in -0.02 * z + 0.03 * sin(3 * x + phase) * sin(2.3 * z) }
            w.terrain(x: -40...40, z: -15...(shore + 2), cells: 24, albedo: groundAlbedo, texture: .grain(scale: 0.05), height: ground)
            w.floor(y: -0.02 * shore - 0.05, x: -200...200, z: shore...400, .glossy, albedo: 0.02)
            for _ in 0..<g.integer(0...5) {
                let x = g.uniform(-10...10), z = g.uniform(3...shore)
                w.add(.cylinder(base: FamilyKVector(x, ground(x, z) - 0.2, z), radius: 0.025, height: 2.2), albedo: 0.7)
                w.lathe(base: FamilyKVector(x, ground(x, z) + 1.8, z), profile: [(g.uniform(0.8...1.2), 0.1), (0.6, 0.25), (0.2, 0.35)], albedo: g.uniform(0.2...0.9))
            }
            for _ in 0..<g.integer(0...4) {
                let x = g.uniform(-15...15), z = g.uniform(4...shore)
                w.person(base: FamilyKVector(x, ground(x, z), z), facing: g.uniform(0...360), height: g.uniform(1.5...1.9), standing: true, &g, role: .surroundings)
            }
            summary = "beach, the sea from \(Int(shore)) m"
        }
        let crouch = g.chance(0.2), eye = crouch ? g.uniform(0.4...0.9) : g.uniform(1.2...1.7)
        let x = g.uniform(-1...1), position = FamilyKVector(x, ground(x, 0) + eye, 0)
        let pitch = g.uniform(crouch ? 3...30 : 8...42) * .pi / 180, h = heading * .pi / 180
        let direction = FamilyKVector(sin(h) * cos(pitch), -sin(pitch), cos(h) * cos(pitch))
        let camera = shot.look(from: position, at: position + direction)
        return FamilyKLayout(world: w, camera: camera, light: FamilyKVector(g.uniform(-1...1), g.uniform(0.3...1.5), g.uniform(-1...1)), outdoors: true, front: false,
                             summary: "\(summary), eye \(String(format: "%.1f", eye)) m, \(Int(pitch * 180 / .pi))° down")
    }
}
