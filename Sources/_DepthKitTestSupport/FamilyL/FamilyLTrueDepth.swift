import DepthKitCore
import Foundation

/// The front TrueDepth camera decoded by **dot detection and per-dot triangulation**: about 30,000
/// infrared dots are projected from a projector beside the IR camera; each dot that lands on a surface
/// the camera can see and comes back bright enough is detected at a sub-pixel centroid (with noise,
/// quantised to 1/8 pixel), its shift from the reference pattern triangulated into a depth, and the
/// map filled from the detected dots: a pixel takes the median of the dots within reach when they
/// agree, the nearest dot's depth when they straddle an edge, nothing when none is near.
struct FamilyLTrueDepth: Sendable, CustomStringConvertible {
    /// Projector–camera baseline, metres.
    let baseline: Double
    /// Centroid noise, pixels.
    let centroidNoise: Double
    /// Detection threshold on a dot's returned brightness (a 50 % reflector at 1 m gives 0.5).
    let threshold: Double
    /// How missing depth is written.
    let invalid: FamilyLInvalidValue
    /// Dots projected.
    static let dots = 30_000

    /// Draws a sensor.
    init(_ g: inout SplitMix64) {
        baseline = g.uniform(0.02...0.035)
        centroidNoise = g.uniform(0.05...0.15)
        threshold = g.uniform(0.08...0.2)
        invalid = FamilyLInvalidValue.draw(&g, withConfidence: false)
    }

    var description: String {
        "truedepth dots, baseline \(String(format: "%.0f", baseline * 1000)) mm, centroid noise \(String(format: "%.2f", centroidNoise)) px, threshold \(String(format: "%.2f", threshold)), invalid \(invalid.rawValue)"
    }

    /// Captures `world` through `camera`.
    func capture(_ world: FamilyLWorld, camera: FamilyLCamera, _ g: inout SplitMix64) -> [Float] {
        let w = camera.width, h = camera.height
        var projector = camera
        projector.position = camera.position + camera.right * baseline
        // Detected dots, bucketed by pixel.
        let bucket = 4, bw = (w + bucket - 1) / bucket, bh = (h + bucket - 1) / bucket
        var buckets = [[(x: Double, y: Double, depth: Double)]](repeating: [], count: bw * bh)
        let scale = Double(w * h) / Double(Self.dots)
        for _ in 0..<Self.dots {
            let px = g.uniform(-0.05...1.05) * Double(w), py = g.uniform(-0.05...1.05) * Double(h)
            let ray = projector.ray(px, py)
            guard let hit = world.hit(projector.position, ray), hit.surface.finish != .glass else { continue }
            if hit.surface.finish == .glossy, g.chance(0.5) { continue }
            let point = projector.position + ray * hit.t
            guard let seen = camera.project(point), seen.x > -0.5, seen.y > -0.5, seen.x < Double(w) - 0.5, seen.y < Double(h) - 0.5 else { continue }
            // Hidden from the camera: the dot's shadow.
            if let blocker = world.hit(camera.position, point - camera.position), blocker.t < 0.995 { continue }
            let range = (point - camera.position).length
            let brightness = hit.surface.albedo / (range * range) * (1 + 0.15 * g.nextGaussian())
            guard brightness > threshold, range > 0.15 else { continue }
            // Triangulation from the shift, with centroid noise quantised to 1/8 px.
            let disparity = camera.focal * baseline / seen.depth
            let observed = ((disparity + centroidNoise * g.nextGaussian()) * 8).rounded() / 8
            guard observed > 0.25 else { continue }
            let depth = camera.focal * baseline / observed
            let x = seen.x + centroidNoise * g.nextGaussian(), y = seen.y + centroidNoise * g.nextGaussian()
            let bx = min(max(Int(x) / bucket, 0), bw - 1), by = min(max(Int(y) / bucket, 0), bh - 1)
            buckets[by * bw + bx].append((x, y, depth))
        }
        let reach = max(1.2, 1.6 * scale.squareRoot())
        var meters = [Float](repeating: invalid.written ?? 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var near: [(distance: Double, depth: Double)] = []
                let bx = x / bucket, by = y / bucket
                for cy in max(by - 1, 0)...min(by + 1, bh - 1) {
                    for cx in max(bx - 1, 0)...min(bx + 1, bw - 1) {
                        for dot in buckets[cy * bw + cx] {
                            let d = ((dot.x - Double(x)) * (dot.x - Double(x)) + (dot.y - Double(y)) * (dot.y - Double(y))).squareRoot()
                            if d <= reach { near.append((d, dot.depth)) }
                        }
                    }
                }
                guard !near.isEmpty else { continue }
                let depths = near.map(\.depth).sorted(), median = depths[depths.count / 2]
                let agree = depths.last! - depths.first! < 0.03 * median
                meters[y * w + x] = Float(agree ? median : near.min(by: { $0.distance < $1.distance })!.depth)
            }
        }
        return meters
    }
}
