import Foundation
import DepthKitCore

/// The rear sensor of family J as ARKit's scene depth is made: a direct time-of-flight sensor whose
/// 576 laser dots (a 24×24 lattice over the field of view) return sparse ranges, accumulated over 3–6
/// frames while the hand moves the lattice, then completed to the full grid by edge-aware diffusion
/// guided by the colour image (``FamilyJDiffusion``). Returns are lost beyond the range (shorter for
/// dark surfaces), on glossy surfaces more often the more oblique the incidence, closer than 0.08 m, and where nothing was hit
/// (sky, glass onto the far outside); dots straddling a depth edge report the near, the far or a mixed
/// range. A validity field diffused the same way marks the holes; they are written as the scene's
/// invalid value, or — ARKit's own habit — as the extrapolated depth with confidence 0.
struct FamilyJLiDAR: Sendable, CustomStringConvertible {
    /// Dots per lattice side.
    static let lattice = 24
    /// Frames accumulated.
    var frames: Int
    /// Range for a bright matte surface, metres.
    var range: Double
    /// Range noise: σ = 3 mm + `noise` · depth.
    var noise: Double
    /// The densifier.
    var diffusion: FamilyJDiffusion
    /// Whether a confidence map is written.
    var confidence: Bool
    /// Whether holes carry the extrapolated depth (with confidence 0) instead of `invalid`.
    var extrapolates: Bool
    /// How holes are written otherwise.
    var invalid: FamilyJInvalidValue

    /// A random sensor.
    static func random(_ g: inout SplitMix64) -> Self {
        let confidence = g.chance(0.75)
        return Self(
            frames: g.integer(3...6), range: g.uniform(4.0...5.5), noise: g.uniform(0.002...0.008),
            diffusion: FamilyJDiffusion(colourSigma: Float(g.uniform(0.05...0.2)), sweeps: g.integer(4...8)),
            confidence: confidence, extrapolates: confidence && g.chance(0.35), invalid: g.pick(FamilyJInvalidValue.allCases))
    }

    var description: String {
        "rear lidar \(Self.lattice)x\(Self.lattice) dots × \(frames) frames, range \(String(format: "%.1f", range)) m, "
            + "noise 3 mm + \(String(format: "%.1f", noise * 1000)) mm/m, diffusion σ \(String(format: "%.2f", diffusion.colourSigma)) × \(diffusion.sweeps) sweeps, "
            + (confidence ? "confidence" : "no confidence") + ", holes " + (extrapolates ? "extrapolated at confidence 0" : "as \(invalid.rawValue)")
    }

    /// The depth map (and confidence) the sensor makes of `frame`.
    func capture(_ frame: FamilyJFrame, generator g: inout SplitMix64) -> (DepthMap, ConfidenceMap?) {
        let width = frame.width, height = frame.height, count = width * height
        var rangeSum = [Float](repeating: 0, count: count), returns = [Float](repeating: 0, count: count)
        var shots = [Float](repeating: 0, count: count)
        for _ in 0..<frames {
            let shift = (g.uniform(-0.5...0.5), g.uniform(-0.5...0.5)), turn = g.uniform(-0.03...0.03)
            for row in 0..<Self.lattice {
                for column in 0..<Self.lattice {
                    let a = (Double(column) + 0.5 + shift.0) / Double(Self.lattice) - 0.5
                    let b = (Double(row) + 0.5 + shift.1) / Double(Self.lattice) - 0.5
                    let x = Int(((a * cos(turn) - b * sin(turn) * 0.75) * Double(width) + Double(width) / 2).rounded(.down))
                    let y = Int(((b * cos(turn) + a * sin(turn) / 0.75) * Double(height) + Double(height) / 2).rounded(.down))
                    guard (0..<width).contains(x), (0..<height).contains(y) else { continue }
                    let index = y * width + x
                    shots[index] += 1
                    if let range = dotRange(frame, x: x, y: y, &g) {
                        rangeSum[index] += range
                        returns[index] += 1
                    }
                }
            }
        }
        let knownDepth = (0..<count).map { returns[$0] > 0 ? rangeSum[$0] / returns[$0] : Float.nan }
        let knownValidity = (0..<count).map { shots[$0] > 0 ? returns[$0] / shots[$0] : Float.nan }
        let depth = diffusion.complete(knownDepth, guide: frame.colour, width: width, height: height)
        let validity = diffusion.complete(knownValidity, guide: frame.colour, width: width, height: height)
        var meters = [Float](repeating: 0, count: count), levels = [UInt8](repeating: 0, count: count)
        for index in 0..<count {
            let d = depth[index], valid = validity[index] >= 0.5 && d.isFinite && d > 0.08
            if valid {
                meters[index] = d
                let x = index % width, y = index / width
                let neighbours = [x > 0 ? depth[index - 1] : d, x + 1 < width ? depth[index + 1] : d,
                                  y > 0 ? depth[index - width] : d, y + 1 < height ? depth[index + width] : d]
                let edge = neighbours.contains { abs($0 - d) > 0.04 * d }
                levels[index] = edge || validity[index] < 0.85 || Double(d) > range * 0.8 ? 1 : 2
            } else if extrapolates, d.isFinite, d > 0.08 {
                meters[index] = min(d, Float(range))
            } else {
                meters[index] = invalid.value
            }
        }
        let dimensions = try! DepthDimensions(width: width, height: height)  // the frame's own positive grid
        let map = try! DepthMap(dimensions: dimensions, meters: meters)  // one value per pixel
        return (map, confidence ? try! ConfidenceMap(dimensions: dimensions, levels: levels) : nil)  // levels 0…2
    }

    /// The range one dot reports at pixel (`x`, `y`), or `nil` when it does not come back.
    private func dotRange(_ frame: FamilyJFrame, x: Int, y: Int, _ g: inout SplitMix64) -> Float? {
        let index = y * frame.width + x, truth = Double(frame.depth[index])
        guard truth > 0.08 else { return nil }
        let albedo = Double((frame.colour[index].x + frame.colour[index].y + frame.colour[index].z) / 3)
        let reach = frame.material[index] == .dark ? range * min(1, (max(albedo, 0.02) / 0.3).squareRoot()) : range
        guard truth <= reach else { return nil }
        if frame.material[index] == .glossy, g.chance(0.05 + 0.45 * pow(1 - Double(frame.incidence[index]), 2)) { return nil }
        // The dot's footprint (3×3 pixels): across a depth edge it reports one side or a mix.
        var near = truth, far = truth
        for dy in -1...1 {
            for dx in -1...1 {
                let nx = x + dx, ny = y + dy
                guard (0..<frame.width).contains(nx), (0..<frame.height).contains(ny) else { continue }
                let d = Double(frame.depth[ny * frame.width + nx])
                if d > 0.1 { near = min(near, d); far = max(far, d) }
            }
        }
        var range = truth
        if far > near * 1.08 {
            let draw = g.uniform(0...1)
            range = draw < 0.5 ? near : draw < 0.8 ? far : near + (far - near) * g.uniform(0.2...0.8)
        }
        return Float(range + g.nextGaussian() * (0.003 + noise * range))
    }
}
