import _DepthKitTestSupport
import Testing
@_spi(Benchmarking) @testable import DepthKitCore

/// The fused analysis and the readable scalar reference agree on maps the corpus does not cover.
@Suite("Fused and scalar reference agree")
struct FusedScalarAgreementTests {
    static let scenes: [SyntheticScene] = [
        SyntheticScene(.room(variant: 2), seed: 5),
        SyntheticScene(.closeObject(distanceMeters: 0.3), width: 97, height: 61, seed: 6),
        SyntheticScene(.screen(distanceMeters: 0.5, tiltDegrees: 3, axisDegrees: 0), seed: 7),
        SyntheticScene(.printOnTable(heightMeters: 0.4, pitchDegrees: 80), width: 33, height: 3, seed: 8),
    ]

    @Test("on synthetic scenes", arguments: scenes)
    func syntheticScenes(scene: SyntheticScene) {
        let map = scene.render()
        expectAgreement(DepthAnalyzer().analyze(map).depthAnalysis, DepthAnalysis.scalarReference(of: map))
    }

    @Test("on hostile values (NaN, ±Inf, negatives, 0.1 and 20 exactly, beyond 20)", arguments: [1, 2, 3] as [UInt64])
    func hostileValues(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let specials: [Float] = [.nan, .infinity, -.infinity, -1, 0, 0.1, 20, 20.000002, 0.099999994, 25]
        let map = try AnalysisFixtures.map(width: 37, height: 29) { _, _ in
            Bool.random(using: &generator) ? specials.randomElement(using: &generator)! : Float.random(in: 0.3...0.4, using: &generator)
        }
        expectAgreement(DepthAnalyzer().analyze(map).depthAnalysis, DepthAnalysis.scalarReference(of: map))
    }

