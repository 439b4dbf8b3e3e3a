import Foundation
import DepthKitCore

/// Family H's densification of sparse LiDAR dots to the depth grid, the way phone depth pipelines fill
/// the gaps: each pixel takes a weighted mean of the dots around it, weighted by distance in the image
/// and by how alike the colour image is at the pixel and at the dot. Where colours match across a
/// depth edge the depths bleed into each other; a thin object no dot hit takes its background's depth;
/// a pixel with no dot near enough has no depth. Confidence follows the dots' support and agreement.
struct FamilyHDensifier: Sendable, CustomStringConvertible {
    /// Spatial weight's standard deviation, in dot spacings.
    let reach: Double
    /// Colour weight's standard deviation (tone units).
    let toneSigma: Double
    /// The least summed spatial weight for a pixel to get a depth.
    let minimumSupport: Double
    /// How pixels without depth are written.
    let invalid: FamilyHInvalidDepth
    /// Whether a confidence map is written.
    let writesConfidence: Bool

    /// Draws a pipeline's parameters.
    init(_ g: inout SplitMix64) {
        reach = g.uniform(0.7...1.1)
        toneSigma = g.uniform(0.05...0.15)
        minimumSupport = g.uniform(0.15...0.35)
        invalid = FamilyHInvalidDepth.draw(&g)
        writesConfidence = g.chance(0.7)
    }

    var description: String {
        "densified over \(String(format: "%.2f", reach)) spacings, tone σ \(String(format: "%.2f", toneSigma)), "
            + "invalid \(invalid.rawValue)\(writesConfidence ? ", confidence" : "")"
    }

    /// The depth grid (and its confidence) of `guide`'s size from the `dots` that returned of `fired`.
    func densify(_ dots: [FamilyHLiDAR.Dot], fired: Int, guide: FamilyHGuide) -> (meters: [Float], confidence: [UInt8]?) {
        let width = guide.width, height = guide.height
        let spacing = (Double(width * height) / Double(max(fired, 1))).squareRoot()
        let sigma = max(reach * spacing, 1), radius = 2.5 * sigma
        let cell = max(Int(radius.rounded(.up)), 1)
        let cellColumns = width / cell + 1, cellRows = height / cell + 1
        var buckets = [[Int]](repeating: [], count: cellColumns * cellRows)
        for (i, dot) in dots.enumerated() {
            let cx = min(max(Int(dot.u) / cell, 0), cellColumns - 1), cy = min(max(Int(dot.v) / cell, 0), cellRows - 1)
            buckets[cy * cellColumns + cx].append(i)
        }
        let dotTones = dots.map { guide.tone(min(max(Int($0.v.rounded()), 0), height - 1) * width + min(max(Int($0.u.rounded()), 0), width - 1)) }
        var meters = [Float](repeating: invalid.value, count: width * height)
        var levels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x, tone = guide.tone(index)
                var support = 0.0, weightSum = 0.0, depthSum = 0.0, squareSum = 0.0, strengthSum = 0.0
                for by in max(y / cell - 1, 0)...min(y / cell + 1, cellRows - 1) {
                    for bx in max(x / cell - 1, 0)...min(x / cell + 1, cellColumns - 1) {
                        for i in buckets[by * cellColumns + bx] {
                            let dot = dots[i], du = dot.u - Double(x), dv = dot.v - Double(y)
                            let d2 = du * du + dv * dv
                            guard d2 <= radius * radius else { continue }
                            let spatial = exp(-d2 / (2 * sigma * sigma))
                            let dt = (tone - dotTones[i]) / toneSigma
                            let weight = spatial * max(exp(-dt * dt / 2), 0.01)
                            support += spatial
                            weightSum += weight
                            depthSum += weight * dot.depth
                            squareSum += weight * dot.depth * dot.depth
                            strengthSum += spatial * dot.strength
                        }
                    }
                }
                guard support >= minimumSupport, weightSum > 0 else { continue }
                let mean = depthSum / weightSum
                let spread = max(squareSum / weightSum - mean * mean, 0).squareRoot()
                meters[index] = Float(mean)
                let agreement = spread <= 0.01 + 0.01 * mean, strength = strengthSum / support
                levels[index] = support >= 0.9 && agreement && strength > 0.5 ? 2 : support >= 0.45 && spread <= 0.05 + 0.03 * mean ? 1 : 0
            }
        }
        return (meters, writesConfidence ? levels : nil)
    }
}
