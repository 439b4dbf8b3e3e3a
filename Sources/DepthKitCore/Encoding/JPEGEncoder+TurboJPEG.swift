import CTurboJPEG

/// Owns one TurboJPEG compressor handle and its output buffer, both reused across frames.
/// The buffer is sized for the worst case (as `tjBufSize` defines it), so TurboJPEG never
/// reallocates it (`TJFLAG_NOREALLOC`). Not thread-safe, like the ``JPEGEncoder`` that owns it.
final class TurboJPEGCompressor {
    private let handle: tjhandle
    private var output: UnsafeMutablePointer<UInt8>?
    private var outputCapacity = 0

    init() throws(JPEGEncodingError) {
        guard let handle = tjInitCompress() else { throw .compressorUnavailable }
        self.handle = handle
    }

    deinit {
        tjDestroy(handle)
        if let output { tjFree(output) }
    }

    /// Compresses interleaved 8-bit pixels (`stride` bytes per row).
    func compress(
        interleaved pixels: UnsafePointer<UInt8>, format: PixelFormat, width: Int, height: Int, stride: Int,
        options: JPEGEncodingOptions
    ) throws(JPEGEncodingError) -> [UInt8] {
        let subsampling = options.subsampling.turboValue
        var buffer = try reserveOutput(width: width, height: height, subsampling: subsampling)
        var size = UInt(outputCapacity)
        let status = tjCompress2(
            handle, pixels, Int32(width), Int32(stride), Int32(height), Self.pixelFormat(format),
            &buffer, &size, subsampling, Int32(options.quality), TJFLAG_NOREALLOC)
        return try finish(status: status, buffer: buffer, size: size, width: width, height: height)
    }

    /// Compresses 4:2:0 Y, Cb, Cr planes that are already in JPEG's full range.
    func compress(
        luma: YCbCrPlane, blue: YCbCrPlane, red: YCbCrPlane, width: Int, height: Int, quality: Int
    ) throws(JPEGEncodingError) -> [UInt8] {
        let subsampling = Int32(TJSAMP_420.rawValue)
        var buffer = try reserveOutput(width: width, height: height, subsampling: subsampling)
        var size = UInt(outputCapacity)
        var planes: [UnsafePointer<UInt8>?] = [luma.start, blue.start, red.start]
        var strides: [Int32] = [Int32(luma.stride), Int32(blue.stride), Int32(red.stride)]
        let status = tjCompressFromYUVPlanes(
            handle, &planes, Int32(width), &strides, Int32(height), subsampling,
            &buffer, &size, Int32(quality), TJFLAG_NOREALLOC)
        return try finish(status: status, buffer: buffer, size: size, width: width, height: height)
    }

    private func reserveOutput(
        width: Int, height: Int, subsampling: Int32
    ) throws(JPEGEncodingError) -> UnsafeMutablePointer<UInt8>? {
        // tjBufSize computes in 32-bit ints and wraps for large frames, so the same worst case
        // (padded pixels · (2 + chroma factor) + 2048) is computed here in Int. tjAlloc takes an
        // Int32 size: frames whose worst case exceeds 2 GiB are refused.
        let (mcuWidth, mcuHeight, chromaFactor) =
            switch subsampling {
            case Int32(TJSAMP_444.rawValue): (8, 8, 4)
            case Int32(TJSAMP_422.rawValue): (16, 8, 2)
            case Int32(TJSAMP_440.rawValue): (8, 16, 2)
            case Int32(TJSAMP_411.rawValue): (32, 8, 1)
            case Int32(TJSAMP_GRAY.rawValue): (8, 8, 0)
            default: (16, 16, 1)
            }
        let paddedWidth = (width + mcuWidth - 1) / mcuWidth * mcuWidth
        let paddedHeight = (height + mcuHeight - 1) / mcuHeight * mcuHeight
        let needed = paddedWidth * paddedHeight * (2 + chromaFactor) + 2048
        guard needed <= Int(Int32.max) else {
            throw .frameTooLargeForEncoder(width: width, height: height)
        }
        if needed > outputCapacity {
            if let output { tjFree(output) }
            output = tjAlloc(Int32(needed))
            outputCapacity = output == nil ? 0 : needed
        }
        guard let output else { throw .compressorUnavailable }
        return output
    }

    private func finish(
        status: Int32, buffer: UnsafeMutablePointer<UInt8>?, size: UInt, width: Int, height: Int
    ) throws(JPEGEncodingError) -> [UInt8] {
        guard status == 0, let buffer else {
            let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "no message"
            throw .compressionFailed(width: width, height: height, libraryMessage: message)
        }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    private static func pixelFormat(_ format: PixelFormat) -> Int32 {
        switch format {
        case .rgb8: Int32(TJPF_RGB.rawValue)
        case .bgra8: Int32(TJPF_BGRX.rawValue)
        case .rgba8: Int32(TJPF_RGBX.rawValue)
        // YCbCr frames take the plane path; these are never handed to tjCompress2.
        case .nv12, .i420: Int32(TJPF_UNKNOWN.rawValue)
        }
    }
}
