/// Everything that can go wrong while encoding or decoding PNG and JPEG pictures.
public enum ImageCodingError: ExplainedError, Equatable {
    /// libpng refused to write the image; `message` is libpng's own text.
    case pngWriteFailed(width: Int, height: Int, message: String)
    /// libpng could not read the file; `message` is libpng's own text.
    case pngReadFailed(message: String)
    /// The PNG holds a sample layout this reader does not return (e.g. 16-bit colour where grey was asked).
    case unsupportedPNGLayout(channels: Int, bitsPerChannel: Int)
    /// The PNG declares gamma or colour-space information that would make libpng alter 16-bit samples.
    case pngGammaWouldAlterSamples
    /// TurboJPEG could not decode the file; `message` is TurboJPEG's own text.
    case jpegReadFailed(message: String)
    /// The picture is larger than the decoder accepts (a decompression-bomb guard).
    case imageTooLarge(width: Int, height: Int, maxPixels: Int)
    /// A palette must hold 1…256 entries.
    case paletteSize(entries: Int)
    /// An index image refers to a palette entry that does not exist.
    case indexOutsidePalette(index: Int, entries: Int)
    /// The sample buffer does not match `width · height · channels`.
    case sampleCountMismatch(expected: Int, actual: Int)

    public var category: FailureCategory {
        switch self {
        case .pngWriteFailed: .io
        case .paletteSize, .indexOutsidePalette, .sampleCountMismatch: .usage
        default: .badData
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .pngWriteFailed(width, height, message): ("png_write_failed", "libpng could not write a \(width)x\(height) PNG: \(message)")
        case let .pngReadFailed(message): ("png_read_failed", "not a readable PNG: \(message)")
        case let .unsupportedPNGLayout(channels, bits):
            ("unsupported_png_layout", "PNG has \(channels) channel(s) of \(bits) bits; expected 16-bit greyscale (1 channel)")
        case .pngGammaWouldAlterSamples:
            ("png_gamma_alters_samples", "16-bit PNG carries gAMA/sRGB/iCCP colour information that would change its samples; depth PNGs must have none or linear gamma")
        case let .jpegReadFailed(message): ("jpeg_read_failed", "not a readable JPEG: \(message)")
        case let .imageTooLarge(width, height, maxPixels): ("image_too_large", "picture is \(width)x\(height), above the \(maxPixels)-pixel limit")
        case let .paletteSize(entries): ("palette_size", "a PNG palette holds 1…256 entries, not \(entries)")
        case let .indexOutsidePalette(index, entries): ("index_outside_palette", "palette index \(index) is outside the \(entries)-entry palette")
        case let .sampleCountMismatch(expected, actual): ("sample_count_mismatch", "image needs \(expected) samples, got \(actual)")
        }
    }
}
