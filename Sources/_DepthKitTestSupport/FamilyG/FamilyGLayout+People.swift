import Foundation
import DepthKitCore

/// Close people (real): a selfie with the front camera, or a person 0.6–1.2 m from the rear camera
/// before a wall, standing, waving or sitting at a table.
extension FamilyGLayout {
    static func closePerson(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let person = 0, room = 1
        let stature = g.uniform(1.55...1.9), seated = subfamily == "person at a table"
        let feet = SIMD3(0, seated ? -0.45 : 0, 0.0)
        let wallBehind = g.uniform(0.5...2.5)
        addRoomShell(&mesh, width: g.uniform(3...6), depth: wallBehind, height: 2.6, part: room)
        mesh.addPerson(feet: feet, facing: SIMD3(0, 0, -1), height: stature, clothes: g.pick([.matte, .dark, .matte]), armRaised: subfamily == "person waving", part: person)
        let head = feet + SIMD3(0, 1.63 * stature / 1.75, 0)
        if seated { mesh.addTable(base: SIMD3(0, 0, -0.55), width: 1.2, depth: 0.8, height: 0.74, yaw: 0, part: room) }
        let roll = shot.roll
        if subfamily == "selfie" {
            let distance = g.uniform(0.3...0.6), position = head + SIMD3(g.uniform(-0.1...0.1), g.uniform(-0.15...0.05), -distance)
            // The arm holding the phone runs out of the view beside the lens.
            let side = position.x > 0 ? 1.0 : -1.0, shoulder = head + SIMD3(0.2 * side, -0.36, 0), hand = position + SIMD3(0.12 * side, -0.08, 0.04)
            mesh.addTube(path: [shoulder, (shoulder + hand) / 2 + SIMD3(0.05 * side, -0.1, 0), hand], radius: 0.04, sides: 8, .matte, part: person)
            return FamilyGPose(position: position, lookingAt: head + SIMD3(0, -0.08, 0), roll: roll)
        }
        let aim = head + SIMD3(0, -g.uniform(0.1...0.4), 0)
        let direction = viewpoint(normal: SIMD3(0, 0, -1), yawDegrees: g.uniform(-30...30), elevationDegrees: g.uniform(-15...15))
        return FamilyGPose(position: aim + g.uniform(0.6...1.2) * direction, lookingAt: aim, roll: roll)
    }
}
