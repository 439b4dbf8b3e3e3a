import CPNG

extension PNGDecoder {
    /// Decodes any PNG to 8-bit samples: greyscale stays ``PixelImage/Layout/gray``, colour
    /// becomes ``PixelImage/Layout/rgb``, anything with transparency (alpha or tRNS, palette
    /// included) becomes ``PixelImage/Layout/rgba``. 16-bit files are reduced to 8 bits by libpng.
    public func decode(_ bytes: [UInt8]) throws(ImageCodingError) -> PixelImage {
        try bytes.withBytes { input throws(ImageCodingError) in
            var image = png_image()
            try beginRead(input, into: &image)
            let hasAlpha = image.format & PNG_FORMAT_FLAG_ALPHA != 0
            let isColour = image.format & PNG_FORMAT_FLAG_COLOR != 0
            let layout: PixelImage.Layout = hasAlpha ? .rgba : (isColour ? .rgb : .gray)
            image.format = switch layout {
            case .gray: 0
            case .rgb: PNG_FORMAT_FLAG_COLOR
            case .rgba: PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
            }
            let pixels: [UInt8] = try finishRead(&image, sampleCount: Int(image.width) * Int(image.height) * layout.channels)
            return try! PixelImage(width: Int(image.width), height: Int(image.height), layout: layout, pixels: pixels)
        }
    }

    /// Decodes a 16-bit greyscale PNG (no alpha) with its samples unchanged, as depth PNGs store
    /// millimetres. Refuses other layouts, and files whose gAMA/sRGB/iCCP chunk would make libpng
    /// convert the samples.
    public func decodeGray16(_ bytes: [UInt8]) throws(ImageCodingError) -> Gray16Image {
        try bytes.withBytes { input throws(ImageCodingError) in
            var image = png_image()
            try beginRead(input, into: &image)
            let channels = (image.format & PNG_FORMAT_FLAG_COLOR != 0 ? 3 : 1) + (image.format & PNG_FORMAT_FLAG_ALPHA != 0 ? 1 : 0)
            guard image.format == PNG_FORMAT_FLAG_LINEAR else {
                let bits = image.format & PNG_FORMAT_FLAG_LINEAR != 0 ? 16 : 8
                png_image_free(&image)
                throw .unsupportedPNGLayout(channels: channels, bitsPerChannel: bits)
            }
            do throws(ImageCodingError) { try PNGChunks.requireLinearOrUntagged(bytes) } catch {
                png_image_free(&image)
                throw error
            }
            let samples: [UInt16] = try finishRead(&image, sampleCount: Int(image.width) * Int(image.height))
            return try Gray16Image(width: Int(image.width), height: Int(image.height), samples: samples)
        }
    }

    /// Starts reading into `image`, which must stay where it is until the read finishes: libpng
    /// keeps its address for error reporting.
    private func beginRead(_ input: UnsafeRawBufferPointer, into image: inout png_image) throws(ImageCodingError) {
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, input.baseAddress, input.count) != 0 else {
            let message = libpngMessage(&image)
            png_image_free(&image)
            throw .pngReadFailed(message: message)
        }
        let (pixels, overflow) = Int(image.width).multipliedReportingOverflow(by: Int(image.height))
        guard !overflow, pixels <= maxPixels else {
            png_image_free(&image)
            throw .imageTooLarge(width: Int(image.width), height: Int(image.height), maxPixels: maxPixels)
        }
    }

    private func finishRead<Sample: FixedWidthInteger>(
        _ image: inout png_image, sampleCount: Int
    ) throws(ImageCodingError) -> [Sample] {
        var samples = [Sample](repeating: 0, count: sampleCount)
        let ok = samples.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
        }
        guard ok != 0 else {
            let message = libpngMessage(&image)
            png_image_free(&image)
            throw .pngReadFailed(message: message)
        }
        return samples
    }
}

/// The text libpng left in `image.message`.
func libpngMessage(_ image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
}
