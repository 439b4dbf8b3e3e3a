import DepthKitCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension BundleKey {
    /// Stores the key's 32 raw bytes in a new file at `path`, readable by its owner only (mode
    /// 0600). The file appears complete or not at all, and an existing file is never replaced
    /// (losing a key loses every bundle sealed with it).
    /// - Throws: ``BundleKeyError/keyFileExists(path:)``, ``BundleKeyError/keyFileWriteFailed(path:errno:)``.
    public func writeNewKeyFile(at path: String) throws(BundleKeyError) {
        let directory = FileSystem.directory(containing: path)
        let temporary = directory + "/" + AtomicFileWriter.temporaryPrefix
            + String(UInt64.random(in: .min ... .max), radix: 16) + AtomicFileWriter.temporarySuffix
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .keyFileWriteFailed(path: path, errno: errno) }
        defer { unlink(temporary) }
        var failure: Int32?
        if fchmod(descriptor, 0o600) != 0 { failure = errno }
        if failure == nil {
            withUnsafeBytes { key in
                if case .failure(let error) = FileSystem.writeAll(descriptor, key) { failure = error.code }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw .keyFileWriteFailed(path: path, errno: failure) }
        guard link(temporary, path) == 0 else {
            throw errno == EEXIST ? .keyFileExists(path: path) : .keyFileWriteFailed(path: path, errno: errno)
        }
    }
}
