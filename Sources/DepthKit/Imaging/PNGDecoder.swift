/// Reads PNG files with libpng's simplified API (`png_image_begin_read_from_memory`,
/// `png_image_finish_read`).
public struct PNGDecoder: Sendable {
    /// The largest picture accepted, in pixels (checked from the header, before decoding).
    public var maxPixels: Int

    /// Creates a decoder; the default limit is 64 Mpx.
    public init(maxPixels: Int = 64 << 20) {
        self.maxPixels = maxPixels
    }
}
