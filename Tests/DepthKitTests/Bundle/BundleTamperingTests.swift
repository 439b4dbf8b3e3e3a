import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitEvidence

/// One sealed video-like capture (key id "test": 85-byte header; chunk 0 the 408-byte manifest,
/// chunks 1–3 the payload of 65 536, 65 536 and 11 024 bytes), tampered with in every way the
/// format must catch. Each case checks `verify` and `open`, and that `open` leaves nothing behind.
@Suite("Bundles: every tampering is caught and named")
struct BundleTamperingTests {
    /// The bundle's bytes and where its chunks are, computed from the specification's formulas.
    struct Sealed {
        let scratch: BundleScratch
        let bytes: [UInt8]
        /// Start offset of each chunk (ciphertext ‖ tag), and the end of the file last.
        let chunkStarts: [Int]

        init() throws {
            scratch = try BundleScratch()
            try scratch.seal(try scratch.capture(SyntheticCapture.videoLike()), to: "good.dkb")
            bytes = try scratch.bytes("good.dkb")
            let manifestLength = Int(bytes[44]) << 24 | Int(bytes[45]) << 16 | Int(bytes[46]) << 8 | Int(bytes[47])
            var starts = [81 + 4]
            starts.append(starts[0] + manifestLength + 16)
            for size in [65_536, 65_536, 142_096 - 131_072] { starts.append(starts.last! + size + 16) }
            chunkStarts = starts
        }

        /// The same capture sealed again with the same key: another salt.
        func other() throws -> [UInt8] {
            try scratch.seal(try scratch.capture(SyntheticCapture.videoLike(), named: "other"), to: "other.dkb")
            return try scratch.bytes("other.dkb")
        }

        /// Checks that `tampered` fails `verify` and `open` with `expected`, and that `open`
        /// left the scratch directory as it was.
        func expect(_ tampered: [UInt8], fails expected: BundleError, key: BundleKey = BundleScratch.testKey) throws {
            let path = try scratch.write(tampered, to: "tampered.dkb")
            let before = try scratch.names()
            let opener = BundleOpener(key: key)
            #expect(throws: expected) { try opener.verify(path) }
            #expect(throws: expected) { try opener.open(path, to: scratch.path("restored")) }
            #expect(try scratch.names() == before)
        }
    }

    @Test("the untampered bundle's layout matches the specification")
    func layout() throws {
        let sealed = try Sealed()
        #expect(sealed.chunkStarts == [85, 509, 66_061, 131_613, 142_653])
        #expect(sealed.bytes.count == 142_653)
        #expect(try BundleOpener(key: BundleScratch.testKey).verify(sealed.scratch.path("good.dkb")).chunkCount == 4)
    }

    @Test("a wrong key")
    func wrongKey() throws {
        let sealed = try Sealed()
        try sealed.expect(sealed.bytes, fails: .wrongKeyOrCorruptHeader(keyID: "test"), key: try BundleKey(bytes: Array(repeating: 7, count: 32)))
    }

    /// Header offsets: magic 0–7, version 8–9, exponent 10, reserved 11, salt 12–43, manifest
    /// length 44–47, key id length 48, key id 49–52, MAC 53–84.
    @Test("a flipped bit in the authenticated header fields", arguments: [10, 11, 12, 43, 44, 47, 49, 52, 53, 84])
    func headerBit(offset: Int) throws {
        let sealed = try Sealed()
        var tampered = sealed.bytes
        tampered[offset] ^= 0x01
        let keyID = offset >= 49 && offset <= 52 ? String(decoding: tampered[49...52], as: UTF8.self) : "test"
        try sealed.expect(tampered, fails: .wrongKeyOrCorruptHeader(keyID: keyID))
    }

    @Test("a flipped bit in the magic", arguments: [0, 3, 7])
    func magicBit(offset: Int) throws {
        let sealed = try Sealed()
        var tampered = sealed.bytes
        tampered[offset] ^= 0x20
        try sealed.expect(tampered, fails: .notABundle)
    }

    @Test("another format version")
    func version() throws {
        let sealed = try Sealed()
        var tampered = sealed.bytes
        tampered[9] = 2
        try sealed.expect(tampered, fails: .unsupportedVersion(found: 2, supported: 1))
    }

    @Test("a key id length beyond the limit is refused before the MAC is read")
    func keyIDLength() throws {
        let sealed = try Sealed()
        var tampered = sealed.bytes
        tampered[48] = 65
        try sealed.expect(tampered, fails: .malformedHeader(field: .keyIDLength, value: 65))
    }

