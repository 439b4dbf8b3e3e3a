import DepthKitCore
import Foundation

/// The rear LiDAR as ARKit's pipeline looks from outside: a sparse pattern of 576 laser dots (8×8
/// emitters replicated 3×3 by a diffractive element) returned over a few hand-shaken frames, each
/// return with its own range noise, dropout, multipath and sunlight behaviour; densified by fitting a
/// robust plane (``FamilyLPlaneFit``) per SLIC superpixel (``FamilyLSuperpixels``) of the colour image,
/// fitted to the superpixel's own returns and those of its like-coloured neighbours on the same surface
/// (a superpixel holds one or two dots, too few to fix a plane's tilt: ARKit's own maps of a plane are
/// smooth, not a staircase of constant patches), with ARKit's conventions: a 5 m range limit, confidence 0/1/2 and a dense output that says
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
        // Each superpixel's plane is fitted to its own returns and its like-coloured neighbours' (a dot
        // falls on one superpixel in one or two, too few to fix a plane's tilt).
        let supports = (0..<superpixels.count).map { support(of: $0, returns: returns, superpixels: superpixels) }
        let fits = supports.map { FamilyLPlaneFit($0) }
        var borrowed = [Double?](repeating: nil, count: superpixels.count)
        // A superpixel with no plane takes the median depth of neighbours with one.
        for (index, dots) in supports.enumerated() where !dots.isEmpty { borrowed[index] = dots.map(\.depth).sorted()[dots.count / 2] }
        for _ in 0..<2 {
            var lent = borrowed
            for index in borrowed.indices where borrowed[index] == nil {
                let depths = superpixels.neighbours[index].compactMap { borrowed[$0] }.sorted()
                if !depths.isEmpty { lent[index] = depths[depths.count / 2] }
            }
            borrowed = lent
        }
        var meters = [Float](repeating: 0, count: w * h)
        var confidence = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let l = superpixels.labels[y * w + x]
                var level: UInt8 = 0
                var depth = borrowed[l] ?? Self.rangeLimit
                if let fit = fits[l] {
                    let depths = supports[l].map(\.depth)
                    let upper = min(depths.max()! * 1.15, Self.rangeLimit)
                    depth = fit.depth(Double(x), Double(y), within: min(max(depths.min()! * 0.85, Self.nearLimit), upper)...upper)
                    // High confidence where the superpixel's own dots agree with a well-supported plane.
                    level = !returns[l].isEmpty && fit.support >= 5 && fit.relativeResidual < 0.015 ? 2 : 1
                }
                confidence[y * w + x] = level
                meters[y * w + x] = level == 0 ? (invalid.written ?? Float(depth)) : Float(depth)
            }
        }
        return (meters, withConfidence ? confidence : nil)
    }

    /// The returns superpixel `index`'s plane is fitted to: its own, then those of neighbouring
    /// superpixels of like colour (grey within ``sameSurfaceGrey``), ring by ring up to three rings, until
    /// they span the superpixel in both directions (the thinner spread ≥ a quarter of the superpixels'
    /// spacing), so that the plane's tilt is measured rather than guessed. A neighbour's return is kept
    /// only while its depth is within ``sameSurfaceDepth`` of the surface's local median depth (the same
    /// surface, not one before or behind it); so is one of the superpixel's own.
    private func support(
        of index: Int, returns: [[(x: Double, y: Double, depth: Double)]], superpixels: FamilyLSuperpixels
    ) -> [(x: Double, y: Double, depth: Double)] {
        func isLikeColoured(_ other: Int) -> Bool {
            abs(superpixels.meanGrey[other] - superpixels.meanGrey[index]) <= Self.sameSurfaceGrey
        }
        let likeColoured = superpixels.neighbours[index].filter(isLikeColoured)
        // The surface's depth here: the median of the superpixel's own returns when it holds several,
        // else of its own and its like-coloured neighbours' (one stray return, e.g. a second bounce off a
        // glossy screen, does not set it).
        let local = (returns[index].count >= 5 ? returns[index] : returns[index] + likeColoured.flatMap { returns[$0] })
            .map(\.depth).sorted()
        let reference = local.isEmpty ? nil : local[local.count / 2]
        func sameSurface(_ dot: (x: Double, y: Double, depth: Double)) -> Bool {
            reference.map { abs(dot.depth - $0) <= Self.sameSurfaceDepth * $0 } ?? true
        }
        var gathered = returns[index].filter(sameSurface)
        var visited: Set<Int> = [index], ring = [index]
        for _ in 0..<3 where !Self.spans(gathered, spacing: Double(spacing)) {
            ring = ring.flatMap { superpixels.neighbours[$0] }.filter { visited.insert($0).inserted && isLikeColoured($0) }
            for neighbour in ring {
                gathered += returns[neighbour].filter(sameSurface)
            }
        }
        return gathered
    }

    /// Whether `dots` hold at least three returns spread across a superpixel in both directions: the
    /// smaller eigenvalue of their positions' covariance at least (`spacing` / 4)².
    private static func spans(_ dots: [(x: Double, y: Double, depth: Double)], spacing: Double) -> Bool {
        guard dots.count >= 3 else { return false }
        let n = Double(dots.count)
        let mx = dots.map(\.x).reduce(0, +) / n, my = dots.map(\.y).reduce(0, +) / n
        var xx = 0.0, xy = 0.0, yy = 0.0
        for dot in dots {
            xx += (dot.x - mx) * (dot.x - mx) / n
            xy += (dot.x - mx) * (dot.y - my) / n
            yy += (dot.y - my) * (dot.y - my) / n
        }
        let smaller = (xx + yy) / 2 - (((xx - yy) / 2) * ((xx - yy) / 2) + xy * xy).squareRoot()
        return smaller >= (spacing / 4) * (spacing / 4)
    }

    /// Neighbouring superpixels whose mean grey differs by at most this are taken for the same surface.
    static let sameSurfaceGrey = 0.05
    /// A neighbour's return farther than this share of the superpixel's own median depth lies on another surface.
    static let sameSurfaceDepth = 0.25

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
