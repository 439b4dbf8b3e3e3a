import CDeflate

extension DepthCompressor {
    /// `bytes` in `container` (``DepthContainer/raw``: unchanged).
    public func compress(bytes: [UInt8], container: DepthContainer) -> [UInt8] {
        guard container != .raw else { return bytes }
        // libdeflate returns nil only for an invalid level (clamped in `init`) or when out of memory,
        // which Swift treats as fatal everywhere else too.
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            preconditionFailure("libdeflate could not allocate a level-\(level) compressor (out of memory)")
        }
        defer { libdeflate_free_compressor(compressor) }
        return bytes.withUnsafeBytes { input in
            let bound = switch container {
            case .gzip: libdeflate_gzip_compress_bound(compressor, input.count)
            case .zlib: libdeflate_zlib_compress_bound(compressor, input.count)
            default: libdeflate_deflate_compress_bound(compressor, input.count)
            }
            return [UInt8](unsafeUninitializedCapacity: bound) { output, initialized in
                let out = UnsafeMutableRawPointer(output.baseAddress!)
                // With a worst-case bound the output always fits: 0 (no room) cannot happen.
                initialized = switch container {
                case .gzip: libdeflate_gzip_compress(compressor, input.baseAddress, input.count, out, bound)
                case .zlib: libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out, bound)
                default: libdeflate_deflate_compress(compressor, input.baseAddress, input.count, out, bound)
                }
            }
        }
    }
}
