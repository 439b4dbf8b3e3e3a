import Foundation
import DepthKitCore

/// The front TrueDepth camera decoded as a phase-shift structured-light system: each of three frames
/// decodes every pixel's phase (noise growing with the square of the depth, as triangulation's does;
/// now and then a wrong fringe order, mostly at depth edges, that puts the pixel one fringe period off),
/// pixels in the projector's shadow (the projector sits beside the camera, along the image's x axis),
/// out of range, on dark hair or lost on glossy surfaces stay empty; the three frames are combined by a
/// temporal median, which removes the fringe-order errors of single frames.
struct FamilyMTrueDepth: Sendable {
    /// The nearest depth decoded, metres.
    static let nearest = 0.15
    /// Depth up to which every pixel decodes, metres; none decode beyond `fadeEnd`.
    static let fadeStart = 1.2
    static let fadeEnd = 2.2

    /// The depth noise's standard deviation at `depth` metres (about 1.7 mm at 0.5 m, 5.8 mm at 1.2 m).
    static func sigma(_ depth: Double) -> Double { 0.0008 + 0.0035 * depth * depth }

    /// Captures `world` through `camera`: the per-pixel depth, `nil` where nothing decoded.
    func capture(_ world: FamilyMWorld, camera: FamilyMCamera, generator g: inout SplitMix64) -> [Double?] {
        let width = camera.width, height = camera.height
        var truth = [Double](repeating: .infinity, count: width * height)
        var material = [FamilyMMaterial](repeating: .matte, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let ray = camera.ray(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if let hit = world.nearest(camera.position, ray, limit: 6, skip: { $0.material == .glass }) {
                    truth[y * width + x] = camera.depth(distance: hit.distance, ray: ray)
                    material[y * width + x] = hit.surface.material
                }
            }
        }
        var output = [Double?](repeating: nil, count: width * height)
        let shadowReach = max(2, width / 80)
        for y in 0..<height {
            for x in 0..<width {
                let z = truth[y * width + x]
                guard z.isFinite, z >= Self.nearest else { continue }
                var shadowed = false
                for k in 1...shadowReach where x + k < width && truth[y * width + x + k] < z - 0.04 { shadowed = true }
                let edge = x > 0 && abs(truth[y * width + x - 1] - z) > 0.03
                if shadowed { continue }
                let fade = max(0, min(1, (z - Self.fadeStart) / (Self.fadeEnd - Self.fadeStart)))
                let surfaceLoss: Double
                switch material[y * width + x] {
                case .dark: surfaceLoss = 0.4
                case .glossy: surfaceLoss = 0.15
                case .matte, .glass: surfaceLoss = 0.01
                }
                let lost = fade + surfaceLoss
                var frames: [Double] = []
                for _ in 0..<3 where !g.chance(min(lost, 1)) {
                    var value = z + Self.sigma(z) * g.nextGaussian()
                    if g.chance(edge ? 0.05 : 0.003) { value *= g.chance(0.5) ? 1.06 : 0.94 }
                    frames.append(value)
                }
                frames.sort()
                switch frames.count {
                case 3: output[y * width + x] = frames[1]
                case 2 where frames[1] - frames[0] <= 4 * Self.sigma(z): output[y * width + x] = (frames[0] + frames[1]) / 2
                default: break
                }
            }
        }
        return output
    }
}
