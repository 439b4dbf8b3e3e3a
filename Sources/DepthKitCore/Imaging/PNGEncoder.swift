/// Writes PNG files: the rows filtered (``PNGRowFilter``) and compressed as one zlib stream by
/// libdeflate, framed in the standard chunks (IHDR, sRGB or gAMA + cHRM, PLTE + tRNS, IDAT, IEND).
///
/// Supported: 8-bit grey, RGB and RGBA (``PixelImage``), 8-bit palette images with transparency
/// (``IndexedImage``: PLTE + tRNS), and 16-bit greyscale (``Gray16Image``, e.g. depth in millimetres).
public struct PNGEncoder: Sendable {
    /// How hard the encoder works at making the file small. Both settings write the same pixels.
    public enum Compression: String, Sendable, CaseIterable, Codable {
        /// libdeflate level 1, palette rows with the `sub` filter, other rows with `up`: the default,
        /// chosen by measurement (see docs/performance.md, "Pictures").
        case fast
        /// libdeflate level 9 with the same filters: smaller files, several times slower.
        case small
    }

    /// The compression setting.
    public var compression: Compression
    /// Explicit deflate level and filter, replacing what ``compression`` chooses (benchmarks).
    private var override: Settings?

    /// Creates an encoder.
    public init(compression: Compression = .fast) {
        self.compression = compression
    }

    /// Creates an encoder with an explicit libdeflate level (clamped to 0…12) and row filter, to
    /// measure the choices ``Compression`` makes.
    @_spi(Benchmarking)
    public init(deflateLevel: Int, filter: PNGRowFilter) {
        compression = .fast
        override = Settings(level: deflateLevel, filter: filter)
    }

    /// The deflate level and row filter for pictures of `bytesPerPixel` bytes per pixel.
    struct Settings {
        /// libdeflate's level.
        let level: Int
        /// The filter of every row.
        let filter: PNGRowFilter
    }

    /// What the encoder does with a picture: the palette pictures DepthKit writes are colormaps,
    /// whose indices follow depth and so change little from one pixel to the next, so `sub` makes
    /// them smaller and faster to compress than unfiltered rows (measured on noisy and reference
    /// maps, docs/performance.md "Pictures"); grey, 16-bit grey, RGB and RGBA rows are smooth from one row
    /// to the next, so they take `up`.
    func settings(palette: Bool) -> Settings {
        if let override { return override }
        return Settings(level: compression == .fast ? 1 : 9, filter: palette ? .sub : .up)
    }
}
