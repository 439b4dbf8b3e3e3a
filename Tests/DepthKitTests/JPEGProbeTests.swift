import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitEvidence

@Suite("JPEGProbe")
struct JPEGProbeTests {
    @Test("reads a JPEG's size, subsampling and orientation")
    func goodJPEG() throws {
        let probe = try JPEGProbe(bytes: try TestData.bytes("captures/good/photo.jpg"))
        #expect(probe == JPEGProbe(width: 64, height: 48, subsampling: .s420, exifOrientation: nil))
        #expect(probe.orientation == .landscape)
    }

    @Test("a truncated JPEG fails the verifying decode; text is not a JPEG")
    func brokenJPEGs() throws {
        let bytes = try TestData.bytes("captures/good/photo.jpg")
        #expect(throws: JPEGProbeError.self) { try JPEGProbe(bytes: Array(bytes.prefix(bytes.count / 2))) }
        #expect(throws: JPEGProbeError.notAJPEG(firstBytes: "74 68 69 73")) { try JPEGProbe(bytes: Array("this".utf8)) }
        #expect(throws: JPEGProbeError.notAJPEG(firstBytes: "")) { try JPEGProbe(bytes: []) }
    }

    @Test("EXIF orientation 6 (stored rotated) swaps the viewed size")
    func exifOrientation() throws {
        var bytes = try TestData.bytes("captures/good/photo.jpg")
        // APP1 "Exif\0\0" + big-endian TIFF with one IFD0 entry: tag 0x0112, SHORT, count 1, value 6.
        let tiff: [UInt8] = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0]
        let body = Array("Exif\0\0".utf8) + tiff
        let segment: [UInt8] = [0xff, 0xe1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xff)] + body
        bytes.insert(contentsOf: segment, at: 2)
        let probe = try JPEGProbe(bytes: bytes)
        #expect(probe.exifOrientation == 6)
        #expect(probe.isStoredRotated)
        #expect(probe.displayWidth == 48 && probe.displayHeight == 64)
        #expect(probe.orientation == .portrait)
    }
}
