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
        guard width > 0, height > 0 else { throw .notPositive(width: width, height: height) }
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (expected, byteOverflow) = area.multipliedReportingOverflow(by: layout.channels)
        guard !areaOverflow, !byteOverflow else { throw .overflow(width: width, height: height) }
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
public enum PixelImageError: DepthKitError, Equatable {
    /// A side is zero or negative.
    case notPositive(width: Int, height: Int)
    /// The byte size overflows.
    case overflow(width: Int, height: Int)
    /// The pixel buffer has the wrong length.
    case byteCountMismatch(expected: Int, actual: Int)

    public var category: FailureCategory { .badData }

    public var kind: String {
        switch self {
        case .notPositive: "image_dimensions_not_positive"
        case .overflow: "image_dimensions_overflow"
        case .byteCountMismatch: "image_size_mismatch"
        }
    }

    public var description: String {
        switch self {
        case let .notPositive(width, height): "image dimensions \(width)x\(height) are not positive"
        case let .overflow(width, height): "image dimensions \(width)x\(height) overflow"
        case let .byteCountMismatch(expected, actual): "image needs \(expected) bytes of pixels, got \(actual)"
        }
    }
}
