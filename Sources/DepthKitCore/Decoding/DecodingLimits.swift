/// Bounds that keep hostile inputs (decompression bombs, absurd headers) from exhausting memory.
public struct DecodingLimits: Hashable, Sendable {
    /// The most bytes a payload may decompress to; decompression stops at this limit
    /// instead of allocating past it. Default 64 MiB.
    public var maxDecodedBytes: Int

    /// 64 MiB of decoded payload, enough for a 4096x4096 Float32 map.
    public static let `default` = DecodingLimits(maxDecodedBytes: 64 << 20)

    /// Creates limits.
    public init(maxDecodedBytes: Int) {
        self.maxDecodedBytes = maxDecodedBytes
    }
}
