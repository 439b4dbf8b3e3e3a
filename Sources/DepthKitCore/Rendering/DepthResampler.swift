/// Bilinear resampling of a depth map that never blends a valid depth with an invalid one.
///
/// Each output pixel centre is mapped into the source grid (pixel centres aligned, edges clamped,
/// as a GPU's linear sampler does). Only valid source pixels contribute: the output depth is the
/// bilinear-weighted mean of the valid neighbours, and the output pixel is valid when those carry
/// at least half of the bilinear weight (otherwise invalid). Weights are separable, so the work is a
/// horizontal pass over the source rows and a vertical pass per output row, fused with colouring:
/// the resampler hands out palette indices (see ``DepthColorizer``), never a full-size float map.
struct DepthResampler {
    let source: DepthMap
    let valid: ValidDepthRange
    let outputWidth: Int
    let outputHeight: Int

    /// Horizontal taps: for output column `x`, source columns `left[x]`, `left[x] + step[x]` and the
    /// right weight `weight[x]`.
    private struct Taps {
        var first: [Int]
        var second: [Int]
        var weight: [Float]

        init(source: Int, output: Int) {
            let scale = Float(source) / Float(output)
            first = []
            second = []
            weight = []
            first.reserveCapacity(output)
            second.reserveCapacity(output)
            weight.reserveCapacity(output)
            for position in 0..<output {
                let centre = min(max((Float(position) + 0.5) * scale - 0.5, 0), Float(source - 1))
                let lower = Int(centre)
                first.append(lower)
                second.append(min(lower + 1, source - 1))
                weight.append(centre - Float(lower))
            }
        }
    }

    /// Calls `body` with each output row's palette indices (index, `outputWidth` indices), top to
    /// bottom. The buffer is reused between calls.
    func forEachIndexRow(_ colorizer: DepthColorizer, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        let width = source.width, height = source.height
        var line = [UInt8](repeating: 0, count: outputWidth)
        if width == outputWidth && height == outputHeight {
            source.meters.withUnsafeBufferPointer { meters in
                line.withUnsafeMutableBufferPointer { line in
                    for y in 0..<height {
                        colorizer.indices(UnsafeBufferPointer(rebasing: meters[(y * width)..<((y + 1) * width)]), into: line)
                        body(y, UnsafeBufferPointer(line))
                    }
                }
            }
            return
        }
        let columns = Taps(source: width, output: outputWidth)
        let rows = Taps(source: height, output: outputHeight)
        // Horizontal pass: per source row and output column, Σ w·valid·d and Σ w·valid.
        var sums = [Float](repeating: 0, count: height * outputWidth)
        var weights = [Float](repeating: 0, count: height * outputWidth)
        let minimum = valid.minMeters, maximum = valid.maxMeters
        source.meters.withUnsafeBufferPointer { meters in
            sums.withUnsafeMutableBufferPointer { sums in
                weights.withUnsafeMutableBufferPointer { weights in
                    columns.first.withUnsafeBufferPointer { first in
                        columns.second.withUnsafeBufferPointer { second in
                            columns.weight.withUnsafeBufferPointer { rightWeight in
                                for y in 0..<height {
                                    let row = meters.baseAddress! + y * width
                                    let sumRow = sums.baseAddress! + y * outputWidth
                                    let weightRow = weights.baseAddress! + y * outputWidth
                                    for x in 0..<outputWidth {
                                        let a = row[first[x]], b = row[second[x]]
                                        let wb = rightWeight[x], wa = 1 - wb
                                        let va: Float = a >= minimum && a <= maximum ? wa : 0
                                        let vb: Float = b >= minimum && b <= maximum ? wb : 0
                                        sumRow[x] = (va > 0 ? va * a : 0) + (vb > 0 ? vb * b : 0)
                                        weightRow[x] = va + vb
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        // Vertical pass fused with colouring: a weighted mean of valid depths lies within the valid
        // range, so only the weight decides validity.
        let near = colorizer.range.nearMeters, inverseSpan = colorizer.range.inverseSpan
        sums.withUnsafeBufferPointer { sums in
            weights.withUnsafeBufferPointer { weights in
                line.withUnsafeMutableBufferPointer { line in
                    // Row pointers keep index arithmetic out of the inner loop, so that it vectorises.
                    let output = line.baseAddress!
                    for y in 0..<outputHeight {
                        let upperSums = sums.baseAddress! + rows.first[y] * outputWidth
                        let lowerSums = sums.baseAddress! + rows.second[y] * outputWidth
                        let upperWeights = weights.baseAddress! + rows.first[y] * outputWidth
                        let lowerWeights = weights.baseAddress! + rows.second[y] * outputWidth
                        let wb = rows.weight[y], wa = 1 - wb
                        for x in 0..<outputWidth {
                            let sum = wa * upperSums[x] + wb * lowerSums[x]
                            let weight = wa * upperWeights[x] + wb * lowerWeights[x]
                            let level = DepthColorizer.level(t: (sum / weight - near) * inverseSpan)
                            output[x] = weight >= 0.5 ? level : 0
                        }
                        body(y, UnsafeBufferPointer(line))
                    }
                }
            }
        }
    }
}
