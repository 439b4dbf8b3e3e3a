import Synchronization

/// Writes output files so that a reader (or a later run) only ever sees complete files: each file
/// is written to a temporary file in its final directory, then renamed over the final name. The
/// one writer behind every DepthKit output: the CLI's pictures, conversions, JPEGs and reports,
/// the frame pipeline's capture directory and batch outputs.
///
/// Paths are relative to ``directory``; their directories are created and opened one component at
/// a time without following symlinks, so a symlink planted inside the directory cannot redirect an
/// output. The writer does not judge names: a caller that takes names from untrusted input (the
/// batch runner) must refuse `..` itself.
///
/// Temporary files are named `.~depthkit-<hex>.tmp` (a per-process random start plus a counter,
/// created with `O_EXCL`); a process killed mid-write leaves only such files, which
/// ``sweepTemporaryFiles()`` removes.
///
/// Crash guarantees: a reader sees the old file or the complete new one, never a partial one,
/// whenever the process dies. Without ``syncsToStorage`` nothing is synced: after a power loss
/// (not a process crash) a file renamed in the last seconds may be empty or missing, as the file
/// system's own ordering allows; with it, each file is synced before its rename.
public struct AtomicFileWriter: Sendable {
    /// The directory that paths are relative to.
    public let directory: String
    /// Whether each file is synced to storage before the rename (survives power loss, slower).
    public let syncsToStorage: Bool
    /// The directory, opened once, when the writer was made with ``init(opening:syncsToStorage:)``.
    private let root: OpenDirectory?

    package static let temporaryPrefix = ".~depthkit-"
    package static let temporarySuffix = ".tmp"

    /// Where temporary names continue: a random start (so that processes rarely meet), then one
    /// more per name.
    private static let temporaryCounter = Atomic<UInt64>(.random(in: .min ... .max))

    /// Creates a writer for `directory`, which must exist when writing; each write opens it.
    public init(directory: String, syncsToStorage: Bool = false) {
        self.directory = directory
        self.syncsToStorage = syncsToStorage
        root = nil
    }

    /// Creates a writer that opens `directory` once, now, and writes every file relative to that
    /// descriptor (`openat`, `renameat`): the many-files writer of batch runs. The directory
    /// replaced or moved afterwards keeps receiving the files.
    /// - Throws: ``OutputError/directoryUnusable(path:errno:)`` when it cannot be opened.
    public init(opening directory: String, syncsToStorage: Bool = false) throws(OutputError) {
        switch FileSystem.openDirectory(directory) {
        case .success(let descriptor): root = OpenDirectory(descriptor: descriptor)
        case .failure(let error): throw .directoryUnusable(path: directory, errno: error.code)
        }
        self.directory = directory
        self.syncsToStorage = syncsToStorage
    }

    /// Creates a writer for `directory`, creating the directory (one level) if it is missing, and
    /// opening it once for all the writer's files.
    /// - Throws: ``OutputError/directoryUnusable(path:errno:)`` when it cannot be created or is not a directory.
    public static func creatingDirectory(
        _ directory: String, syncsToStorage: Bool = false
    ) throws(OutputError) -> AtomicFileWriter {
        if case .failure(let error) = FileSystem.makeDirectory(directory) {
            throw .directoryUnusable(path: directory, errno: error.code)
        }
        // Opening with O_DIRECTORY refuses anything but a directory (ENOTDIR).
        return try AtomicFileWriter(opening: directory, syncsToStorage: syncsToStorage)
    }

    /// Writes `bytes` to the file at `path` (its directory must exist), replacing it atomically.
    /// - Throws: ``OutputError/writeFailed(path:errno:)`` naming `path`.
    public static func write(_ bytes: [UInt8], toFile path: String, syncsToStorage: Bool = false) throws(OutputError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        do throws(OutputError) {
            try AtomicFileWriter(directory: directory, syncsToStorage: syncsToStorage).write(bytes, to: name)
        } catch {
            throw error.naming(path)
        }
    }

