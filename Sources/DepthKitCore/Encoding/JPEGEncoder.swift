/// Encodes camera frames as JPEG with one reusable TurboJPEG compressor.
///
/// Interleaved RGB frames are handed to TurboJPEG as they are. 4:2:0 YCbCr frames (nv12, i420) are
/// encoded from their planes, never through RGB: nv12's interleaved CbCr is split into Cb and Cr
/// planes, and video-range samples are expanded to JPEG's full range through integer lookup tables.
/// The compressor handle, its output buffer and the plane scratch buffers are created once and
/// reused for every frame of the same or smaller size.
///
/// An encoder is not thread-safe: give each thread its own.
public final class JPEGEncoder {
    /// Quality and subsampling used for every frame.
    public let options: JPEGEncodingOptions

    private let compressor: TurboJPEGCompressor
    private var luma = ScratchPlane()
    private var blue = ScratchPlane()
    private var red = ScratchPlane()

    /// Creates an encoder and its TurboJPEG compressor.
    public init(options: JPEGEncodingOptions = .default) throws(JPEGEncodingError) {
        self.options = options
        compressor = try TurboJPEGCompressor()
    }

    /// Encodes `frame`, returning the JPEG file's bytes.
    ///
    /// - Throws: ``JPEGEncodingError/subsamplingExceedsSource(requested:format:)`` when a 4:2:0
    ///   frame is asked for 4:4:4 or 4:2:2; ``JPEGEncodingError/compressionFailed(width:height:libraryMessage:)``
    ///   when TurboJPEG refuses.
    public func encode(_ frame: CameraFrame) throws(JPEGEncodingError) -> [UInt8] {
        guard frame.pixelFormat.isYCbCr else {
            return try frame.withFirstByte { (pixels) throws(JPEGEncodingError) in
                try compressor.compress(
                    interleaved: pixels, format: frame.pixelFormat, width: frame.width,
                    height: frame.height, stride: frame.rowStride, options: options)
            }
        }
        guard options.subsampling == .s420 else {
            throw .subsamplingExceedsSource(requested: options.subsampling, format: frame.pixelFormat)
        }
        return try frame.withFirstByte { (base) throws(JPEGEncodingError) in
            let (lumaPlane, bluePlane, redPlane) = fullRangePlanes(of: frame, base: base)
            return try compressor.compress(
                luma: lumaPlane, blue: bluePlane, red: redPlane, width: frame.width, height: frame.height,
                quality: options.quality)
        }
    }

    /// The Y, Cb and Cr planes TurboJPEG reads: the frame's own planes where they already are
    /// separate and full range, otherwise scratch copies split and expanded through the tables.
    private func fullRangePlanes(
        of frame: CameraFrame, base: UnsafePointer<UInt8>
    ) -> (YCbCrPlane, YCbCrPlane, YCbCrPlane) {
        let planes = frame.planes
        let chromaWidth = frame.width / 2, chromaHeight = frame.height / 2
        let expansion = YCbCrExpansion.video
        var lumaPlane = YCbCrPlane(base + planes[0].offset, stride: planes[0].stride)
        if frame.range == .video {
            let scratch = luma.reserve(frame.width * frame.height)
            expansion.luma.withUnsafeBufferPointer { table in
                YCbCrExpansion.map(
                    lumaPlane.start, sourceStride: lumaPlane.stride, rowBytes: frame.width, rows: frame.height,
                    through: table, into: scratch)
            }
            lumaPlane = YCbCrPlane(scratch, stride: frame.width)
        }
        if frame.pixelFormat == .i420, frame.range == .full {
            return (
                lumaPlane, YCbCrPlane(base + planes[1].offset, stride: planes[1].stride),
                YCbCrPlane(base + planes[2].offset, stride: planes[2].stride)
            )
        }
        let blueScratch = blue.reserve(chromaWidth * chromaHeight)
        let redScratch = red.reserve(chromaWidth * chromaHeight)
        expansion.chroma.withUnsafeBufferPointer { table in
            if frame.pixelFormat == .nv12 {
                YCbCrExpansion.deinterleave(
                    base + planes[1].offset, sourceStride: planes[1].stride, pairs: chromaWidth, rows: chromaHeight,
                    through: frame.range == .video ? table : nil, blue: blueScratch, red: redScratch)
            } else {
                for (plane, scratch) in [(planes[1], blueScratch), (planes[2], redScratch)] {
                    YCbCrExpansion.map(
                        base + plane.offset, sourceStride: plane.stride, rowBytes: chromaWidth, rows: chromaHeight,
                        through: table, into: scratch)
                }
            }
        }
        return (lumaPlane, YCbCrPlane(blueScratch, stride: chromaWidth), YCbCrPlane(redScratch, stride: chromaWidth))
    }
}

@available(*, unavailable, message: "a JPEGEncoder owns a TurboJPEG handle; give each thread its own")
extension JPEGEncoder: Sendable {}

/// The start and row stride of one YCbCr plane handed to TurboJPEG.
struct YCbCrPlane {
    /// The first sample.
    let start: UnsafePointer<UInt8>
    /// Bytes from one row to the next.
    let stride: Int

    init(_ start: UnsafePointer<UInt8>, stride: Int) {
        self.start = start
        self.stride = stride
    }

    init(_ start: UnsafeMutablePointer<UInt8>, stride: Int) {
        self.init(UnsafePointer(start), stride: stride)
    }
}

/// A heap buffer that grows to the largest plane seen and is then reused.
private struct ScratchPlane: ~Copyable {
    private var storage: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)

    /// At least `count` writable bytes.
    mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if storage.count < count {
            storage.deallocate()
            storage = .allocate(capacity: count)
        }
        return storage.baseAddress!
    }

    deinit { storage.deallocate() }
}
