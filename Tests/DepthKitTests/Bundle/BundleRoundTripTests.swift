import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitEvidence

@Suite("Bundles: seal, list, verify and open round trips")
struct BundleRoundTripTests {
    @Test("testdata/captures/good comes back byte for byte")
    func photoCapture() throws {
        let scratch = try BundleScratch()
        let capture = TestData.path("captures/good")
        let bundle = try scratch.seal(capture)
        let opener = BundleOpener(key: BundleScratch.testKey)
        let opened = try opener.open(bundle, to: scratch.path("restored"))
        #expect(try SyntheticCapture.read(scratch.path("restored")) == SyntheticCapture.read(capture))
        #expect(opened.manifest.entries.map(\.path) == ["depth.gz", "metadata.json", "photo.jpg"])
        #expect(opened.manifest.entries.map(\.role) == [.depth, .metadata, .photo])
        // sha256sum testdata/captures/good/photo.jpg
        #expect(opened.manifest.entries[2].sha256.hex == "618bb9131bf62ec06d12e99cb19179996a08e1d652f0261a299ef83669908e97")
        #expect(try opener.list(bundle) == opened)
        #expect(try opener.verify(bundle) == opened)
        #expect(opened.header.keyID == "test")
        // Nothing but the bundle and the restored directory: no temporary file or directory left.
        #expect(try scratch.names() == ["capture.dkb", "restored"])
    }

    @Test("a video-like capture with subdirectories and an empty file comes back byte for byte")
    func videoCapture() throws {
        let scratch = try BundleScratch()
        let capture = SyntheticCapture.videoLike()
        let bundle = try scratch.seal(try scratch.capture(capture))
        let contents = try BundleOpener(key: BundleScratch.testKey).open(bundle, to: scratch.path("restored"))
        #expect(try SyntheticCapture.read(scratch.path("restored")) == capture.files)
        #expect(contents.manifest.entries.map(\.role) == [.hashChain, .depthKeyframes, .depthKeyframes, .metadata, .other, .video])
        #expect(contents.manifest.entries.first { $0.path == "notes.txt" }?.sha256.hex
            == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")  // SHA-256 of nothing
    }

    /// Payload sizes around the 64 KiB chunk size, including an empty payload (one empty file).
    @Test("the file is exactly header + manifest + payload + 16 bytes per chunk", arguments: [0, 1, 65_535, 65_536, 65_537, 131_072, 200_000])
    func layout(payloadBytes: Int) throws {
        let scratch = try BundleScratch()
        let capture = SyntheticCapture(files: ["data.bin": SyntheticCapture.pattern(count: payloadBytes, seed: 3)])
        let bundle = try scratch.seal(try scratch.capture(capture), keyID: "")
        let contents = try BundleOpener(key: BundleScratch.testKey).open(bundle, to: scratch.path("restored"))
        #expect(try SyntheticCapture.read(scratch.path("restored")) == capture.files)
        // Manifest: 4 + (1 + 5 "other" + 2 + 8 "data.bin" + 8 + 32) = 60 bytes, one chunk.
        let payloadChunks = payloadBytes == 0 ? 1 : (payloadBytes + 65_535) / 65_536
        #expect(contents.chunkCount == UInt64(1 + payloadChunks))
        let expected = 81 + 0 + 60 + payloadBytes + 16 * (1 + payloadChunks)
        #expect(contents.byteCount == UInt64(expected))
        #expect(try scratch.bytes("capture.dkb").count == expected)
    }

