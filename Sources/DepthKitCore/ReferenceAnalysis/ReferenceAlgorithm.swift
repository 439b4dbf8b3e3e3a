import Foundation

/// The constants and small decision rules of the reference backend's `depth_analysis`
/// (`docs/REFERENCE_ALGORITHM.md`), shared by the fused and the scalar implementation.
enum ReferenceAlgorithm {
    /// Valid depth: finite and within 0.1…20.0 m, compared in Float32.
    static let validRange = ValidDepthRange.reference
    /// Histogram bins over [min, max].
    static let binCount = 50
    /// A neighbour counts for a gradient when finite and above this (no upper bound), in metres.
    static let neighbourFloor: Float = 0.1
    /// A gradient magnitude above this (metres per pixel) is an edge.
    static let edgeStep = 0.1
    /// `edge_coherence = 1 − exp(−edgeScale · ratio)`.
    static let edgeScale = 30.0
    /// Screen pattern: the mean depth lies in this band (metres, inclusive).
    static let screenMeanBand = 0.2...1.5
    /// Screen pattern: the whole depth range is narrower than this (metres).
    static let screenMaxRange = 0.15
    /// Screen pattern: "uniform" values are within this of the upper median (metres, strict).
    static let screenWindow = 0.05
    /// Screen pattern: the uniform share must exceed this.
    static let screenUniformity = 0.85
    /// Verdict: the standard deviation must exceed this (metres).
    static let minStandardDeviation = 0.5
    /// Verdict: at least this many layers.
    static let minLayers = 3
    /// Verdict: edge coherence must exceed this.
    static let minEdgeCoherence = 0.3

    /// The histogram bin of `depth` over `[minDepth, minDepth + 50·binWidth]`: the reference's exact
    /// `min(floor((d − min) / bw), 49)`.
    @inline(__always)
    static func bin(_ depth: Double, minDepth: Double, binWidth: Double) -> Int {
        min(Int(((depth - minDepth) / binWidth).rounded(.down)), binCount - 1)
    }

    /// Peaks of the 3-point-mean-smoothed histogram (end bins replicated), above 5 % of the
    /// smoothed maximum, strictly greater than their neighbours.
    static func layerCount(histogram counts: UnsafeBufferPointer<Int>) -> Int {
        let last = binCount - 1
        var smoothed = [Double](repeating: 0, count: binCount)
        for index in 0..<binCount {
            let left = counts[max(index - 1, 0)], right = counts[min(index + 1, last)]
            smoothed[index] = Double(left + counts[index] + right) / 3
        }
        let threshold = 0.05 * (smoothed.max() ?? 0)
        var peaks = 0
        if smoothed[0] > threshold && smoothed[0] > smoothed[1] { peaks += 1 }
        for index in 1..<last
        where smoothed[index] > smoothed[index - 1] && smoothed[index] > smoothed[index + 1]
            && smoothed[index] > threshold {
            peaks += 1
        }
        if smoothed[last] > threshold && smoothed[last] > smoothed[last - 1] { peaks += 1 }
        return peaks
    }

    /// `clamp(1 − exp(−30 · edges / centres), 0, 1)`, 0 without valid centres.
    static func edgeCoherence(edges: Int, validCentres: Int) -> Double {
        guard validCentres > 0 else { return 0 }
        let ratio = Double(edges) / Double(validCentres)
        return min(max(1 - exp(-edgeScale * ratio), 0), 1)
    }

    /// Whether the depth statistics reach the screen check at all (it needs the median otherwise).
    static func screenCheckApplies(mean: Double, minDepth: Double, maxDepth: Double) -> Bool {
        screenMeanBand.contains(mean) && maxDepth - minDepth < screenMaxRange
    }

    /// The reference verdict.
    static func analysis(
        standardDeviation: Double, layers: Int, edgeCoherence: Double,
        minDepth: Double, maxDepth: Double, screenLike: Bool
    ) -> DepthAnalysis {
        let real = standardDeviation > minStandardDeviation && layers >= minLayers
            && edgeCoherence > minEdgeCoherence && !screenLike
        return DepthAnalysis(
            depthVariance: standardDeviation, depthLayers: layers, edgeCoherence: edgeCoherence,
            minDepth: minDepth, maxDepth: maxDepth, isLikelyRealScene: real)
    }
}
