import Foundation

/// Family F's world: x east, y north, z up.
extension SceneVector {
    static let up = SceneVector(0, 0, 1)
    static let north = SceneVector(0, 1, 0)
    static let east = SceneVector(1, 0, 0)

    /// This vector turned by `degrees` about the vertical axis (counter-clockwise seen from above).
    func yawed(_ degrees: Double) -> SceneVector {
        let a = degrees * .pi / 180
        return SceneVector(x * cos(a) - y * sin(a), x * sin(a) + y * cos(a), z)
    }

    /// The horizontal unit direction `degrees` counter-clockwise from north, tilted `pitch` degrees up.
    static func heading(_ degrees: Double, pitch: Double = 0) -> SceneVector {
        let p = pitch * .pi / 180
        return SceneVector(0, cos(p), sin(p)).yawed(degrees)
    }
}
