import DepthKitCore
import Foundation

/// Family H's model of the front TrueDepth camera: structured light. A projector beside the infrared
/// camera casts a dense dot pattern; depth comes from each block's disparity `f·b/z`, found to a
/// fraction of a pixel (so depth is quantised, coarser with the square of the distance) with noise and
/// a slow ripple from the matching. Surfaces the projector cannot see (beside near edges, on the side
/// away from it) are shadows without depth; dark hair, grazing surfaces and faint far returns drop out.
/// The matching window smooths depth across a block, and a 640x480 map is matched at half resolution.
struct FamilyHTrueDepth: Sendable, CustomStringConvertible {
    /// Projector–camera baseline, metres; its sign is the projector's side along the image's x.
    let baseline: Double
    /// Disparity quantum, pixels of the matching grid (the infrared camera's sub-pixel matching at its
    /// own, finer resolution).
    let quantum: Double
    /// Disparity noise and ripple, pixels.
    let noise: Double, ripple: Double
    /// Nearest and farthest depth matched, metres.
    let nearLimit: Double, farLimit: Double
    /// How pixels without depth are written.
    let invalid: FamilyHInvalidDepth

    /// Draws a sensor's parameters.
    init(_ g: inout SplitMix64) {
        baseline = g.uniform(0.018...0.03) * (g.chance(0.5) ? 1 : -1)
        quantum = g.pick([0.0625, 0.03125, 0.015625])
        noise = g.uniform(0.03...0.12)
        ripple = g.uniform(0.03...0.15)
        nearLimit = g.uniform(0.12...0.2)
        farLimit = g.uniform(2.2...4)
        invalid = g.chance(0.5) ? .nan : .zero
    }

    var description: String {
        "TrueDepth baseline \(String(format: "%.0f", baseline * 1000)) mm, disparity step \(quantum) px, "
            + "noise \(String(format: "%.2f", noise)) px, range \(String(format: "%.2f", nearLimit))–\(String(format: "%.1f", farLimit)) m, "
            + "invalid \(invalid.rawValue)"
    }

    /// The depth map of `camera`'s grid.
    func capture(_ world: FamilyHWorld, _ camera: FamilyHCamera, _ g: inout SplitMix64) -> [Float] {
        let halved = camera.width >= 480
        let matching = halved ? camera.resampled(width: camera.width / 2, height: camera.height / 2) : camera
        let guide = FamilyHGuide(world, matching)
        let width = matching.width, height = matching.height, fb = matching.focal * abs(baseline)
        let seed = g.next()
        // Disparity per matching pixel (0: no match).
        var disparity = [Double](repeating: 0, count: width * height)
        for index in 0..<width * height {
            guard let seen = guide.pixels[index], seen.depth >= nearLimit, seen.depth <= farLimit else { continue }
            let signal = seen.reflectivity * seen.facing / (seen.depth * seen.depth)
            let dropout = max(0, 0.35 - seen.reflectivity) * 2.5 + (seen.facing < 0.2 ? 0.8 : 0) + (signal < 0.06 ? 0.7 : 0)
            guard !g.chance(dropout) else { continue }
            let x = Double(index % width), y = Double(index / width)
            let wave = ripple * FamilyHNoise.value(SIMD3(x / 17, y / 17, 0.5), seed: seed)
            disparity[index] = fb / seen.depth + wave + g.nextGaussian() * noise
        }
        shadow(&disparity, width: width, height: height)
        let matched = window(disparity, width: width, height: height)
        var meters = [Float](repeating: invalid.value, count: camera.width * camera.height)
        for y in 0..<camera.height {
            for x in 0..<camera.width {
                let d = matched[(halved ? y / 2 : y) * width + (halved ? x / 2 : x)]
                guard d > 0 else { continue }
                meters[y * camera.width + x] = Float(fb / ((d / quantum).rounded() * quantum))
            }
        }
        return meters
    }

    /// Removes the pixels the projector cannot light: scanning from the projector's side, a pixel whose
    /// projector coordinate does not advance past a nearer pixel's is hidden behind it.
    private func shadow(_ disparity: inout [Double], width: Int, height: Int) {
        let fromRight = baseline > 0
        for y in 0..<height {
            var reached = Double.infinity
            for step in 0..<width {
                let x = fromRight ? width - 1 - step : step, index = y * width + x
                guard disparity[index] > 0 else { continue }
                // The projector sees column x at x ∓ disparity.
                let projected = fromRight ? Double(x) - disparity[index] : -(Double(x) + disparity[index])
                if projected > reached + 0.5 { disparity[index] = 0 } else { reached = min(reached, projected) }
            }
        }
    }

    /// The matching window: each disparity averaged over its 3x3 block; a block that straddles a jump
    /// in disparity (a depth edge) or holds too few matches gives no match.
    private func window(_ disparity: [Double], width: Int, height: Int) -> [Double] {
        var out = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width where disparity[y * width + x] > 0 {
                var sum = 0.0, count = 0, low = Double.infinity, high = 0.0
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let d = disparity[ny * width + nx]
                        guard d > 0 else { continue }
                        sum += d
                        count += 1
                        low = min(low, d)
                        high = max(high, d)
                    }
                }
                guard count >= 5, high - low < 1.5 + 0.08 * high else { continue }
                out[y * width + x] = sum / Double(count)
            }
        }
        return out
    }
}
