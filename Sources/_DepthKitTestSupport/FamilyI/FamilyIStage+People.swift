import DepthKitCore
import Foundation

/// Close people: a person 0.4–1.2 m from the camera before a wall, a room or a table; selfies by the
/// front camera at arm's length.
extension FamilyIStage {
    mutating func closePerson(_ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        let tall = subfamily == .child ? g.uniform(1.0...1.35) : g.uniform(1.55...1.9)
        let seated = subfamily == .seatedPerson
        let behind = g.uniform(0.4...1.8)
        if subfamily == .personInRoom {
            enclose(width: g.uniform(3...5), depth: 5, height: g.uniform(2.4...2.7), &g)
            block(x: g.uniform(-1...1), z: -4.2, size: SIMD3(1.8, 0.85, 0.9), .fabric)
            plant(x: g.uniform(-1.5...1.5), z: -3.5, size: 0.7)
            table(x: g.uniform(-1...1), z: -2.6, width: 0.8, depth: 0.5, height: 0.5, .wood)
        } else {
            plane(.zero, facing: SIMD3(0, 1, 0), g.pick([.wood, .carpet, .stone]))
            plane(SIMD3(0, 0, -1.2 - behind), facing: SIMD3(0, 0, 1), g.pick([.paint, .darkPaint, .brick]))
        }
        let yaw = g.uniform(-0.5...0.5)
        person(x: 0, z: -1.2, yaw: yaw, height: tall, seated: seated, &g)
        if seated {
            table(x: 0, z: -0.7, width: 1.2, depth: 0.7, height: 0.74, .wood)
            chair(x: 0, z: -1.25, yaw: .pi, .wood)
        }
        let scale = tall / 1.75, headHeight = (seated ? 0.45 : 0.95) * scale + 0.74 * scale
        let face = SIMD3(0, headHeight, -1.2)
        let distance = subfamily == .selfie ? g.uniform(0.35...0.6) : g.uniform(0.45...1.2)
        let aim = face - SIMD3(0, g.uniform(0...0.35) * (subfamily == .selfie ? 0.3 : 1), 0)
        look(at: aim, distance: distance, yaw: yaw + g.uniform(-0.4...0.4), elevation: g.uniform(-0.2...0.3))
        if subfamily == .selfie {
            front = true
            let shoulder = SIMD3(0.2 * scale, headHeight - 0.27 * scale, -1.2)
            add(.capsule(a: shoulder, b: eye + SIMD3(0.05, -0.12, 0), radius: 0.04), .skin)
        }
        notes.append(String(format: "person %.2f m tall at %.2f m, wall %.1f m behind", tall, distance, behind))
        hold(&g, portrait: subfamily == .child || subfamily == .personBeforeWall ? 0.6 : 0.3)
    }
}