    /// Whether `name` is one of the writer's temporary file names.
    public static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(temporaryPrefix) && name.hasSuffix(temporarySuffix)
    }

    /// Writes `bytes` to `relativePath` (components separated by `/`), creating missing
    /// directories, replacing an existing file atomically.
    /// - Throws: ``OutputError/writeFailed(path:errno:)`` naming `relativePath`.
    public func write(_ bytes: [UInt8], to relativePath: String) throws(OutputError) {
        try write([(relativePath, bytes)])
    }

    /// Writes several files as one step: every file is first written to its temporary file (a
    /// failure there leaves the directory untouched), then `removedFirst` files are removed (a
    /// missing one is fine), then the files are renamed into place in order.
    /// - Throws: ``OutputError/writeFailed(path:errno:)`` naming the relative path that failed;
    ///   temporary files not yet renamed are removed.
    public func write(_ files: [(relativePath: String, bytes: [UInt8])], removingFirst removedFirst: [String] = []) throws(OutputError) {
        var staged: [(parent: ParentDirectory, temporary: String, path: String)] = []
        var committed = 0
        defer {
            for entry in staged[committed...] { _ = FileSystem.removeFile(at: entry.parent.descriptor, entry.temporary) }
            for entry in staged { entry.parent.close() }
        }
        for (path, bytes) in files {
            let parent = try openParent(of: path)
            do throws(OutputError) {
                staged.append((parent, try stage(bytes, in: parent.descriptor, path: path), path))
            } catch {
                parent.close()
                throw error
            }
        }
        for path in removedFirst {
            let parent = try openParent(of: path)
            defer { parent.close() }
            if case .failure(let error) = FileSystem.removeFile(at: parent.descriptor, parent.name),
                error.code != SystemErrorCode.notFound
            {
                throw .writeFailed(path: path, errno: error.code)
            }
        }
        while committed < staged.count {
            let entry = staged[committed]
            if case .failure(let error) = FileSystem.rename(at: entry.parent.descriptor, entry.temporary, to: entry.parent.name) {
                throw .writeFailed(path: entry.path, errno: error.code)
            }
            committed += 1
        }
    }

    /// Creates the missing directories of `relativePath` (not following symlinks), for a file that
    /// another writer streams there.
    /// - Throws: ``OutputError/writeFailed(path:errno:)`` naming `relativePath`.
    public func makeDirectories(containing relativePath: String) throws(OutputError) {
        try openParent(of: relativePath).close()
    }

    /// Removes every temporary file left under the directory by killed runs (not following
    /// symlinks) and returns how many were removed.
    public func sweepTemporaryFiles() -> Int {
        guard case .success(let descriptor) = FileSystem.openDirectory(directory) else { return 0 }
        defer { _ = FileSystem.close(descriptor) }
        return Self.sweep(descriptor, path: directory)
    }

    /// The directory a file goes to and the file's name there; ``close()`` closes the descriptor
    /// unless it is the writer's own open root.
    private struct ParentDirectory {
        let descriptor: Int32
        let name: String
        let isOwned: Bool

        func close() {
            if isOwned { _ = FileSystem.close(descriptor) }
        }
    }

    /// Opens the directory `relativePath` lies in (creating missing directories, refusing
    /// symlinks) and returns it with the final name. A file directly in an opened root costs no
    /// system call here.
    private func openParent(of relativePath: String) throws(OutputError) -> ParentDirectory {
        let fail = { (error: SystemError) in OutputError.writeFailed(path: relativePath, errno: error.code) }
        var components = relativePath.split(separator: "/").map(String.init)
        guard let name = components.popLast() else {
            throw .writeFailed(path: relativePath, errno: SystemErrorCode.isDirectory)
        }
        var current: ParentDirectory
        if let root {
            current = ParentDirectory(descriptor: root.descriptor, name: name, isOwned: false)
        } else {
            switch FileSystem.openDirectory(directory) {
            case .success(let descriptor): current = ParentDirectory(descriptor: descriptor, name: name, isOwned: true)
            case .failure(let error): throw fail(error)
            }
        }
        for component in components {
            if case .failure(let error) = FileSystem.makeDirectory(at: current.descriptor, component) {
                current.close()
                throw fail(error)
            }
            let next = FileSystem.openDirectory(at: current.descriptor, component)
            current.close()
            switch next {
            case .success(let descriptor): current = ParentDirectory(descriptor: descriptor, name: name, isOwned: true)
            case .failure(let error): throw fail(error)
            }
        }
        return current
    }

    /// Writes `bytes` to a new temporary file in `descriptor`'s directory and returns its name.
    private func stage(_ bytes: [UInt8], in descriptor: Int32, path: String) throws(OutputError) -> String {
        var attempt = 0
        while true {
            let number = Self.temporaryCounter.wrappingAdd(1, ordering: .relaxed).oldValue
            let temporary = Self.temporaryPrefix + String(number, radix: 16) + Self.temporarySuffix
            switch FileSystem.createFile(at: descriptor, temporary, bytes: bytes, sync: syncsToStorage) {
            case .success:
                return temporary
            case .failure(let error) where error.code == SystemErrorCode.exists:
                guard attempt < 64 else { throw .writeFailed(path: path, errno: error.code) }
                attempt += 1
            case .failure(let error):
                _ = FileSystem.removeFile(at: descriptor, temporary)
                throw .writeFailed(path: path, errno: error.code)
            }
        }
    }

    private static func sweep(_ descriptor: Int32, path: String) -> Int {
        guard case .success(let names) = FileSystem.entries(of: path) else { return 0 }
        var removed = 0
        for rawName in names {
            guard let name = String(validating: rawName, as: UTF8.self) else { continue }
            guard case .success(let status) = FileSystem.status(at: descriptor, name) else { continue }
            if status.type == .directory, case .success(let child) = FileSystem.openDirectory(at: descriptor, name) {
                removed += sweep(child, path: path + "/" + name)
                _ = FileSystem.close(child)
            } else if status.type == .regularFile, isTemporaryName(name),
                case .success = FileSystem.removeFile(at: descriptor, name)
            {
                removed += 1
            }
        }
        return removed
    }
}

extension OutputError {
    /// The same failure, naming `path` instead.
    func naming(_ path: String) -> OutputError {
        switch self {
        case let .directoryUnusable(_, code): .directoryUnusable(path: path, errno: code)
        case let .writeFailed(_, code): .writeFailed(path: path, errno: code)
        }
    }
}

/// A directory descriptor that an ``AtomicFileWriter`` keeps open for its lifetime (and its
/// copies'); closed when the last copy goes.
private final class OpenDirectory: Sendable {
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        _ = FileSystem.close(descriptor)
    }
}
