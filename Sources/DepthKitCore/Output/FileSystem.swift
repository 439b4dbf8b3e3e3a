#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C functions whose names `FileSystem`'s own methods shadow; `posixRead` is `read(2)` for the
// bundle readers too.
#if canImport(Glibc)
private let systemRename = Glibc.rename
package let posixRead = Glibc.read
private let systemClose = Glibc.close
#elseif canImport(Musl)
private let systemRename = Musl.rename
package let posixRead = Musl.read
private let systemClose = Musl.close
#else
private let systemRename = Darwin.rename
package let posixRead = Darwin.read
private let systemClose = Darwin.close
#endif

/// DepthKit's POSIX calls in one place: reading inputs (``InputReader``, ``FileHasher``), listing
/// directories, metadata, atomic writes relative to a directory descriptor (so an output path
/// cannot be redirected through a symlink), renames, removal and advisory locks. Every failure is
/// returned as its `errno`.
package enum FileSystem {
    /// What a path names, after following symlinks.
    package enum EntryType: Equatable {
        case regularFile
        case directory
        case other
    }

    /// The type and identity of the object at `path` (symlinks followed), or the `errno`.
    package struct Status: Equatable {
        package let type: EntryType
        package let device: UInt64
        package let inode: UInt64
        package let byteCount: Int
        /// Whether the object is a symbolic link (only when the call did not follow it).
        package var isSymbolicLink = false
    }

    /// `stat(2)`, following symlinks.
    package static func status(_ path: String) -> Result<Status, SystemError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(SystemError(errno)) }
        return .success(Status(info))
    }

    /// `stat(2)` of a path given as bytes (a file name need not be UTF-8), following symlinks.
    package static func status(rawPath: [UInt8]) -> Result<Status, SystemError> {
        var info = stat()
        guard withCPath(rawPath, { stat($0, &info) }) == 0 else { return .failure(SystemError(errno)) }
        return .success(Status(info))
    }

    /// Calls `body` with `rawPath` as a NUL-terminated C string.
    private static func withCPath<Result>(_ rawPath: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (rawPath + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// `fstatat(2)` relative to `directory`, not following a final symlink.
    package static func status(at directory: Int32, _ name: String) -> Result<Status, SystemError> {
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .failure(SystemError(errno)) }
        return .success(Status(info))
    }

    /// The names in `path` except `.` and `..`, as raw bytes (names need not be UTF-8), unsorted.
    package static func entries(of path: String) -> Result<[[UInt8]], SystemError> {
        guard let stream = opendir(path) else { return .failure(SystemError(errno)) }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        errno = 0
        while let entry = readdir(stream) {
            // Read the name in place up to its NUL: a record is only as long as its name, so copying
            // the whole 256-byte `d_name` field reads past the end of the last record in the buffer.
            let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                let start = UnsafeRawPointer(field)
                return Array(UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self))))
            }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] {
                names.append(name)
            }
            errno = 0
        }
        if errno != 0 { return .failure(SystemError(errno)) }
        return .success(names)
    }

    /// Opens a directory for `*at` calls, refusing a symlink.
    package static func openDirectory(at directory: Int32, _ name: String) -> Result<Int32, SystemError> {
        let descriptor = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return descriptor >= 0 ? .success(descriptor) : .failure(SystemError(errno))
    }

    /// Opens `path` (a directory, symlinks followed) for `*at` calls.
    package static func openDirectory(_ path: String) -> Result<Int32, SystemError> {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? .success(descriptor) : .failure(SystemError(errno))
    }

    /// Creates directory `name` in `directory`; an existing one is fine.
    package static func makeDirectory(at directory: Int32, _ name: String) -> Result<Void, SystemError> {
        mkdirat(directory, name, 0o755) == 0 || errno == EEXIST ? .success(()) : .failure(SystemError(errno))
    }

    /// Creates directory `path` (one level); an existing one is fine.
    package static func makeDirectory(_ path: String) -> Result<Void, SystemError> {
        mkdir(path, 0o755) == 0 || errno == EEXIST ? .success(()) : .failure(SystemError(errno))
    }

    /// Creates `path` and its missing parents.
    package static func makeDirectories(_ path: String) -> Result<Void, SystemError> {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return .failure(SystemError(errno)) }
        }
        return .success(())
    }

    /// Creates a new file `name` in `directory` (failing if it exists) and writes `bytes` to it,
    /// optionally syncing it to storage before closing.
    package static func createFile(
        at directory: Int32, _ name: String, bytes: [UInt8], sync: Bool
    ) -> Result<Void, SystemError> {
        let descriptor = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(SystemError(errno)) }
        var result = writeAll(descriptor, bytes)
        if case .success = result, sync, fsync(descriptor) != 0 { result = .failure(SystemError(errno)) }
        if close(descriptor) != 0, case .success = result { result = .failure(SystemError(errno)) }
        return result
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short writes and interruptions.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Result<Void, SystemError> {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// Writes every byte of `buffer` to `descriptor`, retrying short writes and interruptions.
    package static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Result<Void, SystemError> {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(errno))
            }
            offset += written
        }
        return .success(())
    }

    /// Writes every byte of `buffer` to `descriptor` at `offset` (`pwrite`, the file position does not
    /// move), retrying short writes and interruptions.
    package static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer, at offset: UInt64) -> Result<Void, SystemError> {
        var done = 0
        while done < buffer.count {
            let written = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
            if written < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(errno))
            }
            done += written
        }
        return .success(())
    }

    /// Renames `from` to `to`, both in `directory`, replacing `to` atomically.
    package static func rename(at directory: Int32, _ from: String, to: String) -> Result<Void, SystemError> {
        renameat(directory, from, directory, to) == 0 ? .success(()) : .failure(SystemError(errno))
    }

    /// Renames `from` to `to` (paths), replacing `to` atomically.
    package static func rename(_ from: String, to: String) -> Result<Void, SystemError> {
        systemRename(from, to) == 0 ? .success(()) : .failure(SystemError(errno))
    }

    /// Removes file `name` from `directory`.
    package static func removeFile(at directory: Int32, _ name: String) -> Result<Void, SystemError> {
        unlinkat(directory, name, 0) == 0 ? .success(()) : .failure(SystemError(errno))
    }

    /// Opens `path` for appending (created when missing).
    package static func openForAppending(_ path: String, truncate: Bool) -> Result<Int32, SystemError> {
        let flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (truncate ? O_TRUNC : 0)
        let descriptor = open(path, flags, 0o644)
        return descriptor >= 0 ? .success(descriptor) : .failure(SystemError(errno))
    }

    /// Opens `path` for reading.
    package static func openForReading(_ path: String) -> Result<Int32, SystemError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        return descriptor >= 0 ? .success(descriptor) : .failure(SystemError(errno))
    }

    /// Opens the file whose path is `rawPath` (bytes, not necessarily UTF-8) for reading.
    package static func openForReading(rawPath: [UInt8]) -> Result<Int32, SystemError> {
        let descriptor = withCPath(rawPath) { open($0, O_RDONLY | O_CLOEXEC) }
        return descriptor >= 0 ? .success(descriptor) : .failure(SystemError(errno))
    }

    /// Reads up to `count` bytes; an empty array means end of file.
    package static func read(_ descriptor: Int32, upTo count: Int) -> Result<[UInt8], SystemError> {
        var buffer = [UInt8](repeating: 0, count: count)
        return buffer.withUnsafeMutableBytes { read(descriptor, into: $0) }.map { Array(buffer.prefix($0)) }
    }

    /// Reads up to `buffer.count` bytes into `buffer`, retrying interruptions; 0 means end of file.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        while true {
            let got = posixRead(descriptor, buffer.baseAddress, buffer.count)
            if got >= 0 { return .success(got) }
            if errno != EINTR { return .failure(SystemError(errno)) }
        }
    }

    /// Reads until `buffer` is full or the input ends, retrying short reads and interruptions.
    /// - Returns: the bytes read: fewer than `buffer.count` only at the end of the input.
    package static func fill(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        fill(buffer) { posixRead(descriptor, $0.baseAddress, $0.count) }
    }

    /// Reads from `offset` until `buffer` is full or the file ends (`pread`, the file position does not
    /// move), retrying short reads and interruptions.
    /// - Returns: the bytes read: fewer than `buffer.count` only at the end of the file.
    package static func fill(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) -> Result<Int, SystemError> {
        fill(buffer) { rest in
            pread(descriptor, rest.baseAddress, rest.count, off_t(offset) + off_t(buffer.count - rest.count))
        }
    }

    /// The one read loop: calls `read` with the unfilled rest of `buffer` until it is full, `read`
    /// returns 0 (the end) or fails with anything but `EINTR`.
    private static func fill(
        _ buffer: UnsafeMutableRawBufferPointer, _ read: (UnsafeMutableRawBufferPointer) -> Int
    ) -> Result<Int, SystemError> {
        var filled = 0
        while filled < buffer.count {
            let got = read(UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(errno))
            }
            if got == 0 { break }
            filled += got
        }
        return .success(filled)
    }

    /// `fstat(2)` of an open descriptor.
    package static func status(of descriptor: Int32) -> Result<Status, SystemError> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(SystemError(errno)) }
        return .success(Status(info))
    }

    /// The descriptor of standard input.
    package static let standardInput: Int32 = STDIN_FILENO

    /// Takes an exclusive advisory lock on `descriptor` without waiting; `false` if another holds it.
    package static func tryLock(_ descriptor: Int32) -> Bool {
        flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    /// Closes a descriptor.
    package static func close(_ descriptor: Int32) -> Int32 {
        systemClose(descriptor)
    }

    /// The absolute path of `path` with symlinks, `.` and `..` resolved, when it exists.
    package static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    /// The directory `path` is in: the part before its last `/` (`/` for a top-level path,
    /// `.` for a bare name).
    package static func directory(containing path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// This process's id.
    package static var processID: Int32 { getpid() }
}

/// An `errno` value with its message.
package struct SystemError: Error, Equatable {
    /// The `errno` value.
    package let code: Int32

    package init(_ code: Int32) {
        self.code = code
    }
}

extension FileSystem.Status {
    package init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: type = .regularFile
        case S_IFDIR: type = .directory
        default: type = .other
        }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        byteCount = Int(info.st_size)
        isSymbolicLink = info.st_mode & S_IFMT == S_IFLNK
    }
}

/// The operating system's message for `errno` value `code`.
package func systemErrorMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// The `errno` constants the input reader, the output writer and the batch runner tell apart.
package enum SystemErrorCode {
    package static let notFound = ENOENT
    package static let notDirectory = ENOTDIR
    package static let permissionDenied = EACCES
    package static let notPermitted = EPERM
    package static let symlinkLoop = ELOOP
    package static let exists = EEXIST
    package static let isDirectory = EISDIR
}
