/// Reads and writes depth maps in every ``DepthFileFormat``.
public struct DepthFileConverter: Sendable {
    /// Limits for decompressing gzip/zlib/deflate inputs.
    public var limits: DecodingLimits
    /// Depths outside this range are invalid (skipped in point clouds).
    public var valid: ValidDepthRange
    /// Compression for gzip/zlib/deflate outputs.
    public var compressor: DepthCompressor
    /// Point cloud body encoding.
    public var plyEncoding: PointCloud.Encoding
    /// Intrinsics for `.ply` output: in the depth map's pixels, or for another image size.
    public var intrinsics: IntrinsicsSpecification?

    /// Creates a converter with default limits, validity, compression and binary PLY.
    public init(
        limits: DecodingLimits = .default, valid: ValidDepthRange = .reference, compressor: DepthCompressor = DepthCompressor(),
        plyEncoding: PointCloud.Encoding = .binary
    ) {
        self.limits = limits
        self.valid = valid
        self.compressor = compressor
        self.plyEncoding = plyEncoding
    }

    /// Decodes `bytes` as `format`. `dimensions` are required for raw files whose value count is not
    /// a known sensor size, and checked for every other format that has them.
    /// - Throws: the failing stage's ``DepthKitError`` (``ConversionError``, ``DepthDecodingError``,
    ///   ``ImageCodingError``, ``DepthDimensionsError``).
    public func read(_ bytes: [UInt8], as format: DepthFileFormat, dimensions: DepthDimensions? = nil) throws -> DepthMap {
        let map: DepthMap
        switch format {
        case .ply:
            throw ConversionError.notReadable(format)
        case .gzip, .zlib, .deflate:
            map = try DepthDecoder(limits: limits).decode(bytes, dimensions: dimensions).map
        case .raw:
            map = try readRaw(bytes, dimensions: dimensions)
        case .png16:
            map = MillimeterPNG.depthMap(from: try PNGDecoder().decodeGray16(bytes))
        case .npy:
            map = try NumPyArray.decode(bytes)
        }
        if let dimensions, dimensions != map.dimensions {
            throw DepthDecodingError.sizeMismatch(
                expected: dimensions, expectedBytes: dimensions.byteCount, actualBytes: map.dimensions.byteCount)
        }
        return map
    }

    /// Encodes `map` as `format`.
    /// - Throws: the failing stage's ``DepthKitError`` (``ConversionError``, ``DepthCompressionError``,
    ///   ``ImageCodingError``, ``CameraIntrinsicsError``).
    public func write(_ map: DepthMap, as format: DepthFileFormat) throws -> ConvertedDepth {
        switch format {
        case .gzip, .zlib, .deflate, .raw:
            return ConvertedDepth(bytes: try compressor.compress(map, container: format.container!))
        case .png16:
            let (image, zeroed) = MillimeterPNG.samples(of: map)
            return ConvertedDepth(bytes: try PNGEncoder(compression: .small).encode(image), zeroedPixels: zeroed)
        case .npy:
            return ConvertedDepth(bytes: NumPyArray.encode(map))
        case .ply:
            let cloud = PointCloud(map: map, intrinsics: try resolvedIntrinsics(for: map.dimensions), valid: valid)
            return ConvertedDepth(bytes: cloud.ply(plyEncoding), pointCount: cloud.count)
        }
    }

    /// The intrinsics to use for a map of `dimensions`.
    func resolvedIntrinsics(for dimensions: DepthDimensions) throws -> CameraIntrinsics {
        guard let intrinsics else { throw ConversionError.missingIntrinsics }
        return try intrinsics.resolve(for: dimensions)
    }

    private func readRaw(_ bytes: [UInt8], dimensions: DepthDimensions?) throws -> DepthMap {
        guard bytes.count <= limits.maxDecodedBytes else {
            throw DepthDecodingError.decodedSizeExceedsLimit(limit: limits.maxDecodedBytes)
        }
        let grid: DepthDimensions
        if let dimensions {
            grid = dimensions
        } else if bytes.count % 4 == 0, let sensor = SensorSize.matching(pixelCount: bytes.count / 4) {
            grid = sensor.dimensions
        } else {
            throw ConversionError.rawNeedsDimensions(valueCount: bytes.count / 4)
        }
        guard bytes.count == grid.byteCount else {
            throw ConversionError.rawSizeMismatch(expectedBytes: grid.byteCount, actualBytes: bytes.count)
        }
        return try! DepthMap(dimensions: grid, meters: [Float](littleEndianBytes: bytes))  // size checked above
    }
}

/// The bytes of a converted file and what the conversion had to drop.
public struct ConvertedDepth: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// PNG output: non-zero depths that could not be stored (NaN, ±Inf, ≤ 0 or above 65.535 m) and became 0.
    public let zeroedPixels: Int?
    /// PLY output: number of points written.
    public let pointCount: Int?

    init(bytes: [UInt8], zeroedPixels: Int? = nil, pointCount: Int? = nil) {
        self.bytes = bytes
        self.zeroedPixels = zeroedPixels
        self.pointCount = pointCount
    }
}
