/// Writes outputs under an output directory so that a reader (or a later run) only ever sees
/// complete files: each output is written to a temporary file in its final directory, then
/// renamed over the final name. Directories are opened one component at a time without
/// following symlinks, so an output can never land outside the output directory.
///
/// Temporary files are named `.~depthkit-<random>.tmp`; a process killed mid-write leaves only
/// such files, which ``sweepTemporaryFiles()`` removes at the start of the next run.
public struct AtomicOutputWriter: Sendable {
    /// The output directory.
    public let directory: String
    /// Whether each output is synced to storage before the rename (survives power loss, slower).
    public let syncsToStorage: Bool

    static let temporaryPrefix = ".~depthkit-"
    static let temporarySuffix = ".tmp"

    /// Creates a writer for `directory`, which must exist.
    public init(directory: String, syncsToStorage: Bool = false) {
        self.directory = directory
        self.syncsToStorage = syncsToStorage
    }

    /// Whether `name` is one of this writer's temporary file names.
    public static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(temporaryPrefix) && name.hasSuffix(temporarySuffix)
    }

    /// Writes `bytes` to `relativePath` (components separated by `/`), creating missing
    /// directories, replacing an existing file atomically.
    public func write(_ bytes: [UInt8], to relativePath: String) throws(BatchInputError) {
        guard DepthFileName.isSafeRelativePath(relativePath) else { throw .unsafeOutputName(relativePath) }
        let components = relativePath.split(separator: "/").map(String.init)
        let fail = { (error: SystemError) in BatchInputError.outputWriteFailed(path: relativePath, errno: error.code) }
        var current: Int32
        switch FileSystem.openDirectory(directory) {
        case .success(let descriptor): current = descriptor
        case .failure(let error): throw fail(error)
        }
        defer { _ = FileSystem.close(current) }
        for component in components.dropLast() {
            if case .failure(let error) = FileSystem.makeDirectory(at: current, component) { throw fail(error) }
            switch FileSystem.openDirectory(at: current, component) {
            case .success(let next):
                _ = FileSystem.close(current)
                current = next
            case .failure(let error): throw fail(error)
            }
        }
        var temporaryName: String
        var attempt = 0
        while true {
            temporaryName = Self.temporaryPrefix + String(UInt64.random(in: .min ... .max), radix: 16) + Self.temporarySuffix
            switch FileSystem.createFile(at: current, temporaryName, bytes: bytes, sync: syncsToStorage) {
            case .success: break
            case .failure(let error) where error.code == SystemErrorCode.exists && attempt < 8:
                attempt += 1
                continue
            case .failure(let error):
                _ = FileSystem.removeFile(at: current, temporaryName)
                throw fail(error)
            }
            break
        }
        if case .failure(let error) = FileSystem.rename(at: current, temporaryName, to: components.last!) {
            _ = FileSystem.removeFile(at: current, temporaryName)
            throw fail(error)
        }
    }

    /// Removes every temporary file left under the directory by killed runs (not following
    /// symlinks) and returns how many were removed.
    public func sweepTemporaryFiles() -> Int {
        guard case .success(let descriptor) = FileSystem.openDirectory(directory) else { return 0 }
        defer { _ = FileSystem.close(descriptor) }
        return Self.sweep(descriptor, path: directory)
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
