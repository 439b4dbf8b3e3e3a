import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitEvidence

@Suite("Bundles: captures that cannot be sealed")
struct BundleSealErrorTests {
    /// Seals `capture` and expects `error`, with no bundle or temporary file left behind.
    func expectSealing(_ capture: String, in scratch: BundleScratch, fails error: BundleError) throws {
        let before = try scratch.names()
        #expect(throws: error) { try scratch.seal(capture, to: "out.dkb") }
        #expect(try scratch.names() == before)
    }

    @Test("a symbolic link in the capture is refused")
    func symlink() throws {
        let scratch = try BundleScratch()
        let capture = try scratch.capture(SyntheticCapture(files: ["photo.jpg": [1, 2, 3]]))
        try FileManager.default.createSymbolicLink(atPath: capture + "/depth.gz", withDestinationPath: "/etc/passwd")
        try expectSealing(capture, in: scratch, fails: .unsupportedEntry(path: "depth.gz", type: .symbolicLink))
    }

    @Test("a FIFO in the capture is refused, never opened")
    func fifo() throws {
        let scratch = try BundleScratch()
        let capture = try scratch.capture(SyntheticCapture(files: ["photo.jpg": [1]]))
        #expect(mkfifo(capture + "/sub.pipe", 0o600) == 0)
        try expectSealing(capture, in: scratch, fails: .unsupportedEntry(path: "sub.pipe", type: .special))
    }

    @Test("an empty capture, a missing one and a file are refused")
    func notACapture() throws {
        let scratch = try BundleScratch()
        try FileManager.default.createDirectory(atPath: scratch.path("empty/sub"), withIntermediateDirectories: true)
        try expectSealing(scratch.path("empty"), in: scratch, fails: .emptyCapture(path: scratch.path("empty")))
        try expectSealing(scratch.path("missing"), in: scratch, fails: .readFailed(path: scratch.path("missing"), reason: .notFound))
        try scratch.write([1], to: "file")
        try expectSealing(scratch.path("file"), in: scratch, fails: .notADirectory(path: scratch.path("file")))
    }

    @Test("a name that is not UTF-8 is refused")
    func nonUTF8Name() throws {
        let scratch = try BundleScratch()
        let capture = try scratch.capture(SyntheticCapture(files: ["photo.jpg": [1]]))
        let rawName: [CChar] = Array((capture + "/x").utf8CString.dropLast(2)) + [CChar(bitPattern: 0xff), 0]
        let created = open(rawName, O_CREAT | O_WRONLY, 0o600)
        #expect(created >= 0)
        close(created)
        try expectSealing(capture, in: scratch, fails: .unsupportedName(path: "\u{FFFD}", problem: .notUTF8))
    }

    @Test("the bundle cannot be written inside the capture it seals")
    func outputInside() throws {
        let scratch = try BundleScratch()
        let capture = try scratch.capture(SyntheticCapture(files: ["photo.jpg": [1]]))
        #expect(throws: BundleError.outputInsideCapture(output: capture + "/x.dkb")) {
            try BundleSealer(key: BundleScratch.testKey).seal(captureDirectory: capture, to: capture + "/x.dkb")
        }
        try FileManager.default.createDirectory(atPath: capture + "/sub", withIntermediateDirectories: false)
        #expect(throws: BundleError.outputInsideCapture(output: capture + "/sub/x.dkb")) {
            try BundleSealer(key: BundleScratch.testKey).seal(captureDirectory: capture, to: capture + "/sub/x.dkb")
        }
    }

    @Test("key ids longer than 64 bytes or with control characters are refused", arguments: [
        (String(repeating: "k", count: 65), 65), ("tab\there", 8), ("new\nline", 8),
    ])
    func keyID(keyID: String, byteCount: Int) {
        #expect(throws: BundleError.invalidKeyID(byteCount: byteCount)) { try BundleSealer(key: BundleScratch.testKey, keyID: keyID) }
    }

    @Test("a 64-byte UTF-8 key id is kept")
    func longKeyID() throws {
        let scratch = try BundleScratch()
        let keyID = String(repeating: "é", count: 32)
        try scratch.seal(TestData.path("captures/good"), keyID: keyID)
        #expect(try BundleOpener(key: BundleScratch.testKey).list(scratch.path("capture.dkb")).header.keyID == keyID)
    }

    @Test("hidden files are sealed; the writer's leftover temporary files are not")
    func hiddenAndTemporary() throws {
        let scratch = try BundleScratch()
        let capture = try scratch.capture(SyntheticCapture(files: [
            ".hidden": [1], "photo.jpg": [2], ".~depthkit-1f.tmp": [3], "sub/.~depthkit-2e.tmp": [4], "sub/x": [5],
        ]))
        let contents = try BundleSealer(key: BundleScratch.testKey).seal(captureDirectory: capture, to: scratch.path("out.dkb"))
        #expect(contents.manifest.entries.map(\.path) == [".hidden", "photo.jpg", "sub/x"])
    }

    @Test("paths are sorted by their bytes across directories")
    func byteOrder() throws {
        let scratch = try BundleScratch()
        let capture = try scratch.capture(SyntheticCapture(files: ["a/b": [1], "a-c": [2], "B": [3], "a0": [4]]))
        let contents = try BundleSealer(key: BundleScratch.testKey).seal(captureDirectory: capture, to: scratch.path("out.dkb"))
        #expect(contents.manifest.entries.map(\.path) == ["B", "a-c", "a/b", "a0"])
    }

    @Test("an unreadable file fails with its path and leaves nothing", .enabled(if: getuid() != 0, "root reads any file"))
    func unreadable() throws {
        let scratch = try BundleScratch()
        let capture = try scratch.capture(SyntheticCapture(files: ["photo.jpg": [1]]))
        chmod(capture + "/photo.jpg", 0)
        try expectSealing(capture, in: scratch, fails: .readFailed(path: capture + "/photo.jpg", reason: .permissionDenied))
    }
}
