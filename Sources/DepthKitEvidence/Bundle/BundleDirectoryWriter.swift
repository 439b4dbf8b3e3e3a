import DepthKitCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Restores a bundle's files into a temporary directory (`.~depthkit-<random>.tmp`, mode 0700,
/// files 0600) next to the target and renames it to the target only in ``commit()``, after every
/// chunk and every hash verified. ``discard()`` removes everything it created.
final class BundleDirectoryWriter {
    /// The directory the files end up in.
    let target: String
    private let temporaryPath: String
    private let root: Int32
    private let syncsToStorage: Bool
    private var created: [(path: String, isDirectory: Bool)] = []
    private var createdDirectories = Set<String>()
    private var file: Int32 = -1
    private var filePath = ""
    private var pending: [Data] = []
    private var committed = false

    /// Creates the temporary directory next to `target`, which must not exist or be an empty directory.
    /// - Throws: ``BundleError/outputExists(path:)``, ``BundleError/writeFailed(_:)``.
    init(target: String, syncsToStorage: Bool) throws(BundleError) {
        self.target = target
        self.syncsToStorage = syncsToStorage
        if case .success(let status) = FileSystem.status(target) {
            let isEmptyDirectory = status.type == .directory && (try? FileSystem.entries(of: target).get().isEmpty) == true
            guard isEmptyDirectory else { throw .outputExists(path: target) }
        }
        temporaryPath = FileSystem.directory(containing: target) + "/" + AtomicFileWriter.temporaryPrefix
            + String(UInt64.random(in: .min ... .max), radix: 16) + AtomicFileWriter.temporarySuffix
        guard mkdir(temporaryPath, 0o700) == 0 else {
            throw .writeFailed(.directoryUnusable(path: target, errno: errno))
        }
        let opened = open(temporaryPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard opened >= 0 else {
            let code = errno
            rmdir(temporaryPath)
            throw .writeFailed(.directoryUnusable(path: target, errno: code))
        }
        root = opened
    }

    deinit { discard() }

    /// Creates the file `path` (relative, `/`-separated) and its missing directories, with
    /// `byteCount` bytes allocated for it.
    func beginFile(_ path: String, byteCount: UInt64) throws(BundleError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        var directory = ""
        for component in components.dropLast() {
            directory += directory.isEmpty ? String(component) : "/" + component
            if createdDirectories.contains(directory) { continue }
            guard mkdirat(root, directory, 0o700) == 0 else { throw failure(directory) }
            createdDirectories.insert(directory)
            created.append((directory, true))
        }
        file = openat(root, path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw failure(path) }
        filePath = path
        created.append((path, false))
        if case .failure(let error) = FileSystem.reserve(file, byteCount: byteCount) { throw failure(path, errno: error.code) }
    }

    /// Appends `bytes` to the current file. They are kept (a reference, not a copy) and written
    /// with the next ones in one `writev` when 64 are waiting or the file ends.
    func write(_ bytes: Data) throws(BundleError) {
        pending.append(bytes)
        if pending.count == FileSystem.maxSpansPerWrite { try flush() }
    }

    /// Writes what is waiting and closes the current file (synced first when asked).
    func endFile() throws(BundleError) {
        try flush()
        var code: Int32?
        if syncsToStorage, fsync(file) != 0 { code = errno }
        if close(file) != 0, code == nil { code = errno }
        file = -1
        if let code { throw failure(filePath, errno: code) }
    }

    private func flush() throws(BundleError) {
        defer { pending.removeAll(keepingCapacity: true) }
        if case .failure(let error) = FileSystem.writeAll(file, pending) { throw failure(filePath, errno: error.code) }
    }

    /// Renames the temporary directory to the target.
    func commit() throws(BundleError) {
        if syncsToStorage, fsync(root) != 0 { throw .writeFailed(.writeFailed(path: target, errno: errno)) }
        if case .failure(let error) = FileSystem.rename(temporaryPath, to: target) {
            if error.code == ENOTEMPTY || error.code == EEXIST || error.code == ENOTDIR { throw .outputExists(path: target) }
            throw .writeFailed(.writeFailed(path: target, errno: error.code))
        }
        committed = true
        close(root)
    }

    /// Removes the temporary directory and everything in it, unless committed.
    func discard() {
        guard !committed else { return }
        committed = true
        if file >= 0 { close(file) }
        for entry in created.reversed() {
            unlinkat(root, entry.path, entry.isDirectory ? AT_REMOVEDIR : 0)
        }
        close(root)
        rmdir(temporaryPath)
    }

    private func failure(_ path: String, errno code: Int32 = errno) -> BundleError {
        .writeFailed(.writeFailed(path: target + "/" + path, errno: code))
    }
}
