import DepthKitCore
import Foundation

/// table_top: a table seen from close and above with several objects standing on it.
extension FamilyFStage {
    mutating func buildTableTop(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        let top = subfamily == .workbench ? g.uniform(0.85...0.95) : g.uniform(0.72...0.77)
        let width = g.uniform(1.2...2.0), depth = g.uniform(0.8...1.1)
        block(at: 0, 0, SceneVector(width, depth, top), subfamily == .workbench ? .matte : (g.chance(0.3) ? .dark : .matte), .subject)
        level(z: 0, width: 10, depth: 10)
        southFacingSheet(y: g.uniform(1...2.5), x: 0, z: 1.5, width: 10, height: 3)
        let height = g.uniform(0.45...0.9), pitch = g.uniform(30...75)
        look(at: SceneVector(g.uniform(-0.15...0.15), g.uniform(-0.1...0.1), top), along: .heading(g.uniform(-30...30), pitch: -pitch),
             distance: height / sin(pitch * .pi / 180))
        var names = [String]()
        for _ in 0..<g.integer(3...8) {
            guard let at = spot(u: g.uniform(0.15...0.85), v: g.uniform(0.2...0.85), onPlaneThrough: .init(0, 0, top), normal: .up),
                  abs(at.x) < width / 2 - 0.1, abs(at.y) < depth / 2 - 0.1 else { continue }
            let yaw = g.uniform(-90...90)
            switch (subfamily, g.integer(0...3)) {
            case (.diningTable, 0): post(at: at.x, at.y, floor: top, radius: g.uniform(0.1...0.13), height: 0.02, .glossy, .clutter); names.append("plate")
            case (.diningTable, 1): post(at: at.x, at.y, floor: top, radius: g.uniform(0.03...0.04), height: g.uniform(0.09...0.15), .glass, .clutter); names.append("glass")
            case (.diningTable, 2):
                post(at: at.x, at.y, floor: top, radius: 0.04, height: g.uniform(0.18...0.24), .glossy, .clutter)
                post(at: at.x, at.y, floor: top + 0.2, radius: 0.013, height: 0.08, .glossy, .clutter); names.append("bottle")
            case (.diningTable, _): blob(SceneVector(at.x, at.y, top), SceneVector(0.08, 0.08, 0.06), .matte, .clutter); names.append("bowl")
            case (.workbench, 0): block(at: at.x, at.y, floor: top, SceneVector(0.42, 0.2, g.uniform(0.15...0.22)), yaw: yaw, .dark, .clutter); names.append("tool box")
            case (.workbench, 1):
                block(at: at.x, at.y, floor: top, SceneVector(0.08, 0.2, g.uniform(0.18...0.24)), yaw: yaw, .dark, .clutter); names.append("drill")
            case (.workbench, 2):
                rod(SceneVector(at.x, at.y, top + 0.015), SceneVector(at.x, at.y, top + 0.015) + .heading(yaw) * 0.3, radius: 0.015, .matte, .clutter)
                block(at: at.x, at.y, floor: top, SceneVector(0.12, 0.035, 0.035), yaw: yaw, .glossy, .clutter); names.append("hammer")
            case (.workbench, _): block(at: at.x, at.y, floor: top, SceneVector(g.uniform(0.1...0.3), g.uniform(0.05...0.1), g.uniform(0.05...0.12)), yaw: yaw, .matte, .clutter); names.append("offcut")
            case (.stackedBooks, 3): post(at: at.x, at.y, floor: top, radius: 0.042, height: 0.1, .matte, .clutter); names.append("mug")
            case (.stackedBooks, _):
                let books = g.integer(2...5)
                var floor = top
                for _ in 0..<books {
                    let thickness = g.uniform(0.02...0.05)
                    block(at: at.x, at.y, floor: floor, SceneVector(g.uniform(0.15...0.24), g.uniform(0.21...0.3), thickness), yaw: yaw + g.uniform(-8...8), g.chance(0.2) ? .dark : .matte, .clutter)
                    floor += thickness
                }
                names.append("\(books) books")
            case (_, 0):
                post(at: at.x, at.y, floor: top, radius: 0.12, height: 0.07, .matte, .clutter)
                for _ in 0..<g.integer(2...5) {
                    let r = g.uniform(0.035...0.05)
                    blob(SceneVector(at.x + g.uniform(-0.06...0.06), at.y + g.uniform(-0.06...0.06), top + 0.07 + r * 0.8), SceneVector(r, r, r), .matte, .clutter)
                }
                names.append("fruit bowl")
            case (_, 1): blob(SceneVector(at.x, at.y, top + 0.09), SceneVector(0.09, 0.09, 0.09), .glossy, .clutter); names.append("teapot")
            case (_, 2): post(at: at.x, at.y, floor: top, radius: 0.05, height: g.uniform(0.2...0.3), .glossy, .clutter); names.append("vase")
            default: post(at: at.x, at.y, floor: top, radius: 0.04, height: 0.09, .matte, .clutter); names.append("cup")
            }
        }
        notes.append("\(subfamily.rawValue) from \(Int(height * 100)) cm, \(Int(pitch))° down: " + names.joined(separator: ", "))
    }
}
