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
/// Temporary files are named `.~depthkit-<random>.tmp`; a process killed mid-write leaves only
/// such files, which ``sweepTemporaryFiles()`` removes.
public struct AtomicFileWriter: Sendable {
    /// The directory that paths are relative to.
    public let directory: String
    /// Whether each file is synced to storage before the rename (survives power loss, slower).
    public let syncsToStorage: Bool

    static let temporaryPrefix = ".~depthkit-"
    static let temporarySuffix = ".tmp"

    /// Creates a writer for `directory`, which must exist when writing.
    public init(directory: String, syncsToStorage: Bool = false) {
        self.directory = directory
        self.syncsToStorage = syncsToStorage
    }

    /// Creates a writer for `directory`, creating the directory (one level) if it is missing.
    /// - Throws: ``OutputError/directoryUnusable(path:errno:)`` when it cannot be created or is not a directory.
    public static func creatingDirectory(
        _ directory: String, syncsToStorage: Bool = false
    ) throws(OutputError) -> AtomicFileWriter {
        if case .failure(let error) = FileSystem.makeDirectory(directory) {
            throw .directoryUnusable(path: directory, errno: error.code)
        }
        switch FileSystem.status(directory) {
        case .success(let status) where status.type == .directory: break
        case .success: throw .directoryUnusable(path: directory, errno: SystemErrorCode.notDirectory)
        case .failure(let error): throw .directoryUnusable(path: directory, errno: error.code)
        }
        return AtomicFileWriter(directory: directory, syncsToStorage: syncsToStorage)
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
        var staged: [(descriptor: Int32, temporary: String, name: String, path: String)] = []
        var committed = 0
        defer {
            for entry in staged[committed...] { _ = FileSystem.removeFile(at: entry.descriptor, entry.temporary) }
            for entry in staged { _ = FileSystem.close(entry.descriptor) }
        }
        for (path, bytes) in files {
            let parent = try openParent(of: path)
            do throws(OutputError) {
                staged.append((parent.descriptor, try stage(bytes, in: parent.descriptor, path: path), parent.name, path))
            } catch {
                _ = FileSystem.close(parent.descriptor)
                throw error
            }
        }
        for path in removedFirst {
            let parent = try openParent(of: path)
            defer { _ = FileSystem.close(parent.descriptor) }
            if case .failure(let error) = FileSystem.removeFile(at: parent.descriptor, parent.name),
                error.code != SystemErrorCode.notFound
            {
                throw .writeFailed(path: path, errno: error.code)
            }
        }
        while committed < staged.count {
            let entry = staged[committed]
            if case .failure(let error) = FileSystem.rename(at: entry.descriptor, entry.temporary, to: entry.name) {
                throw .writeFailed(path: entry.path, errno: error.code)
            }
            committed += 1
        }
    }

    /// Creates the missing directories of `relativePath` (not following symlinks), for a file that
    /// another writer streams there.
    /// - Throws: ``OutputError/writeFailed(path:errno:)`` naming `relativePath`.
    public func makeDirectories(containing relativePath: String) throws(OutputError) {
        _ = FileSystem.close(try openParent(of: relativePath).descriptor)
    }

    /// Removes every temporary file left under the directory by killed runs (not following
    /// symlinks) and returns how many were removed.
    public func sweepTemporaryFiles() -> Int {
        guard case .success(let descriptor) = FileSystem.openDirectory(directory) else { return 0 }
        defer { _ = FileSystem.close(descriptor) }
        return Self.sweep(descriptor, path: directory)
    }

    /// Opens the directory `relativePath` lies in (creating missing directories, refusing
    /// symlinks) and returns its descriptor, which the caller closes, and the final name.
    private func openParent(of relativePath: String) throws(OutputError) -> (descriptor: Int32, name: String) {
        let fail = { (error: SystemError) in OutputError.writeFailed(path: relativePath, errno: error.code) }
        var components = relativePath.split(separator: "/").map(String.init)
        guard let name = components.popLast() else {
            throw .writeFailed(path: relativePath, errno: SystemErrorCode.isDirectory)
        }
        var current: Int32
        switch FileSystem.openDirectory(directory) {
        case .success(let descriptor): current = descriptor
        case .failure(let error): throw fail(error)
        }
        for component in components {
            if case .failure(let error) = FileSystem.makeDirectory(at: current, component) {
                _ = FileSystem.close(current)
                throw fail(error)
            }
            let next = FileSystem.openDirectory(at: current, component)
            _ = FileSystem.close(current)
            switch next {
            case .success(let descriptor): current = descriptor
            case .failure(let error): throw fail(error)
            }
        }
        return (current, name)
    }

    /// Writes `bytes` to a new temporary file in `descriptor`'s directory and returns its name.
    private func stage(_ bytes: [UInt8], in descriptor: Int32, path: String) throws(OutputError) -> String {
        var attempt = 0
        while true {
            let temporary = Self.temporaryPrefix + String(UInt64.random(in: .min ... .max), radix: 16) + Self.temporarySuffix
            switch FileSystem.createFile(at: descriptor, temporary, bytes: bytes, sync: syncsToStorage) {
            case .success:
                return temporary
            case .failure(let error) where error.code == SystemErrorCode.exists:
                guard attempt < 8 else { throw .writeFailed(path: path, errno: error.code) }
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
