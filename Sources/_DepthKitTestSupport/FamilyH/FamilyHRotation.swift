import Foundation

/// An orthonormal frame of family H: its local x, y and z axes written in world coordinates.
struct FamilyHRotation: Sendable {
    /// The local x axis in world coordinates.
    var x: SIMD3<Double>
    /// The local y axis in world coordinates.
    var y: SIMD3<Double>
    /// The local z axis in world coordinates.
    var z: SIMD3<Double>

    /// The world's own axes.
    static let identity = FamilyHRotation(x: SIMD3(1, 0, 0), y: SIMD3(0, 1, 0), z: SIMD3(0, 0, 1))

    /// A local vector in world coordinates.
    func toWorld(_ v: SIMD3<Double>) -> SIMD3<Double> { x * v.x + y * v.y + z * v.z }

    /// A world vector in local coordinates.
    func toLocal(_ w: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(FamilyHGeometry.dot(x, w), FamilyHGeometry.dot(y, w), FamilyHGeometry.dot(z, w))
    }

    /// `inner` applied first, then `self`.
    func then(_ inner: FamilyHRotation) -> FamilyHRotation {
        FamilyHRotation(x: toWorld(inner.x), y: toWorld(inner.y), z: toWorld(inner.z))
    }

    /// Turned by `radians` about the vertical (y) axis; positive turns +z towards +x.
    static func yaw(_ radians: Double) -> FamilyHRotation {
        FamilyHRotation(x: SIMD3(cos(radians), 0, -sin(radians)), y: SIMD3(0, 1, 0), z: SIMD3(sin(radians), 0, cos(radians)))
    }

    /// Turned by `radians` about the x axis; positive tips +z up towards +y.
    static func pitch(_ radians: Double) -> FamilyHRotation {
        FamilyHRotation(x: SIMD3(1, 0, 0), y: SIMD3(0, cos(radians), -sin(radians)), z: SIMD3(0, sin(radians), cos(radians)))
    }

    /// Turned by `radians` about the z axis; positive turns +x towards +y.
    static func roll(_ radians: Double) -> FamilyHRotation {
        FamilyHRotation(x: SIMD3(cos(radians), sin(radians), 0), y: SIMD3(-sin(radians), cos(radians), 0), z: SIMD3(0, 0, 1))
    }

    /// A frame whose z axis is `normal` and whose y axis is as close to `up` as `normal` allows.
    static func facing(_ normal: SIMD3<Double>, up: SIMD3<Double> = SIMD3(0, 1, 0)) -> FamilyHRotation {
        let z = FamilyHGeometry.normalized(normal)
        let helper = abs(FamilyHGeometry.dot(z, FamilyHGeometry.normalized(up))) > 0.99 ? SIMD3<Double>(0, 0, 1) : up
        let x = FamilyHGeometry.normalized(FamilyHGeometry.cross(helper, z))
        return FamilyHRotation(x: x, y: FamilyHGeometry.cross(z, x), z: z)
    }
}
