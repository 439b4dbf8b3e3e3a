/// Why a frame could not be encoded as JPEG.
public enum JPEGEncodingError: DepthKitError, Equatable {
    /// Quality is outside 1...100.
    case qualityOutOfRange(Int)
    /// A 4:2:0 YCbCr frame cannot be encoded with more chroma than it carries.
    case subsamplingExceedsSource(requested: JPEGEncodingOptions.Subsampling, format: PixelFormat)
    /// TurboJPEG could not create a compressor (out of memory).
    case compressorUnavailable
    /// TurboJPEG refused the frame; `libraryMessage` is its own error text.
    case compressionFailed(width: Int, height: Int, libraryMessage: String)

    public var category: FailureCategory {
        switch self {
        case .qualityOutOfRange, .subsamplingExceedsSource: .usage
        case .compressorUnavailable: .io
        case .compressionFailed: .badData
        }
    }

    public var kind: String {
        switch self {
        case .qualityOutOfRange: "jpeg_quality_out_of_range"
        case .subsamplingExceedsSource: "subsampling_exceeds_source"
        case .compressorUnavailable: "jpeg_compressor_unavailable"
        case .compressionFailed: "jpeg_compression_failed"
        }
    }

    public var description: String {
        switch self {
        case let .qualityOutOfRange(quality):
            "JPEG quality \(quality) is outside 1...100"
        case let .subsamplingExceedsSource(requested, format):
            "\(format) carries 4:2:0 chroma; it cannot be encoded at \(requested.rawValue) (use 420)"
        case .compressorUnavailable:
            "TurboJPEG could not create a compressor"
        case let .compressionFailed(width, height, libraryMessage):
            "TurboJPEG failed to encode a \(width)x\(height) frame: \(libraryMessage)"
        }
    }
}
