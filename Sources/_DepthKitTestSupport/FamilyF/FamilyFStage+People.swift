import DepthKitCore
import Foundation

/// close_person: a face and torso 0.3–1.2 m from the camera, before a wall: a selfie by the front
/// camera, a portrait by the rear one, a person seated at a table.
extension FamilyFStage {
    mutating func buildPerson(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        let stature = g.uniform(1.55...1.92), behind = g.uniform(0.4...2.5)
        let seated = subfamily == .seatedAtTable
        person(at: .init(0, 0, seated ? 0.45 : 0), yaw: g.uniform(-25...25), height: stature, seated: seated, role: .subject, generator: &g)
        southFacingSheet(y: behind, x: 0, z: 1.5, width: 10, height: 3)
        level(z: 0, y: behind - 3, width: 10, depth: 8)
        if g.chance(0.4) { level(z: g.uniform(2.4...2.8), y: behind - 3, width: 10, depth: 8) }
        let headZ = stature * 0.93 - (seated ? stature * 0.5 - 0.45 : 0)
        let face = SceneVector(0, 0, headZ - 0.05)
        var distance = g.uniform(0.6...1.0), pitch = g.uniform(-12...6)
        switch subfamily {
        case .selfie:
            distance = g.uniform(0.3...0.6)
            pitch = -g.uniform(0...20)
            notes.append("a selfie")
        case .seatedAtTable:
            table(at: 0, -0.55, SceneVector(1.2, 0.7, 0.74))
            notes.append("a person seated at a table")
        default:
            notes.append("a portrait before a wall")
        }
        let heading = SceneVector.heading(g.uniform(-20...20), pitch: pitch)
        let aim = face - SceneVector(0, 0, g.uniform(0...0.25))
        look(at: aim, along: heading, distance: distance)
        if subfamily == .selfie {
            // The arm holding the phone runs from the shoulder to just beside the camera.
            let shoulder = SceneVector(g.chance(0.5) ? 0.2 : -0.2, 0, stature * 0.8)
            let hand = camera.eye + camera.forward * 0.05 + SceneVector(shoulder.x * 1.2, 0, -0.18)
            rod(shoulder, hand, radius: 0.04, .matte, .subject)
        }
        notes.append("face \(Int(distance * 100)) cm away, wall \(Int(behind * 100)) cm behind")
    }
}
