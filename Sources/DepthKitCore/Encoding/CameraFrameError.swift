/// Why bytes do not form a usable camera frame (raw planes or a PPM file).
public enum CameraFrameError: ExplainedError, Equatable {
    /// The width and height form no grid (a side not positive, or the size overflows).
    case dimensions(DepthDimensionsError)
    /// A side exceeds what the JPEG encoder accepts (65 500 pixels).
    case tooLarge(width: Int, height: Int, maxSide: Int)
    /// 4:2:0 formats need an even width and height.
    case oddDimensionsFor420(format: PixelFormat, width: Int, height: Int)
    /// The row stride is shorter than a row's pixels.
    case strideTooSmall(stride: Int, minimum: Int)
    /// The row stride is beyond ``CameraFrame/maxStride``.
    case strideTooLarge(stride: Int, maximum: Int)
    /// The bytes do not match the layout the format, dimensions and stride describe.
    case planeSizeMismatch(format: PixelFormat, expectedBytes: Int, actualBytes: Int)
    /// The file does not start with the binary PPM magic `P6` (the two bytes found, as numbers).
    case notBinaryPPM(firstBytes: [UInt8])
    /// The PPM header is malformed at this byte offset.
    case malformedPPMHeader(offset: Int)
    /// Only 8-bit PPM (maximum value 255) is supported.
    case unsupportedPPMMaxValue(Int)
    /// The PPM raster is shorter than its header promises.
    case truncatedPPM(expectedBytes: Int, actualBytes: Int)

    public var category: FailureCategory {
        switch self {
        case .strideTooSmall, .strideTooLarge: .usage
        default: .badData
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .dimensions(error): (error.kind, "frame \(error)")
        case let .tooLarge(width, height, maxSide): ("frame_too_large", "frame \(width)x\(height) exceeds the JPEG encoder's \(maxSide)-pixel side limit")
        case let .oddDimensionsFor420(format, width, height): ("odd_dimensions_for_420", "\(format) is 4:2:0 and needs even dimensions, got \(width)x\(height)")
        case let .strideTooSmall(stride, minimum): ("stride_too_small", "row stride \(stride) bytes is shorter than a row (\(minimum) bytes)")
        case let .strideTooLarge(stride, maximum): ("stride_too_large", "row stride \(stride) bytes is beyond the \(maximum)-byte limit")
        case let .planeSizeMismatch(format, expectedBytes, actualBytes):
            ("plane_size_mismatch", "\(format) frame needs exactly \(expectedBytes) bytes, got \(actualBytes)")
        case let .notBinaryPPM(firstBytes): ("not_binary_ppm", "not a binary PPM: starts with bytes \(firstBytes), expected \"P6\" [80, 54]")
        case let .malformedPPMHeader(offset): ("malformed_ppm_header", "PPM header is malformed at byte \(offset)")
        case let .unsupportedPPMMaxValue(value): ("unsupported_ppm_max_value", "PPM maximum value \(value) is not supported (only 8-bit, 255)")
        case let .truncatedPPM(expectedBytes, actualBytes):
            ("truncated_ppm", "PPM raster is truncated: header promises \(expectedBytes) bytes, file has \(actualBytes)")
        }
    }
}
