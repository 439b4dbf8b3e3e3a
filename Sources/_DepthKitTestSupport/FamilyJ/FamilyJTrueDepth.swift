import Foundation
import DepthKitCore

/// The front sensor of family J: TrueDepth-like structured light. Depth comes from the disparity
/// `focal · baseline / depth` between the dot projector and the infrared camera, measured with noise
/// and quantised to a sub-pixel step; pixels the projector cannot light (its shadow beside every near
/// edge, found by a visibility scan along each row), beyond its range, closer than 0.15 m, on dark
/// surfaces or in speckle holes get no depth. Small holes are then filled by the median of the valid
/// pixels in their 5×5 window (when at least 10 are valid), twice; larger holes stay as the scene's
/// invalid value. No confidence map (AVDepthData has none).
struct FamilyJTrueDepth: Sendable, CustomStringConvertible {
    /// Projector–camera baseline, metres.
    var baseline: Double
    /// Whether the projector sits to the right of the camera in the sensor grid.
    var projectorRight: Bool
    /// Disparity step, pixels.
    var step: Double
    /// Disparity noise σ, pixels.
    var noise: Double
    /// Range, metres.
    var range: Double
    /// Share of pixels seeding speckle holes.
    var speckle: Double
    /// How holes are written.
    var invalid: FamilyJInvalidValue

    /// A random sensor.
    static func random(_ g: inout SplitMix64) -> Self {
        Self(baseline: g.uniform(0.018...0.03), projectorRight: g.chance(0.5), step: g.pick([0.125, 0.25, 1.0 / 16]),
             noise: g.uniform(0.03...0.12), range: g.uniform(1.6...3.5), speckle: g.uniform(0...0.004),
             invalid: g.pick([.nan, .nan, .zero, .positiveInfinity, .negativeInfinity, .saturated]))
    }

    var description: String {
        "front truedepth baseline \(String(format: "%.1f", baseline * 1000)) mm (projector \(projectorRight ? "right" : "left")), "
            + "disparity step 1/\(Int((1 / step).rounded())) px, σ \(String(format: "%.2f", noise)) px, range \(String(format: "%.1f", range)) m, "
            + "speckle \(String(format: "%.1f", speckle * 1000)) ‰, holes as \(invalid.rawValue)"
    }

    /// The depth map the sensor makes of `frame` seen with focal length `focal` (pixels).
    func capture(_ frame: FamilyJFrame, focal: Double, generator g: inout SplitMix64) -> DepthMap {
        let width = frame.width, height = frame.height, count = width * height, scale = focal * baseline
        var disparity = [Double](repeating: .nan, count: count)
        for index in 0..<count {
            let z = Double(frame.depth[index])
            guard z > 0.15, z <= range else { continue }
            let albedo = Double((frame.colour[index].x + frame.colour[index].y + frame.colour[index].z) / 3)
            if frame.material[index] == .dark, g.chance(min(0.9, 0.25 / max(albedo, 0.02) * z / range)) { continue }
            disparity[index] = scale / z
        }
        // The projector's shadow: a pixel is unlit when a nearer pixel on the projector's side maps to the
        // same or a farther projector column.
        var lit = [Bool](repeating: true, count: count)
        for y in 0..<height {
            var bound = projectorRight ? Double.infinity : -Double.infinity
            for step in 0..<width {
                let x = projectorRight ? width - 1 - step : step, index = y * width + x
                guard !disparity[index].isNaN else { continue }
                let column = projectorRight ? Double(x) - disparity[index] : Double(x) + disparity[index]
                if projectorRight ? column > bound + 0.5 : column < bound - 0.5 { lit[index] = false; continue }
                bound = projectorRight ? min(bound, column) : max(bound, column)
            }
        }
        var holes = [Bool](repeating: false, count: count)
        for _ in 0..<Int(Double(count) * speckle) {
            let cx = g.integer(0...(width - 1)), cy = g.integer(0...(height - 1)), r = g.integer(1...3)
            for y in max(0, cy - r)...min(height - 1, cy + r) { for x in max(0, cx - r)...min(width - 1, cx + r) { holes[y * width + x] = true } }
        }
        var depth = [Float](repeating: .nan, count: count)
        for index in 0..<count where !disparity[index].isNaN && lit[index] && !holes[index] {
            let measured = ((disparity[index] + g.nextGaussian() * noise) / step).rounded() * step
            if measured > 0 { depth[index] = Float(scale / measured) }
        }
        for _ in 0..<2 { depth = Self.fillSmallHoles(depth, width: width, height: height) }
        let dimensions = try! DepthDimensions(width: width, height: height)  // the frame's own positive grid
        return try! DepthMap(dimensions: dimensions, meters: depth.map { $0.isNaN ? invalid.value : $0 })  // one value per pixel
    }

    /// Fills every NaN pixel with at least 10 valid pixels in its 5×5 window with their median.
    private static func fillSmallHoles(_ depth: [Float], width: Int, height: Int) -> [Float] {
        var filled = depth, window: [Float] = []
        window.reserveCapacity(25)
        for y in 0..<height {
            for x in 0..<width where depth[y * width + x].isNaN {
                window.removeAll(keepingCapacity: true)
                for ny in max(0, y - 2)...min(height - 1, y + 2) {
                    for nx in max(0, x - 2)...min(width - 1, x + 2) where !depth[ny * width + nx].isNaN { window.append(depth[ny * width + nx]) }
                }
                if window.count >= 10 { filled[y * width + x] = window.sorted()[window.count / 2] }
            }
        }
        return filled
    }
}
