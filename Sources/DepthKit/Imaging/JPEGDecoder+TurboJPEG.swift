import CTurboJPEG

extension JPEGDecoder {
    /// The dimensions a JPEG declares, read from its header without decoding it.
    public func dimensions(of bytes: [UInt8]) throws(ImageCodingError) -> (width: Int, height: Int) {
        try withDecompressor(bytes) { handle, input, width, height throws(ImageCodingError) in (width, height) }
    }

    /// Decodes `bytes` to 8-bit pixels in `layout` (``PixelImage/Layout/rgb`` by default; grey
    /// and RGBA with opaque alpha are also available). TurboJPEG converts the colour space.
    /// - Parameter reduction: 1, 2, 4 or 8: decode at 1/`reduction` of the size (TurboJPEG scales
    ///   while decoding, which is also faster); sides round up.
    public func decode(
        _ bytes: [UInt8], layout: PixelImage.Layout = .rgb, reduction: Int = 1
    ) throws(ImageCodingError) -> PixelImage {
        try withDecompressor(bytes) { handle, input, fullWidth, fullHeight throws(ImageCodingError) in
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
                    Int32(width), 0, Int32(height), pixelFormat.rawValue, 0)
            }
            // Warnings count as failures too: a truncated file "decodes" to grey filler, which must
            // never pass for the photo.
            if status != 0 {
                throw .jpegReadFailed(message: String(cString: tjGetErrorStr2(handle)))
            }
            return try! PixelImage(width: width, height: height, layout: layout, pixels: pixels)
        }
    }

    private func withDecompressor<Result>(
        _ bytes: [UInt8],
        _ body: (tjhandle, UnsafeBufferPointer<UInt8>, Int, Int) throws(ImageCodingError) -> Result
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
            return try body(handle, input, Int(width), Int(height))
        }
    }
}