    /// First, middle and last byte of each chunk's ciphertext, and its tag's last byte.
    @Test("a flipped bit in any chunk names that chunk", arguments: [0, 1, 2, 3])
    func chunkBit(index: Int) throws {
        let sealed = try Sealed()
        let start = sealed.chunkStarts[index], end = sealed.chunkStarts[index + 1]
        for offset in [start, (start + end) / 2, end - 17, end - 1] {
            var tampered = sealed.bytes
            tampered[offset] ^= 0x80
            try sealed.expect(tampered, fails: .chunkAuthenticationFailed(
                index: UInt64(index), section: index == 0 ? .manifest : .payload, offset: UInt64(start)))
        }
    }

    @Test("a truncated file", arguments: [
        (0, BundleError.truncated(section: .header, offset: 0, expectedBytes: 49, actualBytes: 0)),
        (5, .truncated(section: .header, offset: 0, expectedBytes: 49, actualBytes: 5)),
        (60, .truncated(section: .header, offset: 49, expectedBytes: 36, actualBytes: 11)),
        (85, .truncated(section: .manifest, offset: 85, expectedBytes: 424, actualBytes: 0)),
        (300, .truncated(section: .manifest, offset: 85, expectedBytes: 424, actualBytes: 215)),
        (66_061, .truncated(section: .payload, offset: 66_061, expectedBytes: 65_552, actualBytes: 0)),
        (131_613, .truncated(section: .payload, offset: 131_613, expectedBytes: 11_040, actualBytes: 0)),
        (142_652, .truncated(section: .payload, offset: 131_613, expectedBytes: 11_040, actualBytes: 11_039)),
    ])
    func truncated(length: Int, expected: BundleError) throws {
        let sealed = try Sealed()
        try sealed.expect(Array(sealed.bytes.prefix(length)), fails: expected)
    }

    @Test("data appended after the final chunk")
    func appended() throws {
        let sealed = try Sealed()
        try sealed.expect(sealed.bytes + [0], fails: .trailingData(offset: 142_653))
        // A copy of the final chunk appended.
        try sealed.expect(sealed.bytes + sealed.bytes[131_613...], fails: .trailingData(offset: 142_653))
    }

    @Test("two payload chunks swapped")
    func swapped() throws {
        let sealed = try Sealed()
        let s = sealed.chunkStarts
        let tampered = Array(sealed.bytes[..<s[1]] + sealed.bytes[s[2]..<s[3]] + sealed.bytes[s[1]..<s[2]] + sealed.bytes[s[3]...])
        try sealed.expect(tampered, fails: .chunkAuthenticationFailed(index: 1, section: .payload, offset: UInt64(s[1])))
    }

    @Test("a chunk duplicated")
    func duplicated() throws {
        let sealed = try Sealed()
        let s = sealed.chunkStarts
        let tampered = Array(sealed.bytes[..<s[2]] + sealed.bytes[s[1]..<s[2]] + sealed.bytes[s[2]...])
        try sealed.expect(tampered, fails: .chunkAuthenticationFailed(index: 2, section: .payload, offset: UInt64(s[2])))
    }

    @Test("a chunk removed from the middle")
    func removed() throws {
        let sealed = try Sealed()
        let s = sealed.chunkStarts
        // Chunk 1 removed: chunk 2 arrives in its place, sealed under another index.
        try sealed.expect(Array(sealed.bytes[..<s[1]] + sealed.bytes[s[2]...]),
            fails: .chunkAuthenticationFailed(index: 1, section: .payload, offset: UInt64(s[1])))
        // Chunk 2 removed: the short final chunk is all that is left where a full chunk is due.
        try sealed.expect(Array(sealed.bytes[..<s[2]] + sealed.bytes[s[3]...]),
            fails: .truncated(section: .payload, offset: UInt64(s[2]), expectedBytes: 65_552, actualBytes: 11_040))
    }

    @Test("the header of another bundle sealed with the same key")
    func foreignHeader() throws {
        let sealed = try Sealed()
        let other = try sealed.other()
        let tampered = Array(other[..<85] + sealed.bytes[85...])
        try sealed.expect(tampered, fails: .chunkAuthenticationFailed(index: 0, section: .manifest, offset: 85))
    }

    @Test("a chunk from another bundle sealed with the same key, at the same position")
    func foreignChunk() throws {
        let sealed = try Sealed()
        let other = try sealed.other()
        let s = sealed.chunkStarts
        let tampered = Array(sealed.bytes[..<s[2]] + other[s[2]..<s[3]] + sealed.bytes[s[3]...])
        try sealed.expect(tampered, fails: .chunkAuthenticationFailed(index: 2, section: .payload, offset: UInt64(s[2])))
    }

    @Test("a file that is not a bundle")
    func notABundle() throws {
        let sealed = try Sealed()
        try sealed.expect(try TestData.bytes("captures/good/photo.jpg"), fails: .notABundle)
    }
}
