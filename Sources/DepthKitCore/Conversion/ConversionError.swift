/// Everything that can go wrong converting a depth file.
public enum ConversionError: ExplainedError, Equatable {
    /// The path's extension names no known depth format.
    case unknownExtension(path: String)
    /// The format cannot be read (`.ply` is output only).
    case notReadable(DepthFileFormat)
    /// A raw Float32 file whose value count is not a known sensor size needs its width and height from the caller.
    case rawNeedsDimensions(valueCount: Int)
    /// A raw Float32 file whose size does not match the given dimensions.
    case rawSizeMismatch(expectedBytes: Int, actualBytes: Int)
    /// The `.npy` header is malformed at this byte offset.
    case npyMalformedHeader(offset: Int)
    /// The `.npy` element type is not float32 (`descr` as the file declares it).
    case npyUnsupportedType(descr: String)
    /// The `.npy` shape is not two-dimensional (number of dimensions found).
    case npyUnsupportedShape(dimensions: Int)
    /// The `.npy` data does not match its declared shape.
    case npySizeMismatch(expectedBytes: Int, actualBytes: Int)
    /// `.ply` output needs camera intrinsics.
    case missingIntrinsics

    public var category: FailureCategory {
        switch self {
        case .unknownExtension, .notReadable, .missingIntrinsics: .usage
        default: .badData
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .unknownExtension(path):
            ("unknown_extension", "\(path): unknown depth format extension (use .depth.gz, .gz, .zlib, .deflate, .bin, .f32, .raw, .png, .npy or .ply)")
        case let .notReadable(format): ("format_not_readable", "\(format.rawValue) files can be written but not read")
        case let .rawNeedsDimensions(valueCount): ("raw_needs_dimensions", "\(valueCount) Float32 values is not a known sensor size")
        case let .rawSizeMismatch(expectedBytes, actualBytes): ("raw_size_mismatch", "raw file has \(actualBytes) bytes, the dimensions need \(expectedBytes)")
        case let .npyMalformedHeader(offset): ("npy_malformed_header", ".npy header is malformed near byte \(offset)")
        case let .npyUnsupportedType(descr): ("npy_unsupported_type", ".npy element type '\(descr)' is not supported (expected '<f4', float32 little-endian)")
        case let .npyUnsupportedShape(dimensions): ("npy_unsupported_shape", ".npy array has \(dimensions) dimension(s); expected 2 (height, width)")
        case let .npySizeMismatch(expectedBytes, actualBytes): ("npy_size_mismatch", ".npy data has \(actualBytes) bytes, its shape needs \(expectedBytes)")
        case .missingIntrinsics: ("missing_intrinsics", ".ply output needs intrinsics")
        }
    }
}
