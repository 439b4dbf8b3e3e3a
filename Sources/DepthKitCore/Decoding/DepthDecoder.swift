/// Where a decoded map's dimensions came from.
public enum DimensionsSource: String, Sendable, Codable {
    /// The caller gave them and the payload matched.
    case given
    /// None were given; the value count matched a known ``SensorSize``, landscape assumed.
    case inferredLandscape = "inferred_landscape"
}

/// A decoded depth map and what was learned about its bytes on the way.
public struct DecodedDepth: Sendable {
    /// The depth values.
    public let map: DepthMap
    /// The container the bytes arrived in.
    public let container: DepthContainer
    /// Size of the input as received, in bytes.
    public let encodedByteCount: Int
    /// Where ``map``'s dimensions came from.
    public let dimensionsSource: DimensionsSource
}

/// Turns the bytes of a depth file (gzip, zlib, raw deflate or raw Float32 little-endian metres)
/// into a ``DepthMap``, refusing anything that does not fit the expected dimensions.
public struct DepthDecoder: Sendable {
    /// Identifies the container and decompresses the payload.
    private var payloadDecoder: PayloadDecoder

    /// Bounds on the decompressed size.
    public var limits: DecodingLimits {
        get { payloadDecoder.limits }
        set { payloadDecoder.limits = newValue }
    }

    /// Creates a decoder.
    public init(limits: DecodingLimits = .default) {
        payloadDecoder = PayloadDecoder(limits: limits)
    }

    /// Creates a decoder that inflates with `backend` (for benchmarks and cross-checks).
    @_spi(Benchmarking)
    public init(limits: DecodingLimits = .default, backend: InflaterBackend) {
        payloadDecoder = PayloadDecoder(limits: limits, backend: backend)
    }

    /// Decodes `input`.
    /// - Parameter dimensions: the expected grid. When `nil`, the value count must match a known
    ///   ``SensorSize`` (landscape assumed) — a shape is never guessed from an arbitrary count.
    public func decode(_ input: [UInt8], dimensions: DepthDimensions? = nil) throws(DepthDecodingError) -> DecodedDepth {
        let (payload, container) = try payloadDecoder.decodeCopyingRaw(input, expectedByteCount: dimensions?.byteCount)
        let byteCount = payload.byteCount
        guard byteCount > 0 else { throw .emptyPayload(container: container) }
        guard byteCount % MemoryLayout<Float>.size == 0 else { throw .notWholeFloats(byteCount: byteCount) }
        let valueCount = byteCount / MemoryLayout<Float>.size
        let grid: DepthDimensions
        let source: DimensionsSource
        if let dimensions {
            guard dimensions.byteCount == byteCount else {
                throw .sizeMismatch(expected: dimensions, expectedBytes: dimensions.byteCount, actualBytes: byteCount)
            }
            grid = dimensions
            source = .given
        } else {
            guard let sensor = SensorSize.matching(pixelCount: valueCount) else {
                throw .unknownPixelCount(valueCount: valueCount)
            }
            grid = sensor.dimensions
            source = .inferredLandscape
        }
        // Decompressed straight into Float32 storage: the map takes it without a copy.
        return DecodedDepth(
            map: try! DepthMap(dimensions: grid, meters: payload.float32Values),  // count checked above
            container: container,
            encodedByteCount: input.count,
            dimensionsSource: source
        )
    }
}

extension Array where Element == Float {
    /// Reinterprets little-endian Float32 bytes; `bytes.count` must be a multiple of 4.
    package init(littleEndianBytes bytes: [UInt8]) {
        let count = bytes.count / MemoryLayout<Float>.size
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { source in
                #if _endian(little)
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
                #else
                for index in 0..<count {
                    buffer[index] = Float(bitPattern: UInt32(littleEndianBytes: source, at: index * 4))
                }
                #endif
            }
            initialized = count
        }
    }
}
