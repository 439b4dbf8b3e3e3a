import DepthKitCore
import Foundation

/// Family H's model of the iPhone's rear LiDAR: a direct time-of-flight sensor that fires a fixed,
/// slightly irregular pattern of a few hundred infrared dots per frame. Each returning dot is one range
/// measurement, noisier with distance and on dark or oblique surfaces; weak returns (far, dark,
/// grazing) drop out, and nothing returns beyond the range limit. Over a few frames the hand's shake
/// moves the pattern across the scene, and the dots of all frames are densified to the depth grid by
/// ``FamilyHDensifier``.
struct FamilyHLiDAR: Sendable, CustomStringConvertible {
    /// One returned dot.
    struct Dot: Sendable {
        /// Image position, pixels.
        var u: Double
        var v: Double
        /// Measured depth along the optical axis, metres.
        var depth: Double
        /// Return strength, 0…1 (drives confidence).
        var strength: Double
    }

    /// Dot columns and rows of the projected pattern.
    let columns: Int, rows: Int
    /// Frames accumulated.
    let frames: Int
    /// Standard deviation of the hand's shake between frames, pixels.
    let shake: Double
    /// Range noise: `baseNoise + quadraticNoise·r²` metres at full return strength.
    let baseNoise: Double, quadraticNoise: Double
    /// Returns weaker than this never arrive; stronger than `sureSignal` always do (reflectivity·cos/r²).
    let faintSignal: Double, sureSignal: Double
    /// Nothing returns from beyond this range, metres.
    let rangeLimit: Double
    /// Share of returns that are stray (multipath) ranges.
    let strayRate: Double

    /// Draws a sensor's parameters.
    init(_ g: inout SplitMix64) {
        columns = g.integer(22...26)
        rows = g.integer(22...26)
        frames = g.integer(3...6)
        shake = g.uniform(0.6...2.5)
        baseNoise = g.uniform(0.002...0.006)
        quadraticNoise = g.uniform(0.0012...0.004)
        faintSignal = g.uniform(0.003...0.007)
        sureSignal = g.uniform(0.02...0.04)
        rangeLimit = g.uniform(4.6...5.6)
        strayRate = g.uniform(0...0.004)
    }

    var description: String {
        "LiDAR \(columns)x\(rows) dots x\(frames) frames, shake \(String(format: "%.1f", shake)) px, "
            + "noise \(String(format: "%.1f", baseNoise * 1000)) mm + \(String(format: "%.1f", quadraticNoise * 1000)) mm/m², "
            + "range \(String(format: "%.1f", rangeLimit)) m"
    }

    /// Fires the pattern `frames` times at `world` from `camera` (which is shaken a little each frame).
    func fire(_ world: FamilyHWorld, _ camera: FamilyHCamera, _ g: inout SplitMix64) -> [Dot] {
        let w = Double(camera.width), h = Double(camera.height)
        // The pattern is fixed by the projector's optics: a grid with a constant irregularity.
        var pattern = [(Double, Double)]()
        for row in 0..<rows {
            for column in 0..<columns {
                pattern.append(((Double(column) + 0.5 + g.uniform(-0.3...0.3)) / Double(columns) * w,
                                (Double(row) + 0.5 + g.uniform(-0.3...0.3)) / Double(rows) * h))
            }
        }
        var dots = [Dot]()
        for _ in 0..<frames {
            let dx = g.nextGaussian() * shake, dy = g.nextGaussian() * shake
            let turn = g.nextGaussian() * 0.006, c = cos(turn), s = sin(turn)
            for (px, py) in pattern {
                let x = px - w / 2, y = py - h / 2
                let u = x * c - y * s + w / 2 + dx, v = x * s + y * c + h / 2 + dy
                guard u >= -0.5, v >= -0.5, u <= w - 0.5, v <= h - 0.5 else { continue }
                if let dot = measure(world, camera, u: u, v: v, &g) { dots.append(dot) }
            }
        }
        return dots
    }

    private func measure(_ world: FamilyHWorld, _ camera: FamilyHCamera, u: Double, v: Double, _ g: inout SplitMix64) -> Dot? {
        guard let seen = FamilyHObservation.observe(world, camera, u: u, v: v), seen.range <= rangeLimit else { return nil }
        let signal = seen.reflectivity * max(seen.facing, 0.02) / (seen.range * seen.range)
        let returnChance = min(max((signal - faintSignal) / (sureSignal - faintSignal), 0), 1)
        guard g.chance(returnChance) else { return nil }
        let strength = min(signal / sureSignal, 1)
        let sigma = (baseNoise + quadraticNoise * seen.range * seen.range) / max(strength, 0.3).squareRoot()
        var range = seen.range + g.nextGaussian() * sigma
        if g.chance(strayRate) { range *= g.uniform(0.6...1.4) }
        return Dot(u: u, v: v, depth: max(range, 0.05) * seen.depth / seen.range, strength: strength)
    }
}
