import DepthKitCore
import Foundation

/// The rear LiDAR as ARKit's pipeline looks from outside: a sparse pattern of 576 laser dots (8×8
/// emitters replicated 3×3 by a diffractive element) returned over a few hand-shaken frames, each
/// return with its own range noise, dropout, multipath and sunlight behaviour; densified by fitting a
/// robust plane (``FamilyLPlaneFit``) per SLIC superpixel (``FamilyLSuperpixels``) of the colour image,
/// with ARKit's conventions: a 5 m range limit, confidence 0/1/2 and a dense output that says
/// "confidence 0" where it is unsure.
struct FamilyLLiDAR: Sendable, CustomStringConvertible {
    /// Frames whose returns are accumulated (ARKit fuses a short history).
    let frames: Int
    /// Hand shake per frame, radians (standard deviation).
    let shake: Double
    /// Daylight: 0 indoors, up to 1 in direct sun (more noise, shorter reach).
    let sunlight: Double
    /// Reach for a 40 % reflector indoors, metres.
    let reach: Double
    /// SLIC grid spacing, pixels.
    let spacing: Int
    /// How missing depth is written.
    let invalid: FamilyLInvalidValue
    /// Whether a confidence map is exported.
    let withConfidence: Bool

    /// The range ARKit's scene depth keeps, metres.
    static let rangeLimit = 5.0
    /// The nearest range the sensor reports, metres (closer returns are lost).
    static let nearLimit = 0.1

    /// Draws a sensor; `outdoor` scenes see daylight.
    init(_ g: inout SplitMix64, outdoor: Bool) {
        frames = g.integer(3...6)
        shake = g.uniform(0.002...0.008)
        sunlight = outdoor ? g.uniform(0.3...1) : g.uniform(0...0.1)
        reach = g.uniform(5.5...7.5)
        spacing = g.integer(9...15)
        withConfidence = g.chance(0.85)
        invalid = FamilyLInvalidValue.draw(&g, withConfidence: withConfidence)
    }

    var description: String {
        "lidar \(frames) frames, sun \(String(format: "%.2f", sunlight)), reach \(String(format: "%.1f", reach)) m, slic \(spacing) px, invalid \(invalid.rawValue)\(withConfidence ? "" : ", no confidence")"
    }

