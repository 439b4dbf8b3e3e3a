import DepthKitCore
import Foundation

/// How family F's layouts point the camera: at a target along a heading, at the distance (or with the
/// aim) that fills the share of the frame the class describes.
extension FamilyFStage {
    /// Looks along `heading` (unit, from the camera toward `aim`) from `distance` metres before `aim`.
    mutating func look(at aim: SceneVector, along heading: SceneVector, distance: Double) {
        camera.look(from: aim - heading * distance, at: aim)
    }

    /// Looks at `aim` along `heading` from the distance in `distances` at which parts of `role` fill
    /// `share` of the frame (they fill less the farther the camera stands); returns that share.
    @discardableResult
    mutating func frame(_ role: FamilyFRole, filling share: Double, aim: SceneVector, along heading: SceneVector, distances: ClosedRange<Double>) -> Double {
        var trial = self
        let distance = Self.solve(distances, target: 1 - share) { distance in
            trial.look(at: aim, along: heading, distance: distance)
            return 1 - trial.share(of: role)
        }
        look(at: aim, along: heading, distance: distance)
        return self.share(of: role)
    }

    /// Puts a point of the plane through `point` with `normal` that pixel (`u`·width, `v`·height)
    /// shows; `u` and `v` may lie outside 0…1 (beyond the frame).
    func spot(u: Double, v: Double, onPlaneThrough point: SceneVector, normal: SceneVector) -> SceneVector? {
        self.point(x: u * Double(camera.width - 1), y: v * Double(camera.height - 1), onPlaneThrough: point, normal: normal)
    }
}
