import DepthKitCore

/// Why a video's depth keyframes could not be read. ``referenceStatus`` names the reference
/// backend's error variant for the same failure (its `video_depth_analysis` is then unavailable).
public enum DepthKeyframeError: ExplainedError, Equatable {
    /// The file, or its compressed form, is larger than the limit (20 MiB by default).
    case input(InputReadError)
    /// The file is empty, or its container failed to decode (truncated, corrupt, checksum, limit, …).
    case decoding(DepthDecodingError)
    /// Fewer than the 16 header bytes of an RLDP pack.
    case tooSmallForHeader(byteCount: Int)
    /// Neither an RLDP pack nor whole keyframes of a size DepthKit knows; the first four bytes.
    case invalidMagic(found: [UInt8])
    /// An RLDP version other than 1.
    case unsupportedVersion(UInt32)
    /// The pack's index is shorter than its declared frame count.
    case indexTruncated(declaredFrames: Int, indexEntries: Int)
    /// Keyframe `index` runs past the end of the data.
    case truncatedFrame(index: Int, expectedBytes: Int, availableBytes: Int)
    /// Headerless keyframes whose byte count is not `count · 4 · width · height`.
    case sizeMismatch(expectedBytes: Int, actualBytes: Int, width: Int, height: Int, count: Int)
    /// The given keyframe size is not usable (zero, negative or overflowing).
    case invalidGeometry(width: Int, height: Int)

    public var category: FailureCategory {
        switch self {
        case .input(let error): error.category
        case .decoding(let error): error.category
        default: .badData
        }
    }

    /// The reference's error variant for this failure: `EmptyData`, `DecompressionError`,
    /// `InvalidFormat`, `InvalidMagic`, `UnsupportedVersion` or `TruncatedFrame`.
    public var referenceStatus: String {
        switch self {
        case .decoding(.empty): "EmptyData"
        case .input, .decoding: "DecompressionError"
        case .tooSmallForHeader, .indexTruncated, .sizeMismatch, .invalidGeometry: "InvalidFormat"
        case .invalidMagic: "InvalidMagic"
        case .unsupportedVersion: "UnsupportedVersion"
        case .truncatedFrame: "TruncatedFrame"
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .input(error): (error.kind, "depth keyframes: \(error)")
        case let .decoding(error): (error.kind, "depth keyframes: \(error)")
        case let .tooSmallForHeader(byteCount): ("keyframes_header_too_small", "depth keyframes: \(byteCount) bytes, too small for an RLDP header (16 bytes)")
        case let .invalidMagic(found):
            ("keyframes_unrecognised", "depth keyframes are neither an RLDP pack (magic \(found)) nor whole keyframes of a known size; give the keyframe size")
        case let .unsupportedVersion(version): ("keyframes_unsupported_version", "RLDP version \(version) is not supported (only 1)")
        case let .indexTruncated(declared, entries): ("keyframes_index_truncated", "RLDP pack declares \(declared) keyframes but its index holds \(entries)")
        case let .truncatedFrame(index, expected, available):
            ("keyframes_truncated", "depth keyframe \(index) is truncated: expected \(expected) bytes, got \(available)")
        case let .sizeMismatch(expected, actual, width, height, count):
            ("keyframes_size_mismatch", "depth keyframes hold \(actual) bytes, expected \(expected) (\(count) keyframes of \(width)x\(height) Float32)")
        case let .invalidGeometry(width, height): ("keyframes_invalid_geometry", "keyframe size \(width)x\(height) is not usable")
        }
    }
}
