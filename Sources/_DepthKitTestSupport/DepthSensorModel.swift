import Foundation
import DepthKitCore

/// How a depth sensor turns true distances into a depth map: noise, quantisation, smoothing across
/// edges, flying pixels, range limit, holes and a confidence map. Drawn at random per labelled scene
/// so that the assessment is validated on many sensors, not one.
struct DepthSensorModel: CustomStringConvertible {
    enum Quantisation: String {
        case none
        /// 16-bit millimetre exports.
        case millimetre
        /// Disparity-based sensors: steps grow with z² (`step·z²`, metres per m²).
        case disparity
    }

    /// Noise `σ = base + relative·z + quadratic·z²`, metres.
    var noiseBase = 0.002
    var noiseRelative = 0.0025
    var noiseQuadratic = 0.0
    var quantisation = Quantisation.millimetre
    var disparityStep = 0.002
    /// A 3×3 mean across edges (LiDAR depth is interpolated from sparse returns).
    var smoothing = false
    /// Share of edge pixels replaced by a depth between the two sides.
    var flyingPixelRate = 0.3
    /// Depths beyond this (or no return) are out of range.
    var rangeLimitMeters: Double = 20
    /// iPhone LiDAR style: dense map (out-of-range pixels hold a clamped depth, confidence 0).
    var dense = true
    /// Whether a confidence map is produced.
    var producesConfidence = true
    /// Clamped depth of out-of-range pixels (dense maps), metres.
    var clampMeters = 6.0
    /// Share of random holes (non-dense sensors).
    var holeRate = 0.0
    /// What a dense map holds where the sensor has no return (the widened family varies it).
    var beyondRange = BeyondRange.clamped
    /// Spatially correlated noise (interpolated sensors such as TrueDepth): `σ = correlated·z²` on a coarse
    /// grid of `correlationPixels` cells, interpolated bilinearly; 0 for none.
    var correlated = 0.0
    var correlationPixels = 16
    /// Holes in patches (specular or dark surfaces), share of the frame; drawn from the widening stream.
    var holePatchShare = 0.0
    /// The sensor's name in descriptions.
    var name = "lidar"

    /// How a dense sensor reports a pixel it has no return for.
    enum BeyondRange: String {
        /// A depth of 4.5–8.5 m (confidence 0), as iPhone LiDAR does.
        case clamped
        /// 0.
        case zero
        /// NaN.
        case nan
    }

    var description: String {
        let noise = String(format: "σ %.1f mm + %.2f %%·z + %.1f mm·z²", noiseBase * 1000, noiseRelative * 100, noiseQuadratic * 1000)
        return "\(name): \(noise), correlated \(String(format: "%.1f", correlated * 1000)) mm·z², beyond \(beyondRange.rawValue), "
            + "patches \(String(format: "%.2f", holePatchShare)), \(quantisation.rawValue), smoothing \(smoothing), flying \(String(format: "%.2f", flyingPixelRate)), "
            + "range \(String(format: "%.1f", rangeLimitMeters)) m, \(dense ? "dense" : "holes"), confidence \(producesConfidence)"
    }

    /// A random sensor: iPhone LiDAR-like (dense, confidence) most of the time, else a structured-light
    /// or stereo camera (holes, coarse quantisation, no confidence).
    static func random(_ g: inout SplitMix64, lidar: Bool) -> DepthSensorModel {
        var model = DepthSensorModel()
        model.smoothing = g.chance(0.5)
        model.flyingPixelRate = g.uniform(0...0.8)
        if lidar {
            model.noiseBase = g.uniform(0.001...0.004)
            model.noiseRelative = g.uniform(0.001...0.006)
            model.quantisation = g.chance(0.5) ? .millimetre : .none
            model.rangeLimitMeters = g.uniform(4.5...6)
            model.clampMeters = g.uniform(5...8)
            model.dense = true
            model.producesConfidence = true
        } else {
            model.noiseBase = g.uniform(0.0005...0.002)
            model.noiseRelative = 0
            model.noiseQuadratic = g.uniform(0.0008...0.003)
            model.quantisation = .disparity
            model.disparityStep = g.uniform(0.0015...0.0035)
            model.rangeLimitMeters = g.uniform(4...8)
            model.dense = false
            model.producesConfidence = false
            model.holeRate = g.uniform(0...0.03)
        }
        return model
    }

