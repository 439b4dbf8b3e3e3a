import CZlib

/// Streaming raw-deflate inflation with zlib into uninitialised chunks: the first sized from the
/// hint, each further one twice as large, none past the limit (plus one byte that detects
/// overflow). Also the diagnostician for ``LibdeflateInflater``: zlib tells a truncated stream
/// from a corrupt one and where.
struct ZlibInflater: DeflateInflater {
    func inflate(
        _ input: UnsafeRawBufferPointer,
        appendingTo output: inout PayloadBuffer,
        sizeHint: Int,
        limit: Int
    ) throws(InflateFailure) -> Int {
        guard output.byteCount <= limit else { throw .exceedsLimit }
        var stream = z_stream()
        guard depthkit_inflateInit2(&stream, -MAX_WBITS) == Z_OK else {
            throw .corrupt(offset: 0)
        }
        defer { inflateEnd(&stream) }
        stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
        stream.avail_in = uInt(clamping: input.count)
        var capacity = min(max(sizeHint, 1024), limit - output.byteCount + 1)
        while true {
            var status = Z_OK
            _ = output.append(capacity: capacity) { free in
                stream.next_out = free.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(clamping: free.count)
                repeat {
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                } while status == Z_OK && stream.avail_out > 0
                return free.count - Int(stream.avail_out)
            }
            guard output.byteCount <= limit else { throw .exceedsLimit }
            switch status {
            case Z_STREAM_END:
                return Int(stream.total_in)
            case Z_OK:
                // The chunk is full and the stream goes on.
                capacity = min(capacity.multipliedReportingOverflow(by: 2).partialValue, limit - output.byteCount + 1)
            case Z_BUF_ERROR:
                throw .truncated
            default:
                throw .corrupt(offset: Int(stream.total_in))
            }
        }
    }

    func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(crc32_z(0, bytes.bindMemory(to: Bytef.self).baseAddress, bytes.count))
    }

    func adler32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(adler32_z(1, bytes.bindMemory(to: Bytef.self).baseAddress, bytes.count))
    }
}
