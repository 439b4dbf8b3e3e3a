import DepthKitCore
import Foundation

/// Validation family E's depth sensor, modelled on how a phone's depth map is made rather than on
/// per-pixel noise: the scene is sampled on a coarse grid of spots (every `stride` pixels) and
/// spread back to the full grid by bilinear interpolation, so depth edges smear into flying pixels the
/// way an upsampled LiDAR map does; then depth-proportional noise, a per-capture scale and offset error,
/// dark (non-reflecting) patches without depth, and a range limit written as one of several conventions.
/// Confidence (when kept) falls with distance and at smeared edges.
struct FamilyESensor: Sendable, CustomStringConvertible {
    /// How depths beyond the range limit are written.
    enum Beyond: String, Sendable { case zero, nan, clamped, reported }

    var rangeMeters: Double
    var stride: Int
    var noisePerMeter: Double
    var scale: Double
    var offsetMeters: Double
    var darkPatches: Int
    var beyond: Beyond
    var withConfidence: Bool
    var frontCamera: Bool

    /// A rear LiDAR-like sensor, or (with `frontCamera`) a front one: finer spots, shorter range, noisier.
    static func draw(_ r: inout ValidationRandom, frontCamera: Bool = false) -> FamilyESensor {
        let beyond: Beyond = r.weighted([(.zero, 2), (.nan, 1), (.clamped, 3), (.reported, 1)])
        return FamilyESensor(
            rangeMeters: frontCamera ? r.between(1.2, 3) : r.between(3.8, 5.8),
            stride: frontCamera ? r.int(1, 2) : r.int(1, 4),
            noisePerMeter: frontCamera ? r.between(0.003, 0.009) : r.between(0.001, 0.005),
            scale: 1 + r.between(-0.02, 0.02),
            offsetMeters: r.between(-0.01, 0.01),
            darkPatches: r.int(0, 4),
            beyond: beyond,
            withConfidence: beyond == .clamped || beyond == .reported || r.chance(0.4),
            frontCamera: frontCamera)
    }

    var description: String {
        "\(frontCamera ? "front" : "rear") range \(String(format: "%.1f", rangeMeters)) m, spots /\(stride), "
            + "noise \(String(format: "%.1f", noisePerMeter * 1000)) mm/m, \(darkPatches) dark, beyond \(beyond.rawValue)"
            + (withConfidence ? ", confidence" : "")
    }

    /// The map and confidence for `truth` (depth along the axis, `nil` where nothing was hit).
    func capture(_ truth: [Double?], width: Int, height: Int, random r: inout ValidationRandom) -> (DepthMap, ConfidenceMap?) {
        let sky = 1000.0
        func spot(_ x: Int, _ y: Int) -> Double { truth[min(y, height - 1) * width + min(x, width - 1)] ?? sky }
        var meters = [Float](repeating: 0, count: width * height)
        var levels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                // The four spots around the pixel, blended: edges smear over `stride` pixels.
                let gx = x / stride * stride, gy = y / stride * stride
                let fx = Double(x - gx) / Double(stride), fy = Double(y - gy) / Double(stride)
                let a = spot(gx, gy), b = spot(gx + stride, gy), c = spot(gx, gy + stride), d = spot(gx + stride, gy + stride)
                let nearest = min(a, b, c, d), farthest = max(a, b, c, d)
                var z: Double
                var edge = false
                if farthest >= sky || farthest > 1.15 * nearest {
                    // Across an edge the upsampler blends the two sides unless one is empty.
                    edge = true
                    z = farthest >= sky ? (truth[y * width + x] ?? sky) : (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
                } else {
                    z = (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
                }
                let i = y * width + x
                guard z <= rangeMeters else {
                    switch beyond {
                    case .zero: meters[i] = 0
                    case .nan: meters[i] = .nan
                    case .clamped: meters[i] = Float(rangeMeters)
                    case .reported: meters[i] = Float(min(z, 25) * r.between(0.8, 1.2))
                    }
                    continue
                }
                z = z * scale + offsetMeters + r.gaussian() * noisePerMeter * z
                meters[i] = Float(max(z, 0.01))
                levels[i] = edge ? 1 : z < rangeMeters * 0.5 ? 2 : 1
            }
        }
        for _ in 0..<darkPatches {
            let cx = r.between(0, Double(width)), cy = r.between(0, Double(height))
            let rx = r.between(2, Double(width) / 16), ry = r.between(2, Double(height) / 16)
            for y in max(0, Int(cy - ry))..<min(height, Int(cy + ry) + 1) {
                for x in max(0, Int(cx - rx))..<min(width, Int(cx + rx) + 1) {
                    meters[y * width + x] = 0
                    levels[y * width + x] = 0
                }
            }
        }
        let dimensions = try! DepthDimensions(width: width, height: height)
        let map = try! DepthMap(dimensions: dimensions, meters: meters)
        return (map, withConfidence ? try! ConfidenceMap(dimensions: dimensions, levels: levels) : nil)
    }
}
