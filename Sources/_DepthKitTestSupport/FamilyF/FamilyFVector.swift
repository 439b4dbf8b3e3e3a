import Foundation

/// A point or direction in family F's world: metres, x east, y north, z up.
struct FamilyFVector: Sendable {
    var x: Double
    var y: Double
    var z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    static let up = FamilyFVector(0, 0, 1)
    static let north = FamilyFVector(0, 1, 0)
    static let east = FamilyFVector(1, 0, 0)

    static func + (a: FamilyFVector, b: FamilyFVector) -> FamilyFVector { FamilyFVector(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: FamilyFVector, b: FamilyFVector) -> FamilyFVector { FamilyFVector(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func * (a: FamilyFVector, s: Double) -> FamilyFVector { FamilyFVector(a.x * s, a.y * s, a.z * s) }
    static prefix func - (a: FamilyFVector) -> FamilyFVector { FamilyFVector(-a.x, -a.y, -a.z) }

    func dot(_ b: FamilyFVector) -> Double { x * b.x + y * b.y + z * b.z }
    func cross(_ b: FamilyFVector) -> FamilyFVector { FamilyFVector(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x) }
    var length: Double { dot(self).squareRoot() }
    var normalized: FamilyFVector { self * (1 / length) }

    /// This vector turned by `degrees` about the vertical axis (counter-clockwise seen from above).
    func yawed(_ degrees: Double) -> FamilyFVector {
        let a = degrees * .pi / 180
        return FamilyFVector(x * cos(a) - y * sin(a), x * sin(a) + y * cos(a), z)
    }

    /// The horizontal unit direction `degrees` counter-clockwise from north, tilted `pitch` degrees up.
    static func heading(_ degrees: Double, pitch: Double = 0) -> FamilyFVector {
        let p = pitch * .pi / 180
        return FamilyFVector(0, cos(p), sin(p)).yawed(degrees)
    }
}
