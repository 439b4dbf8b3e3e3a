import DepthKit
import Foundation

/// Writing a command's output file: atomically (a temporary file renamed into place), so that a
/// failed run never leaves a half-written picture.
enum OutputFile {
    /// Writes `bytes` to `path`, tying a failure to it.
    static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw InputError(input: path, underlying: OutputWriteError(byteCount: bytes.count, errno: (error as NSError).code))
        }
    }

    /// `path` names an existing directory.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The file name of `input` without its depth extension (`scan.depth.gz` → `scan`).
    static func stem(of input: String) -> String {
        if input == InputReader.standardInputPath { return "stdin" }
        var name = URL(fileURLWithPath: input).lastPathComponent
        for suffix in [".depth.gz", ".gz", ".zlib", ".deflate", ".bin", ".f32", ".raw", ".npy", ".png"]
        where name.lowercased().hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}

/// An output file could not be written.
struct OutputWriteError: DepthKitError {
    /// Bytes that were to be written.
    let byteCount: Int
    /// The system's error code.
    let errno: Int

    var category: FailureCategory { .io }
    var kind: String { "write_failed" }
    var description: String { "could not write \(byteCount) bytes (error \(errno))" }
}
