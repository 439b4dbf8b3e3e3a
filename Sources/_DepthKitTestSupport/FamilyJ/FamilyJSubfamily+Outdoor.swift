import DepthKitCore
import Foundation

/// Open outdoor scenes (outdoor): the ground in range, most of the rest beyond it or sky.
extension FamilyJSubfamily {
    /// An outdoor layout.
    func outdoorLayout(_ g: inout SplitMix64) -> FamilyJLayout {
        var w = FamilyJWorld()
        let eyeHeight = g.uniform(1.1...1.7), kerb = g.uniform(3...6)
        var ground = FamilyJFinish.ground(&g)
        let (slope, roughness): (Double, Double) = switch self {
        case .street, .carPark: (0, 0.005)
        case .beach: (-g.uniform(0.01...0.05), g.uniform(0.02...0.1))
        case .mountainside: (g.chance(0.5) ? g.uniform(0.15...0.6) : -g.uniform(0.1...0.4), g.uniform(0.2...0.8))
        case .field: (g.uniform(-0.03...0.03), g.uniform(0.05...0.3))
        default: (g.uniform(-0.05...0.05), g.uniform(0.02...0.12))
        }
        let land = FamilyJTerrain.random(x: -80...(self == .street ? kerb : 80), z: -5...150, slope: slope, roughness: roughness, &g)
        func foot(_ x: Double, _ z: Double) -> SIMD3<Double> { [x, land.height(x: x, z: z), z] }
        var note = ""
        switch self {
        case .street:
            ground = FamilyJFinish(colour: FamilyJFinish.tint([0.5, 0.48, 0.45], spread: 0.1, &g), texture: .grain(cells: 300, amount: 0.2), material: .matte)
            let road = FamilyJFinish(colour: [0.12, 0.12, 0.13], texture: .grain(cells: 400, amount: 0.3), material: .dark)
            w.rectangle([kerb + 5, -0.13, 70], u: [5, 0, 0], v: [0, 0, 75], road)
            w.box(bottom: [kerb, -0.13, 70], size: [0.15, 0.13, 150], .paint(&g))
            let facade = -g.uniform(2...6)
            w.wall([facade, 8, 40], u: [0, 0, 45], v: [0, 8, 0], openings: [(-0.9...(-0.8), -1...(-0.6)), (-0.5...(-0.4), -0.4...0.1)], .paint(&g))
            for _ in 0..<g.integer(1...5) { w.car(at: [kerb + 1.1, -0.13, g.uniform(3...30)], yaw: 0, &g) }
            w.cylinder(base: [kerb - 0.4, 0, g.uniform(4...15)], axis: [0, 1, 0], radius: 0.07, length: 6, .metal(&g))
            note = "pavement \(Int(kerb)) m to the kerb, façade \(Int(-facade)) m aside, cars"
        case .park:
            for _ in 0..<g.integer(2...8) { w.tree(at: foot(g.uniform(-15...15), g.uniform(5...40)), &g) }
            if g.chance(0.6) {
                let x = g.uniform(-2...2), z = g.uniform(2.5...6)
                w.box(bottom: foot(x, z), size: [1.6, 0.45, 0.45], yaw: g.uniform(-0.5...0.5), .wood(&g))
            }
            note = "lawn, trees, bench"
        case .beach:
            ground = FamilyJFinish(colour: FamilyJFinish.tint([0.75, 0.67, 0.5], spread: 0.06, &g), texture: .grain(cells: 300, amount: 0.15), material: .matte)
            let shore = g.uniform(6...25)
            w.rectangle([0, land.height(x: 0, z: shore) + 0.02, shore + 150], u: [200, 0, 0], v: [0, 0, 150],
                        FamilyJFinish(colour: [0.1, 0.2, 0.3], texture: .grain(cells: 500, amount: 0.3), material: .glossy))
            for _ in 0..<g.integer(0...3) {
                let x = g.uniform(-4...4), z = g.uniform(2...min(8, shore))
                w.box(bottom: foot(x, z), size: [0.8, 0.02, 1.8], yaw: g.uniform(0...3), .fabric(&g))
            }
            note = "sand down to the sea at \(Int(shore)) m, towels"
        case .carPark:
            ground = FamilyJFinish(colour: FamilyJFinish.tint([0.22, 0.22, 0.23], spread: 0.05, &g), texture: .grain(cells: 400, amount: 0.25), material: .dark)
            for row in 0..<2 {
                for bay in 0..<g.integer(2...8) where g.chance(0.7) {
                    w.car(at: [Double(bay) * 2.6 - 8, 0, 6 + Double(row) * 9], yaw: .pi / 2, &g)
                }
            }
            for _ in 0..<g.integer(1...3) { w.cylinder(base: [g.uniform(-10...10), 0, g.uniform(8...25)], axis: [0, 1, 0], radius: 0.1, length: 7, .metal(&g)) }
            note = "asphalt, rows of cars, lamp posts"
        case .field:
            for _ in 0..<g.integer(0...4) { w.cylinder(base: foot(g.uniform(-20...20), g.uniform(10...60)) + [-0.6, 0.6, 0], axis: [1, 0, 0], radius: 0.6, length: 1.2, .ground(&g)) }
            if g.chance(0.5) {
                let fenceZ = g.uniform(6...20)
                for post in 0..<12 { w.box(bottom: foot(Double(post) * 2.5 - 14, fenceZ), size: [0.1, 1.2, 0.1], .wood(&g)) }
            }
            note = "field, hay bales, fence"
        default:  // .mountainside
            for _ in 0..<g.integer(3...12) {
                let r = g.uniform(0.2...1.2)
                w.ellipsoid(foot(g.uniform(-10...10), g.uniform(2...30)) + [0, r * 0.3, 0], radii: [r, r * 0.6, r * 0.8],
                            FamilyJFinish(colour: FamilyJFinish.tint([0.45, 0.43, 0.4], spread: 0.1, &g), texture: .grain(cells: 8, amount: 0.2), material: .matte))
            }
            for _ in 0..<g.integer(0...6) { w.tree(at: foot(g.uniform(-15...15), g.uniform(6...30)), &g) }
            note = "slope \(Int(atan(slope) * 180 / .pi))°, rocks, trees"
        }
        w.terrain(land, ground)
        // At most 35° below the ground's slope, as the other families frame an outdoor view: the middle of
        // the top row (at least 22.6° above the axis with the 58–70° view) then meets the ground at least
        // 4.65 times the eye's height away (5.1–7.9 m), at or past the sensor's 4–5.5 m range, so the
        // layout's buildings, trees and cars are in view. Looking 39–51° down the frame held only ground
        // 1.5–4 m away: a plane a wall seen at a slant also makes, not the class's view.
        let heading = g.uniform(-0.6...0.6), pitch = atan(slope) - g.uniform(5...35) * .pi / 180
        let eye = foot(0, 0) + [0, eyeHeight, 0]
        let aim = eye + [sin(heading) * cos(pitch), sin(pitch), cos(heading) * cos(pitch)]
        return FamilyJLayout(world: w, eye: eye, aim: aim, note: note + ", camera \(Int(eyeHeight * 100)) cm up, pitched \(Int(pitch * 180 / .pi))°")
    }
}
