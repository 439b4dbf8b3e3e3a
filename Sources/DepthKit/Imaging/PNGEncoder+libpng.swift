import CPNG

extension PNGEncoder {
    /// Encodes an 8-bit grey, RGB or RGBA picture.
    public func encode(_ image: PixelImage) throws(ImageCodingError) -> [UInt8] {
        let format: UInt32 = switch image.layout {
        case .gray: 0
        case .rgb: PNG_FORMAT_FLAG_COLOR
        case .rgba: PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
        }
        return try image.pixels.withBytes { pixels throws(ImageCodingError) in
            try write(width: image.width, height: image.height, format: format, pixels: pixels, colormap: nil)
        }
    }

    /// Encodes a palette picture as an 8-bit colour-mapped PNG (PLTE, plus tRNS when any entry is
    /// not opaque).
    public func encode(_ image: IndexedImage) throws(ImageCodingError) -> [UInt8] {
        let colormap = image.palette.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        let format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_COLORMAP
        return try image.indices.withBytes { pixels throws(ImageCodingError) in
            try colormap.withBytes { colours throws(ImageCodingError) in
                try write(
                    width: image.width, height: image.height, format: format, pixels: pixels,
                    colormap: colours, colormapEntries: image.palette.count)
            }
        }
    }

    /// Encodes 16-bit greyscale samples (written as linear, 16 bits per sample, unchanged).
    public func encode(_ image: Gray16Image) throws(ImageCodingError) -> [UInt8] {
        try image.samples.withBytes { pixels throws(ImageCodingError) in
            try write(width: image.width, height: image.height, format: PNG_FORMAT_FLAG_LINEAR, pixels: pixels, colormap: nil)
        }
    }

    private func write(
        width: Int, height: Int, format: UInt32, pixels: UnsafeRawBufferPointer,
        colormap: UnsafeRawBufferPointer?, colormapEntries: Int = 0
    ) throws(ImageCodingError) -> [UInt8] {
        guard let widthValue = UInt32(exactly: width), let heightValue = UInt32(exactly: height),
              width <= Int(Int32.max), height <= Int(Int32.max)
        else {
            throw .pngWriteFailed(width: width, height: height, message: "dimensions exceed PNG limits")
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = widthValue
        image.height = heightValue
        image.format = format
        image.flags = compression == .fast ? UInt32(PNG_IMAGE_FLAG_FAST) : 0
        image.colormap_entries = UInt32(colormapEntries)
        // A generous first guess (raw size, zlib's worst-case expansion, chunk overhead); libpng
        // reports the exact size when the guess is too small, and the write is repeated once.
        let sampleBytes = format & PNG_FORMAT_FLAG_LINEAR != 0 ? 2 : 1
        let rawBytes = pixels.count + height * sampleBytes
        var capacity = rawBytes + rawBytes / 500 + 8192
        for _ in 0..<2 {
            var output = [UInt8](repeating: 0, count: capacity)
            var written = png_alloc_size_t(capacity)
            let ok = output.withUnsafeMutableBytes { memory in
                png_image_write_to_memory(
                    &image, memory.baseAddress, &written, 0, pixels.baseAddress, 0, colormap?.baseAddress)
            }
            if ok != 0 {
                output.removeSubrange(Int(written)...)
                return output
            }
            guard Int(written) > capacity else { break }
            capacity = Int(written)
            image.warning_or_error = 0
        }
        let message = libpngMessage(&image)
        png_image_free(&image)
        throw .pngWriteFailed(width: width, height: height, message: message)
    }
}

/// The text libpng left in `image.message`.
func libpngMessage(_ image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
}
