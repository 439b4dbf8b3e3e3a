/// A colour-mapped picture: one palette index per pixel, rows top to bottom, no padding.
///
/// Colormap renderings are indexed: a picture of at most 256 colours, written as an 8-bit
/// palette PNG it is exact and a quarter the size of RGBA, which makes it fast to compress.
public struct IndexedImage: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width · height` palette indices, row-major.
    public var indices: [UInt8]
    /// 1…256 colours; every index is below `palette.count`.
    public var palette: [RGBAColor]

    /// Creates an image after checking sizes and that every index names a palette entry.
    public init(width: Int, height: Int, indices: [UInt8], palette: [RGBAColor]) throws(ImageCodingError) {
        guard (1...256).contains(palette.count) else { throw .paletteSize(entries: palette.count) }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, indices.count == area else {
            throw .sampleCountMismatch(expected: overflow ? Int.max : max(0, area), actual: indices.count)
        }
        if palette.count < 256, let bad = indices.first(where: { Int($0) >= palette.count }) {
            throw .indexOutsidePalette(index: Int(bad), entries: palette.count)
        }
        self.init(uncheckedWidth: width, height: height, indices: indices, palette: palette)
    }

    /// Creates an image whose sizes and indices the caller has already made consistent.
    init(uncheckedWidth width: Int, height: Int, indices: [UInt8], palette: [RGBAColor]) {
        self.width = width
        self.height = height
        self.indices = indices
        self.palette = palette
    }

    /// The colour at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBAColor {
        palette[Int(indices[y * width + x])]
    }

    /// The same picture as straight-alpha RGBA pixels.
    public func expandedToRGBA() -> PixelImage {
        var pixels = [UInt8](repeating: 0, count: indices.count * 4)
        let table = palette + Array(repeating: RGBAColor.transparent, count: 256 - palette.count)
        pixels.withUnsafeMutableBufferPointer { out in
            indices.withUnsafeBufferPointer { source in
                for (pixel, index) in source.enumerated() {
                    let colour = table[Int(index)]
                    out[pixel &* 4] = colour.red
                    out[pixel &* 4 &+ 1] = colour.green
                    out[pixel &* 4 &+ 2] = colour.blue
                    out[pixel &* 4 &+ 3] = colour.alpha
                }
            }
        }
        // Sizes were validated when this image was made.
        return try! PixelImage(width: width, height: height, layout: .rgba, pixels: pixels)
    }
}
