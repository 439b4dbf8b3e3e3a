import Foundation
import DepthKitCore

/// Family G's depth sensor: an iPhone's rear LiDAR (256x192 ARKit scene depth, about 5 m of range,
/// an optional confidence map) or its front TrueDepth camera (640x480 or 320x240, structured light:
/// short range, noise growing with the square of depth, disparity steps, projector shadows beside
/// near objects). It turns the rasteriser's true depth into what the phone stores: a scale error,
/// depth-dependent noise with a slowly wandering bias, holes by material (dark, glossy, glass, thin),
/// flying pixels at depth edges, a range limit written as 0, NaN, +∞ or a far sentinel, and quantisation.
struct FamilyGSensor: Sendable, CustomStringConvertible {
    /// The phone's depth camera.
    enum Camera: String, Sendable {
        case lidar = "LiDAR"
        case trueDepth = "TrueDepth"
    }

    /// How a pixel without a measurement is written.
    enum Missing: Sendable, CustomStringConvertible {
        case zero
        case notANumber
        case infinity
        /// A fixed value beyond any valid range, metres.
        case sentinel(Float)

        var value: Float {
            switch self {
            case .zero: 0
            case .notANumber: .nan
            case .infinity: .infinity
            case .sentinel(let meters): meters
            }
        }

        var description: String {
            switch self {
            case .zero: "0"
            case .notANumber: "NaN"
            case .infinity: "inf"
            case .sentinel(let meters): String(format: "%.0f m", Double(meters))
            }
        }
    }

    let camera: Camera
    /// Horizontal field of view, degrees.
    let fieldOfViewDegrees: Double
    /// Farthest return, metres; returns thin out over the last 15 %.
    let rangeMeters: Double
    /// Nearest return, metres.
    let minimumMeters: Double
    /// Noise σ = floor + perMeter·z + perSquareMeter·z², metres.
    let noiseFloor: Double
    let noisePerMeter: Double
    let noisePerSquareMeter: Double
    /// Depth scale and offset errors (calibration).
    let scale: Double
    let offset: Double
    /// The measurement's resolution is the output's divided by this (1, 2 or 4), then upsampled.
    let upsampling: Int
    /// Share of depth-edge pixels that become flying pixels.
    let flyingShare: Double
    /// Multiplies every material's hole rate.
    let holeScale: Double
    /// How pixels beyond range are written, and how holes are.
    let beyondRange: Missing
    let hole: Missing
    /// A confidence map is written (LiDAR only).
    let confidence: Bool
    /// Depth steps: millimetres for LiDAR (0: none), disparity steps for TrueDepth.
    let quantum: Double

    /// A sensor of `camera` with every parameter drawn from `generator`.
    static func random(_ camera: Camera, _ generator: inout SplitMix64) -> Self {
        switch camera {
        case .lidar:
            let missing: [Missing] = [.zero, .notANumber, .infinity, .sentinel(Float(generator.uniform(25...70)))]
            return Self(
                camera: .lidar, fieldOfViewDegrees: generator.uniform(60...70), rangeMeters: generator.uniform(4.5...5.6),
                minimumMeters: generator.uniform(0.15...0.3), noiseFloor: generator.uniform(0.002...0.006),
                noisePerMeter: generator.uniform(0.002...0.01), noisePerSquareMeter: generator.uniform(0...0.002),
                scale: generator.uniform(0.98...1.02), offset: generator.uniform(-0.005...0.005),
                upsampling: generator.pick([1, 1, 2, 4]), flyingShare: generator.uniform(0.05...0.5),
                holeScale: generator.uniform(0.4...1.2), beyondRange: generator.pick(missing),
                hole: generator.pick([Missing.zero, .notANumber]), confidence: generator.chance(0.75),
                quantum: generator.chance(0.4) ? 0.001 : 0)
        case .trueDepth:
            return Self(
                camera: .trueDepth, fieldOfViewDegrees: generator.uniform(55...68), rangeMeters: generator.uniform(2.5...4),
                minimumMeters: generator.uniform(0.12...0.22), noiseFloor: generator.uniform(0.0005...0.0015),
                noisePerMeter: 0, noisePerSquareMeter: generator.uniform(0.0015...0.005),
                scale: generator.uniform(0.98...1.02), offset: generator.uniform(-0.003...0.003),
                upsampling: generator.pick([1, 1, 2]), flyingShare: generator.uniform(0.2...0.7),
                holeScale: generator.uniform(0.6...1.6), beyondRange: generator.pick([Missing.zero, .notANumber]),
                hole: generator.pick([Missing.zero, .notANumber]), confidence: false,
                quantum: generator.uniform(0.002...0.006))
        }
    }

