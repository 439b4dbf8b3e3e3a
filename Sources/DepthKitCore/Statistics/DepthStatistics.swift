/// Statistics of a depth map's valid pixels (finite and inside a ``ValidDepthRange``).
///
/// Accumulation is in Float64: ``DepthValueStatistics/meanMeters`` and
/// ``DepthValueStatistics/standardDeviationMeters`` equal numpy's `mean`/`std` of the valid values
/// as Float64 to ~1e-12 relative; percentiles equal `numpy.percentile` (linear). A map without a
/// single valid pixel is not an error: it has counts and ``values`` is `nil`.
///
/// Cost: one vectorised pass over the map (``ValidDepthSummary``: validity, min, max, sums), a
/// compaction of the valid values into a scratch copy (skipped when every pixel is valid), a
/// vectorised pass over them (squared deviations from the mean, so that the standard deviation is
/// exact to Float64 rounding whatever the spread), the histogram pass (which also sorts each value
/// into one of up to 65536 ordered buckets) and the percentile selection inside the few buckets that
/// hold the wanted ranks. O(pixels); scratch of up to 6 bytes per valid pixel.
public struct DepthStatistics: Equatable, Sendable {
    /// Pixels in the map (`width · height`).
    public let pixelCount: Int
    /// Pixels whose depth is valid.
    public let validCount: Int
    /// The range that decided validity.
    public let validRange: ValidDepthRange
    /// The value statistics, or `nil` when no pixel is valid.
    public let values: DepthValueStatistics?

    /// `validCount / pixelCount`, from 0 to 1.
    public var coverage: Double { Double(validCount) / Double(pixelCount) }

    /// Default number of histogram bins.
    public static let defaultHistogramBins = 50
    /// Allowed numbers of histogram bins.
    public static let histogramBinRange = 1...65_536

    /// Measures `map`.
    /// - Parameters:
    ///   - validRange: which depths count (default: the reference backend's 0.1–20 m).
    ///   - histogramBins: bins over `[min, max]` of the valid depths, within ``histogramBinRange``.
    public init(
        of map: DepthMap, validRange: ValidDepthRange = .reference, histogramBins: Int = defaultHistogramBins
    ) throws(DepthStatisticsError) {
        try self.init(of: map, validRange: validRange, histogramBins: histogramBins, kernel: .vectorised)
    }

    /// Measures `map` with the chosen kernels (the scalar ones are the reference for tests and the
    /// benchmark baseline).
    @_spi(Benchmarking)
    public init(
        of map: DepthMap, validRange: ValidDepthRange = .reference, histogramBins: Int = defaultHistogramBins,
        kernel: StatisticsKernel
    ) throws(DepthStatisticsError) {
        guard Self.histogramBinRange.contains(histogramBins) else {
            throw .histogramBinsOutOfRange(requested: histogramBins, allowed: Self.histogramBinRange)
        }
        let summary = map.meters.withUnsafeBufferPointer { depths in
            switch kernel {
            // The standard deviation comes from the exact second pass: no squares needed here.
            case .vectorised: ValidDepthSummary.vectorised(depths, range: validRange, gatheringSquares: false)
            case .scalar: ValidDepthSummary.scalar(depths, range: validRange, gatheringSquares: false)
            }
        }
        pixelCount = map.dimensions.pixelCount
        validCount = summary.count
        self.validRange = validRange
        guard summary.count > 0 else {
            values = nil
            return
        }
        // A dense map (iPhone LiDAR has no invalid depths at all) needs no compacted copy.
        let valid = summary.count == pixelCount
            ? map.meters : map.meters.validDepths(count: summary.count, range: validRange)
        values = valid.withUnsafeBufferPointer { valid in
            DepthValueStatistics(valid, summary: summary, histogramBins: histogramBins, kernel: kernel)
        }
    }
}