    @Test("the upper median and uniform share equal sorting and counting on screen-like maps", arguments: [4, 5, 6] as [UInt64])
    func screenMedian(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        // Within 0.12 m around 0.9 m (so the screen check applies), 1 mm steps give many ties; some NaN and 0.
        let map = try AnalysisFixtures.map(width: 61, height: 47) { _, _ in
            switch Int.random(in: 0..<20, using: &generator) {
            case 0: .nan
            case 1: 0
            default: Float(Int.random(in: 840...960, using: &generator)) / 1000
            }
        }
        let valid = map.meters.filter(ReferenceAlgorithm.validRange.contains).map(Double.init)
        let median = valid.sorted()[valid.count / 2]
        let uniform = Double(valid.filter { abs($0 - median) < 0.05 }.count) / Double(valid.count)
        try map.meters.withUnsafeBufferPointer { depth in
            let summary = ValidDepthSummary.vectorised(depth, range: ReferenceAlgorithm.validRange)
            try #require(ReferenceAlgorithm.screenCheckApplies(
                mean: summary.meanMeters, minDepth: Double(summary.minMeters), maxDepth: Double(summary.maxMeters)))
            let histograms = DepthHistograms(depth: depth, confidence: nil, minConfidence: 1, summary: summary)
            #expect(ScreenUniformity.upperMedian(depth: depth, summary: summary, referenceHistogram: histograms.reference) == median)
            #expect(ScreenUniformity.share(depth: depth, summary: summary, referenceHistogram: histograms.reference) == uniform)
        }
        expectAgreement(DepthAnalyzer().analyze(map).depthAnalysis, DepthAnalysis.scalarReference(of: map))
    }

    @Test("both histograms and the confidence counts equal counting pixel by pixel", arguments: [7, 8, 9] as [UInt64])
    func histogramsWithConfidence(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let specials: [Float] = [.nan, .infinity, -1, 0, 0.1, 20, 25]
        // 37 columns: groups of eight straddle rows, and the last 5 pixels take the one-by-one path.
        let map = try AnalysisFixtures.map(width: 37, height: 29) { _, _ in
            Int.random(in: 0..<8, using: &generator) == 0
                ? specials.randomElement(using: &generator)! : Float.random(in: 0.3...8, using: &generator)
        }
        let levels = (0..<map.dimensions.pixelCount).map { _ in UInt8.random(in: 0...2, using: &generator) }
        let farLimit: Float = 4.5
        // Expected: the rules of DepthHistograms applied to each pixel in turn, the reference bins by the
        // reference's Float64 rule.
        let range = ReferenceAlgorithm.validRange
        let valid = map.meters.filter(range.contains)
        let minDepth = Double(valid.min()!), binWidth = (Double(valid.max()!) - minDepth) / Double(ReferenceAlgorithm.binCount)
        var reference = [Int](repeating: 0, count: ReferenceAlgorithm.binCount)
        var logDepth = [Int](repeating: 0, count: LogDepthHistogram.binCount)
        var assessmentValid = 0, beyondRange = 0
        for (depth, level) in zip(map.meters, levels) where range.contains(depth) {
            reference[ReferenceAlgorithm.bin(Double(depth), minDepth: minDepth, binWidth: binWidth)] += 1
            if level >= 1 {
                logDepth[LogDepthHistogram.bin(depth)] += 1
                assessmentValid += 1
            } else if depth >= farLimit {
                beyondRange += 1
            }
        }
        try #require(assessmentValid > 0 && beyondRange > 0)
        map.meters.withUnsafeBufferPointer { depth in
            levels.withUnsafeBufferPointer { confidence in
                let summary = ValidDepthSummary.vectorised(depth, range: range)
                let histograms = DepthHistograms(
                    depth: depth, confidence: confidence, minConfidence: 1, summary: summary, farLimitMeters: farLimit)
                #expect(histograms.reference == reference)
                #expect(histograms.logDepth == logDepth)
                #expect(histograms.assessmentValid == assessmentValid)
                #expect(histograms.highConfidence == levels.filter { $0 == ConfidenceMap.highLevel }.count)
                #expect(histograms.beyondRange == beyondRange)
            }
        }
    }

    @Test("edge coherence decides gradients of 0.1 m per pixel (the undecided band) and hostile neighbours by the Float64 rule, in every column position", arguments: [10, 11, 12] as [UInt64])
    func edgeBand(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let specials: [Float] = [.nan, .infinity, -.infinity, -1, 0, 0.1, 0.099999994, 25]
        // 47 columns: the 45 interior ones are five steps of eight, one of four and a single pixel.
        // Ramps of 0.1 m per pixel give central differences of 0.1 m, exactly the reference's threshold,
        // give or take the Float32 rounding of the depths; 0.2 m per pixel is certainly an edge.
        let map = try AnalysisFixtures.map(width: 47, height: 9) { x, y in
            if Int.random(in: 0..<10, using: &generator) == 0 { return specials.randomElement(using: &generator)! }
            switch y % 3 {
            case 0: return 0.5 + 0.1 * Float(x)
            case 1: return 0.7 + 0.1 * Float(y) + 0.2 * Float(x % 2)
            default: return 1 + Float(Int.random(in: 0...2, using: &generator)) * 0.1
            }
        }
        // Expected: the reference's rule at every interior pixel in turn.
        var edges = 0, centres = 0, undecided = 0
        map.meters.withUnsafeBufferPointer { depth in
            for y in 1..<(map.height - 1) {
                for x in 1..<(map.width - 1) where ReferenceAlgorithm.validRange.contains(depth[y * map.width + x]) {
                    centres += 1
                    if EdgeCoherence.isEdge(depth, at: y * map.width + x, width: map.width) { edges += 1 }
                    let right = depth[y * map.width + x + 1], left = depth[y * map.width + x - 1]
                    if EdgeCoherence.counts(right) && EdgeCoherence.counts(left) && abs(abs(Double(right) - Double(left)) - 0.2) < 1e-6 {
                        undecided += 1
                    }
                }
            }
            #expect(EdgeCoherence.value(depth: depth, width: map.width, height: map.height)
                == ReferenceAlgorithm.edgeCoherence(edges: edges, validCentres: centres))
        }
        // The map reaches the band, and holds edges and flat pixels both.
        try #require(undecided > 0 && edges > 0 && edges < centres)
    }

    @Test("bisection finds the first float where a monotone predicate holds")
    func firstFloat() {
        #expect(ScreenUniformity.firstFloat(from: 1, through: 2) { $0 >= 1.5 } == 1.5)
        #expect(ScreenUniformity.firstFloat(from: 1, through: 2) { $0 > 1.5 } == Float(1.5).nextUp)
        #expect(ScreenUniformity.firstFloat(from: 1, through: 2) { _ in false } == Float(2).nextUp)
        #expect(ScreenUniformity.firstFloat(from: 1, through: 2) { _ in true } == 1)
    }

    private func expectAgreement(_ fused: DepthAnalysis, _ scalar: DepthAnalysis) {
        #expect(fused.status == scalar.status)
        #expect(fused.depthLayers == scalar.depthLayers)
        #expect(fused.isLikelyRealScene == scalar.isLikelyRealScene)
        #expect(fused.minDepth == scalar.minDepth && fused.maxDepth == scalar.maxDepth)
        #expect(abs(fused.depthVariance - scalar.depthVariance) < 1e-9)
        #expect(abs(fused.edgeCoherence - scalar.edgeCoherence) < 1e-12)
    }
}

extension SyntheticScene: CustomTestStringConvertible {
    public var testDescription: String { "\(description) \(width)x\(height)" }
}
