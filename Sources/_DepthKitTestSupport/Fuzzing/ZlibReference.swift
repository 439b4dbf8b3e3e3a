import CZlib
import DepthKitCore

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

        /// The wrapper zlib should read a payload sniffed as `container` in (raw deflate for `raw`).
        public init(_ container: DepthContainer) {
            self = switch container {
            case .gzip: .gzip
            case .zlib: .zlib
            case .deflate, .raw: .deflate
            }
        }

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
        /// zlib refuses the input (corrupt, truncated, trailing bytes, preset dictionary); zlib's
        /// message when it gave one (`z_stream.msg`).
        case invalid(reason: String?)
        /// The output grew past the limit before the input was judged.
        case exceedsLimit

        /// A short summary.
        public var description: String {
            switch self {
            case .decoded(let bytes): "decoded \(bytes.count) bytes"
            case .invalid(let reason): "invalid (\(reason ?? "no message"))"
            case .exceedsLimit: "exceeds limit"
            }
        }
    }

    /// zlib's messages for the deflate encodings libdeflate decodes and zlib refuses (length symbols
    /// 286–287, distance symbols 30–31, more than 286/30 code lengths, an incomplete code of one
    /// codeword used through its unassigned codeword, an incomplete code-length code, code-length
    /// repeats past the end): the only inputs on which DepthKit's default inflater may accept
    /// what zlib refuses (libdeflate's documented leniency, safe for memory; see `PayloadDecoder`).
    public static let libdeflateLenientReasons: Set<String> = [
        "invalid literal/length code", "invalid distance code", "too many length or distance symbols",
        "invalid code lengths set", "invalid bit length repeat",
    ]

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
            if offset < input.count && wrapper != .gzip { return .invalid(reason: "trailing bytes") }
        } while offset < input.count
        return .decoded(output)
    }

    private static func inflateMember(
        _ input: [UInt8], from offset: Int, wrapper: Wrapper, limit: Int
    ) -> (Outcome, used: Int) {
        var stream = z_stream()
        guard depthkit_inflateInit2(&stream, wrapper.windowBits) == Z_OK else { return (.invalid(reason: nil), 0) }
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
                default: return (.invalid(reason: stream.msg.map { String(cString: $0) }), 0)
                }
            }
        }
    }
}