/// Which implementation of the hot loops to run.
@_spi(Benchmarking)
public enum StatisticsKernel: String, Sendable, CaseIterable {
    /// SIMD lanes (the default).
    case vectorised
    /// One value at a time: the reference.
    case scalar
}

/// The statistics of the valid depths of a map that has at least one.
public struct DepthValueStatistics: Equatable, Sendable {
    /// Nearest valid depth, metres.
    public let minMeters: Float
    /// Farthest valid depth, metres.
    public let maxMeters: Float
    /// Mean valid depth, metres.
    public let meanMeters: Double
    /// Population standard deviation (divides by n, as numpy's default), metres.
    public let standardDeviationMeters: Double
    /// Percentiles, metres.
    public let percentiles: DepthPercentiles
    /// Histogram over `[minMeters, maxMeters]`.
    public let histogram: DepthHistogram

    /// Measures `valid`, the valid depths.
    init(
        _ valid: UnsafeBufferPointer<Float>, summary: ValidDepthSummary, histogramBins: Int,
        kernel: StatisticsKernel
    ) {
        let count = Double(valid.count)
        minMeters = summary.minMeters
        maxMeters = summary.maxMeters
        meanMeters = summary.meanMeters
        let squaredDeviations = switch kernel {
        case .vectorised: SquaredDeviations.vectorised(valid, meanMeters: meanMeters)
        case .scalar: SquaredDeviations.scalar(valid, meanMeters: meanMeters)
        }
        standardDeviationMeters = (squaredDeviations / count).squareRoot()
        let bucketOfValue = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: valid.count)
        defer { bucketOfValue.deallocate() }
        var bucketCounts: [Int] = []
        histogram = DepthHistogram(
            valid, minMeters: summary.minMeters, maxMeters: summary.maxMeters, binCount: histogramBins,
            bucketOfValue: bucketOfValue, bucketCounts: &bucketCounts, kernel: kernel)
        percentiles = DepthPercentiles(
            valid, bucketCounts: bucketCounts, bucketOfValue: UnsafeBufferPointer(bucketOfValue))
    }
}

extension Array where Element == Float {
    /// The depths inside `range`, in map order; `count` is how many there are (from the first pass).
    /// Blocks of eight valid depths are copied as one vector; other blocks branch-free, one depth
    /// at a time (every depth is stored, the cursor advances only past valid ones).
    func validDepths(count: Int, range: ValidDepthRange) -> [Float] {
        typealias Lanes = SIMD8<Float>
        let lower = Lanes(repeating: range.minMeters), upper = Lanes(repeating: range.maxMeters)
        // Seven spare slots take the stores past the last valid depth.
        return [Float](unsafeUninitializedCapacity: count + Lanes.scalarCount) { buffer, initialized in
            self.withUnsafeBufferPointer { depths in
                let blockCount = depths.count / Lanes.scalarCount
                // A map has at least one pixel and the buffer at least eight slots: neither is empty.
                let source = UnsafeRawPointer(depths.baseAddress!)
                let destination = UnsafeMutableRawPointer(buffer.baseAddress!)
                var cursor = 0
                for block in 0..<blockCount {
                    let values = source.loadUnaligned(fromByteOffset: block &* MemoryLayout<Lanes>.size, as: Lanes.self)
                    let valid = (values .>= lower) .& (values .<= upper)
                    if all(valid) {
                        destination.storeBytes(of: values, toByteOffset: cursor &* MemoryLayout<Float>.size, as: Lanes.self)
                        cursor &+= Lanes.scalarCount
                    } else {
                        for lane in 0..<Lanes.scalarCount {
                            buffer[cursor] = values[lane]
                            cursor &+= valid[lane] ? 1 : 0
                        }
                    }
                }
                for depth in depths[(blockCount * Lanes.scalarCount)...] {
                    buffer[cursor] = depth
                    cursor &+= range.contains(depth) ? 1 : 0
                }
                initialized = cursor
            }
        }
    }
}
