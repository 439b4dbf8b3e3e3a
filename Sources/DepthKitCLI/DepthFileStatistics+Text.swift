import DepthKitCore
import Foundation

extension DepthFileStatistics {
    /// The human-readable block of a file that was measured.
    var text: String {
        guard let statistics else { return info.text }
        let range = statistics.validRange
        var lines = [
            info.text,
            "  valid      \(statistics.validCount) of \(statistics.pixelCount) pixels "
                + "(\(format(statistics.coverage * 100, digits: 2)) %) in [\(range.minMeters), \(range.maxMeters)] m",
        ]
        guard let values = statistics.values else {
            lines.append("  NO VALID PIXELS: min, max, mean, std, percentiles and histogram are null")
            return lines.joined(separator: "\n")
        }
        let percentiles = values.percentiles
        let depths: [(String, Double)] = [
            ("min", Double(values.minMeters)), ("p5", percentiles.p5), ("p25", percentiles.p25),
            ("median", percentiles.median), ("p75", percentiles.p75), ("p95", percentiles.p95),
            ("max", Double(values.maxMeters)),
        ]
        lines.append("  depth m    " + depths.map { "\($0) \(format($1, digits: 4))" }.joined(separator: "  "))
        lines.append(
            "  mean m     \(format(values.meanMeters, digits: 4))  std \(format(values.standardDeviationMeters, digits: 4))")
        let histogram = values.histogram
        lines.append(
            "  histogram  \(format(histogram.lowerMeters, digits: 3))…\(format(histogram.upperMeters, digits: 3)) m "
                + "\(histogram.counts.count) bins  \(sparkline(histogram.counts))")
        return lines.joined(separator: "\n")
    }
}

private func format(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

/// One block character per bin, its height proportional to the bin's count.
private func sparkline(_ counts: [Int]) -> String {
    let levels = Array("▁▂▃▄▅▆▇█")
    let largest = max(counts.max() ?? 0, 1)
    return String(counts.map { count in
        count == 0 ? " " : levels[min(levels.count - 1, count * levels.count / (largest + 1))]
    })
}
