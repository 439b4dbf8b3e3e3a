import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

@Suite("JPEG encoding")
struct JPEGEncoderTests {
    static let width = 640, height = 480

    @Test("rgb8 round trip keeps dimensions and PSNR above 35 dB at quality 85")
    func rgbRoundTrip() throws {
        let source = SyntheticFrames.rgb(width: Self.width, height: Self.height)
        let frame = try CameraFrame(width: Self.width, height: Self.height, pixelFormat: .rgb8, bytes: source)
        let jpeg = try JPEGEncoder().encode(frame)
        let decoded = try JPEGDecoder().decode(jpeg)
        #expect(decoded.width == Self.width && decoded.height == Self.height)
        let psnr = SyntheticFrames.psnr(source, decoded.pixels)
        #expect(psnr > 35, "PSNR \(psnr) dB")
    }

    @Test("nv12 round trip keeps dimensions and each plane's PSNR above 35 dB at quality 85")
    func nv12RoundTrip() throws {
        let (luma, blue, red) = SyntheticFrames.planes(width: Self.width, height: Self.height)
        let frame = try CameraFrame(
            width: Self.width, height: Self.height, pixelFormat: .nv12,
            bytes: SyntheticFrames.nv12(width: Self.width, height: Self.height))
        let jpeg = try JPEGEncoder().encode(frame)
        let decoded = try JPEGDecoder().decodeYCbCrPlanes(jpeg)
        #expect(decoded.width == Self.width && decoded.height == Self.height)
        for (name, source, result) in [("Y", luma, decoded.luma), ("Cb", blue, decoded.blue), ("Cr", red, decoded.red)] {
            let psnr = SyntheticFrames.psnr(source, result)
            #expect(psnr > 35, "\(name) PSNR \(psnr) dB")
        }
    }

    @Test(
        "the decoder reads the header and returns the stored planes of each subsampling",
        arguments: [
            (JPEGSubsampling.s444, JPEGSubsampling.s444, 64, 48),
            (.s422, .s422, 32, 48), (.s420, .s420, 32, 24),
            // TurboJPEG's plane sizes: 4:4:0 halves the rows, 4:1:1 quarters the columns, gray has none.
            (.s440, .s440, 64, 24), (.s411, .s411, 16, 48), (.gray, .gray, 0, 0),
        ] as [(JPEGSubsampling, JPEGSubsampling, Int, Int)])
    func planesPerSubsampling(
        encoded: JPEGSubsampling, declared: JPEGSubsampling, chromaWidth: Int, chromaHeight: Int
    ) throws {
        let frame = try CameraFrame(width: 64, height: 48, pixelFormat: .rgb8, bytes: SyntheticFrames.rgb(width: 64, height: 48))
        let jpeg = try JPEGEncoder(options: try JPEGEncodingOptions(subsampling: encoded)).encode(frame)
        #expect(try JPEGDecoder().header(of: jpeg) == JPEGHeader(width: 64, height: 48, subsampling: declared))
        let planes = try JPEGDecoder().decodeYCbCrPlanes(jpeg)
        #expect(planes.width == 64 && planes.height == 48 && planes.luma.count == 64 * 48)
        #expect(planes.chromaWidth == chromaWidth && planes.chromaHeight == chromaHeight)
        #expect(planes.blue.count == chromaWidth * chromaHeight && planes.red.count == chromaWidth * chromaHeight)
        #expect(throws: ImageCodingError.self) { try JPEGDecoder().decodeYCbCrPlanes(Array(jpeg.prefix(jpeg.count / 2))) }
    }

