import Foundation
import DepthKitCore

/// Open outdoor scenes (real): a phone held at eye height or on a balcony, ground in range near the
/// camera, trees, buildings, cars, the sea or hills beyond the sensor's range, sky where nothing is.
extension FamilyGLayout {
    static func outdoor(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let ground = 0, things = 1
        var height = g.uniform(1.2...1.7), yaw = g.uniform(-0.6...0.6), pitch = -g.uniform(5...35) * .pi / 180
        /// Ground under (x, z) from `terrain`, tessellated from 10 m behind the camera to 190 m ahead.
        func addGround(_ material: FamilyGMaterial, _ terrain: @escaping (Double, Double) -> Double) {
            mesh.addPatch(origin: SIMD3(-90, 0, -10), u: SIMD3(0, 0, 200), v: SIMD3(180, 0, 0), columns: 60, rows: 45, material, part: ground) { s, t in
                terrain(-90 + 180 * t, -10 + 200 * s)
            }
        }
        func addTrees(_ count: Int, distances: ClosedRange<Double>) {
            for _ in 0..<count {
                let angle = g.uniform(-1.2...1.2), distance = g.uniform(distances)
                let base = SIMD3(distance * sin(angle + yaw), 0, distance * cos(angle + yaw)), tall = g.uniform(4...14)
                mesh.addTree(base: base, height: tall, crownRadius: tall * g.uniform(0.2...0.35), trunkRadius: g.uniform(0.1...0.3), part: things)
            }
        }
        switch subfamily {
        case "lawn with trees":
            let amplitude = g.uniform(0.05...0.3), wave = g.uniform(10...30)
            addGround(.matte) { x, z in amplitude * sin(x / wave) * cos(z / wave) }
            addTrees(g.integer(4...12), distances: 6...45)
            for _ in 0..<g.integer(2...6) {
                let at = SIMD3(g.uniform(-10...10), 0, g.uniform(4...15)), size = g.uniform(0.4...1.2)
                mesh.addEllipsoid(centre: at, radii: SIMD3(size, size * 0.8, size), stacks: 6, slices: 10, .foliage, part: things)
            }
            if g.chance(0.3) { mesh.addUprightBox(base: SIMD3(g.uniform(-2...2), 0.4, g.uniform(4...8)), width: 1.6, depth: 0.45, height: 0.05, yaw: g.uniform(-1...1), .matte, part: things) }
        case "street with buildings":
            yaw = .pi / 2 + g.uniform(-0.7...0.7)
            let kerb = g.uniform(1.5...3), road = kerb + g.uniform(6...10), far = road + g.uniform(2...4)
            let asphalt: FamilyGMaterial = g.chance(0.5) ? .dark : .matte
            mesh.addQuad(SIMD3(-5, 0, -60), SIMD3(kerb, 0, -60), SIMD3(kerb, 0, 60), SIMD3(-5, 0, 60), .matte, part: ground)
            mesh.addQuad(SIMD3(kerb, -0.12, -60), SIMD3(road, -0.12, -60), SIMD3(road, -0.12, 60), SIMD3(kerb, -0.12, 60), asphalt, part: ground)
            mesh.addQuad(SIMD3(kerb, -0.12, -60), SIMD3(kerb, 0, -60), SIMD3(kerb, 0, 60), SIMD3(kerb, -0.12, 60), .matte, part: ground)
            mesh.addQuad(SIMD3(road, 0, -60), SIMD3(far, 0, -60), SIMD3(far, 0, 60), SIMD3(road, 0, 60), .matte, part: ground)
            var z = -60.0
            while z < 60 {
                let width = g.uniform(8...20), depth = g.uniform(8...14)
                mesh.addBuilding(base: SIMD3(far + depth / 2, 0, z + width / 2), width: width, depth: depth, height: g.uniform(6...20), yaw: .pi / 2, part: things)
                z += width
            }
            for _ in 0..<g.integer(0...4) { mesh.addCar(base: SIMD3(kerb + 1.2, -0.12, g.uniform(-20...20)), yaw: 0, paint: g.pick([.matte, .specular, .dark]), part: things) }
            for _ in 0..<g.integer(1...3) {
                let foot = SIMD3(kerb - 0.4, 0, g.uniform(-15...15))
                mesh.addTube(path: [foot, foot + SIMD3(0, 4.5, 0)], radius: 0.06, sides: 6, .thin, part: things)
            }
        case "beach":
            let amplitude = g.uniform(0.02...0.15), sea = g.uniform(12...40)
            addGround(.matte) { x, z in z < sea ? amplitude * sin(x * 1.3) * sin(z * 0.9) - 0.02 * z : -0.02 * sea - 0.3 }
            mesh.addQuad(SIMD3(-200, -0.02 * sea - 0.2, sea), SIMD3(200, -0.02 * sea - 0.2, sea), SIMD3(200, -0.02 * sea - 0.2, 400), SIMD3(-200, -0.02 * sea - 0.2, 400), .dark, part: things)
            if g.chance(0.5) {
                let at = SIMD3(g.uniform(-4...4), 0, g.uniform(3...10))
                mesh.addTube(path: [at, at + SIMD3(0, 2.2, 0)], radius: 0.02, sides: 6, .thin, part: things)
                mesh.addEllipsoid(centre: at + SIMD3(0, 2.2, 0), radii: SIMD3(1, 0.25, 1), stacks: 6, slices: 12, .matte, part: things)
            }
        case "car park":
            addGround(g.chance(0.3) ? .dark : .matte) { _, _ in 0 }
            for _ in 0..<g.integer(4...12) {
                let row = Double(g.integer(0...3)) * 6 + 4
                mesh.addCar(base: SIMD3(g.uniform(-15...15), 0, row + g.uniform(-0.3...0.3)), yaw: g.uniform(-0.1...0.1),
                            paint: g.pick([.matte, .specular, .dark]), part: things)
            }
            if g.chance(0.7) { mesh.addBuilding(base: SIMD3(g.uniform(-20...20), 0, g.uniform(30...60)), width: g.uniform(20...50), depth: 15, height: g.uniform(8...25), yaw: 0, part: things) }
        case "roofs from a balcony":
            let edge = g.uniform(1...2), below = g.uniform(6...25)
            mesh.addQuad(SIMD3(-2.5, 0, -1), SIMD3(2.5, 0, -1), SIMD3(2.5, 0, edge), SIMD3(-2.5, 0, edge), .matte, part: ground)
            if g.chance(0.3) {
                mesh.addQuad(SIMD3(-2.5, 0, edge), SIMD3(2.5, 0, edge), SIMD3(2.5, 1.05, edge), SIMD3(-2.5, 1.05, edge), .glass, part: ground)
            } else {
                for post in 0...40 {
                    let x = -2.5 + Double(post) * 0.125
                    mesh.addTube(path: [SIMD3(x, 0, edge), SIMD3(x, 1.0, edge)], radius: 0.01, sides: 5, .thin, part: ground)
                }
            }
            mesh.addBox(corner: SIMD3(-2.5, 1.0, edge - 0.03), u: SIMD3(5, 0, 0), v: SIMD3(0, 0.05, 0), w: SIMD3(0, 0, 0.06), .matte, part: ground)
            mesh.addQuad(SIMD3(-200, -below, edge), SIMD3(200, -below, edge), SIMD3(200, -below, 400), SIMD3(-200, -below, 400), .matte, part: things)
            for _ in 0..<g.integer(6...16) {
                mesh.addBuilding(base: SIMD3(g.uniform(-40...40), -below, g.uniform(8...60)), width: g.uniform(6...16), depth: g.uniform(6...14),
                                 height: below - g.uniform(2...12), yaw: g.uniform(-0.3...0.3), part: things)
            }
            pitch = -g.uniform(5...30) * .pi / 180
            height = g.uniform(1.3...1.6)
        case "snow field":
            let amplitude = g.uniform(0.2...1.5), wave = g.uniform(20...60)
            addGround(.matte) { x, z in amplitude * sin(x / wave + 1) * sin(z / wave) }
            addTrees(g.integer(0...6), distances: 15...60)
            if g.chance(0.5) { mesh.addUprightBox(base: SIMD3(g.uniform(-20...20), 0, g.uniform(20...50)), width: 5, depth: 4, height: 3, yaw: g.uniform(0...3), .matte, part: things) }
            for post in 0..<g.integer(0...10) {
                let foot = SIMD3(-3 + Double(post) * 0.3, 0, 3 + Double(post) * 1.5)
                mesh.addTube(path: [foot - SIMD3(0, 0.5, 0), foot + SIMD3(0, 1.2, 0)], radius: 0.05, sides: 6, .matte, part: things)
            }
        default: // hillside path
            let grade = g.uniform(-0.2...0.2), amplitude = g.uniform(0.1...0.6)
            addGround(.matte) { x, z in grade * z + amplitude * sin(x / 7) * sin(z / 11) }
            for _ in 0..<g.integer(3...8) {
                let z = g.uniform(2...12), x = g.uniform(-4...4), size = g.uniform(0.1...0.5)
                mesh.addEllipsoid(centre: SIMD3(x, grade * z + size * 0.3, z), radii: SIMD3(size, size * 0.7, size * 1.2), stacks: 6, slices: 8, .matte, part: things)
            }
            addTrees(g.integer(2...8), distances: 10...50)
        }
        return FamilyGPose(position: SIMD3(0, height, 0), yaw: yaw, pitch: pitch, roll: shot.roll)
    }
}
