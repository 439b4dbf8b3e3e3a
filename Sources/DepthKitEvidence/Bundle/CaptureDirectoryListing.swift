import DepthKitCore

/// The files of a capture directory, as a bundle seals them: every regular file below it
/// (hidden ones included, symlinks not followed), paths relative to it, sorted by their UTF-8
/// bytes. Directories are walked, not recorded (an empty one is not kept); the writer's own
/// leftover temporary files (`.~depthkit-*.tmp`) are skipped; anything else is refused.
struct CaptureDirectoryListing {
    /// One file: its relative path and its size when listed.
    struct File: Equatable {
        let path: String
        let byteCount: UInt64
    }

    /// The files, sorted by path bytes.
    let files: [File]

    /// Lists `directory`.
    /// - Throws: ``BundleError`` for a missing or non-directory capture, a symlink or special
    ///   file, a name that is not UTF-8 or too long, or too many files.
    init(directory: String) throws(BundleError) {
        switch FileSystem.status(directory) {
        case .success(let status) where status.type == .directory: break
        case .success: throw .notADirectory(path: directory)
        case .failure(let error): throw .readFailed(path: directory, reason: InputReadError(openFailureErrno: error.code))
        }
        var files: [File] = []
        try Self.walk(directory, relative: "", into: &files)
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        self.files = files
    }

    private static func walk(_ directory: String, relative: String, into files: inout [File]) throws(BundleError) {
        let descriptor: Int32
        switch FileSystem.openDirectory(directory) {
        case .success(let opened): descriptor = opened
        case .failure(let error): throw .readFailed(path: directory, reason: InputReadError(openFailureErrno: error.code))
        }
        defer { _ = FileSystem.close(descriptor) }
        let names: [[UInt8]]
        switch FileSystem.entries(of: directory) {
        case .success(let found): names = found
        case .failure(let error): throw .readFailed(path: directory, reason: InputReadError(openFailureErrno: error.code))
        }
        for rawName in names {
            guard let name = String(validating: rawName, as: UTF8.self) else {
                throw .unsupportedName(path: relative + String(decoding: rawName, as: UTF8.self), problem: .notUTF8)
            }
            let path = relative + name
            guard path.utf8.count <= BundleFormat.maxPathBytes else { throw .unsupportedName(path: path, problem: .tooLong) }
            if AtomicFileWriter.isTemporaryName(name) { continue }
            let status: FileSystem.Status
            switch FileSystem.status(at: descriptor, name) {
            case .success(let found): status = found
            case .failure(let error): throw .readFailed(path: directory + "/" + name, reason: InputReadError(openFailureErrno: error.code))
            }
            switch status.type {
            case .regularFile:
                guard files.count < BundleFormat.maxEntries else { throw .tooManyFiles(limit: BundleFormat.maxEntries) }
                files.append(File(path: path, byteCount: UInt64(status.byteCount)))
            case .directory:
                try walk(directory + "/" + name, relative: path + "/", into: &files)
            case .other:
                throw .unsupportedEntry(path: path, type: status.isSymbolicLink ? .symbolicLink : .special)
            }
        }
    }
}
