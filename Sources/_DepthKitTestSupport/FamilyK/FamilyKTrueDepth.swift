import DepthKitCore
import Foundation

/// The front TrueDepth camera as structured light decoded by semi-global matching: a pseudo-random dot
/// pattern is projected from a baseline beside the infrared camera; the infrared image (dots dimmed by
/// albedo and 1/z², ambient light and read noise) is matched against the pattern's reference image by
/// the Hamming distance of 5×5 census transforms, aggregated along four scan directions with the
/// penalties P1 (±1 disparity) and P2 (larger jumps); a left-right consistency check, a uniqueness test,
/// a weak-signal test and the search range's ends (beyond 3 m or nearer than its nearest) leave holes, which are left or filled from the farther side along the row. No confidence map.
struct FamilyKTrueDepth: Sendable, CustomStringConvertible {
    /// Projector-to-camera baseline, metres.
    var baseline: Double
    /// Share of pattern cells lit.
    var dotDensity: Double
    /// Read noise, in units of a dot at 1 m on a white surface.
    var noise: Double
    /// Semi-global matching's penalties.
    var smallPenalty: Int, largePenalty: Int
    /// Whether holes up to 8 pixels wide are filled from the farther side.
    var fillsHoles: Bool
    /// How pixels without depth are written.
    var invalid: FamilyKInvalidValue
    /// The pattern's seed.
    var pattern: Int

    /// Draws a camera.
    static func random(_ g: inout SplitMix64) -> FamilyKTrueDepth {
        let small = g.integer(4...10)
        return FamilyKTrueDepth(
            baseline: g.uniform(0.02...0.03), dotDensity: g.uniform(0.2...0.4), noise: g.uniform(0.01...0.06),
            smallPenalty: small, largePenalty: small + g.integer(12...30), fillsHoles: g.chance(0.5),
            invalid: g.pick(FamilyKInvalidValue.allCases), pattern: g.integer(0...1_000_000))
    }

    var description: String {
        "front TrueDepth: baseline \(String(format: "%.3f", baseline)) m, dots \(String(format: "%.2f", dotDensity)), noise "
            + "\(String(format: "%.3f", noise)), census 5x5 + SGM 4 paths P1 \(smallPenalty) P2 \(largePenalty), "
            + "\(fillsHoles ? "holes filled" : "holes left"), invalid \(invalid.rawValue)"
    }

    /// The pattern's brightness at projector column `x` (continuous) of row `y`.
    private func projected(_ x: Double, _ y: Int) -> Double {
        let i = Int(x.rounded(.down)), f = x - Double(i)
        func dot(_ c: Int) -> Double { FamilyKMath.hash(c, y, pattern) < dotDensity ? 1 : 0.08 }
        return dot(i) * (1 - f) + dot(i + 1) * f
    }