    /// Expected RGB computed in Python: video-range samples through the integer expansion
    /// (Y' = round((Y−16)·255/219), C' = round((C−128)·255/224)+128, clamped), then JFIF's
    /// R = Y+1.402(Cr−128), G = Y−0.344136(Cb−128)−0.714136(Cr−128), B = Y+1.772(Cb−128), rounded.
    /// Reading the video-range triples as full range would give grey 180, red (238,14,14),
    /// green (13,238,14), blue (16,15,239): far outside the tolerance.
    static let colours: [(name: String, range: YCbCrRange, ycbcr: [UInt8], rgb: [Int])] = [
        ("grey", .full, [180, 128, 128], [180, 180, 180]),
        ("grey", .video, [180, 128, 128], [191, 191, 191]),
        ("red", .full, [76, 85, 255], [254, 0, 0]),
        ("red", .video, [81, 90, 240], [254, 0, 0]),
        ("green", .full, [150, 44, 21], [0, 255, 1]),
        ("green", .video, [145, 54, 34], [0, 255, 1]),
        ("blue", .full, [29, 255, 107], [0, 0, 254]),
        ("blue", .video, [41, 240, 110], [1, 0, 254]),
    ]

    @Test("nv12 full and video range decode to the right grey and primaries", arguments: colours.indices)
    func knownColours(_ index: Int) throws {
        let colour = Self.colours[index]
        let frame = try CameraFrame(
            width: 32, height: 16, pixelFormat: .nv12, range: colour.range,
            bytes: SyntheticFrames.uniformNV12(
                width: 32, height: 16, y: colour.ycbcr[0], cb: colour.ycbcr[1], cr: colour.ycbcr[2]))
        let decoded = try JPEGDecoder().decode(try JPEGEncoder().encode(frame))
        let centre = (8 * 32 + 16) * 3
        let rgb = decoded.pixels[centre..<centre + 3].map(Int.init)
        for channel in 0..<3 {
            #expect(abs(rgb[channel] - colour.rgb[channel]) <= 2, "\(colour.name) \(colour.range): \(rgb) vs \(colour.rgb)")
        }
    }

    @Test("video-range expansion tables hit the range ends exactly")
    func expansionTables() {
        let video = YCbCrExpansion.video
        // (Y−16)·255/219 and (C−128)·255/224+128, rounded half away from zero, clamped.
        #expect([0, 16, 126, 180, 235, 255].map { video.luma[$0] } == [0, 0, 128, 191, 255, 255])
        #expect([0, 16, 128, 240, 255].map { video.chroma[$0] } == [0, 0, 128, 255, 255])
        // Every entry agrees with the formula evaluated in floating point.
        func reference(_ value: Int, _ offset: Double, _ scale: Double, _ center: Double) -> UInt8 {
            UInt8(max(0, min(255, ((Double(value) - offset) * scale).rounded(.toNearestOrAwayFromZero) + center)))
        }
        #expect(video.luma == (0..<256).map { reference($0, 16, 255 / 219, 0) })
        #expect(video.chroma == (0..<256).map { reference($0, 128, 255 / 224, 128) })
    }

    @Test("rgba8 and bgra8 encode to the same JPEG as rgb8; padded rows change nothing")
    func interleavedLayoutsAgree() throws {
        let width = 64, height = 48
        let rgb = SyntheticFrames.rgb(width: width, height: height)
        var rgba: [UInt8] = [], bgra: [UInt8] = [], padded: [UInt8] = []
        for pixel in 0..<(width * height) {
            let (r, g, b) = (rgb[pixel * 3], rgb[pixel * 3 + 1], rgb[pixel * 3 + 2])
            rgba += [r, g, b, 255]
            bgra += [b, g, r, 7]
        }
        for row in 0..<height { padded += rgb[(row * width * 3)..<((row + 1) * width * 3)] + [1, 2, 3, 4, 5] }
        let encoder = try JPEGEncoder()
        let reference = try encoder.encode(try CameraFrame(width: width, height: height, pixelFormat: .rgb8, bytes: rgb))
        #expect(try encoder.encode(try CameraFrame(width: width, height: height, pixelFormat: .rgba8, bytes: rgba)) == reference)
        #expect(try encoder.encode(try CameraFrame(width: width, height: height, pixelFormat: .bgra8, bytes: bgra)) == reference)
        let paddedFrame = try CameraFrame(width: width, height: height, pixelFormat: .rgb8, rowStride: width * 3 + 5, bytes: padded)
        #expect(try encoder.encode(paddedFrame) == reference)
    }

