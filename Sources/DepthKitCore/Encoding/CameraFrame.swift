/// One camera frame as raw bytes: interleaved RGB(A) or 4:2:0 YCbCr planes, rows top to bottom.
///
/// The frame's layout is checked once, at creation: the bytes must match the format, dimensions
/// and stride exactly, so every consumer can address planes without further checks.
public struct CameraFrame: Sendable {
    /// The largest side libjpeg-turbo encodes, in pixels (`JPEG_MAX_DIMENSION`).
    public static let maxSide = 65_500
    /// The largest row stride accepted, in bytes: a 65 500-pixel row of 4-byte pixels plus 4 KiB
    /// of padding. Bounds the size arithmetic; no real frame pads more.
    public static let maxStride = maxSide * 4 + 4096

    /// Columns, 1...65 500 (even for 4:2:0 formats).
    public let width: Int
    /// Rows, 1...65 500 (even for 4:2:0 formats).
    public let height: Int
    /// The byte layout.
    public let pixelFormat: PixelFormat
    /// The sample range of YCbCr formats (ignored for RGB formats).
    public let range: YCbCrRange
    /// Bytes per row of the first plane (pixels plus any padding).
    public let rowStride: Int
    /// The buffer the frame lies in: the bytes given to `init`, or a whole PPM file, whose raster
    /// the frame uses where it is instead of copying it (8.3 MB for a 1920x1440 photo).
    private let storage: [UInt8]
    /// Where the frame's first byte lies in ``storage``.
    private let startOffset: Int
    /// The frame's length in ``storage``: exactly ``byteCount(pixelFormat:width:height:rowStride:)``.
    private let frameByteCount: Int

    /// All planes back to back, exactly ``byteCount(pixelFormat:width:height:rowStride:)`` bytes
    /// (a copy when the frame was read from a PPM file, whose raster follows a header).
    public var bytes: [UInt8] {
        startOffset == 0 && storage.count == frameByteCount
            ? storage : Array(storage[startOffset..<(startOffset + frameByteCount)])
    }

    /// Creates a frame after checking dimensions, stride and the exact byte count.
    /// - Parameter rowStride: bytes per row of the first plane; `nil` means no padding.
    public init(
        width: Int, height: Int, pixelFormat: PixelFormat, range: YCbCrRange = .full,
        rowStride: Int? = nil, bytes: [UInt8]
    ) throws(CameraFrameError) {
        let layout = try Layout(pixelFormat: pixelFormat, width: width, height: height, rowStride: rowStride)
        guard bytes.count == layout.byteCount else {
            throw .planeSizeMismatch(format: pixelFormat, expectedBytes: layout.byteCount, actualBytes: bytes.count)
        }
        self.init(width: width, height: height, pixelFormat: pixelFormat, range: range, layout: layout, in: bytes, at: 0)
    }

    /// Creates a frame whose bytes start at `offset` in `storage` and fill it at least
    /// ``byteCount(pixelFormat:width:height:rowStride:)`` bytes further (what follows is ignored),
    /// without copying them. When fewer bytes follow `offset`, throws `shortfall(expected, available)`:
    /// the caller names the problem in its own terms (a PPM file's truncated raster).
    init(
        width: Int, height: Int, pixelFormat: PixelFormat, in storage: [UInt8], at offset: Int,
        shortfall: (_ expectedBytes: Int, _ availableBytes: Int) -> CameraFrameError
    ) throws(CameraFrameError) {
        let layout = try Layout(pixelFormat: pixelFormat, width: width, height: height, rowStride: nil)
        guard storage.count - offset >= layout.byteCount else { throw shortfall(layout.byteCount, storage.count - offset) }
        self.init(width: width, height: height, pixelFormat: pixelFormat, range: .full, layout: layout, in: storage, at: offset)
    }

    /// A frame of a checked `layout` whose bytes lie in `storage` from `offset`, which the caller
    /// has checked holds them.
    private init(
        width: Int, height: Int, pixelFormat: PixelFormat, range: YCbCrRange, layout: Layout, in storage: [UInt8], at offset: Int
    ) {
        self.width = width
        self.height = height
        self.pixelFormat = pixelFormat
        self.range = range
        rowStride = layout.rowStride
        self.storage = storage
        startOffset = offset
        frameByteCount = layout.byteCount
    }

