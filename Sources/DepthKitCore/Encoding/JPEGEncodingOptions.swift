/// How ``JPEGEncoder`` encodes: quality and chroma subsampling.
public struct JPEGEncodingOptions: Hashable, Sendable {
    /// The capture app's quality: `compressionQuality` 0.85.
    public static let defaultQuality = 85

    /// Quality 1...100 (libjpeg scale).
    public let quality: Int
    /// Chroma subsampling.
    public let subsampling: JPEGSubsampling

    /// Creates options; `quality` must be within 1...100.
    public init(quality: Int = defaultQuality, subsampling: JPEGSubsampling = .s420) throws(JPEGEncodingError) {
        guard (1...100).contains(quality) else { throw .qualityOutOfRange(quality) }
        self.quality = quality
        self.subsampling = subsampling
    }

    /// Quality 85, 4:2:0.
    public static let `default` = try! JPEGEncodingOptions()  // constants are in range
}