    /// Captures `world` through `camera`.
    func capture(_ world: FamilyLWorld, camera: FamilyLCamera, _ g: inout SplitMix64) -> (meters: [Float], confidence: [UInt8]?) {
        let w = camera.width, h = camera.height
        // The colour image the superpixels are cut from: reflectance, sky bright, a little sensor noise.
        var grey = [Double](repeating: 0.95, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                if let hit = world.hit(camera.position, camera.ray(Double(x), Double(y))) {
                    grey[y * w + x] = hit.surface.albedo * (hit.surface.finish == .glass ? 0.5 : 1)
                }
                grey[y * w + x] = min(max(grey[y * w + x] + 0.01 * g.nextGaussian(), 0), 1)
            }
        }
        let superpixels = FamilyLSuperpixels(grey: grey, width: w, height: h, spacing: spacing)
        var returns = [[(x: Double, y: Double, depth: Double)]](repeating: [], count: superpixels.count)
        // The dot pattern spans the frame's long side and a little more.
        let span = Double(max(w, h)) * 1.05 / camera.focal
        let tiles = (0..<9).map { _ in (g.uniform(-0.15...0.15), g.uniform(-0.15...0.15)) }
        for _ in 0..<frames {
            let moved = camera.shaken(pitch: shake * g.nextGaussian(), yaw: shake * g.nextGaussian())
            for tile in 0..<9 {
                for emitter in 0..<64 {
                    let column = Double((tile % 3) * 8 + emitter % 8) + tiles[tile].0 + (emitter / 8 % 2 == 0 ? 0 : 0.5)
                    let row = Double((tile / 3) * 8 + emitter / 8) + tiles[tile].1
                    let u = (column + 0.5) / 24 - 0.5, v = (row + 0.5) / 24 - 0.5
                    let px = Double(w - 1) / 2 + u * span * camera.focal, py = Double(h - 1) / 2 + v * span * camera.focal
                    guard let measured = measure(world, moved, px, py, &g),
                          let seen = camera.project(moved.position + moved.ray(px, py) * measured),
                          seen.depth >= Self.nearLimit, seen.x >= 0, seen.y >= 0, seen.x <= Double(w - 1), seen.y <= Double(h - 1) else { continue }
                    let label = superpixels.labels[Int(seen.y.rounded()) * w + Int(seen.x.rounded())]
                    returns[label].append((seen.x, seen.y, seen.depth))
                }
            }
        }
        let fits = returns.map { FamilyLPlaneFit($0) }
        var borrowed = [Double?](repeating: nil, count: superpixels.count)
        // A superpixel with returns lends their median depth to neighbours without any.
        for (index, dots) in returns.enumerated() where !dots.isEmpty { borrowed[index] = dots.map(\.depth).sorted()[dots.count / 2] }
        for _ in 0..<2 {
            var neighbours = [[Double]](repeating: [], count: superpixels.count)
            for y in 0..<h {
                for x in 0..<w {
                    let l = superpixels.labels[y * w + x]
                    guard borrowed[l] == nil else { continue }
                    for (nx, ny) in [(x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)] where nx >= 0 && ny >= 0 && nx < w && ny < h {
                        if let d = borrowed[superpixels.labels[ny * w + nx]] { neighbours[l].append(d) }
                    }
                }
            }
            for index in neighbours.indices where borrowed[index] == nil && !neighbours[index].isEmpty {
                borrowed[index] = neighbours[index].sorted()[neighbours[index].count / 2]
            }
        }
        var meters = [Float](repeating: 0, count: w * h)
        var confidence = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let l = superpixels.labels[y * w + x]
                var level: UInt8 = 0
                var depth = borrowed[l] ?? Self.rangeLimit
                if let fit = fits[l] {
                    let depths = returns[l].map(\.depth)
                    let upper = min(depths.max()! * 1.15, Self.rangeLimit)
                    depth = fit.depth(Double(x), Double(y), within: min(max(depths.min()! * 0.85, Self.nearLimit), upper)...upper)
                    level = fit.support >= 5 && fit.relativeResidual < 0.015 ? 2 : 1
                }
                confidence[y * w + x] = level
                meters[y * w + x] = level == 0 ? (invalid.written ?? Float(depth)) : Float(depth)
            }
        }
        return (meters, withConfidence ? confidence : nil)
    }

    /// One dot's measured depth along the ray through (`x`, `y`) of `camera`, or `nil` when lost.
    private func measure(_ world: FamilyLWorld, _ camera: FamilyLCamera, _ x: Double, _ y: Double, _ g: inout SplitMix64) -> Double? {
        let ray = camera.ray(x, y)
        guard var hit = world.hit(camera.position, ray) else { return nil }
        var bias = 0.0
        switch hit.surface.finish {
        case .matte: break
        case .glossy:
            if g.chance(0.35) { return nil }
            if g.chance(0.15) { bias = g.uniform(0.03...0.15) }
        case .glass:
            if g.chance(0.25) { return nil }
            if g.chance(0.7) {
                guard let behind = world.hit(camera.position + ray * (hit.t + 0.01), ray) else { return nil }
                hit = FamilyLWorld.Hit(t: hit.t + 0.01 + behind.t, surface: behind.surface)
            }
        }
        let distance = hit.t * ray.length
        // Reach shrinks with a dark surface and with daylight; returns fade out near it.
        let limit = reach * (hit.surface.albedo / 0.4).squareRoot() / (1 + 0.8 * sunlight)
        guard g.uniform(0...1) < 1 / (1 + pow(distance / max(limit, 0.3), 8)) else { return nil }
        let sigma = (0.004 + 0.003 * distance) * (1 + 2 * sunlight)
        let measured = (distance + bias + sigma * g.nextGaussian()) / ray.length
        guard measured * ray.length >= Self.nearLimit, measured * ray.length <= Self.rangeLimit else { return nil }
        return measured
    }
}