    /// The 5×5 census transform (24 bits: neighbour darker than the centre).
    private static func census(_ image: [Double], _ width: Int, _ height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: image.count)
        for y in 2..<(height - 2) {
            for x in 2..<(width - 2) {
                let centre = image[y * width + x]
                var bits: UInt32 = 0
                for dy in -2...2 {
                    for dx in -2...2 where dx != 0 || dy != 0 {
                        bits = bits << 1 | (image[(y + dy) * width + x + dx] < centre ? 1 : 0)
                    }
                }
                out[y * width + x] = bits
            }
        }
        return out
    }

    /// Measures `frame` (rendered with `focal` pixels of focal length): the depth map in metres.
    func capture(_ frame: FamilyKFrame, focal: Double, generator g: inout SplitMix64) -> [Float] {
        let width = frame.width, height = frame.height, fb = focal * baseline
        let disparities = width >= 640 ? 64 : 40, lowest = max(1, Int(fb / 3))
        var infrared = [Double](repeating: 0, count: width * height), reference = infrared
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                reference[i] = projected(Double(x), y)
                var signal = 0.0
                if frame.depth[i].isFinite {
                    let z = frame.depth[i]
                    signal = projected(Double(x) - fb / z, y) * min(1, 0.2 + frame.reflectance[i]) / (z * z)
                }
                infrared[i] = signal + noise * g.nextGaussian()
            }
        }
        let left = Self.census(infrared, width, height), right = Self.census(reference, width, height)
        let count = width * height, d = disparities
        var cost = [UInt8](repeating: 24, count: count * d)
        for y in 0..<height {
            for x in 0..<width {
                for k in 0..<d where x - lowest - k >= 0 {
                    cost[(y * width + x) * d + k] = UInt8((left[y * width + x] ^ right[y * width + x - lowest - k]).nonzeroBitCount)
                }
            }
        }
        let total = aggregate(cost, width: width, height: height, disparities: d)
        // Winner-take-all on the left image and on the right one, then the consistency check.
        var best = [Int](repeating: -1, count: count), bestRight = [Int](repeating: -1, count: count)
        for y in 0..<height {
            for x in 0..<width {
                let base = (y * width + x) * d
                var k0 = 0
                for k in 1..<d where total[base + k] < total[base + k0] { k0 = k }
                best[y * width + x] = k0
            }
            for xr in 0..<width {
                var k0 = -1, value = UInt16.max
                for k in 0..<d {
                    let x = xr + lowest + k
                    guard x < width else { break }
                    let c = total[(y * width + x) * d + k]
                    if c < value { value = c; k0 = k }
                }
                bestRight[y * width + xr] = k0
            }
        }
        // The projected dots must stand above the read noise in a 5×5 window, and the match must be unique.
        let localMean = FamilyKGuidedFilter.boxMean(infrared, width: width, height: height, radius: 2)
        var depth = [Double?](repeating: nil, count: count)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x, k = best[i], xr = x - lowest - k
                guard k > 0, k < d - 1, xr >= 0, abs(bestRight[y * width + xr] - k) <= 1, localMean[i] > 0.6 * noise + 0.01 else { continue }
                let rival = (0..<d).filter { abs($0 - k) > 2 }.map { total[i * d + $0] }.min() ?? .max
                guard Double(total[i * d + k]) < 0.92 * Double(rival) else { continue }
                var sub = Double(k)
                if k > 0, k < d - 1 {
                    let a = Double(total[i * d + k - 1]), b = Double(total[i * d + k]), c = Double(total[i * d + k + 1])
                    let curvature = a - 2 * b + c
                    if curvature > 0 { sub += 0.5 * (a - c) / curvature }
                }
                let z = fb / (Double(lowest) + sub)
                if z >= 0.1 { depth[i] = z }
            }
        }
        if fillsHoles {
            for y in 0..<height {
                var x = 0
                while x < width {
                    guard depth[y * width + x] == nil else { x += 1; continue }
                    var end = x
                    while end < width, depth[y * width + end] == nil { end += 1 }
                    if end - x <= 8, x > 0, end < width, let a = depth[y * width + x - 1], let b = depth[y * width + end] {
                        for i in x..<end { depth[y * width + i] = max(a, b) }
                    }
                    x = end
                }
            }
        }
        return depth.map { $0.map(Float.init) ?? invalid.meters }
    }

    /// Sums the path costs of semi-global matching along the four scan directions.
    private func aggregate(_ cost: [UInt8], width: Int, height: Int, disparities d: Int) -> [UInt16] {
        var total = [UInt16](repeating: 0, count: cost.count)
        let p1 = Int32(smallPenalty), p2 = Int32(largePenalty)
        var previous = [Int32](repeating: 0, count: d), current = previous
        /// One path through the pixels `indices`, in order.
        func path(_ indices: some Sequence<Int>) {
            var first = true
            var previousMinimum: Int32 = 0
            for p in indices {
                var minimum = Int32.max
                for k in 0..<d {
                    let c = Int32(cost[p * d + k])
                    var value = c
                    if !first {
                        var best = min(previous[k], previousMinimum + p2)
                        if k > 0 { best = min(best, previous[k - 1] + p1) }
                        if k < d - 1 { best = min(best, previous[k + 1] + p1) }
                        value = c + best - previousMinimum
                    }
                    current[k] = value
                    minimum = min(minimum, value)
                }
                for k in 0..<d { total[p * d + k] &+= UInt16(min(Int32(UInt16.max / 4), current[k])) }
                swap(&previous, &current)
                previousMinimum = minimum
                first = false
            }
        }
        for y in 0..<height {
            path((0..<width).lazy.map { y * width + $0 })
            path((0..<width).reversed().lazy.map { y * width + $0 })
        }
        for x in 0..<width {
            path((0..<height).lazy.map { $0 * width + x })
            path((0..<height).reversed().lazy.map { $0 * width + x })
        }
        return total
    }
}
