/// Compresses depth (or confidence) payloads into the containers ``PayloadDecoder`` reads back:
/// gzip, zlib or raw deflate, with libdeflate. Used by `depthkit convert` and the capture pipeline.
public struct DepthCompressor: Sendable {
    /// libdeflate's compression level, 0 (store) … 12 (smallest, slowest).
    public let level: Int

    /// The default level: 4, chosen by measurement on the real iPhone map (docs/performance.md):
    /// about a third of level 6's time for a file within 2 % of its size.
    public static let defaultLevel = 4

    /// Creates a compressor; `level` is clamped to 0…12.
    public init(level: Int = defaultLevel) {
        self.level = min(max(level, 0), 12)
    }

    /// `map` as Float32 little-endian metres, row-major, in `container` (``DepthContainer/raw``:
    /// the bytes themselves).
    public func compress(_ map: DepthMap, container: DepthContainer) throws(DepthCompressionError) -> [UInt8] {
        try compress(bytes: map.littleEndianBytes, container: container)
    }
}

extension DepthMap {
    /// The map as Float32 little-endian bytes, row-major: the raw payload of a depth file.
    public var littleEndianBytes: [UInt8] { meters.littleEndianBytes }
}

extension Array where Element == Float {
    /// The values as consecutive Float32 little-endian bytes.
    var littleEndianBytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            withUnsafeBufferPointer { source in
                #if _endian(little)
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(source))
                #else
                for (index, value) in source.enumerated() {
                    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes in
                        for byte in 0..<4 { buffer[index * 4 + byte] = bytes[byte] }
                    }
                }
                #endif
            }
            initialized = count * 4
        }
    }
}
