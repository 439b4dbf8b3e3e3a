import Testing
@testable import DepthKitCore

@Suite("PNG chunk walk for 16-bit depth PNGs")
struct PNGChunksTests {
    /// A PNG-shaped byte string: signature, then chunks (length, type, data, a dummy CRC).
    static func file(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        for (type, data) in chunks {
            let length = UInt32(data.count)
            bytes += [UInt8(length >> 24), UInt8((length >> 16) & 0xff), UInt8((length >> 8) & 0xff), UInt8(length & 0xff)]
            bytes += Array(type.utf8) + data + [0, 0, 0, 0]
        }
        return bytes
    }

    static let header = ("IHDR", [UInt8](repeating: 0, count: 13))

    @Test("linear gAMA or none passes; other gamma, sRGB and iCCP would alter samples")
    func gammaChunks() throws {
        // gAMA stores gamma × 100 000: 100 000 (0x0186a0) is linear, 45 455 (0x00b18f) is sRGB-like.
        try PNGChunks.requireLinearOrUntagged(Self.file([Self.header, ("IDAT", [1])]))
        try PNGChunks.requireLinearOrUntagged(Self.file([Self.header, ("gAMA", [0, 1, 0x86, 0xa0]), ("IDAT", [1])]))
        for chunk in [("gAMA", [0, 0, 0xb1, 0x8f]), ("sRGB", [0]), ("iCCP", [0, 0, 0])] as [(String, [UInt8])] {
            #expect(throws: ImageCodingError.pngGammaWouldAlterSamples) {
                try PNGChunks.requireLinearOrUntagged(Self.file([Self.header, chunk, ("IDAT", [1])]))
            }
        }
        // Chunks after the image data do not matter to the samples.
        try PNGChunks.requireLinearOrUntagged(Self.file([Self.header, ("IDAT", [1]), ("sRGB", [0])]))
    }
}
