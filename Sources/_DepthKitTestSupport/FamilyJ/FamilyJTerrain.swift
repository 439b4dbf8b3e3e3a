import DepthKitCore
import Foundation

/// Outdoor ground for family J: a height field over a rectangle of the x–z plane, a mean slope plus a
/// few long swells and short bumps (a lawn, a beach, a field, a mountainside).
struct FamilyJTerrain: Sendable {
    /// One sinusoidal swell: amplitude (m), wave numbers along x and z (rad/m) and phase.
    struct Swell: Sendable {
        var amplitude: Double
        var kx: Double
        var kz: Double
        var phase: Double
    }

    /// The x extent, metres.
    var x: ClosedRange<Double>
    /// The z extent, metres.
    var z: ClosedRange<Double>
    /// Height at the origin, metres.
    var base: Double
    /// Rise per metre along +z (uphill away from the camera when positive).
    var slope: Double
    /// The swells added to the plane.
    var swells: [Swell]

    /// A random terrain rising `slope` per metre with swells up to `roughness` metres.
    static func random(x: ClosedRange<Double>, z: ClosedRange<Double>, slope: Double, roughness: Double, _ g: inout SplitMix64) -> Self {
        let swells = (0..<4).map { index in
            let wavelength = index < 2 ? g.uniform(6...30) : g.uniform(0.6...3)
            let heading = g.uniform(0...(2 * .pi))
            return Swell(
                amplitude: roughness * (index < 2 ? g.uniform(0.4...1) : g.uniform(0.05...0.25)),
                kx: 2 * .pi / wavelength * cos(heading), kz: 2 * .pi / wavelength * sin(heading), phase: g.uniform(0...(2 * .pi)))
        }
        return Self(x: x, z: z, base: 0, slope: slope, swells: swells)
    }

    /// The ground's height at (`x`, `z`).
    func height(x: Double, z: Double) -> Double {
        swells.reduce(base + slope * z) { $0 + $1.amplitude * sin($1.kx * x + $1.kz * z + $1.phase) }
    }
}
