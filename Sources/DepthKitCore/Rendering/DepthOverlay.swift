/// Lays coloured depth over a photo: the depth map is resampled onto the photo's pixel grid
/// (both cover the same field of view) and alpha-blended; where depth is invalid the photo is
/// left untouched.
public struct DepthOverlay: Sendable {
    /// What is drawn.
    public enum Style: String, Sendable, CaseIterable, Codable {
        /// Every valid pixel, as the capture app's live overlay.
        case fill
        /// Only depth discontinuities (gradient magnitude above ``DepthOverlay/edgeThresholdMeters``).
        case edges
    }

    /// The capture app's overlay opacity.
    public static let appOpacity: Float = 0.4
    /// The capture app's edge threshold: 0.1 m.
    public static let appEdgeThresholdMeters: Float = 0.1

    /// Colormap, range and validity (the invalid colour is not used: invalid pixels show the photo).
    public var coloring: DepthColoring
    /// Clockwise rotation of the depth map so that it matches the photo's orientation.
    public var rotation: QuarterTurn
    /// Depth colour weight, 0 (photo only) … 1 (depth colour only).
    public var opacity: Float
    /// Fill or edges.
    public var style: Style
    /// Gradient magnitude, in metres per pixel, above which a pixel is an edge.
    public var edgeThresholdMeters: Float

    /// Creates an overlay with the app's defaults.
    public init(
        coloring: DepthColoring = DepthColoring(), rotation: QuarterTurn = .none, opacity: Float = appOpacity,
        style: Style = .fill, edgeThresholdMeters: Float = appEdgeThresholdMeters
    ) {
        self.coloring = coloring
        self.rotation = rotation
        self.opacity = opacity
        self.style = style
        self.edgeThresholdMeters = edgeThresholdMeters
    }

    /// `photo` (RGB or RGBA; alpha is kept) with `map` blended over it.
    /// - Throws: ``RenderingError/aspectMismatch(depthWidth:depthHeight:photoWidth:photoHeight:)`` when
    ///   the rotated map and the photo differ in aspect ratio by more than 1 %, the other
    ///   ``RenderingError``s for an opacity or edge threshold out of range, and
    ///   ``ConfidenceMapError/sizeMismatch(expected:expectedBytes:actualBytes:)`` when the coloring's
    ///   confidence map does not fit `map` (each stage's own error).
    /// - Complexity: one pass over the photo's pixels. The photo is consumed: when the caller passes
    ///   its last use (e.g. straight from ``JPEGDecoder``), it is blended in place without a copy.
    public func apply(_ map: DepthMap, onto photo: consuming PixelImage) throws -> OverlaidPhoto {
        guard opacity >= 0, opacity <= 1 else { throw RenderingError.invalidOpacity(opacity) }
        guard edgeThresholdMeters > 0, edgeThresholdMeters.isFinite else { throw RenderingError.invalidEdgeThreshold(edgeThresholdMeters) }
        var (prepared, colorizer) = try coloring.prepare(map, rotation: rotation)
        let depthAspect = Double(prepared.width) / Double(prepared.height)
        let photoAspect = Double(photo.width) / Double(photo.height)
        guard abs(photoAspect / depthAspect - 1) <= 0.01, photo.layout != .gray else {
            throw RenderingError.aspectMismatch(
                depthWidth: prepared.width, depthHeight: prepared.height, photoWidth: photo.width, photoHeight: photo.height)
        }
        if style == .edges {
            prepared = DepthEdges.only(prepared, valid: coloring.valid, thresholdMeters: edgeThresholdMeters)
        }
        let blender = OverlayBlender(palette: colorizer.palette, opacity: opacity)
        let width = photo.width, height = photo.height, channels = photo.layout.channels
        var output = photo
        output.pixels.withUnsafeMutableBufferPointer { pixels in
            DepthResampler(source: prepared, valid: coloring.valid, outputWidth: width, outputHeight: height)
                .forEachIndexRow(colorizer) { y, indices in
                    let row = UnsafeMutableBufferPointer(rebasing: pixels[(y * width * channels)..<((y + 1) * width * channels)])
                    blender.blend(indices, into: row, channels: channels)
                }
        }
        return OverlaidPhoto(picture: output, range: colorizer.range)
    }
}

/// A photo with depth blended over it, and the colour range used.
public struct OverlaidPhoto: Sendable {
    /// The blended picture, same size and layout as the photo.
    public let picture: PixelImage
    /// The colour range (resolved when automatic).
    public let range: NormalizationRange
}

/// Integer alpha blending of palette colours over photo pixels:
/// `out = (photo · (256 − a) + colour · a + 128) >> 8` with `a = round(opacity · 256)`, exact at
/// opacity 0 and 1. Index 0 (invalid) leaves the photo pixel unchanged.
struct OverlayBlender {
    /// Per palette entry and channel: `colour · a + 128`.
    private let scaled: [UInt16]
    private let photoWeight: UInt16

    init(palette: [RGBAColor], opacity: Float) {
        let alpha = UInt16((opacity * 256).rounded())
        photoWeight = 256 - alpha
        scaled = palette.flatMap { colour in
            [colour.red, colour.green, colour.blue].map { UInt16($0) * alpha + 128 }
        } + Array(repeating: 128, count: (256 - palette.count) * 3)
    }

    func blend(_ indices: UnsafeBufferPointer<UInt8>, into row: UnsafeMutableBufferPointer<UInt8>, channels: Int) {
        let photoWeight = photoWeight
        scaled.withUnsafeBufferPointer { scaled in
            for x in 0..<indices.count {
                let index = Int(indices[x])
                guard index != 0 else { continue }
                let pixel = x &* channels, entry = index &* 3
                let red = UInt16(row[pixel]) &* photoWeight &+ scaled[entry]
                let green = UInt16(row[pixel &+ 1]) &* photoWeight &+ scaled[entry &+ 1]
                let blue = UInt16(row[pixel &+ 2]) &* photoWeight &+ scaled[entry &+ 2]
                row[pixel] = UInt8(truncatingIfNeeded: red >> 8)
                row[pixel &+ 1] = UInt8(truncatingIfNeeded: green >> 8)
                row[pixel &+ 2] = UInt8(truncatingIfNeeded: blue >> 8)
            }
        }
    }
}
