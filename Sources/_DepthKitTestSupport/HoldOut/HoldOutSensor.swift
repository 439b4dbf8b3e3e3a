import Foundation
import DepthKitCore

/// The hold-out family's sensor, parameterised apart from the tuning family's ``DepthSensorModel``:
/// noise `σ = a + b·z^p`, a per-frame scale bias, three ways of handling depth edges (mixed pixels,
/// invalidated pixels, a foreground-dilating minimum), a range limit whose far pixels read as a clamped
/// far depth, 0 or NaN, holes grown from seeds, and ARKit-style confidence for LiDAR-like sensors (not
/// always shipped).
struct HoldOutSensor: CustomStringConvertible {
    enum Kind: String { case lidar, tof, stereo }
    enum Far: String { case clamp, zero, nan }
    enum Edges: String { case mixed, invalid, dilate }

    var kind = Kind.lidar
    var a = 0.002, b = 0.003, p = 1.0
    var bias = 1.0
    var edges = Edges.mixed
    var edgeRate = 0.5
    var range = 5.0
    var far = Far.clamp
    var holeSeeds = 0
    var millimetres = true
    var confidence = true

    var description: String {
        "\(kind.rawValue): σ \(String(format: "%.1f mm + %.1f mm·z^%.1f", a * 1000, b * 1000, p)), edges \(edges.rawValue) "
            + "\(String(format: "%.2f", edgeRate)), range \(String(format: "%.1f", range)) m → \(far.rawValue), "
            + "\(holeSeeds) hole seeds, confidence \(confidence)"
    }

    static func draw(_ r: inout SplitMix64, width: Int, outdoor: Bool) -> HoldOutSensor {
        var s = HoldOutSensor()
        s.kind = width == 256 || outdoor ? .lidar : r.pick([.lidar, .tof, .stereo])
        s.bias = r.uniform(0.99...1.01)
        s.edges = r.pick([.mixed, .invalid, .dilate])
        s.edgeRate = r.uniform(0.1...0.9)
        switch s.kind {
        case .lidar:
            s.a = r.uniform(0.001...0.005); s.b = r.uniform(0.001...0.008); s.p = r.uniform(1...1.5)
            s.range = r.uniform(4...6)
            s.far = r.pick([.clamp, .clamp, .zero, .nan])
            s.confidence = r.chance(0.65)
            s.millimetres = r.chance(0.6)
        case .tof:
            s.a = r.uniform(0.002...0.006); s.b = r.uniform(0.002...0.006); s.p = r.uniform(1...2)
            s.range = r.uniform(3.5...8)
            s.far = r.pick([.zero, .nan])
            s.confidence = false
            s.holeSeeds = r.integer(0...6)
        case .stereo:
            s.a = r.uniform(0.0005...0.002); s.b = r.uniform(0.001...0.004); s.p = 2
            s.range = r.uniform(5...10)
            s.far = .zero
            s.confidence = false
            s.holeSeeds = r.integer(0...10)
        }
        return s
    }

    func capture(_ truth: [Double], width: Int, height: Int, _ r: inout SplitMix64) -> (DepthMap, ConfidenceMap?) {
        let n = width * height
        var depth = truth
        var invalid = [Bool](repeating: false, count: n)
        var edge = [Bool](repeating: false, count: n)
        // Depth edges: a 8-neighbour more than 4 % nearer or farther.
        for y in 0..<height {
            for x in 0..<width {
                let z = truth[y * width + x]
                var nearest = z, farthest = z
                for dy in -1...1 {
                    for dx in -1...1 where (dx, dy) != (0, 0) {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let q = truth[ny * width + nx]
                        nearest = min(nearest, q)
                        farthest = max(farthest, q)
                    }
                }
                guard z.isFinite, nearest < z * 0.96 || farthest > z * 1.04 else { continue }
                edge[y * width + x] = true
                guard r.uniform(0...1) < edgeRate else { continue }
                switch edges {
                case .mixed:
                    let other = farthest > z * 1.04 && farthest.isFinite ? farthest : nearest
                    depth[y * width + x] = z + (other - z) * r.uniform(0.2...0.8)
                case .invalid: invalid[y * width + x] = true
                case .dilate: depth[y * width + x] = nearest
                }
            }
        }
        // Holes grown from seeds (dark or shiny patches).
        for _ in 0..<holeSeeds {
            var x = r.integer(0...(width - 1)), y = r.integer(0...(height - 1))
            for _ in 0..<(n / 200) {
                invalid[y * width + x] = true
                x = min(width - 1, max(0, x + r.integer(-1...1)))
                y = min(height - 1, max(0, y + r.integer(-1...1)))
            }
        }
        var meters = [Float](repeating: 0, count: n), levels = [UInt8](repeating: 2, count: n)
        let farBase = range + r.uniform(0.2...2.5)
        for i in 0..<n {
            var z = depth[i]
            if !z.isFinite || z > range {
                levels[i] = 0
                switch far {
                case .clamp: meters[i] = Float(farBase + 0.02 * Double(i % width) / Double(width) + 0.03 * r.nextGaussian())
                case .zero: meters[i] = 0
                case .nan: meters[i] = .nan
                }
                continue
            }
            if invalid[i] {
                levels[i] = 0
                meters[i] = kind == .lidar ? Float(z) : 0
                continue
            }
            z = z * bias + (a + b * pow(z, p)) * r.nextGaussian()
            if millimetres { z = (z * 1000).rounded() / 1000 }
            meters[i] = Float(max(z, 0))
            if edge[i] || z > 0.85 * range { levels[i] = 1 }
        }
        // The grid comes from the drawn (valid) width and height.
        let dimensions = try! DepthDimensions(width: width, height: height)
        let map = try! DepthMap(dimensions: dimensions, meters: meters)
        return (map, kind == .lidar && confidence ? try! ConfidenceMap(dimensions: dimensions, levels: levels) : nil)
    }
}
