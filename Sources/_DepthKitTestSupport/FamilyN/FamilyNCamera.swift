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

    /// The nearest polygon along the ray through (`x`, `y`).
    func nearest(_ quads: [FamilyNQuad], _ x: Int, _ y: Int) -> (Double, FamilyNQuad)? {
        let d = ray(x, y)
        var best: (Double, FamilyNQuad)?
        for quad in quads {
            if let t = quad.hit(d), t < (best?.0 ?? .infinity) { best = (t, quad) }
        }
        return best
    }

    /// The share of the frame, sampled every `step` pixels, whose nearest polygon is labelled.
    func labelShare(_ quads: [FamilyNQuad], step: Int) -> Double {
        var hits = 0, count = 0
        for y in Swift.stride(from: 0, to: height, by: step) {
            for x in Swift.stride(from: 0, to: width, by: step) {
                count += 1
                if nearest(quads, x, y)?.1.label == true { hits += 1 }
            }
        }
        return Double(hits) / Double(max(count, 1))
    }

    /// Every pixel's true depth (`nil`: no surface), glossiness and the count of labelled pixels.
    func trace(_ quads: [FamilyNQuad]) -> ([Double?], [Bool], Int) {
        var truth = [Double?](repeating: nil, count: width * height), glossy = [Bool](repeating: false, count: width * height)
        var labelled = 0
        for y in 0..<height {
            for x in 0..<width {
                guard let (t, quad) = nearest(quads, x, y) else { continue }
                truth[y * width + x] = t
                glossy[y * width + x] = quad.glossy
                if quad.label { labelled += 1 }
            }
        }
        return (truth, glossy, labelled)
    }
}
