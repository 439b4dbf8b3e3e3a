import DepthKitCore

/// Why an MP4/MOV file's boxes could not be read.
public enum MovieBoxError: ExplainedError, Equatable {
    /// The file could not be opened or read.
    case unreadable(InputReadError)
    /// A box's declared size runs past its parent (or the file).
    case truncatedBox(type: String, offset: Int, declaredSize: Int, availableBytes: Int)
    /// A box's declared size is smaller than its own header.
    case boxTooSmall(type: String, offset: Int, declaredSize: Int)
    /// Boxes nest deeper than the limit.
    case nestingTooDeep(limit: Int)
    /// More boxes than the limit.
    case tooManyBoxes(limit: Int)
    /// A required box is absent (`path` like `moov/mvhd`).
    case missingBox(path: String)
    /// A box appears twice where the format allows one.
    case duplicateBox(path: String)
    /// A full box's version is neither 0 nor 1.
    case unsupportedVersion(type: String, version: UInt8)
    /// A timescale of 0 (durations would be meaningless).
    case zeroTimescale(type: String)

    public var category: FailureCategory {
        switch self {
        case .unreadable(let error): error.category
        default: .badData
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .unreadable(let error): (error.kind, "movie: \(error)")
        case let .truncatedBox(type, offset, declared, available):
            ("movie_box_truncated", "movie box '\(type)' at byte \(offset) declares \(declared) bytes but only \(available) remain")
        case let .boxTooSmall(type, offset, declared):
            ("movie_box_too_small", "movie box '\(type)' at byte \(offset) declares \(declared) bytes, less than its header")
        case let .nestingTooDeep(limit): ("movie_nesting_too_deep", "movie boxes nest deeper than \(limit) levels")
        case let .tooManyBoxes(limit): ("movie_too_many_boxes", "movie holds more than \(limit) boxes")
        case let .missingBox(path): ("movie_box_missing", "movie has no '\(path)' box")
        case let .duplicateBox(path): ("movie_box_duplicate", "movie has more than one '\(path)' box")
        case let .unsupportedVersion(type, version): ("movie_box_unsupported_version", "movie box '\(type)' has version \(version) (0 or 1 expected)")
        case let .zeroTimescale(type): ("movie_zero_timescale", "movie box '\(type)' has a timescale of 0")
        }
    }
}
