import CDeflate

/// Whole-buffer raw-deflate inflation with libdeflate into a buffer sized from the expected byte
/// count. When the output does not fit, the buffer grows fourfold (never past the limit) and the
/// stream is inflated again; malformed input is handed to ``ZlibInflater`` only to tell a
/// truncated stream from a corrupt one and where, which libdeflate does not report.
struct LibdeflateInflater: DeflateInflater {
    func inflate(
        _ input: UnsafeRawBufferPointer,
        appendingTo output: inout PayloadBuffer,
        sizeHint: Int,
        limit: Int
    ) throws(InflateFailure) -> Int {
        let room = limit - output.byteCount
        guard room >= 0 else { throw .exceedsLimit }
        guard let decompressor = libdeflate_alloc_decompressor() else {
            // Allocation of libdeflate's ~32 KiB state failed: the streaming inflater needs less.
            return try ZlibInflater().inflate(input, appendingTo: &output, sizeHint: sizeHint, limit: limit)
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var capacity = min(max(sizeHint, 1), room)
        while true {
            var consumed = 0
            var result = LIBDEFLATE_SUCCESS
            let accepted = output.append(capacity: capacity) { free in
                var produced = 0
                result = libdeflate_deflate_decompress_ex(
                    decompressor, input.baseAddress, input.count, free.baseAddress, free.count, &consumed, &produced)
                return result == LIBDEFLATE_SUCCESS ? produced : nil
            }
            switch result {
            case LIBDEFLATE_SUCCESS where accepted:
                return consumed
            case LIBDEFLATE_INSUFFICIENT_SPACE:
                guard capacity < room else {
                    // zlib may find the stream corrupt before the limit (libdeflate is more lenient).
                    return try ZlibInflater().inflate(input, appendingTo: &output, sizeHint: sizeHint, limit: limit)
                }
                capacity = capacity > room / 4 ? room : capacity * 4
            default:
                return try ZlibInflater().inflate(input, appendingTo: &output, sizeHint: sizeHint, limit: limit)
            }
        }
    }

    func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        libdeflate_crc32(0, bytes.baseAddress, bytes.count)
    }

    func adler32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        libdeflate_adler32(1, bytes.baseAddress, bytes.count)
    }
}
