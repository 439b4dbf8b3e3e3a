/// A 16-bit greyscale picture (one `UInt16` sample per pixel, row-major), as depth PNGs store
/// millimetres.
public struct Gray16Image: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width · height` samples.
    public let samples: [UInt16]

    /// Creates an image after checking the sample count.
    public init(width: Int, height: Int, samples: [UInt16]) throws(ImageCodingError) {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, samples.count == area else {
            throw .sampleCountMismatch(expected: overflow ? Int.max : max(0, area), actual: samples.count)
        }
        self.width = width
        self.height = height
        self.samples = samples
    }
}
