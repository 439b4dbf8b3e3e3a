import CZlib

/// Streaming raw-deflate inflation with zlib; the output grows geometrically up to the limit.
struct ZlibInflater: DeflateInflater {
    func inflate(
        _ input: UnsafeRawBufferPointer,
        appendingTo output: inout [UInt8],
        sizeHint: Int,
        limit: Int
    ) throws(InflateFailure) -> Int {
        var stream = z_stream()
        guard depthkit_inflateInit2(&stream, -MAX_WBITS) == Z_OK else {
            throw .corrupt(offset: 0)
        }
        defer { inflateEnd(&stream) }
        let start = output.count
        var produced = 0
        var capacity = max(1024, min(sizeHint, limit - start + 1))
        stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
        stream.avail_in = uInt(clamping: input.count)
        while true {
            if start + produced == output.count {
                let room = min(capacity, limit - output.count + 1)
                if room <= 0 { throw .exceedsLimit }
                output.append(contentsOf: repeatElement(0, count: room))
                capacity *= 2
            }
            let status = output.withUnsafeMutableBytes { buffer in
                let free = buffer.count - (start + produced)
                stream.next_out = buffer.baseAddress!.advanced(by: start + produced)
                    .assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(clamping: free)
                let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                produced += free - Int(stream.avail_out)
                return status
            }
            if start + produced > limit {
                throw .exceedsLimit
            }
            switch status {
            case Z_STREAM_END:
                output.removeSubrange((start + produced)...)
                return Int(stream.total_in)
            case Z_OK:
                continue
            case Z_BUF_ERROR where stream.avail_in == 0:
                throw .truncated
            case Z_BUF_ERROR:
                continue
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
