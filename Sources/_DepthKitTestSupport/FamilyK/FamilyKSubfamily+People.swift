import DepthKitCore
import Foundation

/// The close-person layouts (people and pets near the camera) and the table-top layouts.
extension FamilyKSubfamily {
    /// A person or a pet near the camera, or a table top with objects.
    func peopleLayout(_ g: inout SplitMix64, shot: FamilyKShot) -> FamilyKLayout {
        var w = FamilyKWorld()
        let depth = g.uniform(2.5...5)
        w.room(width: g.uniform(3...6), height: 2.6, back: -2, front: depth, &g)
        var front = false
        let camera: FamilyKCamera, summary: String
        switch self {
        case .selfie, .standingPerson, .personWithPet:
            let height = g.uniform(1.55...1.9), scale = height / 1.75
            let distance = self == .selfie ? g.uniform(0.28...0.6) : g.uniform(0.5...1.2)
            let base = FamilyKVector(g.uniform(-0.1...0.1), 0, distance)
            w.person(base: base, facing: 180 + g.uniform(-25...25), height: height, standing: true, &g)
            let face = base + FamilyKVector(0, 1.7 * scale, 0)
            if self == .personWithPet {
                w.pet(base: base + FamilyKVector(0, 1.05 * scale, -0.18), facing: g.uniform(200...340), length: g.uniform(0.35...0.6), &g)
            }
            front = self == .selfie
            let eye = FamilyKVector(g.uniform(-0.12...0.12), face.y + g.uniform(-0.25...0.1), 0)
            camera = shot.look(from: eye, at: face - FamilyKVector(0, self == .selfie ? 0.05 : g.uniform(0.1...0.45), 0))
            summary = "\(rawValue) at \(String(format: "%.2f", distance)) m"
        case .acrossTable:
            let distance = g.uniform(0.7...1.2)
            w.table(base: FamilyKVector(0, 0, distance / 2), size: FamilyKVector(1.4, 0.74, distance * 0.7), albedo: g.uniform(0.2...0.8))
            w.chair(base: FamilyKVector(0, 0, distance + 0.1), yaw: 180, albedo: 0.3)
            w.person(base: FamilyKVector(0, 0, distance), facing: 180 + g.uniform(-20...20), height: g.uniform(1.5...1.9), standing: false, &g)
            let eye = FamilyKVector(g.uniform(-0.1...0.1), g.uniform(1.05...1.3), 0)
            camera = shot.look(from: eye, at: FamilyKVector(0, g.uniform(0.9...1.2), distance))
            summary = "person across a table at \(String(format: "%.2f", distance)) m"
        case .petClose:
            let distance = g.uniform(0.4...0.9), length = g.uniform(0.35...0.9)
            let base = FamilyKVector(0, 0, distance)
            w.pet(base: base, facing: g.uniform(0...360), length: length, &g)
            let eye = FamilyKVector(g.uniform(-0.15...0.15), g.uniform(0.5...1.1), 0)
            camera = shot.look(from: eye, at: base + FamilyKVector(0, length * 0.4, 0))
            summary = "pet \(Int(length * 100)) cm long at \(String(format: "%.2f", distance)) m"
        default:
            let top = g.uniform(0.45...0.78), size = FamilyKVector(g.uniform(1...2), top, g.uniform(0.7...1.1))
            w.table(base: FamilyKVector(0, 0, 1), size: size, albedo: g.uniform(0.1...0.8), topRole: .surface, material: g.chance(0.3) ? .glossy : .matte)
            var objects = 0
            func around(_ spread: Double = 0.35) -> FamilyKVector {
                FamilyKVector(g.uniform(-spread...spread) * size.x, top, 1 + g.uniform(-spread...spread) * size.z)
            }
            switch self {
            case .dinnerTable:
                for _ in 0..<g.integer(2...6) {
                    let p = around()
                    w.add(.cylinder(base: p, radius: g.uniform(0.1...0.14), height: 0.02), .glossy, albedo: 0.9, role: .subject)
                    w.lathe(base: p + FamilyKVector(0.15, 0, 0.1), profile: [(0.035, 0.01), (0.006, 0.08), (0.04, 0.18)], .glass, albedo: 0.1, role: .subject)
                    objects += 2
                }
                w.lathe(base: around(), profile: [(0.04, 0.2), (0.015, 0.3)], .glossy, albedo: g.uniform(0.05...0.6), role: .subject)
                objects += 1
            case .deskWithLaptop:
                let p = around(0.15)
                w.box(base: p, size: FamilyKVector(0.33, 0.018, 0.23), albedo: 0.5, role: .subject)
                w.display(centre: p + FamilyKVector(0, 0.13, 0.13), width: 0.31, height: 0.2, bezel: 0.01, thickness: 0.006, facing: 180, tilt: g.uniform(10...25), &g, role: .subject)
                w.lathe(base: around(), profile: [(0.045, 0.1)], albedo: g.uniform(0.1...0.9), role: .subject)
                for k in 0..<g.integer(1...4) { w.box(base: p + FamilyKVector(0.35, Double(k) * 0.03, 0), size: FamilyKVector(0.16, 0.03, 0.23), yaw: g.uniform(-10...10), albedo: g.uniform(0.1...0.9), role: .subject) }
                objects = 4
            case .workbench:
                for _ in 0..<g.integer(4...9) {
                    let p = around()
                    if g.chance(0.5) {
                        w.box(base: p, size: FamilyKVector(g.uniform(0.05...0.3), g.uniform(0.03...0.2), g.uniform(0.05...0.2)), yaw: g.uniform(0...90), g.chance(0.5) ? .glossy : .dark, albedo: g.uniform(0.05...0.8), role: .subject)
                    } else {
                        w.add(.cylinder(base: p, radius: g.uniform(0.03...0.08), height: g.uniform(0.08...0.25)), .glossy, albedo: g.uniform(0.1...0.8), role: .subject)
                    }
                    objects += 1
                }
            case .coffeeTablePlants:
                for _ in 0..<g.integer(1...3) {
                    let p = around(), r = g.uniform(0.06...0.12)
                    w.lathe(base: p, profile: [(r * 0.8, 0.03), (r, r * 1.6)], albedo: g.uniform(0.2...0.8), role: .subject)
                    w.foliage(centre: p + FamilyKVector(0, r * 1.6 + 0.12, 0), radii: FamilyKVector(0.15, 0.15, 0.15), leaves: 40, size: 0.06, albedo: 0.3, role: .subject, &g)
                    objects += 2
                }
                w.box(base: around(), size: FamilyKVector(0.21, 0.01, 0.28), yaw: g.uniform(0...90), albedo: 0.8, texture: .picture(seed: 9, scale: 0.02), role: .subject)
                objects += 1
            default:
                let p = around(0.1)
                w.box(base: p, size: FamilyKVector(0.5, 0.01, 0.5), albedo: 0.7, texture: .picture(seed: 4, scale: 0.0625), role: .subject)
                for _ in 0..<g.integer(6...16) {
                    w.lathe(base: p + FamilyKVector(g.uniform(-0.22...0.22), 0.01, g.uniform(-0.22...0.22)), profile: [(0.015, 0.015), (0.009, 0.06), (0.013, 0.085)], .glossy, albedo: g.uniform(0.05...0.9), role: .subject)
                    objects += 1
                }
                w.box(base: around(), size: FamilyKVector(0.3, 0.07, 0.3), yaw: g.uniform(0...90), albedo: g.uniform(0.1...0.9), role: .subject)
            }
            let height = g.uniform(0.35...0.9), back = g.uniform(0.25...0.75)
            camera = shot.look(from: FamilyKVector(g.uniform(-0.2...0.2), top + height, 1 - size.z / 2 - back), at: FamilyKVector(g.uniform(-0.1...0.1), top, 1))
            summary = "\(rawValue) at \(Int(top * 100)) cm, \(objects) objects, eye \(Int(height * 100)) cm above"
        }
        return FamilyKLayout(world: w, camera: camera, light: FamilyKVector(0.3, 1, -0.3), outdoors: false, front: front, summary: summary)
    }
}
