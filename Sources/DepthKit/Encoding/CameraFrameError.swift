/// Why bytes do not form a usable camera frame (raw planes or a PPM file).
public enum CameraFrameError: DepthKitError, Equatable {
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

    public var kind: String {
        switch self {
        case .dimensions(let error): error.kind
        case .tooLarge: "frame_too_large"
        case .oddDimensionsFor420: "odd_dimensions_for_420"
        case .strideTooSmall: "stride_too_small"
        case .strideTooLarge: "stride_too_large"
        case .planeSizeMismatch: "plane_size_mismatch"
        case .notBinaryPPM: "not_binary_ppm"
        case .malformedPPMHeader: "malformed_ppm_header"
        case .unsupportedPPMMaxValue: "unsupported_ppm_max_value"
        case .truncatedPPM: "truncated_ppm"
        }
    }

    public var description: String {
        switch self {
        case let .dimensions(error):
            "frame \(error)"
        case let .tooLarge(width, height, maxSide):
            "frame \(width)x\(height) exceeds the JPEG encoder's \(maxSide)-pixel side limit"
        case let .oddDimensionsFor420(format, width, height):
            "\(format) is 4:2:0 and needs even dimensions, got \(width)x\(height)"
        case let .strideTooSmall(stride, minimum):
            "row stride \(stride) bytes is shorter than a row (\(minimum) bytes)"
        case let .strideTooLarge(stride, maximum):
            "row stride \(stride) bytes is beyond the \(maximum)-byte limit"
        case let .planeSizeMismatch(format, expectedBytes, actualBytes):
            "\(format) frame needs exactly \(expectedBytes) bytes, got \(actualBytes)"
        case let .notBinaryPPM(firstBytes):
            "not a binary PPM: starts with bytes \(firstBytes), expected \"P6\" [80, 54]"
        case let .malformedPPMHeader(offset):
            "PPM header is malformed at byte \(offset)"
        case let .unsupportedPPMMaxValue(value):
            "PPM maximum value \(value) is not supported (only 8-bit, 255)"
        case let .truncatedPPM(expectedBytes, actualBytes):
            "PPM raster is truncated: header promises \(expectedBytes) bytes, file has \(actualBytes)"
        }
    }
}
