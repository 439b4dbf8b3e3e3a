import DepthKitCore
import Foundation

/// Family F's depth sensor: an iPhone's rear LiDAR (range 3.8–5.5 m, a confidence map half the time)
/// or its front TrueDepth camera (structured light: denser, noisier with distance, quantised in
/// disparity, the projector's shadow beside near edges, no confidence map). Both: noise growing with
/// depth (part of it smooth across the frame), a small scale error and offset, holes on dark, glossy,
/// glass and grazing surfaces in patches, flying or dropped pixels at depth edges or a coarser
/// measurement upsampled, and one of four ways of writing what lies beyond the range.
struct FamilyFSensor: Sendable, CustomStringConvertible {
    /// How a pixel beyond the range (or with no return) is written.
    enum BeyondRange: String, Sendable, CaseIterable {
        case zero, nan, infinity
        /// A fixed depth beyond the range (`farValue`).
        case maxValue = "max value"
    }

    let frontCamera: Bool
    let rangeMeters: Double
    let minimumMeters: Double
    let beyond: BeyondRange
    let farValue: Float
    let holeValue: Float
    let noiseFloor: Double
    let noiseSlope: Double
    let smoothShare: Double
    let smoothSpacing: Double
    let scale: Double
    let offset: Double
    let holeSensitivity: Double
    let dropout: Double
    /// 1: full resolution with flying pixels at edges; 2 or 4: measured that much coarser and upsampled.
    let coarseness: Int
    let flyingShare: Double
    let droppedEdgeShare: Double
    let millimetres: Bool
    let disparityStep: Double
    let projectorBaseline: Double
    let projectorOnLeft: Bool
    let withConfidence: Bool

    /// Draws a sensor.
    init(frontCamera: Bool, generator g: inout SplitMix64) {
        self.frontCamera = frontCamera
        rangeMeters = frontCamera ? g.uniform(2.2...3.2) : g.uniform(3.8...5.5)
        minimumMeters = frontCamera ? 0.12 : 0.2
        beyond = g.pick(BeyondRange.allCases)
        farValue = Float(g.pick([10, 20, 65.535, rangeMeters + 0.5]))
        holeValue = switch beyond {
        case .zero: 0
        case .nan: .nan
        default: g.chance(0.5) ? 0 : .nan
        }
        noiseFloor = frontCamera ? g.uniform(0.0005...0.0015) : g.uniform(0.001...0.004)
        noiseSlope = frontCamera ? g.uniform(0.002...0.008) : g.uniform(0.0005...0.003)
        smoothShare = g.uniform(0.3...0.85)
        smoothSpacing = g.uniform(4...16)
        scale = 1 + g.uniform(-0.015...0.015)
        offset = g.uniform(-0.005...0.005)
        holeSensitivity = g.uniform(0.5...1.5)
        dropout = g.uniform(0...0.015)
        coarseness = !frontCamera && g.chance(0.3) ? g.pick([2, 4]) : 1
        flyingShare = g.uniform(0.1...0.8)
        droppedEdgeShare = g.uniform(0...0.5)
        millimetres = !frontCamera && g.chance(0.35)
        disparityStep = frontCamera ? g.uniform(0.0008...0.0025) : 0
        projectorBaseline = frontCamera ? g.uniform(0.01...0.025) : 0
        projectorOnLeft = g.chance(0.5)
        withConfidence = !frontCamera && g.chance(0.5)
    }

    var description: String {
        let kind = frontCamera ? "TrueDepth" : "LiDAR"
        let far = beyond == .maxValue ? String(format: "%.1f m", farValue) : beyond.rawValue
        return "\(kind) range \(String(format: "%.1f", rangeMeters)) m, σ \(String(format: "%.1f", noiseFloor * 1000)) mm + "
            + "\(String(format: "%.1f", noiseSlope * 1000)) mm/m², scale \(String(format: "%.3f", scale)), beyond range \(far), "
            + (coarseness > 1 ? "measured 1/\(coarseness) and upsampled" : "flying \(Int(flyingShare * 100)) % of edges")
            + (millimetres ? ", millimetres" : "") + (withConfidence ? ", confidence" : ", no confidence")
    }

