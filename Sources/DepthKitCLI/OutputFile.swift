import DepthKitCore
import Foundation

/// A command's output files: named after their input, written atomically.
enum OutputFile {
    /// Writes `bytes` to `path` with ``AtomicFileWriter`` (a temporary file beside it, renamed
    /// into place), so that a failed run never leaves a half-written file.
    static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        do throws(OutputError) { try AtomicFileWriter.write(bytes, toFile: path) } catch {
            throw InputError(input: path, underlying: error)
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
        let name = URL(fileURLWithPath: input).lastPathComponent
        return DepthFileFormat.stem(of: name) ?? name
    }
}
