import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

@Suite("PNG and JPEG codecs")
struct PNGCodecTests {
    @Test("8-bit pictures round-trip through libpng", arguments: PixelImage.Layout.allCases, PNGEncoder.Compression.allCases)
    func roundTrip(layout: PixelImage.Layout, compression: PNGEncoder.Compression) throws {
        let pixels = (0..<(5 * 3 * layout.channels)).map { UInt8(truncatingIfNeeded: $0 * 37) }
        let image = try PixelImage(width: 5, height: 3, layout: layout, pixels: pixels)
        let png = try PNGEncoder(compression: compression).encode(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test("an indexed picture is a palette PNG with a tRNS entry for transparency")
    func indexed() throws {
        let palette = [RGBAColor.transparent, RGBAColor(red: 255, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 255)]
        let image = try IndexedImage(width: 3, height: 2, indices: [0, 1, 2, 2, 1, 0], palette: palette)
        let png = try PNGEncoder().encode(image)
        #expect(contains(png, "PLTE"))
        #expect(contains(png, "tRNS"))
        #expect(png[25] == 3)  // IHDR colour type: 3 = palette
        let decoded = try PNGDecoder().decode(png)
        #expect(decoded == image.expandedToRGBA())
        #expect(throws: ImageCodingError.indexOutsidePalette(index: 5, entries: 3)) {
            try IndexedImage(width: 1, height: 1, indices: [5], palette: palette)
        }
    }

    @Test("16-bit grey keeps every sample")
    func gray16() throws {
        let image = try Gray16Image(width: 3, height: 2, samples: [0, 1, 1234, 65535, 40000, 7])
        let png = try PNGEncoder().encode(image)
        #expect(png[24] == 16 && png[25] == 0)  // IHDR bit depth 16, colour type grey
        #expect(try PNGDecoder().decodeGray16(png) == image)
    }

    @Test("decodeGray16 refuses 8-bit colour")
    func gray16RefusesColour() throws {
        let png = try PNGEncoder().encode(try PixelImage(width: 1, height: 1, layout: .rgb, pixels: [1, 2, 3]))
        #expect(throws: ImageCodingError.unsupportedPNGLayout(channels: 3, bitsPerChannel: 8)) {
            try PNGDecoder().decodeGray16(png)
        }
    }

    @Test("garbage is not a PNG or JPEG, and limits are enforced")
    func garbage() throws {
        #expect(throws: ImageCodingError.self) { try PNGDecoder().decode([1, 2, 3, 4]) }
        #expect(throws: ImageCodingError.self) { try JPEGDecoder().decode([0xff, 0xd8, 0, 0]) }
        let png = try PNGEncoder().encode(try PixelImage(width: 4, height: 4, layout: .gray, pixels: Array(repeating: 0, count: 16)))
        #expect(throws: ImageCodingError.imageTooLarge(width: 4, height: 4, maxPixels: 15)) {
            try PNGDecoder(maxPixels: 15).decode(png)
        }
    }

    @Test("every truncation of a valid PNG and JPEG fails cleanly")
    func truncations() throws {
        let samples = (0..<(16 * 16)).map { UInt16($0 * 251) }
        let png = try PNGEncoder().encode(try Gray16Image(width: 16, height: 16, samples: samples))
        for length in stride(from: 0, to: png.count - 12, by: 7) {
            let prefix = Array(png.prefix(length))
            #expect(throws: ImageCodingError.self) { try PNGDecoder().decodeGray16(prefix) }
            #expect(throws: ImageCodingError.self) { try PNGDecoder().decode(prefix) }
        }
        let jpeg = try TestData.bytes("real/promptda_bookshelf_room.rgb.jpg")
        // Cut inside the header, and inside the entropy-coded data (which libjpeg only warns about).
        for length in [0, 2, 100, 600, jpeg.count / 2, jpeg.count - 10] {
            #expect((try? JPEGDecoder().decode(Array(jpeg.prefix(length)))).map { _ in "decoded" } == nil, "cut at \(length)")
        }
    }

    @Test("the real photo decodes with TurboJPEG, whole and reduced")
    func jpeg() throws {
        let bytes = try TestData.bytes("real/promptda_bookshelf_room.rgb.jpg")
        let decoder = JPEGDecoder()
        #expect(try decoder.dimensions(of: bytes) == (1920, 1440))
        let photo = try decoder.decode(bytes)
        #expect(photo.width == 1920 && photo.height == 1440 && photo.layout == .rgb)
        let quarter = try decoder.decode(bytes, reduction: 4)
        #expect(quarter.width == 480 && quarter.height == 360)
        #expect(throws: ImageCodingError.imageTooLarge(width: 1920, height: 1440, maxPixels: 1000)) {
            try JPEGDecoder(maxPixels: 1000).decode(bytes)
        }
    }

    private func contains(_ bytes: [UInt8], _ tag: String) -> Bool {
        let needle = Array(tag.utf8)
        return bytes.indices.dropLast(3).contains { Array(bytes[$0..<($0 + 4)]) == needle }
    }
}
