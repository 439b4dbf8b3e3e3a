import Foundation

/// Family L's world: x right, y up, z towards the viewer; vectors written as `[x, y, z]`.
extension SceneVector: ExpressibleByArrayLiteral {
    /// `[x, y, z]`.
    init(arrayLiteral elements: Double...) {
        precondition(elements.count == 3, "a scene vector has three components")
        self.init(elements[0], elements[1], elements[2])
    }

    static func / (a: Self, s: Double) -> Self { Self(a.x / s, a.y / s, a.z / s) }
    /// Component by component.
    static func / (a: Self, b: Self) -> Self { Self(a.x / b.x, a.y / b.y, a.z / b.z) }

    /// This direction at unit length, divided by its length (never by less than 1e-12): family L rounds this way;
    /// ``normalized`` multiplies by the reciprocal.
    var unitByDivision: Self { self / max(length, 1e-12) }

    /// This vector turned by `angle` radians about the unit `axis` (Rodrigues).
    func rotated(about axis: Self, by angle: Double) -> Self {
        self * cos(angle) + axis.cross(self) * sin(angle) + axis * (axis.dot(self) * (1 - cos(angle)))
    }
}
