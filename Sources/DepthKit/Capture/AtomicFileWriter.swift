#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an output file could not be written.
public enum OutputWriteError: DepthKitError, Equatable {
    /// The output directory could not be created or used (`errno`).
    case directoryUnusable(path: String, errno: Int32)
    /// A file could not be written, moved into place or removed (`errno`).
    case writeFailed(path: String, errno: Int32)

    public var category: FailureCategory { .io }

    public var kind: String {
        switch self {
        case .directoryUnusable: "output_directory_unusable"
        case .writeFailed: "write_failed"
        }
    }

    public var description: String {
        switch self {
        case let .directoryUnusable(path, code): "output directory \(path): \(String(cString: strerror(code)))"
        case let .writeFailed(path, code): "cannot write \(path): \(String(cString: strerror(code)))"
        }
    }
}

/// Writes files so that readers see either the old file or the complete new one: the bytes go to
/// a hidden temporary file in the same directory, which is then renamed over the target.
public struct AtomicFileWriter: Sendable {
    /// The directory the files go to; created (one level) if missing.
    public let directory: String

    /// Writes `bytes` to `path` atomically, creating its directory (one level) if missing.
    public static func write(_ bytes: [UInt8], toFile path: String) throws(OutputWriteError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let writer = try AtomicFileWriter(directory: directory)
        try writer.commit(try writer.stage(bytes, as: name), as: name)
    }

    /// Creates `directory` if it does not exist yet.
    public init(directory: String) throws(OutputWriteError) {
        self.directory = directory
        if mkdir(directory, 0o755) != 0, errno != EEXIST {
            throw .directoryUnusable(path: directory, errno: errno)
        }
        var status = stat()
        guard stat(directory, &status) == 0 else { throw .directoryUnusable(path: directory, errno: errno) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw .directoryUnusable(path: directory, errno: ENOTDIR) }
    }

    /// The full path of `name` in the directory.
    func path(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Writes `bytes` to a temporary file beside `name` and returns its path; ``commit(_:as:)`` moves it in place.
    func stage(_ bytes: [UInt8], as name: String) throws(OutputWriteError) -> String {
        let temporary = path(".\(name).\(getpid()).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: temporary, errno: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw .writeFailed(path: temporary, errno: code)
            }
            written += count
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw .writeFailed(path: temporary, errno: code)
        }
        return temporary
    }

    /// Renames a staged temporary file to `name`.
    func commit(_ temporary: String, as name: String) throws(OutputWriteError) {
        guard rename(temporary, path(name)) == 0 else {
            let code = errno
            unlink(temporary)
            throw .writeFailed(path: path(name), errno: code)
        }
    }

    /// Removes `name` if it exists.
    func remove(_ name: String) throws(OutputWriteError) {
        if unlink(path(name)) != 0, errno != ENOENT { throw .writeFailed(path: path(name), errno: errno) }
    }

    /// Removes staged temporaries after a failure.
    func discard(_ temporaries: [String]) {
        for temporary in temporaries { unlink(temporary) }
    }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
