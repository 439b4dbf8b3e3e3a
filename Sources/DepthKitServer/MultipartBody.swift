/// A `multipart/form-data` body held in memory, read by the service's own reader
/// (`MultipartUpload.Reader`, the one every upload route feeds) as if it arrived from the network
/// in chunks of a chosen size. The entry point of the `Multipart` fuzz target and its regression
/// tests: the service itself reads request streams.
public struct MultipartBody: Sendable {
    /// The body's bytes.
    public var bytes: [UInt8]
    /// The request's `Content-Type` (`multipart/form-data; boundary=…`), when it has one.
    public var contentType: String?

    /// A body with its content type.
    public init(bytes: [UInt8], contentType: String?) {
        self.bytes = bytes
        self.contentType = contentType
    }

    /// Reads the body under the limits a route applies, synchronously, through the route's own
    /// reader; its `Content-Length` is declared as its size.
    /// - Parameters:
    ///   - caps: the part names the route takes, each with its byte limit.
    ///   - totalLimit: the whole body's byte limit.
    ///   - maxParts: the most parts the body may have.
    ///   - chunkSize: how many bytes each chunk delivers (at least 1).
    /// - Returns: each part's bytes, by name.
    /// - Throws: ``APIError``: 415 `unsupported_media_type`, 400 `malformed_request`, 413 `payload_too_large`.
    public func parts(caps: [String: Int], totalLimit: Int, maxParts: Int, chunkSize: Int) throws(APIError) -> [String: [UInt8]] {
        var reader = try MultipartUpload.Reader(
            contentType: contentType, contentLength: String(bytes.count), caps: caps, totalLimit: totalLimit, maxParts: maxParts,
            hashingBody: false)
        let step = max(chunkSize, 1)
        try bytes.withUnsafeBytes { whole in
            Result { () throws(APIError) in
                for start in stride(from: 0, to: whole.count, by: step) {
                    try reader.read(UnsafeRawBufferPointer(rebasing: whole[start..<min(start + step, whole.count)]))
                }
            }
        }.get()
        return try reader.finish().parts.mapValues(\.bytes)
    }
}
