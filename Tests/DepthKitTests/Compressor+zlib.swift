import CZlib
@testable import DepthKitCore

/// Builds compressed inputs inside the tests (corrupted copies, bombs) with zlib's `deflate`,
/// independently of the decoder under test.
enum Compressor {
    /// Compresses `chunk` repeated `repetitions` times into `container` (`gzip`, `zlib` or
    /// `deflate`), streaming so that a 100 MiB bomb never exists uncompressed in memory.
    static func compress(_ chunk: [UInt8], repetitions: Int = 1, into container: DepthContainer) -> [UInt8] {
        let windowBits: Int32 = switch container {
        case .gzip: MAX_WBITS + 16
        case .zlib: MAX_WBITS
        case .deflate, .raw: -MAX_WBITS
        }
        var stream = z_stream()
        let status = depthkit_deflateInit2(&stream, Z_BEST_COMPRESSION, windowBits, 8, Z_DEFAULT_STRATEGY)
        precondition(status == Z_OK, "deflateInit2 failed: \(status)")
        defer { deflateEnd(&stream) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var chunk = chunk
        for repetition in 0..<repetitions {
            let flush = repetition == repetitions - 1 ? Z_FINISH : Z_NO_FLUSH
            chunk.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                repeat {
                    buffer.withUnsafeMutableBufferPointer { out in
                        stream.next_out = out.baseAddress
                        stream.avail_out = uInt(out.count)
                        _ = deflate(&stream, flush)
                        output.append(contentsOf: out[0..<(out.count - Int(stream.avail_out))])
                    }
                } while stream.avail_out == 0 || stream.avail_in > 0
            }
        }
        return output
    }
}
