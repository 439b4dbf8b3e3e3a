import DepthKitCore

/// Lists a batch's inputs from its INPUT arguments in a deterministic order without holding the
/// whole list: files are taken as given; a directory holding `metadata.json` is one capture; any
/// other directory is walked depth first, entries sorted by their bytes, hidden entries (`.name`)
/// skipped, files with a depth extension (``DepthFileName``) taken, whatever bytes their names hold
/// (``EscapedFileName``). Symlinks are followed, loops detected; unreadable, unsafely named or
/// duplicate entries, and directories whose names are not UTF-8, are listed as failed inputs.
///
/// Memory: the sorted entries of the directories on the current path, plus 8 bytes per listed
/// name for duplicate detection.
struct BatchInputLister {
    /// The INPUT arguments.
    let roots: [String]
    /// Which part of the inputs to list.
    let shard: BatchShard
    /// A directory never walked into (the output directory), by device and inode.
    let excludedDirectory: FileSystem.Status?

    /// The file that marks a directory as a capture.
    static let captureMarker = CaptureLayout.metadata

    /// Calls `visit` with each input in order until it returns `false`.
    func forEach(_ visit: (BatchInput) -> Bool) {
        withoutActuallyEscaping(visit) { visit in
            var walk = Walk(shard: shard, excluded: excludedDirectory, visit: visit)
            for root in roots {
                guard walk.listRoot(root) else { return }
            }
        }
    }
}

/// The state of one listing: duplicate names seen so far, and the visitor.
private struct Walk {
    let shard: BatchShard
    let excluded: FileSystem.Status?
    let visit: (BatchInput) -> Bool
    var seenNames = Set<UInt64>()

    init(shard: BatchShard, excluded: FileSystem.Status?, visit: @escaping (BatchInput) -> Bool) {
        self.shard = shard
        self.excluded = excluded
        self.visit = visit
    }

