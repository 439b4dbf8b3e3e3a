import DepthKitCore
import Foundation

/// The validation family's depth sensor: turns rendered depths into a map (and sometimes a confidence
/// map) the way a rear LiDAR or a front TrueDepth camera might. Drawn per scene: range limit, noise
/// growing with depth (`σ = base + slope·z²`) plus a smooth low-frequency error, a scale error, what happens at
/// depth edges (kept, dropped or blended), hole blobs and dropouts, how beyond-range pixels are
/// written (0, NaN, clamped with confidence 0, clamped with no confidence map, or far depths with
/// confidence 0) and millimetre quantisation.
struct ValidationSensor: Sendable, CustomStringConvertible {
    enum Far: String, Sendable { case zero, nan, clampedLowConfidence, clampedNoConfidence, farLowConfidence }
    enum EdgeMode: String, Sendable { case keep, drop, blend }

    var rangeMeters: Double
    var base: Double
    var slope: Double
    var ripple: Double
    var scale: Double
    var edges: EdgeMode
    var blobs: Int
    var dropout: Double
    var far: Far
    var withConfidence: Bool
    var quantised: Bool
    var trueDepth: Bool

    /// A rear LiDAR-like sensor (or, with `trueDepth`, a front TrueDepth-like one: denser, noisier close up,
    /// shorter range).
    static func draw(_ r: inout ValidationRandom, trueDepth: Bool = false) -> ValidationSensor {
        let far: Far = r.weighted([(.zero, 3), (.nan, 2), (.clampedLowConfidence, 3), (.clampedNoConfidence, 1), (.farLowConfidence, 1)])
        let withConfidence = far == .clampedLowConfidence || far == .farLowConfidence ? true
            : far == .clampedNoConfidence ? false : r.chance(0.5)
        return ValidationSensor(
            rangeMeters: trueDepth ? r.between(1.5, 3.5) : r.between(4, 6.5),
            base: trueDepth ? r.between(0.002, 0.005) : r.between(0.0008, 0.004),
            slope: trueDepth ? r.between(0.004, 0.012) : r.between(0.0005, 0.0035),
            ripple: r.between(0, trueDepth ? 0.006 : 0.003),
            scale: 1 + r.between(-0.015, 0.015),
            edges: r.weighted([(.keep, 1), (.drop, 2), (.blend, 2)]),
            blobs: r.int(0, trueDepth ? 8 : 5),
            dropout: r.between(0, 0.02),
            far: far, withConfidence: withConfidence, quantised: r.chance(0.3), trueDepth: trueDepth)
    }

    var description: String {
        "\(trueDepth ? "truedepth" : "lidar") range \(String(format: "%.1f", rangeMeters)) m, σ \(String(format: "%.1f", base * 1000))+"
            + "\(String(format: "%.1f", slope * 1000))·z² mm, edges \(edges.rawValue), \(blobs) holes, far \(far.rawValue)"
            + (withConfidence ? ", confidence" : "") + (quantised ? ", mm" : "")
    }

    /// The map and confidence for the rendered `truth` (`nil`: nothing hit) of a `width`×`height` frame.
    func capture(_ truth: [Double?], width: Int, height: Int, random r: inout ValidationRandom) -> (DepthMap, ConfidenceMap?) {
        let count = width * height
        var meters = [Float](repeating: 0, count: count)
        var levels = [UInt8](repeating: 0, count: count)
        // A smooth error field: a few random sinusoids across the frame.
        let waves = (0..<3).map { _ in (r.between(0.5, 3), r.between(0.5, 3), r.between(0, 2 * .pi)) }
        func isEdge(_ i: Int) -> (Bool, Double?) {
            guard let z = truth[i] else { return (false, nil) }
            let x = i % width, y = i / width
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let nx = x + dx, ny = y + dy
                guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                let other = truth[ny * width + nx] ?? 1000
                if abs(other - z) > 0.08 * z { return (true, other) }
            }
            return (false, nil)
        }
        for i in 0..<count {
            let x = Double(i % width) / Double(width), y = Double(i / width) / Double(height)
            guard var z = truth[i], z <= rangeMeters else {
                switch far {
                case .zero: meters[i] = 0
                case .nan: meters[i] = .nan
                case .clampedLowConfidence, .clampedNoConfidence: meters[i] = Float(rangeMeters + r.between(-0.02, 0.02))
                case .farLowConfidence: meters[i] = Float(min(truth[i] ?? 19, 19) * r.between(0.9, 1.1))
                }
                levels[i] = 0
                continue
            }
            let (edge, other) = isEdge(i)
            if edge {
                switch edges {
                case .keep: break
                case .drop: if r.chance(0.6) { meters[i] = 0; continue }
                case .blend: if r.chance(0.5) { z = (z + min(other ?? z, rangeMeters)) / 2 }
                }
            }
            var smooth = 0.0
            for (fx, fy, phase) in waves { smooth += sin(2 * .pi * (fx * x + fy * y) + phase) }
            let sigma = base + slope * z * z
            z = z * scale + r.gaussian() * sigma + smooth / 3 * ripple * (trueDepth ? z : 1)
            if quantised { z = (z * 1000).rounded() / 1000 }
            meters[i] = Float(max(z, 0.001))
            levels[i] = edge ? 1 : z < 0.6 * rangeMeters ? 2 : 1
        }
        for _ in 0..<blobs {
            let cx = r.between(0, Double(width)), cy = r.between(0, Double(height)), radius = r.between(1.5, Double(width) / 24)
            for y in max(0, Int(cy - radius))..<min(height, Int(cy + radius) + 1) {
                for x in max(0, Int(cx - radius))..<min(width, Int(cx + radius) + 1)
                where (Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy) <= radius * radius {
                    meters[y * width + x] = 0
                    levels[y * width + x] = 0
                }
            }
        }
        for i in 0..<count where r.chance(dropout) {
            meters[i] = 0
            levels[i] = 0
        }
        let dimensions = try! DepthDimensions(width: width, height: height)
        let map = try! DepthMap(dimensions: dimensions, meters: meters)
        return (map, withConfidence ? try! ConfidenceMap(dimensions: dimensions, levels: levels) : nil)
    }
}

/// The validation family's random draws (its own stream over ``SplitMix64``).
struct ValidationRandom {
    private var source: SplitMix64
    init(seed: UInt64) { source = SplitMix64(seed: seed ^ 0xA5A5_0F0F_3C3C_9669) }
    /// Uniform in [low, high).
    mutating func between(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(source.next() >> 11) / Double(1 << 53)
    }
    /// Uniform in low…high.
    mutating func int(_ low: Int, _ high: Int) -> Int { low + Int(source.next() % UInt64(high - low + 1)) }
    mutating func chance(_ p: Double) -> Bool { between(0, 1) < p }
    mutating func sign() -> Double { chance(0.5) ? 1 : -1 }
    mutating func gaussian() -> Double {
        let u = max(between(0, 1), 1e-12), v = between(0, 1)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
    mutating func weighted<T>(_ options: [(T, Double)]) -> T {
        var pick = between(0, options.reduce(0) { $0 + $1.1 })
        for (value, weight) in options {
            if pick < weight { return value }
            pick -= weight
        }
        return options[options.count - 1].0
    }
}