    @Test("i420 and nv12 carrying the same planes encode identically, in both ranges", arguments: YCbCrRange.allCases)
    func planarLayoutsAgree(_ range: YCbCrRange) throws {
        let width = 64, height = 48
        let (luma, blue, red) = SyntheticFrames.planes(width: width, height: height)
        let encoder = try JPEGEncoder()
        let nv12 = try encoder.encode(try CameraFrame(
            width: width, height: height, pixelFormat: .nv12, range: range,
            bytes: SyntheticFrames.nv12(width: width, height: height)))
        let i420 = try encoder.encode(try CameraFrame(
            width: width, height: height, pixelFormat: .i420, range: range, bytes: luma + blue + red))
        #expect(nv12 == i420)
    }

    @Test("one encoder reused across frames of different sizes gives the same bytes as fresh encoders")
    func encoderReuse() throws {
        let small = try CameraFrame(width: 32, height: 16, pixelFormat: .rgb8, bytes: SyntheticFrames.rgb(width: 32, height: 16))
        let large = try CameraFrame(width: 128, height: 96, pixelFormat: .nv12, range: .video, bytes: SyntheticFrames.nv12(width: 128, height: 96))
        let encoder = try JPEGEncoder()
        let first = try encoder.encode(small)
        let second = try encoder.encode(large)
        #expect(try encoder.encode(small) == first)
        #expect(try JPEGEncoder().encode(large) == second)
        #expect(try JPEGEncoder().encode(small) == first)
    }

    @Test("quality outside 1...100 is refused", arguments: [0, 101, -5])
    func qualityRange(_ quality: Int) {
        #expect(throws: JPEGEncodingError.qualityOutOfRange(quality)) { try JPEGEncodingOptions(quality: quality) }
    }

    @Test("a 4:2:0 frame cannot be encoded with more chroma than it carries")
    func subsamplingBeyondSource() throws {
        let encoder = try JPEGEncoder(options: try JPEGEncodingOptions(subsampling: .s444))
        let frame = try CameraFrame(width: 16, height: 16, pixelFormat: .nv12, bytes: SyntheticFrames.uniformNV12(width: 16, height: 16, y: 1, cb: 2, cr: 3))
        #expect(throws: JPEGEncodingError.subsamplingExceedsSource(requested: .s444, format: .nv12)) { try encoder.encode(frame) }
    }

    @Test("4:4:4 and 4:2:2 are honoured for RGB frames")
    func rgbSubsampling() throws {
        let frame = try CameraFrame(width: 64, height: 48, pixelFormat: .rgb8, bytes: SyntheticFrames.rgb(width: 64, height: 48))
        var sizes: [Int] = []
        for subsampling in [JPEGSubsampling.s444, .s422, .s420] {
            let jpeg = try JPEGEncoder(options: try JPEGEncodingOptions(subsampling: subsampling)).encode(frame)
            #expect((try? JPEGDecoder().decode(jpeg))?.width == 64)
            sizes.append(jpeg.count)
        }
        // More chroma samples cost bytes: 444 > 422 > 420.
        #expect(sizes[0] > sizes[1] && sizes[1] > sizes[2])
    }

    @Test("a frame whose worst-case JPEG exceeds TurboJPEG's 2 GiB buffer is refused before any pixel is read")
    func oversizedOutput() throws {
        let compressor = try TurboJPEGCompressor()
        let pixel: [UInt8] = [0, 0, 0]
        // Worst case for 30000x30000 at 4:4:4: 30000² · 6 + 2048 ≈ 5.4 GB (tjBufSize itself wraps at this size).
        #expect(throws: JPEGEncodingError.frameTooLargeForEncoder(width: 30_000, height: 30_000)) {
            try pixel.withUnsafeBufferPointer { (buffer) throws(JPEGEncodingError) in
                try compressor.compress(
                    interleaved: buffer.baseAddress!, format: .rgb8, width: 30_000, height: 30_000, stride: 90_000,
                    options: try! JPEGEncodingOptions(subsampling: .s444))
            }
        }
    }
}
