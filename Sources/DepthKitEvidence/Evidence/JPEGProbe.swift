import DepthKitCore

/// What a JPEG's header and a verifying decode say about it: its stored size, chroma
/// subsampling, and EXIF orientation. No pixel is kept: the whole entropy-coded stream is proved to
/// decode without errors or warnings, by ``JPEGEntropyValidator``'s walk or else by TurboJPEG's decode
/// at 1/8 scale.
public struct JPEGProbe: Sendable, Equatable {
    /// Stored width in pixels.
    public let width: Int
    /// Stored height in pixels.
    public let height: Int
    /// The chroma subsampling, or `nil` for a layout TurboJPEG does not name.
    public let subsampling: JPEGSubsampling?
    /// The EXIF Orientation tag (1...8), when present.
    public let exifOrientation: Int?

    /// The largest photo probed, in pixels (16384 x 16384).
    public static let maxPixels = 16384 * 16384

    /// Whether EXIF says the stored pixels are turned a quarter turn from how they are viewed.
    public var isStoredRotated: Bool { (5...8).contains(exifOrientation ?? 1) }

    /// The size as viewed (EXIF orientation applied).
    public var displayWidth: Int { isStoredRotated ? height : width }
    /// The height as viewed (EXIF orientation applied).
    public var displayHeight: Int { isStoredRotated ? width : height }

    /// How the photo is viewed (EXIF orientation applied).
    public enum Orientation: String, Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
        /// As wide as tall.
        case square
    }

    /// The shape as viewed.
    public var orientation: Orientation {
        displayWidth > displayHeight ? .landscape : displayWidth < displayHeight ? .portrait : .square
    }
}

/// Why bytes are not a decodable JPEG.
public enum JPEGProbeError: ExplainedError, Equatable {
    /// The bytes do not start with a JPEG start-of-image marker.
    case notAJPEG(firstBytes: String)
    /// The header cannot be read; TurboJPEG's message is kept.
    case unreadableHeader(decoderMessage: String)
    /// The header declares more pixels than ``JPEGProbe/maxPixels``.
    case tooLarge(width: Int, height: Int)
    /// The compressed data does not decode cleanly; TurboJPEG's message is kept.
    case corruptData(width: Int, height: Int, decoderMessage: String)

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .notAJPEG(firstBytes): ("not_a_jpeg", "not a JPEG: starts with \(firstBytes), not ff d8")
        case let .unreadableHeader(message): ("jpeg_header_unreadable", "JPEG header unreadable: \(message)")
        case let .tooLarge(width, height): ("jpeg_too_large", "JPEG is \(width)x\(height), above the \(JPEGProbe.maxPixels)-pixel limit")
        case let .corruptData(width, height, message): ("jpeg_corrupt", "\(width)x\(height) JPEG does not decode cleanly: \(message)")
        }
    }
}
