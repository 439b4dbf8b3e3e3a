import Testing
@_spi(Benchmarking) @testable import DepthKitCore

/// The vectorised kernels against the scalar references, and selection against sorting, on
/// seeded pseudo-random data with every awkward value and every tail length.
@Suite("Statistics kernels")
struct StatisticsKernelTests {
    @Test("vectorised and scalar first passes agree", arguments: 0..<24)
    func firstPassAgrees(count: Int) throws {
        var generator = SplitMix64(seed: UInt64(count))
        let special: [Float] = [.nan, .infinity, -.infinity, 0, -0.0, 0.1, 20, 20.000002, 0.099999994, -3]
        let depths = (0..<(count * 37 + count)).map { _ in
            generator.next() % 5 == 0 ? special[Int(generator.next() % UInt64(special.count))]
                : Float(generator.next() % 30_000) / 1000
        }
        try depths.withUnsafeBufferPointer { depths in
            let scalar = ValidDepthSummary.scalar(depths, range: .reference)
            let vectorised = ValidDepthSummary.vectorised(depths, range: .reference)
            #expect(vectorised.count == scalar.count)
            #expect(vectorised.minMeters == scalar.minMeters)
            #expect(vectorised.maxMeters == scalar.maxMeters)
            #expect(vectorised.shiftMeters == scalar.shiftMeters)
            #expect(scalar.count == 0 || relativeError(vectorised.meanMeters, scalar.meanMeters) <= 1e-12)
            let vectorisedSquares = try #require(vectorised.shiftedSquares)
            let scalarSquares = try #require(scalar.shiftedSquares)
            #expect(relativeError(vectorisedSquares, scalarSquares) <= 1e-12)
            // Without the squares: the same count, extremes and shift, the same mean.
            for summary in [
                ValidDepthSummary.vectorised(depths, range: .reference, gatheringSquares: false),
                ValidDepthSummary.scalar(depths, range: .reference, gatheringSquares: false),
            ] {
                #expect(summary.shiftedSquares == nil && summary.standardDeviationMeters == nil)
                #expect(summary.count == scalar.count && summary.shiftMeters == scalar.shiftMeters)
                #expect(summary.minMeters == scalar.minMeters && summary.maxMeters == scalar.maxMeters)
                #expect(scalar.count == 0 || relativeError(summary.meanMeters, scalar.meanMeters) <= 1e-12)
            }
            let mean = 1.5
            #expect(relativeError(
                SquaredDeviations.vectorised(depths, meanMeters: mean),
                SquaredDeviations.scalar(depths, meanMeters: mean)) <= 1e-12 || depths.contains { !$0.isFinite })
        }
    }

    @Test("widening on bit patterns equals the conversion for every positive normal Float32 drawn")
    func bitPatternWidening() {
        var generator = SplitMix64(seed: 26)
        // Positive normal bit patterns are 0x0080_0000 … 0x7F7F_FFFF.
        let values: [Float] = [.leastNormalMagnitude, 0.1, 1, 20, .greatestFiniteMagnitude]
            + (0..<4_003).map { _ in Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()) % 0x7F00_0000 + 0x0080_0000) }
        for start in stride(from: 0, to: values.count - 3, by: 4) {
            let lanes = SIMD4(values[start], values[start + 1], values[start + 2], values[start + 3])
            let bits = lanes.widenedPairs(positiveNormal: true), converted = lanes.widenedPairs(positiveNormal: false)
            #expect(bits.even == SIMD2(Double(lanes[0]), Double(lanes[2])) && bits.odd == SIMD2(Double(lanes[1]), Double(lanes[3])))
            #expect(bits.even == converted.even && bits.odd == converted.odd)
        }
    }

    @Test("a range reaching below zero (the first pass's conversion path) agrees with the scalar pass")
    func rangeBelowZero() throws {
        let range = try ValidDepthRange(minMeters: -5, maxMeters: 25)
        var generator = SplitMix64(seed: 7)
        // Negative, zero and positive depths, some outside the range, and NaN.
        let depths = (0..<1_003).map { index in
            index % 97 == 0 ? Float.nan : Float(Int(generator.next() % 40_000) - 10_000) / 1000
        }
        try depths.withUnsafeBufferPointer { depths in
            let scalar = ValidDepthSummary.scalar(depths, range: range)
            let vectorised = ValidDepthSummary.vectorised(depths, range: range)
            #expect(vectorised.count == scalar.count && vectorised.count > 0)
            #expect(vectorised.minMeters == scalar.minMeters && vectorised.maxMeters == scalar.maxMeters)
            #expect(vectorised.minMeters < 0 && vectorised.shiftMeters == scalar.shiftMeters)
            #expect(relativeError(vectorised.meanMeters, scalar.meanMeters) <= 1e-12)
            let vectorisedSquares = try #require(vectorised.shiftedSquares)
            let scalarSquares = try #require(scalar.shiftedSquares)
            #expect(relativeError(vectorisedSquares, scalarSquares) <= 1e-12)
        }
    }

    @Test("the pair sums without offsets (the reference range) equal the offsets' sums bit for bit")
    func pairSumsWithoutOffsets() throws {
        // 1e-7 … 20 m spans more than 2²⁷, so the first pass sums offsets there; on depths that are
        // valid in both ranges the two ways must give the same bits (they round the same exact sums).
        let wide = try ValidDepthRange(minMeters: 1e-7, maxMeters: 20)
        let low = Float(0.1).bitPattern, high = Float(20).bitPattern
        for seed in 0..<8 as Range<UInt64> {
            var generator = SplitMix64(seed: seed)
            // Every mantissa bit in use, some invalid in both ranges (NaN, 0, negative, beyond 20 m).
            let depths = (0..<(4_099 + Int(seed))).map { index -> Float in
                index % 53 == 0 ? [Float.nan, 0, -1, 25][index % 4]
                    : Float(bitPattern: low + UInt32(truncatingIfNeeded: generator.next()) % (high - low + 1))
            }
            try depths.withUnsafeBufferPointer { depths in
                let exact = ValidDepthSummary.vectorised(depths, range: .reference)
                let offsets = ValidDepthSummary.vectorised(depths, range: wide)
                #expect(exact.count == offsets.count && exact.shiftMeters == offsets.shiftMeters)
                #expect(exact.shiftedSum.bitPattern == offsets.shiftedSum.bitPattern)
                let exactSquares = try #require(exact.shiftedSquares), offsetSquares = try #require(offsets.shiftedSquares)
                #expect(exactSquares.bitPattern == offsetSquares.bitPattern)
            }
        }
    }

    @Test("0.1 and 20.0 are valid, the Float32 neighbours outside are not")
    func boundsInclusive() {
        let depths: [Float] = [0.1, 20, Float(0.1).nextDown, Float(20).nextUp, .nan, 1, 1, 1, 1]
        depths.withUnsafeBufferPointer { depths in
            #expect(ValidDepthSummary.vectorised(depths, range: .reference).count == 6)
            #expect(ValidDepthSummary.scalar(depths, range: .reference).count == 6)
        }
    }

    @Test("bucketed percentiles equal the sorted-array formula on quantised data", arguments: [1, 3, 50, 1_000, 1_999, 65_536])
    func percentilesMatchSorting(bins: Int) throws {
        var generator = SplitMix64(seed: UInt64(bins))
        // 1 mm steps as 16-bit PNG exports have: many duplicates, many values on bin edges.
        let depths = (0..<10_007).map { _ in Float(400 + generator.next() % 2_000) / 1000 }
        let map = try DepthMap(dimensions: try DepthDimensions(width: 10_007, height: 1), meters: depths)
        let sorted = depths.sorted().map(Double.init)
        let expected = [5.0, 25, 50, 75, 95].map { percent in
            // numpy's linear method on the sorted values.
            let position = Double(sorted.count - 1) * (percent / 100)
            let below = Int(position.rounded(.down))
            let above = min(below + 1, sorted.count - 1)
            return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
        }
        for kernel in StatisticsKernel.allCases {
            let values = try #require(try DepthStatistics(of: map, histogramBins: bins, kernel: kernel).values)
            let percentiles = values.percentiles
            let measured = [percentiles.p5, percentiles.p25, percentiles.median, percentiles.p75, percentiles.p95]
            #expect(zip(measured, expected).allSatisfy { abs($0 - $1) <= 1e-12 }, "\(kernel): \(measured) vs \(expected)")
            #expect(values.histogram.counts.reduce(0, +) == depths.count)
        }
        // 1999 bins over [0.4, 2.399] m put an edge on (or within rounding of) every millimetre.
        let histograms = try StatisticsKernel.allCases.map { kernel in
            try #require(try DepthStatistics(of: map, histogramBins: bins, kernel: kernel).values).histogram
        }
        #expect(histograms[0] == histograms[1])
        // numpy.histogram(d.astype(float64), bins) of the same SplitMix64 draws reproduced in Python:
        // (Σ i·counts[i], Σ i²·counts[i], max count).
        let numpy: [Int: [Int]] = [50: [245_078, 8_036_402, 223], 1_999: [10_002_685, 13_345_516_957, 20]]
        if let expected = numpy[bins] {
            let counts = histograms[0].counts
            let moments = [
                counts.indices.reduce(0) { $0 + $1 * counts[$1] },
                counts.indices.reduce(0) { $0 + $1 * $1 * counts[$1] },
                counts.max() ?? 0,
            ]
            #expect(moments == expected)
        }
    }

    @Test("vectorised and scalar histograms agree on depths at and beside every bin edge", arguments: [
        1, 2, 7, 50, 333, 1_999, 4_096, 65_536,
    ])
    func histogramEdgesAgree(bins: Int) throws {
        var generator = SplitMix64(seed: UInt64(bins))
        let lower: Float = 0.37, upper: Float = 7.91
        let step = (Double(upper) - Double(lower)) / Double(bins)
        // The Float32 depths nearest to each Float64 edge and their neighbours, then random depths.
        var depths = (0...bins).flatMap { bin -> [Float] in
            let edge = Float(Double(bin) * step + Double(lower))
            return [edge.nextDown, edge, edge.nextUp].filter { $0 >= lower && $0 <= upper }
        }
        depths += (0..<20_011).map { _ in lower + Float(generator.next() % 1_000_000) / 1_000_000 * (upper - lower) }
        depths += [lower, upper]
        let map = try DepthMap(dimensions: try DepthDimensions(width: depths.count, height: 1), meters: depths)
        let results = try StatisticsKernel.allCases.map { kernel in
            try #require(try DepthStatistics(of: map, histogramBins: bins, kernel: kernel).values)
        }
        #expect(results[0].histogram == results[1].histogram)
        #expect(results[0].percentiles == results[1].percentiles)
    }

    @Test("a single depth whose widened range Float32 cannot hold fills the middle bin", arguments: [1, 50, 65_536])
    func singleDepthWidened(bins: Int) throws {
        // 1.3 − 0.5 in Float64 is not a Float32: the lanes cannot take that lower edge.
        let map = try DepthMap(dimensions: try DepthDimensions(width: 37, height: 1), meters: Array(repeating: 1.3, count: 37))
        for kernel in StatisticsKernel.allCases {
            let values = try #require(try DepthStatistics(of: map, histogramBins: bins, kernel: kernel).values)
            // numpy.histogram(np.full(37, np.float32(1.3)).astype(float64), bins): all in bin bins // 2.
            var expected = Array(repeating: 0, count: bins)
            expected[bins / 2] = 37
            #expect(values.histogram.counts == expected, "\(kernel)")
            #expect(values.percentiles.median == Double(Float(1.3)))
        }
    }

    @Test("selection puts every requested rank where sorting would", arguments: [
        "random", "sorted", "reversed", "constant", "few distinct", "organ pipe",
    ])
    func selectionMatchesSort(pattern: String) {
        var generator = SplitMix64(seed: 42)
        for count in [1, 2, 3, 15, 16, 17, 100, 1_001, 49_152] {
            let values: [Float] = (0..<count).map { index in
                switch pattern {
                case "random": Float(generator.next() % 1_000_000) / 1000
                case "sorted": Float(index)
                case "reversed": Float(count - index)
                case "constant": 2
                case "few distinct": Float(generator.next() % 3)
                default: Float(min(index, count - index))
                }
            }
            let sorted = values.sorted()
            let ranks = Array(Set([0, count / 20, count / 4, count / 2, count / 2 + 1, 3 * count / 4, count - 1]
                .filter { $0 < count })).sorted()
            var selected = values
            selected.withUnsafeMutableBufferPointer { OrderStatistics.select(ranks: ranks, in: $0) }
            #expect(ranks.map { selected[$0] } == ranks.map { sorted[$0] }, "\(pattern) \(count)")
            #expect(selected.sorted() == sorted)
        }
    }

    @Test("one rank: selection agrees with sorting")
    func singleRank() {
        var generator = SplitMix64(seed: 42)
        for count in [1, 2, 7, 100, 1001] {
            let values = (0..<count).map { _ in Float(generator.next() % 1000) / 10 }
            let sorted = values.sorted()
            for k in Set([0, count / 3, count / 2, count - 1]) {
                var copy = values
                let selected = copy.withUnsafeMutableBufferPointer { OrderStatistics.value(atRank: k, in: $0) }
                #expect(selected == sorted[k], "k = \(k) of \(count)")
            }
        }
    }

    @Test("one rank: the sorted element at every rank, duplicates included")
    func singleRankDuplicates() {
        var generator = SplitMix64(seed: 9)
        let values = (0..<501).map { _ in Float(Int.random(in: 0..<40, using: &generator)) / 8 }
        let sorted = values.sorted()
        for rank in [0, 1, 100, 250, 499, 500] {
            var copy = values
            #expect(copy.withUnsafeMutableBufferPointer { OrderStatistics.value(atRank: rank, in: $0) } == sorted[rank])
        }
    }

    @Test("one rank: selection survives an organ-pipe sequence (falls back to sorting when pivots go wrong)")
    func singleRankWorstCase() {
        let count = 4001
        let values = (0..<count).map { Float($0 < count / 2 ? $0 : count - $0) }
        let sorted = values.sorted()
        for rank in [0, count / 2, count - 1] {
            var copy = values
            #expect(copy.withUnsafeMutableBufferPointer { OrderStatistics.value(atRank: rank, in: $0) } == sorted[rank])
        }
    }
}
