import Testing
@_spi(Benchmarking) @testable import DepthKitCore

/// The reference histogram's bins computed three ways — the reference's Float64 rule, the direct
/// form, and the bins' Float32 lower bounds (the bin is the last bound at or below the depth), which
/// the histogram pass's fine bins are split at — agree on every depth, the ones next to a bin boundary
/// above all.
@Suite("Reference bins: the direct form and the Float32 bounds equal the Float64 rule")
struct ReferenceBinnerTests {
    /// Depth ranges of real and awkward scenes: a room, a screen at 0.5 m with 3 mm of noise, a
    /// range of a few units in the last place, the whole valid range.
    static let ranges: [(Float, Float)] = [(0.42, 7.9), (0.497, 0.503), (1.0, Float(1.0).nextUp.nextUp.nextUp), (0.1, 20)]

    @Test("every bin boundary ±8 units in the last place, and 20,000 depths across the range", arguments: ranges)
    func agreesWithReference(range: (Float, Float)) throws {
        var summary = ValidDepthSummary(shiftMeters: 0, gatheringSquares: false)
        summary.count = 2
        summary.minMeters = range.0
        summary.maxMeters = range.1
        let binner = try #require(ReferenceBinner(summary: summary))
        let binWidth = (Double(range.1) - Double(range.0)) / Double(ReferenceAlgorithm.binCount)
        func reference(_ value: Float) -> Int {
            ReferenceAlgorithm.bin(Double(value), minDepth: Double(range.0), binWidth: binWidth)
        }
        var bounds = [Float](repeating: 0, count: ReferenceAlgorithm.binCount + 1)
        bounds.withUnsafeMutableBufferPointer { binner.lowerBounds(into: $0) }

        // Depths at and around every boundary, and spread evenly over [min, max].
        var depths: [Float] = [range.0, range.1]
        for bound in bounds.dropFirst().dropLast() where bound.isFinite {
            for step in -8...8 {
                let value = Float(bitPattern: UInt32(Int(bound.bitPattern) + step))
                if value >= range.0 && value <= range.1 { depths.append(value) }
            }
        }
        var generator = SplitMix64(seed: 11)
        for _ in 0..<20_000 {
            depths.append(range.0 + (range.1 - range.0) * Float(generator.next() % 1_000_001) / 1_000_000)
        }
        for value in depths {
            #expect(binner.bin(value) == reference(value), "bin(\(value))")
            #expect(bounds.lastIndex { $0 <= value } == reference(value), "bounds bin(\(value))")
        }
    }

    @Test("the lower bounds are the first depths of their bins")
    func boundsAreFirstDepths() throws {
        var summary = ValidDepthSummary(shiftMeters: 0, gatheringSquares: false)
        summary.count = 2
        summary.minMeters = 0.42
        summary.maxMeters = 7.9
        let binner = try #require(ReferenceBinner(summary: summary))
        var bounds = [Float](repeating: 0, count: ReferenceAlgorithm.binCount + 1)
        bounds.withUnsafeMutableBufferPointer { binner.lowerBounds(into: $0) }
        #expect(bounds.first == -.infinity)
        #expect(bounds.last == .infinity)
        for bin in 1..<ReferenceAlgorithm.binCount {
            #expect(binner.bin(bounds[bin]) == bin)
            #expect(binner.bin(bounds[bin].nextDown) == bin - 1)
        }
    }
}
