import Foundation
import DepthKitCore

/// A drawn scene before the sensor sees it: its surfaces, the camera, the light, which camera captures it
/// and what the framing reached.
struct FamilyMLayout: Sendable {
    /// The surfaces.
    var world = FamilyMWorld()
    /// The camera (its roll — the hand's tilt and a portrait turn — is drawn before the layout).
    var camera: FamilyMCamera
    /// 0 indoors, up to 1 in full sunlight.
    var sunlight = 0.0
    /// Whether the front TrueDepth camera captures it (else the rear LiDAR).
    var front = false
    /// What the framing reached, for the scene's details.
    var notes: [String] = []

    /// Points the camera from where it is at `target`.
    mutating func look(at target: SIMD3<Double>) {
        let f = FamilyMVector.unit(target - camera.position)
        camera.yaw = atan2(f.x, f.z)
        camera.pitch = asin(max(-1, min(1, f.y)))
    }

    /// Moves the camera along its line to `target` (between `nearest` and `farthest` metres from it) until
    /// the share of the frame whose first hit has one of `roles` lies in `wanted`; notes and returns the share
    /// reached.
    @discardableResult
    mutating func frame(
        _ target: SIMD3<Double>, roles: Set<FamilyMRole>, wanted: ClosedRange<Double>, nearest: Double, farthest: Double, label: String
    ) -> Double {
        look(at: target)
        var distance = min(max(FamilyMVector.dot(target - camera.position, camera.forward), nearest), farthest)
        var share = 0.0
        for _ in 0..<14 {
            camera.position = target - distance * camera.forward
            share = camera.share(of: world) { hit in hit.map { roles.contains($0.surface.role) } ?? false }
            if share < wanted.lowerBound, distance > nearest {
                distance = max(nearest, distance * 0.88)
            } else if share > wanted.upperBound, distance < farthest {
                distance = min(farthest, distance * 1.1)
            } else {
                break
            }
        }
        notes.append(String(format: "%@ %.0f %% at %.2f m", label, 100 * share, distance))
        return share
    }

    /// Tilts the camera up or down (pitch within `pitches`) until the share of the frame within the
    /// LiDAR's range lies in `wanted`; notes the share in range and the share beyond.
    mutating func pitchForRange(wanted: ClosedRange<Double>, pitches: ClosedRange<Double>) {
        var inRange = 0.0
        for _ in 0..<16 {
            inRange = camera.share(of: world) { hit in hit.map { $0.distance <= FamilyMLiDAR.range } ?? false }
            if inRange < wanted.lowerBound, camera.pitch > pitches.lowerBound {
                camera.pitch = max(pitches.lowerBound, camera.pitch - 0.04)
            } else if inRange > wanted.upperBound, camera.pitch < pitches.upperBound {
                camera.pitch = min(pitches.upperBound, camera.pitch + 0.04)
            } else {
                break
            }
        }
        notes.append(String(format: "in range %.0f %%, beyond %.0f %%, pitch %.0f°", 100 * inRange, 100 * (1 - inRange), camera.pitch * 180 / .pi))
    }
}
