/// Decodes JPEG photos with TurboJPEG (`tjDecompressHeader3`, `tjDecompress2`).
public struct JPEGDecoder: Sendable {
    /// The largest picture accepted, in pixels (checked from the header, before decoding).
    public var maxPixels: Int

    /// Creates a decoder; the default limit is 64 Mpx.
    public init(maxPixels: Int = 64 << 20) {
        self.maxPixels = maxPixels
    }
}
