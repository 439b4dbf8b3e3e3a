/// A payload's bytes after its container was identified and removed.
public struct DecodedPayload: Sendable {
    /// The decompressed bytes.
    public let bytes: [UInt8]
    /// The container the input arrived in.
    public let container: DepthContainer
}

/// Identifies a payload's container from its bytes and decompresses it, verifying every checksum
/// and length the container carries. Used for depth maps and confidence maps alike.
///
/// Container rules, in order:
/// - gzip magic → gzip (every member, as gunzip does); zlib header with valid check bits → zlib.
///   A failure is an error, unless the input is exactly `expectedByteCount` long: then it is `raw`
///   data whose first bytes merely look like a header.
/// - Anything else is tried as raw deflate that must fill the input exactly. If it does not inflate,
///   the input is taken as `raw` (its length is checked by the caller); a stream that exceeds the
///   decoding limit is reported as such, never reinterpreted. When the input itself is exactly
///   `expectedByteCount` long and inflates to another size, it is `raw` too.
public struct PayloadDecoder: Sendable {
    /// Bounds on the decompressed size.
    public var limits: DecodingLimits
    private let backend: InflaterBackend

    /// Creates a decoder with the given limits.
    public init(limits: DecodingLimits = .default) {
        self.init(limits: limits, backend: .default)
    }

    /// Creates a decoder that inflates with `backend` (for benchmarks and cross-checks).
    @_spi(Benchmarking)
    public init(limits: DecodingLimits = .default, backend: InflaterBackend) {
        self.limits = limits
        self.backend = backend
    }

    /// Decodes `input`.
    /// - Parameter expectedByteCount: the payload size when known (sizes the output buffer once);
    ///   an input of exactly this length that does not decompress is taken as `raw`.
    public func decode(_ input: [UInt8], expectedByteCount: Int? = nil) throws(DepthDecodingError) -> DecodedPayload {
        let (payload, container) = try decodeBuffer(input, expectedByteCount: expectedByteCount)
        return DecodedPayload(bytes: payload?.bytes ?? input, container: container)
    }

    /// Decodes `input` into Float32-aligned storage.
    /// - Parameter sizeHint: the likely payload size when no size is expected exactly (sizes the
    ///   output buffer; a wrong guess costs a larger buffer or another inflation, never a wrong result).
    /// - Returns: the decompressed payload, or `nil` when the container is `raw` (the payload is
    ///   `input` itself), and the container.
    package func decodeBuffer(
        _ input: [UInt8], expectedByteCount: Int?, sizeHint: Int? = nil
    ) throws(DepthDecodingError) -> (payload: PayloadBuffer?, container: DepthContainer) {
        guard !input.isEmpty else { throw .empty }
        return try input.withUnsafeBytes { bytes in
            Result { () throws(DepthDecodingError) in
                try decode(bytes, expectedByteCount: expectedByteCount, sizeHint: sizeHint)
            }
        }.get()
    }

    /// ``decodeBuffer(_:expectedByteCount:sizeHint:)`` with a `raw` input copied into the buffer:
    /// the payload always in Float32-aligned storage, whatever the container.
    package func decodeCopyingRaw(
        _ input: [UInt8], expectedByteCount: Int?
    ) throws(DepthDecodingError) -> (payload: PayloadBuffer, container: DepthContainer) {
        let (inflated, container) = try decodeBuffer(input, expectedByteCount: expectedByteCount)
        return (inflated ?? input.withUnsafeBytes { PayloadBuffer(copying: $0) }, container)
    }

    private func decode(
        _ input: UnsafeRawBufferPointer, expectedByteCount: Int?, sizeHint: Int? = nil
    ) throws(DepthDecodingError) -> (payload: PayloadBuffer?, container: DepthContainer) {
        let container = DepthContainer.sniff(input)
        // A gzip trailer's ISIZE beats a caller's guess.
        let guess = container == .gzip ? nil : sizeHint.map { min($0, limits.maxDecodedBytes) }
        let sizeHint = expectedByteCount ?? guess ?? estimatedSize(of: input, container: container)
        let rawIsPlausible = input.count == expectedByteCount
        do throws(DepthDecodingError) {
            switch container {
            case .gzip:
                return (try decodeGzip(input, sizeHint: sizeHint), .gzip)
            case .zlib:
                return (try decodeZlib(input, sizeHint: sizeHint), .zlib)
            case .deflate, .raw:
                let payload = try decodeDeflate(input, sizeHint: sizeHint)
                if rawIsPlausible && payload.byteCount != expectedByteCount {
                    return (nil, .raw)
                }
                return (payload, .deflate)
            }
        } catch {
            let error = strictError(for: input, container: container, sizeHint: sizeHint, libdeflateError: error)
            if case .decodedSizeExceedsLimit = error { throw error }
            guard rawIsPlausible || (container != .gzip && container != .zlib) else { throw error }
            guard input.count <= limits.maxDecodedBytes else {
                throw .decodedSizeExceedsLimit(limit: limits.maxDecodedBytes)
            }
            return (nil, .raw)
        }
    }

