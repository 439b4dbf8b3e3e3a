/// Inflates one raw deflate (RFC 1951) stream and computes the checksums that frame it, all with one
/// C library. Container framing (gzip, zlib) and the comparison of checksums are handled by
/// ``PayloadDecoder``, so every implementation shares the same strictness.
protocol DeflateInflater {
    /// Inflates the deflate stream starting at the beginning of `input`, appending its output to
    /// `output`. Never lets `output` grow past `limit` bytes (nor allocates much past it).
    /// - Parameter sizeHint: the expected number of output bytes (sizes the buffer; not trusted).
    /// - Returns: how many bytes of `input` the stream occupied, up to and including its final block.
    func inflate(
        _ input: UnsafeRawBufferPointer,
        appendingTo output: inout PayloadBuffer,
        sizeHint: Int,
        limit: Int
    ) throws(InflateFailure) -> Int

    /// The CRC-32 (gzip, ISO 3309) of `bytes`.
    func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32

    /// The Adler-32 (zlib, RFC 1950) of `bytes`.
    func adler32(_ bytes: UnsafeRawBufferPointer) -> UInt32
}

/// Why an inflater stopped, before the container is known to the message.
enum InflateFailure: Error, Equatable {
    /// The input ended before the final block did.
    case truncated
    /// The deflate data is malformed at this input offset.
    case corrupt(offset: Int)
    /// The output would exceed the limit.
    case exceedsLimit
}

/// The inflater implementations, chosen by value so that the hot path calls a concrete type.
@_spi(Benchmarking)
public enum InflaterBackend: String, Sendable, CaseIterable {
    /// libdeflate's whole-buffer decompressor, the default: about 1.5x faster than zlib on a
    /// 256x192 gzip map, checksums included (`Benchmarks/DecodingBenchmarks`).
    case libdeflate
    /// zlib's streaming `inflate`.
    case zlib

    /// The backend used unless a benchmark asks for another.
    public static let `default` = InflaterBackend.libdeflate
}
