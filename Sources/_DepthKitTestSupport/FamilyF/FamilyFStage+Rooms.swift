import DepthKitCore
import Foundation

/// room: a furnished room seen from inside, at a standing photographer's height.
extension FamilyFStage {
    mutating func buildRoom(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        let width = g.uniform(3...6), length = g.uniform(3.2...6), height = g.uniform(2.35...2.9)
        room(width: width, length: length, height: height)
        var furniture = [String]()
        switch subfamily {
        case .livingRoom:
            let sofaY = length - 0.5
            block(at: width / 2, sofaY, SceneVector(2.0, 0.9, 0.45), g.chance(0.3) ? .dark : .matte, .structure)
            block(at: width / 2, sofaY + 0.35, SceneVector(2.0, 0.2, 0.85), .matte, .structure)
            for side in [-1.0, 1.0] { block(at: width / 2 + side * 1.05, sofaY, SceneVector(0.2, 0.9, 0.62), .matte, .structure) }
            table(at: width / 2, sofaY - 1.1, SceneVector(1.1, 0.6, 0.42))
            if g.chance(0.7) {
                block(at: 0.25, length / 2, SceneVector(0.45, 1.6, 0.5), .matte, .structure)
                box(SceneVector(0.3, length / 2, 0.95), SceneVector(0.06, 1.2, 0.7), .glossy, .structure)
            }
            if g.chance(0.6) { block(at: width - 0.6, length - 1.4, SceneVector(0.8, 0.8, 0.75), yaw: 30, .matte, .structure) }
            furniture = ["sofa", "coffee table"]
        case .bedroom:
            block(at: width / 2, length - 1.05, SceneVector(1.6, 2.0, 0.5), .matte, .structure)
            block(at: width / 2, length - 0.04, SceneVector(1.7, 0.08, 1.1), .matte, .structure)
            for side in [-0.4, 0.4] { blob(SceneVector(width / 2 + side, length - 0.35, 0.56), SceneVector(0.3, 0.18, 0.08), .matte, .structure) }
            block(at: 0.32, length * 0.4, SceneVector(0.6, 1.2, 2.0), yaw: 0, .matte, .structure)
            for side in [-1.1, 1.1] { block(at: width / 2 + side, length - 0.25, SceneVector(0.45, 0.4, 0.55), .matte, .structure) }
            furniture = ["bed", "wardrobe", "night stands"]
        case .kitchen:
            block(at: width / 2, length - 0.3, SceneVector(width, 0.6, 0.9), .matte, .structure)
            block(at: width / 2, length - 0.175, floor: 1.45, SceneVector(width, 0.35, 0.7), .matte, .structure)
            block(at: width - 0.36, length - 1.0, SceneVector(0.7, 0.7, 1.8), .glossy, .structure)
            table(at: width / 2, length / 2, SceneVector(1.2, 0.8, 0.75))
            for index in 0..<g.integer(2...4) { chair(at: width / 2 + Double(index % 2 == 0 ? -1 : 1) * 0.35, length / 2 + (index < 2 ? -0.6 : 0.6), yaw: index < 2 ? 180 : 0) }
            furniture = ["counters", "cabinets", "fridge", "table and chairs"]
        default:
            table(at: width / 2, length - 0.45, SceneVector(1.4, 0.7, 0.74))
            box(SceneVector(width / 2, length - 0.3, 1.05), SceneVector(0.6, 0.04, 0.36), .dark, .structure)
            chair(at: width / 2, length - 1.0, yaw: 180)
            block(at: 0.2, length * 0.5, SceneVector(0.35, 1.0, 1.9), .matte, .structure)
            post(at: width - 0.4, length - 0.4, radius: 0.15, height: 0.35, .matte, .structure)
            blob(SceneVector(width - 0.4, length - 0.4, 0.8), SceneVector(0.35, 0.35, 0.45), .foliage, .structure)
            furniture = ["desk", "chair", "monitor", "cabinet", "plant"]
        }
        let eye = SceneVector(width * g.uniform(0.3...0.7), g.uniform(0.2...0.6), g.uniform(1.1...1.65))
        camera.look(from: eye, at: eye + .heading(g.uniform(-35...35), pitch: g.uniform(-30...5)))
        notes.append("\(subfamily.rawValue) \(String(format: "%.1fx%.1f", width, length)) m: " + furniture.joined(separator: ", "))
    }
}
