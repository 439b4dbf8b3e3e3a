extension PNGEncoder {
    /// Encodes an 8-bit grey, RGB or RGBA picture.
    public func encode(_ image: PixelImage) throws(ImageCodingError) -> [UInt8] {
        let colorType: UInt8 = switch image.layout {
        case .gray: 0
        case .rgb: 2
        case .rgba: 6
        }
        let header = PNGImageHeader(width: image.width, height: image.height, bitDepth: 8, colorType: colorType)
        return try image.pixels.withBytes { pixels throws(ImageCodingError) in
            try write(header, rows: pixels, bytesPerPixel: image.layout.channels, ancillary: [Self.standardRGB])
        }
    }

    /// Encodes a palette picture as an 8-bit colour-mapped PNG (PLTE, plus tRNS when any entry is
    /// not opaque).
    public func encode(_ image: IndexedImage) throws(ImageCodingError) -> [UInt8] {
        let header = PNGImageHeader(width: image.width, height: image.height, bitDepth: 8, colorType: PNGImageHeader.paletteColorType)
        var colors: [UInt8] = []
        colors.reserveCapacity(3 * image.palette.count)
        for color in image.palette {
            colors.append(color.red)
            colors.append(color.green)
            colors.append(color.blue)
        }
        var chunks = [Self.standardRGB, ("PLTE", colors)]
        // tRNS lists alphas up to the last entry that is not opaque.
        if let last = image.palette.lastIndex(where: { $0.alpha != 255 }) {
            chunks.append(("tRNS", image.palette[...last].map(\.alpha)))
        }
        return try image.indices.withBytes { pixels throws(ImageCodingError) in
            try write(header, rows: pixels, bytesPerPixel: 1, ancillary: chunks)
        }
    }

    /// Encodes 16-bit greyscale samples (written as linear, 16 bits per sample, unchanged).
    public func encode(_ image: Gray16Image) throws(ImageCodingError) -> [UInt8] {
        let header = PNGImageHeader(width: image.width, height: image.height, bitDepth: 16, colorType: 0)
        // PNG stores samples most significant byte first.
        let bigEndian = image.samples.map(\.bigEndian)
        return try bigEndian.withBytes { pixels throws(ImageCodingError) in
            try write(header, rows: pixels, bytesPerPixel: 2, ancillary: [Self.linearGamma, Self.standardChromaticities])
        }
    }

    /// sRGB, perceptual intent: what 8-bit pictures are tagged with.
    private static let standardRGB = ("sRGB", [UInt8(0)])
    /// gAMA 1.0 (100 000): 16-bit samples are linear values, not colours to gamma-correct.
    private static let linearGamma = ("gAMA", bigEndianBytes([100_000]))
    /// cHRM of sRGB's white point and primaries (× 100 000), beside the linear gamma.
    private static let standardChromaticities = ("cHRM", bigEndianBytes([31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]))

    /// Writes the PNG: signature, IHDR, the `ancillary` chunks, one IDAT (the filtered rows as one
    /// zlib stream, compressed by libdeflate straight into the output), IEND.
    private func write(
        _ header: PNGImageHeader, rows pixels: UnsafeRawBufferPointer, bytesPerPixel: Int,
        ancillary: [(type: String, data: [UInt8])]
    ) throws(ImageCodingError) -> [UInt8] {
        let (settings, rowBytes) = (settings(palette: header.colorType == PNGImageHeader.paletteColorType), header.width * bytesPerPixel)
        let (filteredCount, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: header.height)
        guard header.width <= PNGImageHeader.maxDimension, header.height <= PNGImageHeader.maxDimension,
            !overflow, filteredCount <= Self.maxImageDataBytes, pixels.count == rowBytes * header.height
        else {
            throw .pngWriteFailed(width: header.width, height: header.height, message: "dimensions exceed PNG limits")
        }
        let filtered = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: filteredCount)
        defer { filtered.deallocate() }
        let source = pixels.bindMemory(to: UInt8.self)
        for y in 0..<header.height {
            let row = UnsafeBufferPointer(rebasing: source[(y * rowBytes)..<((y + 1) * rowBytes)])
            let previous = y == 0 ? nil : UnsafeBufferPointer(rebasing: source[((y - 1) * rowBytes)..<(y * rowBytes)])
            settings.filter.apply(
                row: row, previous: previous, bytesPerPixel: bytesPerPixel,
                to: UnsafeMutableBufferPointer(rebasing: filtered[(y * (rowBytes + 1))..<((y + 1) * (rowBytes + 1))]))
        }
        var prefix = Self.signature
        prefix.reserveCapacity(Self.signature.count + 25 + ancillary.reduce(0) { $0 + 12 + $1.data.count })
        Self.appendChunk("IHDR", header.bytes, to: &prefix)
        for chunk in ancillary { Self.appendChunk(chunk.type, chunk.data, to: &prefix) }
        let bound = DepthCompressor.compressedBound(byteCount: filteredCount, container: .zlib)
        let end = Self.end
        var failure: DepthCompressionError?
        let png = [UInt8](unsafeUninitializedCapacity: prefix.count + 12 + bound + end.count) { output, initialized in
            let raw = UnsafeMutableRawBufferPointer(output)
            prefix.withUnsafeBytes { raw.copyMemory(from: $0) }
            let dataStart = prefix.count + 8
            let compressed: Int
            do throws(DepthCompressionError) {
                compressed = try DepthCompressor(level: settings.level).compress(
                    UnsafeRawBufferPointer(filtered), container: .zlib,
                    into: UnsafeMutableRawBufferPointer(rebasing: raw[dataStart..<(dataStart + bound)]))
            } catch {
                failure = error
                initialized = 0
                return
            }
            Self.storeBigEndian(UInt32(compressed), at: prefix.count, in: raw)
            for (offset, byte) in "IDAT".utf8.enumerated() { raw[prefix.count + 4 + offset] = byte }
            let crc = DepthCompressor.crc32(UnsafeRawBufferPointer(rebasing: raw[(prefix.count + 4)..<(dataStart + compressed)]))
            Self.storeBigEndian(crc, at: dataStart + compressed, in: raw)
            let endStart = dataStart + compressed + 4
            end.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: raw[endStart..<(endStart + end.count)]).copyMemory(from: $0) }
            initialized = endStart + end.count
        }
        if let failure {
            throw .pngWriteFailed(width: header.width, height: header.height, message: failure.description)
        }
        return png
    }

    /// The deflate input bound: one IDAT chunk holds at most 2³¹ − 1 bytes, and deflate's worst
    /// case exceeds its input by well under 1 %.
    private static let maxImageDataBytes = 2_000_000_000

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The IEND chunk, the same in every PNG.
    private static let end: [UInt8] = {
        var bytes: [UInt8] = []
        appendChunk("IEND", [], to: &bytes)
        return bytes
    }()

    /// Appends length, type, data and the CRC of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to bytes: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &bytes)
        let bodyStart = bytes.count
        bytes += type.utf8
        bytes += data
        let crc = bytes.withUnsafeBytes { DepthCompressor.crc32(UnsafeRawBufferPointer(rebasing: $0[bodyStart...])) }
        appendBigEndian(crc, to: &bytes)
    }

    private static func storeBigEndian(_ value: UInt32, at offset: Int, in bytes: UnsafeMutableRawBufferPointer) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
    }
}

/// The fields of a PNG's IHDR chunk that the encoder varies (no interlacing, the standard
/// compression and filter methods).
struct PNGImageHeader {
    /// The largest width or height PNG allows.
    static let maxDimension = Int(Int32.max)

    let width: Int
    let height: Int
    /// Bits per sample: 8, or 16 for ``Gray16Image``.
    let bitDepth: UInt8
    /// 0 grey, 2 RGB, 3 palette (``paletteColorType``), 6 RGBA.
    let colorType: UInt8

    /// The colour type of palette pictures.
    static let paletteColorType: UInt8 = 3

    /// The chunk's 13 data bytes.
    var bytes: [UInt8] {
        bigEndianBytes([UInt32(truncatingIfNeeded: width), UInt32(truncatingIfNeeded: height)])
            + [bitDepth, colorType, 0, 0, 0]
    }
}

/// `values` as consecutive 32-bit big-endian integers, as PNG stores them.
private func bigEndianBytes(_ values: [UInt32]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(4 * values.count)
    for value in values { appendBigEndian(value, to: &bytes) }
    return bytes
}

/// Appends `value` as a 32-bit big-endian integer.
private func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in [24, 16, 8, 0] as [UInt32] { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
}
