import Foundation
import DepthKitCore

/// The rear LiDAR as a direct time-of-flight array: a coarse grid of zones, each the histogram of the
/// returns of the scene patch it sees, read at its strongest peak — returns closer than the pulse width
/// merge into one peak at their signal-weighted mean (mixed pixels at depth edges); concave corners
/// lengthen the path (multipath); the signal falls with reflectivity, incidence and range, so dark or
/// oblique glossy surfaces and far ones drop out. Several frames under hand tremor are averaged
/// (temporal smoothing), then the zones are brought to the depth grid by joint bilateral upsampling
/// guided by the colour image (``FamilyIGuide``).
struct FamilyIToFSensor: Sendable {
    /// Depth pixels per zone side (4: 64x48 zones on 256x192; 8: 32x24).
    let zone: Int
    /// Returns closer than this merge into one peak, metres.
    let pulseWidth: Double
    /// A surface of reflectivity 0.5 seen square-on returns a signal up to this range, metres.
    let range: Double
    /// Depth noise at 1 m for a strong return, metres.
    let noise: Double
    /// Frames averaged (1: no smoothing) and the hand tremor between them, pixels.
    let frames: Int
    let tremor: Double
    /// How far concave corners are pushed back, per metre of concavity.
    let multipath: Double
    /// Upsampling: spatial spread in zones, guide spread in brightness.
    let spatialSpread: Double
    let guideSpread: Double

    /// Draws the sensor's parameters.
    init(_ g: inout SplitMix64) {
        zone = g.chance(0.6) ? 4 : 8
        pulseWidth = g.uniform(0.06...0.2)
        range = g.uniform(4.5...6.5)
        noise = g.uniform(0.002...0.008)
        frames = g.integer(1...4)
        tremor = g.uniform(0...1.5)
        multipath = g.uniform(0.2...0.8)
        spatialSpread = g.uniform(0.6...1.1)
        guideSpread = g.uniform(0.05...0.2)
    }

    /// Weakest signal that still gives a return (reflectivity·cos / d²).
    var weakest: Double { 0.5 / (range * range) }

    /// Measures `truth`: the depth per pixel (`nil`: no return) and ARKit-like confidence (0, 1, 2).
    func capture(_ truth: FamilyITruth, guide: [Double], generator g: inout SplitMix64) -> (depth: [Double?], confidence: [UInt8]) {
        let columns = (truth.width + zone - 1) / zone, rows = (truth.height + zone - 1) / zone
        var sum = [Double](repeating: 0, count: columns * rows), signal = sum
        var hits = [Int](repeating: 0, count: columns * rows), mixed = [Bool](repeating: false, count: columns * rows)
        for _ in 0..<frames {
            let shiftX = Int((tremor * g.nextGaussian()).rounded()), shiftY = Int((tremor * g.nextGaussian()).rounded())
            for row in 0..<rows {
                for column in 0..<columns {
                    guard let peak = measure(truth, x0: column * zone + shiftX, y0: row * zone + shiftY, generator: &g) else { continue }
                    let i = row * columns + column
                    sum[i] += peak.depth
                    signal[i] += peak.signal
                    hits[i] += 1
                    mixed[i] = mixed[i] || peak.mixed
                }
            }
        }
        var zones = [Double?](repeating: nil, count: columns * rows), levels = [UInt8](repeating: 0, count: columns * rows)
        for i in zones.indices where hits[i] * 2 >= frames && hits[i] > 0 {
            zones[i] = sum[i] / Double(hits[i])
            let strength = signal[i] / Double(hits[i]) / weakest
            levels[i] = strength >= 4 ? 2 : (strength >= 1.5 ? 1 : 0)
            if mixed[i] { levels[i] = min(levels[i], 1) }
        }
        zones = pushedBackAtCorners(zones, columns: columns, rows: rows)
        return upsampled(zones, levels: levels, columns: columns, rows: rows, truth: truth, guide: guide)
    }

