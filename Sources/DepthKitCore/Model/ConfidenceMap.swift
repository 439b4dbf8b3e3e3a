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

    /// Decodes a confidence map for a depth map of `dimensions`: an 8-bit grey PNG (Stray Scanner's
    /// export), or one byte per pixel in any container ``PayloadDecoder`` knows (gzip, zlib, raw
    /// deflate, raw bytes; ARKit's `confidenceMap` as the capture app uploads it).
    public static func decode(
        _ input: [UInt8], dimensions: DepthDimensions, limits: DecodingLimits = .default
    ) throws(ConfidenceMapError) -> ConfidenceMap {
        if input.starts(with: PNGDecoder.signature) {
            let image = try pngImage(input)
            guard image.width == dimensions.width, image.height == dimensions.height else {
                throw .imageSizeMismatch(expected: dimensions, width: image.width, height: image.height)
            }
            return try ConfidenceMap(image: image)
        }
        return try ConfidenceMap(
            dimensions: dimensions, levels: try levels(from: input, expectedCount: dimensions.pixelCount, limits: limits))
    }

    /// The per-pixel levels of a confidence file (PNG or any payload container), row-major,
    /// before they are matched to a depth map.
    public static func levels(
        from input: [UInt8], expectedCount: Int? = nil, limits: DecodingLimits = .default
    ) throws(ConfidenceMapError) -> [UInt8] {
        if input.starts(with: PNGDecoder.signature) {
            let image = try pngImage(input)
            guard image.layout == .gray else { throw .notGray(channels: image.layout.channels) }
            return image.pixels
        }
        do { return try PayloadDecoder(limits: limits).decode(input, expectedByteCount: expectedCount).bytes } catch {
            throw .payload(error)
        }
    }

    private static func pngImage(_ input: [UInt8]) throws(ConfidenceMapError) -> PixelImage {
        do { return try PNGDecoder().decode(input) } catch { throw .image(error) }
    }

    /// The share of pixels at ``highLevel``, in [0, 1].
    public var highFraction: Double {
        Double(levels.lazy.filter { $0 == Self.highLevel }.count) / Double(levels.count)
    }
}

/// Why bytes do not form a confidence map for a depth map.
public enum ConfidenceMapError: ExplainedError, Equatable {
    /// The container could not be decoded.
    case payload(DepthDecodingError)
    /// The level count is not one per depth pixel.
    case sizeMismatch(expected: DepthDimensions, expectedBytes: Int, actualBytes: Int)
    /// A level other than 0, 1 or 2.
    case invalidLevel(value: UInt8, pixelIndex: Int)
    /// The image has more than one channel.
    case notGray(channels: Int)
    /// The PNG could not be decoded.
    case image(ImageCodingError)
    /// The confidence image's size differs from the depth map's.
    case imageSizeMismatch(expected: DepthDimensions, width: Int, height: Int)

    public var category: FailureCategory {
        switch self {
        case .payload(let error): error.category
        case .image(let error): error.category
        default: .badData
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .payload(error): ("confidence_\(error.kind)", "confidence map: \(error)")
        case let .sizeMismatch(expected, expectedBytes, actualBytes):
            ("confidence_dimension_mismatch", "confidence map for \(expected) needs \(expectedBytes) bytes (one per pixel), got \(actualBytes)")
        case let .invalidLevel(value, pixelIndex): ("confidence_invalid_level", "confidence level \(value) at pixel \(pixelIndex) is not 0, 1 or 2")
        case let .notGray(channels): ("confidence_not_gray", "confidence image has \(channels) channels, expected 1 (gray)")
        case let .image(error): ("confidence_\(error.kind)", "confidence map: \(error)")
        case let .imageSizeMismatch(expected, width, height):
            ("confidence_image_dimension_mismatch", "confidence image is \(width)x\(height), the depth map \(expected)")
        }
    }
}