    /// The error to report for an input that failed: zlib's verdict when libdeflate decoded it.
    ///
    /// libdeflate decodes a few deflate encodings that RFC 1951 and zlib refuse (length symbols
    /// 286–287, distance symbols 30–31, more than 286/30 code lengths, an incomplete code of one
    /// codeword used through its unassigned codeword, overlong code-length repeats). When such a
    /// stream then fails a container check (a checksum over libdeflate's output, a length, bytes
    /// after it), or runs to the limit where zlib stops at once, the stream itself is what is
    /// wrong: decoding it again with zlib (an error path only) reports that, so both backends
    /// fail the same way, with the same kind and offset.
    private func strictError(
        for input: UnsafeRawBufferPointer, container: DepthContainer, sizeHint: Int, libdeflateError: DepthDecodingError
    ) -> DepthDecodingError {
        guard backend == .libdeflate else { return libdeflateError }
        let strict = PayloadDecoder(limits: limits, backend: .zlib)
        do throws(DepthDecodingError) {
            switch container {
            case .gzip: _ = try strict.decodeGzip(input, sizeHint: sizeHint)
            case .zlib: _ = try strict.decodeZlib(input, sizeHint: sizeHint)
            case .deflate, .raw: _ = try strict.decodeDeflate(input, sizeHint: sizeHint)
            }
            return libdeflateError
        } catch {
            return error
        }
    }

    /// An output size to start from when none is expected: a gzip trailer's ISIZE (the last
    /// member's length mod 2³², untrusted), else four times the input; never more than deflate's
    /// 1032:1 maximum ratio allows, nor the limit.
    private func estimatedSize(of input: UnsafeRawBufferPointer, container: DepthContainer) -> Int {
        let maximumRatio = 1032
        var estimate = input.count.multipliedReportingOverflow(by: 4).partialValue
        if container == .gzip, input.count >= 18 {
            estimate = Int(UInt32(littleEndianBytes: input, at: input.count - 4))
        }
        let (ceiling, overflow) = input.count.multipliedReportingOverflow(by: maximumRatio)
        return min(estimate, overflow ? Int.max : ceiling, limits.maxDecodedBytes)
    }

    /// The backend's implementation (a couple of dynamic calls per payload, none per byte).
    private var inflater: any DeflateInflater {
        switch backend {
        case .libdeflate: LibdeflateInflater()
        case .zlib: ZlibInflater()
        }
    }

    private func inflate(
        _ input: UnsafeRawBufferPointer,
        appendingTo output: inout PayloadBuffer,
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
    private func decodeDeflate(_ input: UnsafeRawBufferPointer, sizeHint: Int) throws(DepthDecodingError) -> PayloadBuffer {
        var output = PayloadBuffer()
        let used = try inflate(input, appendingTo: &output, sizeHint: sizeHint, container: .deflate, baseOffset: 0)
        guard used == input.count else {
            throw .trailingGarbage(container: .deflate, offset: used, byteCount: input.count - used)
        }
        return output
    }

    private func decodeZlib(_ input: UnsafeRawBufferPointer, sizeHint: Int) throws(DepthDecodingError) -> PayloadBuffer {
        let headerSize = 2
        guard input[1] & 0x20 == 0 else {
            // A preset dictionary (FDICT) is never used for depth payloads.
            throw .corruptStream(container: .zlib, offset: 1)
        }
        var output = PayloadBuffer()
        let body = UnsafeRawBufferPointer(rebasing: input[headerSize...])
        let used = try inflate(body, appendingTo: &output, sizeHint: sizeHint, container: .zlib, baseOffset: headerSize)
        let trailerStart = headerSize + used
        guard input.count >= trailerStart + 4 else { throw .truncatedStream(container: .zlib) }
        let declared = UInt32(bigEndianBytes: input, at: trailerStart)
        let computed = output.withUnsafeBytes { inflater.adler32($0) }
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
    private func decodeGzip(_ input: UnsafeRawBufferPointer, sizeHint: Int) throws(DepthDecodingError) -> PayloadBuffer {
        var output = PayloadBuffer()
        var offset = 0
        repeat {
            let memberStart = output.byteCount
            let bodyStart = try GzipHeader.length(of: input, at: offset, crc32: inflater.crc32) + offset
            let body = UnsafeRawBufferPointer(rebasing: input[bodyStart...])
            let used = try inflate(
                body, appendingTo: &output, sizeHint: max(sizeHint - memberStart, 1), container: .gzip,
                baseOffset: bodyStart)
            let trailerStart = bodyStart + used
            guard input.count >= trailerStart + 8 else { throw .truncatedStream(container: .gzip) }
            let declaredCRC = UInt32(littleEndianBytes: input, at: trailerStart)
            let computedCRC = output.withUnsafeBytes {
                inflater.crc32(UnsafeRawBufferPointer(rebasing: $0[memberStart...]))
            }
            guard declaredCRC == computedCRC else {
                throw .checksumMismatch(container: .gzip, declared: declaredCRC, computed: computedCRC)
            }
            let declaredSize = UInt32(littleEndianBytes: input, at: trailerStart + 4)
            let computedSize = UInt32(truncatingIfNeeded: output.byteCount - memberStart)
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
    package init(littleEndianBytes bytes: UnsafeRawBufferPointer, at offset: Int) {
        self = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    init(bigEndianBytes bytes: UnsafeRawBufferPointer, at offset: Int) {
        self = UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
