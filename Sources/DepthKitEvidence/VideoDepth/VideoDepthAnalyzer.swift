/// Computes the reference backend's `video_depth_analysis` over depth keyframes, bit for bit:
/// every depth, threshold and metric in Float32, every sum sequential in the documented order.
/// The algorithm, its quirks and why each is kept are in `docs/VIDEO_ALGORITHM.md`.
public struct VideoDepthAnalyzer: Sendable {
    /// Keep keyframes whose index is a multiple of this (the reference's only configurable step;
    /// default 10; at least 1).
    public let sampleRate: Int

    /// The reference's default sample rate.
    public static let defaultSampleRate = 10

    static let minDepth: Float = 0.1
    static let maxDepth: Float = 20
    static let binCount = 10
    static let blockSize = 8
    static let maxDepthJump: Float = 2
    static let jumpRatioFlag: Float = 0.05
    static let localConsistencyFlag: Float = 0.5
    static let staticMotion: Float = 0.01

    /// Creates an analyzer; `sampleRate` below 1 becomes 1 (the reference would crash on 0).
    public init(sampleRate: Int = defaultSampleRate) {
        self.sampleRate = max(sampleRate, 1)
    }

    /// Analyses `keyframes`.
    /// - Throws: ``VideoDepthAnalysisError/insufficientFrames(sampled:)`` when fewer than two
    ///   keyframes are sampled.
    public func analyze(_ keyframes: DepthKeyframes) throws(VideoDepthAnalysisError) -> VideoDepthAnalysis {
        let sampled = Array(stride(from: 0, to: keyframes.count, by: sampleRate))
        guard sampled.count >= 2 else { throw .insufficientFrames(sampled: sampled.count) }
        var analyses: [VideoFrameAnalysis] = []
        var suspicious = Set<Int>()
        var previous: (meters: [Float], histogram: [Int], centroid: SIMD2<Float>?)?
        var flaggedPairs = 0
        for index in sampled {
            let meters = keyframes.meters(at: index)
            let histogram = Self.histogram(meters)
            let centroid = Self.centroid(meters, width: keyframes.width, height: keyframes.height)
            var consistency: Float = 1
            var motion: SIMD2<Float>?
            if let previous {
                consistency = Self.intersection(previous.histogram, histogram)
                if let centroid, let before = previous.centroid {
                    let scale = SIMD2(Float(keyframes.width) / 8, Float(keyframes.height) / 8)
                    motion = (centroid - before) / scale
                }
                if Self.jumpRatio(previous.meters, meters) > Self.jumpRatioFlag {
                    flaggedPairs += 1
                    suspicious.insert(index)
                }
            }
            if consistency < Self.localConsistencyFlag { suspicious.insert(index) }
            analyses.append(
                VideoFrameAnalysis(
                    frameIndex: index, timestamp: keyframes.timestamps[index], depthHistogram: histogram, motionVector: motion,
                    localConsistency: consistency))
            previous = (meters, histogram, centroid)
        }
        let consistency = Self.mean(analyses.map(\.localConsistency))
        let coherence = Self.coherence(analyses.compactMap(\.motionVector))
        let stability = 1 - Float(flaggedPairs) / Float(sampled.count - 1)
        let suspiciousFrames = suspicious.sorted()
        return VideoDepthAnalysis(
            frameAnalyses: analyses, depthConsistency: consistency, motionCoherence: coherence, sceneStability: stability,
            isLikelyRealScene: consistency >= 0.7 && coherence >= 0.6 && stability >= 0.8 && suspiciousFrames.isEmpty,
            suspiciousFrames: suspiciousFrames)
    }

    /// Whether `depth` counts for histograms and jumps: finite, 0.1…20 inclusive (Float32).
    static func isValid(_ depth: Float) -> Bool {
        depth.isFinite && depth >= minDepth && depth <= maxDepth
    }

