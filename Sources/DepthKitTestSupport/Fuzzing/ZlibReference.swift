import CZlib

/// zlib's own `inflate`, used as the independent reference for DepthKit's payload decoding in
/// fuzzing and tests.
public enum ZlibReference {
    /// The wrapper around the deflate stream.
    public enum Wrapper: Sendable {
        /// RFC 1952, every member back to back (as gunzip reads them).
        case gzip
        /// RFC 1950.
        case zlib
        /// RFC 1951, no wrapper; the stream must fill the input exactly.
        case deflate

        var windowBits: Int32 {
            switch self {
            case .gzip: MAX_WBITS + 16
            case .zlib: MAX_WBITS
            case .deflate: -MAX_WBITS
            }
        }
    }

    /// What zlib made of an input.
    public enum Outcome: Equatable, Sendable, CustomStringConvertible {
        /// The whole input is valid; the decompressed bytes.
        case decoded([UInt8])
        /// zlib refuses the input (corrupt, truncated, trailing bytes, preset dictionary).
        case invalid
        /// The output grew past the limit before the input was judged.
        case exceedsLimit

        /// A short summary.
        public var description: String {
            switch self {
            case .decoded(let bytes): "decoded \(bytes.count) bytes"
            case .invalid: "invalid"
            case .exceedsLimit: "exceeds limit"
            }
        }
    }

    /// Inflates `input` in `wrapper`, producing at most `limit` bytes.
    public static func inflate(_ input: [UInt8], wrapper: Wrapper, limit: Int) -> Outcome {
        var output: [UInt8] = []
        var offset = 0
        repeat {
            let (outcome, used) = inflateMember(input, from: offset, wrapper: wrapper, limit: limit - output.count)
            guard case .decoded(let bytes) = outcome else { return outcome }
            output += bytes
            offset += used
            // Only gzip chains members; anything else after the stream is trailing garbage.
            if offset < input.count && wrapper != .gzip { return .invalid }
        } while offset < input.count
        return .decoded(output)
    }

    private static func inflateMember(
        _ input: [UInt8], from offset: Int, wrapper: Wrapper, limit: Int
    ) -> (Outcome, used: Int) {
        var stream = z_stream()
        guard depthkit_inflateInit2(&stream, wrapper.windowBits) == Z_OK else { return (.invalid, 0) }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let remaining = Array(input[offset...])
        return remaining.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return (status, buffer.count - Int(stream.avail_out))
                }
                output += chunk[..<produced]
                if output.count > limit { return (.exceedsLimit, 0) }
                switch status {
                case Z_STREAM_END: return (.decoded(output), Int(stream.total_in))
                case Z_OK where produced > 0 || stream.avail_in > 0: continue
                default: return (.invalid, 0)
                }
            }
        }
    }
}
