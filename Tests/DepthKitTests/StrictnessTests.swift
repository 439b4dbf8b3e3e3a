import _DepthKitTestSupport
import Testing
@_spi(Benchmarking) @testable import DepthKitCore

/// Corrupted copies of corpus maps, made here from the originals, must each fail with their own
/// typed error — with both inflater backends.
@Suite("Decoding strictness")
struct StrictnessTests {
    static let backends = InflaterBackend.allCases

    /// 100 MiB of zeros in each container (about 100 KB each), made once.
    static let bombs = Dictionary(uniqueKeysWithValues: [DepthContainer.gzip, .zlib, .deflate].map { container in
        (container, Compressor.compress([UInt8](repeating: 0, count: 1 << 20), repetitions: 100, into: container))
    })

    private func decode(
        _ input: [UInt8], dimensions: DepthDimensions? = nil, backend: InflaterBackend,
        limits: DecodingLimits = .default
    ) throws(DepthDecodingError) -> DecodedDepth {
        try DepthDecoder(limits: limits, backend: backend).decode(input, dimensions: dimensions)
    }

    @Test("a gzip stream cut anywhere is truncated", arguments: backends, [11, 100, 80_000, 156_974, 156_981])
    func truncatedGzip(backend: InflaterBackend, length: Int) throws {
        // varied_room.depth.gz is 156982 bytes: 10 header, deflate body, 8 trailer.
        let input = Array(try TestData.corpusMap("varied_room").prefix(length))
        #expect(throws: DepthDecodingError.truncatedStream(container: .gzip)) {
            try decode(input, backend: backend)
        }
    }

    @Test("a truncated zlib stream is truncated", arguments: backends)
    func truncatedZlib(backend: InflaterBackend) throws {
        let input = Array(try TestData.bytes("containers/constant_2m.depth.zlib").dropLast(2))
        #expect(throws: DepthDecodingError.truncatedStream(container: .zlib)) {
            try decode(input, backend: backend)
        }
    }

    @Test("a flipped CRC-32 byte is a checksum mismatch naming both values", arguments: backends)
    func badCRC(backend: InflaterBackend) throws {
        var input = try TestData.corpusMap("constant_2m")
        let crcOffset = input.count - 8
        let declared = UInt32(input[crcOffset]) | UInt32(input[crcOffset + 1]) << 8
            | UInt32(input[crcOffset + 2]) << 16 | UInt32(input[crcOffset + 3]) << 24
        input[crcOffset] ^= 0xff
        #expect(throws: DepthDecodingError.checksumMismatch(container: .gzip, declared: declared ^ 0xff, computed: declared)) {
            try decode(input, backend: backend)
        }
    }

    @Test("a gzip header CRC-16 (FHCRC) is checked: right decodes, wrong is a header checksum mismatch", arguments: backends)
    func headerCRC(backend: InflaterBackend) throws {
        let original = try TestData.corpusMap("constant_2m")
        // The same member with FHCRC set and the two CRC bytes after the 10-byte fixed header: the low
        // 16 bits of the CRC-32 of those 10 header bytes (RFC 1952 section 2.3.1), as zlib checks them.
        var header = Array(original.prefix(10))
        header[3] |= 0x02
        let crc = header.withUnsafeBytes { UInt16(truncatingIfNeeded: ZlibInflater().crc32($0)) }
        let withCRC = header + [UInt8(crc & 0xff), UInt8(crc >> 8)] + original.dropFirst(10)
        #expect(try decode(withCRC, backend: backend).map == decode(original, backend: backend).map)
        var wrong = withCRC
        wrong[10] ^= 0x01
        #expect(throws: DepthDecodingError.gzipHeaderChecksumMismatch(declared: crc ^ 0x0001, computed: crc)) {
            try decode(wrong, backend: backend)
        }
    }

    @Test("a wrong ISIZE is a length mismatch", arguments: backends)
    func badISIZE(backend: InflaterBackend) throws {
        var input = try TestData.corpusMap("constant_2m")
        input[input.count - 4] ^= 0x01
        // 196608 = 0x00030000: flipping the low bit declares 196609.
        #expect(throws: DepthDecodingError.gzipLengthMismatch(declared: 196_609, computed: 196_608)) {
            try decode(input, backend: backend)
        }
    }

    @Test("a flipped Adler-32 byte is a checksum mismatch", arguments: backends)
    func badAdler(backend: InflaterBackend) throws {
        var input = try TestData.bytes("containers/constant_2m.depth.zlib")
        let offset = input.count - 4
        let declared = UInt32(input[offset]) << 24 | UInt32(input[offset + 1]) << 16
            | UInt32(input[offset + 2]) << 8 | UInt32(input[offset + 3])
        input[input.count - 1] ^= 0x10
        #expect(throws: DepthDecodingError.checksumMismatch(container: .zlib, declared: declared ^ 0x10, computed: declared)) {
            try decode(input, backend: backend)
        }
    }

    @Test("bytes after the stream are trailing garbage", arguments: backends)
    func trailingGarbage(backend: InflaterBackend) throws {
        let gzip = try TestData.corpusMap("constant_2m")
        #expect(throws: DepthDecodingError.trailingGarbage(container: .gzip, offset: 229, byteCount: 3)) {
            try decode(gzip + [0, 1, 2], backend: backend)
        }
        let zlib = try TestData.bytes("containers/constant_2m.depth.zlib")
        #expect(throws: DepthDecodingError.trailingGarbage(container: .zlib, offset: 217, byteCount: 1)) {
            try decode(zlib + [0x42], backend: backend)
        }
    }

    @Test("an invalid deflate block type is a corrupt stream at its offset", arguments: backends)
    func corruptBlock(backend: InflaterBackend) throws {
        var input = try TestData.corpusMap("constant_2m")
        // The first deflate byte follows the 10-byte header: BTYPE bits 1–2 set to the reserved 11.
        // zlib reports the offset just past the byte it rejected.
        input[10] |= 0b110
        #expect(throws: DepthDecodingError.corruptStream(container: .gzip, offset: 11)) {
            try decode(input, backend: backend)
        }
    }

    @Test("a stream only libdeflate decodes, under a checksum that fails, is corrupt with both backends", arguments: backends)
    func lenientStreamUnderBadChecksum(backend: InflaterBackend) throws {
        // The DepthDecoder fuzzer's first finding: a gzip member whose deflate stream uses a
        // codeword zlib refuses ("invalid literal/length code", 55th body byte, so offset 10 + 55)
        // and libdeflate decodes to 1,033 bytes, which fail the CRC. libdeflate alone reported
        // checksum_mismatch; zlib's verdict on the stream is the one reported, by both backends.
        let input = try TestData.bytes("fuzz-regressions/DepthDecoder/gzip-lenient-stream-bad-crc.gz")
        #expect(throws: DepthDecodingError.corruptStream(container: .gzip, offset: 65)) {
            try decode(input, backend: backend)
        }
        #expect(throws: DepthDecodingError.corruptStream(container: .gzip, offset: 65)) {
            try decode(input, dimensions: DepthDimensions(width: 16, height: 12), backend: backend)
        }
    }

    @Test("libdeflate's documented leniency: a length symbol 286 decodes as 258, zlib refuses it")
    func lenientLengthSymbol() throws {
        // A final fixed-Huffman block: literal 'A' (8-bit code 0x71), length symbol 286 (8-bit
        // code 0xC6, which libdeflate maps to length 258), distance symbol 0 (distance 1),
        // end of block; bits packed LSB first by hand into these 4 bytes.
        let stream: [UInt8] = [0x73, 0x1c, 0x03, 0x00]
        let lenient = try PayloadDecoder(backend: .libdeflate).decode(stream)
        #expect(lenient.container == .deflate)
        #expect(lenient.bytes == [UInt8](repeating: UInt8(ascii: "A"), count: 259))
        // zlib refuses the stream, so its backend takes the input for raw bytes.
        let strict = try PayloadDecoder(backend: .zlib).decode(stream)
        #expect(strict.container == .raw && strict.bytes == stream)
        #expect(ZlibReference.inflate(stream, wrapper: .deflate, limit: 1 << 20) == .invalid(reason: "invalid literal/length code"))
        #expect(FuzzTarget.inflateDifferential.check(stream) == nil)
        #expect(FuzzTarget.depthDecoder.check(stream) == nil)
    }

    @Test("100 MiB of zeros stops at the limit", arguments: backends, [DepthContainer.gzip, .zlib, .deflate])
    func decompressionBomb(backend: InflaterBackend, container: DepthContainer) throws {
        let bomb = try #require(Self.bombs[container])
        #expect(bomb.count < 200_000)
        #expect(throws: DepthDecodingError.decodedSizeExceedsLimit(limit: 64 << 20)) {
            try decode(bomb, backend: backend)
        }
        let small = DecodingLimits(maxDecodedBytes: 1 << 20)
        #expect(throws: DepthDecodingError.decodedSizeExceedsLimit(limit: 1 << 20)) {
            try decode(bomb, dimensions: TestData.lidar, backend: backend, limits: small)
        }
    }

    @Test("a payload exactly at the limit decodes", arguments: backends)
    func payloadAtLimit(backend: InflaterBackend) throws {
        let limits = DecodingLimits(maxDecodedBytes: 196_608)
        let decoded = try decode(try TestData.corpusMap("varied_room"), backend: backend, limits: limits)
        #expect(decoded.map.dimensions == TestData.lidar)
        #expect(throws: DepthDecodingError.decodedSizeExceedsLimit(limit: 196_607)) {
            try decode(try TestData.corpusMap("varied_room"), backend: backend, limits: DecodingLimits(maxDecodedBytes: 196_607))
        }
    }

    @Test("zero and absurd dimensions are refused before decoding")
    func absurdDimensions() {
        #expect(throws: DepthDimensionsError.notPositive(width: 0, height: 192)) {
            try DepthDimensions(width: 0, height: 192)
        }
        #expect(throws: DepthDimensionsError.overflow(width: Int.max / 2, height: 3)) {
            try DepthDimensions(width: Int.max / 2, height: 3)
        }
        #expect(throws: DepthDimensionsError.overflow(width: 1 << 31, height: 1 << 31)) {
            try DepthDimensions(width: 1 << 31, height: 1 << 31)
        }
    }

    @Test("a payload that is not whole Float32 values is refused")
    func notWholeFloats() throws {
        // bad_length: a 10-byte payload (MANIFEST.json raw_bytes 10).
        #expect(throws: DepthDecodingError.notWholeFloats(byteCount: 10)) {
            try DepthDecoder().decode(try TestData.corpusMap("bad_length"))
        }
    }

    @Test("a payload of the wrong size names the expected grid and both byte counts")
    func sizeMismatch() throws {
        let expected = try DepthDimensions(width: 320, height: 240)
        let error = DepthDecodingError.sizeMismatch(expected: expected, expectedBytes: 307_200, actualBytes: 196_608)
        #expect(throws: error) {
            try DepthDecoder().decode(try TestData.corpusMap("varied_room"), dimensions: expected)
        }
        #expect(error.description == "expected 320x240 = 307200 bytes of Float32, decoded 196608 bytes")
    }

    @Test("an unknown pixel count asks for dimensions instead of guessing")
    func unknownPixelCount() throws {
        // wide_16x9_declared_256x192: 256x144 = 36864 values; the reference guesses a 4:3 shape.
        let error = DepthDecodingError.unknownPixelCount(valueCount: 36_864)
        #expect(throws: error) {
            try DepthDecoder().decode(try TestData.corpusMap("wide_16x9_declared_256x192"))
        }
        // The library says what is missing; the CLI's advice (ErrorAdvice.commandLine) names its flags.
        #expect(error.description == "36864 Float32 values match no known sensor size (256x192, 640x480, 320x240)")
        let given = try DepthDecoder().decode(
            try TestData.corpusMap("wide_16x9_declared_256x192"), dimensions: try DepthDimensions(width: 256, height: 144))
        #expect(given.dimensionsSource == .given)
    }

    @Test("empty inputs and empty payloads are refused")
    func empty() throws {
        #expect(throws: DepthDecodingError.empty) { try DepthDecoder().decode([]) }
        #expect(throws: DepthDecodingError.emptyPayload(container: .gzip)) {
            try DepthDecoder().decode(try TestData.corpusMap("empty_payload"))
        }
    }

    @Test("a truncated raw deflate stream cannot be told from raw bytes and is judged by its length")
    func truncatedDeflate() throws {
        let input = Array(try TestData.bytes("containers/constant_2m.depth.deflate").prefix(150))
        #expect(throws: DepthDecodingError.notWholeFloats(byteCount: 150)) {
            try DepthDecoder().decode(input)
        }
    }
}