    /// Ten bins over [0.1, 20], each `(20 − 0.1) / 10` wide, in Float32.
    static func histogram(_ meters: [Float]) -> [Int] {
        let binWidth = (maxDepth - minDepth) / Float(binCount)
        var counts = [Int](repeating: 0, count: binCount)
        for depth in meters where isValid(depth) {
            counts[min(Int(((depth - minDepth) / binWidth).rounded(.down)), binCount - 1)] += 1
        }
        return counts
    }

    /// `Σ min(aᵢ, bᵢ) / min(Σa, Σb)`, 0 when either histogram is empty.
    static func intersection(_ first: [Int], _ second: [Int]) -> Float {
        let firstTotal = first.reduce(0, +)
        let secondTotal = second.reduce(0, +)
        guard firstTotal > 0, secondTotal > 0 else { return 0 }
        let common = zip(first, second).reduce(0) { $0 + min($1.0, $1.1) }
        return Float(common) / Float(min(firstTotal, secondTotal))
    }

    /// The inverse-depth-weighted centroid of the whole 8×8 blocks' means, on the reference's
    /// square grid of side `⌊√blocks⌋`; `nil` when the frame has no whole block.
    static func centroid(_ meters: [Float], width: Int, height: Int) -> SIMD2<Float>? {
        let blocksX = width / blockSize
        let blocksY = height / blockSize
        let blockCount = blocksX * blocksY
        guard blockCount > 0 else { return nil }
        let side = Int(Float(blockCount).squareRoot())
        var weighted = SIMD2<Float>.zero
        var totalWeight: Float = 0
        for block in 0..<blockCount {
            let mean = blockMean(meters, width: width, column: block % blocksX, row: block / blocksX)
            guard mean > 0 else { continue }
            let weight = 1 / mean
            weighted.x += Float(block % side) * weight
            weighted.y += Float(block / side) * weight
            totalWeight += weight
        }
        guard totalWeight > 0 else { return SIMD2(repeating: Float(side) / 2) }
        return weighted / totalWeight
    }

    /// The mean of a block's depths strictly inside (0.1, 20), summed in row-major order; 0 when none.
    static func blockMean(_ meters: [Float], width: Int, column: Int, row: Int) -> Float {
        var sum: Float = 0
        var count = 0
        for y in row * blockSize..<(row + 1) * blockSize {
            for x in column * blockSize..<(column + 1) * blockSize {
                let depth = meters[y * width + x]
                if depth > minDepth && depth < maxDepth {
                    sum += depth
                    count += 1
                }
            }
        }
        return count > 0 ? sum / Float(count) : 0
    }

    /// Pixels valid in both frames that change by more than 2 m, over the shorter frame's pixel
    /// count (NaN for empty frames, which never flags).
    static func jumpRatio(_ before: [Float], _ after: [Float]) -> Float {
        var jumps = 0
        for (first, second) in zip(before, after) where isValid(first) && isValid(second) && abs(first - second) > maxDepthJump {
            jumps += 1
        }
        return Float(jumps) / Float(min(before.count, after.count))
    }

    /// Sequential Float32 mean.
    static func mean(_ values: [Float]) -> Float {
        var sum: Float = 0
        for value in values { sum += value }
        return sum / Float(values.count)
    }

    /// Mean agreement of consecutive motion vectors: 1 when both are static, 0.5 when one is,
    /// else `(cos + 1) / 2`; 1.0 with fewer than two vectors.
    static func coherence(_ vectors: [SIMD2<Float>]) -> Float {
        guard vectors.count >= 2 else { return 1 }
        var scores: [Float] = []
        for (a, b) in zip(vectors, vectors.dropFirst()) {
            let lengthA = (a.x * a.x + a.y * a.y).squareRoot()
            let lengthB = (b.x * b.x + b.y * b.y).squareRoot()
            switch (lengthA < staticMotion, lengthB < staticMotion) {
            case (true, true): scores.append(1)
            case (true, false), (false, true): scores.append(0.5)
            case (false, false): scores.append(((a.x * b.x + a.y * b.y) / (lengthA * lengthB) + 1) / 2)
            }
        }
        return mean(scores)
    }
}
