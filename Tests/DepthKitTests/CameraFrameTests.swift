import Testing
@testable import DepthKitCore

@Suite("Camera frames and PPM")
struct CameraFrameTests {
    @Test("plane layouts: nv12 shares the stride, i420 halves it")
    func planeLayouts() throws {
        let nv12 = try CameraFrame(width: 4, height: 2, pixelFormat: .nv12, rowStride: 6, bytes: .init(repeating: 0, count: 18))
        #expect(nv12.planes == [
            .init(offset: 0, stride: 6, rowBytes: 4, rows: 2), .init(offset: 12, stride: 6, rowBytes: 4, rows: 1),
        ])
        let i420 = try CameraFrame(width: 4, height: 2, pixelFormat: .i420, rowStride: 6, bytes: .init(repeating: 0, count: 18))
        #expect(i420.planes == [
            .init(offset: 0, stride: 6, rowBytes: 4, rows: 2), .init(offset: 12, stride: 3, rowBytes: 2, rows: 1),
            .init(offset: 15, stride: 3, rowBytes: 2, rows: 1),
        ])
    }

    /// (format, width, height, stride, byte count, expected error)
    static let badFrames: [(PixelFormat, Int, Int, Int?, Int, CameraFrameError)] = [
        // nv12 4x4: 16 Y + 8 CbCr = 24 bytes.
        (.nv12, 4, 4, nil, 23, .planeSizeMismatch(format: .nv12, expectedBytes: 24, actualBytes: 23)),
        (.nv12, 4, 4, nil, 25, .planeSizeMismatch(format: .nv12, expectedBytes: 24, actualBytes: 25)),
        // i420 4x4 with stride 8: 32 Y + 2·(4·2) chroma = 48 bytes.
        (.i420, 4, 4, 8, 24, .planeSizeMismatch(format: .i420, expectedBytes: 48, actualBytes: 24)),
        (.rgb8, 3, 2, nil, 17, .planeSizeMismatch(format: .rgb8, expectedBytes: 18, actualBytes: 17)),
        (.nv12, 5, 4, nil, 30, .oddDimensionsFor420(format: .nv12, width: 5, height: 4)),
        (.i420, 4, 3, nil, 18, .oddDimensionsFor420(format: .i420, width: 4, height: 3)),
        (.bgra8, 4, 4, 15, 60, .strideTooSmall(stride: 15, minimum: 16)),
        (.rgb8, 4, 4, 1 << 40, 0, .strideTooLarge(stride: 1 << 40, maximum: CameraFrame.maxStride)),
        (.rgb8, 0, 4, nil, 0, .dimensions(.notPositive(width: 0, height: 4))),
        (.rgba8, 65_501, 2, nil, 0, .tooLarge(width: 65_501, height: 2, maxSide: 65_500)),
    ]

    @Test("every malformed raw frame gives its typed error", arguments: badFrames.indices)
    func badRawFrames(_ index: Int) {
        let (format, width, height, stride, count, expected) = Self.badFrames[index]
        #expect(throws: expected) {
            try CameraFrame(width: width, height: height, pixelFormat: format, rowStride: stride, bytes: .init(repeating: 0, count: count))
        }
    }

    @Test("PPM P6 with comments and any whitespace reads to rgb8")
    func readsPPM() throws {
        let raster: [UInt8] = (0..<18).map { UInt8($0 * 10) }
        let frame = try CameraFrame(ppm: Array("P6\n# made by hand\n3\t2 # trailing comment\n255\n".utf8) + raster)
        #expect(frame.width == 3 && frame.height == 2 && frame.pixelFormat == .rgb8)
        #expect(frame.bytes == raster)
    }

    @Test("a multi-image PPM yields its first image")
    func firstImageOfMany() throws {
        let first: [UInt8] = [1, 2, 3], second = Array("P6 1 1 255\n".utf8) + [4, 5, 6]
        #expect(try CameraFrame(ppm: Array("P6 1 1 255\n".utf8) + first + second).bytes == first)
    }

    @Test("a PPM frame, whose raster stays inside the file's bytes, encodes as the raster alone does")
    func ppmFrameEncodesItsRaster() throws {
        // 16x8 pixels of a gradient; the file carries a second image after the first.
        let raster: [UInt8] = (0..<(16 * 8 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let file = Array("P6 16 8 255\n".utf8) + raster + Array("P6 1 1 255\n".utf8) + [1, 2, 3]
        let fromFile = try JPEGEncoder().encode(try CameraFrame(ppm: file))
        let fromRaster = try JPEGEncoder().encode(try CameraFrame(width: 16, height: 8, pixelFormat: .rgb8, bytes: raster))
        #expect(fromFile == fromRaster)
    }

    static let badPPMs: [(String, [UInt8], CameraFrameError)] = [
        ("truncated raster", Array("P6\n4 4\n255\n".utf8) + .init(repeating: 9, count: 47), .truncatedPPM(expectedBytes: 48, actualBytes: 47)),
        ("no raster", Array("P6\n4 4\n255\n".utf8), .truncatedPPM(expectedBytes: 48, actualBytes: 0)),
        ("ASCII PPM", Array("P3\n1 1\n255\n0 0 0\n".utf8), .notBinaryPPM(firstBytes: [80, 51])),
        ("PNG bytes", [0x89, 0x50, 0x4e, 0x47], .notBinaryPPM(firstBytes: [0x89, 0x50])),
        ("empty", [], .notBinaryPPM(firstBytes: [])),
        ("16-bit", Array("P6 1 1 65535\n".utf8) + .init(repeating: 0, count: 6), .unsupportedPPMMaxValue(65535)),
        ("no separator after magic", Array("P64 4 255\n".utf8), .malformedPPMHeader(offset: 2)),
        ("letters for width", Array("P6 x 4 255\n".utf8), .malformedPPMHeader(offset: 3)),
        ("header cut short", Array("P6 4 4".utf8), .malformedPPMHeader(offset: 6)),
        ("absurd width", Array("P6 99999999999 4 255\n".utf8), .malformedPPMHeader(offset: 10)),
        ("zero width", Array("P6 0 4 255\n".utf8), .dimensions(.notPositive(width: 0, height: 4))),
        // The frame's own limit, checked before the raster's length (the header promises 210,000 bytes).
        ("wider than JPEG allows", Array("P6 70000 1 255\n".utf8), .tooLarge(width: 70_000, height: 1, maxSide: 65_500)),
    ]

    @Test("every malformed PPM gives its typed error", arguments: badPPMs.indices)
    func badPPMFiles(_ index: Int) {
        let (name, bytes, expected) = Self.badPPMs[index]
        #expect(throws: expected, "\(name)") { try CameraFrame(ppm: bytes) }
    }
}
