/// Why a frame could not be encoded as JPEG.
public enum JPEGEncodingError: ExplainedError, Equatable {
    /// Quality is outside 1...100.
    case qualityOutOfRange(Int)
    /// A 4:2:0 YCbCr frame cannot be encoded with more chroma than it carries.
    case subsamplingExceedsSource(requested: JPEGSubsampling, format: PixelFormat)
    /// TurboJPEG could not create a compressor or its output buffer (out of memory).
    case compressorUnavailable
    /// The frame's worst-case JPEG size exceeds TurboJPEG's 2 GiB buffer limit.
    case frameTooLargeForEncoder(width: Int, height: Int)
    /// TurboJPEG refused the frame; `libraryMessage` is its own error text.
    case compressionFailed(width: Int, height: Int, libraryMessage: String)
    /// A picture with this many channels per pixel has no JPEG colour encoding here (grey).
    case unsupportedPictureLayout(channels: Int)
    /// The picture does not form a valid frame (e.g. a side above the encoder's limit).
    case invalidFrame(CameraFrameError)

    public var category: FailureCategory {
        switch self {
        case .qualityOutOfRange, .subsamplingExceedsSource: .usage
        case .compressorUnavailable: .io
        case .compressionFailed, .frameTooLargeForEncoder, .unsupportedPictureLayout: .badData
        case .invalidFrame(let error): error.category
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .qualityOutOfRange(quality): ("jpeg_quality_out_of_range", "JPEG quality \(quality) is outside 1...100")
        case let .subsamplingExceedsSource(requested, format):
            ("subsampling_exceeds_source", "\(format) carries 4:2:0 chroma; it cannot be encoded at \(requested.rawValue) (use 420)")
        case .compressorUnavailable: ("jpeg_compressor_unavailable", "TurboJPEG could not create a compressor")
        case let .frameTooLargeForEncoder(width, height):
            ("frame_too_large_for_encoder", "a \(width)x\(height) frame's JPEG could exceed TurboJPEG's 2 GiB output buffer")
        case let .compressionFailed(width, height, libraryMessage):
            ("jpeg_compression_failed", "TurboJPEG failed to encode a \(width)x\(height) frame: \(libraryMessage)")
        case let .unsupportedPictureLayout(channels):
            ("unsupported_picture_layout", "a \(channels)-channel picture cannot be written as JPEG here (RGB or RGBA only)")
        case let .invalidFrame(error): (error.kind, error.description)
        }
    }
}