    @Test("a manifest longer than one chunk (2000 files) lists and opens")
    func multiChunkManifest() throws {
        let scratch = try BundleScratch()
        var files: [String: [UInt8]] = [:]
        for index in 0..<2000 {
            files["frames/frame-\(String(repeating: "x", count: 40))-\(index).bin"] = [UInt8(truncatingIfNeeded: index)]
        }
        let bundle = try scratch.seal(try scratch.capture(SyntheticCapture(files: files)))
        let opener = BundleOpener(key: BundleScratch.testKey)
        let listed = try opener.list(bundle)
        #expect(listed.header.manifestByteCount > 65_536)
        #expect(listed.manifest.entries.count == 2000)
        try opener.open(bundle, to: scratch.path("restored"))
        #expect(try SyntheticCapture.read(scratch.path("restored")) == files)
    }

    @Test("the committed fixtures, sealed on another machine with the test key, open")
    func committedFixtures() throws {
        let scratch = try BundleScratch()
        let opener = BundleOpener(key: try BundleKeySource.file(TestData.path("bundles/test.key")).load())
        let good = try opener.open(TestData.path("bundles/good.dkb"), to: scratch.path("good"))
        #expect(try SyntheticCapture.read(scratch.path("good")) == SyntheticCapture.read(TestData.path("captures/good")))
        #expect(good.header.keyID == "depthkit-test-key")
        #expect(good.byteCount == 52_079)
        try opener.open(TestData.path("bundles/video.dkb"), to: scratch.path("video"))
        #expect(try SyntheticCapture.read(scratch.path("video")) == SyntheticCapture.videoLike().files)
    }

    @Test("opening into an existing empty directory fills it; a non-empty one is refused and untouched")
    func existingTarget() throws {
        let scratch = try BundleScratch()
        let bundle = try scratch.seal(TestData.path("captures/good"))
        let opener = BundleOpener(key: BundleScratch.testKey)
        try FileManager.default.createDirectory(atPath: scratch.path("empty"), withIntermediateDirectories: false)
        try opener.open(bundle, to: scratch.path("empty"))
        #expect(try SyntheticCapture.read(scratch.path("empty")).count == 3)
        try scratch.write([1, 2, 3], to: "busy")
        #expect(throws: BundleError.outputExists(path: scratch.path("busy"))) { try opener.open(bundle, to: scratch.path("busy")) }
        #expect(throws: BundleError.outputExists(path: scratch.path("empty"))) { try opener.open(bundle, to: scratch.path("empty")) }
        #expect(try scratch.names() == ["busy", "capture.dkb", "empty"])
    }

    @Test("sealing replaces an existing bundle atomically; each seal draws a fresh salt")
    func freshSalt() throws {
        let scratch = try BundleScratch()
        let capture = TestData.path("captures/good")
        let first = try BundleSealer(key: BundleScratch.testKey).seal(captureDirectory: capture, to: scratch.path("a.dkb"))
        let second = try BundleSealer(key: BundleScratch.testKey).seal(captureDirectory: capture, to: scratch.path("a.dkb"))
        #expect(first.header.salt != second.header.salt)
        #expect(first.manifest == second.manifest)
        #expect(try BundleOpener(key: BundleScratch.testKey).verify(scratch.path("a.dkb")).header.salt == second.header.salt)
        #expect(try scratch.names() == ["a.dkb"])
    }

    @Test("eight captures sealed and opened concurrently with one key all round-trip")
    func concurrency() async throws {
        let scratch = try BundleScratch()
        let root = scratch.root
        let salts = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for index in 0..<8 {
                group.addTask {
                    let capture = SyntheticCapture(files: ["video.mov": SyntheticCapture.pattern(count: 70_000 + index, seed: index + 1)])
                    try capture.write(to: "\(root)/capture-\(index)")
                    let sealed = try BundleSealer(key: BundleScratch.testKey).seal(
                        captureDirectory: "\(root)/capture-\(index)", to: "\(root)/\(index).dkb")
                    try BundleOpener(key: BundleScratch.testKey).open("\(root)/\(index).dkb", to: "\(root)/restored-\(index)")
                    #expect(try SyntheticCapture.read("\(root)/restored-\(index)") == capture.files)
                    return sealed.header.salt
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(salts).count == 8)
    }
}
