import Testing
@_spi(Benchmarking) @testable import DepthKitCore

/// The histogram pass counts each depth once, in a fine bin of Float32 bit patterns split at the
/// reference bin boundary it may hold; both histograms summed from those counts equal counting each
/// pixel by the rules themselves, on ranges whose reference bins are wide, narrow or empty.
@Suite("Fine depth bins")
struct FineDepthBinsTests {
    /// The ranges of ``ReferenceBinnerTests`` and one of a single depth.
    static let ranges: [(Float, Float)] = [
        (0.42, 7.9), (0.497, 0.503), (1.0, Float(1.0).nextUp.nextUp.nextUp), (0.1, 20), (1.5, 1.5),
    ]

    @Test("both histograms and the confidence counts equal counting pixel by pixel", arguments: ranges)
    func histograms(range: (Float, Float)) throws {
        var generator = SplitMix64(seed: 21)
        // The ends, depths around every reference boundary, random depths, and depths that count nowhere.
        var summary = ValidDepthSummary(shiftMeters: 0, gatheringSquares: false)
        summary.count = 2
        summary.minMeters = range.0
        summary.maxMeters = range.1
        var depths: [Float] = [range.0, range.1]
        if let binner = ReferenceBinner(summary: summary) {
            var bounds = [Float](repeating: 0, count: ReferenceAlgorithm.binCount + 1)
            bounds.withUnsafeMutableBufferPointer { binner.lowerBounds(into: $0) }
            for bound in bounds.dropFirst().dropLast() where bound.isFinite {
                for step in -8...8 {
                    let value = Float(bitPattern: UInt32(Int(bound.bitPattern) + step))
                    if value >= range.0 && value <= range.1 { depths.append(value) }
                }
            }
        }
        for _ in 0..<5_000 {
            depths.append(range.0 + (range.1 - range.0) * Float(generator.next() % 1_000_001) / 1_000_000)
        }
        depths += [.nan, .infinity, -1, 0, 0.05, 25]
        // 101 columns: rows of odd length put pixels on both sides of every group of eight, and the last
        // ones take the one-by-one path.
        let height = (depths.count + 100) / 101
        let map = try AnalysisFixtures.map(width: 101, height: height) { x, y in
            let index = y * 101 + x
            return index < depths.count ? depths[index] : depths[index % depths.count]
        }
        let levels = (0..<map.dimensions.pixelCount).map { _ in UInt8(generator.next() % 3) }
        let farLimit = (range.0 + range.1) / 2
        // Expected: each pixel by the reference's Float64 rule and the log-depth bin, in turn.
        let validRange = ReferenceAlgorithm.validRange
        let binWidth = (Double(range.1) - Double(range.0)) / Double(ReferenceAlgorithm.binCount)
        var reference = [Int](repeating: 0, count: ReferenceAlgorithm.binCount)
        var logDepth = [Int](repeating: 0, count: LogDepthHistogram.binCount)
        var beyondRange = 0
        for (depth, level) in zip(map.meters, levels) where validRange.contains(depth) {
            if range.1 > range.0 {
                reference[ReferenceAlgorithm.bin(Double(depth), minDepth: Double(range.0), binWidth: binWidth)] += 1
            }
            if level >= 1 {
                logDepth[LogDepthHistogram.bin(depth)] += 1
            } else if depth >= farLimit {
                beyondRange += 1
            }
        }
        map.meters.withUnsafeBufferPointer { depth in
            levels.withUnsafeBufferPointer { confidence in
                let summary = ValidDepthSummary.vectorised(depth, range: validRange)
                #expect(summary.minMeters == range.0 && summary.maxMeters == range.1)
                let histograms = DepthHistograms(
                    depth: depth, confidence: confidence, minConfidence: 1, summary: summary, farLimitMeters: farLimit)
                #expect(histograms.reference == reference)
                #expect(histograms.logDepth == logDepth)
                #expect(histograms.assessmentValid == logDepth.reduce(0, +))
                #expect(histograms.highConfidence == levels.filter { $0 == ConfidenceMap.highLevel }.count)
                #expect(histograms.beyondRange == beyondRange)
                // Without a confidence map every valid depth is logged.
                let plain = DepthHistograms(depth: depth, confidence: nil, minConfidence: 1, summary: summary)
                #expect(plain.reference == reference)
                #expect(plain.assessmentValid == map.meters.filter(validRange.contains).count)
                #expect(plain.highConfidence == 0 && plain.beyondRange == 0)
            }
        }
    }

