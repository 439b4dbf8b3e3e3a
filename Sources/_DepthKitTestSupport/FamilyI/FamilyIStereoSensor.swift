import Foundation
import DepthKitCore

/// The front camera as active stereo: a projected speckle pattern matched between the infrared camera
/// and a second view a few centimetres to the side. Depth is `f·B/disparity` with disparities matched to
/// a fraction of a pixel (noise growing with the square of the distance), windows that straddle an edge
/// take the nearer surface's disparity (edge fattening), pixels the other view cannot see (the shadow
/// beside a near edge) and weak returns (dark hair, grazing surfaces, far walls) are holes.
struct FamilyIStereoSensor: Sendable {
    /// Baseline between the two views, metres; positive: the second view is to the right.
    let baseline: Double
    /// Matching noise and step, pixels of disparity.
    let jitter: Double
    let step: Double
    /// Half width of the matching window, pixels.
    let window: Int
    /// Beyond this the speckle is too faint to match, metres.
    let range: Double

    /// Draws the sensor's parameters.
    init(_ g: inout SplitMix64) {
        baseline = g.uniform(0.015...0.04) * (g.chance(0.5) ? 1 : -1)
        jitter = g.uniform(0.04...0.15)
        step = g.pick([1.0 / 4, 1.0 / 8, 1.0 / 16])
        window = g.integer(2...4)
        range = g.uniform(2.0...4.0)
    }

    /// Measures `truth` (cast with focal length `fx` pixels): depth per pixel, `nil` for a hole.
    func capture(_ truth: FamilyITruth, fx: Double, generator g: inout SplitMix64) -> [Double?] {
        let width = truth.width, b = Swift.abs(baseline)
        var disparity = [Double?](repeating: nil, count: truth.depth.count)
        for i in disparity.indices {
            guard let z = truth.depth[i], z > 0.12, z < range else { continue }
            let material = truth.solids[truth.solid[i]].material
            let signal = material.reflectivity * truth.incidence[i] / (z * z)
            if signal < 0.03 || (signal < 0.08 && g.chance(0.3)) { continue }
            disparity[i] = fx * b / z
        }
        var shadowed = [Bool](repeating: false, count: disparity.count)
        for y in 0..<truth.height {
            // The view on the right cannot see x when a pixel further right lands on or left of x's match.
            var nearestMatch = Double.infinity
            let columns = baseline > 0 ? Array((0..<width).reversed()) : Array(0..<width)
            for x in columns {
                guard let d = disparity[y * width + x] else { continue }
                let match = baseline > 0 ? Double(x) - d : -(Double(x) + d)
                if match >= nearestMatch { shadowed[y * width + x] = true }
                nearestMatch = min(nearestMatch, match)
            }
        }
        var depth = [Double?](repeating: nil, count: disparity.count)
        for y in 0..<truth.height {
            for x in 0..<width {
                let i = y * width + x
                guard let d = disparity[i], !shadowed[i] else { continue }
                var nearer = 0.0, count = 0, seen = 0
                for dx in -window...window where x + dx >= 0 && x + dx < width {
                    guard let other = disparity[i + dx] else { continue }
                    seen += 1
                    if other > d * 1.08 { nearer += other; count += 1 }
                }
                let matched = count * 5 > seen * 2 ? nearer / Double(count) : d
                let measured = ((matched + jitter * g.nextGaussian()) / step).rounded() * step
                if measured > 0 { depth[i] = fx * b / measured }
            }
        }
        return depth
    }
}
