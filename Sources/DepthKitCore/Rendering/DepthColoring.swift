/// How depths are coloured: which colormap, over which range, and which depths count as valid.
/// Shared by ``DepthRenderer`` and ``DepthOverlay``.
public struct DepthColoring: Sendable {
    /// Where the colour range comes from.
    public enum RangeChoice: Hashable, Sendable {
        /// Fixed near and far depths.
        case fixed(NormalizationRange)
        /// The 2nd–98th percentile of the valid depths (``NormalizationRange/automatic(for:valid:)``);
        /// the app's 0.5–5 m when no pixel is valid.
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
    /// ARKit's confidence of each depth pixel: pixels below ``minimumConfidence`` are invalid.
    public var confidence: ConfidenceMap?
    /// With ``confidence``: the lowest level (0, 1 or 2) still drawn.
    public var minimumConfidence: UInt8

    /// Creates a colouring; the defaults are the capture app's (`nearfar`, 0.5–5 m).
    public init(
        colormap: Colormap = .nearfar, range: RangeChoice = .fixed(.app), valid: ValidDepthRange = .reference,
        invalidColor: RGBAColor = .transparent, confidence: ConfidenceMap? = nil, minimumConfidence: UInt8 = 1
    ) {
        self.colormap = colormap
        self.range = range
        self.valid = valid
        self.invalidColor = invalidColor
        self.confidence = confidence
        self.minimumConfidence = minimumConfidence
    }

    /// `map` with low-confidence pixels set to NaN, turned by `rotation`, and the colorizer for it
    /// (the automatic range is measured on the masked map).
    /// - Throws: ``ConfidenceMapError/sizeMismatch(expected:expectedBytes:actualBytes:)`` when the
    ///   confidence map's grid is not the depth map's.
    func prepare(_ map: DepthMap, rotation: QuarterTurn) throws(ConfidenceMapError) -> (DepthMap, DepthColorizer) {
        var masked = map
        if let confidence {
            masked = try Self.mask(map, below: minimumConfidence, in: confidence)
        }
        masked = masked.rotated(rotation)
        let resolved: NormalizationRange = switch range {
        case .fixed(let fixed): fixed
        case .automatic: NormalizationRange.automatic(for: masked, valid: valid) ?? .app
        }
        return (masked, DepthColorizer(colormap: colormap, range: resolved, valid: valid, invalidColor: invalidColor))
    }

    /// `map` with every pixel whose confidence is below `minimum` replaced by NaN.
    private static func mask(_ map: DepthMap, below minimum: UInt8, in confidence: ConfidenceMap) throws(ConfidenceMapError) -> DepthMap {
        guard confidence.dimensions == map.dimensions else {
            throw .sizeMismatch(expected: map.dimensions, expectedBytes: map.dimensions.pixelCount, actualBytes: confidence.levels.count)
        }
        var meters = map.meters
        for index in meters.indices where confidence.levels[index] < minimum { meters[index] = .nan }
        return try! DepthMap(dimensions: map.dimensions, meters: meters)  // same count as `map`
    }
}
