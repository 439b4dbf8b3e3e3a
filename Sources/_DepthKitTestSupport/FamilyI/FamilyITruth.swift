import Foundation

/// What a family-I camera would see with a perfect sensor: per pixel, the depth along the optical axis,
/// the solid hit and how squarely the ray met it, cast through a ``FamilyIVolume``.
struct FamilyITruth: Sendable {
    let width: Int
    let height: Int
    /// Depth along the optical axis, metres; `nil` where the ray met nothing.
    let depth: [Double?]
    /// The solid hit (an index into `solids`), or −1.
    let solid: [Int]
    /// Cosine of the angle between the ray and the surface's normal (0…1).
    let incidence: [Double]
    /// The scene's solids.
    let solids: [FamilyISolid]

    /// Casts one ray through every pixel centre of `camera`.
    init(volume: FamilyIVolume, camera: FamilyICamera) {
        width = camera.width
        height = camera.height
        solids = volume.solids
        var depth = [Double?](repeating: nil, count: width * height)
        var solid = [Int](repeating: -1, count: width * height)
        var incidence = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let ray = camera.ray(x: Double(x), y: Double(y))
                guard let hit = volume.cast(from: camera.eye, along: ray) else { continue }
                let i = y * width + x
                let point = camera.eye + ray * hit.distance
                depth[i] = hit.distance * ray.dotted(with: camera.forward)
                solid[i] = hit.solid
                let shape = volume.solids[hit.solid].shape, h = 0.001
                let gradient = SIMD3(
                    shape.distance(point + SIMD3(h, 0, 0)) - shape.distance(point - SIMD3(h, 0, 0)),
                    shape.distance(point + SIMD3(0, h, 0)) - shape.distance(point - SIMD3(0, h, 0)),
                    shape.distance(point + SIMD3(0, 0, h)) - shape.distance(point - SIMD3(0, 0, h)))
                incidence[i] = min(1, Swift.abs(gradient.unit.dotted(with: ray)))
            }
        }
        self.depth = depth
        self.solid = solid
        self.incidence = incidence
    }

    /// Share of the pixels that see a labelled solid.
    var labelledShare: Double {
        Double(solid.filter { $0 >= 0 && solids[$0].isLabelled }.count) / Double(solid.count)
    }
}
