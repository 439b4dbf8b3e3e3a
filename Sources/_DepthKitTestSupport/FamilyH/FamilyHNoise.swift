import Foundation

/// Seeded lattice value noise for family H's procedural relief and textures: smooth, in −1…1, the
/// same for the same point and seed on every machine.
enum FamilyHNoise {
    /// Value noise at `p` (lattice spacing 1).
    static func value(_ p: SIMD3<Double>, seed: UInt64) -> Double {
        let fx = floor(p.x), fy = floor(p.y), fz = floor(p.z)
        let ix = Int(fx), iy = Int(fy), iz = Int(fz)
        let tx = smooth(p.x - fx), ty = smooth(p.y - fy), tz = smooth(p.z - fz)
        func corner(_ dx: Int, _ dy: Int, _ dz: Int) -> Double { lattice(ix + dx, iy + dy, iz + dz, seed) }
        let x00 = mix(corner(0, 0, 0), corner(1, 0, 0), tx), x10 = mix(corner(0, 1, 0), corner(1, 1, 0), tx)
        let x01 = mix(corner(0, 0, 1), corner(1, 0, 1), tx), x11 = mix(corner(0, 1, 1), corner(1, 1, 1), tx)
        return mix(mix(x00, x10, ty), mix(x01, x11, ty), tz)
    }

    /// `octaves` of value noise, each at twice the frequency and half the amplitude, normalised to −1…1.
    static func fractal(_ p: SIMD3<Double>, seed: UInt64, octaves: Int) -> Double {
        var sum = 0.0, amplitude = 1.0, total = 0.0, q = p
        for octave in 0..<octaves {
            sum += amplitude * value(q, seed: seed &+ UInt64(octave))
            total += amplitude
            amplitude *= 0.5
            q *= 2.03
        }
        return sum / total
    }

    private static func lattice(_ x: Int, _ y: Int, _ z: Int, _ seed: UInt64) -> Double {
        var h = UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15
        h ^= UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= UInt64(bitPattern: Int64(z)) &* 0x1656_67B1_9E37_79F9
        h ^= seed
        h ^= h >> 31
        h &*= 0xD6E8_FEB8_6659_FD93
        h ^= h >> 32
        return Double(h >> 11) / Double(1 << 53) * 2 - 1
    }

    private static func smooth(_ t: Double) -> Double { t * t * (3 - 2 * t) }
    private static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
