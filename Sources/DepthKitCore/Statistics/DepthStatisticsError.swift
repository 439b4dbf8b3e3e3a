/// Why statistics cannot be computed with the requested settings.
public enum DepthStatisticsError: DepthKitError, Equatable {
    /// The histogram bin count is outside the allowed range.
    case histogramBinsOutOfRange(requested: Int, allowed: ClosedRange<Int>)

    public var category: FailureCategory { .usage }

    public var kind: String { "histogram_bins_out_of_range" }

    public var description: String {
        switch self {
        case let .histogramBinsOutOfRange(requested, allowed):
            "\(requested) histogram bins is outside \(allowed.lowerBound)...\(allowed.upperBound)"
        }
    }
}
