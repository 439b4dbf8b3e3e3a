/// How depths are coloured: which colormap, over which range, and which depths count as valid.
/// Shared by ``DepthRenderer`` and ``DepthOverlay``.
public struct DepthColoring: Sendable {
    /// Where the colour range comes from.
    public enum RangeChoice: Hashable, Sendable {
        /// Fixed near and far depths.
        case fixed(NormalizationRange)
        /// The 2nd–98th percentile of the valid depths (``NormalizationRange/automatic(for:valid:)``).
        case automatic
    }

    /// The colormap.
    public var colormap: Colormap
    /// The colour range.
    public var range: RangeChoice
    /// Depths outside this range (and NaN, ±Inf) are invalid.
    public var valid: ValidDepthRange
    /// Colour of invalid pixels; transparent by default.
    public var invalidColor: RGBAColor
    /// Pixels whose confidence is below ``ConfidenceFilter/minimum`` are invalid.
    public var confidence: ConfidenceFilter?

    /// Creates a colouring; the defaults are the capture app's (`nearfar`, 0.5–5 m).
    public init(
        colormap: Colormap = .nearfar, range: RangeChoice = .fixed(.app), valid: ValidDepthRange = .reference,
        invalidColor: RGBAColor = .transparent, confidence: ConfidenceFilter? = nil
    ) {
        self.colormap = colormap
        self.range = range
        self.valid = valid
        self.invalidColor = invalidColor
        self.confidence = confidence
    }

    /// `map` with low-confidence pixels set to NaN, turned by `rotation`, and the colorizer for it
    /// (the automatic range is measured on the masked map).
    func prepare(_ map: DepthMap, rotation: QuarterTurn) throws(RenderingError) -> (DepthMap, DepthColorizer) {
        var masked = map
        if let confidence {
            masked = try confidence.apply(to: map)
        }
        masked = masked.rotated(rotation)
        let resolved: NormalizationRange = switch range {
        case .fixed(let fixed): fixed
        case .automatic: NormalizationRange.automatic(for: masked, valid: valid) ?? .app
        }
        return (masked, DepthColorizer(colormap: colormap, range: resolved, valid: valid, invalidColor: invalidColor))
    }
}

/// Marks depth pixels invalid where a confidence map (ARKit: 0 low, 1 medium, 2 high) is below a minimum.
public struct ConfidenceFilter: Hashable, Sendable {
    /// One confidence value per depth pixel, row-major, in the depth map's own orientation.
    public let values: [UInt8]
    /// The lowest confidence still drawn.
    public let minimum: UInt8

    /// Creates a filter.
    public init(values: [UInt8], minimum: UInt8) {
        self.values = values
        self.minimum = minimum
    }

    /// `map` with every pixel below ``minimum`` replaced by NaN.
    func apply(to map: DepthMap) throws(RenderingError) -> DepthMap {
        guard values.count == map.meters.count else {
            throw .confidenceSizeMismatch(depthPixels: map.meters.count, confidenceValues: values.count)
        }
        let meters = zip(map.meters, values).map { $1 >= minimum ? $0 : Float.nan }
        return try! DepthMap(dimensions: map.dimensions, meters: meters)  // same count as `map`
    }
}
