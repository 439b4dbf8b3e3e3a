import DepthKitCore
import Foundation

/// Rooms, shelves and corridors (room, shelf, corridor).
extension FamilyJSubfamily {
    /// A room, shelf or corridor layout.
    func indoorLayout(_ g: inout SplitMix64) -> FamilyJLayout {
        var w = FamilyJWorld()
        let eyeHeight = g.uniform(1.1...1.65)
        var eye = SIMD3<Double>(g.uniform(-0.5...0.5), eyeHeight, 0), aim = eye + [g.uniform(-0.6...0.6), -g.uniform(0...0.45), 1]
        var note = ""
        switch self {
        case .livingRoom, .bedroom, .kitchen, .office, .roomCorner:
            let width = g.uniform(3...6), depth = g.uniform(3.5...7), height = g.uniform(2.4...3)
            w.room(width: width, depth: depth + 1, height: height, back: -1, window: g.chance(0.5), &g)
            let far = depth
            switch self {
            case .livingRoom:
                w.sofa(at: [g.uniform(-1...1), 0, far - 0.5], width: g.uniform(1.6...2.4), depth: 0.9, seatHeight: 0.42, backHeight: 0.45, &g)
                w.table(at: [g.uniform(-0.5...0.5), 0, far - 1.7], size: [1.0, 0.03, 0.55], height: 0.42, .wood(&g))
                w.box(bottom: [-width / 2 + 0.25, 0, far / 2], size: [0.45, 0.55, 1.6], .wood(&g))
                w.chair(at: [width / 2 - 0.6, 0, far - 2], yaw: g.uniform(-1...1), .wood(&g))
            case .bedroom:
                w.sofa(at: [g.uniform(-0.8...0.8), 0, far - 1.05], width: g.uniform(1.4...1.8), depth: 2.0, seatHeight: 0.5, backHeight: 0.6, &g)
                w.box(bottom: [-width / 2 + 0.3, 0, far - 1.5], size: [0.6, 2.1, 1.4], .wood(&g))
                w.box(bottom: [width / 2 - 0.3, 0, far - 0.3], size: [0.45, 0.5, 0.4], .wood(&g))
            case .kitchen:
                let counter = FamilyJFinish.object(&g)
                w.box(bottom: [0, 0, far - 0.3], size: [width - 0.2, 0.9, 0.6], counter)
                w.box(bottom: [0, 1.45, far - 0.17], size: [width - 0.4, 0.7, 0.34], .paint(&g))
                w.box(bottom: [-width / 2 + 0.3, 0, far - 1.6], size: [0.6, 0.9, 2], counter)
                w.scatter(count: g.integer(2...6), top: 0.9, x: -1...1, z: (far - 0.5)...(far - 0.2), tallest: 0.3, &g)
                w.table(at: [0.5, 0, far - 2.2], size: [1.0, 0.03, 0.8], height: 0.75, .wood(&g))
            case .office:
                for desk in 0..<g.integer(1...3) {
                    let x = Double(desk) * 1.6 - 1.6, z = far - 0.45 - Double(desk % 2) * 1.8
                    w.table(at: [x, 0, z], size: [1.4, 0.03, 0.75], height: 0.74, .object(&g))
                    w.box(bottom: [x, 0.74, z + 0.2], size: [0.6, 0.4, 0.05], .dark(&g))
                    w.chair(at: [x, 0, z - 0.7], yaw: .pi + g.uniform(-0.5...0.5), .dark(&g))
                }
                w.shelves(centreX: width / 2 - 0.6, frontZ: 0.8, size: [0.9, 1.8, 0.35], boards: 4, &g)
            default:  // .roomCorner
                eye.x = g.uniform(-0.5...0.5)
                aim = [width / 2 - 0.05, g.uniform(0.5...1.3), far - 0.05]
                w.sofa(at: [width / 2 - 0.6, 0, far - 1.6], width: 0.8, depth: 0.8, seatHeight: 0.42, backHeight: 0.4, &g)
                w.cylinder(base: [width / 2 - 0.3, 0, far - 0.3], axis: [0, 1, 0], radius: 0.15, length: 0.35, .object(&g))
                w.ellipsoid([width / 2 - 0.3, 0.8, far - 0.3], radii: [0.3, 0.45, 0.3], FamilyJFinish(colour: [0.2, 0.4, 0.15], texture: .grain(cells: 60, amount: 0.4), material: .matte))
            }
            note = "\(Int(width * 10))x\(Int(depth * 10)) dm room, ceiling \(Int(height * 100)) cm"
        case .bookcase, .pantry, .storeShelves, .wallShelves, .cubbyUnit:
            let distance = g.uniform(0.8...2.6)
            w.room(width: 6, depth: distance + 2, height: 2.6, back: -1, window: false, &g)
            let front = distance + 0.6
            switch self {
            case .bookcase: w.shelves(centreX: 0, frontZ: front, size: [g.uniform(0.8...2.4), g.uniform(1.8...2.2), 0.3], boards: g.integer(4...6), &g)
            case .pantry: w.shelves(centreX: 0, frontZ: front, size: [g.uniform(0.8...1.4), 2.0, 0.45], boards: g.integer(4...5), &g)
            case .storeShelves:
                w.shelves(centreX: -0.4, frontZ: front, size: [g.uniform(1.5...3), 1.8, 0.5], boards: 5, &g)
                w.shelves(centreX: 1.6, frontZ: front - 0.2, size: [1.2, 1.8, 0.5], boards: 4, &g)
            case .wallShelves:
                for board in 0..<g.integer(2...3) {
                    let y = 0.9 + Double(board) * 0.4, x = g.uniform(-0.3...0.3)
                    w.box(bottom: [x, y, front + 0.39], size: [0.9, 0.025, 0.22], .wood(&g))
                    w.scatter(count: g.integer(2...4), top: y + 0.025, x: (x - 0.4)...(x + 0.4), z: (front + 0.32)...(front + 0.45), tallest: 0.3, &g)
                }
                w.box(bottom: [0, 0, front + 0.2], size: [1.4, 0.75, 0.4], .wood(&g))
            default:  // .cubbyUnit
                w.shelves(centreX: 0, frontZ: front, size: [1.2, 1.2, 0.38], boards: 3, &g)
                for x in [-0.4, 0.0, 0.4] { w.box(bottom: [x, 0, front + 0.19], size: [0.02, 1.2, 0.38], .wood(&g)) }
            }
            aim = [g.uniform(-0.3...0.3), g.uniform(0.6...1.3), front]
            eye = [g.uniform(-0.8...0.8), eyeHeight, 0.6]
            note = "shelves \(String(format: "%.1f", distance)) m away"
        default:  // corridors
            let width = g.uniform(1.0...2.2), length = self == .longCorridor ? g.uniform(15...30) : g.uniform(4...12), height = g.uniform(2.3...3)
            let paint = FamilyJFinish.paint(&g)
            w.rectangle([0, 0, length / 2 - 1], u: [width / 2, 0, 0], v: [0, 0, length / 2], g.chance(0.5) ? .fabric(&g) : .object(&g))
            w.rectangle([0, height, length / 2 - 1], u: [width / 2, 0, 0], v: [0, 0, length / 2], .paint(&g))
            let bend = self == .corridorBend
            for side in [-1.0, 1.0] {
                let openings = side > 0 && bend ? [(0.6...1.0, -1.0...0.6)] : []
                w.wall([side * width / 2, height / 2, length / 2 - 1], u: [0, 0, length / 2], v: [0, height / 2, 0], openings: openings, paint)
            }
            w.rectangle([0, height / 2, length - 1], u: [width / 2, 0, 0], v: [0, height / 2, 0], paint)
            if bend {
                let start = length * 0.8 - 1
                w.rectangle([width / 2 + 2, 0, start + length * 0.1], u: [2, 0, 0], v: [0, 0, length * 0.1], .object(&g))
                w.rectangle([width / 2 + 2, height / 2, start], u: [2, 0, 0], v: [0, height / 2, 0], paint)
            }
            if self == .officeCorridor || self == .hallway || self == .longCorridor {
                for door in 0..<Int(length / 3) where g.chance(0.6) {
                    let side = door % 2 == 0 ? -1.0 : 1.0, z = Double(door) * 3 + 1
                    w.box(bottom: [side * (width / 2 - 0.02), 0, z], size: [0.04, 2.05, 0.9], .wood(&g))
                    if self == .officeCorridor { w.box(bottom: [side * (width / 2 - 0.05), 0.15, z + 1.3], size: [0.1, 0.6, 0.8], .metal(&g)) }
                }
            }
            if self == .longCorridor {
                for light in 0..<Int(length / 4) { w.box(bottom: [0, height - 0.06, Double(light) * 4 + 2], size: [0.3, 0.06, 1.2], .paint(&g)) }
            }
            if self == .stairwell {
                for step in 0..<14 { w.box(bottom: [0, Double(step) * 0.17, 2.5 + Double(step) * 0.28], size: [width, 0.17, 0.28], .object(&g)) }
                w.rod(from: [width / 2 - 0.08, 1.0, 2.5], to: [width / 2 - 0.08, 1.0 + 14 * 0.17, 2.5 + 14 * 0.28], radius: 0.025, .metal(&g))
            }
            eye = [g.uniform(-width / 4...width / 4), eyeHeight, 0]
            aim = eye + [g.uniform(-0.25...0.25), g.uniform(-0.35...0.1), 1]
            note = "\(String(format: "%.1f", width)) m wide, \(Int(length)) m long, ceiling \(Int(height * 100)) cm"
        }
        return FamilyJLayout(world: w, eye: eye, aim: aim, note: note)
    }
}
