/// Inflates one raw deflate (RFC 1951) stream. Container framing (gzip, zlib) and checksums are
/// handled by ``PayloadDecoder``; an inflater only turns deflate blocks into bytes.
protocol DeflateInflater {
    /// Inflates the deflate stream starting at the beginning of `input`, appending its output to
    /// `output`. Never lets `output` grow past `limit` bytes.
    /// - Returns: how many bytes of `input` the stream occupied, up to and including its final block.
    func inflate(
        _ input: UnsafeRawBufferPointer,
        appendingTo output: inout [UInt8],
        sizeHint: Int,
        limit: Int
    ) throws(InflateFailure) -> Int
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
