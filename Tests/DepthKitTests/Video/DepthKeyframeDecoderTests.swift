import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

@Suite struct DepthKeyframeDecoderTests {
    static let capture = SyntheticVideoCapture(frameCount: 31)

    /// Every format the app or the reference produces decodes to the same keyframes.
    @Test func everyFormatDecodesToIdenticalKeyframes() throws {
        let expected = Self.capture.keyframes
        #expect(expected.count == 11)
        for format in SyntheticVideoCapture.DepthFormat.allCases {
            let keyframes = try DepthKeyframeDecoder().decode(Self.capture.depthFile(format), count: 11)
            #expect(keyframes.count == 11, "\(format)")
            #expect(keyframes.width == 256 && keyframes.height == 192)
            #expect((0..<keyframes.count).map(keyframes.meters) == expected, "\(format)")
            #expect(keyframes.format == (format == .rldpGzip ? .rldp : .concatenated))
            #expect(keyframes.container == [.rldpGzip: .gzip, .concatenatedDeflate: .deflate, .concatenatedRaw: .raw][format])
        }
    }

    @Test func headerlessSizeComesFromTheMetadataOrAKnownSensor() throws {
        let frames: [Float] = (0..<(3 * 16 * 12)).map { Float($0) / 100 }
        let compressed = try DepthCompressor().compress(bytes: frames.littleEndianBytes, container: .deflate)
        let sized = try DepthKeyframeDecoder().decode(compressed, dimensions: try DepthDimensions(width: 16, height: 12), count: 3)
        #expect(sized.count == 3)
        #expect(sized.meters(at: 2) == Array(frames[384...]))
        #expect(sized.timestamps == [0, 0.1, 0.2])
        #expect(throws: DepthKeyframeError.sizeMismatch(expectedBytes: 3072, actualBytes: 2304, width: 16, height: 12, count: 4)) {
            try DepthKeyframeDecoder().decode(compressed, dimensions: try DepthDimensions(width: 16, height: 12), count: 4)
        }
        // Without a size, 2304 bytes are no whole number of any known sensor's keyframes.
        #expect(throws: DepthKeyframeError.invalidMagic(found: Array(frames.littleEndianBytes.prefix(4)))) {
            try DepthKeyframeDecoder().decode(compressed)
        }
    }

    @Test func packErrorsMatchTheReferenceOrder() throws {
        let frame = [Float](repeating: 1, count: 4 * 4)
        let pack = RLDPPack.bytes(frames: [frame, frame], width: 4, height: 4, timestamps: [0, 0.1])
        var badVersion = pack
        badVersion[4] = 2
        #expect(throws: DepthKeyframeError.unsupportedVersion(2)) { try DepthKeyframeDecoder().decode(badVersion) }
        #expect(throws: DepthKeyframeError.truncatedFrame(index: 1, expectedBytes: 64, availableBytes: 32)) {
            try DepthKeyframeDecoder().decode(Array(pack.dropLast(32)))
        }
        #expect(throws: DepthKeyframeError.indexTruncated(declaredFrames: 2, indexEntries: 1)) {
            try DepthKeyframeDecoder().decode(Array(pack.prefix(30)))
        }
        #expect(throws: DepthKeyframeError.tooSmallForHeader(byteCount: 12)) { try DepthKeyframeDecoder().decode(Array(pack.prefix(12))) }
        #expect(throws: DepthKeyframeError.decoding(.empty)) { try DepthKeyframeDecoder().decode([]) }
        #expect(DepthKeyframeError.truncatedFrame(index: 1, expectedBytes: 64, availableBytes: 32).referenceStatus == "TruncatedFrame")
    }

    @Test func limitsApplyBeforeAndDuringDecompression() throws {
        let small = DepthKeyframeDecoder(limits: DecodingLimits(maxDecodedBytes: 400), maxEncodedBytes: 100)
        #expect(throws: DepthKeyframeError.input(.tooLarge(byteCount: 401, limit: 400))) { try small.decode([UInt8](repeating: 1, count: 401)) }
        let compressed = try DepthCompressor().compress(bytes: [UInt8](repeating: 7, count: 150) + (0..<150).map { UInt8($0) }, container: .gzip)
        #expect(compressed.count > 100)
        #expect(throws: DepthKeyframeError.input(.tooLarge(byteCount: compressed.count, limit: 100))) { try small.decode(compressed) }
        let bomb = try DepthCompressor().compress(bytes: [UInt8](repeating: 0, count: 8 << 20), container: .gzip)
        let tight = DepthKeyframeDecoder(limits: DecodingLimits(maxDecodedBytes: 1 << 20))
        #expect(throws: DepthKeyframeError.decoding(.decodedSizeExceedsLimit(limit: 1 << 20))) { try tight.decode(bomb) }
    }

    /// Frames located only by their offsets: shuffled, unaligned, overlapping.
    @Test func packOffsetsMayBeUnalignedAndShared() throws {
        var pack = Array("RLDP".utf8) + [1, 0, 0, 0, 2, 0, 0, 0, 1, 0, 1, 0]
        pack += [UInt8](repeating: 0, count: 8) + [1, 0, 0, 0]
        pack += [UInt8](repeating: 0, count: 8) + [1, 0, 0, 0]
        pack += [0xff] + Float(2.5).bitPattern.littleEndianBytes
        let keyframes = try DepthKeyframeDecoder().decode(pack)
        #expect(keyframes.count == 2)
        #expect(keyframes.meters(at: 0) == [2.5])
        #expect(keyframes.meters(at: 1) == [2.5])
    }
}

extension UInt32 {
    fileprivate var littleEndianBytes: [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: self >> (8 * $0)) } }
}
