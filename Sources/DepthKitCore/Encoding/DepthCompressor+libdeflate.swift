import CDeflate
import Synchronization

extension DepthCompressor {
    /// `bytes` in `container` (``DepthContainer/raw``: unchanged).
    /// - Throws: ``DepthCompressionError/compressorUnavailable(level:)`` when libdeflate cannot
    ///   allocate its compressor (out of memory; the level is valid, `init` clamps it).
    public func compress(bytes: [UInt8], container: DepthContainer) throws(DepthCompressionError) -> [UInt8] {
        guard container != .raw else { return bytes }
        return try bytes.withBytes { input throws(DepthCompressionError) in
            let bound = Self.compressedBound(byteCount: input.count, container: container)
            var failure: DepthCompressionError?
            let output = [UInt8](unsafeUninitializedCapacity: bound) { output, initialized in
                do throws(DepthCompressionError) {
                    initialized = try compress(input, container: container, into: UnsafeMutableRawBufferPointer(output))
                } catch {
                    failure = error
                    initialized = 0
                }
            }
            if let failure { throw failure }
            return output
        }
    }

    /// The most bytes ``compress(_:container:into:)`` can write for `byteCount` input bytes in
    /// `container` (libdeflate's worst case, valid at every level).
    static func compressedBound(byteCount: Int, container: DepthContainer) -> Int {
        switch container {
        case .gzip: libdeflate_gzip_compress_bound(nil, byteCount)
        case .zlib: libdeflate_zlib_compress_bound(nil, byteCount)
        case .deflate: libdeflate_deflate_compress_bound(nil, byteCount)
        case .raw: byteCount
        }
    }

    /// Compresses `input` into `container` straight into `destination`, which holds at least
    /// ``compressedBound(byteCount:container:)`` bytes, and returns how many bytes were written.
    /// Used for depth files and for PNG image data (a zlib stream), so that neither is copied again.
    func compress(
        _ input: UnsafeRawBufferPointer, container: DepthContainer, into destination: UnsafeMutableRawBufferPointer
    ) throws(DepthCompressionError) -> Int {
        if container == .raw {
            destination.copyMemory(from: input)
            return input.count
        }
        let compressor = try CompressorPool.shared.take(level: level)
        defer { CompressorPool.shared.giveBack(compressor, level: level) }
        let out = destination.baseAddress, room = destination.count
        // With room for the worst-case bound the output always fits: 0 (no room) cannot happen.
        return switch container {
        case .gzip: libdeflate_gzip_compress(compressor, input.baseAddress, input.count, out, room)
        case .zlib: libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out, room)
        default: libdeflate_deflate_compress(compressor, input.baseAddress, input.count, out, room)
        }
    }
}

extension DepthCompressor {
    /// The CRC-32 (ISO 3309, as PNG chunks and gzip carry it) of `bytes`, continuing from `crc`
    /// (0 to start).
    static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
    }
}

/// libdeflate compressors kept for reuse. A compressor is over a hundred KiB (its hash tables),
/// which libdeflate initialises on every call anyway; above glibc's default `mmap` threshold, one
/// allocated per picture or depth file would arrive in fresh pages each time. At most
/// ``maxIdlePerLevel`` idle compressors are kept per level.
private final class CompressorPool: Sendable {
    static let shared = CompressorPool()
    static let maxIdlePerLevel = 16

    /// A compressor between uses; only ever used by the one thread that took it.
    private struct Idle: @unchecked Sendable {
        let compressor: OpaquePointer
    }

    private let idle = Mutex<[Int: [Idle]]>([:])

    /// An idle compressor for `level`, or a new one.
    func take(level: Int) throws(DepthCompressionError) -> OpaquePointer {
        if let kept = idle.withLock({ $0[level]?.popLast() }) { return kept.compressor }
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw .compressorUnavailable(level: level)
        }
        return compressor
    }

    /// Returns `compressor` (made for `level`) for reuse, or frees it when enough are idle.
    func giveBack(_ compressor: OpaquePointer, level: Int) {
        let kept = idle.withLock { idle in
            guard idle[level, default: []].count < Self.maxIdlePerLevel else { return false }
            idle[level, default: []].append(Idle(compressor: compressor))
            return true
        }
        if !kept { libdeflate_free_compressor(compressor) }
    }
}