    /// Calls `body` with the frame's first byte; the ``planes`` lie at their offsets from it.
    func withFirstByte<Result, Failure: Error>(
        _ body: (UnsafePointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try storage.withUnsafeBufferPointer { (buffer) throws(Failure) in try body(buffer.baseAddress! + startOffset) }
    }

    /// The number of bytes a frame of this shape occupies, after the same checks as `init`.
    public static func byteCount(
        pixelFormat: PixelFormat, width: Int, height: Int, rowStride: Int? = nil
    ) throws(CameraFrameError) -> Int {
        try Layout(pixelFormat: pixelFormat, width: width, height: height, rowStride: rowStride).byteCount
    }

    /// Where each plane lies in ``bytes``: one plane for RGB formats, Y and CbCr for nv12,
    /// Y, Cb and Cr for i420.
    var planes: [Plane] { Self.planes(pixelFormat: pixelFormat, width: width, height: height, rowStride: rowStride) }

    /// One plane of a frame: `rows` rows of `rowBytes` meaningful bytes, `stride` apart.
    struct Plane: Equatable {
        /// Offset of the plane's first byte in the frame.
        let offset: Int
        /// Bytes from one row to the next.
        let stride: Int
        /// Meaningful bytes per row.
        let rowBytes: Int
        /// Rows.
        let rows: Int

        var byteCount: Int { stride * rows }
    }

    /// A frame's checked shape: its row stride and the bytes all its planes occupy.
    private struct Layout {
        /// Bytes per row of the first plane.
        let rowStride: Int
        /// The bytes of all planes back to back.
        let byteCount: Int

        /// Checks the dimensions (positive, at most ``CameraFrame/maxSide``, even for 4:2:0) and
        /// the stride (at least one row of pixels, at most ``CameraFrame/maxStride``; `nil`: no
        /// padding), then sizes the planes.
        init(pixelFormat: PixelFormat, width: Int, height: Int, rowStride: Int?) throws(CameraFrameError) {
            do { _ = try DepthDimensions(width: width, height: height) } catch { throw .dimensions(error) }
            guard width <= maxSide, height <= maxSide else {
                throw .tooLarge(width: width, height: height, maxSide: maxSide)
            }
            if pixelFormat.isYCbCr, !width.isMultiple(of: 2) || !height.isMultiple(of: 2) {
                throw .oddDimensionsFor420(format: pixelFormat, width: width, height: height)
            }
            let minimum = width * (pixelFormat.bytesPerPixel ?? 1)
            let stride = rowStride ?? minimum
            guard stride >= minimum else { throw .strideTooSmall(stride: stride, minimum: minimum) }
            guard stride <= maxStride else { throw .strideTooLarge(stride: stride, maximum: maxStride) }
            self.rowStride = stride
            byteCount = CameraFrame.planes(pixelFormat: pixelFormat, width: width, height: height, rowStride: stride)
                .reduce(0) { $0 + $1.byteCount }
        }
    }

    private static func planes(pixelFormat: PixelFormat, width: Int, height: Int, rowStride: Int) -> [Plane] {
        switch pixelFormat {
        case .rgb8, .bgra8, .rgba8:
            return [Plane(offset: 0, stride: rowStride, rowBytes: width * (pixelFormat.bytesPerPixel ?? 1), rows: height)]
        case .nv12:
            let luma = Plane(offset: 0, stride: rowStride, rowBytes: width, rows: height)
            return [luma, Plane(offset: luma.byteCount, stride: rowStride, rowBytes: width, rows: height / 2)]
        case .i420:
            let luma = Plane(offset: 0, stride: rowStride, rowBytes: width, rows: height)
            let chromaStride = (rowStride + 1) / 2
            let blue = Plane(offset: luma.byteCount, stride: chromaStride, rowBytes: width / 2, rows: height / 2)
            let red = Plane(offset: blue.offset + blue.byteCount, stride: chromaStride, rowBytes: width / 2, rows: height / 2)
            return [luma, blue, red]
        }
    }
}
