import Foundation

/// Capture directories made of deterministic bytes, for bundle tests and benchmarks: a video-like
/// capture (a "movie", depth keyframes in a subdirectory, metadata, an empty file) whose contents
/// are a formula, so a test can rebuild the expected files without committing them.
///
/// Test support only: nothing in the `DepthKit` library product depends on it.
public struct SyntheticCapture: Sendable {
    /// The files: path relative to the capture directory → bytes.
    public let files: [String: [UInt8]]

    /// A capture of `files`.
    public init(files: [String: [UInt8]]) {
        self.files = files
    }

    /// `count` bytes where byte `i` is `(i·seed + (i >> 9)) mod 256`: cheap, deterministic and
    /// different across chunk boundaries.
    public static func pattern(count: Int, seed: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* seed &+ ($0 >> 9)) }
    }

    /// The video-like capture of `testdata/bundles/video.dkb`: `video.mov` of `videoBytes`
    /// (pattern seed 7), `keyframes/0000.depth` and `keyframes/0001.depth` (1000 bytes each,
    /// seeds 11 and 13), `frame_hashes.json`, `metadata.json` and an empty `notes.txt`.
    public static func videoLike(videoBytes: Int = 140_000) -> SyntheticCapture {
        SyntheticCapture(files: [
            "video.mov": pattern(count: videoBytes, seed: 7),
            "keyframes/0000.depth": pattern(count: 1000, seed: 11),
            "keyframes/0001.depth": pattern(count: 1000, seed: 13),
            "frame_hashes.json": Array(#"{"chain":["00","01"]}"#.utf8) + [0x0a],
            "metadata.json": Array(#"{"captured_at":"2025-11-22T10:30:00.123Z","device_model":"iPhone 15 Pro"}"#.utf8) + [0x0a],
            "notes.txt": [],
        ])
    }

    /// Writes the files below `directory` (created with its subdirectories).
    public func write(to directory: String) throws {
        for (path, bytes) in files {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    /// Every regular file below `directory`, path relative to it → bytes (what a test compares a
    /// restored directory with).
    public static func read(_ directory: String) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        let root = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return result }
        while let entry = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(entry)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[entry] = [UInt8](try Data(contentsOf: url))
            }
        }
        return result
    }
}
