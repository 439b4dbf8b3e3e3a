import CZlib

/// A payload's bytes after its container was identified and removed.
public struct DecodedPayload: Sendable {
    /// The decompressed bytes.
    public let bytes: [UInt8]
    /// The container the input arrived in.
    public let container: DepthContainer
}

/// Identifies a payload's container from its bytes and decompresses it, verifying every checksum
/// and length the container carries. Used for depth maps and confidence maps alike.
public struct PayloadDecoder: Sendable {
    /// Bounds on the decompressed size.
    public var limits: DecodingLimits

    /// Creates a decoder with the given limits.
    public init(limits: DecodingLimits = .default) {
        self.limits = limits
    }

    /// Decodes `input`.
    /// - Parameter expectedByteCount: the payload size when known (sizes the output buffer once);
    ///   a compressed input that does not inflate is taken as `raw` only when its length equals it.
    public func decode(_ input: [UInt8], expectedByteCount: Int? = nil) throws(DepthDecodingError) -> DecodedPayload {
        guard !input.isEmpty else { throw .empty }
        let sizeHint = expectedByteCount ?? input.count * 4
        return try input.withUnsafeBytes { bytes in
            Result { () throws(DepthDecodingError) in try decode(bytes, of: input, sizeHint: sizeHint, expectedByteCount: expectedByteCount) }
        }.get()
    }

    private func decode(
        _ bytes: UnsafeRawBufferPointer, of input: [UInt8], sizeHint: Int, expectedByteCount: Int?
    ) throws(DepthDecodingError) -> DecodedPayload {
            switch DepthContainer.sniff(bytes) {
            case .gzip:
                return DecodedPayload(bytes: try decodeGzip(bytes, sizeHint: sizeHint), container: .gzip)
            case .zlib:
                do throws(DepthDecodingError) {
                    return DecodedPayload(bytes: try decodeZlib(bytes, sizeHint: sizeHint), container: .zlib)
                } catch {
                    if input.count == expectedByteCount { return DecodedPayload(bytes: input, container: .raw) }
                    throw error
                }
            case .deflate, .raw:
                if let payload = try? decodeDeflate(bytes, sizeHint: sizeHint) {
                    return DecodedPayload(bytes: payload, container: .deflate)
                }
                guard input.count <= limits.maxDecodedBytes else {
                    throw .decodedSizeExceedsLimit(limit: limits.maxDecodedBytes)
                }
                return DecodedPayload(bytes: input, container: .raw)
            }
    }

    private var inflater: some DeflateInflater { ZlibInflater() }

    private func inflate(
        _ input: UnsafeRawBufferPointer,
        appendingTo output: inout [UInt8],
        sizeHint: Int,
        container: DepthContainer,
        baseOffset: Int
    ) throws(DepthDecodingError) -> Int {
        do throws(InflateFailure) {
            return try inflater.inflate(input, appendingTo: &output, sizeHint: sizeHint, limit: limits.maxDecodedBytes)
        } catch {
            switch error {
            case .truncated: throw .truncatedStream(container: container)
            case .corrupt(let offset): throw .corruptStream(container: container, offset: baseOffset + offset)
            case .exceedsLimit: throw .decodedSizeExceedsLimit(limit: limits.maxDecodedBytes)
            }
        }
    }

    /// Raw deflate must fill the input exactly: a stream that ends early is not taken as deflate.
    private func decodeDeflate(_ input: UnsafeRawBufferPointer, sizeHint: Int) throws(DepthDecodingError) -> [UInt8] {
        var output: [UInt8] = []
        let used = try inflate(input, appendingTo: &output, sizeHint: sizeHint, container: .deflate, baseOffset: 0)
        guard used == input.count else {
            throw .trailingGarbage(container: .deflate, offset: used, byteCount: input.count - used)
        }
        return output
    }

    private func decodeZlib(_ input: UnsafeRawBufferPointer, sizeHint: Int) throws(DepthDecodingError) -> [UInt8] {
        let headerSize = 2
        guard input[1] & 0x20 == 0 else {
            // A preset dictionary (FDICT) is never used for depth payloads.
            throw .corruptStream(container: .zlib, offset: 1)
        }
        var output: [UInt8] = []
        let body = UnsafeRawBufferPointer(rebasing: input[headerSize...])
        let used = try inflate(body, appendingTo: &output, sizeHint: sizeHint, container: .zlib, baseOffset: headerSize)
        let trailerStart = headerSize + used
        guard input.count >= trailerStart + 4 else { throw .truncatedStream(container: .zlib) }
        let declared = UInt32(bigEndianBytes: input, at: trailerStart)
        let computed = output.withUnsafeBytes {
            UInt32(adler32_z(1, $0.bindMemory(to: Bytef.self).baseAddress, $0.count))
        }
        guard declared == computed else {
            throw .checksumMismatch(container: .zlib, declared: declared, computed: computed)
        }
        let end = trailerStart + 4
        guard end == input.count else {
            throw .trailingGarbage(container: .zlib, offset: end, byteCount: input.count - end)
        }
        return output
    }

    /// Decodes every gzip member back to back, as gunzip does.
    private func decodeGzip(_ input: UnsafeRawBufferPointer, sizeHint: Int) throws(DepthDecodingError) -> [UInt8] {
        var output: [UInt8] = []
        var offset = 0
        repeat {
            let memberStart = output.count
            let bodyStart = try GzipHeader.length(of: input, at: offset) + offset
            let body = UnsafeRawBufferPointer(rebasing: input[bodyStart...])
            let used = try inflate(
                body, appendingTo: &output, sizeHint: sizeHint, container: .gzip, baseOffset: bodyStart)
            let trailerStart = bodyStart + used
            guard input.count >= trailerStart + 8 else { throw .truncatedStream(container: .gzip) }
            let declaredCRC = UInt32(littleEndianBytes: input, at: trailerStart)
            let computedCRC = output.withUnsafeBytes {
                let member = UnsafeRawBufferPointer(rebasing: $0[memberStart...])
                return UInt32(crc32_z(0, member.bindMemory(to: Bytef.self).baseAddress, member.count))
            }
            guard declaredCRC == computedCRC else {
                throw .checksumMismatch(container: .gzip, declared: declaredCRC, computed: computedCRC)
            }
            let declaredSize = UInt32(littleEndianBytes: input, at: trailerStart + 4)
            let computedSize = UInt32(truncatingIfNeeded: output.count - memberStart)
            guard declaredSize == computedSize else {
                throw .gzipLengthMismatch(declared: declaredSize, computed: computedSize)
            }
            offset = trailerStart + 8
            if offset < input.count && !GzipHeader.startsMember(input, at: offset) {
                throw .trailingGarbage(container: .gzip, offset: offset, byteCount: input.count - offset)
            }
        } while offset < input.count
        return output
    }
}

extension UInt32 {
    init(littleEndianBytes bytes: UnsafeRawBufferPointer, at offset: Int) {
        self = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    init(bigEndianBytes bytes: UnsafeRawBufferPointer, at offset: Int) {
        self = UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
