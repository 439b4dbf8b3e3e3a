import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

@Suite("Depth format conversion")
struct ConversionTests {
    /// Awkward Float32 values: signed zero, subnormal, NaN with a payload, infinities, ordinary depths.
    static let awkward: [Float] = [
        0, -0.0, Float(bitPattern: 1), Float(bitPattern: 0x7fc0_1234), .infinity, -.infinity, 0.1, 1.2345678, 3.999, 19.5, 25, 65.6,
    ]

    static func awkwardMap() throws -> DepthMap { try TestMaps.map(4, 3, awkward) }

    @Test("float formats round-trip bit for bit", arguments: [DepthFileFormat.gzip, .zlib, .deflate, .raw, .npy])
    func floatRoundTrip(format: DepthFileFormat) throws {
        let converter = DepthFileConverter()
        let map = try Self.awkwardMap()
        let bytes = try converter.write(map, as: format).bytes
        let back = try converter.read(bytes, as: format, dimensions: map.dimensions)
        #expect(back.dimensions == map.dimensions)
        #expect(back.meters.map(\.bitPattern) == map.meters.map(\.bitPattern))
    }

    @Test("libdeflate running out of memory is a typed I/O error")
    func compressorUnavailable() {
        // Not reproducible on demand (allocation failure); the error's contract is checked instead.
        let error = DepthCompressionError.compressorUnavailable(level: 4)
        #expect(error.kind == "deflate_compressor_unavailable" && error.category == .io)
        #expect(error.description == "libdeflate could not allocate a level-4 compressor (out of memory)")
    }

    @Test("compressed output is in the requested container", arguments: [DepthContainer.gzip, .zlib, .deflate])
    func containers(container: DepthContainer) throws {
        let map = try Self.awkwardMap()
        for level in [0, 1, 6, 12] {
            let bytes = try DepthCompressor(level: level).compress(map, container: container)
            let payload = try PayloadDecoder().decode(bytes, expectedByteCount: map.dimensions.byteCount)
            #expect(payload.container == container)
            #expect(payload.bytes == map.littleEndianBytes)
        }
        #expect(DepthCompressor(level: 99).level == 12 && DepthCompressor(level: -1).level == 0)
        #expect(try DepthCompressor().compress(bytes: [1, 2, 3], container: .raw) == [1, 2, 3])
    }

    @Test("16-bit PNG stores rounded millimetres; unstorable depths become 0 and are counted")
    func millimeterPNG() throws {
        let map = try TestMaps.map(3, 2, [1.2344, 1.2346, 0, .nan, 70, 65.535])
        let converted = try DepthFileConverter().write(map, as: .png16)
        // NaN and 70 m cannot be stored; 0 was already invalid and is not counted.
        #expect(converted.zeroedPixels == 2)
        let back = try DepthFileConverter().read(converted.bytes, as: .png16)
        #expect(back.meters == [1.234, 1.235, 0, 0, 0, 65.535])
        // Millimetre rounding is stable: writing the read-back map gives identical bytes.
        #expect(try DepthFileConverter().write(back, as: .png16).bytes == converted.bytes)
    }

    @Test("NumPy files written by numpy are read, C and Fortran order", arguments: ["tiny_3x2.npy", "tiny_3x2_fortran.npy"])
    func numpyFixtures(name: String) throws {
        // testdata/conversion: np.save of float32 [[0.5, 1, 1.5], [2, nan, 0]] (Fortran copy for the second).
        let map = try DepthFileConverter().read(try TestData.bytes("conversion/" + name), as: .npy)
        #expect(map.width == 3 && map.height == 2)
        #expect(map[0, 0] == 0.5 && map[2, 0] == 1.5 && map[0, 1] == 2 && map[1, 1].isNaN && map[2, 1] == 0)
    }

    @Test("our .npy matches numpy's byte for byte")
    func numpyBytes() throws {
        let map = try TestMaps.map(3, 2, [0.5, 1, 1.5, 2, .nan, 0])
        // Header (magic, version, dict padded to 64 bytes) and data, NaN bits included.
        #expect(NumPyArray.encode(map) == (try TestData.bytes("conversion/tiny_3x2.npy")))
    }

