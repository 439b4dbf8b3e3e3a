import CZlib
import _DepthKitTestSupport
import Testing
@_spi(Benchmarking) @testable import DepthKitCore

/// The libdeflate PNG writer: whatever the filter and level, libpng decodes exactly the pixels
/// that went in, and the file is framed as the PNG specification says.
@Suite("PNG encoder (libdeflate IDAT)")
struct PNGEncoderTests {
    static let encoders: [PNGEncoder] = PNGEncoder.Compression.allCases.map { PNGEncoder(compression: $0) }
        + PNGRowFilter.allCases.flatMap { filter in [0, 1, 6, 12].map { PNGEncoder(deflateLevel: $0, filter: filter) } }

    /// Pixels that exercise wrapping in every filter: a gradient plus pseudo-random noise.
    private func pixels(count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ Int(generator.next() % 23)) }
    }

    @Test("8-bit grey, RGB and RGBA decode to the same pixels with every filter and level",
          arguments: PixelImage.Layout.allCases, [(1, 1), (1, 5), (7, 3), (64, 33)])
    func pixelImages(layout: PixelImage.Layout, size: (width: Int, height: Int)) throws {
        let image = try PixelImage(
            width: size.width, height: size.height, layout: layout,
            pixels: pixels(count: size.width * size.height * layout.channels, seed: UInt64(size.width)))
        for encoder in Self.encoders {
            #expect(try PNGDecoder().decode(try encoder.encode(image)) == image, "\(encoder)")
        }
    }

    @Test("palette pictures decode to the same colours with every filter and level")
    func indexedImages() throws {
        let palette = [RGBAColor.transparent] + (1..<256).map { RGBAColor(red: UInt8($0), green: UInt8(255 - $0), blue: 7) }
        let image = try IndexedImage(width: 37, height: 11, indices: pixels(count: 37 * 11, seed: 3), palette: palette)
        for encoder in Self.encoders {
            #expect(try PNGDecoder().decode(try encoder.encode(image)) == image.expandedToRGBA(), "\(encoder)")
        }
    }

    @Test("16-bit grey keeps every sample with every filter and level")
    func gray16Images() throws {
        let samples = pixels(count: 2 * 19 * 6, seed: 5)
        let image = try Gray16Image(
            width: 19, height: 6, samples: (0..<(19 * 6)).map { UInt16(samples[2 * $0]) << 8 | UInt16(samples[2 * $0 + 1]) })
        for encoder in Self.encoders {
            #expect(try PNGDecoder().decodeGray16(try encoder.encode(image)) == image, "\(encoder)")
        }
    }

    @Test("a noisy map's colormap and the real photo are pixel-identical after the round trip")
    func realContent() throws {
        let map = NoisyDepthCorpus(seed: 16).map(0)
        let rendered = try DepthRenderer().render(map).picture
        guard case .indexed(let indexed) = rendered else {
            Issue.record("a rendering without legend is indexed")
            return
        }
        #expect(try PNGDecoder().decode(try PNGEncoder().encode(rendered)) == indexed.expandedToRGBA())
        let photo = try JPEGDecoder().decode(try TestData.bytes("real/promptda_bookshelf_room.rgb.jpg"))
        for compression in PNGEncoder.Compression.allCases {
            #expect(try PNGDecoder().decode(try PNGEncoder(compression: compression).encode(photo)) == photo)
        }
    }

    @Test("chunks: IHDR first, sRGB, PLTE and tRNS (trimmed to the last translucent entry), one IDAT, IEND; every CRC right")
    func chunkLayout() throws {
        let palette = [RGBAColor(red: 1, green: 2, blue: 3), RGBAColor(red: 4, green: 5, blue: 6, alpha: 9), RGBAColor(red: 7, green: 8, blue: 9)]
        let png = try PNGEncoder().encode(try IndexedImage(width: 2, height: 2, indices: [0, 1, 2, 1], palette: palette))
        let chunks = try Self.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "PLTE", "tRNS", "IDAT", "IEND"])
        // IHDR: width 2, height 2, bit depth 8, colour type 3 (palette), deflate, adaptive filtering, no interlace.
        #expect(chunks[0].data == [0, 0, 0, 2, 0, 0, 0, 2, 8, 3, 0, 0, 0])
        #expect(chunks[1].data == [0])
        #expect(chunks[2].data == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(chunks[3].data == [255, 9])
        #expect(chunks[5].data.isEmpty)
        let opaque = try PNGEncoder().encode(try IndexedImage(width: 1, height: 1, indices: [0], palette: [palette[0]]))
        #expect(try Self.chunks(opaque).map(\.type) == ["IHDR", "sRGB", "PLTE", "IDAT", "IEND"])
        let gray16 = try PNGEncoder().encode(try Gray16Image(width: 1, height: 1, samples: [513]))
        let gray16Chunks = try Self.chunks(gray16)
        #expect(gray16Chunks.map(\.type) == ["IHDR", "gAMA", "cHRM", "IDAT", "IEND"])
        #expect(gray16Chunks[1].data == [0, 1, 0x86, 0xA0])  // 100 000: linear
    }

    @Test("both compressions filter palette rows with sub and every other row with up", arguments: PNGEncoder.Compression.allCases)
    func defaultFilters(compression: PNGEncoder.Compression) throws {
        let encoder = PNGEncoder(compression: compression)
        let palette = (0..<4).map { RGBAColor(red: UInt8($0), green: 0, blue: 0) }
        let indexed = try encoder.encode(try IndexedImage(width: 5, height: 3, indices: (0..<15).map { UInt8($0 % 4) }, palette: palette))
        #expect(try Self.rowFilterBytes(indexed, rowBytes: 5, rows: 3) == [1, 1, 1])
        let rgb = try encoder.encode(try PixelImage(width: 4, height: 3, layout: .rgb, pixels: pixels(count: 36, seed: 9)))
        #expect(try Self.rowFilterBytes(rgb, rowBytes: 12, rows: 3) == [2, 2, 2])
    }

    /// The filter type byte of every row of `png`'s IDAT, inflated by zlib (independent of libdeflate).
    static func rowFilterBytes(_ png: [UInt8], rowBytes: Int, rows: Int) throws -> [UInt8] {
        let data = try #require(try chunks(png).first { $0.type == "IDAT" }).data
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * rows)
        var length = UInt(filtered.count)
        let status = filtered.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { CZlib.uncompress(out.baseAddress, &length, $0.baseAddress, UInt(data.count)) }
        }
        try #require(status == Z_OK && length == UInt(filtered.count))
        return (0..<rows).map { filtered[$0 * (rowBytes + 1)] }
    }

    @Test("filters: the specification's differences, first row against zeros", arguments: [
        // (filter, row, previous, bytes per pixel, expected): worked by hand from PNG §9.2.
        (PNGRowFilter.none, [10, 20, 30, 40], [UInt8]?.none, 2, [0, 10, 20, 30, 40]),
        (PNGRowFilter.sub, [10, 20, 30, 5], nil, 2, [1, 10, 20, 20, 241]),
        (PNGRowFilter.up, [10, 20, 30, 40], [15, 20, 0, 255], 1, [2, 251, 0, 30, 41]),
        (PNGRowFilter.up, [10, 20], nil, 1, [2, 10, 20]),
        // Paeth: byte 0 against above (10 - 15); byte 1: left 10, above 20, upper-left 15 → estimate 15,
        // distances 5, 5, 0 → upper-left 15; byte 2: left 20, above 200, upper-left 20 → estimate 200 → above.
        (PNGRowFilter.paeth, [10, 20, 210], [15, 20, 200], 1, [4, 251, 5, 10]),
        (PNGRowFilter.paeth, [10, 20, 30], nil, 1, [4, 10, 10, 10]),
    ])
    func filters(filter: PNGRowFilter, row: [UInt8], previous: [UInt8]?, bytesPerPixel: Int, expected: [UInt8]) {
        var output = [UInt8](repeating: 0xAA, count: row.count + 1)
        row.withUnsafeBufferPointer { row in
            output.withUnsafeMutableBufferPointer { output in
                if let previous {
                    previous.withUnsafeBufferPointer { filter.apply(row: row, previous: $0, bytesPerPixel: bytesPerPixel, to: output) }
                } else {
                    filter.apply(row: row, previous: nil, bytesPerPixel: bytesPerPixel, to: output)
                }
            }
        }
        #expect(output == expected)
    }

    /// The chunks of `png`, each CRC checked with zlib's `crc32` (independent of the encoder's libdeflate).
    static func chunks(_ png: [UInt8]) throws -> [(type: String, data: [UInt8])] {
        try #require(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = 8
        func word(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while offset < png.count {
            let length = word(offset)
            try #require(offset + 12 + length <= png.count)
            let body = Array(png[(offset + 4)..<(offset + 8 + length)])
            let crc = body.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, UInt32($0.count)) }
            #expect(UInt(word(offset + 8 + length)) == UInt(crc))
            chunks.append((String(decoding: body.prefix(4), as: UTF8.self), Array(body.dropFirst(4))))
            offset += 12 + length
        }
        return chunks
    }
}
