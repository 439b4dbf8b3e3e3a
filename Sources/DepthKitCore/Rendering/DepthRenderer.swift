/// Draws a depth map as a colour picture: colormap, rotation, optional bilinear upscale that never
/// blends valid with invalid depth, and an optional colour-bar legend.
public struct DepthRenderer: Sendable {
    /// Colormap, range and validity.
    public var coloring: DepthColoring
    /// Clockwise rotation applied to the map before everything else.
    public var rotation: QuarterTurn
    /// Output size (after rotation); `nil` keeps the map's own size.
    public var size: OutputSize?
    /// Whether to append a colour bar with metre labels on the right.
    public var legend: Bool

    /// Creates a renderer.
    public init(coloring: DepthColoring = DepthColoring(), rotation: QuarterTurn = .none, size: OutputSize? = nil, legend: Bool = false) {
        self.coloring = coloring
        self.rotation = rotation
        self.size = size
        self.legend = legend
    }

    /// Renders `map`. Without a legend the result is an indexed picture (palette: invalid colour,
    /// then 255 colour levels, see ``DepthColorizer``); with one it is RGBA.
    /// - Throws: ``ConfidenceMapError/sizeMismatch(expected:expectedBytes:actualBytes:)`` when the
    ///   coloring's confidence map does not fit `map`.
    public func render(_ map: DepthMap) throws(ConfidenceMapError) -> RenderedDepth {
        let (prepared, colorizer) = try coloring.prepare(map, rotation: rotation)
        let width = size?.width ?? prepared.width, height = size?.height ?? prepared.height
        var validPixels = 0
        let indices = [UInt8](unsafeUninitializedCapacity: width * height) { indices, initialized in
            DepthResampler(source: prepared, valid: coloring.valid, outputWidth: width, outputHeight: height)
                .forEachIndexRow(colorizer) { y, row in
                    _ = UnsafeMutableBufferPointer(rebasing: indices[(y * width)..<((y + 1) * width)]).initialize(fromContentsOf: row)
                    // Counted while the row is in cache; index 0 is the invalid colour.
                    validPixels += row.nonzeroCount
                }
            initialized = width * height
        }
        let image = IndexedImage(uncheckedWidth: width, height: height, indices: indices, palette: colorizer.palette)
        let picture: Picture = legend ? .pixels(ColorLegend(colorizer: colorizer).appended(to: image)) : .indexed(image)
        return RenderedDepth(picture: picture, range: colorizer.range, validPixelCount: validPixels)
    }
}

/// A rendering and what it was drawn with.
public struct RenderedDepth: Sendable {
    /// The picture.
    public let picture: Picture
    /// The colour range used (resolved when automatic).
    public let range: NormalizationRange
    /// Pixels of the picture (before any legend) drawn with a depth colour.
    public let validPixelCount: Int
}