    /// One zone's strongest histogram peak over the `zone`×`zone` pixels from (`x0`, `y0`).
    private func measure(_ truth: FamilyITruth, x0: Int, y0: Int, generator g: inout SplitMix64)
        -> (depth: Double, signal: Double, mixed: Bool)? {
        var returns = [(depth: Double, signal: Double)]()
        returns.reserveCapacity(zone * zone)
        for y in max(0, y0)..<min(truth.height, max(0, y0 + zone)) {
            for x in max(0, x0)..<min(truth.width, max(0, x0 + zone)) {
                let i = y * truth.width + x
                guard let depth = truth.depth[i] else { continue }
                let material = truth.solids[truth.solid[i]].material, cosine = truth.incidence[i]
                let reflected = material.reflectivity * (1 - material.gloss) + material.gloss * 3 * pow(cosine, 16)
                returns.append((depth, reflected * cosine / (depth * depth)))
            }
        }
        guard !returns.isEmpty else { return nil }
        returns.sort { $0.depth < $1.depth }
        var best = (depth: 0.0, signal: 0.0), peaks = 0
        var start = 0
        while start < returns.count {
            var end = start + 1
            while end < returns.count, returns[end].depth - returns[end - 1].depth < pulseWidth { end += 1 }
            let energy = returns[start..<end].reduce(0) { $0 + $1.signal }
            let depth = returns[start..<end].reduce(0) { $0 + $1.depth * $1.signal } / max(energy, 1e-12)
            if energy / Double(zone * zone) >= weakest { peaks += 1 }
            if energy > best.signal { best = (depth, energy) }
            start = end
        }
        let strength = best.signal / Double(zone * zone)
        guard strength >= weakest, !(strength < 2 * weakest && g.chance(0.5)), !g.chance(0.004) else { return nil }
        let spread = min(0.1, noise * (1 + 0.5 * best.depth * best.depth) / min(1, strength / 0.5).squareRoot())
        return (best.depth + spread * g.nextGaussian(), strength, peaks > 1)
    }

    /// Concave corners measured deeper than they are: the light bounces off one face onto the other.
    private func pushedBackAtCorners(_ zones: [Double?], columns: Int, rows: Int) -> [Double?] {
        var result = zones
        for row in 1..<max(1, rows - 1) {
            for column in 1..<max(1, columns - 1) {
                let i = row * columns + column
                guard let center = zones[i], let left = zones[i - 1], let right = zones[i + 1],
                      let up = zones[i - columns], let down = zones[i + columns] else { continue }
                let around = [left, right, up, down]
                guard around.allSatisfy({ Swift.abs($0 - center) < 0.15 }) else { continue }
                let concavity = center - around.reduce(0, +) / 4
                if concavity > 0 { result[i] = center + min(0.03, multipath * concavity) }
            }
        }
        return result
    }

    /// Joint bilateral upsampling of the zones to the depth grid, weighted by distance in zones and by
    /// the difference between the pixel's guide brightness and the zone centre's.
    private func upsampled(_ zones: [Double?], levels: [UInt8], columns: Int, rows: Int, truth: FamilyITruth, guide: [Double])
        -> (depth: [Double?], confidence: [UInt8]) {
        var depth = [Double?](repeating: nil, count: truth.width * truth.height)
        var confidence = [UInt8](repeating: 0, count: truth.width * truth.height)
        let centerGuide = (0..<(columns * rows)).map { i -> Double in
            let x = min(truth.width - 1, (i % columns) * zone + zone / 2), y = min(truth.height - 1, (i / columns) * zone + zone / 2)
            return guide[y * truth.width + x]
        }
        let spatial = -1 / (2 * spatialSpread * spatialSpread), tonal = -1 / (2 * guideSpread * guideSpread)
        for y in 0..<truth.height {
            let v = (Double(y) + 0.5) / Double(zone) - 0.5
            for x in 0..<truth.width {
                let u = (Double(x) + 0.5) / Double(zone) - 0.5
                let i = y * truth.width + x
                var weight = 0.0, total = 0.0, square = 0.0, nearest = Double.infinity, level: UInt8 = 0
                for row in max(0, Int(v) - 1)...min(rows - 1, Int(v) + 2) {
                    for column in max(0, Int(u) - 1)...min(columns - 1, Int(u) + 2) {
                        let z = row * columns + column
                        guard let value = zones[z] else { continue }
                        let du = Double(column) - u, dv = Double(row) - v, gap = guide[i] - centerGuide[z]
                        let w = exp((du * du + dv * dv) * spatial + gap * gap * tonal)
                        weight += w
                        total += w * value
                        square += w * value * value
                        let reach = du * du + dv * dv
                        if reach < nearest { nearest = reach; level = levels[z] }
                    }
                }
                guard weight > 1e-6, nearest <= 1.6 else { continue }
                let mean = total / weight, spread = max(0, square / weight - mean * mean).squareRoot()
                depth[i] = mean
                confidence[i] = spread > 0.15 * mean ? 0 : (spread > 0.04 * mean ? min(level, 1) : level)
            }
        }
        return (depth, confidence)
    }
}
