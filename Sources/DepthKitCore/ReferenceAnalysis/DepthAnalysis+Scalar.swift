import Foundation

extension DepthAnalysis {
    /// The reference algorithm written as the reference writes it: one pass per statistic, a
    /// full sort for the median, scalar arithmetic. Kept as the readable statement of the contract,
    /// for the tests that prove the fused ``DepthAnalyzer`` agrees with it, and for benchmarks.
    ///
    /// - Complexity: O(n log n) for n pixels.
    @_spi(Benchmarking)
    public static func scalarReference(of map: DepthMap) -> DepthAnalysis {
        let values = map.meters.filter(ReferenceAlgorithm.validRange.contains).map(Double.init)
        guard let minDepth = values.min(), let maxDepth = values.max() else { return .unavailable(.noValidDepth) }
        let count = Double(values.count)
        let mean = values.reduce(0, +) / count
        let standardDeviation = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / count).squareRoot()

        var layers = 0
        if maxDepth > minDepth {
            let binWidth = (maxDepth - minDepth) / Double(ReferenceAlgorithm.binCount)
            var histogram = [Int](repeating: 0, count: ReferenceAlgorithm.binCount)
            for value in values {
                histogram[ReferenceAlgorithm.bin(value, minDepth: minDepth, binWidth: binWidth)] += 1
            }
            layers = histogram.withUnsafeBufferPointer(ReferenceAlgorithm.layerCount)
        }

        let sorted = values.sorted()
        let median = sorted[sorted.count / 2]
        let uniform = values.filter { abs($0 - median) < ReferenceAlgorithm.screenWindow }.count
        let screenLike = ReferenceAlgorithm.screenCheckApplies(mean: mean, minDepth: minDepth, maxDepth: maxDepth)
            && Double(uniform) / count > ReferenceAlgorithm.screenUniformity

        return ReferenceAlgorithm.analysis(
            standardDeviation: standardDeviation, layers: layers, edgeCoherence: scalarEdgeCoherence(of: map),
            minDepth: minDepth, maxDepth: maxDepth, screenLike: screenLike)
    }

    private static func scalarEdgeCoherence(of map: DepthMap) -> Double {
        let width = map.width, height = map.height
        guard width >= 3, height >= 3 else { return 0 }
        var edges = 0, centres = 0
        map.meters.withUnsafeBufferPointer { depth in
            for y in 1..<(height - 1) {
                for x in 1..<(width - 1) where ReferenceAlgorithm.validRange.contains(map[x, y]) {
                    centres += 1
                    if EdgeCoherence.isEdge(depth, at: y * width + x, width: width) { edges += 1 }
                }
            }
        }
        return ReferenceAlgorithm.edgeCoherence(edges: edges, validCentres: centres)
    }
}
