import DepthKitCore

/// Why a raw frames directory (see ``VideoFrameDirectory``) could not be read.
public enum VideoFramesError: ExplainedError, Equatable {
    /// The directory could not be listed.
    case unreadableDirectory(path: String, errno: Int32)
    /// The directory holds no `000001.rgb`.
    case noFrames(path: String)
    /// Frame numbers are not contiguous from 1: this frame's RGB file is missing.
    case missingFrame(frameNumber: Int)
    /// A file whose name the layout does not define.
    case unexpectedFile(name: String)
    /// More frames than the limit.
    case tooManyFrames(limit: Int)
    /// A `.ts` file is not 8 bytes.
    case timestampSize(frameNumber: Int, byteCount: Int)
    /// A `.ts` file holds NaN, an infinity or a negative time.
    case timestampInvalid(frameNumber: Int, value: Double)
    /// A frame file could not be read.
    case unreadableFile(name: String, InputReadError)

    public var category: FailureCategory {
        switch self {
        case .unreadableDirectory: .missingInput
        case .unreadableFile(_, let error): error.category
        default: .badData
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .unreadableDirectory(path, code): ("frames_directory_unreadable", "cannot list the frames directory \(path) (errno \(code))")
        case let .noFrames(path): ("no_frames", "\(path) holds no frames (expected 000001.rgb, 000001.ts, …)")
        case let .missingFrame(frameNumber): ("missing_frame", "frame \(frameNumber)'s RGB file is missing: frames must be numbered 1, 2, 3, … without gaps")
        case let .unexpectedFile(name): ("unexpected_frame_file", "\(name) is not a frame file (NNNNNN.rgb, NNNNNN.depth, NNNNNN.ts)")
        case let .tooManyFrames(limit): ("too_many_frames", "more than \(limit) frames")
        case let .timestampSize(frameNumber, byteCount): ("timestamp_size", "frame \(frameNumber)'s timestamp file has \(byteCount) bytes, expected 8")
        case let .timestampInvalid(frameNumber, value): ("timestamp_invalid", "frame \(frameNumber)'s timestamp \(value) is not a time ≥ 0")
        case let .unreadableFile(name, error): (error.kind, "\(name): \(error)")
        }
    }
}