    /// The widened family (issue 27): what a dense sensor writes beyond its range (a clamped depth, 0 or
    /// NaN), whether it ships a confidence map, patches of holes, and, for `trueDepth`, a front-camera
    /// TrueDepth-like sensor (structured light, 640x480 or 320x240: dense, noise growing with z² and
    /// spatially correlated, holes as 0 or NaN, range 0.2–4 m, no confidence). Draws only from `h`, so
    /// the original family's draws from the scene's main generator are unchanged.
    mutating func widen(_ h: inout SplitMix64, trueDepth: Bool) {
        if trueDepth {
            name = "truedepth"
            noiseBase = h.uniform(0.0005...0.002)
            noiseRelative = 0
            noiseQuadratic = h.uniform(0.002...0.008)
            correlated = h.uniform(0.002...0.012)
            correlationPixels = h.integer(6...24)
            quantisation = h.chance(0.5) ? .none : .millimetre
            rangeLimitMeters = h.uniform(3...5)
            dense = true
            beyondRange = h.chance(0.5) ? .zero : .nan
            producesConfidence = false
            smoothing = true
            holePatchShare = h.uniform(0...0.08)
            return
        }
        if dense {
            beyondRange = h.pick([.clamped, .clamped, .zero, .nan])
            producesConfidence = beyondRange == .clamped ? h.chance(0.75) : h.chance(0.5)
            correlated = h.chance(0.3) ? h.uniform(0...0.002) : 0
            correlationPixels = h.integer(8...32)
        } else {
            holePatchShare = h.chance(0.4) ? h.uniform(0...0.06) : 0
        }
    }