    var description: String {
        var text = "\(camera.rawValue) range \(String(format: "%.1f", rangeMeters)) m, σ \(String(format: "%.1f", 1000 * noiseFloor)) mm"
        text += upsampling > 1 ? ", upsampled ×\(upsampling)" : ""
        text += ", beyond range \(beyondRange), holes \(hole)"
        text += confidence ? ", confidence" : ", no confidence"
        return text
    }

    /// The hole rate of `material` seen at incidence cosine `incidence`, before ``holeScale``.
    private func holeRate(_ material: FamilyGMaterial, incidence: Double) -> Double {
        let grazing = incidence < 0.12 ? 0.4 : 0
        let rate: Double = switch material {
        case .matte: 0.004
        case .dark: camera == .lidar ? 0.25 : 0.15
        case .specular: incidence < 0.6 ? 0.35 * (1 - incidence) : 0.03
        case .glass: 0.8
        case .thin: 0.35
        case .foliage: 0.2
        }
        return min(1, rate + grazing)
    }

    /// What the phone stores for the true depths of `frame` (already at the output grid).
    func capture(_ frame: FamilyGRasterizer.Frame, generator: inout SplitMix64) -> (DepthMap, ConfidenceMap?) {
        let width = frame.width, height = frame.height
        let holeField = FamilyGNoiseField(width: width, height: height, cellPixels: Double(width) / generator.uniform(12...30), generator: &generator)
        let biasField = FamilyGNoiseField(width: width, height: height, cellPixels: Double(width) / generator.uniform(3...8), generator: &generator)
        let shadowWidth = camera == .trueDepth ? generator.integer(1...Swift.max(1, width / 80)) : 0
        var meters = [Float](repeating: 0, count: width * height)
        var levels = [UInt8](repeating: ConfidenceMap.highLevel, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let truth = frame.depth[index]
                guard truth.isFinite else {
                    meters[index] = beyondRange.value
                    levels[index] = 0
                    continue
                }
                var z = truth * scale + offset
                // Range: returns thin out over the last 15 % and stop at the range.
                let fade = (z - 0.85 * rangeMeters) / (0.15 * rangeMeters)
                if z > rangeMeters || (fade > 0 && generator.uniform(0...1) < fade) {
                    meters[index] = beyondRange.value
                    levels[index] = 0
                    continue
                }
                let edge = edgeNeighbour(frame, x: x, y: y)
                let shadowed = shadowWidth > 0 && (1...shadowWidth).contains { step in
                    x - step >= 0 && frame.depth[index - step] < truth - Swift.max(0.05, 0.05 * truth)
                }
                let holeProbability = holeScale * holeRate(frame.material[index], incidence: frame.incidence[index])
                if z < minimumMeters || shadowed || holeField.value(x: x, y: y) < holeProbability * 0.9
                    || generator.uniform(0...1) < holeProbability * 0.1 {
                    meters[index] = hole.value
                    levels[index] = 0
                    continue
                }
                if let edge, generator.uniform(0...1) < flyingShare {
                    z += generator.uniform(0.1...0.9) * (edge * scale + offset - z)
                    levels[index] = generator.chance(0.7) ? 0 : 1
                } else if edge != nil || z > 0.6 * rangeMeters || frame.incidence[index] < 0.3 {
                    levels[index] = 1
                }
                let sigma = (noiseFloor + noisePerMeter * z + noisePerSquareMeter * z * z) / Swift.max(frame.incidence[index], 0.2).squareRoot()
                z += sigma * (generator.nextGaussian() + 0.8 * (biasField.value(x: x, y: y) - 0.5))
                if camera == .trueDepth {
                    let disparity = (1 / Swift.max(z, 0.01) / quantum).rounded() * quantum
                    z = 1 / Swift.max(disparity, quantum)
                } else if quantum > 0 {
                    z = (z / quantum).rounded() * quantum
                }
                meters[index] = Float(z)
            }
        }
        // Width and height come from a valid frame, and the counts match by construction.
        let dimensions = try! DepthDimensions(width: width, height: height)
        let map = try! DepthMap(dimensions: dimensions, meters: meters)
        return (map, confidence ? try! ConfidenceMap(dimensions: dimensions, levels: levels) : nil)
    }

    /// The true depth of a 4-neighbour across a depth edge from pixel (`x`, `y`) (the farthest such within
    /// range), if any.
    private func edgeNeighbour(_ frame: FamilyGRasterizer.Frame, x: Int, y: Int) -> Double? {
        let here = frame.depth[y * frame.width + x]
        var found: Double?
        for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let nx = x + dx, ny = y + dy
            guard nx >= 0, ny >= 0, nx < frame.width, ny < frame.height else { continue }
            let there = frame.depth[ny * frame.width + nx]
            // A neighbour beyond range returns nothing to mix with.
            guard there * scale <= rangeMeters, abs(there - here) > Swift.max(0.05, 0.04 * here) else { continue }
            if found.map({ abs(there - here) > abs($0 - here) }) ?? true { found = there }
        }
        return found
    }
}