    @Test("a map without a valid depth counts nothing but its confidence levels")
    func noValidDepth() throws {
        // 19 × 3: two groups of eight per row and three pixels one by one.
        let map = try AnalysisFixtures.map(width: 19, height: 3) { x, _ in [Float.nan, 0, -1, 25, .infinity][x % 5] }
        let levels = (0..<map.dimensions.pixelCount).map { UInt8($0 % 3) }
        map.meters.withUnsafeBufferPointer { depth in
            levels.withUnsafeBufferPointer { confidence in
                let summary = ValidDepthSummary.vectorised(depth, range: ReferenceAlgorithm.validRange)
                let histograms = DepthHistograms(
                    depth: depth, confidence: confidence, minConfidence: 1, summary: summary, farLimitMeters: 5)
                #expect(histograms.reference == [Int](repeating: 0, count: ReferenceAlgorithm.binCount))
                #expect(histograms.logDepth == [Int](repeating: 0, count: LogDepthHistogram.binCount))
                #expect(histograms.assessmentValid == 0 && histograms.beyondRange == 0)
                // Levels 0, 1, 2 in turn over 57 pixels: 19 of level 2.
                #expect(histograms.highConfidence == 19)
            }
        }
    }

    static func fineBins(_ range: (Float, Float)) -> FineDepthBins {
        var summary = ValidDepthSummary(shiftMeters: 0, gatheringSquares: false)
        summary.count = 2
        summary.minMeters = range.0
        summary.maxMeters = range.1
        let binner = ReferenceBinner(summary: summary)
        var bounds = [Float](repeating: 0, count: ReferenceAlgorithm.binCount + 1)
        bounds.withUnsafeMutableBufferPointer { bounds in _ = binner.map { $0.lowerBounds(into: bounds) } }
        return bounds.withUnsafeBufferPointer {
            FineDepthBins(minMeters: range.0, maxMeters: range.1, referenceBounds: binner == nil ? nil : $0)
        }
    }

    // Bit patterns above 0.1 m's (0x3DCCCCCD): 0.42 m 0x3ED70A3D, 17,448,304 above, and 7.9 m 0x40FCCCCD,
    // 53,477,376 above; shifted by 18 (the log-depth bins), 66…204: 139 bins, none wider than 0.125 m, so
    // none holds two boundaries of the 0.1496 m reference bins. 0.497 m and 0.503 m: 0x3EFE76C9 and
    // 0x3F00C49C, 20,031,996 and 20,182,991 above; by 9, 297 bins, too many; by 10, 19,562…19,709: 148 bins
    // of at most 0.061 mm, the reference bins 0.12 mm.
    @Test("about 256 fine bins at most, as wide as the log-depth bins where the reference bins allow", arguments: [
        ((Float(0.42), Float(7.9)), UInt32(18), 139), ((Float(0.497), Float(0.503)), UInt32(10), 148),
        ((Float(1.5), Float(1.5)), UInt32(0), 1),
    ])
    func shiftAndCount(range: (Float, Float), shift: UInt32, count: Int) {
        let fine = Self.fineBins(range)
        #expect(fine.shift == shift)
        #expect(fine.count == count)
    }

    @Test("over the whole valid range, the log-depth bins near 20 m would hold two reference boundaries: finer bins")
    func wholeRange() {
        // At shift 18 the bins from 16 m on are 0.5 m wide, the reference bins (19.9 m / 50) 0.398 m.
        let fine = Self.fineBins((0.1, 20))
        #expect(fine.shift < 18)
        #expect(fine.count > 256)
        #expect(fine.logBin(fine.count - 1) == LogDepthHistogram.bin(20))
        #expect(fine.logBin(0) == 0)
    }
}