    /// The map (and confidence) this sensor writes for the scene's `hits`, on `width` × `height`.
    func capture(_ hits: [FamilyFHit?], width: Int, height: Int, fx: Double, generator g: inout SplitMix64) -> (DepthMap, ConfidenceMap?) {
        let count = width * height
        // The true depth in range (nil: no return), then the sensor's resolution.
        var depth = hits.map { hit -> Double? in
            guard let hit, hit.depth <= rangeMeters * 1.15, hit.depth >= minimumMeters else { return nil }
            return hit.depth
        }
        var edge = [Bool](repeating: false, count: count)
        if coarseness > 1 {
            depth = upsampled(depth, width: width, height: height)
        } else {
            let truth = depth
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * width + x
                    guard let here = truth[i] else { continue }
                    for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)] where nx >= 0 && ny >= 0 && nx < width && ny < height {
                        guard let there = truth[ny * width + nx], abs(there - here) > 0.04 + 0.05 * min(here, there) else { continue }
                        edge[i] = true
                        if g.chance(flyingShare), there > here {
                            depth[i] = here + (there - here) * g.uniform(0.15...0.85)
                        } else if g.chance(droppedEdgeShare) {
                            depth[i] = nil
                        }
                        break
                    }
                }
            }
        }
        if frontCamera { castProjectorShadow(&depth, width: width, height: height, fx: fx) }
        let holes = FamilyFNoiseField(width: width, height: height, spacing: g.uniform(3...10), generator: &g) { $0.uniform(0...1) }
        let smooth = FamilyFNoiseField(width: width, height: height, spacing: smoothSpacing, generator: &g) { $0.nextGaussian() }
        var meters = [Float](repeating: 0, count: count)
        var levels = [UInt8](repeating: 0, count: count)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                guard let hit = hits[i] else {
                    meters[i] = written(beyond: true)
                    continue
                }
                var share = hit.material.holeShare(cosine: hit.cosine) + max(0, 0.2 - hit.cosine) * 3
                share = min(1, share * holeSensitivity)
                guard var z = depth[i], holes.value(x: x, y: y) >= share, !g.chance(dropout) else {
                    meters[i] = written(beyond: hit.depth > rangeMeters)
                    continue
                }
                if z > rangeMeters {
                    meters[i] = written(beyond: true)
                    continue
                }
                let farBoost: Double = z > 0.8 * rangeMeters ? 2 : 1
                let sigma: Double = noiseFloor + noiseSlope * z * z * farBoost
                let smoothError: Double = smoothShare * smooth.value(x: x, y: y) / 0.6
                let whiteError: Double = (1 - smoothShare) * g.nextGaussian()
                z = z * scale + offset + sigma * (smoothError + whiteError)
                if millimetres { z = (z * 1000).rounded() / 1000 }
                if disparityStep > 0 { z = 1 / (((1 / z) / disparityStep).rounded() * disparityStep) }
                meters[i] = Float(max(z, 0.01))
                let doubtful = edge[i] || hit.cosine < 0.3 || hit.material != .matte || z > 0.75 * rangeMeters || g.chance(0.03)
                levels[i] = doubtful ? 1 : 2
            }
        }
        // Dimensions are positive and the arrays hold width × height values by construction.
        let dimensions = try! DepthDimensions(width: width, height: height)
        let map = try! DepthMap(dimensions: dimensions, meters: meters)
        return (map, withConfidence ? try! ConfidenceMap(dimensions: dimensions, levels: levels) : nil)
    }

    /// What a pixel without a measured depth holds.
    private func written(beyond: Bool) -> Float {
        guard beyond else { return holeValue }
        switch self.beyond {
        case .zero: return 0
        case .nan: return .nan
        case .infinity: return .infinity
        case .maxValue: return farValue
        }
    }

    /// The depth measured on cells `coarseness` pixels wide (the mean of each cell's returns, when at
    /// least half of it returns) and spread back bilinearly: edges smear across a cell.
    private func upsampled(_ depth: [Double?], width: Int, height: Int) -> [Double?] {
        let step = coarseness, columns = (width + step - 1) / step, rows = (height + step - 1) / step
        var cells = [Double?](repeating: nil, count: columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                var sum = 0.0, returns = 0, pixels = 0
                for y in (row * step)..<min(height, (row + 1) * step) {
                    for x in (column * step)..<min(width, (column + 1) * step) {
                        pixels += 1
                        if let z = depth[y * width + x] { sum += z; returns += 1 }
                    }
                }
                if returns * 2 >= pixels { cells[row * columns + column] = sum / Double(returns) }
            }
        }
        var result = [Double?](repeating: nil, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let u = max(0, (Double(x) + 0.5) / Double(step) - 0.5), v = max(0, (Double(y) + 0.5) / Double(step) - 0.5)
                let c0 = min(Int(u), columns - 1), r0 = min(Int(v), rows - 1)
                let c1 = min(c0 + 1, columns - 1), r1 = min(r0 + 1, rows - 1)
                let a = u - Double(c0), b = v - Double(r0)
                let corners = [(cells[r0 * columns + c0], (1 - a) * (1 - b)), (cells[r0 * columns + c1], a * (1 - b)),
                               (cells[r1 * columns + c0], (1 - a) * b), (cells[r1 * columns + c1], a * b)]
                guard corners.allSatisfy({ $0.0 != nil }) else {
                    result[y * width + x] = cells[min(Int(v.rounded()), rows - 1) * columns + min(Int(u.rounded()), columns - 1)]
                    continue
                }
                result[y * width + x] = corners.reduce(0) { $0 + $1.0! * $1.1 }
            }
        }
        return result
    }

    /// Structured light: background pixels beside a nearer edge that the projector, `projectorBaseline`
    /// to one side, cannot light.
    private func castProjectorShadow(_ depth: inout [Double?], width: Int, height: Int, fx: Double) {
        let original = depth
        let direction = projectorOnLeft ? -1 : 1
        for y in 0..<height {
            for x in 0..<width {
                guard let far = original[y * width + x] else { continue }
                for reach in 1...24 {
                    let nx = x + direction * reach
                    guard nx >= 0, nx < width else { break }
                    guard let near = original[y * width + nx], near < far * 0.95 else { continue }
                    if Double(reach) <= fx * projectorBaseline * (1 / near - 1 / far) { depth[y * width + x] = nil }
                    break
                }
            }
        }
    }
}
