/// ARKit's per-pixel depth confidence: one byte per depth pixel, 0 (low), 1 (medium) or 2 (high),
/// row-major with the same dimensions as the depth map it describes.
public struct ConfidenceMap: Equatable, Sendable {
    /// ARKit's highest level (`ARConfidenceLevel.high`).
    public static let highLevel: UInt8 = 2

    /// The pixel grid (the depth map's).
    public let dimensions: DepthDimensions
    /// One level per pixel, each 0, 1 or 2.
    public let levels: [UInt8]

    /// Creates a map after checking the level count and that every level is 0, 1 or 2.
    public init(dimensions: DepthDimensions, levels: [UInt8]) throws(ConfidenceMapError) {
        guard levels.count == dimensions.pixelCount else {
            throw .sizeMismatch(expected: dimensions, expectedBytes: dimensions.pixelCount, actualBytes: levels.count)
        }
        if let index = levels.firstIndex(where: { $0 > Self.highLevel }) {
            throw .invalidLevel(value: levels[index], pixelIndex: index)
        }
        self.dimensions = dimensions
        self.levels = levels
    }

    /// A confidence map from a one-channel 8-bit image (how Stray Scanner exports it, as PNG).
    public init(image: PixelImage) throws(ConfidenceMapError) {
        guard image.layout == .gray else { throw .notGray(channels: image.layout.channels) }
        let dimensions: DepthDimensions
        do { dimensions = try DepthDimensions(width: image.width, height: image.height) } catch {
            throw .payload(.invalidDimensions(error))
        }
        try self.init(dimensions: dimensions, levels: image.pixels)
    }

    /// Decodes a confidence payload in any container ``PayloadDecoder`` knows (gzip, zlib, raw
    /// deflate, raw bytes): one byte per pixel of `dimensions`.
    public static func decode(
        _ input: [UInt8], dimensions: DepthDimensions, limits: DecodingLimits = .default
    ) throws(ConfidenceMapError) -> ConfidenceMap {
        let payload: DecodedPayload
        do { payload = try PayloadDecoder(limits: limits).decode(input, expectedByteCount: dimensions.pixelCount) } catch {
            throw .payload(error)
        }
        return try ConfidenceMap(dimensions: dimensions, levels: payload.bytes)
    }

    /// The share of pixels at ``highLevel``, in [0, 1].
    public var highFraction: Double {
        Double(levels.lazy.filter { $0 == Self.highLevel }.count) / Double(levels.count)
    }
}

/// Why bytes do not form a confidence map for a depth map.
public enum ConfidenceMapError: DepthKitError, Equatable {
    /// The container could not be decoded.
    case payload(DepthDecodingError)
    /// The level count is not one per depth pixel.
    case sizeMismatch(expected: DepthDimensions, expectedBytes: Int, actualBytes: Int)
    /// A level other than 0, 1 or 2.
    case invalidLevel(value: UInt8, pixelIndex: Int)
    /// The image has more than one channel.
    case notGray(channels: Int)

    public var category: FailureCategory {
        switch self {
        case .payload(let error): error.category
        default: .badData
        }
    }

    public var kind: String {
        switch self {
        case .payload(let error): "confidence_\(error.kind)"
        case .sizeMismatch: "confidence_dimension_mismatch"
        case .invalidLevel: "confidence_invalid_level"
        case .notGray: "confidence_not_gray"
        }
    }

    public var description: String {
        switch self {
        case let .payload(error):
            "confidence map: \(error)"
        case let .sizeMismatch(expected, expectedBytes, actualBytes):
            "confidence map for \(expected) needs \(expectedBytes) bytes (one per pixel), got \(actualBytes)"
        case let .invalidLevel(value, pixelIndex):
            "confidence level \(value) at pixel \(pixelIndex) is not 0, 1 or 2"
        case let .notGray(channels):
            "confidence image has \(channels) channels, expected 1 (gray)"
        }
    }
}
