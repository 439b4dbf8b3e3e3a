import CZlib

/// Compresses a depth payload (Float32 LE metres) into a gzip, zlib or raw-deflate container with
/// zlib's own deflate, in one call with an output buffer sized by `deflateBound`.
///
/// The gzip header zlib writes carries no name and a zero timestamp, so equal payloads give equal
/// bytes (and equal capture hashes).
public struct ZlibDepthCompressor: Sendable {
    /// Level 4, chosen by measurement (see `docs/readme/frames.md`): on real depth maps 14–32 % smaller
    /// than level 1; on the iPhone LiDAR map within 1.2 % of level 6's size at under half its time.
    public static let defaultLevel = 4

    /// zlib compression level, 0 (store) ... 9 (smallest).
    public let level: Int

    /// Creates a compressor; `level` must be within 0...9.
    public init(level: Int = defaultLevel) throws(ZlibDepthCompressionError) {
        guard (0...9).contains(level) else { throw .levelOutOfRange(level) }
        self.level = level
    }

    /// `payload` wrapped in `container`; `.raw` returns the payload unchanged.
    public func compress(_ payload: [UInt8], into container: DepthContainer) throws(ZlibDepthCompressionError) -> [UInt8] {
        let windowBits: Int32
        switch container {
        case .gzip: windowBits = MAX_WBITS + 16
        case .zlib: windowBits = MAX_WBITS
        case .deflate: windowBits = -MAX_WBITS
        case .raw: return payload
        }
        guard payload.count <= Int(UInt32.max) else { throw .payloadTooLarge(byteCount: payload.count) }
        var stream = z_stream()
        let initStatus = depthkit_deflateInit2(&stream, Int32(level), windowBits, 8, Z_DEFAULT_STRATEGY)
        guard initStatus == Z_OK else { throw .deflateFailed(status: initStatus) }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(payload.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status = payload.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(out.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw .deflateFailed(status: status) }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }
}

/// Why a depth payload could not be compressed.
public enum ZlibDepthCompressionError: DepthKitError, Equatable {
    /// The level is outside 0...9.
    case levelOutOfRange(Int)
    /// The payload is beyond zlib's 4 GiB single-call limit.
    case payloadTooLarge(byteCount: Int)
    /// zlib returned this status (out of memory).
    case deflateFailed(status: Int32)

    public var category: FailureCategory {
        switch self {
        case .levelOutOfRange: .usage
        case .payloadTooLarge: .badData
        case .deflateFailed: .io
        }
    }

    public var kind: String {
        switch self {
        case .levelOutOfRange: "deflate_level_out_of_range"
        case .payloadTooLarge: "depth_payload_too_large"
        case .deflateFailed: "deflate_failed"
        }
    }

    public var description: String {
        switch self {
        case let .levelOutOfRange(level): "deflate level \(level) is outside 0...9"
        case let .payloadTooLarge(byteCount): "depth payload of \(byteCount) bytes exceeds zlib's 4 GiB limit"
        case let .deflateFailed(status): "zlib deflate failed with status \(status)"
        }
    }
}
