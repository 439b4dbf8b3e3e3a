import DepthKitCore
import Foundation

/// A point or direction in family L's world (metres; x right, y up, z towards the viewer).
struct FamilyLVector: Sendable, Equatable, ExpressibleByArrayLiteral {
    var x: Double
    var y: Double
    var z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// `[x, y, z]`.
    init(arrayLiteral elements: Double...) {
        precondition(elements.count == 3, "a FamilyLVector has three components")
        self.init(elements[0], elements[1], elements[2])
    }

    static func + (a: Self, b: Self) -> Self { Self(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: Self, b: Self) -> Self { Self(a.x - b.x, a.y - b.y, a.z - b.z) }
    static prefix func - (a: Self) -> Self { Self(-a.x, -a.y, -a.z) }
    static func * (a: Self, s: Double) -> Self { Self(a.x * s, a.y * s, a.z * s) }
    static func / (a: Self, s: Double) -> Self { Self(a.x / s, a.y / s, a.z / s) }
    /// Component by component.
    static func / (a: Self, b: Self) -> Self { Self(a.x / b.x, a.y / b.y, a.z / b.z) }

    /// The dot product.
    func dot(_ o: Self) -> Double { x * o.x + y * o.y + z * o.z }
    /// The cross product.
    func cross(_ o: Self) -> Self { Self(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    /// The length.
    var length: Double { dot(self).squareRoot() }
    /// This direction at unit length.
    var normalised: Self { self / max(length, 1e-12) }
    /// This vector turned by `angle` radians about the unit `axis` (Rodrigues).
    func rotated(about axis: Self, by angle: Double) -> Self {
        self * cos(angle) + axis.cross(self) * sin(angle) + axis * (axis.dot(self) * (1 - cos(angle)))
    }
}