    /// Lists one INPUT argument; `false` when the visitor asked to stop.
    mutating func listRoot(_ root: String) -> Bool {
        let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.reversed().drop { $0 == "/" }.reversed()) : root
        let baseName = Self.baseName(of: FileSystem.resolvedPath(trimmed) ?? trimmed)
        switch FileSystem.status(trimmed) {
        case .failure(let error):
            return emitFailure(path: root, name: baseName, error: Self.listingError(error))
        case .success(let status) where status.type == .directory:
            if isCapture(trimmed) {
                return emit(path: trimmed, name: baseName, kind: .capture)
            }
            var ancestors: Set<[UInt64]> = [[status.device, status.inode]]
            return walk(directory: trimmed, prefix: "", ancestors: &ancestors)
        case .success(let status) where status.type == .regularFile:
            return emit(path: root, name: DepthFileName.stem(of: baseName) ?? baseName, kind: .depthFile)
        case .success:
            return emitFailure(path: root, name: baseName, error: .notRegularFile)
        }
    }

    private mutating func walk(directory: String, prefix: String, ancestors: inout Set<[UInt64]>) -> Bool {
        let rawNames: [[UInt8]]
        switch FileSystem.entries(of: directory) {
        case .success(let names): rawNames = names
        case .failure(let error):
            return emitFailure(path: directory, name: prefix, error: .directoryUnreadable(errno: error.code))
        }
        for rawName in rawNames.sorted(by: { $0.lexicographicallyPrecedes($1) }) where rawName.first != UInt8(ascii: ".") {
            let path = directory == "/" ? "/" : directory + "/"
            guard let name = String(validating: rawName, as: UTF8.self) else {
                guard visitUndecodableEntry(directory: path, rawName: rawName, prefix: prefix) else { return false }
                continue
            }
            let entryPath = path + name
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            guard visitEntry(path: entryPath, name: name, relative: relative, ancestors: &ancestors) else { return false }
        }
        return true
    }

    private mutating func visitEntry(
        path: String, name: String, relative: String, ancestors: inout Set<[UInt64]>
    ) -> Bool {
        let stem = DepthFileName.stem(of: name)
        let relativeStem = stem.map { String(relative.dropLast(name.count - $0.count)) }
        switch FileSystem.status(path) {
        case .failure(let error):
            let failure = Self.listingError(error)
            // A dangling link is only an input if its name says it is a depth file; a loop may be a directory.
            if failure == .danglingSymlink && stem == nil { return true }
            return emitFailure(path: path, name: relativeStem ?? relative, error: failure)
        case .success(let status) where status.type == .directory:
            if let excluded, excluded.device == status.device, excluded.inode == status.inode { return true }
            let identity = [status.device, status.inode]
            if ancestors.contains(identity) { return emitFailure(path: path, name: relative, error: .symlinkLoop) }
            if isCapture(path) { return emit(path: path, name: relative, kind: .capture) }
            ancestors.insert(identity)
            defer { ancestors.remove(identity) }
            return walk(directory: path, prefix: relative, ancestors: &ancestors)
        case .success(let status):
            guard let relativeStem else { return true }
            if status.type == .other { return emitFailure(path: path, name: relativeStem, error: .notRegularFile) }
            return emit(path: path, name: relativeStem, kind: .depthFile)
        }
    }

    /// An entry whose name is not valid UTF-8 (`directory` is): a depth file is listed with its
    /// raw path and an output name whose last component is the escaped file name (see
    /// ``EscapedFileName``); a directory is not walked into, and is an `invalid_file_name` line.
    private mutating func visitUndecodableEntry(directory: String, rawName: [UInt8], prefix: String) -> Bool {
        let rawPath = Array(directory.utf8) + rawName
        let shownPath = String(decoding: rawPath, as: UTF8.self)
        let escapedName = EscapedFileName.escape(rawName)
        let relative = prefix.isEmpty ? escapedName : prefix + "/" + escapedName
        let relativeStem = DepthFileName.stem(of: escapedName).map { String(relative.dropLast(escapedName.count - $0.count)) }
        switch FileSystem.status(rawPath: rawPath) {
        case .failure(let error):
            let failure = Self.listingError(error)
            if failure == .danglingSymlink && relativeStem == nil { return true }
            return emitFailure(path: shownPath, name: relativeStem ?? relative, error: failure, rawPath: rawPath)
        case .success(let status) where status.type == .directory:
            return emitFailure(path: shownPath, name: relative, error: .invalidFileName, rawPath: rawPath)
        case .success(let status):
            guard let relativeStem else { return true }
            if status.type == .other {
                return emitFailure(path: shownPath, name: relativeStem, error: .notRegularFile, rawPath: rawPath)
            }
            return emit(path: shownPath, name: relativeStem, kind: .depthFile, rawPath: rawPath)
        }
    }

    private func isCapture(_ directory: String) -> Bool {
        if case .success(let status) = FileSystem.status(directory + "/" + BatchInputLister.captureMarker) {
            return status.type == .regularFile
        }
        return false
    }

    private mutating func emit(path: String, name: String, kind: BatchInput.Kind, rawPath: [UInt8]? = nil) -> Bool {
        guard shard.contains(name: name) else { return true }
        guard DepthFileName.isSafeRelativePath(name) else {
            return visit(BatchInput(path: path, name: name, failure: .unsafeOutputName(name), rawPath: rawPath))
        }
        guard seenNames.insert(FNV1a.hash(name)).inserted else {
            return visit(BatchInput(path: path, name: name, failure: .duplicateOutputName(name), rawPath: rawPath))
        }
        return visit(BatchInput(path: path, name: name, kind: kind, rawPath: rawPath))
    }

    private func emitFailure(path: String, name: String, error: BatchInputError, rawPath: [UInt8]? = nil) -> Bool {
        guard shard.contains(name: name) else { return true }
        return visit(BatchInput(path: path, name: name, failure: error, rawPath: rawPath))
    }

    private static func listingError(_ error: SystemError) -> BatchInputError {
        switch error.code {
        case SystemErrorCode.symlinkLoop: .symlinkLoop
        case SystemErrorCode.notFound, SystemErrorCode.notDirectory: .danglingSymlink
        default: .directoryUnreadable(errno: error.code)
        }
    }

    private static func baseName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
