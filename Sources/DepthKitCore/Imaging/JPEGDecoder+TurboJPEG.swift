import CTurboJPEG

extension JPEGDecoder {
    /// The dimensions a JPEG declares, read from its header without decoding it.
    public func dimensions(of bytes: [UInt8]) throws(ImageCodingError) -> (width: Int, height: Int) {
        let header = try header(of: bytes)
        return (header.width, header.height)
    }

    /// The header of a JPEG (size and chroma subsampling), read without decoding the image.
    /// - Throws: ``ImageCodingError/jpegReadFailed(message:)`` or ``ImageCodingError/imageTooLarge(width:height:maxPixels:)``.
    public func header(of bytes: [UInt8]) throws(ImageCodingError) -> JPEGHeader {
        try withDecompressor(bytes) { _, _, header throws(ImageCodingError) in header }
    }

    /// Decodes `bytes` to its stored Y, Cb, Cr planes, without colour conversion or chroma
    /// upsampling (what a camera's 4:2:0 buffer held, up to JPEG's loss).
    public func decodeYCbCrPlanes(_ bytes: [UInt8]) throws(ImageCodingError) -> YCbCrPlanes {
        try withDecompressor(bytes) { handle, input, header throws(ImageCodingError) in
            let width = header.width, height = header.height
            let subsampling = header.subsampling?.turboValue ?? -1
            let isGray = header.subsampling == .gray
            let chromaWidth = isGray ? 0 : Int(tjPlaneWidth(1, Int32(width), subsampling))
            let chromaHeight = isGray ? 0 : Int(tjPlaneHeight(1, Int32(height), subsampling))
            guard chromaWidth >= 0, chromaHeight >= 0 else {
                throw .jpegReadFailed(message: "unsupported chroma subsampling \(header.subsampling?.name ?? "unknown")")
            }
            var luma = [UInt8](repeating: 0, count: width * height)
            var blue = [UInt8](repeating: 0, count: chromaWidth * chromaHeight)
            var red = blue
            let status = luma.withUnsafeMutableBufferPointer { y in
                blue.withUnsafeMutableBufferPointer { cb in
                    red.withUnsafeMutableBufferPointer { cr in
                        var planes: [UnsafeMutablePointer<UInt8>?] = [y.baseAddress, cb.baseAddress, cr.baseAddress]
                        return tjDecompressToYUVPlanes(
                            handle, input.baseAddress, UInt(input.count), &planes, Int32(width), nil, Int32(height),
                            TJFLAG_STOPONWARNING)
                    }
                }
            }
            if status != 0 { throw .jpegReadFailed(message: String(cString: tjGetErrorStr2(handle))) }
            return YCbCrPlanes(
                width: width, height: height, chromaWidth: chromaWidth, chromaHeight: chromaHeight,
                luma: luma, blue: blue, red: red)
        }
    }

    /// Decodes `bytes` to 8-bit pixels in `layout` (``PixelImage/Layout/rgb`` by default; grey
    /// and RGBA with opaque alpha are also available). TurboJPEG converts the colour space.
    /// - Parameter reduction: 1, 2, 4 or 8: decode at 1/`reduction` of the size (TurboJPEG scales
    ///   while decoding, which is also faster); sides round up.
    public func decode(
        _ bytes: [UInt8], layout: PixelImage.Layout = .rgb, reduction: Int = 1
    ) throws(ImageCodingError) -> PixelImage {
        try withDecompressor(bytes) { handle, input, header throws(ImageCodingError) in
            let fullWidth = header.width, fullHeight = header.height
            let divisor = [1, 2, 4, 8].contains(reduction) ? reduction : 1
            let width = (fullWidth + divisor - 1) / divisor, height = (fullHeight + divisor - 1) / divisor
            let pixelFormat: TJPF = switch layout {
            case .gray: TJPF_GRAY
            case .rgb: TJPF_RGB
            case .rgba: TJPF_RGBA
            }
            var pixels = [UInt8](repeating: 0, count: width * height * layout.channels)
            let status = pixels.withUnsafeMutableBufferPointer { output in
                tjDecompress2(
                    handle, input.baseAddress, UInt(input.count), output.baseAddress,
                    Int32(width), 0, Int32(height), pixelFormat.rawValue, TJFLAG_STOPONWARNING)
            }
            // Warnings count as failures too (and stop the decode early): a truncated file
            // "decodes" to grey filler, which must never pass for the photo.
            if status != 0 {
                throw .jpegReadFailed(message: String(cString: tjGetErrorStr2(handle)))
            }
            return try! PixelImage(width: width, height: height, layout: layout, pixels: pixels)
        }
    }

    private func withDecompressor<Result>(
        _ bytes: [UInt8],
        _ body: (tjhandle, UnsafeBufferPointer<UInt8>, JPEGHeader) throws(ImageCodingError) -> Result
    ) throws(ImageCodingError) -> Result {
        guard let handle = tjInitDecompress() else {
            throw .jpegReadFailed(message: String(cString: tjGetErrorStr2(nil)))
        }
        defer { tjDestroy(handle) }
        return try bytes.withElements { input throws(ImageCodingError) in
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(
                handle, input.baseAddress, UInt(input.count), &width, &height, &subsampling, &colorspace) == 0
            else {
                throw .jpegReadFailed(message: String(cString: tjGetErrorStr2(handle)))
            }
            let (pixels, overflow) = Int(width).multipliedReportingOverflow(by: Int(height))
            guard width > 0, height > 0, !overflow, pixels <= maxPixels else {
                throw .imageTooLarge(width: Int(width), height: Int(height), maxPixels: maxPixels)
            }
            let header = JPEGHeader(width: Int(width), height: Int(height), subsampling: JPEGSubsampling(turboValue: subsampling))
            return try body(handle, input, header)
        }
    }
}

extension JPEGSubsampling {
    /// The subsampling TurboJPEG's `TJSAMP` value names, or `nil` for one DepthKit does not know.
    init?(turboValue: Int32) {
        guard let match = Self.allCases.first(where: { $0.turboValue == turboValue }) else { return nil }
        self = match
    }

    /// TurboJPEG's `TJSAMP` value.
    var turboValue: Int32 {
        let value = switch self {
        case .s444: TJSAMP_444
        case .s422: TJSAMP_422
        case .s420: TJSAMP_420
        case .s440: TJSAMP_440
        case .s411: TJSAMP_411
        case .gray: TJSAMP_GRAY
        }
        return Int32(value.rawValue)
    }
}
