import CDeflate

extension DepthCompressor {
    /// `bytes` in `container` (``DepthContainer/raw``: unchanged).
    /// - Throws: ``DepthCompressionError/compressorUnavailable(level:)`` when libdeflate cannot
    ///   allocate its compressor (out of memory; the level is valid, `init` clamps it).
    public func compress(bytes: [UInt8], container: DepthContainer) throws(DepthCompressionError) -> [UInt8] {
        guard container != .raw else { return bytes }
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw .compressorUnavailable(level: level)
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