    /// Applies the model to true depths (`nil`: no return).
    func capture(
        truth: [Double?], width: Int, height: Int, generator g: inout SplitMix64, widening h: inout SplitMix64
    ) -> (DepthMap, ConfidenceMap?) {
        let count = width * height
        var depth = truth.map { $0 ?? .infinity }
        let field = correlated > 0 ? Self.correlatedField(width: width, height: height, cell: correlationPixels, &h) : []
        let patches = holePatchShare > 0 ? Self.patches(width: width, height: height, share: holePatchShare, &h) : []
        // Edges: a 4-neighbour more than 3 % away.
        var edge = [Bool](repeating: false, count: count)
        var across = [Double](repeating: 0, count: count)
        let offsets = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x, z = depth[i]
                for (dx, dy) in offsets {
                    let nx = x + dx, ny = y + dy
                    guard nx >= 0 && ny >= 0 && nx < width && ny < height else { continue }
                    let n = depth[ny * width + nx]
                    if z.isFinite && n.isFinite && abs(n - z) > 0.03 * z && (!edge[i] || abs(n - z) > abs(across[i] - z)) {
                        edge[i] = true
                        across[i] = n
                    }
                }
            }
        }
        if smoothing {
            var smoothed = depth
            for y in 1..<max(1, height - 1) {
                for x in 1..<max(1, width - 1) where edge[y * width + x] {
                    var sum = 0.0, n = 0.0
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let z = depth[(y + dy) * width + x + dx]
                            if z.isFinite { sum += z; n += 1 }
                        }
                    }
                    smoothed[y * width + x] = sum / n
                }
            }
            depth = smoothed
        }
        for i in 0..<count where edge[i] && depth[i].isFinite && g.chance(flyingPixelRate) {
            let mix = g.uniform(0.1...0.9)
            depth[i] = depth[i] * (1 - mix) + across[i] * mix
        }
        var meters = [Float](repeating: 0, count: count)
        var levels = [UInt8](repeating: 2, count: count)
        let clampWave = g.uniform(0...6.28)
        for i in 0..<count {
            var z = depth[i]
            if !z.isFinite || z > rangeLimitMeters || (!patches.isEmpty && patches[i]) {
                levels[i] = 0
                if dense && beyondRange != .clamped {
                    meters[i] = beyondRange == .zero ? 0 : .nan
                } else if dense {
                    let x = Double(i % width) / Double(width), y = Double(i / width) / Double(height)
                    let field = clampMeters + 0.3 * sin(3 * x + clampWave) + 0.2 * cos(2 * y + clampWave) + 0.05 * g.nextGaussian()
                    meters[i] = Float(min(max(field, 4.5), 8.5))
                }
                continue
            }
            z += (noiseBase + noiseRelative * z + noiseQuadratic * z * z) * g.nextGaussian()
            if !field.isEmpty { z += correlated * z * z * field[i] }
            switch quantisation {
            case .none: break
            case .millimetre: z = (z * 1000).rounded() / 1000
            case .disparity:
                let step = max(disparityStep * z * z, 0.001)
                z = (z / step).rounded() * step
            }
            if !dense && g.chance(holeRate) { z = 0 }
            if z < 0.1 && !dense { z = 0 }
            meters[i] = Float(max(z, dense ? 0.1 : 0))
            if edge[i] { levels[i] = g.chance(0.3) ? 0 : 1 } else if z > 0.8 * rangeLimitMeters { levels[i] = 1 }
        }
        // The grid and both arrays come from the scene's own (valid) width and height.
        let dimensions = try! DepthDimensions(width: width, height: height)
        let map = try! DepthMap(dimensions: dimensions, meters: meters)
        let confidence = producesConfidence ? try! ConfidenceMap(dimensions: dimensions, levels: levels) : nil
        return (map, confidence)
    }

    /// A smooth unit-variance random field: Gaussian values on a grid of `cell`-pixel cells, interpolated
    /// bilinearly.
    static func correlatedField(width: Int, height: Int, cell: Int, _ h: inout SplitMix64) -> [Double] {
        let columns = width / cell + 2, rows = height / cell + 2
        let grid = (0..<(columns * rows)).map { _ in h.nextGaussian() }
        var field = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            let gy = Double(y) / Double(cell), row = Int(gy), fy = gy - Double(row)
            for x in 0..<width {
                let gx = Double(x) / Double(cell), column = Int(gx), fx = gx - Double(column)
                let top = grid[row * columns + column] * (1 - fx) + grid[row * columns + column + 1] * fx
                let bottom = grid[(row + 1) * columns + column] * (1 - fx) + grid[(row + 1) * columns + column + 1] * fx
                field[y * width + x] = top * (1 - fy) + bottom * fy
            }
        }
        return field
    }

    /// Elliptic patches covering about `share` of the frame.
    static func patches(width: Int, height: Int, share: Double, _ h: inout SplitMix64) -> [Bool] {
        var mask = [Bool](repeating: false, count: width * height)
        let count = h.integer(1...5), area = share * Double(width * height) / Double(count)
        for _ in 0..<count {
            let cx = h.uniform(0...Double(width)), cy = h.uniform(0...Double(height))
            let aspect = h.uniform(0.4...2.5), rx = (area * aspect / .pi).squareRoot(), ry = area / (.pi * rx)
            for y in max(0, Int(cy - ry))..<min(height, Int(cy + ry) + 1) {
                for x in max(0, Int(cx - rx))..<min(width, Int(cx + rx) + 1) {
                    let dx = (Double(x) - cx) / rx, dy = (Double(y) - cy) / ry
                    if dx * dx + dy * dy <= 1 { mask[y * width + x] = true }
                }
            }
        }
        return mask
    }
}