    @Test("malformed .npy inputs are refused with the reason")
    func numpyErrors() throws {
        var bytes = try TestData.bytes("conversion/tiny_3x2.npy")
        #expect(throws: ConversionError.npySizeMismatch(expectedBytes: 24, actualBytes: 20)) {
            try NumPyArray.decode(Array(bytes.dropLast(4)))
        }
        bytes.replaceSubrange(21..<24, with: Array("<f8".utf8))
        #expect(throws: ConversionError.npyUnsupportedType(descr: "<f8")) { try NumPyArray.decode(bytes) }
        #expect(throws: ConversionError.npyMalformedHeader(offset: 0)) { try NumPyArray.decode([1, 2, 3]) }
    }

    @Test("point clouds back-project valid pixels only")
    func pointCloud() throws {
        // 2x2, fx = fy = 2, cx = cy = 0.5: X = (u − 0.5)·Z / 2, Y = (v − 0.5)·Z / 2.
        let map = try TestMaps.map(2, 2, [1, 2, 0, 4])
        var converter = DepthFileConverter(plyEncoding: .ascii)
        converter.intrinsics = .depthPixels(try CameraIntrinsics(fx: 2, fy: 2, cx: 0.5, cy: 0.5))
        let converted = try converter.write(map, as: .ply)
        #expect(converted.pointCount == 3)
        let text = String(decoding: converted.bytes, as: UTF8.self)
        #expect(text.hasPrefix("ply\nformat ascii 1.0\n"))
        #expect(text.contains("element vertex 3\n"))
        #expect(text.hasSuffix("end_header\n-0.25 -0.25 1.0\n0.5 -0.5 2.0\n1.0 1.0 4.0\n"))
        converter.plyEncoding = .binary
        let binary = try converter.write(map, as: .ply).bytes
        let header = Array("end_header\n".utf8)
        let end = try #require((0...(binary.count - header.count)).first { Array(binary[$0..<($0 + header.count)]) == header })
        #expect(binary.count - (end + header.count) == 3 * 12)
        #expect(throws: ConversionError.missingIntrinsics) { try DepthFileConverter().write(map, as: .ply) }
    }

    @Test("intrinsics for the camera frame scale to the depth grid")
    func intrinsicsScaling() throws {
        let specification = try #require(IntrinsicsSpecification.parse("1920x1440:1440,1440,960,720"))
        let scaled = try specification.resolve(for: try DepthDimensions(width: 256, height: 192))
        #expect(scaled == (try CameraIntrinsics(fx: 192, fy: 192, cx: 128, cy: 96)))
        #expect(IntrinsicsSpecification.parse("1920x1440:0,1440,960,720") == nil)
        #expect(IntrinsicsSpecification.parse("1920:1,2,3,4") == nil)
    }

    @Test("formats by extension", arguments: [
        ("a.depth.gz", DepthFileFormat.gzip), ("a.ZLIB", .zlib), ("a.deflate", .deflate), ("a.f32", .raw),
        ("a.bin", .raw), ("a.png", .png16), ("a.npy", .npy), ("a.ply", .ply),
    ])
    func extensions(path: String, format: DepthFileFormat) {
        #expect(DepthFileFormat(path: path) == format)
    }

    @Test("raw files need dimensions unless the size is a known sensor's")
    func rawDimensions() throws {
        let converter = DepthFileConverter()
        #expect(throws: ConversionError.rawNeedsDimensions(valueCount: 3)) { try converter.read(Array(repeating: 0, count: 12), as: .raw) }
        let lidar = try converter.read(Array(repeating: 0, count: 256 * 192 * 4), as: .raw)
        #expect(lidar.width == 256 && lidar.height == 192)
        #expect(throws: ConversionError.rawSizeMismatch(expectedBytes: 16, actualBytes: 12)) {
            try converter.read(Array(repeating: 0, count: 12), as: .raw, dimensions: try DepthDimensions(width: 2, height: 2))
        }
        #expect(throws: ConversionError.notReadable(.ply)) { try converter.read([1], as: .ply) }
    }
}
