import Foundation

/// DepthKit's layer count: prominent peaks of the smoothed ``LogDepthHistogram``.
///
/// Unlike the reference, a cluster spread over two (or more) bins is a layer (plateaus are peaks),
/// bin widths do not depend on the scene's range, and a peak counts only when it rises a fixed share
/// of the valid pixels above the valley separating it from any higher peak (topographic prominence).
enum DepthLayers {
    /// Smoothing kernel `[1, 2, 3, 2, 1] / 9` (two 3-point means), zero outside the histogram.
    static let kernel: [Double] = [1, 2, 3, 2, 1].map { $0 / 9 }

    /// The number of layers in `histogram` for `validCount` pixels.
    static func count(histogram: [Int], validCount: Int, prominenceFraction: Double) -> Int {
        guard validCount > 0 else { return 0 }
        let smoothed = smooth(zip(histogram, densityWeights).map { Double($0) * $1 })
        let minimumProminence = prominenceFraction * Double(validCount)
        return peaks(smoothed).filter { prominence(of: $0, in: smoothed) >= minimumProminence }.count
    }

    /// The bit-pattern bins are twice as wide (relative to depth) at the start of an octave as at its
    /// end; counts are scaled to a common log-width (the mean bin's) so that a smooth distribution does
    /// not get false peaks at 0.2, 0.4, 0.8… m.
    static let densityWeights: [Double] = {
        let meanWidth = log(Double(ReferenceAlgorithm.validRange.maxMeters / ReferenceAlgorithm.validRange.minMeters))
            / Double(LogDepthHistogram.binCount)
        return (0..<LogDepthHistogram.binCount).map { bin in
            let lower = Double(LogDepthHistogram.lowerBound(ofBin: bin))
            let upper = Double(LogDepthHistogram.lowerBound(ofBin: bin + 1))
            return meanWidth / log(upper / lower)
        }
    }()

    static func smooth(_ histogram: [Double]) -> [Double] {
        let reach = kernel.count / 2
        return histogram.indices.map { index in
            var total = 0.0
            for (offset, weight) in kernel.enumerated() {
                let source = index + offset - reach
                if histogram.indices.contains(source) { total += weight * histogram[source] }
            }
            return total
        }
    }

    /// Local maxima, plateaus included: runs of equal values whose neighbours (or the ends) are lower.
    static func peaks(_ values: [Double]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var start = 0
        while start < values.count {
            var end = start
            while end + 1 < values.count && values[end + 1] == values[start] { end += 1 }
            let height = values[start]
            let leftLower = start == 0 || values[start - 1] < height
            let rightLower = end == values.count - 1 || values[end + 1] < height
            if height > 0 && leftLower && rightLower { result.append(start...end) }
            start = end + 1
        }
        return result
    }

    /// Height above the higher of the two valleys reaching a higher bin (or the histogram's end,
    /// where the count is 0) on either side.
    static func prominence(of peak: ClosedRange<Int>, in values: [Double]) -> Double {
        let height = values[peak.lowerBound]
        var leftValley = height
        var index = peak.lowerBound - 1
        while index >= 0 && values[index] <= height {
            leftValley = min(leftValley, values[index])
            index -= 1
        }
        if index < 0 { leftValley = 0 }
        var rightValley = height
        index = peak.upperBound + 1
        while index < values.count && values[index] <= height {
            rightValley = min(rightValley, values[index])
            index += 1
        }
        if index >= values.count { rightValley = 0 }
        return height - max(leftValley, rightValley)
    }
}
