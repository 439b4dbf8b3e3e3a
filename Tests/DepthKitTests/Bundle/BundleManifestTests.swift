import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

@Suite("Bundle manifests: encoding and strict decoding")
struct BundleManifestTests {
    static let digest = ContentDigest.sha256([])

    /// Encodes entries as the specification lays them out, without the library's checks.
    static func encode(_ entries: [(role: String, path: String, size: UInt64)], count: UInt32? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendBigEndian(count ?? UInt32(entries.count))
        for entry in entries {
            bytes.append(UInt8(entry.role.utf8.count))
            bytes += entry.role.utf8
            bytes.appendBigEndian(UInt16(entry.path.utf8.count))
            bytes += entry.path.utf8
            bytes.appendBigEndian(entry.size)
            bytes += digest.bytes
        }
        return bytes
    }

    @Test("encode and decode round trip, and the length is known before the hashes")
    func roundTrip() throws {
        let entries = [
            BundleEntry(role: .depth, path: "depth.gz", byteCount: 50_173, sha256: Self.digest),
            BundleEntry(role: .other, path: "notes/ü.txt", byteCount: 0, sha256: Self.digest),
        ]
        let manifest = BundleManifest(entries: entries)
        #expect(try BundleManifest(decoding: manifest.encoded) == manifest)
        // 4 + (1+5+2+8+8+32) + (1+5+2+12+8+32): "ü" is two UTF-8 bytes.
        #expect(manifest.encoded.count == 120)
        #expect(BundleManifest.encodedByteCount(entries.map { ($0.role, $0.path) }) == 120)
        #expect(manifest.encoded == Self.encode([("depth", "depth.gz", 50_173), ("other", "notes/ü.txt", 0)]))
    }

    @Test("an empty manifest decodes (the format allows it; seal refuses empty captures)")
    func empty() throws {
        #expect(try BundleManifest(decoding: [0, 0, 0, 0]).entries.isEmpty)
    }

    @Test("malformed manifests are refused with the problem", arguments: [
        (encode([], count: 100_001), BundleManifestProblem.tooManyEntries(count: 100_001)),
        (Array(encode([("photo", "photo.jpg", 1)]).dropLast()), .endsInsideEntry(index: 0)),
        (encode([("photo", "a", 1)]) + [0], .trailingBytes(count: 1)),
        (encode([("Photo", "a", 1)]), .invalidRole(index: 0)),
        (encode([("", "a", 1)]), .invalidRole(index: 0)),
        (encode([("photo", "", 1)]), .invalidPath(index: 0)),
        (encode([("photo", "/etc/passwd", 1)]), .invalidPath(index: 0)),
        (encode([("photo", "a/../b", 1)]), .invalidPath(index: 0)),
        (encode([("photo", "a//b", 1)]), .invalidPath(index: 0)),
        (encode([("photo", "./a", 1)]), .invalidPath(index: 0)),
        (encode([("photo", "b", 1), ("photo", "a", 1)]), .pathOutOfOrder(index: 1)),
        (encode([("photo", "a", 1), ("photo", "a", 1)]), .pathOutOfOrder(index: 1)),
        (encode([("photo", "a", 1), ("photo", "a-b", 1), ("photo", "a/b", 1)]), .pathIsADirectory(index: 0)),
        (encode([("video", "a", 1 << 40), ("video", "b", 1)]), .payloadTooLarge),
        (encode([("video", "a", UInt64.max)]), .payloadTooLarge),
    ])
    func malformed(bytes: [UInt8], problem: BundleManifestProblem) {
        #expect(throws: BundleError.malformedManifest(problem)) { try BundleManifest(decoding: bytes) }
    }

    @Test("a path of invalid UTF-8 is refused")
    func invalidUTF8() {
        var bytes = Self.encode([("photo", "ab", 1)])
        bytes[4 + 1 + 5 + 2] = 0xff
        #expect(throws: BundleError.malformedManifest(.invalidPath(index: 0))) { try BundleManifest(decoding: bytes) }
    }

    @Test("roles come from file names", arguments: [
        ("photo.jpg", BundleRole.photo), ("PHOTO.JPEG", .photo), ("depth.gz", .depth), ("depth", .depth),
        ("confidence.png", .confidence), ("metadata.json", .metadata), ("capture.json", .captureReport),
        ("depth.png", .depthPicture), ("attestation.cbor", .attestation), ("assertion.bin", .attestation),
        ("capture.evidence.json", .evidence), ("video.mov", .video), ("clip.MP4", .video),
        ("frame_hashes.json", .hashChain), ("keyframes/0001.depth", .depthKeyframes), ("notes.txt", .other),
        ("sub/photo.jpg", .photo),
    ])
    func roles(path: String, role: BundleRole) {
        #expect(BundleRole(forPath: path) == role)
    }

    @Test("role names are 1–32 characters of a-z, 0-9 and _")
    func roleNames() {
        #expect(BundleRole(rawValue: "depth_keyframes") == .depthKeyframes)
        #expect(BundleRole(rawValue: "future_role_2") != nil)
        for bad in ["", "Photo", "a-b", "é", String(repeating: "a", count: 33)] {
            #expect(BundleRole(rawValue: bad) == nil, "\(bad)")
        }
    }
}
