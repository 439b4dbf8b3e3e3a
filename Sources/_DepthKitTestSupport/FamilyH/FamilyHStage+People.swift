import DepthKitCore
import Foundation

/// Family H's close people: a person 0.3–1.2 m from the camera before a wall or a room, photographed
/// head and shoulders, waving, in profile, seated behind a table, or taking a selfie with the front camera.
extension FamilyHStage {
    /// A person `distance` metres away turned `turn` radians from facing the camera.
    mutating func buildPerson(_ g: inout SplitMix64, distance: Double, turn: Double, wave: Bool, seated: Bool) {
        let behind = g.uniform(0.6...2.5)
        addRoom(width: g.uniform(3...5), depth: distance + behind, height: g.uniform(2.4...2.8), &g)
        let head = SIMD3(g.uniform(-0.1...0.1), seated ? g.uniform(1.15...1.3) : g.uniform(1.5...1.75), distance)
        addPerson(head: head, facing: SIMD3(-sin(turn), 0, -cos(turn)), armRaised: wave, &g, role: .subject)
        if seated {
            addTable(center: SIMD2(head.x, distance - 0.45), top: 0.75, width: 1.2, depth: 0.7, .wood(&g))
            addCup(at: SIMD2(head.x + g.uniform(-0.3...0.3), distance - 0.55), floor: 0.75, &g)
        }
        if g.chance(0.4) { addPlant(at: SIMD2(g.uniform(0.6...1.2) * (g.chance(0.5) ? 1 : -1), distance + behind - 0.4), floor: 0, height: 1.2, &g) }
        eye = SIMD3(g.uniform(-0.15...0.15), head.y + g.uniform(-0.3...0.1), 0)
        target = head + SIMD3(0, -g.uniform(0.05...0.3), 0)
        summary = "person \(String(format: "%.1f", distance)) m away turned \(String(format: "%.0f", turn * 180 / .pi))°, wall \(String(format: "%.1f", behind)) m behind"
    }

    /// A selfie: the face 0.25–0.6 m from the front camera at the end of the person's arm.
    mutating func buildSelfie(_ g: inout SplitMix64) {
        let distance = g.uniform(0.25...0.6), behind = g.uniform(0.8...3)
        addRoom(width: g.uniform(3...5), depth: distance + behind, height: 2.6, &g)
        let head = SIMD3(0, g.uniform(1.45...1.7), distance)
        addPerson(head: head, facing: SIMD3(g.uniform(-0.2...0.2), 0, -1), armRaised: false, &g, role: .subject)
        eye = SIMD3(g.uniform(-0.05...0.05), head.y + g.uniform(-0.05...0.15), 0)
        // The arm that holds the phone runs from the shoulder to just below and beside the camera.
        let side = g.chance(0.5) ? 1.0 : -1.0, shoulder = head + SIMD3(side * 0.2, -0.25, -0.03)
        let hand = eye + SIMD3(side * 0.08, -0.1, 0.08)
        add(.capsule(from: .zero, to: hand - shoulder, radius: 0.04), at: shoulder, .skin(&g), .subject)
        target = head + SIMD3(0, -g.uniform(0...0.1), 0)
        summary = "selfie at \(String(format: "%.2f", distance)) m, wall \(String(format: "%.1f", behind)) m behind"
    }
}
