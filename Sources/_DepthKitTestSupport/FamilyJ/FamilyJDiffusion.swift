import DepthKitCore
import Foundation

/// Edge-aware diffusion completion of a sparse field on a pixel grid, guided by a colour image: the
/// known pixels stay fixed; every other pixel becomes the average of its four neighbours weighted by
/// `exp(−|Δcolour|² / σ²)` (a discrete anisotropic Poisson equation), solved coarse to fine — each level
/// of a 2× pyramid starts from the coarser level's solution and runs a few Gauss–Seidel sweeps.
struct FamilyJDiffusion: Sendable {
    /// Colour difference scale: smaller keeps depth edges where the colour changes.
    var colourSigma: Float
    /// Gauss–Seidel sweeps per level.
    var sweeps: Int

    /// The completed field; `known` holds NaN where nothing is known. All NaN when nothing is known.
    func complete(_ known: [Float], guide: [SIMD3<Float>], width: Int, height: Int) -> [Float] {
        if width <= 6 || height <= 6 {
            let values = known.filter { !$0.isNaN }
            let mean = values.isEmpty ? Float.nan : values.reduce(0, +) / Float(values.count)
            return relax(known.map { $0.isNaN ? mean : $0 }, fixed: known.map { !$0.isNaN }, guide: guide, width: width, height: height, sweeps: 40)
        }
        let coarseWidth = (width + 1) / 2, coarseHeight = (height + 1) / 2
        var coarseKnown = [Float](repeating: 0, count: coarseWidth * coarseHeight)
        var coarseCount = [Float](repeating: 0, count: coarseWidth * coarseHeight)
        var coarseGuide = [SIMD3<Float>](repeating: .zero, count: coarseWidth * coarseHeight)
        var guideCount = [Float](repeating: 0, count: coarseWidth * coarseHeight)
        for y in 0..<height {
            for x in 0..<width {
                let fine = y * width + x, coarse = (y / 2) * coarseWidth + x / 2
                coarseGuide[coarse] += guide[fine]
                guideCount[coarse] += 1
                if !known[fine].isNaN {
                    coarseKnown[coarse] += known[fine]
                    coarseCount[coarse] += 1
                }
            }
        }
        for index in coarseKnown.indices {
            coarseKnown[index] = coarseCount[index] > 0 ? coarseKnown[index] / coarseCount[index] : .nan
            coarseGuide[index] /= guideCount[index]
        }
        let coarse = complete(coarseKnown, guide: coarseGuide, width: coarseWidth, height: coarseHeight)
        var start = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                start[index] = known[index].isNaN ? coarse[(y / 2) * coarseWidth + x / 2] : known[index]
            }
        }
        return relax(start, fixed: known.map { !$0.isNaN }, guide: guide, width: width, height: height, sweeps: sweeps)
    }

    /// Gauss–Seidel sweeps of the weighted four-neighbour average over the pixels not `fixed`.
    private func relax(_ start: [Float], fixed: [Bool], guide: [SIMD3<Float>], width: Int, height: Int, sweeps: Int) -> [Float] {
        var field = start
        let scale = 1 / (colourSigma * colourSigma)
        func weight(_ a: Int, _ b: Int) -> Float {
            let d = guide[a] - guide[b]
            return exp(-(d * d).sum() * scale) + 1e-4
        }
        var right = [Float](repeating: 0, count: width * height), below = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                if x + 1 < width { right[index] = weight(index, index + 1) }
                if y + 1 < height { below[index] = weight(index, index + width) }
            }
        }
        for sweep in 0..<sweeps {
            let rows = sweep % 2 == 0 ? Array(0..<height) : Array((0..<height).reversed())
            for y in rows {
                for x in 0..<width {
                    let index = y * width + x
                    guard !fixed[index] else { continue }
                    var sum: Float = 0, total: Float = 0
                    if x > 0 { sum += right[index - 1] * field[index - 1]; total += right[index - 1] }
                    if x + 1 < width { sum += right[index] * field[index + 1]; total += right[index] }
                    if y > 0 { sum += below[index - width] * field[index - width]; total += below[index - width] }
                    if y + 1 < height { sum += below[index] * field[index + width]; total += below[index] }
                    if total > 0 { field[index] = sum / total }
                }
            }
        }
        return field
    }
}
