/// What `depthkit stats` reports about one depth file: how it decoded and the statistics of its
/// valid pixels. Value fields are `null` when no pixel is valid (`has_valid_pixels: false`) or when
/// the file did not decode (`ok: false`, `error` set).
public struct DepthFileStatistics: Encodable, Sendable {
    /// The input path as given.
    public let file: String
    /// How the file decoded, or why it did not (the `info` fields).
    public let info: DepthFileInfo
    /// The statistics, when the file decoded.
    public let statistics: DepthStatistics?

    /// Describes a decoded file and its statistics.
    public init(file: String, decoded: DecodedDepth, statistics: DepthStatistics) {
        self.file = file
        info = DepthFileInfo(file: file, decoded: decoded)
        self.statistics = statistics
    }

    /// Describes a file that could not be decoded or measured (the message followed by the caller's `advice`).
    public init(file: String, error: InputError, advice: ErrorAdvice = .none) {
        self.file = file
        info = DepthFileInfo(file: file, error: error, advice: advice)
        statistics = nil
    }

    private enum CodingKeys: String, CodingKey {
        case validRange = "valid_range"
        case pixelCount = "pixel_count"
        case validCount = "valid_count"
        case coverage
        case hasValidPixels = "has_valid_pixels"
        case min, max, mean, std, median, p5, p25, p75, p95, histogram
    }

    public func encode(to encoder: any Encoder) throws {
        try info.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        let values = statistics?.values
        try container.encode(statistics.map { ValidRangeReport($0.validRange) }, forKey: .validRange)
        try container.encode(statistics?.pixelCount, forKey: .pixelCount)
        try container.encode(statistics?.validCount, forKey: .validCount)
        try container.encode(statistics?.coverage, forKey: .coverage)
        try container.encode(statistics.map { $0.values != nil }, forKey: .hasValidPixels)
        try container.encode(values?.minMeters, forKey: .min)
        try container.encode(values?.maxMeters, forKey: .max)
        try container.encode(values?.meanMeters, forKey: .mean)
        try container.encode(values?.standardDeviationMeters, forKey: .std)
        try container.encode(values?.percentiles.median, forKey: .median)
        try container.encode(values?.percentiles.p5, forKey: .p5)
        try container.encode(values?.percentiles.p25, forKey: .p25)
        try container.encode(values?.percentiles.p75, forKey: .p75)
        try container.encode(values?.percentiles.p95, forKey: .p95)
        try container.encode(values.map { HistogramReport($0.histogram) }, forKey: .histogram)
    }
}

/// `{"min": 0.1, "max": 20}`: the valid range in metres.
private struct ValidRangeReport: Encodable {
    let min: Float
    let max: Float

    init(_ range: ValidDepthRange) {
        min = range.minMeters
        max = range.maxMeters
    }
}

/// `{"lower": 1.2, "upper": 4.5, "counts": […]}`: edges in metres, counts near to far.
private struct HistogramReport: Encodable {
    let lower: Double
    let upper: Double
    let counts: [Int]

    init(_ histogram: DepthHistogram) {
        lower = histogram.lowerMeters
        upper = histogram.upperMeters
        counts = histogram.counts
    }
}
