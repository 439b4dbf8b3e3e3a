/// How ``JPEGEncoder`` encodes: quality and chroma subsampling.
public struct JPEGEncodingOptions: Hashable, Sendable {
    /// Chroma subsampling of the JPEG.
    public enum Subsampling: String, Sendable, CaseIterable, Codable {
        /// No subsampling: one Cb, Cr pair per pixel.
        case s444 = "444"
        /// Chroma halved horizontally.
        case s422 = "422"
        /// Chroma halved in both directions (the default, and what 4:2:0 camera frames carry).
        case s420 = "420"
    }

    /// The capture app's quality: `compressionQuality` 0.85.
    public static let defaultQuality = 85

    /// Quality 1...100 (libjpeg scale).
    public let quality: Int
    /// Chroma subsampling.
    public let subsampling: Subsampling

    /// Creates options; `quality` must be within 1...100.
    public init(quality: Int = defaultQuality, subsampling: Subsampling = .s420) throws(JPEGEncodingError) {
        guard (1...100).contains(quality) else { throw .qualityOutOfRange(quality) }
        self.quality = quality
        self.subsampling = subsampling
    }

    /// Quality 85, 4:2:0.
    public static let `default` = try! JPEGEncodingOptions()  // constants are in range
}
