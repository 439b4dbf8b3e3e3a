/// Reads PNG files with libpng's simplified API (`png_image_begin_read_from_memory`,
/// `png_image_finish_read`).
public struct PNGDecoder: Sendable {
    /// The largest picture accepted, in pixels (checked from the header, before decoding).
    public var maxPixels: Int

    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

    /// Creates a decoder; the default limit is 64 Mpx.
    public init(maxPixels: Int = 64 << 20) {
        self.maxPixels = maxPixels
    }
}
