#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see either the old file or the complete new one: the bytes go to
/// a hidden temporary file in the same directory, which is then renamed over the target.
struct AtomicFileWriter {
    /// The directory the files go to; created (one level) if missing.
    let directory: String

    /// Creates `directory` if it does not exist yet.
    init(directory: String) throws(CaptureError) {
        self.directory = directory
        if mkdir(directory, 0o755) != 0, errno != EEXIST {
            throw .outputDirectoryUnusable(path: directory, errno: errno)
        }
        var status = stat()
        guard stat(directory, &status) == 0 else { throw .outputDirectoryUnusable(path: directory, errno: errno) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw .outputDirectoryUnusable(path: directory, errno: ENOTDIR) }
    }

    /// The full path of `name` in the directory.
    func path(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Writes `bytes` to a temporary file beside `name` and returns its path; ``commit(_:as:)`` moves it in place.
    func stage(_ bytes: [UInt8], as name: String) throws(CaptureError) -> String {
        let temporary = path(".\(name).\(getpid()).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: temporary, errno: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
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
    func commit(_ temporary: String, as name: String) throws(CaptureError) {
        guard rename(temporary, path(name)) == 0 else {
            let code = errno
            unlink(temporary)
            throw .writeFailed(path: path(name), errno: code)
        }
    }

    /// Removes `name` if it exists.
    func remove(_ name: String) throws(CaptureError) {
        if unlink(path(name)) != 0, errno != ENOENT { throw .writeFailed(path: path(name), errno: errno) }
    }

    /// Removes staged temporaries after a failure.
    func discard(_ temporaries: [String]) {
        for temporary in temporaries { unlink(temporary) }
    }
}

/// The operating system's message for `code`.
func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}
