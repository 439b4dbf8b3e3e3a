#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import DepthKit
import Foundation

/// Writing a command's output file: atomically (a temporary file renamed into place), so that a
/// failed run never leaves a half-written picture.
enum OutputFile {
    /// Writes `bytes` to `path` through a temporary file beside it, renamed into place.
    static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        let temporary = path + ".tmp-\(getpid())"
        let failure = { (code: Int32) in
            InputError(input: path, underlying: OutputWriteError(byteCount: bytes.count, errno: code))
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw failure(code)
            }
            written += count
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
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

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Musl.write(descriptor, buffer, count)
    #endif
}

/// An output file could not be written.
struct OutputWriteError: DepthKitError {
    /// Bytes that were to be written.
    let byteCount: Int
    /// The system's error number.
    let errno: Int32

    var category: FailureCategory { .io }
    var kind: String { "write_failed" }
    var description: String { "could not write \(byteCount) bytes: \(String(cString: strerror(errno)))" }
}
