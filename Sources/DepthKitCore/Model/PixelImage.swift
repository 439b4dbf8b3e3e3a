/// An 8-bit-per-channel image, rows top to bottom, channels interleaved, no row padding.
public struct PixelImage: Equatable, Sendable {
    /// Channel layout of each pixel.
    public enum Layout: Int, Sendable, CaseIterable {
        /// One grey channel.
        case gray = 1
        /// Red, green, blue.
        case rgb = 3
        /// Red, green, blue, alpha (straight, not premultiplied).
        case rgba = 4

        /// Bytes per pixel.
        public var channels: Int { rawValue }
    }

    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Channel layout.
    public let layout: Layout
    /// `width · height · layout.channels` bytes.
    public var pixels: [UInt8]

    /// Creates an image after checking that `pixels` has exactly the right length.
    public init(width: Int, height: Int, layout: Layout, pixels: [UInt8]) throws(PixelImageError) {
        // DepthDimensions bounds 4·width·height, which covers every layout's bytes (at most 4 per pixel).
        let grid: DepthDimensions
        do { grid = try DepthDimensions(width: width, height: height) } catch { throw .dimensions(error) }
        let expected = grid.pixelCount * layout.channels
        guard pixels.count == expected else {
            throw .byteCountMismatch(expected: expected, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.layout = layout
        self.pixels = pixels
    }

    /// Bytes per row.
    public var rowBytes: Int { width * layout.channels }
}

/// Why pixels and dimensions do not form an image.
public enum PixelImageError: ExplainedError, Equatable {
    /// The width and height form no grid (a side not positive, or the size overflows).
    case dimensions(DepthDimensionsError)
    /// The pixel buffer has the wrong length.
    case byteCountMismatch(expected: Int, actual: Int)

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .dimensions(error): (error.kind, "image \(error)")
        case let .byteCountMismatch(expected, actual): ("image_size_mismatch", "image needs \(expected) bytes of pixels, got \(actual)")
        }
    }
}
