import DepthKitCore
import Foundation

/// outdoor: the ground running to the horizon from a hand-held camera, with buildings, trees, cars,
/// steps or posts, most of them beyond the sensor's range.
extension FamilyFStage {
    mutating func buildOutdoor(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        level(z: 0, width: 1200, depth: 1200, .matte, .ground)
        var yaw = g.uniform(-40...40)
        switch subfamily {
        case .street:
            let walk = g.uniform(1.5...4), road = g.uniform(6...10)
            block(at: -walk / 2 + 1, 60, SceneVector(walk, 300, 0.12), .matte, .ground)
            block(at: 1 + road + walk / 2, 60, SceneVector(walk, 300, 0.12), .matte, .ground)
            for side in [1 - walk - 6, 1 + road + walk + 6] {
                var y = g.uniform(-20...0)
                while y < 200 {
                    let length = g.uniform(8...30), height = g.uniform(6...25)
                    block(at: side, y + length / 2, SceneVector(12, length - 0.3, height), .matte, .structure)
                    y += length
                }
            }
            var y = g.uniform(2...6)
            while y < 60 {
                if g.chance(0.7) { car(at: 2.2, y, yaw: g.uniform(-3...3), generator: &g) }
                y += g.uniform(5...8)
            }
            for post in stride(from: g.uniform(3...12), to: 120, by: g.uniform(15...25)) { self.post(at: 0.9, post, radius: 0.07, height: 4.5, .matte, .structure) }
            notes.append("a street \(Int(road)) m wide, pavement \(String(format: "%.1f", walk)) m")
        case .park:
            for _ in 0..<g.integer(4...14) {
                let angle = g.uniform(-70...70), distance = g.uniform(4.5...45)
                let at = SceneVector.heading(angle) * distance
                tree(at: at.x, at.y, generator: &g)
            }
            if g.chance(0.7) {
                let at = SceneVector.heading(g.uniform(-30...30)) * g.uniform(2...8)
                block(at: at.x, at.y, floor: 0.42, SceneVector(1.6, 0.45, 0.05), yaw: g.uniform(-40...40), .matte, .structure)
                block(at: at.x, at.y, SceneVector(1.4, 0.3, 0.42), yaw: g.uniform(-40...40), .dark, .structure)
            }
            block(at: g.uniform(-3...3), 50, SceneVector(g.uniform(1.5...3), 100, 0.02), yaw: g.uniform(-20...20), .matte, .ground)
            notes.append("a park with trees on a lawn")
        case .openField:
            var things = [String]()
            for _ in 0..<g.integer(1...4) {
                let at = SceneVector.heading(g.uniform(-40...40)) * g.uniform(3...30)
                switch g.integer(0...2) {
                case 0: post(at: at.x, at.y, radius: g.uniform(0.04...0.1), height: g.uniform(1...2.2), .matte, .structure); things.append("post")
                case 1: person(at: at, yaw: g.uniform(-180...180), height: g.uniform(1.5...1.9), role: .structure, generator: &g); things.append("person")
                default: blob(at * 3 + SceneVector(0, 12, 0), SceneVector(g.uniform(2...8), g.uniform(2...8), g.uniform(0.5...2)), .matte, .structure); things.append("dune")
                }
            }
            for _ in 0..<g.integer(0...3) {
                let at = SceneVector.heading(g.uniform(-60...60)) * g.uniform(60...300)
                block(at: at.x, at.y, SceneVector(g.uniform(5...40), g.uniform(5...30), g.uniform(3...20)), yaw: g.uniform(0...90), .matte, .structure)
            }
            notes.append("an open field: " + things.joined(separator: ", "))
        case .outdoorSteps:
            let start = g.uniform(1.2...3.5), rise = g.uniform(0.14...0.18), run = g.uniform(0.28...0.38), width = g.uniform(2...6)
            let steps = g.integer(4...12)
            for step in 0..<steps {
                block(at: 0, start + run * (Double(step) + 0.5) + 15, SceneVector(width, run + 30, rise * Double(step + 1)), .matte, .structure)
            }
            if g.chance(0.6) {
                for side in [-1.0, 1.0] { block(at: side * (width / 2 + 0.15), start + 8, SceneVector(0.3, 16, g.uniform(0.5...1.1)), .matte, .structure) }
            }
            let top = start + run * Double(steps) + g.uniform(3...15)
            block(at: 0, top + 10, SceneVector(40, 20, g.uniform(6...20)), .matte, .structure)
            yaw = g.uniform(-20...20)
            notes.append("\(steps) steps of \(Int(rise * 1000)) mm from \(String(format: "%.1f", start)) m")
        default:
            var cars = 0
            for row in 0..<3 {
                for slot in 0..<g.integer(3...8) where g.chance(0.75) {
                    car(at: -10 + Double(slot) * 2.7 + g.uniform(-0.2...0.2), 3 + Double(row) * 7 + g.uniform(-0.5...1.5), yaw: g.uniform(-4...4), generator: &g)
                    cars += 1
                }
            }
            for _ in 0..<g.integer(1...3) { post(at: g.uniform(-12...12), g.uniform(6...30), radius: 0.1, height: 6, .matte, .structure) }
            block(at: 0, g.uniform(35...80), SceneVector(80, 20, g.uniform(6...18)), .matte, .structure)
            notes.append("a car park with \(cars) cars")
        }
        let height = g.uniform(1.1...1.65), pitch = g.uniform(-32...8)
        camera.look(from: SceneVector(0, 0, height), at: SceneVector(0, 0, height) + .heading(yaw, pitch: pitch))
        notes.append("camera \(Int(height * 100)) cm high, \(Int(pitch))° pitch")
    }
}
