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
