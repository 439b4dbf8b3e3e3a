/// Writes PNG files with libpng's simplified API (`png_image_write_to_memory`).
///
/// Supported: 8-bit grey, RGB and RGBA (``PixelImage``), 8-bit palette images with transparency
/// (``IndexedImage``: PLTE + tRNS), and 16-bit greyscale (``Gray16Image``, e.g. depth in millimetres).
public struct PNGEncoder: Sendable {
    /// How hard libpng works at making the file small. The simplified API offers exactly these two
    /// settings (`PNG_IMAGE_FLAG_FAST` or not).
    public enum Compression: String, Sendable, CaseIterable, Codable {
        /// zlib level 3 with no row filters (`PNG_IMAGE_FLAG_FAST`): the default, chosen by measurement
        /// (see README, "Speed and size"): about 2x faster than `small` on a 256x192 colormap.
        case fast
        /// zlib's default level with libpng's default row filters (adaptive for grey/RGB/RGBA, none for
        /// palette images): smaller files, slower.
        case small
    }

    /// The compression setting.
    public var compression: Compression

    /// Creates an encoder.
    public init(compression: Compression = .fast) {
        self.compression = compression
    }
}
