import Foundation

/// A point or direction in family K's world, metres: x right, y up, z forward.
typealias FamilyKVector = SIMD3<Double>

/// Vector helpers for family K's ray tracer, kept in a namespace so they cannot clash with the other
/// families' helpers in the same module.
enum FamilyKMath {
    /// The dot product.
    static func dot(_ a: FamilyKVector, _ b: FamilyKVector) -> Double { (a * b).sum() }

    /// The cross product.
    static func cross(_ a: FamilyKVector, _ b: FamilyKVector) -> FamilyKVector {
        FamilyKVector(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The Euclidean length.
    static func length(_ a: FamilyKVector) -> Double { dot(a, a).squareRoot() }

    /// `a` scaled to unit length (`a` must not be zero).
    static func normalized(_ a: FamilyKVector) -> FamilyKVector { a / length(a) }

    /// The horizontal unit direction `degrees` clockwise from +z seen from above (0: +z, 90: +x).
    static func heading(_ degrees: Double) -> FamilyKVector {
        let r = degrees * .pi / 180
        return FamilyKVector(sin(r), 0, cos(r))
    }

    /// A hash of three integers to [0, 1), for procedural textures and patterns.
    static func hash(_ x: Int, _ y: Int, _ z: Int) -> Double {
        var h = UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15
        h ^= UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= UInt64(bitPattern: Int64(z)) &* 0x1656_67B1_9E37_79F9
        h ^= h >> 29
        h &*= 0xBF58_476D_1CE4_E5B9
        h ^= h >> 32
        return Double(h >> 11) / Double(1 << 53)
    }
}
