import Foundation

/// Family N's pinhole camera: square pixels of focal length `focal`, the principal point at the centre,
/// rolled by `roll` radians about the optical axis. Depth is the ray's z (ARKit's convention).
struct FamilyNCamera: Sendable {
    var width: Int
    var height: Int
    var focal: Double
    var roll: Double

    /// The ray through pixel (`x`, `y`)'s centre, with z = 1.
    func ray(_ x: Int, _ y: Int) -> SceneVector {
        let a = (Double(x) + 0.5 - Double(width) / 2) / focal, b = (Double(y) + 0.5 - Double(height) / 2) / focal
        return SceneVector(a * cos(roll) - b * sin(roll), a * sin(roll) + b * cos(roll), 1)
    }

    /// The ray parameter and index of the nearest surface along the ray through (`x`, `y`).
    func nearest(_ surfaces: [FamilyNSurface], _ x: Int, _ y: Int) -> (Double, Int)? {
        let d = ray(x, y)
        var nearest = Double.infinity, found = -1
        for index in surfaces.indices {
            if let t = surfaces[index].hit(d), t < nearest { (nearest, found) = (t, index) }
        }
        return found < 0 ? nil : (nearest, found)
    }

    /// From one pass over the frame's pixels sampled every `step` pixels: the share whose nearest surface is
    /// labelled, and the largest share one surface covers alone.
    func coverage(_ surfaces: [FamilyNSurface], step: Int) -> (labelled: Double, largest: Double) {
        var counts = [Int](repeating: 0, count: surfaces.count), samples = 0
        for y in Swift.stride(from: 0, to: height, by: step) {
            for x in Swift.stride(from: 0, to: width, by: step) {
                samples += 1
                if let (_, index) = nearest(surfaces, x, y) { counts[index] += 1 }
            }
        }
        let labelled = surfaces.indices.reduce(0) { $0 + (surfaces[$1].label ? counts[$1] : 0) }
        let sampled = Double(max(samples, 1))
        return (Double(labelled) / sampled, Double(counts.max() ?? 0) / sampled)
    }

    /// Every pixel's true depth (`nil`: no surface), glossiness and the count of labelled pixels.
    func trace(_ surfaces: [FamilyNSurface]) -> ([Double?], [Bool], Int) {
        var truth = [Double?](repeating: nil, count: width * height), glossy = [Bool](repeating: false, count: width * height)
        var labelled = 0
        for y in 0..<height {
            for x in 0..<width {
                guard let (t, index) = nearest(surfaces, x, y) else { continue }
                truth[y * width + x] = t
                glossy[y * width + x] = surfaces[index].glossy
                if surfaces[index].label { labelled += 1 }
            }
        }
        return (truth, glossy, labelled)
    }
}
