/// Percentiles of the valid depths in metres, as `numpy.percentile(values, q)` with the default
/// `linear` method computes them on the values as Float64.
public struct DepthPercentiles: Equatable, Sendable {
    /// 5th percentile, metres.
    public let p5: Double
    /// 25th percentile (lower quartile), metres.
    public let p25: Double
    /// 50th percentile, metres.
    public let median: Double
    /// 75th percentile (upper quartile), metres.
    public let p75: Double
    /// 95th percentile, metres.
    public let p95: Double

    /// The percentiles reported, in percent.
    static let levels: [Double] = [5, 25, 50, 75, 95]

    /// Computes the percentiles by selection, using the histogram pass's buckets: buckets are
    /// ordered like the values, so each wanted rank lies in a known bucket at a known offset. Only
    /// the values of those few buckets are copied out and put in order there by introselect
    /// (``OrderStatistics``); no other value is moved. O(n) plus the selection inside the buckets.
    /// - Parameters:
    ///   - values: the valid depths (non-empty, no NaN).
    ///   - bucketCounts: values per bucket.
    ///   - bucketOfValue: each value's bucket.
    init(_ values: UnsafeBufferPointer<Float>, bucketCounts: [Int], bucketOfValue: UnsafeBufferPointer<UInt16>) {
        let positions = Self.levels.map { LinearPosition(percent: $0, count: values.count) }
        let selected = BucketSelection(
            values, counts: bucketCounts, bucketOfValue: bucketOfValue, ranks: LinearPosition.ranks(of: positions))
        let results = positions.map { $0.interpolate(selected.value(atRank: $0.below), selected.value(atRank: $0.above)) }
        p5 = results[0]
        p25 = results[1]
        median = results[2]
        p75 = results[3]
        p95 = results[4]
    }
}

/// The values of the buckets that hold the wanted ranks, gathered in bucket order, with those
/// ranks selected inside each bucket.
private struct BucketSelection {
    /// Gathered values: the wanted buckets one after the other.
    private var gathered: [Float]
    /// Rank (among all values) of the first value of each bucket.
    private let bucketStart: [Int]
    /// Where each wanted bucket starts in `gathered` (−1 for buckets not gathered).
    private let gatheredStart: [Int]
    private let bucketOfRank: [Int: Int]

    init(_ values: UnsafeBufferPointer<Float>, counts: [Int], bucketOfValue: UnsafeBufferPointer<UInt16>, ranks: [Int]) {
        var start = [Int](repeating: 0, count: counts.count + 1)
        for bucket in counts.indices { start[bucket + 1] = start[bucket] + counts[bucket] }
        var bucketOfRank: [Int: Int] = [:]
        var wanted: [Int] = []
        var bucket = 0
        for rank in ranks {
            while start[bucket + 1] <= rank { bucket += 1 }
            bucketOfRank[rank] = bucket
            if wanted.last != bucket { wanted.append(bucket) }
        }
        var gatheredStart = [Int](repeating: -1, count: counts.count)
        var total = 0
        for bucket in wanted {
            gatheredStart[bucket] = total
            total += counts[bucket]
        }
        var cursor = gatheredStart
        gathered = cursor.withUnsafeMutableBufferPointer { cursor in
            [Float](unsafeUninitializedCapacity: total) { buffer, initialized in
                for index in values.indices {
                    let bucket = Int(bucketOfValue[index])
                    let slot = cursor[bucket]
                    if slot >= 0 {
                        buffer[slot] = values[index]
                        cursor[bucket] = slot + 1
                    }
                }
                initialized = total
            }
        }
        gathered.withUnsafeMutableBufferPointer { gathered in
            for bucket in wanted {
                let offset = gatheredStart[bucket]
                let bucketRanks = ranks.filter { bucketOfRank[$0] == bucket }.map { $0 - start[bucket] }
                OrderStatistics.select(
                    ranks: bucketRanks, in: UnsafeMutableBufferPointer(rebasing: gathered[offset..<(offset + counts[bucket])]))
            }
        }
        bucketStart = start
        self.gatheredStart = gatheredStart
        self.bucketOfRank = bucketOfRank
    }

    /// The value of rank `rank` (one of the ranks asked for), as Float64.
    func value(atRank rank: Int) -> Double {
        // Every rank asked for was assigned its bucket in `init`.
        let bucket = bucketOfRank[rank]!
        return Double(gathered[gatheredStart[bucket] + rank - bucketStart[bucket]])
    }
}
